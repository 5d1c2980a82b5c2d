/**
 * The play section (PBN §3.6, §3.9): cards grouped into tricks by count (every four card, `-`
 * or `+` tokens), columns fixed from the Play tag, leaders from the declarer, trick winners and
 * `^L`, then for each card: is it in the player's remaining hand, does it follow suit, are
 * `^R`/`^L` marks where the verifier's rules allow them. The result feeds the Laws engine.
 */
import { Card, Strain, parseCard, suitOf, winningCard } from '../bridge/cards';
import { Seat, seatAfter, sideOf } from '../bridge/seats';
import { SectionItem } from '../syntax/gameSyntax';
import { ProblemSink } from '../syntax/problems';
import { ItemAnnotations, NoteReference, annotate } from './annotations';

/** One card token of the play section. */
export interface CardRecord extends ItemAnnotations {
  seat: Seat;
  /** The card, or undefined for `-` (unknown) and `+` (next card). */
  card?: Card;
  text: string;
  start: number;
  end: number;
  revokeMark?: SectionItem;
  leadMark?: SectionItem;
  /** Set by the follow-suit check: the player revoked with this card. */
  revoke?: { held: Card };
  /** The card comes after the `+` (continuation) token of the record. */
  afterPlus?: boolean;
}

/** One trick of the record. */
export interface TrickRecord {
  number: number;
  /** Cards by column (fixed from the Play tag), whatever the order of play. */
  cards: CardRecord[];
  leader?: Seat;
  winner?: Seat;
  /** All four cards known and the leader known. */
  complete: boolean;
}

/** The play as read. */
export interface PlayModel {
  firstColumn: Seat;
  tricks: TrickRecord[];
  /** The record ends with `*`, `+`, or stops before 13 tricks. */
  endedEarly: boolean;
  terminator?: '*' | '+';
  tricksWon: Record<'NS' | 'EW', number>;
  noteReferences: NoteReference[];
}

/** What the play reading needs from the rest of the game. */
export interface PlayContext {
  firstColumn: Seat;
  /** The opening leader (declarer's LHO, or the Play tag for an end position). */
  openingLeader?: Seat;
  trump?: Strain;
  hands?: Record<Seat, Card[] | undefined>;
}

/** Reads the play section. */
export function readPlay(items: readonly SectionItem[], context: PlayContext, sink: ProblemSink): PlayModel {
  const model: PlayModel = { firstColumn: context.firstColumn, tricks: [], endedEarly: false, tricksWon: { NS: 0, EW: 0 }, noteReferences: [] };
  const cards = collectCards(items, context.firstColumn, model, sink);
  for (let index = 0; index < cards.length; index += 4) {
    model.tricks.push({ number: index / 4 + 1, cards: cards.slice(index, index + 4), complete: false });
  }
  followTricks(model, context, sink);
  reportUnrecordedTricks(model, sink);
  const recorded = model.tricks.filter((trick) => trick.cards.some((card) => card.card)).length;
  model.endedEarly = model.terminator !== undefined || recorded < 13 || model.tricks.some((trick) => !trick.complete);
  return model;
}

function collectCards(items: readonly SectionItem[], firstColumn: Seat, model: PlayModel, sink: ProblemSink): CardRecord[] {
  const cards: CardRecord[] = [];
  let revokeMark: SectionItem | undefined;
  let leadMark: SectionItem | undefined;
  let last: CardRecord | undefined;
  let afterPlus = false;
  let tooMany = false;
  let afterEndReported = false;
  for (const item of items) {
    if (item.kind === 'comment') continue;
    if (model.terminator === '*' && item.kind !== 'suffix' && item.kind !== 'note' && item.kind !== 'nag') {
      // One problem for the first item after '*'; what follows it is the same fault.
      if (!afterEndReported) sink.add('pbn.play.after-end', 'error', item.start, item.end, { text: item.text });
      afterEndReported = true;
      continue;
    }
    if (item.kind === 'suffix' || item.kind === 'note' || item.kind === 'nag') { annotate(item, last, 'card', sink, model.noteReferences); continue; }
    if (item.kind === 'star') { model.terminator = '*'; continue; }
    if (item.kind === 'irregularity') {
      const mark = item.text.toUpperCase();
      if (mark !== '^R' && mark !== '^L') sink.add('pbn.irregularity.bad', 'error', item.start, item.end, { text: item.text, where: 'play' });
      else if ((mark === '^R' && revokeMark) || (mark === '^L' && leadMark)) sink.add('pbn.irregularity.double', 'error', item.start, item.end, { text: item.text });
      else if (revokeMark || leadMark) sink.add('pbn.irregularity.combined', 'error', item.start, item.end, { text: item.text });
      else if (mark === '^R') revokeMark = item; else leadMark = item;
      continue;
    }
    if ((item.kind === 'plus' || item.kind === 'value') && cards.length >= 13 * 4) {
      // A 14th trick: reported once; the rest of the section is not read.
      if (!tooMany) sink.add('pbn.play.too-many-tricks', 'error', item.start, item.end);
      tooMany = true;
      continue;
    }
    if (item.kind === 'plus') {
      if (model.terminator === '+') sink.add('pbn.play.after-plus', 'error', item.start, item.end, { text: item.text });
      model.terminator = '+';
      afterPlus = true;
    } else if (item.kind !== 'value') {
      sink.add('pbn.card.bad-token', 'error', item.start, item.end, { text: item.text });
      continue;
    }
    const seat = seatAfter(firstColumn, cards.length % 4);
    const card = item.kind === 'value' && item.text !== '-' ? parseCard(item.text) : undefined;
    const record = newCardRecord(seat, item, revokeMark, leadMark, card, afterPlus);
    revokeMark = leadMark = undefined;
    if (item.kind === 'value' && item.text !== '-' && !card) sink.add('pbn.card.bad-token', 'error', item.start, item.end, { text: item.text });
    last = record;
    cards.push(record);
  }
  return cards;
}

/**
 * A card record with all its properties in one literal, so that V8 keeps them inside the object
 * (52 records per game). The keys are those the record always had: `card` only for a card,
 * `afterPlus` for any value other than `-` (whether a card may follow '+' is checked per trick).
 */
function newCardRecord(seat: Seat, item: SectionItem, revokeMark: SectionItem | undefined, leadMark: SectionItem | undefined, card: Card | undefined, afterPlus: boolean): CardRecord {
  const { text, start, end } = item;
  if (item.kind !== 'value' || text === '-') return { seat, text, start, end, nags: [], revokeMark, leadMark };
  if (!card) return { seat, text, start, end, nags: [], revokeMark, leadMark, afterPlus };
  return { seat, text, start, end, nags: [], revokeMark, leadMark, card, afterPlus };
}

/** Derives leaders and winners trick by trick and checks each card against the hands. */
function followTricks(model: PlayModel, context: PlayContext, sink: ProblemSink): void {
  const remaining = context.hands ? mapHands(context.hands) : undefined;
  let leader = context.openingLeader;
  for (const trick of model.tricks) {
    checkCardsAfterPlus(trick, leader, sink);
    const marked = firstLeadMarked(trick, sink);
    if (marked) {
      if (leader && marked.seat === leader) sink.add('pbn.lead.bad-mark', 'error', marked.leadMark!.start, marked.end, { seat: leader });
      leader = marked.seat;
    }
    trick.leader = leader;
    const inPlayOrder = leader ? orderFrom(trick.cards, leader) : [];
    const led = leader && inPlayOrder[0]?.seat === leader ? inPlayOrder[0].card : undefined;
    for (const record of trick.cards) {
      if (!record.card) continue;
      const hand = remaining?.get(record.seat);
      if (hand && !hand.has(record.card)) {
        sink.add('pbn.card.not-in-hand', 'error', record.start, record.end, { seat: record.seat, card: record.card, trick: trick.number });
        continue;
      }
      if (leader) checkFollow(record, record.seat === leader, led, hand, sink);
      hand?.delete(record.card);
    }
    const known = inPlayOrder.length === 4 && inPlayOrder.every((record) => record.card);
    if (known && leader) {
      const winningCode = winningCard(inPlayOrder.map((record) => record.card!), context.trump);
      trick.winner = inPlayOrder.find((record) => record.card === winningCode)!.seat;
      trick.complete = true;
      model.tricksWon[sideOf(trick.winner)]++;
    }
    leader = trick.winner;
  }
}

/** The first card of a trick marked `^L`; every further mark in the trick is reported as a double. */
function firstLeadMarked(trick: TrickRecord, sink: ProblemSink): CardRecord | undefined {
  let first: CardRecord | undefined;
  for (const card of trick.cards) {
    if (!card.leadMark) continue;
    if (!first) first = card;
    else sink.add('pbn.irregularity.double', 'error', card.leadMark.start, card.leadMark.end, { text: '^L' });
  }
  return first;
}

/**
 * Cards after `+` (PBN §3.6): only cards of the same trick that were played before the card
 * still to come may follow it (`S3 C3 + SA` when North led SA); anything later is an error.
 */
function checkCardsAfterPlus(trick: TrickRecord, leader: Seat | undefined, sink: ProblemSink): void {
  const plus = trick.cards.find((record) => record.text === '+');
  for (const record of trick.cards) {
    if (!record.afterPlus || !record.card || record === plus) continue;
    const playedBefore = plus !== undefined && (leader === undefined || playPosition(record.seat, leader) < playPosition(plus.seat, leader));
    if (playedBefore) continue;
    sink.add('pbn.play.after-plus', 'error', record.start, record.end, { text: record.text });
    record.card = undefined;
  }
}

function playPosition(seat: Seat, leader: Seat): number {
  for (let step = 0; step < 4; step++) if (seatAfter(leader, step) === seat) return step;
  return 4;
}

/** Trailing tricks of only `-` (a claim or concession written as empty rows) become one information. */
function reportUnrecordedTricks(model: PlayModel, sink: ProblemSink): void {
  let first = model.tricks.length;
  while (first > 0 && model.tricks[first - 1].cards.length === 4 && model.tricks[first - 1].cards.every((record) => record.text === '-')) first--;
  if (first === model.tricks.length || first === 0) return;
  const from = model.tricks[first].cards[0];
  const to = model.tricks[model.tricks.length - 1].cards[3];
  sink.add('pbn.play.unrecorded-tricks', 'info', from.start, to.end, { first: first + 1, last: model.tricks.length });
}

function checkFollow(record: CardRecord, isLead: boolean, led: Card | undefined, hand: Set<Card> | undefined, sink: ProblemSink): void {
  const card = record.card!;
  if (!hand || (!isLead && !led)) return;
  const ledSuit = isLead ? undefined : suitOf(led!);
  if (!ledSuit || suitOf(card) === ledSuit) {
    if (record.revokeMark) sink.add('pbn.revoke.bad-mark', 'error', record.revokeMark.start, record.end, { card, reason: ledSuit ? 'follows' : 'lead' });
    return;
  }
  const held = [...hand].filter((other) => suitOf(other) === ledSuit).sort((a, b) => rankIndex(b) - rankIndex(a))[0];
  if (held) record.revoke = { held };
  else if (record.revokeMark) sink.add('pbn.revoke.bad-mark', 'error', record.revokeMark.start, record.end, { card, reason: 'void' });
}

function rankIndex(card: Card): number {
  return 'AKQJT98765432'.indexOf(card[1]);
}

/** The cards of a trick in playing order, starting with `leader` (missing seats skipped). */
export function orderFrom(cards: readonly CardRecord[], leader: Seat): CardRecord[] {
  const ordered: CardRecord[] = [];
  for (let step = 0; step < 4; step++) {
    const seat = seatAfter(leader, step);
    const record = cards.find((card) => card.seat === seat);
    if (record) ordered.push(record);
  }
  return ordered;
}

function mapHands(hands: Record<Seat, Card[] | undefined>): Map<Seat, Set<Card>> {
  const map = new Map<Seat, Set<Card>>();
  for (const seat of ['N', 'E', 'S', 'W'] as Seat[]) if (hands[seat]) map.set(seat, new Set(hands[seat]));
  return map;
}
