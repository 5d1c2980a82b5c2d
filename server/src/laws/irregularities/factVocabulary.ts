/**
 * The facts an `[Irregularities]` event may carry after its five fields (annotations.md §3a,
 * "Rulings from the facts"): a static, pure table of each fact's name, the events it belongs to
 * and its kind of value, and which of them a board's edition needs before the Laws decide. The
 * reader, the recorder ("PBN: Record a Ruling…") and completion read it; the explanations in
 * English and Dutch are in i18n/laws/factTexts.ts.
 *
 * What each edition needs for an established revoke that no play record shows (laws-rulebook.md
 * §2.5 and §2.6, the 1975 code from seed 002 Art 64, 1997 from seed 000 Art 64):
 * - every edition: `won` (the revoke trick: won by the offender, his partner or an opponent) and
 *   `later` (the offending side's tricks after it). 1975 counts by side: the revoke trick if the
 *   offending side won it, plus one if it won a later trick; 1987 on count by player (64A1/64A2).
 *   Both need the same two facts; 1975 reads only the side of `won`.
 * - 1987 and 1997 (`extraTrickForLaterWinWithLegalCard`): also `legal` when the offender did not
 *   win the revoke trick himself and his side won a trick after it (64A2's extra trick; with
 *   `later=0` he won no later trick, so the answer cannot matter). 1987 Art 64 has no seed text:
 *   it is modelled on the 1997 text, as the rulebook assumes.
 * - `led` for the 64B2 exception (1975: 64b), when the same player has another revoke on the board:
 *   a second revoke in the same suit is not rectified. With no other revoke of his it cannot matter.
 * - no fact when the Laws decide without them: a revoke at trick 12 or 13 (64B6, 1975 64e), a revoke
 *   by dummy (64B3, 1975 64c: failing to play a faced card), a revoke corrected or first noticed on
 *   the next board or after the round (64B4/B5), a recording error, and in the editions with 64B7
 *   (2007, 2017) a board where the other side also has an established revoke.
 * - `award` for a claim the Director decides (`Disputed`, and `PlayedOn`: 2017 68D2(b) play went on,
 *   the Director still rules). An `Agreed` claim needs none: the Result holds what the players
 *   agreed. Doubt: annotations.md §3a lists `award` for `Claim` without naming the choices; an
 *   agreed claim involves no decision of the Director, so none is asked for.
 * Facts an edition does not need are accepted (a file may be ruled under another edition later).
 */
import { Seat, sideOf } from '../../bridge/seats';
import { SUITS } from '../../bridge/cards';
import { Localized } from '../../i18n/localize';
import { FACT_EXPLANATIONS } from '../../i18n/laws/factTexts';
import { rulesFor } from '../editions';
import { EDITIONS, Edition } from '../../shapes/laws';
import { IrregularityEventName } from '../irregularityVocabulary';

/** The names of the facts. */
export type FactName = 'led' | 'won' | 'later' | 'legal' | 'award';

/** What a fact's value is: a suit letter, a seat letter, a count of tricks 0-13, or yes/no. */
export type FactValueKind = 'suit' | 'seat' | 'count' | 'yesNo';

/** One fact of the table. */
export interface FactDefinition {
  name: FactName;
  /** The events that may carry it. */
  events: readonly IrregularityEventName[];
  kind: FactValueKind;
  /** The editions in which the fact can decide a ruling (neededFacts says when a board needs it). */
  editions: readonly Edition[];
  explanation: Localized<string>;
}

/** The editions with 64A2's extra trick for a later win with a card of the suit led (1987, 1997). */
const EXTRA_TRICK_EDITIONS = EDITIONS.filter((edition) => rulesFor(edition).extraTrickForLaterWinWithLegalCard);

/** Every fact, in the order an event writes them (annotations.md §3a). */
export const FACTS: readonly FactDefinition[] = [
  { name: 'led', events: ['Revoke'], kind: 'suit', editions: EDITIONS, explanation: FACT_EXPLANATIONS.led },
  { name: 'won', events: ['Revoke'], kind: 'seat', editions: EDITIONS, explanation: FACT_EXPLANATIONS.won },
  { name: 'later', events: ['Revoke'], kind: 'count', editions: EDITIONS, explanation: FACT_EXPLANATIONS.later },
  { name: 'legal', events: ['Revoke'], kind: 'yesNo', editions: EXTRA_TRICK_EDITIONS, explanation: FACT_EXPLANATIONS.legal },
  { name: 'award', events: ['Claim'], kind: 'count', editions: EDITIONS, explanation: FACT_EXPLANATIONS.award },
];

/** The definition of a fact name (case-insensitive); undefined when unknown. */
export function findFactDefinition(name: string): FactDefinition | undefined {
  return FACTS.find((fact) => fact.name === name.toLowerCase());
}

/** The facts an event may carry. */
export function factsOf(event: IrregularityEventName): FactDefinition[] {
  return FACTS.filter((fact) => fact.events.includes(event));
}

/** The values a fact takes as written, in order; `later` after trick `trick` is at most the tricks left. */
export function factValues(fact: FactDefinition, trick?: number): string[] {
  switch (fact.kind) {
    case 'suit': return [...SUITS];
    case 'seat': return ['N', 'E', 'S', 'W'];
    case 'yesNo': return ['yes', 'no'];
    case 'count': {
      const highest = fact.name === 'later' && trick !== undefined ? 13 - trick : 13;
      return Array.from({ length: highest + 1 }, (_, count) => String(count));
    }
  }
}

/** Another revoke on the same board, as the tag records it. */
export interface OtherRevoke {
  seat: Seat;
  choice: string;
}

/** What decides which facts an event needs. */
export interface FactContext {
  edition: Edition;
  event: IrregularityEventName;
  choice: string;
  /** The trick; undefined for `-` (the whole board). */
  trick?: number;
  /** The offender (the event's seat). */
  seat: Seat;
  /** Dummy's seat, when the Declarer tag gives it. */
  dummy?: Seat;
  /** The play record shows the event's trick: the Laws read the play, not facts. */
  playShowsTrick: boolean;
  /** The board's other revokes (the tag's Revoke events besides this one). */
  otherRevokes: readonly OtherRevoke[];
  /** The facts answered so far (a later question may depend on an earlier answer). */
  known: Partial<Record<FactName, string>>;
}

/** Choices after which Law 64 transfers tricks: the ones that need the facts of the transfer. */
const TRANSFERRING_CHOICES = new Set(['established', 'asifestablished']);

/** Choices of a claim the Director decides. */
const DECIDED_CLAIMS = new Set(['disputed', 'playedon']);

/** The facts the board's edition needs to rule on the event, in the order they are asked; given `known`, a fact that cannot matter is left out. */
export function neededFacts(context: FactContext): FactName[] {
  const choice = context.choice.toLowerCase();
  if (context.event === 'Claim') return DECIDED_CLAIMS.has(choice) ? ['award'] : [];
  if (context.event !== 'Revoke' || !TRANSFERRING_CHOICES.has(choice) || context.playShowsTrick) return [];
  const rules = rulesFor(context.edition);
  const has = (id: string) => rules.exceptions.some((exception) => exception.id === id);
  if (context.trick !== undefined && context.trick >= 12 && has('B6')) return [];
  if (context.dummy === context.seat && has('B3')) return [];
  const established = context.otherRevokes.filter((other) => TRANSFERRING_CHOICES.has(other.choice.toLowerCase()));
  if (has('B7') && established.some((other) => sideOf(other.seat) !== sideOf(context.seat))) return [];
  const needed: FactName[] = [];
  if (has('B2') && established.some((other) => other.seat === context.seat)) needed.push('led');
  needed.push('won', 'later');
  const won = context.known.won?.toUpperCase();
  const laterWins = context.known.later !== undefined && context.known.later !== '0';
  // 64A2's extra trick: only when someone other than the offender won the revoke trick and his side won a trick after it.
  if (rules.extraTrickForLaterWinWithLegalCard && won !== undefined && won !== context.seat && laterWins) needed.push('legal');
  return needed;
}
