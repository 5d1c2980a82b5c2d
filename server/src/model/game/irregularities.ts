/**
 * The `[Irregularities]` tag (annotations.md §3): events separated by `;`, each five fields
 * separated by spaces — trick, seat, event, card, choice — then any `name=value` facts (§3a,
 * laws/irregularities/eventFacts.ts; a revoke card nobody noted is `-`). Every event and field keeps its exact
 * offsets. Each field is checked against the vocabulary of the game's edition (unknown event or
 * choice, a choice the edition does not offer, a malformed card or suit), then against the deal
 * and the play (a trick beyond the record, a card the seat no longer held, an event the record
 * contradicts). Every message names the event and lists the valid values. The well-formed events
 * go to the Laws engine.
 */
import { parseCard, parseSuit } from '../../bridge/cards';
import { parseSeat } from '../../bridge/seats';
import { choiceLabel, choicesIn, findChoiceDefinition, findEventDefinition, IRREGULARITY_EVENTS } from '../../laws/irregularityVocabulary';
import { valueContentRange } from '../../syntax/gameSyntax';
import { tagNamed } from './tagIndex';
import { ProblemSink } from '../../syntax/problems';
import { factsOf, FactName, findFactDefinition, splitFact } from '../../laws/irregularities/eventFacts';
import type { EventDefinition } from '../../laws/irregularityVocabulary';
import type { EventFacts } from '../../shapes/laws';
import type { EventField, GameModel, IrregularitiesModel, ParsedIrregularity } from './gameModel';
import { checkAgainstRecord, reportLeaderHint } from './irregularitiesRecord';

/** Reads and checks the game's Irregularities tag and stores it on the model; then looks for an unmarked lead out of turn. */
export function readIrregularities(model: GameModel, sink: ProblemSink): void {
  const tag = tagNamed(model.syntax, 'Irregularities');
  if (!tag || tag.value.trim() === '') { reportLeaderHint(model, sink); return; }
  const [contentStart] = valueContentRange(tag);
  const entries = splitEvents(tag.value, contentStart);
  for (const entry of entries) checkFields(model, entry, sink);
  const result: IrregularitiesModel = { entries, events: [] };
  for (const entry of entries) if (entry.event) result.events.push(entry.event);
  model.irregularities = result;
  checkAgainstRecord(model, result, sink);
  reportLeaderHint(model, sink);
}

/** Splits the value at `;` and each event at spaces, keeping offsets. */
export function splitEvents(value: string, offset: number): ParsedIrregularity[] {
  const entries: ParsedIrregularity[] = [];
  let segmentStart = 0;
  for (let index = 0; index <= value.length; index++) {
    if (index < value.length && value[index] !== ';') continue;
    const segment = value.slice(segmentStart, index);
    const fields: EventField[] = [];
    for (const match of segment.matchAll(/\S+/g)) {
      const start = offset + segmentStart + match.index!;
      fields.push({ text: match[0], start, end: start + match[0].length });
    }
    if (fields.length > 0) {
      entries.push({ text: segment.trim(), start: fields[0].start, end: fields[fields.length - 1].end, fields });
    }
    segmentStart = index + 1;
  }
  return entries;
}

/** Checks the five fields of one event against the vocabulary of the edition. */
function checkFields(model: GameModel, entry: ParsedIrregularity, sink: ProblemSink): void {
  const edition = model.edition.edition;
  if (entry.fields.length < 5) {
    sink.add('pbn.irregularities.syntax', 'error', entry.start, entry.end, { event: entry.text, count: entry.fields.length });
    return;
  }
  const [trickField, seatField, eventField, cardField, choiceField] = entry.fields;
  let wellFormed = true;
  const trick = trickField.text === '-' ? undefined : Number(trickField.text);
  if (trick !== undefined && !(/^\d+$/.test(trickField.text) && trick >= 1 && trick <= 13)) {
    sink.add('pbn.irregularities.bad-trick', 'error', trickField.start, trickField.end, { event: entry.text, value: trickField.text });
    wellFormed = false;
  }
  const seat = seatField.text.length === 1 ? parseSeat(seatField.text) : undefined;
  if (!seat) {
    sink.add('pbn.irregularities.bad-seat', 'error', seatField.start, seatField.end, { event: entry.text, value: seatField.text });
    wellFormed = false;
  }
  const definition = findEventDefinition(eventField.text);
  if (!definition) {
    const valid = IRREGULARITY_EVENTS.map((candidate) => candidate.name).join(', ');
    sink.add('pbn.irregularities.unknown-event', 'error', eventField.start, eventField.end, { event: entry.text, value: eventField.text, valid });
    return;
  }
  entry.definition = definition;
  // A revoke card nobody noted is written `-` (annotations.md §3a).
  const cardOk = definition.card === 'card' ? !!parseCard(cardField.text) || (definition.name === 'Revoke' && cardField.text === '-') : definition.card === 'suit' ? !!parseSuit(cardField.text) && cardField.text.length === 1 : cardField.text === '-';
  if (!cardOk) {
    sink.add('pbn.irregularities.bad-card', 'error', cardField.start, cardField.end, { event: entry.text, name: definition.name, value: cardField.text, expected: definition.card });
    wellFormed = false;
  }
  const valid = choicesIn(definition, edition).map(choiceLabel).join(', ');
  const found = findChoiceDefinition(definition, choiceField.text);
  if (!found || (found.choice.takesSuit && !(found.suitText?.length === 1 && parseSuit(found.suitText)))) {
    sink.add('pbn.irregularities.bad-choice', 'error', choiceField.start, choiceField.end, { event: entry.text, name: definition.name, value: choiceField.text, valid });
    wellFormed = false;
  } else if (!choicesIn(definition, edition).includes(found.choice)) {
    sink.add('pbn.irregularities.edition-choice', 'error', choiceField.start, choiceField.end, { event: entry.text, name: definition.name, value: choiceField.text, edition, valid });
    wellFormed = false;
  }
  const facts = readFacts(entry, definition, sink);
  if (wellFormed && seat && facts) {
    entry.event = { trick, seat, event: definition.name, card: cardField.text.toUpperCase(), choice: choiceField.text };
    if (definition.card === 'none') entry.event.card = '-';
    if (Object.keys(facts).length > 0) entry.event.facts = facts;
  }
}

/** Reads the `name=value` facts after the five fields (annotations.md §3a); undefined when one of them is wrong (each reported on its word). */
function readFacts(entry: ParsedIrregularity, definition: EventDefinition, sink: ProblemSink): EventFacts | undefined {
  const facts: EventFacts = {};
  const valid = factsOf(definition.name).join(', ') || '-';
  let wellFormed = true;
  for (const field of entry.fields.slice(5)) {
    const base = { event: entry.text, value: field.text, name: definition.name, valid };
    const parts = splitFact(field.text);
    const fact = parts && findFactDefinition(parts.name);
    if (!parts) sink.add('pbn.irregularities.bad-fact', 'error', field.start, field.end, base);
    else if (!fact) sink.add('pbn.irregularities.unknown-fact', 'error', field.start, field.start + parts.name.length, { ...base, fact: parts.name });
    else if (fact.event !== definition.name) sink.add('pbn.irregularities.fact-not-for-event', 'error', field.start, field.end, { ...base, fact: fact.name, owner: fact.event });
    else if (facts[fact.name] !== undefined) sink.add('pbn.irregularities.duplicate-fact', 'error', field.start, field.end, { ...base, fact: fact.name });
    else {
      const value = fact.parse(parts.value);
      if (value === undefined) {
        const valueStart = field.start + parts.name.length + 1;
        sink.add('pbn.irregularities.bad-fact-value', 'error', valueStart, field.end, { ...base, fact: fact.name, kind: fact.kind, given: parts.value });
      } else {
        (facts as Record<FactName, unknown>)[fact.name] = value;
        continue;
      }
    }
    wellFormed = false;
  }
  return wellFormed ? facts : undefined;
}
