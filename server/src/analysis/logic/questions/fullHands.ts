/**
 * The deal of a game as the solver needs it for questions about the play: four known hands of
 * 13 cards, each card once. Anything else (an unknown hand, an end position, a faulty deal) is
 * answered by the table question's own error message, not by these.
 */
import { SEATS } from '../../../bridge/seats';
import { GameModel } from '../../../model/game/gameModel';
import { KnownHands } from '../../../shapes/ddTypes';

/** The four hands when they are a full, known, legal deal; undefined otherwise. */
export function fullHands(model: GameModel): KnownHands | undefined {
  const deal = model.deal;
  if (!deal?.complete) return undefined;
  const seen = new Set<string>();
  for (const seat of SEATS) {
    const hand = deal.hands[seat];
    if (!hand || hand.length !== 13) return undefined;
    for (const card of hand) seen.add(card);
  }
  return seen.size === 52 ? (deal.hands as KnownHands) : undefined;
}
