/**
 * The tables of an Access database (a Bridgemate `.bws` is one) read from its bytes with
 * mdb-reader, a pure-JavaScript reader of Access 97 to 2019 files: nothing is opened, locked or
 * written, the caller hands a copy of the file. Each wanted table that exists comes back as rows
 * of column name → value (text, number, date, boolean or null); a table the file lacks is absent.
 * A file mdb-reader cannot read is one `AccessReadError` saying why.
 */
import type MDBReaderType from 'mdb-reader' with { 'resolution-mode': 'import' };
import { BwsProblem, bwsProblemText } from '../i18n/bridgemateTexts';

/** One row: column name → value. */
export type AccessRow = Record<string, unknown>;

/** The bytes are not an Access database this reader can read; the message in English. */
export class AccessReadError extends Error {
  constructor(readonly problem: BwsProblem) {
    super(bwsProblemText(problem, 'en'));
  }
}

/** mdb-reader is an ECMAScript module: required here (Node 20.19 and the bundle both allow it). */
function reader(bytes: Uint8Array): MDBReaderType {
  const { default: MDBReader } = require('mdb-reader') as { default: typeof MDBReaderType };
  return new MDBReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** The rows of each of `wanted` that the database holds (table names compared without case). */
export function readAccessTables(bytes: Uint8Array, wanted: readonly string[]): Map<string, AccessRow[]> {
  const tables = new Map<string, AccessRow[]>();
  let database: MDBReaderType;
  try {
    database = reader(bytes);
  } catch (error) {
    throw new AccessReadError({ kind: 'not-access', detail: (error as Error).message });
  }
  let names: string[];
  try {
    names = database.getTableNames();
  } catch (error) {
    throw new AccessReadError({ kind: 'tables-unreadable', detail: (error as Error).message });
  }
  for (const name of wanted) {
    const found = names.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
    if (found === undefined) continue;
    try {
      tables.set(name, database.getTable(found).getData() as AccessRow[]);
    } catch (error) {
      throw new AccessReadError({ kind: 'table-unreadable', table: name, detail: (error as Error).message });
    }
  }
  return tables;
}
