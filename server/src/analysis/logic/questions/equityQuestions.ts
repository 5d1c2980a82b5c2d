/**
 * The Law 64C questions of each established revoke: the position just before the revoke card,
 * the offender to play, and the position once the revoke trick is over. Solved double dummy the
 * first gives every legal card he held (the cards of the suit led) with the tricks his side then
 * takes, so "with his best legal card" is the best of them; the second gives what the board was
 * worth after the revoke. Their difference is what the revoke itself cost the non-offenders,
 * whatever was played later. Revokes that breach an obligation (a penalty card, a lead
 * restriction) are left out: which cards were legal there is the obligation's, not the suit led's.
 */
import { stepsBetween } from '../../../bridge/seats';
import { RevokeRuling, isRevokeRuling } from '../../../shapes/laws';
import { GameModel } from '../../../model/game/gameModel';
import { playedCards } from '../gameQuestions';
import { DdQuestion } from '../protocol';
import { PlayPoint, playPointAfter } from './playPoint';
import { fullHands } from './fullHands';

/** A position question and the point of play it starts from. */
export interface PointQuestion {
  question: Extract<DdQuestion, { kind: 'position' }>;
  point: PlayPoint;
}

/** The two position questions of one revoke. */
export interface EquityQuestion {
  ruling: RevokeRuling;
  /** Just before the revoke card (the offender to play). */
  question: Extract<DdQuestion, { kind: 'position' }>;
  before: PlayPoint;
  /** After the last recorded card of the revoke trick (its end when the trick is complete). */
  afterTrick: PointQuestion;
}

/** The equity questions of a game's established revokes (none without a full deal and a contract). */
export function equityQuestions(model: GameModel): EquityQuestion[] {
  // Most games have no revoke: decided on the rulings before the hands and the play are read.
  const revokes = model.rulings.filter(isRevokeRuling).filter((ruling) => ruling.established && !ruling.breach);
  if (revokes.length === 0) return [];
  const hands = fullHands(model);
  const { contract, declarer, play } = model;
  if (!hands || !contract || contract.level === 0 || !declarer || !play?.tricks[0]?.leader) return [];
  const played = playedCards(play);
  const leader = play.tricks[0].leader;
  const questions: EquityQuestion[] = [];
  for (const ruling of revokes) {
    const trick = play.tricks[ruling.trick - 1];
    if (!trick?.leader) continue;
    const index = (ruling.trick - 1) * 4 + stepsBetween(trick.leader, ruling.seat);
    if (played[index] !== ruling.card) continue;
    const before = playPointAfter(hands, contract.strain, leader, played, index);
    const after = playPointAfter(hands, contract.strain, leader, played, Math.min(ruling.trick * 4, played.length));
    if (!before || !after) continue;
    questions.push({
      ruling, before, question: { kind: 'position', position: before.position },
      afterTrick: { point: after, question: { kind: 'position', position: after.position } },
    });
  }
  return questions;
}
