/**
 * The questions of "PBN: Record a Ruling…" for one board, each with its options in the user's
 * language: the irregularity, the trick, the seat, the card (the cards that seat held at that
 * trick when the deal is known, the card the play shows first), the choice valid in the board's
 * edition, then the facts the Laws engine still needs on this board (laws/revoke/fromFacts.ts
 * decides, factVocabulary.ts gives their values), one at a time, since a later fact may depend on
 * an earlier answer. Pure: it reads the game's model.
 */
import { SUIT_SYMBOLS, Suit } from '../../bridge/cards';
import { Seat, parseSeat, partnerOf, sideOf } from '../../bridge/seats';
import { cardText, seatLetter } from '../../i18n/bridgeNotation';
import { lawsName, seatName, sideName } from '../../i18n/bridgeTerms';
import { eventLawsText } from '../../i18n/completionTexts';
import { FACT_YES_NO } from '../../i18n/laws/factTexts';
import { Language } from '../../i18n/localize';
import { RECORDER_WORDS, RecordedEventName } from '../../i18n/recorderTexts';
import { FactName, factValues, factsOf, findFactDefinition } from '../../laws/irregularities/factVocabulary';
import { findFactDefinition as findEventFact } from '../../laws/irregularities/eventFacts';
import { EventFacts, IrregularityEvent } from '../../shapes/laws';
import { factsStillNeededOn } from '../../model/game/factRulings';
import { IRREGULARITY_EVENTS, choicesIn } from '../../laws/irregularityVocabulary';
import { GameModel } from '../../model/game/gameModel';
import { cardsHeldAt } from '../heldCards';

/** What a question asks for: a field of the event or a fact. */
export type QuestionId = 'event' | 'trick' | 'seat' | 'card' | 'choice' | FactName;

/** The answers given so far, by question. */
export type RecorderAnswers = Partial<Record<QuestionId, string>>;

/** One option of a question: the value written in the tag and how it is shown. */
export interface RecorderOption {
  value: string;
  label: string;
  description?: string;
  detail?: string;
}

/** One question. */
export interface RecorderQuestion {
  id: QuestionId;
  title: string;
  /** One line under the title: the board, or the fact's explanation. */
  placeholder: string;
  options: RecorderOption[];
}

/** The events the recorder offers, in the order it offers them. */
export const RECORDED_EVENTS: readonly RecordedEventName[] = ['Revoke', 'Claim', 'LeadOutOfTurn', 'PenaltyCard', 'PrematurePlay'];

/** The first question the answers leave open, or the answers complete (undefined). */
export function nextQuestion(model: GameModel, answers: RecorderAnswers, language: Language): RecorderQuestion | undefined {
  const words = RECORDER_WORDS[language];
  const boardLine = words.board(model.board, lawsName(model.edition.edition, language));
  const ask = (id: QuestionId, title: string, options: RecorderOption[], placeholder = boardLine): RecorderQuestion | undefined =>
    options.some((option) => option.value === answers[id]) ? undefined : { id, title, placeholder, options };

  const eventQuestion = ask('event', words.event, RECORDED_EVENTS.map((name) => {
    const definition = IRREGULARITY_EVENTS.find((candidate) => candidate.name === name)!;
    return { value: name, label: words.eventNames[name], description: eventLawsText(definition.laws, language), detail: definition.meaning[language] };
  }));
  if (eventQuestion) return eventQuestion;
  const event = answers.event as RecordedEventName;
  const definition = IRREGULARITY_EVENTS.find((candidate) => candidate.name === event)!;

  const trickOptions: RecorderOption[] = Array.from({ length: 13 }, (_, index) => ({ value: String(index + 1), label: String(index + 1), description: trickCards(model, index + 1, language) }));
  if (event === 'Claim') trickOptions.push({ value: '-', label: '-', description: words.wholeBoard });
  const trickQuestion = ask('trick', words.trick, trickOptions);
  if (trickQuestion) return trickQuestion;
  const trick = answers.trick === '-' ? undefined : Number(answers.trick);

  const seatQuestion = ask('seat', event === 'Claim' ? words.seatForClaim : words.seat, (['N', 'E', 'S', 'W'] as const).map((seat) => ({
    value: seat, label: `${seatLetter(seat, language)} (${seatName(seat, language)})`, description: roleOf(model, seat, language),
  })));
  if (seatQuestion) return seatQuestion;
  const seat = answers.seat as Seat;

  if (definition.card === 'card') {
    const cardQuestion = ask('card', words.card, [
      ...cardsHeldAt(model, seat, trick).map((card) => ({ value: card, label: cardText(card, language), description: card })),
      { value: '-', label: '-', description: words.cardUnknown },
    ]);
    if (cardQuestion) return cardQuestion;
  }

  const choiceOptions = choicesIn(definition, model.edition.edition).flatMap((choice) => (choice.takesSuit
    ? (['S', 'H', 'D', 'C'] as const).map((suit) => ({ value: `${choice.value}${suit}`, label: `${choice.value}${suit}`, description: SUIT_SYMBOLS[suit], detail: choice.meaning[language] }))
    : [{ value: choice.value, label: choice.value, detail: choice.meaning[language] }]));
  const choiceQuestion = ask('choice', words.choice, choiceOptions);
  if (choiceQuestion) return choiceQuestion;

  for (const fact of factsToAsk(model, answers)) {
    const question = factQuestion(model, fact, answers, language);
    if (question) return question;
  }
  return undefined;
}

/**
 * The facts the answered event still needs before the Laws rule on it, in the order they are asked:
 * what the engine cannot rule without on this board, given the facts answered so far and the tag's
 * other events (model/game/factRulings.ts asks laws/revoke/fromFacts.ts). None where the play shows
 * the trick: the Laws read the play then.
 */
export function factsToAsk(model: GameModel, answers: RecorderAnswers, typedAt?: number): FactName[] {
  const trick = answers.trick === '-' || answers.trick === undefined ? undefined : Number(answers.trick);
  if (trick !== undefined && model.play?.tricks[trick - 1]?.complete) return [];
  const seat = parseSeat(answers.seat ?? '');
  if (!seat || answers.event === undefined) return [];
  const facts: EventFacts = {};
  for (const { name } of factsOf(answers.event as RecordedEventName)) {
    const written = answers[name];
    const value = written === undefined ? undefined : findEventFact(name)?.parse(written);
    if (value !== undefined) Object.assign(facts, { [name]: value });
  }
  const answered: IrregularityEvent = { trick, seat, event: answers.event, card: answers.card ?? '-', choice: answers.choice ?? '', facts };
  const events = [...otherEvents(model, typedAt), answered];
  return factsStillNeededOn(model, events, events.length - 1);
}

/** The question of one fact, undefined when answered. */
function factQuestion(model: GameModel, fact: FactName, answers: RecorderAnswers, language: Language): RecorderQuestion | undefined {
  const words = RECORDER_WORDS[language];
  const definition = findFactDefinition(fact)!;
  const trickNumber = answers.trick ?? '-';
  const trick = trickNumber === '-' ? undefined : Number(trickNumber);
  const seat = answers.seat as Seat;
  const offendingSide = sideName(sideOf(seat), language);
  const values = factValues(definition, trick);
  const options: RecorderOption[] = values.map((value) => {
    switch (fact) {
      case 'won': {
        const winner = value as Seat;
        const relation = winner === seat ? words.roles.offender : winner === partnerOf(seat) ? words.roles.partner : words.roles.opponent;
        return { value, label: `${seatLetter(winner, language)} (${seatName(winner, language)})`, description: relation };
      }
      case 'led': return { value, label: `${SUIT_SYMBOLS[value as Suit]}`, description: value };
      case 'legal': return { value, label: FACT_YES_NO[language][value as 'yes' | 'no'], description: value };
      default: return { value, label: value };
    }
  });
  const titles: Record<FactName, string> = {
    led: words.led(trickNumber),
    won: words.won(trickNumber),
    later: words.later(trickNumber, offendingSide),
    legal: words.legal(trickNumber, seatName(seat, language)),
    award: words.award(sideName(sideOf(model.declarer ?? seat), language)),
  };
  if (options.some((option) => option.value === answers[fact])) return undefined;
  return { id: fact, title: titles[fact], placeholder: definition.explanation[language], options };
}

/** The tag's well-formed events, but the one at `typedAt` (being typed: the last one that starts before the cursor). */
function otherEvents(model: GameModel, typedAt?: number): IrregularityEvent[] {
  const entries = model.irregularities?.entries ?? [];
  const typed = typedAt === undefined ? undefined : entries.filter((entry) => entry.start <= typedAt).pop();
  return entries.filter((entry) => entry !== typed && entry.event).map((entry) => entry.event!);
}

/** "♦Q ♦3 ♦8 ♦A": the cards of a trick as the play records them; undefined when it does not. */
function trickCards(model: GameModel, trick: number, language: Language): string | undefined {
  const record = model.play?.tricks[trick - 1];
  if (!record || record.cards.length === 0) return undefined;
  return record.cards.map((card) => (card.card ? cardText(card.card, language) : '-')).join(' ');
}

/** Declarer, dummy or defender, when the Declarer tag says. */
function roleOf(model: GameModel, seat: Seat, language: Language): string | undefined {
  const roles = RECORDER_WORDS[language].roles;
  if (!model.declarer) return undefined;
  return seat === model.declarer ? roles.declarer : seat === partnerOf(model.declarer) ? roles.dummy : roles.defender;
}
