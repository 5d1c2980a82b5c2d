/**
 * Issue 37, the CLI's writes: a temporary's name stays within 255 bytes (a target named with 250
 * bytes can be fixed in place), an output that is one of the inputs (the same file, through a
 * name, a symbolic or a hard link) is refused, a link in a shared folder is never written
 * through, and `fix --in-place` refuses to replace a file that changed while it was read.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { pbnGame } from '../support/pbnGame';
import { EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';

const REVOKE = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' });

describe('CLI writes (issue 37)', () => {
  let folder: string;
  beforeEach(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-writes-')); });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  describe('item 14: a temporary\'s name stays within 255 bytes', () => {
    for (const [kind, name] of [['ASCII', `${'b'.repeat(246)}.pbn`], ['two-byte characters', `${'é'.repeat(123)}.pbn`]]) {
      it(`fix --in-place of a file named with 250 bytes (${kind}) writes it and leaves nothing beside it`, async () => {
        assert.equal(Buffer.byteLength(name), 250);
        const file = path.join(folder, name);
        writeFileSync(file, REVOKE);
        const run = await runCaptured(['fix', '--in-place', file]);
        assert.equal(run.status, 0, run.errors);
        assert.match(readFileSync(file, 'latin1'), /\[Result "\^11"\]/);
        assert.deepEqual(readdirSync(folder), [name]);
      });
    }
  });
});
