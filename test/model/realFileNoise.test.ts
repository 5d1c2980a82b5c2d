/**
 * One finding per fault on real files (issue 32 items 12 and 13): a bad Date is reported where it
 * is written, not again on each game that inherits it with `#`; `Dbl` and `all pass` are calls
 * spelt out (one warning each, the auction read on without cascades); a Deal with empty hands
 * names them once; Bridge Solver's blank `N:... ... ... ...` deal, which the reference verifier
 * accepts, is a warning, not an error; Bridge Composer's BCConfirm, BCConfirmMod and
 * OptimumOpeningLeadTable are its own tags (information), as BCFlags is; a blank line inside a
 * `{ }` comment, which PBN allows but which breaks the verifier and other readers, gets a hint;
 * a lesson board whose play holds only the opening lead (no Result, no Claim) has no claim ruling
 * in the JSON either (the text output listed none).
 */
import assert from 'node:assert/strict';
import { runCaptured } from '../support/cli';
import { open } from '../support/service';

const HAND_N = 'AKQJ.AKQ.AKQ.AKQ', HAND_E = 'T98.JT9.JT9.JT98', HAND_S = '765.876.876.7654', HAND_W = '432.5432.5432.32';

/** A game with the tags given after the identification tags; `date` and `deal` replace theirs. */
function game(board: number, extra: string, date = '#', deal = `N:${HAND_N} ${HAND_E} ${HAND_S} ${HAND_W}`): string {
  return `[Event "Club"]\n[Site "Here"]\n[Date "${date}"]\n[Board "${board}"]\n[West ""]\n[North ""]\n[East ""]\n[South ""]\n`
    + `[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${deal}"]\n[Scoring ""]\n${extra}\n`;
}

/** The codes and texts found, in order. */
function findings(text: string): Array<[string, string]> {
  return open(text).diagnostics.map((diagnostic) => [String(diagnostic.code), diagnostic.message]);
}

describe('one finding per fault on real files', () => {
  it('a bad Date is one error where it is written, none on the games that inherit it with #', () => {
    const text = [game(1, '', '220207'), game(2, ''), game(3, '')].join('\n');
    const dates = findings(text).filter(([, message]) => message.includes('tag Date'));
    assert.deepEqual(dates, [['pbn.tag.bad-value', 'Value "220207" of tag Date is not valid; expected YYYY.MM.DD.']]);
    assert.equal(open(text).diagnostics.find((diagnostic) => diagnostic.code === 'pbn.tag.bad-value')!.range.start.line, 2);
  });

  it('Dbl is read as X with one warning: no error, no call after the end of the auction, no risk mismatch', () => {
    // North opens 1♠, South raises to 4♠, West doubles (written Dbl), three passes: 4♠X by North.
    const text = game(1, '[Declarer "N"]\n[Contract "4SX"]\n[Result "10"]\n[Auction "N"]\n1S Pass 4S Dbl\nPass Pass Pass', '2022.02.07');
    assert.deepEqual(findings(text), [['pbn.call.nonstandard', '"Dbl" is not standard PBN; write X.']]);
  });

  it('"6H all pass" is 6♥ and AP, one warning over the two words', () => {
    const text = game(1, '[Declarer "N"]\n[Contract "6H"]\n[Result "12"]\n[Auction "N"]\n6H all pass', '2022.02.07');
    assert.deepEqual(findings(text), [['pbn.call.nonstandard', '"all pass" is not standard PBN; write AP.']]);
  });

  it('a Deal with two empty hands names them in one error', () => {
    const text = game(1, '', '2022.02.07', `N:${HAND_N} ${HAND_E}  `);
    assert.deepEqual(findings(text), [['pbn.deal.empty-hand', 'South and West are empty: nothing between the spaces of the Deal; write - for a hand that is not known.']]);
    const dutch = open(text, { language: 'nl' }).diagnostics.map((diagnostic) => diagnostic.message);
    assert.deepEqual(dutch, ['Zuid en West zijn leeg: niets tussen de spaties van de Deal; schrijf - voor een hand die niet bekend is.']);
  });

  it("Bridge Solver's N:... ... ... ... is a warning (a deal without cards), not an error", () => {
    const text = game(1, '', '2022.02.07', 'N:... ... ... ...');
    assert.deepEqual(findings(text).map(([code]) => code), ['pbn.deal.blank']);
    assert.equal(open(text).diagnostics[0].severity, 2);
  });

  it("Bridge Composer's BCConfirm, BCConfirmMod and OptimumOpeningLeadTable are its own tags: information, not new-tag warnings", () => {
    const text = game(1, '[BCConfirm "1"]\n[BCConfirmMod "2"]\n[BCFlags "1f"]\n[OptimumOpeningLeadTable "Lead;Tricks\\2R"]\nSA 3\nHK 4', '2022.02.07');
    const found = open(text).diagnostics;
    assert.deepEqual(found.map((diagnostic) => [diagnostic.code, diagnostic.severity]), [
      ['pbn.tag.producer', 3], ['pbn.tag.producer', 3], ['pbn.tag.producer', 3], ['pbn.tag.producer', 3],
    ]);
    assert.match(found[0].message, /^Tag BCConfirm is not PBN 2\.1 but one that BridgeComposer/);
  });

  it('a blank line inside a { } comment gets one hint on that line; a comment without one gets none', () => {
    const text = game(1, '{First paragraph.\n\nSecond paragraph.\n   \nThird.}', '2022.02.07');
    const hints = open(text).diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.comment.blank-line');
    assert.equal(hints.length, 1);
    assert.equal(hints[0].severity, 4);
    assert.equal(hints[0].range.start.line, 13);
    const dutch = open(text, { language: 'nl' }).diagnostics.find((diagnostic) => diagnostic.code === 'pbn.comment.blank-line')!;
    assert.match(dutch.message, /^Een lege regel binnen commentaar tussen \{ \}/);
    assert.deepEqual(open(game(1, '{One line.\nTwo lines.}', '2022.02.07')).diagnostics, []);
  });

  it('a lesson board with only the opening lead and no Result has no claim ruling in JSON; with a Result the claim is checked as before', async () => {
    const lesson = game(1, '[Declarer "N"]\n[Contract "4S"]\n[Result ""]\n[Auction "N"]\n4S Pass Pass Pass\n[Play "E"]\nHJ - - -', '2022.02.07');
    const rulingsOf = async (text: string) => {
      const run = await runCaptured(['check', '--format', 'json', '-'], Buffer.from(text, 'latin1'));
      return (JSON.parse(run.output) as { files: Array<{ games: Array<{ rulings: Array<{ kind: string; declaringSideClaimed?: number }> }> }> }).files[0].games[0].rulings;
    };
    assert.deepEqual(await rulingsOf(lesson), []);
    const claimed = await rulingsOf(lesson.replace('[Result ""]', '[Result "10"]'));
    assert.deepEqual(claimed.map((ruling) => [ruling.kind, ruling.declaringSideClaimed]), [['claim', 10]]);
  });
});
