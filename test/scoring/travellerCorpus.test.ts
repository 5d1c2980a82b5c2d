/**
 * Travellers in the shared corpus (skipped without ../shared): the Ruter file's 21 IMP/Butler
 * ScoreTables recompute to exactly the producer's numbers (Law 77 scores, the Butler-2 datum,
 * IMPs against it); the verifier fixtures' matchpoint table fits the producer's percentage form,
 * and its excerpts (a few of its rows) are read as excerpts, so no fixture table is inconsistent. And the
 * reference verifier accepts files with the AdjustedScore tag, before and after "Update
 * traveller" (skipped without java).
 * Test tier: full — conformance over the corpus travellers.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../../server/src/languageService';
import { DocumentModel } from '../../server/src/model/document/document';
import { decodePbnBytes } from '../../server/src/syntax/encoding';
import { REAL_FOLDER, SHARED_FOLDER, VERIFIER_FOLDER, sharedCorpusPresent } from '../golden/support/fixtureGames';
import { applyAction, open } from '../support/service';
import { mpBoard } from './support/travellerBoards';

function parseFile(file: string): DocumentModel {
  const text = decodePbnBytes(fs.readFileSync(file)).text;
  return getLanguageService().parse(TextDocument.create('file:///corpus.pbn', 'pbn', 1, text), { language: 'en' })!;
}

describe('Travellers in the shared corpus', function () {
  before(function () {
    if (sharedCorpusPresent()) return;
    console.log(`    skipped: the shared corpus is not at ${SHARED_FOLDER}`);
    this.skip();
  });

  it('Ruter (ruter71): 21 boards × 8 tables; every score, IMP and datum recomputes to the file\'s own number', () => {
    const model = parseFile(path.join(REAL_FOLDER, 'richardschneider-pbn_ruter71.pbn'));
    const travellers = model.games.flatMap((game) => (game.model?.traveller ? [game.model.traveller] : []));
    assert.equal(travellers.length, 21);
    let compared = 0;
    for (const report of travellers) {
      assert.equal(report.traveller.rows.length, 8);
      assert.deepEqual(report.findings, []);
      for (const cells of report.recomputed.expected) compared += ['Score', 'IMP_NS', 'IMP_EW', 'ButlerDatum'].filter((name) => cells.has(name)).length;
    }
    assert.equal(compared, 21 * 8 * 4, 'each row: its Law 77 score, both IMP columns and the datum were recomputed');
  });

  it('Ruter: the datum drops the highest and the lowest score (Butler-2) and rounds halves away from zero', () => {
    const model = parseFile(path.join(REAL_FOLDER, 'richardschneider-pbn_ruter71.pbn'));
    const datum = (board: string) => model.games.find((game) => game.model?.board === board)!.model!.traveller!.recomputed.expected[0].get('ButlerDatum')!.value;
    // Board 1: 50 − 80 − 80 − 110 − 140 − 150 = −510, / 6 = −85 → −90. Board 6: (100 − 600 − 600
    // − 620 − 620 − 630) / 6 = −495 → −500. Board 11: (460 + 450 + 450 + 430 + 420 + 400) / 6 = 435 → 440.
    assert.deepEqual(['1', '6', '11'].map(datum), [-90, -500, 440]);
  });

  it('verifier correct_20 game 45 (155 tables): percentages are (MP + 1) / (top + 2), the result counted in the field', () => {
    const model = parseFile(path.join(VERIFIER_FOLDER, 'correct_20.pbn'));
    const game = model.games.find((candidate) => candidate.model?.traveller?.traveller.rows.length === 26)!;
    const report = game.model!.traveller!;
    // 500 at 2 tables: beats 153, ties 1 → 307 on a top of 308; (307 + 1) / 310 = 99.35 → 99.4 as printed.
    assert.ok(Math.abs(report.recomputed.expected[0].get('Percentage_NS')!.value! - 99.355) < 0.001);
    assert.equal(report.recomputed.expected[0].get('Percentage_NS')!.basis, 'percentage-field');
    assert.deepEqual(report.findings, []);
  });

  it('no fixture table is inconsistent: the excerpts of that table (2 or 3 of its 155 rows) are read as excerpts, not recomputed as complete fields', () => {
    const inconsistent: string[] = [];
    const excerpts: string[] = [];
    for (const name of fs.readdirSync(VERIFIER_FOLDER).filter((file) => file.endsWith('.pbn')).sort()) {
      for (const game of parseFile(path.join(VERIFIER_FOLDER, name)).games) {
        const report = game.model?.traveller;
        if (report?.findings.some((finding) => finding.kind === 'inconsistent')) inconsistent.push(`${name} game ${game.index}`);
        if (report?.recomputed.printed.NS.excerpt && report.recomputed.printed.EW.excerpt) excerpts.push(`${name} game ${game.index}: ${report.traveller.rows.length} rows`);
      }
    }
    assert.deepEqual(inconsistent, []);
    // correct_20 game 46 (the verifier's own correct file): 500 ×2 and 470 of 155 tables at 99.4 % and 98.4 %.
    assert.deepEqual(excerpts, ['correct_20.pbn game 46: 2 rows', 'errors_20.pbn game 21: 3 rows', 'errors_20.pbn game 22: 3 rows']);
  });

  it('correct_20 game 46 through check: no pbn.table.score-inconsistent in the file', () => {
    const text = decodePbnBytes(fs.readFileSync(path.join(VERIFIER_FOLDER, 'correct_20.pbn'))).text;
    assert.deepEqual(open(text).diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.table.score-inconsistent'), []);
  });
});

describe('The reference verifier accepts AdjustedScore files', function () {
  const verify = path.join(SHARED_FOLDER, 'tools', 'pbnjveri', 'verify');
  let javaPresent = false;
  before(function () {
    try { execFileSync('java', ['-version'], { stdio: 'ignore' }); javaPresent = true; } catch { javaPresent = false; }
    if (fs.existsSync(verify) && javaPresent) return;
    console.log('    skipped: needs ../shared/tools/pbnjveri and java');
    this.skip();
  });

  /** The verifier's messages on a text (its exit status 1 only says "not OK"). */
  function verifierMessages(text: string): string[] {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pbn-adjusted-'));
    const file = path.join(folder, 'adjusted.pbn');
    fs.writeFileSync(file, text, 'latin1');
    let output = '';
    try { output = execFileSync(verify, [file], { encoding: 'latin1' }); } catch (error) { output = String((error as { stdout?: string }).stdout ?? ''); }
    fs.rmSync(folder, { recursive: true, force: true });
    return output.split(/\r?\n/).filter((line) => /^[A-Z]: /.test(line));
  }

  const values = ['4S-1 S', '60% 4S= S; 40% 4SX-1 S', 'NS A+ | EW A-', 'NS 4S= S | EW 33.33% 4S+1 S; 33.33% 4S= S; 33.34% Pass', 'A='];

  it('each form, in a file of its own games: at most "New tag name"', () => {
    const text = ['% PBN 2.1', '% EXPORT', '', ...values.map((value) => mpBoard([`[AdjustedScore "${value}"]`]))].join('\n');
    const messages = verifierMessages(text);
    assert.deepEqual([...new Set(messages)], ['W: New tag name']);
    assert.equal(messages.length, 2 * values.length, 'one for [Laws] and one for [AdjustedScore] in each game');
  });

  it('after "Update traveller" (artificial ^ cells, weighted fractions): still at most "New tag name"', () => {
    for (const value of ['NS A+ | EW A-', '60% 4S= S; 40% 4S-1 S']) {
      const opened = open(mpBoard([`[AdjustedScore "${value}"]`]));
      const stale = opened.diagnostics.find((diagnostic) => diagnostic.code === 'pbn.table.stale')!;
      const written = applyAction(opened.document, opened.actionsFor(stale)[0]);
      assert.deepEqual(verifierMessages(written), ['W: New tag name', 'W: New tag name'], value);
    }
  });
});
