/**
 * The `[Irregularities]` tag vocabulary as completion and hover use it: a thin adapter over the
 * Laws engine's vocabulary (laws/irregularityVocabulary.ts), which owns the event words, their
 * choices per edition and the meanings in English and Dutch; a `name=value` fact (§3a) reads
 * through laws/irregularities/eventFacts.ts, its words in i18n/laws/factMeanings.ts.
 */
import { eventLawsText } from '../../i18n/completionTexts';
import { Language } from '../../i18n/localize';
import { ChoiceDefinition, EventDefinition, IRREGULARITY_EVENTS, choicesIn, findChoiceDefinition, findEventDefinition } from '../../laws/irregularityVocabulary';
import { Edition } from '../../shapes/laws';
import { findFactDefinition, splitFact } from '../../laws/irregularities/eventFacts';
import { factHoverText } from '../../i18n/laws/factMeanings';

/** The events of the Irregularities tag. */
export function irregularityVocabulary(): readonly EventDefinition[] {
  return IRREGULARITY_EVENTS;
}

/** The choices of an event that exist in an edition. */
export function choicesFor(event: EventDefinition, edition: Edition): ChoiceDefinition[] {
  return choicesIn(event, edition);
}

/** "**Revoke** (Laws 61-64): a revoke: …" — the hover text of an event or choice word; undefined for other words. */
export function describeIrregularityWord(word: string, edition: Edition, language: Language): string | undefined {
  const fact = splitFact(word);
  const definition = fact && findFactDefinition(fact.name);
  if (definition) return factHoverText(definition.name, definition.event, definition.parse(fact!.value), language);
  const event = findEventDefinition(word);
  if (event) return `**${event.name}** (${eventLawsText(event.laws, language)}): ${event.meaning[language]}`;
  for (const candidate of IRREGULARITY_EVENTS) {
    const found = findChoiceDefinition(candidate, word);
    if (found && choicesIn(candidate, edition).includes(found.choice)) return `**${found.choice.value}${found.suitText ?? ''}** (${candidate.name}): ${found.choice.meaning[language]}`;
  }
  return undefined;
}
