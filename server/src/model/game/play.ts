/**
 * The play section (PBN §3.6, §3.9): cards grouped into tricks by count (every four card, `-`
 * or `+` tokens), columns fixed from the Play tag, leaders from the declarer, trick winners and
 * `^L`. Then one replay of the tricks with each hand as four 13-bit masks checks every card: is
 * it in the player's remaining hand, does it follow suit, are `^R`/`^L` marks where the
 * verifier's rules allow them; it also tells whether anyone failed to follow suit while able,
 * which is what decides whether the Laws engine has anything to rule on (see rulings.ts). A record
 * that plays a card from a hand without it, or holds a card a Bridgemate took without its rank,
 * is broken: one finding each, and nothing is ruled on its play.
 */
import { SEATS, Seat, seatAfter } from '../../bridge/seats';
import { Problem, ProblemSink } from '../../syntax/problems';
import { NoteReference } from './annotations';
import { brokenPlayArgs, BrokenPlay, diagnoseBrokenPlay } from './brokenPlay';
import { collectCards } from './playCards';
import { PlayRecords } from './playRecords';
import { reportUnrecordedTricks, replayTricks } from './playReplay';
import { CardRecord, FollowRevoke, PlayContext, TrickRecord } from './playTypes';
import { UnrankedCards, UnrankedEntry, diagnoseUnranked, unrankedArgs } from './unrankedCards';
import { SectionItemList } from './sectionItems';
import { pushAll } from '../../arrays';

/** The play as read (a class: one shape for every game's play, the trick objects built on first use). */
export class PlayModel {
  /** The record ends with `*`, `+`, or stops before 13 tricks. */
  endedEarly: boolean;
  declare terminator?: '*' | '+';
  tricksWon: Record<'NS' | 'EW', number>;
  /** Unmarked and marked failures to follow suit, as the follow-suit check saw them. */
  revokes: readonly FollowRevoke[];
  /** Some player did not follow the suit led while the cards he had not yet played held it. */
  failedToFollow: boolean;
  /** Some card carries `^R` or `^L`. */
  marked: boolean;
  /**
   * Some card is played by a hand that does not hold it (brokenPlay.ts), or was entered on a
   * Bridgemate without its rank (unrankedCards.ts): the record is broken, and nothing is ruled on the play.
   */
  declare broken?: BrokenPlay | UnrankedCards;
  /** The tricks as objects, once built. */
  private built: TrickRecord[] | undefined;

  /** `records`: the card tokens, compact; `source`: the game's text, which the trick objects read. */
  constructor(readonly firstColumn: Seat, readonly records: PlayRecords, readonly noteReferences: NoteReference[], private readonly source: string, replay: ReturnType<typeof replayTricks>, terminator: '*' | '+' | undefined) {
    this.endedEarly = terminator !== undefined || replay.recorded < 13 || replay.incomplete;
    if (terminator) this.terminator = terminator;
    this.tricksWon = replay.tricksWon;
    this.revokes = replay.revokes;
    this.failedToFollow = replay.failedToFollow;
    this.marked = replay.marked;
    this.built = undefined;
  }

  /** The tricks as objects (built on first use from the compact records). */
  get tricks(): TrickRecord[] {
    return (this.built ??= this.records.tricks(this.source));
  }
}

/** Reads the play section from its items; `source` is the game's text; `transient`: the records stay in the shared buffer (valid until the next play is read). */
export function readPlay(items: SectionItemList, context: PlayContext, sink: ProblemSink, source: string, transient = false): PlayModel {
  const firstColumn = SEATS.indexOf(context.firstColumn);
  const noteReferences: NoteReference[] = [];
  const { records, terminator, plus, marks, unranked } = collectCards(items, firstColumn, sink, noteReferences, transient);
  const replay = replayTricks(records, context, sink, source, plus, marks);
  reportUnrecordedTricks(records, sink);
  const model = new PlayModel(context.firstColumn, records, noteReferences, source, replay, terminator);
  if (replay.notHeld > 0) markBroken(model, context, replay.notHeld, sink);
  if (unranked) markUnranked(model, unranked, sink);
  return model;
}

/** Records a play with cards entered without their rank as broken (after a not-held diagnosis, which keeps its own finding). */
function markUnranked(model: PlayModel, entries: readonly UnrankedEntry[], sink: ProblemSink): void {
  const unranked = diagnoseUnranked(model.records, entries);
  model.broken ??= unranked;
  // The finding stands for what the replay said of those '-' cards (who won their trick, a revoke they may explain): one finding, not three.
  const entered = new Set(unranked.tricks);
  const explained = (problem: Problem) => (problem.code === 'pbn.play.unknown-winner' && entered.has(Number(problem.args.trick)))
    || (problem.code === 'pbn.revoke.unknown-card' && String(problem.args.tricks).split(',').every((trick) => entered.has(Number(trick))));
  foldInto(sink, explained);
  sink.add('pbn.play.broken-record', 'error', unranked.start, unranked.end, unrankedArgs(unranked));
  forgetFailures(model);
}

/** Records the diagnosis of a broken record with one finding, and forgets the revokes it would otherwise show. */
function markBroken(model: PlayModel, context: PlayContext, notHeld: number, sink: ProblemSink): void {
  const broken = diagnoseBrokenPlay(model.records, context, notHeld);
  if (!broken) return;
  model.broken = broken;
  // The finding stands for its own card and for the cards of the tricks the diagnosis reads anew: one finding, not one per card.
  const explained = new Set(broken.cause === 'unexplained' ? [] : broken.tricks);
  const folded = (problem: Problem) => problem.code === 'pbn.card.not-in-hand' && (problem.start === broken.start || explained.has(Number(problem.args.trick)));
  foldInto(sink, folded);
  sink.add('pbn.play.broken-record', 'error', broken.start, broken.end, brokenPlayArgs(broken));
  forgetFailures(model);
}

/** Drops the problems a broken-record finding stands for (it is added next, one finding for them all). */
function foldInto(sink: ProblemSink, folded: (problem: Problem) => boolean): void {
  if (!sink.problems.some(folded)) return;
  const kept = sink.problems.filter((problem) => !folded(problem));
  sink.problems.length = 0;
  pushAll(sink.problems, kept);
}

/** Forgets the failures to follow suit of a broken record: they are the record's, not the players'. */
function forgetFailures(model: PlayModel): void {
  for (let slot = 0; slot < model.records.count; slot++) if (model.records.held(slot) >= 0) model.records.setHeld(slot, -1);
  model.revokes = [];
  model.failedToFollow = false;
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

