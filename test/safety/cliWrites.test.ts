/**
 * Issue 37, the CLI's writes: a temporary's name stays within 255 bytes (a target named with 250
 * bytes can be fixed in place), an output that is one of the inputs (the same file, through a
 * name, a symbolic or a hard link) is refused, a link in a shared folder is never written
 * through, and `fix --in-place` refuses to replace a file that changed while it was read.
 */
import assert from 'node:assert/strict';
import { linkSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { pbnGame } from '../support/pbnGame';
import { EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';

const REVOKE = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' });
const LIN = 'pn|a,b,c,d|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|\n';

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

  describe('item 1: an output that is one of the inputs is refused', () => {
    /** Runs `argv` (FILE stands for `input`, OUT for `output`) and expects the one-line refusal, exit 2, the input as it was. */
    async function refused(argv: string[], input: string, output: string, text: string): Promise<void> {
      const run = await runCaptured(argv.map((part) => (part === 'FILE' ? input : part === 'OUT' ? output : part)));
      assert.equal(run.status, 2, `${argv.join(' ')}: ${run.errors}`);
      assert.equal(run.errors, `pbn-director: ${output}: the same file as the input ${input}; not written, the input is unchanged (give another -o)\n`);
      assert.equal(readFileSync(input, 'latin1'), text, `${argv.join(' ')}: the input is unchanged`);
    }

    it('report FILE -o FILE, as HTML and as PDF; convert of a LIN and of a PBN file onto itself', async () => {
      const pbn = path.join(folder, 's.pbn');
      const lin = path.join(folder, 'a.lin');
      writeFileSync(pbn, REVOKE);
      writeFileSync(lin, LIN);
      await refused(['report', '--no-dd', 'FILE', '-o', 'OUT'], pbn, pbn, REVOKE);
      await refused(['report', '--no-dd', '--format', 'pdf', 'FILE', '-o', 'OUT'], pbn, pbn, REVOKE);
      await refused(['report', '--no-dd', '--layout', 'handout', 'FILE', '-o', 'OUT'], pbn, pbn, REVOKE);
      await refused(['convert', 'FILE', '-o', 'OUT'], lin, lin, LIN);
      await refused(['convert', '--to', 'lin', 'FILE', '-o', 'OUT'], pbn, pbn, REVOKE);
    });

    it('an output that is a symbolic or a hard link to the input (report, convert, fix -o)', async () => {
      const pbn = path.join(folder, 's.pbn');
      writeFileSync(pbn, REVOKE);
      const soft = path.join(folder, 'x.html');
      const hard = path.join(folder, 'y.html');
      symlinkSync(pbn, soft);
      linkSync(pbn, hard);
      await refused(['report', '--no-dd', 'FILE', '-o', 'OUT'], pbn, soft, REVOKE);
      await refused(['report', '--no-dd', 'FILE', '-o', 'OUT'], pbn, hard, REVOKE);
      await refused(['convert', '--to', 'lin', 'FILE', '-o', 'OUT'], pbn, soft, REVOKE);
      await refused(['fix', 'FILE', '-o', 'OUT'], pbn, hard, REVOKE);
    });

    it('an output beside the input, or a new one, is written as before', async () => {
      const pbn = path.join(folder, 's.pbn');
      writeFileSync(pbn, REVOKE);
      const run = await runCaptured(['report', '--no-dd', pbn, '-o', path.join(folder, 's.html')]);
      assert.equal(run.status, 0, run.errors);
      assert.match(readFileSync(path.join(folder, 's.html'), 'utf8'), /^<!DOCTYPE html>/i);
    });
  });
});
