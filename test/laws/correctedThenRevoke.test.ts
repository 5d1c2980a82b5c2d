/**
 * Law 64B2 (1975: Art 64b) sees every revoke the record names (issue 18 item 15): a revoke
 * corrected in time is recorded as `Revoke … Corrected` with the substitute in the Play section,
 * so the play alone does not show it; a later established revoke in the same suit by the same
 * player is still "een volgende verzaking" — no transfer in 1975 (seed 002 Art 64b: "de verzaking
 * volgde op een eerdere verzaking in dezelfde kleur door dezelfde speler"), 1987 and 1997 (seed 000
 * 64B2: "een volgende voldongen verzaking wordt niet bestraft als er door dezelfde speler nogmaals
 * verzaakt wordt in dezelfde kleur") and 2007 (64B2). The 2017 64B2 counts only a first revoke
 * that was established (laws-rulebook.md §2.6), so a corrected one leaves the 64A transfer.
 */
import assert from 'node:assert/strict';
import { ruleOnBoard } from '../../server/src/laws/irregularities';
import { Edition, isRevokeRuling } from '../../server/src/shapes/laws';
import { board } from './support/boardBuilder';

/**
 * 4♠ by South, West leads. T1 West's ♥A. T2 West's ♣A: South first played ♦2, corrected it to
 * ♣4 before it was established (the play shows ♣4; declarer's ♦2 goes back without penalty).
 * T3 West's ♣K: South discards ♦3 while holding ♣7 — established when T4 is played. T4 North's
 * ♦A wins, so NS won a trick after the revoke trick: 64A2 would transfer one trick to EW.
 */
const CORRECTED_THEN_REVOKED = board({
  declarer: 'S', contract: '4S',
  tricks: ['W:HA H2 H3 H4', 'W:CA C2 C3 C4', 'W:CK C5 C6 D3', 'W:DK DA D4 D5'],
  holds: { S: ['D2', 'C7'] },
  events: ['2 S Revoke D2 Corrected'],
});

/** The ruling on the revoke at trick 3, in short. */
function secondRevoke(edition: Edition, played = CORRECTED_THEN_REVOKED) {
  const revokes = ruleOnBoard(played, edition, { claimedTotal: 10 }).filter(isRevokeRuling);
  const ruling = revokes.find((candidate) => candidate.trick === 3)!;
  return { seat: ruling.seat, established: ruling.established, law: ruling.law, transfer: ruling.transfer, corrected: revokes.find((candidate) => candidate.trick === 2)?.corrected };
}

describe('a corrected revoke, then a second revoke in the same suit by the same player', () => {
  const cases: Array<[Edition, string, string, number]> = [
    ['1975', 'Art 64b', '64b', 0],
    ['1987', 'Law 64B2', '64B2', 0],
    ['1997', 'Law 64B2', '64B2', 0],
    ['2007', 'Law 64B2', '64B2', 0],
    ['2017', 'Law 64B2 counts only an established first revoke: Law 64A2', '64A2', 1],
  ];
  for (const [edition, article, law, transfer] of cases) {
    it(`Laws ${edition}, ${article}: ${transfer} trick${transfer === 1 ? '' : 's'} for the second revoke`, () => {
      assert.deepEqual(secondRevoke(edition), { seat: 'S', established: true, law, transfer, corrected: true });
    });
  }

  it('an event the play does not bear out is no earlier revoke: a club "revoke" on a club lead (Laws 1997, 64A2 stands)', () => {
    const onTheLead = board({
      declarer: 'S', contract: '4S',
      tricks: ['W:HA H2 H3 H4', 'W:CA C2 C3 C4', 'W:CK C5 C6 D3', 'W:DK DA D4 D5'],
      holds: { S: ['D2', 'C7'] },
      events: ['2 S Revoke C7 Corrected'],
    });
    assert.deepEqual({ ...secondRevoke('1997', onTheLead), corrected: undefined }, { seat: 'S', established: true, law: '64A2', transfer: 1, corrected: undefined });
  });
});
