/**
 * The cards a seat held at a trick, for the recorder's card question and the card completion of
 * the Irregularities tag: its hand from the deal less the cards the play record shows it played
 * before that trick, the card it played to that trick first (the one an event most likely names).
 */
import { Card, sortCards } from '../bridge/cards';
import { Seat } from '../bridge/seats';
import { GameModel } from '../model/game/gameModel';

/** The cards `seat` held at `trick` (the whole hand for `-` or without a play record); none when the deal does not give the hand. */
export function cardsHeldAt(model: GameModel, seat: Seat, trick: number | undefined): Card[] {
  const hand = model.deal?.hands[seat];
  if (!hand) return [];
  const tricks = model.play?.tricks ?? [];
  const before = trick === undefined ? 0 : Math.min(trick - 1, tricks.length);
  const played = new Set(tricks.slice(0, before).flatMap((record) => record.cards.filter((card) => card.seat === seat && card.card).map((card) => card.card!)));
  const held = sortCards(hand.filter((card) => !played.has(card)));
  const there = trick === undefined ? undefined : tricks[trick - 1]?.cards.find((card) => card.seat === seat)?.card;
  return there && held.includes(there) ? [there, ...held.filter((card) => card !== there)] : held;
}
