/**
 * Laws 49-52: which defender's cards lie on the table as penalty cards, from when, of which kind,
 * and until when. A card becomes one when a defender's lead out of turn is not accepted (56), by a
 * premature play (57), when a defender's revoke card is withdrawn (62), or when the tag records it
 * (`PenaltyCard`). From 1987 Law 50B sorts them: an honour, a card exposed by deliberate play, or
 * any card of a defender with two or more of them is major; a lone low card dropped by accident is
 * minor (a low card the tag records as major counts as deliberately exposed; recording an honour or
 * a deliberate card as minor is flagged). A minor card becomes major only when a second penalty card
 * of its owner joins it (50B: "worden ... grote strafkaarten"), not before. The 1975 code has one kind. A card leaves the table when its owner plays it, or when
 * declarer requires or forbids its suit to the owner's partner (50D2, not for a minor card).
 */
import { Card, suitOf } from '../../bridge/cards';
import { partnerOf, Seat } from '../../bridge/seats';
import { PlayIrregularityRules } from '../editions/playRules';
import { PenaltyCardRuling, PlayedBoard, PrematurePlayRuling } from '../../shapes/laws';
import { eventsNamed, ResolvedEvent } from './events';
import { isDeclaringSeat, isHonour, playOf, positionOf, trickNumbered } from './playState';
import { smallest } from '../../arrays';

/** A penalty card and its life on the table. */
export interface TabledPenaltyCard {
  owner: Seat;
  card: Card;
  origin: PenaltyCardRuling['origin'];
  size: PenaltyCardRuling['size'];
  /** The trick in which it became a penalty card. */
  sinceTrick: number;
  /** The first trick in which its owner still had to play when it became one. */
  checkFromTrick: number;
  playedAt?: number;
  withdrawnAt?: number;
  /** Other penalty cards of the same owner on the table at the same time (Law 51). */
  alongWith: Card[];
  /** A card minor on its own that a later second penalty card makes major (50B): the trick that card arose. */
  majorFrom?: number;
  /** The first trick whose play is checked against it as a major card (after its owner's card to `majorFrom` when that came first). */
  majorCheckFrom?: number;
  eventIndex?: number;
  recordedSize?: 'major' | 'minor';
}

/** Every penalty card of the board, in order of the trick it arose. */
export function tablePenaltyCards(board: PlayedBoard, events: readonly ResolvedEvent[], rules: PlayIrregularityRules, prematurePlays: readonly PrematurePlayRuling[]): TabledPenaltyCard[] {
  const cards: TabledPenaltyCard[] = [];
  const add = (owner: Seat, card: Card, origin: TabledPenaltyCard['origin'], sinceTrick: number, checkFromTrick: number, eventIndex: number) => {
    if (isDeclaringSeat(board, owner)) return;
    const existing = cards.find((candidate) => candidate.owner === owner && candidate.card === card);
    if (existing) return existing;
    const tabled: TabledPenaltyCard = { owner, card, origin, size: 'major', sinceTrick, checkFromTrick, alongWith: [], eventIndex };
    cards.push(tabled);
    return tabled;
  };
  for (const event of eventsNamed(events, 'LeadOutOfTurn')) {
    if (event.trick !== undefined && event.cardValue && event.choiceWord === 'rejected') add(event.seat, event.cardValue, 'lead-out-of-turn', event.trick, event.trick, event.index);
  }
  for (const premature of prematurePlays) {
    if (!premature.rectified) continue;
    const trick = trickNumbered(board, premature.trick);
    const alreadyPlayed = positionOf(trick, premature.seat) >= 0 && positionOf(trick, premature.seat) < positionOf(trick, premature.partner);
    add(premature.seat, premature.card, 'premature-play', premature.trick, premature.trick + (alreadyPlayed ? 1 : 0), premature.eventIndex!);
  }
  for (const event of eventsNamed(events, 'Revoke')) {
    if (event.trick !== undefined && event.cardValue && ['corrected', 'asifestablished'].includes(event.choiceWord)) {
      add(event.seat, event.cardValue, 'corrected-revoke', event.trick, event.trick + 1, event.index);
    }
  }
  for (const event of eventsNamed(events, 'PenaltyCard')) {
    if (event.trick === undefined || !event.cardValue) continue;
    const ownPlay = playOf(trickNumbered(board, event.trick), event.seat)?.card;
    const checkFrom = ownPlay === undefined || ownPlay === event.cardValue ? event.trick : event.trick + 1;
    const tabled = add(event.seat, event.cardValue, 'exposed', event.trick, checkFrom, event.index);
    if (tabled && (event.choiceWord === 'major' || event.choiceWord === 'minor')) tabled.recordedSize = event.choiceWord;
  }
  for (const tabled of cards) findDeparture(board, events, tabled);
  for (const tabled of cards) sizeUp(tabled, cards, rules);
  for (const tabled of cards) if (tabled.withdrawnAt !== undefined && !majorAt(tabled, tabled.withdrawnAt)) delete tabled.withdrawnAt;
  return cards;
}

/** The rulings for the tabled penalty cards. */
export function penaltyCardRulings(cards: readonly TabledPenaltyCard[], rules: PlayIrregularityRules): PenaltyCardRuling[] {
  return cards.map((tabled) => {
    const law = {
      exposed: rules.articles.penaltyCardKind,
      'lead-out-of-turn': rules.articles.defenderLeadRejected,
      'premature-play': rules.articles.prematurePlay,
      'corrected-revoke': rules.articles.correctedRevokeCard,
    }[tabled.origin];
    const ruling: PenaltyCardRuling = {
      kind: 'penalty-card', trick: tabled.sinceTrick, seat: tabled.owner, card: tabled.card, size: tabled.size, origin: tabled.origin, law,
      obliges: { seat: tabled.owner, action: tabled.size === 'minor' ? 'keep-lower-cards-back' : 'play-penalty-card', card: tabled.card, fromTrick: tabled.checkFromTrick },
    };
    if (tabled.eventIndex !== undefined) ruling.eventIndex = tabled.eventIndex;
    if (tabled.playedAt !== undefined) ruling.playedAt = tabled.playedAt;
    if (tabled.withdrawnAt !== undefined) ruling.withdrawnAt = tabled.withdrawnAt;
    if (tabled.alongWith.length > 0) ruling.alongWith = tabled.alongWith;
    if (tabled.majorFrom !== undefined) ruling.majorFrom = tabled.majorFrom;
    if (tabled.recordedSize && tabled.size !== 'single' && tabled.recordedSize !== tabled.size) {
      ruling.recordedSize = tabled.recordedSize;
      ruling.problem = 'size-mismatch';
    }
    if (tabled.recordedSize === 'minor' && tabled.size === 'single') ruling.problem = 'single-kind';
    if (rules.penaltyCardKinds === 'single') ruling.assumed = true;
    return ruling;
  });
}

/** True while the card lies on the table at the start of trick `number` (arisen, not yet played or picked up). */
export function onTableAt(tabled: TabledPenaltyCard, number: number): boolean {
  if (number < tabled.sinceTrick) return false;
  if (tabled.playedAt !== undefined && number > tabled.playedAt) return false;
  if (tabled.withdrawnAt !== undefined && number >= tabled.withdrawnAt) return false;
  return true;
}

/** True when the card counts as major in trick `number`: major (or of the one 1975 kind) from the start, or from a second card on. */
export function majorAt(tabled: TabledPenaltyCard, number: number): boolean {
  return tabled.size !== 'minor' || (tabled.majorCheckFrom !== undefined && number >= tabled.majorCheckFrom);
}

/** When the owner played the card, or declarer's require/forbid choice sent it back into the hand. */
function findDeparture(board: PlayedBoard, events: readonly ResolvedEvent[], tabled: TabledPenaltyCard): void {
  for (const trick of board.tricks) {
    if (trick.number < tabled.checkFromTrick) continue;
    if (playOf(trick, tabled.owner)?.card === tabled.card) { tabled.playedAt = trick.number; break; }
  }
  const restriction = eventsNamed(events, 'LeadRestriction').find((event) =>
    event.trick !== undefined && event.seat === partnerOf(tabled.owner) && event.suit === suitOf(tabled.card)
    && ['require', 'forbid'].includes(event.choiceWord) && event.trick >= tabled.sinceTrick
    && (tabled.playedAt === undefined || event.trick <= tabled.playedAt));
  if (!restriction) return;
  // Picked up before its owner played it: what he played later was no longer a penalty card.
  tabled.withdrawnAt = restriction.trick;
  delete tabled.playedAt;
}

/** Law 50B: the kind of each card; the 1975 code has one kind. */
function sizeUp(tabled: TabledPenaltyCard, all: readonly TabledPenaltyCard[], rules: PlayIrregularityRules): void {
  const end = (card: TabledPenaltyCard) => card.playedAt ?? (card.withdrawnAt !== undefined ? card.withdrawnAt - 1 : 13);
  tabled.alongWith = all
    .filter((other) => other !== tabled && other.owner === tabled.owner && other.sinceTrick <= end(tabled) && tabled.sinceTrick <= end(other))
    .map((other) => other.card);
  if (rules.penaltyCardKinds === 'single') { tabled.size = 'single'; return; }
  // A low card the tag records as major may have been exposed deliberately, which the record cannot show: trust it.
  const deliberate = tabled.origin !== 'exposed' || tabled.recordedSize === 'major';
  if (deliberate || isHonour(tabled.card)) { tabled.size = 'major'; return; }
  const others = all.filter((other) => other !== tabled && other.owner === tabled.owner && other.sinceTrick <= end(tabled) && tabled.sinceTrick <= end(other));
  if (others.length === 0) { tabled.size = 'minor'; return; }
  // Major from the trick the owner first has two penalty cards; a minor card alone before that keeps 50C.
  const joined = smallest(others.map((other) => Math.max(tabled.sinceTrick, other.sinceTrick)));
  if (joined <= tabled.sinceTrick) { tabled.size = 'major'; return; }
  tabled.size = 'minor';
  tabled.majorFrom = joined;
  tabled.majorCheckFrom = smallest(others.map((other) => Math.max(tabled.sinceTrick, other.checkFromTrick)));
}
