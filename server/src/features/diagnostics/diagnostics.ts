/**
 * The diagnostics of a document: every problem the reader found, localised, with its stable
 * code and quick-fix payload, plus the rulings of the Laws engine. Revokes the engine rules on
 * are reported once, by the ruling, not again by the reader; the cards "not in hand" that follow
 * from the first are folded into it (faultFolding.ts). Each game's diagnostics are cached
 * with its (immutable, reused) GameModel and only shifted by whole lines when the game moves, so
 * re-checking a large file after a small edit converts the edited game alone. The game
 * pipeline's stage (pipeline/gameChecker.ts) runs one game's part (`shownGameDiagnostics`) for the
 * editor's document and for a file read game by game.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { diagnosticMessage } from '../../i18n/diagnosticMessages';
import { Language } from '../../i18n/localize';
import { numberText } from '../../i18n/numberText';
import { DocumentGame } from '../../model/document/document';
import { GameModel } from '../../model/game/gameModel';
import { Problem, Severity } from '../../syntax/problems';
import { Positions, gameRange } from '../ranges';
import { foldRepeatedFaults, foldedSuffix } from './faultFolding';
import { rulingDiagnostics } from './rulingDiagnostics';
import { pushAll } from '../../arrays';

const SEVERITIES: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information, hint: DiagnosticSeverity.Hint,
};

/** Converts one reader problem into a diagnostic. */
export function problemDiagnostic(document: Positions, game: DocumentGame, problem: Problem, language: Language): Diagnostic {
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
  isHidden?: (code: string, severity?: number) => boolean;
  perGame?: number;
  perDocument?: number;
}

/** The diagnostics cut to the per-document limit, with one line for the rest (in place). */
export function limitedToDocument(document: Positions, diagnostics: Diagnostic[], filter: DiagnosticsFilter, language: Language): Diagnostic[] {
  const documentLimit = filter.perDocument ?? Infinity;
  if (diagnostics.length > documentLimit) {
    const hidden = diagnostics.length - documentLimit;
    diagnostics.length = documentLimit;
    diagnostics.push(moreProblems(document, 0, 'pbn.diagnostics.more-in-file', hidden, documentLimit, language));
  }
  return diagnostics;
}

/** The diagnostics of `list` the filter shows (all of them without hidden codes). */
function shownOf(list: readonly Diagnostic[], filter: DiagnosticsFilter): readonly Diagnostic[] {
  return filter.isHidden ? list.filter((diagnostic) => !filter.isHidden!(String(diagnostic.code), diagnostic.severity)) : list;
}

/**
 * What one game shows: the problems of a chunk without tags, the missing blank line before it
 * (`gap`), its own diagnostics, without hidden codes and up to the per-game limit, then one line
 * for the rest. `cached` keeps the game's own diagnostics with its model for the next version.
 */
export function shownGameDiagnostics(document: Positions, game: DocumentGame, gap: Diagnostic | undefined, language: Language, filter: DiagnosticsFilter, cached = false): readonly Diagnostic[] {
  const ownDiagnostics = game.model ? (cached ? cachedGameDiagnostics(document, game, game.model, language) : gameDiagnostics(document, game, game.model, language)) : NO_DIAGNOSTICS;
  const own = game.chunkProblems.length ? [...game.chunkProblems.map((problem) => problemDiagnostic(document, game, problem, language)), ...ownDiagnostics] : ownDiagnostics;
  const visible = shownOf(gap ? [gap, ...own] : own, filter);
  const limit = filter.perGame ?? Infinity;
  if (visible.length <= limit) return visible;
  const shown = visible.slice(0, limit);
  shown.push(moreProblems(document, game.start + (game.model?.syntax.firstTagStart ?? 0), 'pbn.diagnostics.more-in-game', visible.length - limit, limit, language));
  return shown;
}

/** Line breaks (LF, or a CR alone) in `text[from, to)`: between two games, two make the blank line. */
export function lineBreaksBetween(text: string, from: number, to: number): number {
  let lineBreaks = 0;
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code === 10 || (code === 13 && text.charCodeAt(at + 1) !== 10)) lineBreaks++;
  }
  return lineBreaks;
}

/** The warning on a game that starts right after the previous one (`lineBreaks` between them), without the blank line between them. */
export function missingBlankLine(document: Positions, game: DocumentGame, lineBreaks: number, language: Language): Diagnostic | undefined {
  if (lineBreaks >= 2) return undefined;
  const tag = game.model!.syntax.tags[0];
  return problemDiagnostic(document, game, { code: 'pbn.game.missing-blank-line', severity: 'warning', start: tag?.start ?? 0, end: tag?.end ?? 0, args: {} }, language);
}

/** The one diagnostic that stands for the problems over a limit. */
function moreProblems(document: Positions, offset: number, code: string, count: number, limit: number, language: Language): Diagnostic {
  const position = document.positionAt(offset);
  return {
    range: { start: position, end: position }, severity: DiagnosticSeverity.Information, code, source: 'pbn',
    message: diagnosticMessage(code, { count: numberText(count, language), limit: numberText(limit, language) }, language),
  };
}

/** The diagnostics of one game's model, from the cache when the game only moved by whole lines. */
function cachedGameDiagnostics(document: Positions, game: DocumentGame, gameModel: GameModel, language: Language): Diagnostic[] {
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
function gameDiagnostics(document: Positions, game: DocumentGame, gameModel: GameModel, language: Language): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const { problem, more } of foldRepeatedFaults(gameModel.problems)) {
    const diagnostic = problemDiagnostic(document, game, problem, language);
    if (more) diagnostic.message += foldedSuffix(more, language);
    diagnostics.push(diagnostic);
  }
  const revokes = gameModel.play?.revokes ?? [];
  const ruled = revokes.length ? new Set(gameModel.rulings.map((ruling) => `${ruling.trick}:${ruling.seat}`)) : undefined;
  for (const revoke of revokes) {
    if (revoke.marked || ruled!.has(`${revoke.trick}:${revoke.seat}`)) continue;
    const args = { seat: revoke.seat, card: revoke.card, trick: revoke.trick, held: revoke.held };
    diagnostics.push(problemDiagnostic(document, game, { code: 'pbn.revoke.unmarked', severity: 'warning', start: revoke.start, end: revoke.end, args }, language));
  }
  if (gameModel.rulings.length) pushAll(diagnostics, rulingDiagnostics(document, game, gameModel, language));
  return diagnostics;
}
