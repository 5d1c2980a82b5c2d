/**
 * The Law 64C question of each established revoke: the position just before the revoke card,
 * the offender to play. Solved double dummy it gives every legal card he held (the cards of the
 * suit led) with the tricks his side then takes, so "without the revoke" is the best of them.
 * Revokes that breach an obligation (a penalty card, a lead restriction) are left out: which
 * cards were legal there is the obligation's, not the suit led's.
 */
import { stepsBetween } from '../../bridge/seats';
import { RevokeRuling, isRevokeRuling } from '../../laws/types';
import { GameModel } from '../../model/game';
import { playedCards } from '../gameQuestions';
import { DdQuestion } from '../worker/protocol';
import { PlayPoint, playPointAfter } from './playPoint';
import { fullHands } from './fullHands';

/** The position question of one revoke and the point of play it starts from. */
export interface EquityQuestion {
  ruling: RevokeRuling;
  question: Extract<DdQuestion, { kind: 'position' }>;
  before: PlayPoint;
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
  const questions: EquityQuestion[] = [];
  for (const ruling of revokes) {
    const trick = play.tricks[ruling.trick - 1];
    if (!trick?.leader) continue;
    const index = (ruling.trick - 1) * 4 + stepsBetween(trick.leader, ruling.seat);
    if (played[index] !== ruling.card) continue;
    const before = playPointAfter(hands, contract.strain, play.tricks[0].leader, played, index);
    if (!before) continue;
    questions.push({ ruling, before, question: { kind: 'position', position: before.position } });
  }
  return questions;
}
