/**
 * The command line and the deal files: `convert` of each format to PBN gives the boards of the
 * PBN that came with it; a PBN file to .dup gives the fixture byte for byte, to .dlm its board
 * lines, and back to PBN its boards; `check` reads a deal file's PBN view; a bad deal file or a PBN
 * file that makes no set of deals is refused in one line naming the board, in English or Dutch.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { DEAL_FIXTURES, fixtureBoards, fixtureBytes, pbnBoards } from './fixtures';

const fixture = (name: string) => path.join(DEAL_FIXTURES, name);

describe('CLI: deal files', () => {
  let folder: string;
  before(() => { folder = fs.mkdtempSync(path.join(os.tmpdir(), 'deal-cli-')); });
  after(() => fs.rmSync(folder, { recursive: true, force: true }));

  for (const format of ['dlm', 'dup', 'bri', 'dge']) {
    it(`convert test.${format} writes the boards of test.pbn as PBN`, async () => {
      const run = await runCaptured(['convert', fixture(`test.${format}`)]);
      assert.equal(run.status, 0, run.errors);
      assert.deepEqual(pbnBoards(run.output), fixtureBoards('test.pbn'));
    });
  }

  it('convert --to dup of test.pbn is test.dup; --to dlm has its board lines; both read back to the boards of test.pbn', async () => {
    const dup = path.join(folder, 'set.dup');
    const dlm = path.join(folder, 'set.dlm');
    const toDup = await runCaptured(['convert', '--to', 'dup', '-o', dup, fixture('test.pbn')]);
    assert.equal(toDup.status, 0, toDup.errors);
    assert.match(toDup.errors, /converted to DUP in .*set\.dup/);
    assert.deepEqual(fs.readFileSync(dup), fixtureBytes('test.dup'));
    assert.equal((await runCaptured(['convert', '--to', 'dlm', '-o', dlm, fixture('test.pbn')])).status, 0);
    const boardLines = (text: string) => text.split(/\r?\n/).filter((line) => /^Board \d\d=/.test(line));
    assert.deepEqual(boardLines(fs.readFileSync(dlm, 'latin1')), boardLines(fixtureBytes('test.dlm').toString('latin1')));
    for (const file of [dup, dlm]) assert.deepEqual(pbnBoards((await runCaptured(['convert', '--to', 'pbn', file])).output), fixtureBoards('test.pbn'));
  });

  it('convert --to dlm of a .bri file goes from deal file to deal file', async () => {
    const run = await runCaptured(['convert', '--to', 'dlm', fixture('big-deal.bri')]);
    assert.equal(run.status, 0, run.errors);
    assert.deepEqual(run.output.split(/\r\n/).filter((line) => /^Board 0[12]=/.test(line)), ['Board 01=biipkkobgdfamncjfhnmdodghc030', 'Board 02=admboclaeobkhhjhhpkfiomgfc020']);
  });

  it('check reads a deal file as its PBN view: no findings in a good one', async () => {
    const run = await runCaptured(['check', fixture('test.dlm'), fixture('big-deal.dup')]);
    assert.equal(run.status, 0, run.errors);
    assert.equal(run.output, '2 files · 0 errors · 0 warnings · 0 rulings\n');
  });

  it('a bad deal file is refused in one line naming the board, in English and in Dutch', async () => {
    // Board 3's fourth letter n (110) written as c (99): the cards give 20 ^ 110 ^ 99 = 20 ^ 13 = 25.
    const bad = path.join(folder, 'bad.dlm');
    fs.writeFileSync(bad, fixtureBytes('test.dlm').toString('latin1').replace('Board 03=jccn', 'Board 03=jccc'), 'latin1');
    const english = await runCaptured(['check', bad]);
    assert.equal(english.status, 2);
    assert.equal(english.errors, `pbn-director: ${bad}: board 3: the checksum is 20, the cards give 25\n`);
    const dutch = await runCaptured(['convert', '--language', 'nl', bad]);
    assert.equal(dutch.status, 2);
    assert.equal(dutch.errors, `pbn-director: ${bad}: spel 3: de controlesom is 20, de kaarten geven 25\n`);
    assert.equal(dutch.output, '');
  });

  it('a PBN file that makes no set of deals is refused, the board named; nothing is written', async () => {
    const game = (board: number, deal?: string) => `[Board "${board}"]\n${deal ? `[Deal "${deal}"]\n` : ''}\n`;
    const deal = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
    const gap = path.join(folder, 'gap.pbn');
    fs.writeFileSync(gap, game(1, deal) + game(2, deal) + game(4, deal));
    const out = path.join(folder, 'gap.dlm');
    const run = await runCaptured(['convert', '--to', 'dlm', '-o', out, gap]);
    assert.equal(run.status, 2);
    assert.equal(run.errors, `pbn-director: ${gap}: board 4 stands where board 3 belongs: a .dlm file holds boards numbered in turn\n`);
    assert.equal(fs.existsSync(out), false);
    const noDeal = path.join(folder, 'nodeal.pbn');
    fs.writeFileSync(noDeal, game(1, deal) + game(2));
    assert.equal((await runCaptured(['convert', '--to', 'dup', noDeal])).errors, `pbn-director: ${noDeal}: board 2: no full deal\n`);
  });

  it('the two rooms of a board make one board of the set', async () => {
    const game = (board: number, room: string) => `[Board "${board}"]\n[Room "${room}"]\n[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]\n\n`;
    const rooms = path.join(folder, 'rooms.pbn');
    fs.writeFileSync(rooms, game(1, 'Open') + game(1, 'Closed'));
    const run = await runCaptured(['convert', '--to', 'dup', rooms]);
    assert.equal(run.status, 0, run.errors);
    // One record of 156 bytes: North ♠A…♠2 (01…13), East ♥ (14…26), South ♦ (27…39) in the BRI part.
    assert.equal(run.bytes.length, 156);
    assert.equal(run.bytes.subarray(0, 78).toString('latin1'), Array.from({ length: 39 }, (_, index) => String(index + 1).padStart(2, '0')).join(''));
    assert.equal(run.bytes.subarray(146).toString('latin1'), 'YN1  0 01 ');
  });

  it('a deal file does not convert to LIN', async () => {
    const run = await runCaptured(['convert', '--to', 'lin', fixture('test.dlm')]);
    assert.equal(run.status, 2);
    assert.match(run.errors, /a deal file converts to pbn, dlm or dup/);
  });
});
