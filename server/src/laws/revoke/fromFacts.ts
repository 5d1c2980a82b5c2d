/**
 * Law 64 from the facts the Director has (annotations.md §3a), for a board without a play record:
 * each `Revoke` event with its `led`, `won`, `later` and `legal` facts gets the ruling the same
 * board would get from its full play record — established or corrected (62), the edition's 64B
 * exceptions in its order (B1 from `won` and `later`, B2 from `led` on an earlier revoke by the
 * same player, B3 for dummy's revoke from the Declarer tag, B4/B5 from the choice, B6 from the
 * trick number, B7/B8 from the other side's revokes), else the 64A transfer (by side in 1975, by
 * the player who won the revoke trick from 1987, the 1987/1997 extra trick from `legal`), and the
 * cap at the tricks the offending side won from its first revoke on.
 *
 * A fact is asked for only when the answer changes the ruling: every value it could take (within
 * what the table result leaves possible) is tried, and a missing fact that makes a difference
 * becomes a finding with what each answer would give, never a guess. Facts that cannot all be
 * true together (more tricks after the revoke than the board has left, more than the side won at
 * the table) are a finding too.
 *
 * This is also the one place that decides which facts a board still needs: `factsStillNeeded` reads
 * the same decision, and the recorder, completion and the findings ask it (never a table of their own).
 *
 * Doubt: a revoke that fails to play a penalty card of the suit led (64B3 for a faced card) needs
 * the offender's holding at the revoke trick, which the facts do not give; only dummy's revoke is
 * recognised as 64B3 here (a penalty card's revoke is ruled from the play record).
 */
import { SEATS, Seat, Side, otherSide, partnerOf, sideOf } from '../../bridge/seats';
import { SUITS, suitOf } from '../../bridge/cards';
import { EditionRules, rulesFor } from '../editions';
import { Edition, EventFacts, IrregularityEvent, RevokeException, RevokeRuling } from '../../shapes/laws';
import { FactName } from '../irregularities/eventFacts';
import { largest, smallest } from '../../arrays';

/** What the engine reads for a board ruled from facts. */
export interface FactsBoard {
  /** Undefined when the Declarer tag does not say: then nobody is known to be dummy (64B3) and no side's total is known. */
  declarer?: Seat;
  /** The well-formed events of the tag, in tag order (a ruling's `eventIndex` counts in this list). */
  events: readonly IrregularityEvent[];
  /** The declaring side's tricks at the table, before any transfer; undefined when unknown. */
  tableTricks?: number;
}

/** One answer to a missing fact and what it gives. */
export interface FactAlternative {
  /** The values of the fact that give this outcome (seats, suits, counts or yes/no), as written in the tag. */
  values: string[];
  transfer: number;
  law: string;
  exception?: RevokeException;
}

/** Why an event got no ruling from its facts. */
export type FactFinding =
  | {
    kind: 'needs-facts'; eventIndex: number; trick?: number; seat: Seat;
    /** The facts whose answer changes the ruling, in the order of annotations.md §3a. */
    missing: FactName[];
    /** Each answer of the one missing fact and its outcome (only when exactly one fact is missing). */
    alternatives: FactAlternative[];
    /** With more than one fact missing: the fewest and most tricks the answers give. */
    range?: { least: number; most: number };
    /** 64B2: the trick of an earlier revoke by the same player whose `led` is missing. */
    earlierTrick?: number;
  }
  | { kind: 'contradicted'; eventIndex: number; trick?: number; seat: Seat; reason: FactContradiction; side: Side; tableTricks?: number }
  | { kind: 'needs-trick'; eventIndex: number; seat: Seat };

/** Facts that cannot be true together, or with the board. */
export type FactContradiction = 'later-beyond-board' | 'more-than-side-won' | 'card-of-suit-led' | 'legal-without-later';

/** The rulings and findings of a board's `Revoke` events. */
export interface FactsRulings {
  rulings: RevokeRuling[];
  findings: FactFinding[];
}

/** One revoke event, read for the ruling. */
interface FactRevoke {
  eventIndex: number;
  event: IrregularityEvent;
  trick: number;
  seat: Seat;
  choice: string;
  facts: EventFacts;
  established: boolean;
}

/** A decided outcome for one combination of facts. */
interface Outcome {
  transfer: number;
  law: string;
  exception?: RevokeException;
  extraTrick?: boolean;
}

/** Rules on every `Revoke` event of a board from its facts, under one edition. */
export function ruleFromFacts(board: FactsBoard, edition: Edition): FactsRulings {
  const rules = rulesFor(edition);
  const rulings: RevokeRuling[] = [];
  const findings: FactFinding[] = [];
  const revokes: FactRevoke[] = [];
  board.events.forEach((event, eventIndex) => {
    if (event.event.toLowerCase() !== 'revoke') return;
    const choice = event.choice.toLowerCase();
    if (choice === 'recorderror' || (choice === 'asifestablished' && !rules.play.asIfEstablished)) return;
    if (event.trick === undefined) {
      findings.push({ kind: 'needs-trick', eventIndex, seat: event.seat });
      return;
    }
    revokes.push({ eventIndex, event, trick: event.trick, seat: event.seat, choice, facts: event.facts ?? {}, established: choice !== 'corrected' });
  });
  for (const revoke of revokes) {
    const ruling = baseRuling(rules, revoke, board);
    if (!revoke.established) {
      rulings.push(ruling);
      continue;
    }
    const contradiction = contradictionOf(revoke, board);
    if (contradiction) {
      findings.push({ kind: 'contradicted', eventIndex: revoke.eventIndex, trick: revoke.trick, seat: revoke.seat, reason: contradiction, side: sideOf(revoke.seat), tableTricks: board.tableTricks });
      continue;
    }
    const decided = decide(rules, revoke, revokes, board);
    if ('finding' in decided) {
      findings.push(decided.finding);
      continue;
    }
    ruling.law = decided.outcome.law;
    ruling.transfer = decided.outcome.transfer;
    if (decided.outcome.exception) ruling.exception = decided.outcome.exception;
    if (decided.outcome.extraTrick) ruling.extraTrick = true;
    rulings.push(ruling);
  }
  capTransfers(rulings, revokes);
  return { rulings, findings };
}

/** The ruling of an event before the law decides: established or corrected, with its facts. */
function baseRuling(rules: EditionRules, revoke: FactRevoke, board: FactsBoard): RevokeRuling {
  const card = parseCardOrDash(revoke.event.card);
  const ruling: RevokeRuling = {
    kind: 'revoke', trick: revoke.trick, seat: revoke.seat, card, held: card, established: revoke.established, marked: false,
    law: rules.correctionArticle, transfer: 0, to: otherSide(sideOf(revoke.seat)), eventIndex: revoke.eventIndex, fromFacts: { ...revoke.facts },
  };
  if (revoke.choice === 'asifestablished') ruling.establishedBy = 'inquiry';
  if (!revoke.established) {
    ruling.corrected = true;
    ruling.byDeclaringSide = board.declarer !== undefined && sideOf(revoke.seat) === sideOf(board.declarer);
  }
  if (rules.assumptions.some((assumption) => assumption.topic === 'revoke')) ruling.assumed = true;
  return ruling;
}

function parseCardOrDash(text: string): string {
  return /^[SHDC][AKQJT2-9]$/.test(text) ? text : '-';
}

/** The tricks the offending side won at the table, when the table result is known. */
function sideTotal(revoke: FactRevoke, board: FactsBoard): number | undefined {
  if (board.tableTricks === undefined || board.declarer === undefined) return undefined;
  return sideOf(revoke.seat) === sideOf(board.declarer) ? board.tableTricks : 13 - board.tableTricks;
}

/** Facts that cannot all be true for this board; undefined when they can. */
function contradictionOf(revoke: FactRevoke, board: FactsBoard): FactContradiction | undefined {
  const { led, won, later, legal } = revoke.facts;
  const card = parseCardOrDash(revoke.event.card);
  if (led !== undefined && card !== '-' && suitOf(card) === led) return 'card-of-suit-led';
  if (later !== undefined && later > 13 - revoke.trick) return 'later-beyond-board';
  if (legal === true && later === 0) return 'legal-without-later';
  const total = sideTotal(revoke, board);
  const wonTrick = won !== undefined && sideOf(won) === sideOf(revoke.seat) ? 1 : 0;
  if (total !== undefined && later !== undefined && wonTrick + later > total) return 'more-than-side-won';
  return undefined;
}

/** The facts the decision reads, with each one's possible values. */
const DOMAINS: Record<Exclude<FactName, 'award'>, (revoke: FactRevoke) => Array<EventFacts[FactName]>> = {
  led: () => [...SUITS],
  won: () => [...SEATS],
  later: (revoke) => Array.from({ length: 14 - revoke.trick }, (_, count) => count),
  legal: () => [true, false],
};
const ORDER: Array<Exclude<FactName, 'award'>> = ['led', 'won', 'later', 'legal'];

/** Decides one established revoke, or says which facts are missing and what each answer gives. */
function decide(rules: EditionRules, revoke: FactRevoke, all: readonly FactRevoke[], board: FactsBoard): { outcome: Outcome } | { finding: FactFinding } {
  const unknown = ORDER.filter((name) => revoke.facts[name] === undefined);
  const combos = combinations(revoke, unknown).filter((facts) => possible(revoke, facts, board));
  const outcomes = combos.map((facts) => ({ facts, outcome: outcomeFor(rules, { ...revoke, facts }, all, dummyOf(board)) }));
  const key = (outcome: Outcome) => `${outcome.transfer}|${outcome.law}|${outcome.exception ?? ''}|${outcome.extraTrick ? 1 : 0}`;
  const distinct = new Set(outcomes.map((entry) => key(entry.outcome)));
  const transfers = new Set(outcomes.map((entry) => entry.outcome.transfer));
  if (outcomes.length > 0 && (distinct.size === 1 || (transfers.size === 1 && outcomes[0].outcome.transfer === 0))) {
    // No trick whatever the answers: the article is the exception that holds for every answer (dummy's revoke, trick 12,
    // the next board…), even where 64B1 is tried first and would hold for some answers only.
    const always = rules.exceptions.find((exception) => combos.every((facts) => exceptionApplies(exception.id, rules, { ...revoke, facts }, all, dummyOf(board))));
    const outcome = distinct.size === 1 || !always ? outcomes[0].outcome : { transfer: 0, law: always.article, exception: always.id };
    // 64B2 compares the suit led to an earlier revoke of the same player: without it there, nobody can tell (unless an exception tried before B2 decides).
    const earlier = all.find((candidate) => candidate.trick < revoke.trick && candidate.seat === revoke.seat && candidate.facts.led === undefined
      && (candidate.established || !rules.sameSuitNeedsEarlierEstablished));
    const order = (id?: RevokeException) => rules.exceptions.findIndex((exception) => exception.id === id);
    const b2 = order('B2');
    if (earlier && b2 >= 0 && (outcome.exception === undefined || order(outcome.exception) > b2)) {
      return { finding: { kind: 'needs-facts', eventIndex: revoke.eventIndex, trick: revoke.trick, seat: revoke.seat, missing: ['led'], alternatives: [], earlierTrick: earlier.trick } };
    }
    return { outcome };
  }
  // The facts whose answer changes the ruling for some answers of the others.
  const missing = unknown.filter((name) => outcomes.some((entry) => outcomes.some((other) =>
    key(other.outcome) !== key(entry.outcome) && ORDER.every((fact) => fact === name || other.facts[fact] === entry.facts[fact]))));
  const finding: FactFinding = { kind: 'needs-facts', eventIndex: revoke.eventIndex, trick: revoke.trick, seat: revoke.seat, missing: missing.length ? missing : unknown, alternatives: [] };
  if (missing.length === 1) {
    const groups = new Map<string, FactAlternative>();
    for (const entry of outcomes) {
      const text = factValueText(missing[0], entry.facts[missing[0]]);
      const group = groups.get(key(entry.outcome)) ?? { values: [], transfer: entry.outcome.transfer, law: entry.outcome.law, ...(entry.outcome.exception ? { exception: entry.outcome.exception } : {}) };
      if (!group.values.includes(text)) group.values.push(text);
      groups.set(key(entry.outcome), group);
    }
    finding.alternatives = [...groups.values()];
  } else if (outcomes.length > 0) {
    const transfers = outcomes.map((entry) => entry.outcome.transfer);
    finding.range = { least: smallest(transfers), most: largest(transfers) };
  }
  return { finding };
}

/** A fact's value as the tag writes it. */
function factValueText(name: FactName, value: EventFacts[FactName]): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** Dummy's seat, when the declarer is known. */
function dummyOf(board: FactsBoard): Seat | undefined {
  return board.declarer === undefined ? undefined : partnerOf(board.declarer);
}

/**
 * The facts of event `eventIndex` the engine still needs before it can rule on the board's revokes,
 * in the order of annotations.md §3a: those its finding names (each answer of one changes the
 * ruling), and `led` where 64B2 compares the suits led to two revokes of the same player and the
 * earlier one's is missing (then both are asked). Empty when the engine rules on the event, when its facts contradict the board (that is
 * a finding of its own, not a missing fact) and for an event it does not rule on.
 */
export function factsStillNeeded(board: FactsBoard, edition: Edition, eventIndex: number): FactName[] {
  const event = board.events[eventIndex];
  if (!event) return [];
  const needed = new Set<FactName>();
  for (const finding of ruleFromFacts(board, edition).findings) {
    if (finding.kind !== 'needs-facts') continue;
    const own = finding.eventIndex === eventIndex;
    if (finding.earlierTrick === undefined) {
      if (own) finding.missing.forEach((name) => needed.add(name));
    } else if ((own || (finding.earlierTrick === event.trick && finding.seat === event.seat)) && event.facts?.led === undefined) {
      // 64B2 compares the suits led to both revokes: the earlier one's `led` is missing, so both are asked.
      needed.add('led');
    }
  }
  return ORDER.filter((name) => needed.has(name));
}

/** Every combination of the unknown facts' values, with the known ones kept. */
function combinations(revoke: FactRevoke, unknown: ReadonlyArray<Exclude<FactName, 'award'>>): EventFacts[] {
  let combos: EventFacts[] = [{ ...revoke.facts }];
  for (const name of unknown) {
    combos = combos.flatMap((facts) => DOMAINS[name](revoke).map((value) => ({ ...facts, [name]: value })));
  }
  return combos;
}

/** True when a combination of facts can be true for this board (the same checks as for written facts). */
function possible(revoke: FactRevoke, facts: EventFacts, board: FactsBoard): boolean {
  return contradictionOf({ ...revoke, facts }, board) === undefined;
}

/** Law 64 for one established revoke whose facts are all known. */
function outcomeFor(rules: EditionRules, revoke: FactRevoke, all: readonly FactRevoke[], dummy: Seat | undefined): Outcome {
  const exception = rules.exceptions.find((candidate) => exceptionApplies(candidate.id, rules, revoke, all, dummy));
  if (exception) return { transfer: 0, law: exception.article, exception: exception.id };
  const side = sideOf(revoke.seat);
  const won = revoke.facts.won!;
  const later = revoke.facts.later!;
  const laterBonus = later >= 1 ? 1 : 0;
  const sideWonRevokeTrick = sideOf(won) === side ? 1 : 0;
  if (rules.transferFormula === 'bySide') return { transfer: sideWonRevokeTrick + laterBonus, law: rules.transferArticles.offenderWon };
  // A trick won by dummy's card is not won by declarer: only the offender's own card counts for 64A1.
  if (won === revoke.seat) return { transfer: 1 + laterBonus, law: rules.transferArticles.offenderWon };
  const fromRevokeTrick = sideWonRevokeTrick + later;
  const base = fromRevokeTrick >= 1 ? 1 : 0;
  // Doubt: the 1997 seed's 64A2 (seed 000 Art. 64A2) adds the extra trick without naming a cap; the rulebook (§2.5) caps the
  // transfer at the tricks the offending side won from the revoke trick on, as no more can be transferred. So with one such
  // trick `legal` cannot matter, and factsStillNeeded does not ask for it.
  const extra = rules.extraTrickForLaterWinWithLegalCard && revoke.facts.legal === true ? 1 : 0;
  const transfer = Math.min(base + extra, fromRevokeTrick);
  return { transfer, law: rules.transferArticles.offenderDidNotWin, ...(transfer > base ? { extraTrick: true } : {}) };
}

/** Whether a 64B exception applies to a revoke with these facts. */
function exceptionApplies(id: RevokeException, rules: EditionRules, revoke: FactRevoke, all: readonly FactRevoke[], dummy: Seat | undefined): boolean {
  const side = sideOf(revoke.seat);
  switch (id) {
    case 'B1': return sideOf(revoke.facts.won!) !== side && revoke.facts.later === 0;
    case 'B2': return all.some((earlier) => earlier.trick < revoke.trick && earlier.seat === revoke.seat
      && earlier.facts.led !== undefined && earlier.facts.led === revoke.facts.led
      && (earlier.established || !rules.sameSuitNeedsEarlierEstablished));
    case 'B3': return revoke.seat === dummy;
    case 'B4': return revoke.choice === 'nextboard';
    case 'B5': return revoke.choice === 'afterround';
    case 'B6': return revoke.trick >= 12;
    case 'B7': return all.some((other) => other.established && sideOf(other.seat) === otherSide(side));
    case 'B8': return all.some((other) => other.trick === revoke.trick && !other.established && sideOf(other.seat) === otherSide(side));
  }
}

/** Cuts the transfers of each offending side down to the tricks it won from its first established revoke on (`won` and `later` of that revoke). */
function capTransfers(rulings: RevokeRuling[], revokes: readonly FactRevoke[]): void {
  for (const side of ['NS', 'EW'] as Side[]) {
    const own = rulings.filter((ruling) => ruling.established && sideOf(ruling.seat) === side).sort((a, b) => a.trick - b.trick);
    if (own.length === 0) continue;
    const first = revokes.find((revoke) => revoke.eventIndex === own[0].eventIndex)!;
    const { won, later } = first.facts;
    // Without both facts of the first revoke its own ruling did not need them; nothing bounds the others then.
    if (won === undefined || later === undefined) continue;
    let remaining = (sideOf(won) === side ? 1 : 0) + later;
    for (const ruling of own) {
      if (ruling.transfer > remaining) {
        ruling.transfer = remaining;
        ruling.capped = true;
      }
      remaining -= ruling.transfer;
    }
  }
}
