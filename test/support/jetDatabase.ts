/**
 * Test helper: writes a small Microsoft Access (Jet 4, the `.mdb`/`.bws` format) database from
 * tables of rows, so the Bridgemate tests have `.bws` files without a licence problem (no public
 * one exists). It writes only what a reader needs to list the tables and read their rows:
 *
 * - page 0, the database definition: the engine name, version 1 (Jet 4) and the 128 bytes from
 *   0x18 masked with RC4 under the fixed key every Jet 4 file uses (no password, no page key);
 * - page 1, a data page holding each table's usage map (type 0: a first page and a bitmap);
 * - page 2, the table definition of the catalog `MSysObjects` (Id, ParentId, Name, Type, Flags,
 *   LvProp), and one definition page per table after it;
 * - data pages per table, rows packed from the page's end: a column count, the fixed columns at
 *   their offsets, the variable ones one after another, their offsets backwards, the variable
 *   count and the null mask (a set bit is a value).
 *
 * Column kinds: Text (UCS-2, variable), Long (4 bytes), Integer (2 bytes), DateTime (a double,
 * days since 1899-12-30) and Yes/No (only its bit in the null mask). No indexes, no memo or long values. Learnt from the page layout the
 * mdbtools and mdb-reader projects describe; written here from that description.
 */

/** A column's kind. */
export type JetColumnKind = 'text' | 'long' | 'integer' | 'datetime' | 'boolean';

/** One column of a table. */
export interface JetColumn {
  name: string;
  kind: JetColumnKind;
  /** Text: the most characters (default 255). */
  length?: number;
}

/** A cell: text, a whole number, a date, a yes/no, or null. */
export type JetValue = string | number | boolean | Date | null | undefined;

/** A table to write. */
export interface JetTable {
  name: string;
  columns: JetColumn[];
  rows: ReadonlyArray<Record<string, JetValue>>;
}

const PAGE = 4096;
const TYPE_CODE: Record<JetColumnKind | 'ole', number> = { boolean: 0x01, integer: 0x03, long: 0x04, datetime: 0x08, text: 0x0a, ole: 0x0b };
const FIXED_SIZE: Partial<Record<JetColumnKind, number>> = { boolean: 0, integer: 2, long: 4, datetime: 8 };
const HEADER_KEY = [0xc7, 0xda, 0x39, 0x6b];

/** RC4 over `bytes` in place (the header's mask; RC4 is its own inverse). */
function rc4(key: readonly number[], bytes: Buffer, start: number, length: number): void {
  const state = Array.from({ length: 256 }, (_, index) => index);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + state[i] + key[i % key.length]) & 0xff;
    [state[i], state[j]] = [state[j], state[i]];
  }
  for (let n = 0, i = 0, j = 0; n < length; n++) {
    i = (i + 1) & 0xff;
    j = (j + state[i]) & 0xff;
    [state[i], state[j]] = [state[j], state[i]];
    bytes[start + n] ^= state[(state[i] + state[j]) & 0xff];
  }
}

function headerPage(): Buffer {
  const page = Buffer.alloc(PAGE);
  page[1] = 0x01;
  page.write('Standard Jet DB\0', 4, 'latin1');
  page.writeUInt32LE(1, 0x14);
  page.writeUInt16LE(1252, 0x3c); // code page; 0x3e (the page key) stays 0: pages are not masked
  page.writeUInt16LE(0x0409, 0x6e); // sort order: general
  rc4(HEADER_KEY, page, 0x18, 128);
  return page;
}

interface LaidColumn extends JetColumn {
  code: number;
  number: number;
  fixed: boolean;
  size: number;
  fixedOffset: number;
  variableIndex: number;
}

function layColumns(columns: ReadonlyArray<JetColumn & { code?: number }>): LaidColumn[] {
  let fixedOffset = 0;
  let variableIndex = 0;
  return columns.map((column, number) => {
    const fixedSize = FIXED_SIZE[column.kind];
    const code = column.code ?? TYPE_CODE[column.kind];
    const laid: LaidColumn = {
      ...column, code, number, fixed: fixedSize !== undefined && column.code === undefined,
      size: fixedSize ?? (column.code === undefined ? 2 * (column.length ?? 255) : 0),
      fixedOffset: 0, variableIndex: 0,
    };
    if (laid.fixed) { laid.fixedOffset = fixedOffset; fixedOffset += laid.size; } else laid.variableIndex = variableIndex++;
    return laid;
  });
}

function dateValue(date: Date): number {
  return date.getTime() / 86_400_000 + 25_569;
}

/** One row's bytes. */
function rowBytes(columns: readonly LaidColumn[], row: Record<string, JetValue>, tableName: string): Buffer {
  const fixedLength = columns.filter((column) => column.fixed).reduce((sum, column) => sum + column.size, 0);
  const fixedPart = Buffer.alloc(fixedLength);
  const variableParts: Buffer[] = [];
  const present = Buffer.alloc(Math.ceil(columns.length / 8));
  for (const column of columns) {
    const value = row[column.name];
    // A yes/no is its bit alone (set: yes); any other column's bit says it holds a value.
    if (column.kind === 'boolean' ? value === true : value !== null && value !== undefined) present[column.number >> 3] |= 1 << (column.number & 7);
    if (column.kind === 'boolean') continue;
    if (column.fixed) {
      if (value === null || value === undefined) continue;
      if (column.kind === 'datetime') {
        if (!(value instanceof Date)) throw new Error(`${tableName}.${column.name}: a date is wanted`);
        fixedPart.writeDoubleLE(dateValue(value), column.fixedOffset);
      } else if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`${tableName}.${column.name}: a whole number is wanted`);
      else if (column.kind === 'long') fixedPart.writeInt32LE(value, column.fixedOffset);
      else fixedPart.writeInt16LE(value, column.fixedOffset);
    } else {
      if (value !== null && value !== undefined && typeof value !== 'string') throw new Error(`${tableName}.${column.name}: text is wanted`);
      variableParts.push(value === null || value === undefined ? Buffer.alloc(0) : Buffer.from(value, 'utf16le'));
    }
  }
  const variableCount = variableParts.length;
  const offsets: number[] = [2 + fixedLength];
  for (const part of variableParts) offsets.push(offsets[offsets.length - 1] + part.length);
  const tail = variableCount > 0 ? Buffer.alloc(2 * (variableCount + 1) + 2) : Buffer.alloc(0);
  if (variableCount > 0) {
    // Backwards from the variable count: offset 0 nearest it, the end of the data farthest.
    for (let index = 0; index <= variableCount; index++) tail.writeUInt16LE(offsets[index], tail.length - 4 - 2 * index);
    tail.writeUInt16LE(variableCount, tail.length - 2);
  }
  const count = Buffer.alloc(2);
  count.writeUInt16LE(columns.length);
  return Buffer.concat([count, fixedPart, ...variableParts, tail, present]);
}

/** Data pages holding `rows`, owned by the definition on page `owner`. */
function dataPages(rows: readonly Buffer[], owner: number): Buffer[] {
  const pages: Buffer[] = [];
  let index = 0;
  while (index < rows.length) {
    const page = Buffer.alloc(PAGE);
    page[0] = 0x01;
    page[1] = 0x01;
    page.writeUInt32LE(owner, 4);
    let end = PAGE;
    let count = 0;
    while (index < rows.length && end - rows[index].length >= 14 + 2 * (count + 1)) {
      end -= rows[index].length;
      rows[index].copy(page, end);
      page.writeUInt16LE(end, 14 + 2 * count);
      count++;
      index++;
    }
    if (count === 0) throw new Error('a row larger than a page');
    page.writeUInt16LE(count, 12);
    page.writeUInt16LE(end - 14 - 2 * count, 2);
    pages.push(page);
  }
  return pages;
}

/** The table definition page. `map` is the page-and-row of its usage map. */
function definitionPage(columns: readonly LaidColumn[], rowCount: number, map: number, system: boolean): Buffer {
  const names = columns.map((column) => Buffer.from(column.name, 'utf16le'));
  const length = 63 + 25 * columns.length + names.reduce((sum, name) => sum + 2 + name.length, 0);
  if (length > PAGE) throw new Error('a table definition larger than a page');
  const page = Buffer.alloc(PAGE);
  page[0] = 0x02;
  page[1] = 0x01;
  page.writeUInt16LE(PAGE - length, 2);
  page.writeUInt32LE(length - 8, 8);
  page.writeUInt32LE(rowCount, 16);
  page[40] = system ? 0x53 : 0x4e;
  page.writeUInt16LE(columns.length, 41);
  page.writeUInt16LE(columns.filter((column) => !column.fixed).length, 43);
  page.writeUInt16LE(columns.length, 45);
  page.writeUInt32LE(map, 55);
  page.writeUInt32LE(map, 59); // the free-space map: the same row (a reader only needs to find it)
  let at = 63;
  for (const column of columns) {
    page[at] = column.code;
    page.writeUInt16LE(column.number, at + 5);
    page.writeUInt16LE(column.fixed ? column.number : column.variableIndex, at + 7);
    page.writeUInt16LE(column.number, at + 9);
    if (column.kind === 'text') page.writeUInt16LE(0x0409, at + 11);
    page[at + 15] = (column.fixed ? 0x01 : 0) | 0x02;
    page.writeUInt16LE(column.fixedOffset, at + 21);
    page.writeUInt16LE(column.size, at + 23);
    at += 25;
  }
  for (const name of names) {
    page.writeUInt16LE(name.length, at);
    name.copy(page, at + 2);
    at += 2 + name.length;
  }
  return page;
}

/** A usage map of type 0 marking `pages` (bitmap from page 0). */
function usageMap(pages: readonly number[], pageCount: number): Buffer {
  const map = Buffer.alloc(5 + Math.ceil(pageCount / 8));
  for (const page of pages) map[5 + (page >> 3)] |= 1 << (page & 7);
  return map;
}

const CATALOG_COLUMNS: Array<JetColumn & { code?: number }> = [
  { name: 'Id', kind: 'long' },
  { name: 'ParentId', kind: 'long' },
  { name: 'Name', kind: 'text', length: 255 },
  { name: 'Type', kind: 'integer' },
  { name: 'Flags', kind: 'long' },
  { name: 'LvProp', kind: 'text', code: TYPE_CODE.ole },
];
const SYSTEM_FLAGS = 0x80000002 | 0;

/** The bytes of a Jet 4 database holding `tables` (each read back in the order given). */
export function writeJetDatabase(tables: readonly JetTable[]): Buffer {
  const catalog = layColumns(CATALOG_COLUMNS);
  const laid = tables.map((table) => ({ table, columns: layColumns(table.columns) }));
  // Pages: 0 header, 1 usage maps, 2 the catalog's definition, then one definition per table, then data.
  const definitionOf = (index: number) => 3 + index;
  const catalogRows = [
    { Id: 2, ParentId: 0, Name: 'MSysObjects', Type: 1, Flags: SYSTEM_FLAGS },
    ...tables.map((table, index) => ({ Id: definitionOf(index), ParentId: 0, Name: table.name, Type: 1, Flags: 0 })),
  ].map((row) => rowBytes(catalog, row, 'MSysObjects'));
  let next = 3 + tables.length;
  const catalogData = dataPages(catalogRows, 2);
  const catalogPages = catalogData.map(() => next++);
  const tableData = laid.map(({ table, columns }, index) => {
    const pages = dataPages(table.rows.map((row) => rowBytes(columns, row, table.name)), definitionOf(index));
    return { pages, numbers: pages.map(() => next++) };
  });
  const pageCount = next;
  const maps = [usageMap(catalogPages, pageCount), ...tableData.map((data) => usageMap(data.numbers, pageCount))];
  const mapPage = dataPages(maps, 0);
  if (mapPage.length !== 1) throw new Error('too many tables for one page of usage maps');
  const mapRef = (index: number) => (1 << 8) | index;
  const pages: Buffer[] = [
    headerPage(),
    mapPage[0],
    definitionPage(catalog, catalogRows.length, mapRef(0), true),
    ...laid.map(({ table, columns }, index) => definitionPage(columns, table.rows.length, mapRef(index + 1), false)),
    ...catalogData,
    ...tableData.flatMap((data) => data.pages),
  ];
  return Buffer.concat(pages);
}
