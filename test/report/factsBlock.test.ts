/**
 * The facts block of the ruling report ("What the record says") lists what the record marks, in
 * words, in English and Dutch: the revoke marked `^R` and the ruling line a fix wrote (the case
 * that read "The record notes no irregularity"), a lead out of turn marked `^L`, an accepted
 * insufficient bid and a skipped player in the auction, a Result marked as rectified, a play that
 * stops early (a claim or concession, after a trick or during one), and the Irregularities
 * events; a game that marks nothing still says so. The boards are worked out in the comments.
 */
import assert from 'node:assert/strict';
import { boardData } from '../../server/src/features/board/boardData';
import { rulingReport } from '../../server/src/features/report/rulingReport';
import { pbnGame } from '../support/pbnGame';
import { CLEAN_ONE_DOWN, EAST_RUFFS_AT_TRICK_7_MARKED } from '../rulings/boards';
import { parsePbn } from './support';

/** East's ♠5 at trick 7 marked ^R; 9 tricks at the table, 2 transferred (Law 64A1): 11, NS +650, with the line fix writes. */
const MARKED_AND_RULED = pbnGame({
  ...EAST_RUFFS_AT_TRICK_7_MARKED, result: '^11', score: 'NS 650',
  extraTags: ['{Ruling (Laws 2017): table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks}'],
});

function recordOf(text: string, language: 'en' | 'nl' = 'en'): string[] {
  const { document, model } = parsePbn(text, language);
  return boardData(document, model, { gameIndex: 1 }, language)!.record;
}

function factsOf(text: string, format: 'html' | 'md', language: 'en' | 'nl'): string {
  const { document, model } = parsePbn(text, language);
  const report = rulingReport(document, model, 'file', format, language)!;
  const start = report.indexOf(language === 'nl' ? 'Wat de registratie vastlegt' : 'What the record says');
  return report.slice(start, report.indexOf(language === 'nl' ? 'Geldende spelregels' : 'Laws in force', start));
}

describe('the facts block: what the record marks', () => {
  it('a revoke marked ^R and a ruling line: listed in words, not "no irregularity" (English)', () => {
    assert.deepEqual(recordOf(MARKED_AND_RULED), [
      'Trick 7, East: ♠5 — a revoke, marked in the record as not noticed in time',
      'The Result is marked as differing from the tricks won in the play (a rectified result)',
      'A ruling is recorded (Laws 2017): at the table NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified NS 11 tricks',
    ]);
    for (const format of ['html', 'md'] as const) {
      const facts = factsOf(MARKED_AND_RULED, format, 'en');
      assert.doesNotMatch(facts, /notes no irregularity/);
      assert.match(facts, /Trick 7, East: ♠5 — a revoke/);
      assert.match(facts, /A ruling is recorded \(Laws 2017\)/);
    }
  });

  it('the same in Dutch: seats, sides NZ/OW and "slagen"', () => {
    assert.deepEqual(recordOf(MARKED_AND_RULED, 'nl'), [
      'Slag 7, Oost: ♠5 — een verzaking, in de registratie gemarkeerd als niet op tijd opgemerkt',
      'Het resultaat is gemarkeerd als afwijkend van de slagen gewonnen in het spel (een rechtgezet resultaat)',
      'Een uitspraak is vastgelegd (Spelregels 2017): aan tafel NZ 9 slagen; artikel 64A1: 2 slagen overgedragen naar NZ; rechtgezet NZ 11 slagen',
    ]);
    assert.doesNotMatch(factsOf(MARKED_AND_RULED, 'html', 'nl'), /noemt geen onregelmatigheid/);
  });

  it('a ruling line written in Dutch is told in the report\'s language, one trick singular', () => {
    const text = MARKED_AND_RULED.replace(/\{Ruling[^}]*\}/, '{Uitspraak (Spelregels 2017): tafelresultaat NZ 10 slagen; artikel 64A2: 1 slag overgedragen naar NZ; rechtgezet resultaat NZ 11 slagen}');
    assert.equal(recordOf(text).pop(), 'A ruling is recorded (Laws 2017): at the table NS 10 tricks; Law 64A2: 1 trick transferred to NS; rectified NS 11 tricks');
  });

  it('a lead out of turn marked ^L and a play that stops after trick 2 (a claim or concession of the last 11)', () => {
    // South wins trick 1 with ♦A; North (dummy) leads trick 2 out of turn, accepted.
    const text = pbnGame({ declarer: 'S', contract: '4S', result: '10', tricks: ['W:D2 D3 D4 DA', 'N:^LH5 H6 H7 H8'] });
    assert.deepEqual(recordOf(text), [
      'Trick 2, North: ♥5 — a lead out of turn, marked in the record as accepted',
      'The play record stops after trick 2: the last 11 tricks were claimed or conceded',
    ]);
    assert.deepEqual(recordOf(text, 'nl'), [
      'Slag 2, Noord: ♥5 — voorspelen voor de beurt, in de registratie gemarkeerd als geaccepteerd',
      'Het spelverloop stopt na slag 2: de laatste 11 slagen werden opgeëist of afgestaan',
    ]);
  });

  it('a play that stops during a trick says after how many cards; the last trick is singular', () => {
    const during = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', tricks: CLEAN_ONE_DOWN.tricks.slice(0, 9) }).replace(/\n\*\n$/, '\nD8 - - -\n*\n');
    assert.deepEqual(recordOf(during), ['The play record stops during trick 10, after 1 card: the last 4 tricks were claimed or conceded']);
    assert.deepEqual(recordOf(during, 'nl'), ['Het spelverloop stopt tijdens slag 10, na 1 kaart: de laatste 4 slagen werden opgeëist of afgestaan']);
    const last = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', tricks: CLEAN_ONE_DOWN.tricks.slice(0, 12) });
    assert.deepEqual(recordOf(last), ['The play record stops after trick 12: the last trick was claimed or conceded']);
  });

  it('an insufficient bid accepted and a skipped player in the auction', () => {
    // South 1♠, West 1♣ insufficient and accepted, North 4♠, East skipped, then three passes: 4♠ by South.
    const text = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100' }).replace('\n4S Pass Pass Pass\n', '\n1S ^I 1C 4S ^S\nPass Pass Pass\n');
    assert.deepEqual(recordOf(text), [
      "Auction: West's 1♣ is an insufficient bid, accepted",
      'Auction: East was skipped (a call out of rotation, accepted)',
    ]);
    assert.deepEqual(recordOf(text, 'nl'), [
      'Bieding: 1♣ van West is een onvoldoende bod, geaccepteerd',
      'Bieding: Oost werd overgeslagen (een bod voor de beurt, geaccepteerd)',
    ]);
  });

  it('Irregularities events come first, then the marks; a record that marks nothing still says so', () => {
    const events = MARKED_AND_RULED.replace('[Auction "S"]', '[Irregularities "7 E Revoke S5 AfterRound"]\n[Auction "S"]');
    assert.match(recordOf(events)[0], /^Trick 7, East: a revoke/);
    const clean = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100' });
    assert.deepEqual(recordOf(clean), []);
    assert.match(factsOf(clean, 'md', 'en'), /The record notes no irregularity\./);
    assert.match(factsOf(clean, 'md', 'nl'), /De registratie noemt geen onregelmatigheid\./);
  });
});
