/**
 * The grammar of the facts an `[Irregularities]` event may carry after its five fields
 * (annotations.md §3a): `name=value` words, no spaces inside one. Which names each event takes
 * and how each value reads: `led=SUIT`, `won=SEAT`, `later=N` (0–12), `legal=yes|no` on a
 * `Revoke`; `award=N` (0–13) on a `Claim`. Names and values compare case-insensitively. The
 * reader reports what does not fit; the engine reads the facts from the parsed record.
 */
import { parseSuit } from '../../bridge/cards';
import { parseSeat } from '../../bridge/seats';
import { EventFacts } from '../../shapes/laws';
import type { IrregularityEventName } from '../irregularityVocabulary';
import { FACTS } from './factVocabulary';

export type { EventFacts };

/** A fact's name. */
export type FactName = keyof EventFacts;

/** What a fact's value must be, for the reader's message: a suit, a seat, a count or yes/no. */
export type FactValueKind = 'suit' | 'seat' | 'later' | 'yesno' | 'award';

/** One fact: the event it belongs to and how its value reads. */
export interface FactDefinition {
  name: FactName;
  event: IrregularityEventName;
  kind: FactValueKind;
  parse: (text: string) => EventFacts[FactName] | undefined;
}

function count(text: string, most: number): number | undefined {
  return /^\d{1,2}$/.test(text) && Number(text) <= most ? Number(text) : undefined;
}

/** How each fact's value reads; its name and events come from the vocabulary (factVocabulary.ts). */
const VALUE_READERS: { [name in FactName]: { kind: FactValueKind; parse: FactDefinition['parse'] } } = {
  led: { kind: 'suit', parse: (text) => (text.length === 1 ? parseSuit(text) : undefined) },
  won: { kind: 'seat', parse: (text) => (text.length === 1 ? parseSeat(text) : undefined) },
  later: { kind: 'later', parse: (text) => count(text, 12) },
  legal: { kind: 'yesno', parse: (text) => (/^yes$/i.test(text) ? true : /^no$/i.test(text) ? false : undefined) },
  award: { kind: 'award', parse: (text) => count(text, 13) },
};

/** Every fact with the event it belongs to, in the vocabulary's order (annotations.md §3a). */
export const EVENT_FACTS: readonly FactDefinition[] = FACTS.flatMap((fact) =>
  fact.events.map((event) => ({ name: fact.name, event, ...VALUE_READERS[fact.name] })));

/** The definition of a fact name (case-insensitive); undefined when unknown. */
export function findFactDefinition(name: string): FactDefinition | undefined {
  return EVENT_FACTS.find((definition) => definition.name === name.toLowerCase());
}

/** The fact names an event takes, in order. */
export function factsOf(event: IrregularityEventName): FactName[] {
  return EVENT_FACTS.filter((definition) => definition.event === event).map((definition) => definition.name);
}

/** A `name=value` word split in two; undefined when it has no `=` or an empty side. */
export function splitFact(word: string): { name: string; value: string } | undefined {
  const match = /^([^=]+)=([^=]+)$/.exec(word);
  return match ? { name: match[1], value: match[2] } : undefined;
}
