/**
 * Issue 37, the CLI's writes: a temporary's name stays within 255 bytes (a target named with 250
 * bytes can be fixed in place), an output that is one of the inputs (the same file, through a
 * name, a symbolic or a hard link) is refused, a link in a shared folder is never written
 * through, and `fix --in-place` refuses to replace a file that changed while it was read.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, lchownSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { WriteError, fileStamp, writeFileAtomic } from '../../server/src/io/atomicWrite';
import { pbnGame } from '../support/pbnGame';
import { EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';

const REVOKE = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' });
const BIN = path.resolve(__dirname, '../../bin/pbn-director.js');
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

  describe('item 2: a symbolic link in a shared folder is not written through (needs root)', () => {
    let victim: string;
    beforeEach(function () {
      if (process.getuid?.() !== 0) this.skip();
      victim = path.join(folder, 'victim.conf');
      writeFileSync(victim, 'secret = 1\n');
    });

    /** A folder of `mode` owned by `uid`, holding `report.html` → victim.conf, the link owned by `linkUid`. */
    function plantedLink(name: string, mode: number, uid: number, linkUid: number): string {
      const shared = path.join(folder, name);
      mkdirSync(shared);
      chmodSync(shared, mode);
      chownSync(shared, uid, uid);
      const link = path.join(shared, 'report.html');
      symlinkSync(victim, link);
      lchownSync(link, linkUid, linkUid);
      assert.equal(statSync(shared).mode & 0o7777, mode);
      return link;
    }

    it('another user\'s link in a sticky folder: report -o, convert -o and fix --in-place refuse in one line, the target unchanged', async () => {
      const link = plantedLink('shared', 0o1777, 0, 1000);
      const pbn = path.join(folder, 's.pbn');
      writeFileSync(pbn, REVOKE);
      const line = `pbn-director: ${link}: a symbolic link of uid 1000 in a sticky folder; not written through it, the file it points to is unchanged\n`;
      for (const argv of [['report', '--no-dd', pbn, '-o', link], ['convert', '--to', 'lin', pbn, '-o', link], ['fix', '--in-place', link]]) {
        const run = await runCaptured(argv);
        assert.equal(run.status, 2, argv.join(' '));
        assert.equal(run.errors, line, argv.join(' '));
        assert.equal(readFileSync(victim, 'latin1'), 'secret = 1\n');
      }
      assert.deepEqual(readdirSync(path.dirname(link)), ['report.html'], 'no temporary left');
    });

    it('another user\'s link in that user\'s own folder is refused too', async () => {
      const link = plantedLink('home', 0o755, 1000, 1000);
      const run = await runCaptured(['report', '--no-dd', '-o', link, '-'], Buffer.from(REVOKE));
      assert.equal(run.status, 2);
      assert.equal(run.errors, `pbn-director: ${link}: a symbolic link of uid 1000 in a folder of uid 1000; not written through it, the file it points to is unchanged\n`);
      assert.equal(readFileSync(victim, 'latin1'), 'secret = 1\n');
    });

    it('one\'s own link in a sticky folder is followed as before (the target gets the report)', async () => {
      const link = plantedLink('mine', 0o1777, 0, 0);
      const run = await runCaptured(['report', '--no-dd', '-o', link, '-'], Buffer.from(REVOKE));
      assert.equal(run.status, 0, run.errors);
      assert.match(readFileSync(victim, 'utf8'), /^<!DOCTYPE html>/i);
    });
  });

  describe('item 13: fix --in-place does not replace a file that changed while it was read', () => {
    it('the atomic write refuses when the target grew between the stamp and the rename; the appended record stays', async () => {
      const file = path.join(folder, 'board.pbn');
      writeFileSync(file, REVOKE);
      const stamp = await fileStamp(file);
      async function* pieces(): AsyncGenerator<Uint8Array> {
        yield Buffer.from('fixed text\n');
        appendFileSync(file, '[Event "appended"]\n');
        yield Buffer.from('more fixed text\n');
      }
      await assert.rejects(writeFileAtomic(file, pieces(), { unchangedSince: stamp }), (error: unknown) => {
        assert.ok(error instanceof WriteError);
        assert.equal(error.message, `${file}: changed while it was read (another program wrote to it); not replaced, the file keeps what was written to it meanwhile (run again)`);
        return true;
      });
      assert.equal(readFileSync(file, 'latin1'), `${REVOKE}[Event "appended"]\n`);
      assert.deepEqual(readdirSync(folder), ['board.pbn'], 'no temporary left');
    });

    it('the CLI: a record appended while fix --in-place runs is kept, fix exits 2 with one line (spawned)', async function () {
      this.timeout(120_000);
      const file = path.join(folder, 'big.pbn');
      const boards = Array.from({ length: 4000 }, (_, index) => REVOKE.replace('[Board "1"]', `[Board "${index + 1}"]`)).join('\n');
      writeFileSync(file, boards);
      const child = spawn(process.execPath, [BIN, 'fix', '--in-place', file], { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => { stderr += String(chunk); });
      const ended = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      let exited = false;
      void ended.then(() => { exited = true; });
      // The write has begun once its temporary exists beside the file: the append comes while it is being made.
      await new Promise<void>((resolve) => { const look = () => (exited || readdirSync(folder).length > 1 ? resolve() : setTimeout(look, 5)); look(); });
      assert.ok(!exited, 'the fix was still writing');
      appendFileSync(file, '\n[Event "appended"]\n');
      assert.equal(await ended, 2, stderr);
      assert.equal(stderr, `pbn-director: ${file}: changed while it was read (another program wrote to it); not replaced, the file keeps what was written to it meanwhile (run again)\n`);
      assert.equal(readFileSync(file, 'latin1'), `${boards}\n[Event "appended"]\n`);
      assert.deepEqual(readdirSync(folder), ['big.pbn']);
    });
  });
});
