/**
 * `fix` writes what its own finding spells out (issue 22 item 9): a played board without a
 * Declarer or Contract tag, or with an empty one, gets the auction's declarer and final contract,
 * in export order, with the per-game line saying so in English and Dutch; a second run changes
 * nothing and the reference verifier finds no error it did not find before. Where the auction
 * does not decide (none recorded), the finding says why a fix cannot write it, and nothing is
 * written; a tag that stands elsewhere in the game is not duplicated; `--only` leaves them alone.
 */
import assert from 'node:assert/strict';
import { runCaptured } from '../support/cli';
import { pbnGame } from '../support/pbnGame';
import { open, withCode } from '../support/service';
import { verifierMessages } from '../lin/support';
import { CLEAN_ONE_DOWN } from './boards';

// 4♠ by South (the auction: 4S Pass Pass Pass, South dealer), 9 tricks in the play, NS −100.
const PLAYED = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100' });
const NO_DECLARER = PLAYED.replace('[Declarer "S"]\n', '');
const NO_CONTRACT = PLAYED.replace('[Contract "4S"]\n', '');

async function fix(text: string, ...options: string[]) {
  return runCaptured(['fix', ...options, '-'], Buffer.from(text, 'latin1'));
}

describe('fix writes the Declarer and Contract the auction decides', () => {
  it('adds a missing [Declarer "S"] where the export order puts it, says so, and a second run changes nothing', async () => {
    assert.notEqual(NO_DECLARER, PLAYED);
    const first = await fix(NO_DECLARER);
    assert.equal(first.output, PLAYED, 'the tag back in its place, nothing else changed');
    assert.match(first.errors, /board 1: \[Declarer "S"\] added \(from the auction\)/);
    const second = await fix(first.output);
    assert.equal(second.output, first.output);
    assert.doesNotMatch(second.errors, /added/);
    const dutch = await runCaptured(['fix', '--language', 'nl', '-'], Buffer.from(NO_DECLARER, 'latin1'));
    assert.match(dutch.errors, /spel 1: \[Declarer "S"\] toegevoegd \(uit het bieden\)/);
  });

  it('adds a missing [Contract "4S"] the same way', async () => {
    const fixed = await fix(NO_CONTRACT);
    assert.equal(fixed.output, PLAYED);
    assert.match(fixed.errors, /board 1: \[Contract "4S"\] added \(from the auction\)/);
  });

  it('adds both where the play lacks both (its finding names the first), as PbnTools conversions leave them out', async () => {
    const neither = NO_DECLARER.replace('[Contract "4S"]\n', '');
    assert.deepEqual(withCode(open(neither).diagnostics, 'pbn.play.no-contract'), [], 'the play names only the first missing tag');
    const fixed = await fix(neither);
    assert.equal(fixed.output, PLAYED);
    assert.match(fixed.errors, /\[Declarer "S"\] added \(from the auction\), \[Contract "4S"\] added \(from the auction\)/);
  });

  it('sets an empty Declarer and Contract (as BEN writes them) to the auction\'s', async () => {
    const empty = PLAYED.replace('[Declarer "S"]', '[Declarer ""]').replace('[Contract "4S"]', '[Contract ""]');
    const fixed = await fix(empty);
    assert.equal(fixed.output, PLAYED);
    assert.match(fixed.errors, /Declarer set to "S" \(from the auction\), Contract set to "4S" \(from the auction\)|Contract set to "4S" \(from the auction\), Declarer set to "S" \(from the auction\)/);
  });

  it('the verifier finds no error in the fixed board that it did not find before', async function () {
    const before = verifierMessages(this, NO_DECLARER);
    const after = verifierMessages(this, (await fix(NO_DECLARER)).output);
    assert.ok(before.length > 0, 'the verifier flags the missing Declarer');
    assert.deepEqual(after.filter((message) => !before.includes(message)), []);
    assert.deepEqual(after, []);
  });

  it('without an auction nothing is written, and the finding says why', async () => {
    const noAuction = NO_DECLARER.replace('[Auction "S"]\n4S Pass Pass Pass\n', '');
    assert.notEqual(noAuction, NO_DECLARER);
    const fixed = await fix(noAuction);
    assert.doesNotMatch(fixed.output, /\[Declarer/);
    const [finding] = withCode(open(noAuction).diagnostics, 'pbn.play.no-declarer');
    assert.match(finding.message, /no complete auction in the record says who declared, so fix cannot write it\.$/);
    const [dutch] = withCode(open(noAuction, { language: 'nl' }).diagnostics, 'pbn.play.no-declarer');
    assert.match(dutch.message, /dus fix kan hem niet schrijven\.$/);
  });

  it('a Declarer tag after the play is not written again, and --only leaves the tags alone', async () => {
    const late = `${NO_DECLARER}[Declarer "S"]\n`;
    assert.equal(withCode(open(late).diagnostics, 'pbn.play.no-declarer').length, 1, 'the tag stands after the play');
    assert.equal((await fix(late)).output.match(/\[Declarer/g)?.length, 1);
    for (const only of ['rulings', 'scores']) assert.doesNotMatch((await fix(NO_DECLARER, '--only', only)).output, /\[Declarer/);
  });
});
