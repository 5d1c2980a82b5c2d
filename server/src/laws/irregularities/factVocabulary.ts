/**
 * The facts an `[Irregularities]` event may carry after its five fields (annotations.md §3a,
 * "Rulings from the facts"): a static, pure table of each fact's name, the events it belongs to
 * and its kind of value, its values and the editions in which it can matter. The
 * reader, the recorder ("PBN: Record a Ruling…") and completion read it; the explanations in
 * English and Dutch are in i18n/laws/factTexts.ts.
 *
 * Which facts a board still needs is not decided here: the Laws engine decides it from the board
 * (laws/revoke/fromFacts.ts, `factsStillNeeded`; a claim's award: irregularities/claims.ts), and the
 * recorder, completion and the findings all ask it (model/game/factRulings.ts). `editions` below
 * only says where a fact can matter at all: `legal` in 1987 and 1997 (64A2's extra trick for a
 * later win with a card the offender could legally have played to the revoke trick; 1987 Art 64 has
 * no seed text and is modelled on 1997, seed 000 Art 64), the others in every edition.
 * Facts an edition does not need are accepted (a file may be ruled under another edition later).
 */
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
