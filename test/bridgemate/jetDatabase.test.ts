/**
 * The test-only Access (Jet 4) writer (test/support/jetDatabase.ts) that makes the `.bws` fixtures:
 * what it writes is read back by mdb-reader (the reader the tool uses) and, where Debian's
 * mdbtools is installed, by `mdb-tables` and `mdb-export`, a second reader written independently.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAccessTables } from '../../server/src/bridgemate/accessTables';
import { JetTable, writeJetDatabase } from '../support/jetDatabase';

const LOGGED = new Date(Date.UTC(2026, 2, 21, 20, 15, 0));

/** 400 rows (more than one data page), every fourth Remarks null, and an empty table. */
function sampleTables(): JetTable[] {
  const rows = Array.from({ length: 400 }, (_, index) => ({
    Section: 1 + (index % 2), Table: 1 + (index % 9), Board: index + 1,
    Contract: index % 5 === 0 ? 'PASS' : `${1 + (index % 7)} NT x`, Remarks: index % 4 === 0 ? null : 'Arbitral score', DateLog: LOGGED, Erased: index % 3 === 0,
  }));
  return [
    { name: 'ReceivedData', columns: [
      { name: 'Section', kind: 'integer' }, { name: 'Table', kind: 'integer' }, { name: 'Board', kind: 'long' },
      { name: 'Contract', kind: 'text', length: 10 }, { name: 'Remarks', kind: 'text' }, { name: 'DateLog', kind: 'datetime' },
      { name: 'Erased', kind: 'boolean' },
    ], rows },
    { name: 'PlayData', columns: [{ name: 'Card', kind: 'text', length: 3 }], rows: [] },
  ];
}

function hasMdbTools(): boolean {
  return spawnSync('mdb-tables', ['--version'], { encoding: 'utf8' }).status === 0;
}

describe('Test support: the Jet 4 writer of .bws fixtures', () => {
  it('is read back by mdb-reader (bridgemate/accessTables.ts): the tables, every row and each kind of value', () => {
    const tables = readAccessTables(writeJetDatabase(sampleTables()), ['ReceivedData', 'PlayData', 'HandRecord']);
    assert.deepEqual([...tables.keys()], ['ReceivedData', 'PlayData']);
    const rows = tables.get('ReceivedData')!;
    assert.equal(rows.length, 400);
    assert.deepEqual(rows[0], { Section: 1, Table: 1, Board: 1, Contract: 'PASS', Remarks: null, DateLog: LOGGED, Erased: true });
    assert.deepEqual(rows[399], { Section: 2, Table: 4, Board: 400, Contract: '1 NT x', Remarks: 'Arbitral score', DateLog: LOGGED, Erased: true });
    assert.deepEqual(rows[397], { Section: 2, Table: 2, Board: 398, Contract: '6 NT x', Remarks: 'Arbitral score', DateLog: LOGGED, Erased: false });
    assert.deepEqual(tables.get('PlayData'), []);
  });

  it('is read back alike by mdbtools (mdb-tables, mdb-export)', function () {
    if (!hasMdbTools()) {
      this.skip(); // mdbtools (Debian package mdbtools) is not installed here: the cross-check is skipped
    }
    const folder = mkdtempSync(join(tmpdir(), 'jet-writer-'));
    try {
      const file = join(folder, 'session.bws');
      writeFileSync(file, writeJetDatabase(sampleTables()));
      assert.deepEqual(execFileSync('mdb-tables', ['-1', file], { encoding: 'utf8' }).trim().split('\n'), ['ReceivedData', 'PlayData']);
      const lines = execFileSync('mdb-export', ['-T', '%Y-%m-%d %H:%M', file, 'ReceivedData'], { encoding: 'utf8' }).trim().split('\n');
      assert.equal(lines.length, 401);
      assert.equal(lines[0], 'Section,Table,Board,Contract,Remarks,DateLog,Erased');
      assert.equal(lines[1], '1,1,1,"PASS",,"2026-03-21 20:15",1');
      assert.equal(lines[400], '2,4,400,"1 NT x","Arbitral score","2026-03-21 20:15",1');
      assert.equal(lines[398], '2,2,398,"6 NT x","Arbitral score","2026-03-21 20:15",0');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
