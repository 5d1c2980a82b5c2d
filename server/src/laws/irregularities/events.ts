/**
 * The `[Irregularities]` events as the engine uses them: each recorded event with its position in
 * the tag, its event word resolved against the vocabulary, its choice word in lower case and, for
 * `Play:<suit>` / `NotPlay:<suit>` or a suit card field, the suit. Events with an unknown word are
 * left out (the reader reports them).
 */
import { parseCard, parseSuit, Suit } from '../../bridge/cards';
import { findEventDefinition, IrregularityEventName } from '../irregularityVocabulary';
import { IrregularityEvent, PlayedBoard } from '../../shapes/laws';

/** One event, resolved. */
export interface ResolvedEvent extends IrregularityEvent {
  /** Its index in the tag. */
  index: number;
  name: IrregularityEventName;
  /** The choice in lower case, without a `:<suit>` part. */
  choiceWord: string;
  /** The suit of `Play:`/`NotPlay:`, or of a suit card field. */
  suit?: Suit;
  /** The card field as a card, when it is one. */
  cardValue?: string;
}

/** Every event of a board whose word the vocabulary knows, in tag order. */
export function resolveEvents(board: PlayedBoard): ResolvedEvent[] {
  const resolved: ResolvedEvent[] = [];
  board.events.forEach((event, index) => {
    const definition = findEventDefinition(event.event);
    if (!definition) return;
    const [word, suitText] = event.choice.split(':');
    const suit = suitText !== undefined ? parseSuit(suitText) : definition.card === 'suit' ? parseSuit(event.card) : undefined;
    resolved.push({ ...event, index, name: definition.name, choiceWord: word.toLowerCase(), suit, cardValue: parseCard(event.card) });
  });
  return resolved;
}

/** The events of one word. */
export function eventsNamed(events: readonly ResolvedEvent[], name: IrregularityEventName): ResolvedEvent[] {
  return events.filter((event) => event.name === name);
}
