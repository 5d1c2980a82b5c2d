/**
 * The game pipeline's per-game stage: a game read, given what it inherits and what it may read as
 * its other room (model/document: gameEntry.ts's reading and analysis, in file order by
 * GameSequence here, by the incremental document in the editor), and checked: its export-layout
 * warnings (`layoutStage`), the missing blank line before it and its own diagnostics as the editor
 * shows them (`ownStage`), hidden codes and the per-game limit applied. Both drivers run these two
 * functions: `GameChecker` for a file read as a stream (one checker per file, or per part of a file
 * read on another thread), pipeline/documentChecks.ts for the editor's document.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { DiagnosticsFilter, missingBlankLine, shownGameDiagnostics } from '../features/diagnostics/diagnostics';
import { noiseBoard } from '../features/diagnostics/fileNoise';
import { layoutDiagnosticsOf } from '../features/export/exportLayout';
import { findLayoutProblems } from '../model/document/layoutProblems';
import { GamePositions } from '../features/gamePositions';
import { Positions } from '../features/ranges';
import { ServiceSettings, gameOptionsOf, hiddenFilter } from '../features/settings';
import { Language } from '../i18n/localize';
import { DocumentGame } from '../model/document/document';
import { LayoutProblems } from '../model/document/gameEntry';
import { GameSequence } from '../model/document/gameSequence';
import { GameChunk } from '../syntax/gameSplitter';
import { parseGame } from '../syntax/parser';
import { ProblemSink } from '../syntax/problems';
import { withGameAudit } from './auditFindings';
import { withGameDd } from './ddFindings';
import { AnalysisLookup } from '../analysis/logic/lookup';

/** One game as the pipeline hands it on. */
export interface CheckedGame {
  /** The game read and analysed (no model for a chunk without tags). */
  game: DocumentGame;
  /** Its first line (0-based). */
  line: number;
  /** The export layout's warnings on it (shown ones). */
  layout: readonly Diagnostic[];
  /** Its own diagnostics, the missing blank line before it first (shown ones, up to the per-game limit). */
  own: readonly Diagnostic[];
  /** Errors among `layout` and `own`. */
  errors: number;
  /** The board the file's noise fold names for it (fileNoise.ts). */
  board: string;
}

/** The diagnostics of `list` the filter shows. */
export function shownBy(filter: DiagnosticsFilter, list: readonly Diagnostic[]): readonly Diagnostic[] {
  return filter.isHidden ? list.filter((diagnostic) => !filter.isHidden!(String(diagnostic.code), diagnostic.severity)) : list;
}

/** The stage's export-layout part: the warnings (shown ones) of a game at `start` after the `% EXPORT` line, with its layout problems. */
export function layoutStage(positions: Positions, start: number, problems: LayoutProblems, language: Language, filter: DiagnosticsFilter): readonly Diagnostic[] {
  return problems.length ? shownBy(filter, layoutDiagnosticsOf(positions, { start }, problems, language)) : [];
}

/**
 * The stage's own part: the missing blank line before a game with tags (`lineBreaks` between it and
 * the game with tags before it; undefined when there is none) and its own diagnostics, shown ones up
 * to the per-game limit. `cached`: its own diagnostics are kept with its model for the next version.
 */
export function ownStage(positions: Positions, game: DocumentGame, lineBreaks: number | undefined, language: Language, filter: DiagnosticsFilter, cached = false): readonly Diagnostic[] {
  const gap = lineBreaks !== undefined && game.model ? missingBlankLine(positions, game, lineBreaks, language) : undefined;
  return shownGameDiagnostics(positions, game, gap, language, filter, cached);
}

/** Reads and checks the games of one file in order. */
export class GameChecker {
  private readonly sequence: GameSequence;
  private readonly filter: DiagnosticsFilter;
  /** The game before: whether it had tags, and its last line. */
  private previous: { tagged: boolean; endLine: number } | undefined;

  /** `sharedBuffers`: each game's tokens are reused by the next (false when games are read ahead of their check, as `check --dd` reads a block's games first). */
  constructor(private readonly settings: ServiceSettings, sharedBuffers = true) {
    this.sequence = new GameSequence(gameOptionsOf(settings), sharedBuffers);
    this.filter = { isHidden: hiddenFilter(settings), perGame: settings.diagnosticsLimit?.perGame };
  }

  /** Takes in the game before the first one checked (a part of a file): its text and last line. */
  follow(text: string, endLine: number): void {
    const syntax = parseGame(text, new ProblemSink());
    this.sequence.follow(syntax);
    this.previous = { tagged: syntax.tags.length > 0, endLine };
  }

  /** The diagnostics of `list` the settings show. */
  shown(list: readonly Diagnostic[]): readonly Diagnostic[] {
    return shownBy(this.filter, list);
  }

  /** Reads the next game without checking it (`check` takes it, in the same order, once its double-dummy questions are answered). */
  read(chunk: GameChunk): DocumentGame {
    return this.sequence.next(chunk);
  }

  /**
   * Checks the next game (read here unless `read` gave it); `layout` says the export layout applies
   * to it. With `lookup` (`check --dd`) the double-dummy findings join its own (ddFindings.ts).
   */
  check(chunk: GameChunk, layout: boolean, read?: DocumentGame, lookup?: AnalysisLookup): CheckedGame {
    const language = this.settings.language;
    const game = read ?? this.sequence.next(chunk);
    const line = chunk.line ?? 0;
    const positions = new GamePositions(chunk.start, line, chunk.text);
    // Each game is checked once: its layout problems are found here, not kept by syntax (exportLayout.ts's WeakMap is the editor's).
    const layoutDiagnostics = layout && game.model ? layoutStage(positions, game.start, findLayoutProblems(game.syntax), language, this.filter) : [];
    const checked = ownStage(positions, game, this.previous?.tagged ? line - this.previous.endLine : undefined, language, this.filter);
    const withDd = lookup ? withGameDd(positions, game, checked, lookup, language, this.filter.isHidden) : checked;
    const own = withGameAudit(positions, game, withDd, language, this.filter.isHidden, lookup);
    this.previous = { tagged: game.model !== undefined, endLine: chunk.endLine ?? 0 };
    const errors = layoutDiagnostics.filter(isError).length + own.filter(isError).length;
    return { game, line, layout: layoutDiagnostics, own, errors, board: noiseBoard(game.model?.board, game.index) };
  }
}

/** True for an error. */
export function isError(diagnostic: Diagnostic): boolean {
  return diagnostic.severity === DiagnosticSeverity.Error;
}
