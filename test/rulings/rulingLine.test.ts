/**
 * The ruling line a fix writes (issue: `fix` must never corrupt a file): it records the table
 * result, so that a second fix under another edition recomputes from the table result and not
 * from the Result the first fix wrote; a line that contradicts the file and a Director's `^` Result
 * are reported, never re-applied. Without a line, a claimed board's plain Result is its table
 * result and a `^` Result is already rectified.
 * The boards are worked out by hand in their comments.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { formatRulingLine, parseFullLine, parseLegacyLine } from '../../server/src/model/game/rulingLine';
import { LATER_WIN_WITH_SUIT_LED } from '../laws/support/scenarios';
import { GameSpec, pbnGame } from '../support/pbnGame';
import { applyAction, open, withCode } from '../support/service';
import { EAST_RUFFS_AT_TRICK_7, EAST_RUFFS_AT_TRICK_7_MARKED } from './boards';

/**
 * 4♠ by South, claimed after trick 3. Trick 2: East discards ♦2 holding clubs, West wins with ♣A;
 * trick 3: East wins with ♣Q, a club he held at trick 2. NS won none of the three tricks and claim
 * 9 of the other 10 (Result 9 at the table). East did not win the revoke trick: 2017 and 2007
 * transfer 1 trick (64A2), 1997 and 1987 add the 64A2 extra trick for the later ♣Q (2), and 1975
 * counts by side: EW won trick 2 and a later one (2). So Result 10 under 2017, 11 under 1997 —
 * written `^11`, as it leaves EW 2 tricks while they won 3 in the play (the verifier's `^` rule).
 */
const CLAIMED: GameSpec = { ...LATER_WIN_WITH_SUIT_LED, vulnerability: 'None', result: '9', score: '-50' };
const FOUR_SPADES = { declarer: 'S', contract: '4S' } as const;
const EXPECTED_RESULT: Record<string, string> = { 1975: '^11', 1987: '^11', 1997: '^11', 2007: '10', 2017: '10' };

/** The text after "Fix all rulings in file" under `--laws edition`. */
function fix(text: string, edition: string, language: 'en' | 'nl' = 'en', version = 1): string {
  const { service, document, settings } = open(text, { lawsOption: edition, language }, version);
  return TextDocument.applyEdits(document, service.getFixAllEdits(document, settings));
}

function resultOf(text: string): string | undefined {
  return /\[Result "([^"]*)"\]/.exec(text)?.[1];
}

describe('ruling line: reading and writing', () => {
  it('reads the English and the Dutch line to the same facts', () => {
    const english = parseFullLine('Ruling (Laws 2017): table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks');
    const dutch = parseFullLine('Uitspraak (Spelregels 2017): tafelresultaat NZ 9 slagen; artikel 64A1: 2 slagen overgedragen naar NZ; rechtgezet resultaat NZ 11 slagen');
    const expected = { form: 'full', edition: '2017', side: 'NS', tableTricks: 9, transfers: [{ law: '64A1', tricks: 2, to: 'NS' }], rectifiedTricks: 11 };
    assert.deepEqual(english, expected);
    assert.deepEqual(dutch, expected);
  });

  it('reads a revoke without transfer with its reason, and a line broken over several lines', () => {
    const line = parseFullLine("Ruling (Laws 2007): table result EW 8 tricks;\r\nLaw 64B3: no trick transferred (a card of dummy's);\r\nrectified result EW 8 tricks");
    assert.deepEqual(line?.transfers, [{ law: '64B3', tricks: 0, to: 'EW', reason: "a card of dummy's" }]);
  });

  it('is strict: a misspelt number, a missing part or an unknown edition is not a ruling line', () => {
    assert.equal(parseFullLine('Ruling (Laws 2017): table result NS nine tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks'), undefined);
    assert.equal(parseFullLine('Ruling (Laws 2017): table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS'), undefined);
    assert.equal(parseFullLine('Ruling (Laws 2016): table result NS 9 tricks; rectified result NS 9 tricks'), undefined);
    assert.equal(parseFullLine('Ruling (Laws 2017): table result NS 9 tricks; rectified result EW 9 tricks'), undefined);
  });

  it('recognises the line earlier versions wrote, and only when the whole comment is one', () => {
    assert.deepEqual(parseLegacyLine('Law 64 (1975): 1 trick transferred to NS'), { form: 'legacy', edition: '1975', transfers: [{ law: '64', tricks: 1, to: 'NS' }] });
    assert.deepEqual(parseLegacyLine('Artikel 64A1 (2017): 2 slagen overgedragen naar OW')?.transfers, [{ law: '64A1', tricks: 2, to: 'EW' }]);
    assert.equal(parseLegacyLine('The Director ruled: Law 64A1 (2017): 2 tricks transferred to NS'), undefined);
  });

  it('writes a line that reads back to what was written, in both languages', () => {
    const line = { form: 'full' as const, edition: '1997' as const, side: 'EW' as const, tableTricks: 1, transfers: [{ law: '64A2', tricks: 1, to: 'NS' as const }], rectifiedTricks: 0 };
    for (const language of ['en', 'nl'] as const) assert.deepEqual(parseFullLine(formatRulingLine(line, language).slice(1, -1)), line);
  });
});

describe('fix on a claimed board: the table result never drifts', () => {
  const original = pbnGame(CLAIMED);

  it('a single fix gives the hand-worked Result of each edition', () => {
    for (const [edition, result] of Object.entries(EXPECTED_RESULT)) assert.equal(resultOf(fix(original, edition)), result, edition);
  });

  it('2017, then 1997, then 2017 again: each run gives what a single run of its edition gives, and the line is replaced', () => {
    const first = fix(original, '2017');
    assert.match(first, /\{Ruling \(Laws 2017\): table result NS 9 tricks; Law 64A2: 1 trick transferred to NS; rectified result NS 10 tricks\}/);
    const second = fix(first, '1997', 'en', 2);
    assert.equal(resultOf(second), '^11');
    assert.equal((second.match(/\{Ruling/g) ?? []).length, 1, 'one ruling line, replaced');
    assert.match(second, /table result NS 9 tricks; Law 64A2: 2 tricks transferred to NS; rectified result NS 11 tricks/);
    const third = fix(second, '2017', 'en', 3);
    assert.equal(resultOf(third), '10');
    assert.equal(fix(third, '2017', 'en', 4), third, 'a further run changes nothing');
  });

  // Issue 31 item 4: the same board as the verifier wants it, East's ♦2 marked ^R, Result 9 as claimed at
  // the table. A plain Result is the table's result (as on a board played out): 2017 gives 9 + 1 = 10.
  const markedTricks = ['W:HA H2 H3 H4', 'W:CA C2 ^RD2 C3', 'W:C4 C6 CQ C7'];
  const marked = pbnGame({ ...CLAIMED, tricks: markedTricks });

  it('a claimed board with its revoke marked ^R and a plain Result: the Result is the table result, fix applies the transfer and the ruling says so', () => {
    const { diagnostics, service, document, settings } = open(marked, { lawsOption: '2017' });
    assert.notEqual(service.getFixAllEdits(document, settings).length, 0);
    const [ruling] = withCode(diagnostics, 'pbn.revoke.ruling');
    assert.ok(ruling.message.endsWith('The play stops early: Result "9" is read as the table\'s result, without the transfer, as on a board played out.'), ruling.message);
    const fixed = fix(marked, '2017');
    assert.equal(resultOf(fixed), '10');
    assert.match(fixed, /table result NS 9 tricks; Law 64A2: 1 trick transferred to NS; rectified result NS 10 tricks/);
    assert.equal(fix(fixed, '2017', 'en', 2), fixed, 'a further run changes nothing');
  });

  it('the same in Dutch: the ruling says the Result is the table result', () => {
    const [ruling] = withCode(open(marked, { lawsOption: '2017', language: 'nl' }).diagnostics, 'pbn.revoke.ruling');
    assert.ok(ruling.message.endsWith('Het spel stopt vroeg: Result "9" geldt als het tafelresultaat, nog zonder de overdracht, zoals bij een uitgespeeld spel.'), ruling.message);
  });

  it('a claimed board whose Result is marked ^ is already rectified (1997: ^11 is table 9 plus 2), nothing to change and the ruling says so', () => {
    const text = pbnGame({ ...CLAIMED, tricks: markedTricks, result: '^11', score: '450' });
    const { diagnostics, service, document, settings } = open(text, { lawsOption: '1997' });
    assert.equal(withCode(diagnostics, 'pbn.result.director-set').length, 0);
    const [ruling] = withCode(diagnostics, 'pbn.revoke.ruling');
    assert.ok(ruling.message.endsWith('The play stops early: Result "^11" is marked ^, so it is read as already rectified, the transfer included.'), ruling.message);
    const edits = service.getFixAllEdits(document, settings);
    assert.equal(resultOf(TextDocument.applyEdits(document, edits)), '^11');
  });

  it('a ^ Result below the tricks the declaring side already won cannot include a transfer to it: a Director\'s result, left alone', () => {
    // 4♠ by South: West's ♥A wins trick 1; East discards ♦2 on clubs at trick 2 holding ♣4 (North's ♣A
    // wins); South's ♠A wins trick 3. NS have 2 tricks in the play, the Director's Result gives them 1.
    const text = pbnGame({ ...FOUR_SPADES, tricks: ['W:HA H2 H3 H4', 'W:C2 CA ^RD2 C3', 'N:S2 S3 SA S4'], holds: { E: ['C4'] }, vulnerability: 'None', result: '^1', score: '-450' });
    const { diagnostics, service, document, settings } = open(text, { lawsOption: '2017' });
    assert.equal(withCode(diagnostics, 'pbn.result.director-set').length, 1);
    assert.doesNotMatch(withCode(diagnostics, 'pbn.revoke.ruling')[0].message, /already rectified/);
    assert.deepEqual(service.getFixAllEdits(document, settings), []);
  });

  it('a line from an earlier version under another edition is reported stale and replaced, from the table result it implies', () => {
    // The earlier line says 1975 transferred 2 tricks to a table result of 5: Result 7. Under 2017 it is 1 trick: Result 6.
    const legacy = pbnGame({ ...CLAIMED, result: '7', score: '-150', extraTags: ['{Law 64 (1975): 2 tricks transferred to NS}'] });
    const { diagnostics } = open(legacy, { lawsOption: '2017' });
    const [stale] = withCode(diagnostics, 'pbn.ruling.line-stale');
    assert.match(stale.message, /records 64 \(1975\); under the Laws 2017 the ruling is now different \(Result "6" instead of "7"\)/);
    const fixed = fix(legacy, '2017');
    assert.equal(resultOf(fixed), '6');
    assert.ok(!fixed.includes('{Law 64 (1975)'), 'the old line is gone');
    assert.match(fixed, /table result NS 5 tricks; Law 64A2: 1 trick transferred to NS; rectified result NS 6 tricks/);
  });

  it('a line that contradicts the Result blocks the fix and says so', () => {
    const edited = fix(original, '2017').replace('[Result "10"]', '[Result "12"]');
    const { diagnostics, service, document, settings } = open(edited, { lawsOption: '2017' });
    assert.deepEqual(service.getFixAllEdits(document, settings), []);
    assert.match(withCode(diagnostics, 'pbn.ruling.line-mismatch')[0].message, /table result was NS 9 and the rectified result 10, but Result is "12"/);
  });

  it('a comment that starts like a ruling line but does not read blocks the fix', () => {
    const broken = fix(original, '2017').replace('table result NS 9 tricks', 'table result NS nine tricks');
    const { diagnostics, service, document, settings } = open(broken, { lawsOption: '2017' });
    assert.equal(withCode(diagnostics, 'pbn.ruling.line-unreadable').length, 1);
    assert.deepEqual(service.getFixAllEdits(document, settings), []);
  });
});

describe('fix on a complete play', () => {
  it("a Director's ^ Result is not overwritten; the quick-fix replaces it when asked", () => {
    const text = pbnGame({ ...EAST_RUFFS_AT_TRICK_7_MARKED, result: '^10', score: 'NS 620' });
    const { diagnostics, service, document, settings, actionsFor } = open(text);
    assert.deepEqual(service.getFixAllEdits(document, settings), []);
    const [director] = withCode(diagnostics, 'pbn.result.director-set');
    assert.match(director.message, /Result "\^10" is marked '\^': a result set by a Director\. The ruling gives "\^11" \(Score NS 650\)/);
    const [action] = actionsFor(director);
    assert.equal(action.title, "Replace Result ^10 by the ruling's ^11, Score NS 650");
    assert.equal(action.isPreferred, false);
    const replaced = applyAction(document, action);
    assert.ok(replaced.includes('[Result "^11"]') && replaced.includes('[Score "NS 650"]'));
    assert.match(replaced, /table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks/);
  });

  it('a revoke that gets no trick is marked ^R and the line says why (64B3, a card of dummy\'s)', () => {
    // Dummy (North) revokes at trick 7 instead of East: the same cards with North's ♠5 discard... use the Law's own dummy case.
    const dummyRevoke: GameSpec = {
      declarer: 'S', contract: '2S', vulnerability: 'None', result: '8', score: '110',
      tricks: ['W:HA H2 H3 H4', 'W:DK C2 D2 DA', 'S:D4 D5 D3 D6'],
    };
    const fixed = fix(pbnGame({ ...dummyRevoke, result: '8' }), '2017');
    assert.match(fixed, /\^R C2/);
    assert.match(fixed, /\{Ruling \(Laws 2017\): table result NS 8 tricks; Law 64B3: no trick transferred \(a card of dummy's\); rectified result NS 8 tricks\}/);
    assert.equal(resultOf(fixed), '8');
  });

  it('the inserted line takes the line ending of the Result line, in a file with mixed endings', () => {
    const lf = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' });
    const mixed = lf.replace('[Result "9"]\n', '[Result "9"]\r\n');
    const fixed = fix(mixed, '2017');
    assert.ok(fixed.includes('[Result "^11"]\r\n{Ruling (Laws 2017)'), 'CR LF after the Result line');
    assert.ok(fixed.includes('rectified result NS 11 tricks}\r\n[Score "NS 650"]'));
    const crOnly = fix(lf.replace(/\n/g, '\r'), '2017');
    assert.ok(crOnly.includes('[Result "^11"]\r{Ruling (Laws 2017)') && !crOnly.includes('\n'), 'a CR-only file gets CR');
  });
});
