/**
 * The bridge between the model and the Laws engine: turns a game's deal, contract and recorded
 * tricks into the engine's `PlayedBoard` (cards in playing order, leaders, winners) and asks
 * the engine for its rulings under the game's edition, with the `[Irregularities]` events. A
 * complete play in which everyone followed suit when able, with no `^R`/`^L` mark and no event,
 * gives the engine nothing to rule on: it is not asked (nor is the board built). Nor is it when a
 * card is played by a hand that does not hold it: that record is broken (brokenPlay.ts).
 */
import { Seat } from '../../bridge/seats';
import { ruleOnBoard, uncheckedObligations } from '../../laws/irregularities';
import { PlayedBoard, PlayedTrick, Ruling, UncheckedObligation } from '../../shapes/laws';
import type { GameModel } from './gameModel';
import { orderFrom } from './play';

/** Boards already built, per model, with the events they were built with. */
const boards = new WeakMap<GameModel, { events: unknown; board: PlayedBoard | undefined }>();

/** True when the engine could only rule on a claim or a failure to follow, and the play has neither; or when the play record is broken. */
export function nothingToRuleOn(model: GameModel): boolean {
  const play = model.play;
  return !play || play.broken !== undefined || (!play.failedToFollow && !play.marked && !play.endedEarly && !model.irregularities?.events.length);
}

/** The engine's view of a game, when the record has everything the Laws need (built once per model). */
export function playedBoardOf(model: GameModel): PlayedBoard | undefined {
  const cached = boards.get(model);
  if (cached && cached.events === model.irregularities?.events) return cached.board;
  const board = buildPlayedBoard(model);
  boards.set(model, { events: model.irregularities?.events, board });
  return board;
}

function buildPlayedBoard(model: GameModel): PlayedBoard | undefined {
  const { deal, declarer, contract, play } = model;
  if (!deal?.complete || !declarer || !contract || contract.level === 0 || !play) return undefined;
  const tricks: PlayedTrick[] = [];
  for (const trick of play.tricks) {
    if (!trick.leader) break;
    const cards = orderFrom(trick.cards, trick.leader).map((record) => ({
      seat: record.seat, card: record.card, revokeMarked: !!record.revokeMark, leadMarked: !!record.leadMark,
    }));
    if (!cards.some((card) => card.card)) break;
    tricks.push({ number: trick.number, leader: trick.leader, cards, winner: trick.winner });
  }
  return {
    declarer, contract, vulnerability: model.vulnerability ?? 'None',
    hands: deal.hands as Record<Seat, string[]>, tricks, endedEarly: play.endedEarly, events: model.irregularities?.events ?? [],
  };
}

/** The rulings on a game's play (empty when the record cannot support any). */
export function rulingsFor(model: GameModel, claimedTotal?: number): Ruling[] {
  if (nothingToRuleOn(model)) return [];
  const board = playedBoardOf(model);
  const rulings = board ? ruleOnBoard(board, model.edition.edition, { claimedTotal }) : [];
  if (model.result?.irregular) for (const ruling of rulings) if (ruling.kind === 'claim' && ruling.problem) ruling.directorResult = true;
  return rulings;
}

/**
 * The obligations (a penalty card, a lead restriction, a Law 57 choice) whose honouring a card written
 * `-` hides. Only a `-` that was played counts: one before a known card, in playing order (the `-`
 * cards that end a claim's last trick were never played).
 */
export function uncheckedObligationsOf(model: GameModel): UncheckedObligation[] {
  const play = model.play;
  if (!play || nothingToRuleOn(model) || !play.tricks.some((trick) => trick.cards.some((card) => card.text === '-'))) return [];
  const board = playedBoardOf(model);
  if (!board) return [];
  const lastKnown = play.tricks.reduce((last, trick) => (trick.cards.some((card) => card.card) ? trick.number : last), 0);
  const followedInTrick = (unchecked: UncheckedObligation) => {
    const trick = play.tricks[unchecked.trick - 1];
    const ordered = trick?.leader ? orderFrom(trick.cards, trick.leader) : [];
    return ordered.slice(ordered.findIndex((card) => card.seat === unchecked.seat) + 1).some((card) => card.card);
  };
  return uncheckedObligations(board, model.edition.edition).filter((unchecked) => unchecked.cause === 'lead' || unchecked.trick < lastKnown || followedInTrick(unchecked));
}
