/**
 * A claim against double dummy (Laws 68-71): the position where the play stopped, solved, gives
 * the most tricks declarer's side can take against best defence. A claim for more than that is
 * short of a sure line (the defenders can take tricks the claim gives away); a total below it
 * conceded tricks that could be taken, which Law 71 restores only when no normal play loses
 * them, so double dummy is an upper bound there. The trumps the claimer's opponents still hold
 * are listed for Law 70C.
 */
import { Card, rankOf, rankValue, suitOf } from '../../../bridge/cards';
import { SEATS, Seat, Side, otherSide, sideOf } from '../../../bridge/seats';
import { GameModel } from '../../../model/game/gameModel';
import { SolvedPosition } from '../../../shapes/ddTypes';
import { ClaimQuestion } from '../questions/claimQuestion';

/** What double dummy says about a claim. */
export interface ClaimFinding {
  question: ClaimQuestion;
  /** Declarer's side's total as recorded, and the most it can take double dummy. */
  recorded: number;
  ddMax: number;
  /** Tricks not played, the current one included. */
  remaining: number;
  /** Of the remaining tricks: what the claimer's side claimed, and what it can take double dummy. */
  claimed: number;
  ddClaimer: number;
  /** `short`: the claim is more than best defence allows; `conceded`: less than the claimer's side could take. */
  verdict: 'short' | 'conceded' | 'agrees';
  /** The seat to play at the claim and its best cards (empty when every legal card is as good). */
  seatToPlay: Seat;
  bestCards: Card[];
  /** The trumps the claimer's opponents hold at the claim (Law 70C), high first. */
  outstandingTrumps: Array<{ card: Card; seat: Seat }>;
}

/** The claim finding of a game's claim question. */
export function claimFinding(model: GameModel, claim: ClaimQuestion, solved: SolvedPosition): ClaimFinding {
  const declarerSide: Side = sideOf(model.declarer!);
  const remaining = claim.at.remaining;
  const declarerFuture = solved.side === declarerSide ? solved.tricks : remaining - solved.tricks;
  const ddMax = claim.at.won[declarerSide] + declarerFuture;
  // Of the remaining tricks, what the claimer's side gets: by the record, and double dummy.
  const claimed = claimerOfRemaining(model, claim, claim.recorded);
  const ddClaimer = claimerOfRemaining(model, claim, ddMax);
  return {
    question: claim, recorded: claim.recorded, ddMax, remaining,
    claimed, ddClaimer, verdict: claimed > ddClaimer ? 'short' : claimed < ddClaimer ? 'conceded' : 'agrees',
    seatToPlay: solved.seatToPlay,
    bestCards: bestOnly(solved),
    outstandingTrumps: outstandingTrumps(claim, otherSide(claim.claimerSide)),
  };
}

/** Of the remaining tricks, what the claimer's side gets when declarer's side ends with `declarerTotal`. */
export function claimerOfRemaining(model: GameModel, claim: ClaimQuestion, declarerTotal: number): number {
  return (claim.claimerSide === sideOf(model.declarer!) ? declarerTotal : 13 - declarerTotal) - claim.at.won[claim.claimerSide];
}

/** The cards that do best, when some legal card does worse. */
function bestOnly(solved: SolvedPosition): Card[] {
  const best = solved.cards.filter((card) => card.tricks === solved.tricks).map((card) => card.card);
  return best.length < solved.cards.length ? best : [];
}

/** The trumps `side` still holds at the claim. */
function outstandingTrumps(claim: ClaimQuestion, side: Side): Array<{ card: Card; seat: Seat }> {
  const { hands, trump } = claim.question.position;
  if (trump === 'NT') return [];
  return SEATS.filter((seat) => sideOf(seat) === side)
    .flatMap((seat) => hands[seat].filter((card) => suitOf(card) === trump).map((card) => ({ card, seat })))
    .sort((a, b) => rankValue(rankOf(b.card)) - rankValue(rankOf(a.card)));
}
