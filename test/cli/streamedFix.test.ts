/**
 * Issue 18 item 7: `fix`, `score` and `convert --to lin` read a file game by game. Differential:
 * what they write from a file (streamed) is byte for byte what they write from the same bytes on
 * standard input (read whole, the path they always had) — the fixed text to standard output, to
 * `-o` and in place, standard error line for line (names aside), the exit status; `score` as text
 * and JSON; the LIN lines of `convert`. On the real files of ../shared/corpus/real and on a file
 * built for the edges: LF, CR LF, Latin-1, UTF-8 with a byte order mark, embedded PBN, lone CRs
 * (read whole both ways), `#` inheritance, an unreadable game (left byte for byte), a tag
 * inserted on the file's last line without a line end.
 */
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { pbnGame } from '../support/pbnGame';
import { CLEAN_ONE_DOWN, EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';
import { mpBoard } from '../scoring/support/travellerBoards';

const REAL = path.resolve(__dirname, '../../../shared/corpus/real');

// 4♠ S, NS vulnerable, 9 tricks played: the file's 10 and NS 650 become 9 and NS −100.
const WRONG = pbnGame({ ...CLEAN_ONE_DOWN, result: '10', score: 'NS 650' });
const REVOKE = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, boardNumber: 2, result: '9', score: 'NS 420' });
// Event and Site inherited from board 2 (`#`); the Score of 9 tricks is NS −100, not NS 650.
const INHERITS = pbnGame({ ...CLEAN_ONE_DOWN, boardNumber: 3, result: '9', score: 'NS 650' }).replace('[Event "Test"]', '[Event "#"]').replace('[Site "Test"]', '[Site "#"]');
// An unclosed tag: the game cannot be read with certainty and stays as it is, wrong Score and all.
const BROKEN = pbnGame({ ...CLEAN_ONE_DOWN, boardNumber: 4, result: '9', score: 'NS 650' }).replace('[Dealer "S"]', '[Dealer "S"');
// Row 1's 420 ties the other 420 above three scores: 7 and 1 MP, 87.5 and 12.5 %, not 6 / 2 and 75 / 25.
const TRAVELLER = mpBoard([], ['1 4S   S 10   420    -    6    2    75    25', '2 4S   S  9     -   50    2    6    25    75', '3 4S   S 10   420    -    7    1  87.5  12.5', '4 3NT  N  9   400    -    4    4    50    50', '5 4S   S  8     -  100    0    8     0   100']).replace('[Board "1"]', '[Board "5"]');
// No Declarer: the auction decides it (South); the game ends the file without a line end.
const NO_DECLARER = pbnGame({ ...CLEAN_ONE_DOWN, boardNumber: 6, result: '9', score: 'NS -100' }).replace('[Declarer "S"]\n', '').replace(/\n$/, '');

const EDGE = ['% PBN 2.1\n{ Café à la carte }\n', WRONG, REVOKE, INHERITS, BROKEN, TRAVELLER, NO_DECLARER].join('\n');

/** The edge file in each encoding and line-end form. */
function edgeFiles(): Array<[string, Buffer]> {
  const crlf = EDGE.replace(/\n/g, '\r\n');
  return [
    ['edge-lf.pbn', Buffer.from(EDGE, 'latin1')],
    ['edge-crlf.pbn', Buffer.from(crlf, 'latin1')],
    ['edge-bom-utf8.pbn', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(crlf.replace('Café', 'Café ♠'), 'utf8')])],
    ['edge-embedded.pbn', Buffer.from(`<html><body><pre>\n<PBN>\n${EDGE}\n</PBN>\n</pre></body></html>\n`, 'latin1')],
    ['edge-lone-cr.pbn', Buffer.from(EDGE.replace(/\n/g, '\r'), 'latin1')],
  ];
}

describe('fix, score and convert read a file game by game: the same bytes as the whole-file path (issue 18 item 7)', function () {
  this.timeout(300_000);
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-streamed-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  /** Runs every comparison on one file. */
  async function compare(name: string, bytes: Buffer): Promise<void> {
    const file = path.join(folder, name);
    writeFileSync(file, bytes);
    const named = (text: string, ...pairs: Array<[string, string]>) => pairs.reduce((done, [from, to]) => done.split(from).join(to), text);
    for (const options of [[], ['--travellers']]) {
      const whole = await runCaptured(['fix', ...options, '-'], bytes);
      const streamed = await runCaptured(['fix', ...options, file]);
      assert.ok(whole.bytes.equals(streamed.bytes), `${name} ${options}: standard output`);
      assert.equal(streamed.errors, named(whole.errors, ['<stdin>', file]), `${name} ${options}: standard error`);
      assert.equal(streamed.status, whole.status, `${name} ${options}: exit status`);
    }
    const wholeOut = path.join(folder, 'whole.out'), streamedOut = path.join(folder, 'streamed.out');
    const whole = await runCaptured(['fix', '-o', wholeOut, '-'], bytes);
    const streamed = await runCaptured(['fix', '-o', streamedOut, file]);
    assert.ok(readFileSync(streamedOut).equals(readFileSync(wholeOut)), `${name}: -o`);
    assert.equal(streamed.errors, named(whole.errors, ['<stdin>', file], [wholeOut, streamedOut]), `${name}: -o, standard error`);
    assert.equal(streamed.status, whole.status, `${name}: -o, exit status`);
    const copy = path.join(folder, `copy-${name}`);
    copyFileSync(file, copy);
    const inPlace = await runCaptured(['fix', '--in-place', copy]);
    assert.ok(readFileSync(copy).equals(readFileSync(wholeOut)), `${name}: --in-place`);
    assert.equal(inPlace.errors, named(whole.errors, ['<stdin>', copy], [wholeOut, copy]), `${name}: --in-place, standard error`);
    rmSync(copy);
    for (const format of ['text', 'json']) {
      const wholeScore = await runCaptured(['score', '--format', format, '-'], bytes);
      const streamedScore = await runCaptured(['score', '--format', format, file]);
      const stdinName = format === 'json' ? JSON.stringify('<stdin>') : '<stdin>';
      assert.equal(streamedScore.output, named(wholeScore.output, [stdinName, format === 'json' ? JSON.stringify(file) : file]), `${name}: score ${format}`);
      assert.equal(streamedScore.status, wholeScore.status, `${name}: score ${format}, exit status`);
    }
    const wholeLin = await runCaptured(['convert', '--to', 'lin', '-'], bytes);
    const streamedLin = await runCaptured(['convert', '--to', 'lin', file]);
    assert.ok(streamedLin.bytes.equals(wholeLin.bytes), `${name}: convert --to lin`);
    assert.equal(streamedLin.errors, named(wholeLin.errors, ['-:', `${file}:`], ['check -', `check ${file}`]), `${name}: convert, standard error`);
    assert.equal(streamedLin.status, wholeLin.status, `${name}: convert, exit status`);
    assert.deepEqual(readdirSync(folder).filter((entry) => entry.endsWith('.tmp')), [], `${name}: no temporary left`);
  }

  it('the edge file: what the fix changes, and what it leaves', async () => {
    const run = await runCaptured(['fix', '--travellers', '-'], Buffer.from(EDGE, 'latin1'));
    const output = run.output;
    assert.ok(output.includes(BROKEN), 'the unreadable game byte for byte');
    assert.match(run.errors, /board 4: left alone: syntax error/);
    assert.match(run.errors, /board 1: Result 10 → 9, Score NS 650 → NS -100/);
    assert.match(run.errors, /board 3: Score NS 650 → NS -100/);
    assert.match(run.errors, /board 5: traveller: 4 values recomputed/);
    assert.match(output, /\[Result "9"\]\n\[Score "NS -100"\]\n\[Auction "S"\]\n4S Pass Pass Pass\n\[Play "W"\]\nSK SA SQ SJ\n(.*\n){11}C9 H7 D5 H4\n\n\[Event "Test"\]\n\[Site "Test"\]\n\[Date "2024.03.14"\]\n\[Board "2"\]/, 'board 1 corrected');
    assert.match(output, /\[Board "6"\][\s\S]*\[Declarer "S"\]/, 'board 6 gets its Declarer');
    assert.ok(output.startsWith('% PBN 2.1\n{ Café à la carte }\n\n[Event "Test"]'), 'the text before the first game as it was');
  });

  for (const [name, bytes] of edgeFiles()) {
    it(`${name}: fix (stdout, -o, --in-place), score and convert agree with the whole-file path`, async () => compare(name, bytes));
  }

  it('the real files of the corpus agree with the whole-file path', async function () {
    if (!existsSync(REAL)) this.skip(); // ../shared/corpus/real is not there: nothing to compare
    const files = readdirSync(REAL).filter((entry) => /\.pbn$/i.test(entry));
    assert.ok(files.length > 0, 'the corpus has PBN files');
    for (const entry of files) await compare(`real-${entry}`, readFileSync(path.join(REAL, entry)));
  });
});
