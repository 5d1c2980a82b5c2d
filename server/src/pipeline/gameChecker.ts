/**
 * The second stage of the game pipeline: each game, in file order, is read, given what it inherits
 * and what it may read as its other room (model/document/gameSequence.ts, the same reading and analysis the
 * document model runs), and checked: its export-layout warnings, the missing blank line before
 * it, its own diagnostics as the editor shows them (features/diagnostics), hidden codes and the
 * per-game limit applied. One checker per file, or per part of a file read on another thread.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { DiagnosticsFilter, missingBlankLine, shownGameDiagnostics } from '../features/diagnostics/diagnostics';
import { noiseBoard } from '../features/diagnostics/fileNoise';
import { gameLayoutDiagnostics } from '../features/export/exportLayout';
import { GamePositions } from '../features/gamePositions';
import { ServiceSettings, gameOptionsOf, hiddenFilter } from '../features/settings';
import { DocumentGame } from '../model/document/document';
import { GameSequence } from '../model/document/gameSequence';
import { GameChunk } from '../syntax/gameSplitter';
import { parseGame } from '../syntax/parser';
import { ProblemSink } from '../syntax/problems';
import { withGameAudit } from './auditFindings';

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

/** Reads and checks the games of one file in order. */
export class GameChecker {
  private readonly sequence: GameSequence;
  private readonly filter: DiagnosticsFilter;
  /** The game before: whether it had tags, and its last line. */
  private previous: { tagged: boolean; endLine: number } | undefined;

  constructor(private readonly settings: ServiceSettings) {
    this.sequence = new GameSequence(gameOptionsOf(settings));
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
    return this.filter.isHidden ? list.filter((diagnostic) => !this.filter.isHidden!(String(diagnostic.code), diagnostic.severity)) : list;
  }

  /** Reads and checks the next game; `layout` says the export layout applies to it. */
  check(chunk: GameChunk, layout: boolean): CheckedGame {
    const language = this.settings.language;
    const game = this.sequence.next(chunk);
    const line = chunk.line ?? 0;
    const positions = new GamePositions(chunk.start, line, chunk.text);
    const layoutDiagnostics = layout && game.model ? this.shown(gameLayoutDiagnostics(positions, game, language)) : [];
    const gap = this.previous?.tagged && game.model ? missingBlankLine(positions, game, line - this.previous.endLine, language) : undefined;
    const own = withGameAudit(positions, game, shownGameDiagnostics(positions, game, gap, language, this.filter), language, this.filter.isHidden);
    this.previous = { tagged: game.model !== undefined, endLine: chunk.endLine ?? 0 };
    const errors = layoutDiagnostics.filter(isError).length + own.filter(isError).length;
    return { game, line, layout: layoutDiagnostics, own, errors, board: noiseBoard(game.model?.board, game.index) };
  }
}

/** True for an error. */
export function isError(diagnostic: Diagnostic): boolean {
  return diagnostic.severity === DiagnosticSeverity.Error;
}
