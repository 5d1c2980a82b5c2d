/**
 * Laws 68-71: a play record that stops before the thirteenth trick ends in a claim or concession.
 * The engine checks the Result against the cards left: the declaring side cannot get more tricks
 * than it won plus those still to play, nor fewer than it already won (such a Result is impossible).
 * Thirteen tricks played leave nothing to claim. A `Claim` event names the
 * claimer and whether the other side agreed; a disputed claim is the Director's under Law 70, and
 * 2017 allows play to go on after a doubted claim when all four agree (68D2b): the claim lapses and
 * the play as recorded, to the last trick, stands.
 */
import { sideOf } from '../../bridge/seats';
import { PlayIrregularityRules } from '../editions/playRules';
import { ClaimRuling, PlayedBoard } from '../../shapes/laws';
import { eventsNamed, ResolvedEvent } from './events';

const AGREEMENTS: Record<string, ClaimRuling['agreement']> = { agreed: 'agreed', disputed: 'disputed', playedon: 'played-on' };

/**
 * Whether a claim with this choice waits for the Director's award (`award=`, annotations.md §3a):
 * only a disputed one, which the Director decides (Law 70). An agreed claim holds as agreed (69);
 * after play went on (2017 68D2(b)(ii), seed 004 Art. 68) the claim lapses and the score then
 * obtained stands, so nobody awards anything.
 */
export function claimAwaitsAward(choice: string): boolean {
  return choice.toLowerCase() === 'disputed';
}

/** 2017 68D2(b): a claim all four agreed to play on after; the play as recorded stands (other codes: not provided for). */
function lapsedClaim(event: ResolvedEvent, rules: PlayIrregularityRules): ClaimRuling {
  return {
    kind: 'claim', trick: event.trick!, seat: event.seat, eventIndex: event.index, agreement: 'played-on', remaining: 14 - event.trick!,
    law: rules.claimPlayedOn ? rules.articles.playedOn : rules.articles.claim, lapsed: true,
  };
}

/** The claim of a board that stopped early; `claimedTotal` is the declaring side's tricks by the Result, before transfers. */
export function ruleOnClaim(board: PlayedBoard, events: readonly ResolvedEvent[], rules: PlayIrregularityRules, claimedTotal?: number): ClaimRuling[] {
  const event = eventsNamed(events, 'Claim')[0];
  if (!board.endedEarly) return event?.choiceWord === 'playedon' && event.trick !== undefined ? [lapsedClaim(event, rules)] : [];
  const completed = board.tricks.filter((trick) => trick.winner !== undefined);
  const remaining = 13 - completed.length;
  // Thirteen tricks played: nothing was left to claim (a Result that differs is the '^' rule's, not a claim's).
  if (remaining === 0) return [];
  // A lesson board's record: no trick finished, no Claim event and no Result: the play shows a lead, nobody claimed anything.
  if (completed.length === 0 && !event && claimedTotal === undefined) return [];
  const declaringSide = sideOf(board.declarer);
  const wonByDeclaringSide = completed.filter((trick) => sideOf(trick.winner!) === declaringSide).length;
  const agreement = event ? AGREEMENTS[event.choiceWord] ?? 'unrecorded' : 'unrecorded';
  const ruling: ClaimRuling = {
    kind: 'claim', trick: completed.length + 1, law: rules.articles.claim, agreement, remaining,
  };
  const cardsPlayed = board.tricks.find((trick) => trick.number === ruling.trick)?.cards.filter((played) => played.card !== undefined).length ?? 0;
  if (cardsPlayed > 0) ruling.cardsPlayed = cardsPlayed;
  if (event) {
    ruling.seat = event.seat;
    ruling.eventIndex = event.index;
  }
  if (agreement === 'disputed') ruling.law = rules.articles.disputedClaim;
  if (agreement === 'played-on') ruling.law = rules.claimPlayedOn ? rules.articles.playedOn : rules.articles.claim;
  if (claimedTotal !== undefined) {
    ruling.declaringSideClaimed = claimedTotal - wonByDeclaringSide;
    if (ruling.declaringSideClaimed > remaining) ruling.problem = 'too-many';
    else if (ruling.declaringSideClaimed < 0) ruling.problem = 'too-few';
  }
  return [ruling];
}
