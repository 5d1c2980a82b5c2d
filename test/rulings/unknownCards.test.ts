/**
 * A card written `-` in the play (PBN §3.6: a card not known) never silences an irregularity. A `-`
 * can be any card of that hand the record never shows it playing, so: the revoke is still ruled when
 * the `-` cannot matter (samples/revoke-unmarked.pbn: East's ♦8 at trick 1 written `-` — East's other
 * twelve cards are all shown, so the `-` is the ♦8, South's ♦A wins trick 1 either way, and East's
 * ♥2 is shown at trick 9, so he held it when he ruffed the heart at trick 7: 64A1, 2 tricks, Result
 * ^11, Score NS 650, as without the `-`); where it can matter a finding says why there is no ruling
 * and which card to record. Then, for each irregularity read from a play record (a lead out of turn,
 * a penalty card, a premature play, a claim, a recorded revoke), every card of its board written
 * `-` in turn: the event still gets its ruling, or a finding that names the `-`.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { RevokeRuling } from '../../server/src/shapes/laws';
import { pbnGame } from '../support/pbnGame';
import { open, TextDiagnostic, withCode } from '../support/service';

const SAMPLE = readFileSync(path.resolve(__dirname, '../../samples/revoke-unmarked.pbn'), 'latin1');

/** The sample with some cards of its play written `-`: each `[row, card]` as the record has them. */
function withDashes(...cards: Array<[string, string]>): string {
  let text = SAMPLE;
  for (const [row, card] of cards) {
    assert.ok(text.includes(row), row);
    text = text.replace(row, row.replace(card, '-'));
  }
  return text;
}

/** The findings that explain a `-`. */
const DASH_FINDINGS = ['pbn.play.unknown-winner', 'pbn.revoke.unknown-card', 'pbn.play.unknown-obligation', 'pbn.irregularities.no-revoke-in-play'];

/** The rulings a board's diagnostics give, by code. */
const rulingCodes = (diagnostics: readonly TextDiagnostic[]) => new Set(diagnostics.map((diagnostic) => String(diagnostic.code))
  .filter((code) => code.startsWith('pbn.ruling.') || ['pbn.revoke.ruling', 'pbn.revoke.unmarked', 'pbn.revoke.corrected'].includes(code)));

describe('a card written - in the play never silences an irregularity', () => {
  it('East\'s trick-1 card written -: it can only be the ♦8, so the trick-7 revoke is still ruled (64A1: 2 tricks, Result ^11, NS 650)', () => {
    const { diagnostics } = open(withDashes(['DQ D3 D8 DA', 'D8']));
    const [revoke] = withCode(diagnostics, 'pbn.revoke.unmarked');
    assert.ok(revoke, diagnostics.map((diagnostic) => diagnostic.code).join(' '));
    const data = revoke.data as { ruling: RevokeRuling; expectedResult: string; expectedScore: string };
    assert.equal(`${data.ruling.trick} ${data.ruling.seat} ${data.ruling.card} ${data.ruling.held} ${data.ruling.law} ${data.ruling.transfer}→${data.ruling.to}`, '7 E S5 H2 64A1 2→NS');
    assert.equal(data.expectedResult, '^11');
    assert.equal(data.expectedScore, 'NS 650');
    assert.deepEqual(DASH_FINDINGS.flatMap((code) => withCode(diagnostics, code)), []);
  });

  it('East\'s ♥2 written - too: the trick-1 - may have been his last heart — no ruling, a finding at ♠5 that names trick 1 (English and Dutch)', () => {
    const text = withDashes(['DQ D3 D8 DA', 'D8'], ['DJ C7 H2 SK', 'H2']);
    const { diagnostics } = open(text);
    assert.deepEqual(withCode(diagnostics, 'pbn.revoke.unmarked'), []);
    const [finding] = withCode(diagnostics, 'pbn.revoke.unknown-card') as TextDiagnostic[];
    assert.equal(finding.message, 'East does not follow ♥ with ♠5 at trick 7: a revoke if East still held ♥, but the card East played at trick 1 is recorded as \'-\' and may have been the last one. Record that card to rule on the revoke.');
    assert.equal(finding.range.start.line, text.split(/\r?\n/).findIndex((line) => line.startsWith('H5 HJ S5 H7')));
    const [dutch] = withCode(open(text, { language: 'nl' }).diagnostics, 'pbn.revoke.unknown-card');
    assert.equal(dutch.message, 'Oost bekent geen ♥ met ♠5 in slag 7: een verzaking als Oost nog ♥ had, maar de kaart die Oost in slag 1 speelde, staat als \'-\' en kan de laatste geweest zijn. Leg die kaart vast om over de verzaking te beslissen.');
    // Hearts are led to tricks 12 and 13 too, East discards: his never-shown cards are ♦8 and ♥2 and his two - cards
    // (tricks 1 and 9) are both before trick 12, so he surely had no heart left there — no finding, only the one at trick 7.
    assert.equal(withCode(diagnostics, 'pbn.revoke.unknown-card').length, 1);
  });

  it('three - cards of East (tricks 1, 6, 9): the finding names both earlier tricks', () => {
    const text = withDashes(['DQ D3 D8 DA', 'D8'], ['DT SQ D5 D6', 'D5'], ['DJ C7 H2 SK', 'H2']);
    const [finding] = withCode(open(text).diagnostics, 'pbn.revoke.unknown-card');
    assert.equal(finding.message, 'East does not follow ♥ with ♠5 at trick 7: a revoke if East still held ♥, but the cards East played at tricks 1, 6 are recorded as \'-\' and one of them may have been the last one. Record those cards to rule on the revoke.');
  });

  it('South\'s ♦A and ♦4 written -: who won trick 1 (♦A or ♦4 under West\'s ♦Q) is open, so nothing after it can be read — one finding says so', () => {
    const text = withDashes(['DQ D3 D8 DA', 'DA'], ['D9 D7 DK D4', 'D4']);
    const { diagnostics } = open(text);
    assert.deepEqual(withCode(diagnostics, 'pbn.revoke.unmarked'), []);
    const [finding] = withCode(diagnostics, 'pbn.play.unknown-winner');
    assert.equal(finding.message, 'Who won trick 1 depends on South\'s card, recorded as \'-\': tricks 2–13 cannot be read (who led, who followed suit), so no revoke or other irregularity there can be ruled. Record that card.');
    const [dutch] = withCode(open(text, { language: 'nl' }).diagnostics, 'pbn.play.unknown-winner');
    assert.equal(dutch.message, 'Wie slag 1 won, hangt af van de kaart van Zuid, vastgelegd als \'-\': slagen 2–13 zijn niet te lezen (wie voorspeelde, wie bekende), dus geen verzaking of andere onregelmatigheid daar krijgt een uitspraak. Leg die kaart vast.');
  });

  it('a Revoke event whose trick has the card led written -: a finding that the suit led is not known (not "East had no ♥ left")', () => {
    // North's ♥J (his lead to trick 7) and ♦3 (trick 1) written -: either may have led trick 7; East's ♠5 wins it either way.
    const text = withDashes(['H5 HJ S5 H7', 'HJ'], ['DQ D3 D8 DA', 'D3']).replace('[Auction "S"]', '[Irregularities "7 E Revoke S5 Established"]\r\n[Auction "S"]');
    const [finding] = withCode(open(text).diagnostics, 'pbn.irregularities.no-revoke-in-play');
    assert.equal(finding.message, 'Irregularities event "7 E Revoke S5 Established" gets no ruling: the card led to trick 7 is recorded as \'-\', so whether East could follow suit is not known: record that card.');
  });

  it('an accepted lead out of turn marked ^L before a - is still ruled (Law 53A: East led at trick 2, North was to lead)', () => {
    const text = pbnGame({ declarer: 'S', contract: '4S', tricks: ['W:D2 DA D3 D4', 'E:^LH7 H2 H3 H4', 'S:C2 C3 C4 C5'], result: '10', extraTags: ['[Laws "2017"]'] }).replace('^L H7', '^L -');
    const [ruling] = withCode(open(text).diagnostics, 'pbn.ruling.lead-out-of-turn');
    assert.ok(ruling);
    const data = ruling.data as { ruling: { trick: number; seat: string; properLeader: string; law: string } };
    assert.equal(`${data.ruling.trick} ${data.ruling.seat} ${data.ruling.properLeader} ${data.ruling.law}`, '2 E N 53A');
  });

  it('a revoke corrected in time with its card written - in the event is still ruled: Law 62, no trick', () => {
    const text = pbnGame({ declarer: 'S', contract: '4S', tricks: ['W:D2 DA D3 D4', 'N:C2 C3 C4 C5', 'S:H2 H3 H4 H5'], result: '10', extraTags: ['[Laws "2017"]', '[Irregularities "2 E Revoke - Corrected"]'] });
    const [ruling] = withCode(open(text).diagnostics, 'pbn.revoke.corrected');
    assert.ok(ruling);
    const data = ruling.data as { ruling: RevokeRuling };
    assert.equal(`${data.ruling.trick} ${data.ruling.seat} ${data.ruling.law} ${data.ruling.transfer}`, '2 E 62 0');
  });

  it('West\'s card written - while his major penalty card ♣5 waits (57A, 50D1): a finding that his duty cannot be checked; with the club lead written -, the same at his ♣3', () => {
    // North's ♥A wins trick 1, East's ♦10 trick 2; East leads ♣A to trick 3, South ♣2, West ♣3 (not his penalty card ♣5), North ♣4.
    const text = pbnGame({
      declarer: 'S', contract: '4S', tricks: ['W:H2 HA H3 H4', 'N:D2 DT D3 D4', 'E:CA C2 C3 C4'], holds: { E: ['D9'], W: ['C5'], S: ['DA', 'DK', 'DQ', 'DJ'] },
      result: '10', extraTags: ['[Laws "2017"]', '[Irregularities "2 W PrematurePlay C5 Highest"]'],
    });
    assert.ok(withCode(open(text).diagnostics, 'pbn.revoke.ruling').length, 'West\'s ♣3 is a revoke on the full record (61A)');
    const ownCard = text.replace('C3 C4 CA C2', '- C4 CA C2');
    const [finding] = withCode(open(ownCard).diagnostics, 'pbn.play.unknown-obligation');
    assert.equal(finding.message, 'West\'s card at trick 3 is recorded as \'-\': whether West played the penalty card ♣5 when he had to (Law 50D1) cannot be checked. Record that card.');
    assert.deepEqual(withCode(open(ownCard).diagnostics, 'pbn.revoke.ruling'), []);
    const [dutch] = withCode(open(text.replace('C3 C4 CA C2', 'C3 C4 - C2'), { language: 'nl' }).diagnostics, 'pbn.play.unknown-obligation');
    assert.equal(dutch.message, 'De uitgekomen kaart in slag 3 staat als \'-\': of West de strafkaart ♣5 speelde toen dat moest (artikel 50D1) is niet na te gaan. Leg die kaart vast.');
  });

  /** 4♠ by South, West on lead; each board read from its play, with the event's ruling code. */
  const KINDS: Array<{ name: string; ruling: string | string[]; tricks: string[]; holds?: Record<string, string[]>; events?: string[] }> = [
    { name: 'an accepted lead out of turn (^L, 53A)', ruling: 'pbn.ruling.lead-out-of-turn', tricks: ['W:D2 DA D3 D4', 'E:^LH7 H2 H3 H4', 'S:C2 C3 C4 C5'] },
    { name: 'a rejected lead out of turn (56)', ruling: 'pbn.ruling.lead-out-of-turn', tricks: ['W:D2 DA D3 D4', 'N:C2 C3 C4 C5'], holds: { E: ['HK'] }, events: ['1 E LeadOutOfTurn HK Rejected'] },
    { name: 'a penalty card (49-51)', ruling: 'pbn.ruling.penalty-card', tricks: ['W:HA H2 H3 H4', 'W:D2 D4 DK D5', 'E:D3 D6 D7 D8'], events: ['1 E PenaltyCard D3 Minor'] },
    { name: 'a premature play (57)', ruling: 'pbn.ruling.premature-play', tricks: ['W:H2 HA H3 H4', 'N:D2 DT D3 D4', 'S:C2 C3 C4 CA'], holds: { E: ['D9'], W: ['C5'], S: ['DA', 'DK', 'DQ', 'DJ'] }, events: ['2 W PrematurePlay C5 Highest'] },
    { name: 'a disputed claim (68, 70)', ruling: 'pbn.ruling.claim', tricks: ['W:H2 HA H3 H4', 'N:D2 D3 DA D4', 'S:C2 C3 C4 CA'], events: ['4 S Claim - Disputed'] },
    { name: 'a recorded revoke (61-64)', ruling: ['pbn.revoke.ruling', 'pbn.revoke.unmarked'], tricks: ['W:HA H2 H3 H4', 'W:HK H5 C2 H6', 'W:D2 D3 D4 D5', 'S:S2 S3 S4 S5'], holds: { E: ['H7'] }, events: ['2 E Revoke C2 Established'] },
  ];
  for (const kind of KINDS) {
    it(`${kind.name}: with any one card of the play written -, its ruling or a finding that names the -; every other ruling stays or a finding says why`, () => {
      const text = pbnGame({
        declarer: 'S', contract: '4S', tricks: kind.tricks, holds: kind.holds as never, result: '10',
        extraTags: ['[Laws "2017"]', ...(kind.events ? [`[Irregularities "${kind.events.join('; ')}"]`] : [])],
      });
      const rulings = typeof kind.ruling === 'string' ? [kind.ruling] : kind.ruling;
      const answered = (diagnostics: readonly TextDiagnostic[]) => [...rulings, ...DASH_FINDINGS].some((code) => withCode(diagnostics, code).length > 0);
      const full = open(text).diagnostics;
      assert.ok(rulings.some((code) => withCode(full, code).length > 0), 'ruled on the full record');
      const fullRulings = rulingCodes(full);
      const lines = text.split('\n');
      const playAt = lines.findIndex((line) => line.startsWith('[Play'));
      let tried = 0;
      for (let row = playAt + 1; row < lines.length; row++) {
        const tokens = lines[row].split(' ');
        tokens.forEach((token, column) => {
          if (!/^[SHDC][AKQJT2-9]$/.test(token)) return;
          const dashed = [...lines];
          dashed[row] = tokens.map((other, index) => (index === column ? '-' : other)).join(' ');
          const { diagnostics } = open(dashed.join('\n'));
          const codes = diagnostics.map((diagnostic) => diagnostic.code).join(' ');
          assert.ok(answered(diagnostics), `${token} of trick ${row - playAt} written -: ${codes}`);
          // A ruling the full record gives (a breach of a penalty card's obligation, a lead restriction…) may go only with a finding on a -.
          const kept = rulingCodes(diagnostics);
          const lost = [...fullRulings].filter((code) => !kept.has(code) && code !== 'pbn.revoke.equity');
          if (lost.length) assert.ok(DASH_FINDINGS.some((code) => withCode(diagnostics, code).length > 0), `${token} of trick ${row - playAt} written -: ${lost.join(', ')} gone without a finding (${codes})`);
          tried++;
        });
      }
      assert.equal(tried, kind.tricks.length * 4);
    });
  }
});
