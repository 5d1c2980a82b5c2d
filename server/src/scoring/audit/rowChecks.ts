/**
 * The audit's checks of one traveller row that need no double dummy: a recorded opening lead
 * the leader (declarer's left-hand opponent) does not hold in this deal (noting when the
 * leader's partner holds it, as if declarer's partner had declared); a result, contract or
 * declarer that cannot be (more than 13 tricks, a level 8, a seat that is none, tricks on a
 * passed-out board); a score that is the Law 77 score with its sign turned (the pair's side
 * swapped in the score); and any other score that does not match contract, result and
 * vulnerability under the board's edition, with the tricks that would give it, if any.
 */
import { Card } from '../../bridge/cards';
import { Vulnerability, isVulnerable } from '../../bridge/contract';
import { SEATS, Seat, partnerOf, seatAfter, sideOf } from '../../bridge/seats';
import { DealHands } from '../../shapes/ddTypes';
import { duplicateScore } from '../../laws/scoring';
import { Edition } from '../../shapes/laws';
import { AuditRow } from './auditRows';
import { AuditFinding } from '../../shapes/auditFindings';

/** What the row checks know of the board. */
export interface BoardFacts {
  hands?: DealHands;
  vulnerability?: Vulnerability;
  edition: Edition;
}

/** The seat holding `card`, if any hand is known to. */
export function holderOf(hands: DealHands, card: Card): Seat | undefined {
  return SEATS.find((seat) => hands[seat]?.includes(card));
}

/** The findings of one row without double dummy. */
export function rowFindings(row: AuditRow, board: BoardFacts, contractText: string, declarerText: string): AuditFinding[] {
  const findings: AuditFinding[] = [];
  const at = { row: row.row, table: row.table, ...(row.game ? { game: row.game } : {}) };
  const impossible = impossibleResult(row, contractText, declarerText);
  if (impossible) findings.push({ ...at, kind: 'impossible-result', evidence: impossible });
  if (row.lead && row.declarer && board.hands) {
    const leader = seatAfter(row.declarer);
    const holder = holderOf(board.hands, row.lead);
    const across = holder === partnerOf(leader) ? { declarerAcross: partnerOf(row.declarer) } : {};
    if (board.hands[leader] && !board.hands[leader]!.includes(row.lead)) findings.push({ ...at, kind: 'lead-not-held', evidence: { lead: row.lead, leader, holder, ...across } });
  }
  const score = scoreFinding(row, board);
  if (score) findings.push(score);
  return findings;
}

/** Why the row's result, contract or declarer cannot be, if it cannot. */
function impossibleResult(row: AuditRow, contractText: string, declarerText: string): Extract<AuditFinding, { kind: 'impossible-result' }>['evidence'] | undefined {
  const result = row.resultNumber;
  if (result !== undefined && (!Number.isInteger(result) || result < 0 || result > 13)) return { reason: 'tricks', result };
  const written = (text: string) => text !== '' && text !== '-' && text !== '?';
  if (written(contractText) && !row.contract && !row.passedOut) return { reason: 'contract', contract: contractText };
  if (written(declarerText) && !row.declarer && !row.passedOut) return { reason: 'declarer', declarer: declarerText };
  if (row.passedOut && result !== undefined && result > 0) return { reason: 'passed-out', result };
  return undefined;
}

/** A reversed or wrong score: the Law 77 score of the row's own contract, declarer and tricks against the number recorded. */
function scoreFinding(row: AuditRow, board: BoardFacts): AuditFinding | undefined {
  const { contract, declarer, tricks, nsScore, law77Score } = row;
  if (!contract || !declarer || tricks === undefined || nsScore === undefined || law77Score === undefined || !board.vulnerability || row.artificialScore) return undefined;
  if (nsScore === law77Score) return undefined;
  const at = { row: row.row, table: row.table, ...(row.game ? { game: row.game } : {}) };
  if (nsScore === -law77Score) return { ...at, kind: 'reversed-score', evidence: { contract, declarer, tricks, found: nsScore, expected: law77Score } };
  const side = sideOf(declarer);
  const sign = side === 'NS' ? 1 : -1;
  const vulnerable = isVulnerable(board.vulnerability, side);
  const fits = [...Array(14).keys()].find((count) => sign * duplicateScore(contract, vulnerable, count, board.edition) === nsScore);
  return { ...at, kind: 'score-mismatch', evidence: { contract, declarer, tricks, found: nsScore, expected: law77Score, vulnerability: board.vulnerability, edition: board.edition, ...(fits === undefined ? {} : { fitsTricks: fits }) } };
}
