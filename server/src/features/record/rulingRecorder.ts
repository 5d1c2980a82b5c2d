/**
 * "PBN: Record a Ruling…" without VS Code: given the document, the cursor and the answers so far,
 * the next question (recorderQuestions.ts) or, once all are answered, ONE edit that writes the
 * event into the board's `[Irregularities]` tag (appended with `; `, or a new tag after the Result
 * tag, else before the play and auction sections, else after the last tag) and then what the fix
 * plan (fixes/fixPlan.ts, the edits of "Fix all rulings") makes of the board with the event added:
 * the rectified Result, Score and ruling line. The client only shows the questions and applies it.
 */
import { Position, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { diagnosticMessage } from '../../i18n/diagnosticMessages';
import { Language } from '../../i18n/localize';
import { RECORDER_WORDS } from '../../i18n/recorderTexts';
import { FACTS } from '../../laws/irregularities/factVocabulary';
import { DocumentGame, DocumentModel, buildDocumentModel } from '../../model/document/document';
import { commonPrefixLength, commonSuffixLength } from '../../model/document/resplit';
import { GameModel, GameOptions } from '../../model/game/gameModel';
import { firstSyntaxError } from '../../model/game/syntaxErrors';
import { findTag, valueContentRange } from '../../syntax/gameSyntax';
import { gameFixPlan } from '../fixes/fixPlan';
import { lineBreakAt } from '../fixes/lineBreaks';
import { versionedEdit } from '../fixes/codeActions/workspaceEdit';
import { gameAtPosition } from '../positions';
import { RecorderAnswers, RecorderQuestion, nextQuestion } from './recorderQuestions';

/** What the recorder answers: a question, the edit with what it does, or why it cannot record here. */
export type RecorderStep =
  | { kind: 'question'; question: RecorderQuestion }
  | { kind: 'edit'; edit: WorkspaceEdit; event: string; message: string }
  | { kind: 'message'; message: string };

/** Tags after whose line a new Irregularities tag does not go: the sections and what follows them. */
const SECTION_TAGS = new Set(['Auction', 'Play', 'Note']);

/** The next step of recording a ruling on the board at `position`. */
export function recordRulingStep(document: TextDocument, model: DocumentModel, position: Position, answers: RecorderAnswers, language: Language, options: GameOptions): RecorderStep {
  const words = RECORDER_WORDS[language];
  const located = gameAtPosition(document, model, position, true);
  if (!located) return { kind: 'message', message: words.noBoard };
  const unsafe = firstSyntaxError(located.model.problems);
  if (unsafe) return { kind: 'message', message: words.unsafe(diagnosticMessage(unsafe.code, unsafe.args, language)) };
  const question = nextQuestion(located.model, answers, language);
  if (question) return { kind: 'question', question };
  const event = eventText(answers);
  return { kind: 'edit', event, ...recordedEdit(document, model, located.game, event, language, options) };
}

/** `7 E Revoke S5 Established won=S later=1`: the five fields, then the facts answered (each was asked because the Laws needed it), in the table's order. */
export function eventText(answers: RecorderAnswers): string {
  const card = answers.card ?? '-';
  const facts = FACTS.filter((fact) => fact.events.includes(answers.event as never) && answers[fact.name] !== undefined).map((fact) => `${fact.name}=${answers[fact.name]}`);
  return [answers.trick, answers.seat, answers.event, card, answers.choice, ...facts].join(' ');
}

/** Where the event goes in the game's text and what is inserted there. */
export function eventInsertion(text: string, gameStart: number, model: GameModel, event: string): { offset: number; text: string } {
  const existing = findTag(model.syntax, 'Irregularities');
  if (existing) {
    const [start, end] = valueContentRange(existing);
    const value = model.syntax.text.slice(start, end);
    const kept = value.slice(0, trimmedEnd(value));
    return { offset: gameStart + start + kept.length, text: kept ? `; ${event}` : event };
  }
  const tag = `[Irregularities "${event}"]`;
  const result = findTag(model.syntax, 'Result');
  const firstSection = model.syntax.tags.find((candidate) => SECTION_TAGS.has(candidate.name) || candidate.name.endsWith('Table'));
  if (!result && firstSection) {
    const lineStart = text.lastIndexOf('\n', gameStart + firstSection.start - 1) + 1;
    return { offset: lineStart, text: tag + lineBreakAt(text, lineStart) };
  }
  const after = result ?? model.syntax.tags[model.syntax.tags.length - 1];
  const lineEnd = endOfLine(text, gameStart + after.end);
  return { offset: lineEnd, text: lineBreakAt(text, gameStart + after.end) + tag };
}

/** The offset where the line holding `offset` ends (before its line break). */
function endOfLine(text: string, offset: number): number {
  let at = offset;
  while (at < text.length && text[at] !== '\n' && text[at] !== '\r') at++;
  return at;
}

/** The event inserted and the fix plan of the board with it, as one edit of the document, and the words saying what it does. */
function recordedEdit(document: TextDocument, model: DocumentModel, game: DocumentGame, event: string, language: Language, options: GameOptions): { edit: WorkspaceEdit; message: string } {
  const words = RECORDER_WORDS[language];
  const text = document.getText();
  const insertion = eventInsertion(text, game.start, game.model!, event);
  const withEvent = text.slice(0, insertion.offset) + insertion.text + text.slice(insertion.offset);
  const eventDocument = TextDocument.create(document.uri, document.languageId, document.version + 1, withEvent);
  const eventModel = buildDocumentModel(withEvent, options, model);
  const eventGame = eventModel?.games.find((candidate) => candidate.start <= insertion.offset && insertion.offset <= candidate.end && candidate.model);
  const plan = eventGame ? gameFixPlan(eventDocument, eventGame, language, { scores: false }) : undefined;
  const fixed = plan && !plan.skipped ? TextDocument.applyEdits(eventDocument, plan.edits) : withEvent;
  const message = [words.written(event, plan && !plan.skipped ? plan.changes : []), plan?.skipped ? words.resultLeft(plan.skipped.message) : ''].filter(Boolean).join(' ');
  return { edit: versionedEdit(document, [singleEdit(document, text, fixed)]), message };
}

/** One edit that turns `before` into `after`: the whole lines between their common start and end. */
function singleEdit(document: TextDocument, before: string, after: string): TextEdit {
  const prefix = commonPrefixLength(before, after);
  const suffix = commonSuffixLength(before, after, Math.min(before.length, after.length) - prefix);
  // From the start of the first changed line to the end of the last one (both texts share those characters).
  const start = before.lastIndexOf('\n', prefix - 1) + 1;
  const changedEnd = before.length - suffix;
  const lineBreak = before.indexOf('\n', changedEnd);
  const lineEnd = lineBreak < 0 ? before.length : lineBreak > changedEnd && before[lineBreak - 1] === '\r' ? lineBreak - 1 : lineBreak;
  const tail = before.length - lineEnd;
  return TextEdit.replace({ start: document.positionAt(start), end: document.positionAt(lineEnd) }, after.slice(start, after.length - tail));
}

/** Where `value` ends without its trailing spaces and semicolons (a loop: a regex would rescan each run). */
function trimmedEnd(value: string): number {
  let end = value.length;
  while (end > 0 && (value[end - 1] === ';' || /\s/.test(value[end - 1]))) end--;
  return end;
}
