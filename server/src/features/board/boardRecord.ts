/**
 * What the record says of a board besides its cards, for the ruling report's facts block and the
 * board view: the events of the `[Irregularities]` tag in words ("Trick 7, East: a revoke (♠5) —
 * first noticed after the round ended"), the hands `[Hidden]` keeps from a handout, and what is
 * wrong with the file in this game (errors and warnings, in the message language).
 */
import { Seat, parseSeat } from '../../bridge/seats';
import { cardText } from '../../i18n/bridgeNotation';
import { seatName } from '../../i18n/bridgeTerms';
import { articleCitation, trickPrefix } from '../../i18n/boardTexts';
import { boardLabels } from '../../i18n/boardLabels';
import { Edition } from '../../shapes/laws';
import { RulingView } from './boardDataTypes';
import { diagnosticMessage } from '../../i18n/diagnosticMessages';
import { Language } from '../../i18n/localize';
import { findEventDefinition } from '../../laws/irregularityVocabulary';
import type { GameModel } from '../../model/game/gameModel';

/** A problem of the file in one game, for people. */
export interface ProblemLine {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  /** Offset in the game, for the line number. */
  offset: number;
}

/** The events of the Irregularities tag in words. */
export function recordedEvents(model: GameModel, language: Language): string[] {
  return (model.irregularities?.events ?? []).map((event) => {
    const definition = findEventDefinition(event.event);
    const choice = definition?.choices.find((candidate) => candidate.value.toLowerCase() === event.choice.split(':')[0].toLowerCase());
    const where = trickPrefix(event.trick, language);
    const card = /^[SHDC][AKQJT2-9]$/i.test(event.card) ? ` (${cardText(event.card.toUpperCase(), language)})` : event.card !== '-' ? ` (${event.card})` : '';
    const what = definition ? definition.meaning[language] : event.event;
    return `${where}${seatName(event.seat, language)}: ${what}${card}${choice ? ` — ${choice.meaning[language]}` : ''}`;
  });
}

/** The seats `[Hidden "EW"]` hides. */
export function hiddenSeats(model: GameModel): Seat[] {
  const value = model.values.get('Hidden') ?? '';
  return [...new Set([...value].map((letter) => parseSeat(letter)).filter((seat): seat is Seat => seat !== undefined))];
}

/** The errors and warnings of the file in this game, as the diagnostics word them. */
export function problemLines(model: GameModel, language: Language): ProblemLine[] {
  return model.problems
    .filter((problem) => problem.severity === 'error' || problem.severity === 'warning')
    .map((problem) => ({ severity: problem.severity as 'error' | 'warning', code: problem.code, message: diagnosticMessage(problem.code, problem.args, language), offset: problem.start }));
}

/** The findings that stand for an Irregularities event's ruling when there is none (issue 30: never silence). */
export const OPEN_EVENT_CODES: ReadonlySet<string> = new Set([
  'pbn.irregularities.needs-facts', 'pbn.irregularities.facts-contradict', 'pbn.irregularities.needs-trick', 'pbn.irregularities.needs-play',
  'pbn.irregularities.no-revoke-in-play', 'pbn.irregularities.claim-facts',
]);

/** Each Irregularities event that ends in a finding, as a ruling view headed "No ruling yet", so that no view says "no irregularity" beside it. */
export function openEventViews(model: GameModel, language: Language): RulingView[] {
  const heading = boardLabels(language).noRulingYet;
  return model.problems.filter((problem) => OPEN_EVENT_CODES.has(problem.code)).map((problem) => {
    const trick = Number(/^\s*(\d+)/.exec(String(problem.args.event ?? ''))?.[1] ?? 0);
    // A claim the Director decided (award=) is a ruling in its own right, not an open question.
    const decided = problem.code === 'pbn.irregularities.claim-facts' && problem.args.state !== 'needs-award';
    return {
      kind: 'open', trick, law: decided ? String(problem.args.law ?? '') : '', article: decided ? articleCitation(String(problem.args.law ?? ''), model.edition.edition as Edition, language) : heading, sentences: [diagnosticMessage(problem.code, problem.args, language)],
      transfer: 0,
    };
  });
}
