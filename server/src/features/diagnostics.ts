/**
 * The diagnostics of a document: every problem the reader found, localised, with its stable
 * code and quick-fix payload, plus the rulings of the Laws engine. Revokes the engine rules on
 * are reported once, by the ruling, not again by the reader. Each game's diagnostics are cached
 * with its (immutable, reused) GameModel and only shifted by whole lines when the game moves, so
 * re-checking a large file after a small edit converts the edited game alone.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { diagnosticMessage } from '../i18n/diagnosticMessages';
import { Language } from '../i18n/localize';
import { DocumentGame, DocumentModel } from '../model/document';
import { GameModel } from '../model/game';
import { Problem, Severity } from '../syntax/problems';
import { gameRange } from './ranges';
import { rulingDiagnostics } from './rulingDiagnostics';

const SEVERITIES: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information, hint: DiagnosticSeverity.Hint,
};

/** Converts one reader problem into a diagnostic. */
export function problemDiagnostic(document: TextDocument, game: DocumentGame, problem: Problem, language: Language): Diagnostic {
  return {
    range: gameRange(document, game, problem.start, problem.end),
    severity: SEVERITIES[problem.severity],
    code: problem.code,
    source: 'pbn',
    message: diagnosticMessage(problem.code, problem.args, language),
    data: problem.data ? { ...problem.data, gameIndex: game.index } : undefined,
  };
}

/** A game's diagnostics as last computed, and what they depend on besides the model. */
interface CachedGameDiagnostics {
  language: Language;
  index: number;
  startLine: number;
  diagnostics: Diagnostic[];
}

const gameDiagnosticsCache = new WeakMap<GameModel, CachedGameDiagnostics>();

const NO_DIAGNOSTICS: Diagnostic[] = [];

/** What the document's diagnostics leave out: hidden codes, and what is over the limits. */
export interface DiagnosticsFilter {
  isHidden?: (code: string) => boolean;
  perGame?: number;
  perDocument?: number;
}

/** All diagnostics of a document; `isCancelled` is polled between games. */
export function computeDiagnostics(
  document: TextDocument, model: DocumentModel, language: Language, fileProblems: Diagnostic[] = [], isCancelled?: () => boolean, filter: DiagnosticsFilter = {},
): Diagnostic[] | undefined {
  const shown = (list: readonly Diagnostic[]) => (filter.isHidden ? list.filter((diagnostic) => !filter.isHidden!(String(diagnostic.code))) : list);
  const diagnostics = [...shown(fileProblems)];
  const games = model.games;
  for (let position = 0; position < games.length; position++) {
    if (isCancelled?.()) return undefined;
    const game = games[position];
    const cached = game.model ? cachedGameDiagnostics(document, game, game.model, language) : NO_DIAGNOSTICS;
    const own = game.chunkProblems.length ? [...game.chunkProblems.map((problem) => problemDiagnostic(document, game, problem, language)), ...cached] : cached;
    const gap = position > 0 && game.model && games[position - 1].model ? missingBlankLine(document, games[position - 1], game, language) : undefined;
    const visible = shown(gap ? [gap, ...own] : own);
    const limit = filter.perGame ?? Infinity;
    for (let index = 0; index < visible.length && index < limit; index++) diagnostics.push(visible[index]);
    if (visible.length > limit) diagnostics.push(moreProblems(document, game.start + (game.model?.syntax.firstTagStart ?? 0), 'pbn.diagnostics.more-in-game', visible.length - limit, limit, language));
  }
  const documentLimit = filter.perDocument ?? Infinity;
  if (diagnostics.length > documentLimit) {
    const hidden = diagnostics.length - documentLimit;
    diagnostics.length = documentLimit;
    diagnostics.push(moreProblems(document, 0, 'pbn.diagnostics.more-in-file', hidden, documentLimit, language));
  }
  return diagnostics;
}

/** The warning on a game that starts right after the previous one, without the blank line between them. */
function missingBlankLine(document: TextDocument, previous: DocumentGame, game: DocumentGame, language: Language): Diagnostic | undefined {
  const text = document.getText();
  let lineBreaks = 0;
  for (let at = previous.end; at < game.start; at++) {
    const code = text.charCodeAt(at);
    if (code === 10 || (code === 13 && text.charCodeAt(at + 1) !== 10)) lineBreaks++;
  }
  if (lineBreaks >= 2) return undefined;
  const tag = game.model!.syntax.tags[0];
  return problemDiagnostic(document, game, { code: 'pbn.game.missing-blank-line', severity: 'warning', start: tag?.start ?? 0, end: tag?.end ?? 0, args: {} }, language);
}

/** The one diagnostic that stands for the problems over a limit. */
function moreProblems(document: TextDocument, offset: number, code: string, count: number, limit: number, language: Language): Diagnostic {
  const position = document.positionAt(offset);
  const format = (value: number) => new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB').format(value);
  return {
    range: { start: position, end: position }, severity: DiagnosticSeverity.Information, code, source: 'pbn',
    message: diagnosticMessage(code, { count: format(count), limit: format(limit) }, language),
  };
}

/** The diagnostics of one game's model, from the cache when the game only moved by whole lines. */
function cachedGameDiagnostics(document: TextDocument, game: DocumentGame, gameModel: GameModel, language: Language): Diagnostic[] {
  const cached = gameDiagnosticsCache.get(gameModel);
  const reusable = cached !== undefined && cached.language === language && cached.index === game.index;
  if (reusable && cached.diagnostics.length === 0) return cached.diagnostics;
  const startLine = document.positionAt(game.start).line;
  if (reusable) {
    if (cached.startLine === startLine) return cached.diagnostics;
    const shifted = cached.diagnostics.map((diagnostic) => shiftLines(diagnostic, startLine - cached.startLine));
    gameDiagnosticsCache.set(gameModel, { language, index: game.index, startLine, diagnostics: shifted });
    return shifted;
  }
  const diagnostics = gameDiagnostics(document, game, gameModel, language);
  gameDiagnosticsCache.set(gameModel, { language, index: game.index, startLine, diagnostics });
  return diagnostics;
}

/** A copy of a diagnostic moved `lines` lines down (games start at a line start, so characters stay). */
function shiftLines(diagnostic: Diagnostic, lines: number): Diagnostic {
  const { start, end } = diagnostic.range;
  return { ...diagnostic, range: { start: { line: start.line + lines, character: start.character }, end: { line: end.line + lines, character: end.character } } };
}

/** The diagnostics of one analysed game: reader problems, unmarked revokes and rulings. */
function gameDiagnostics(document: TextDocument, game: DocumentGame, gameModel: GameModel, language: Language): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const problem of gameModel.problems) diagnostics.push(problemDiagnostic(document, game, problem, language));
  const revokes = gameModel.play?.revokes ?? [];
  const ruled = revokes.length ? new Set(gameModel.rulings.map((ruling) => `${ruling.trick}:${ruling.seat}`)) : undefined;
  for (const revoke of revokes) {
    if (revoke.marked || ruled!.has(`${revoke.trick}:${revoke.seat}`)) continue;
    const args = { seat: revoke.seat, card: revoke.card, trick: revoke.trick, held: revoke.held };
    diagnostics.push(problemDiagnostic(document, game, { code: 'pbn.revoke.unmarked', severity: 'warning', start: revoke.start, end: revoke.end, args }, language));
  }
  diagnostics.push(...rulingDiagnostics(document, game, gameModel, language));
  return diagnostics;
}
