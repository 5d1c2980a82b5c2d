/**
 * What one game of a file contributes to `check`'s output, ready to write: its layout warnings
 * and its own diagnostics as text lines, or its JSON entry (without the game's number, which
 * the writer puts in, so that games read on another thread can be numbered in file order).
 * Used the same way by the one-file check and by the workers that read parts of a large file.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { DiagnosticsFilter, missingBlankLine, shownGameDiagnostics } from '../features/diagnostics/diagnostics';
import { gameLayoutDiagnostics } from '../features/export/exportLayout';
import { noiseBoard, noiseKey } from '../features/diagnostics/fileNoise';
import { GamePositions } from '../features/gamePositions';
import { ServiceSettings, gameOptionsOf, hiddenFilter } from '../features/settings';
import { GameSequence } from '../model/gameSequence';
import { GameChunk } from '../syntax/gameSplitter';
import { GameSyntax } from '../syntax/gameSyntax';
import { JsonDiagnostic, gameReport, jsonDiagnostic, nestedJson } from './jsonReport';

const SEVERITY_WORDS: Record<number, string> = { 1: 'error', 2: 'warning', 3: 'info', 4: 'hint' };

/** The text line of one diagnostic. */
export function diagnosticLine(path: string, diagnostic: Diagnostic): string {
  const shown = jsonDiagnostic(diagnostic);
  return `${path}:${shown.line}:${shown.column} ${SEVERITY_WORDS[diagnostic.severity ?? 1]} ${shown.code} ${shown.message}\n`;
}

/** A game's entry in the JSON report, numbered: `body` is the entry without its index, as `ReportedGame.json` holds it. */
export function numberedGameJson(index: number, body: string): string {
  return `{\n          "index": ${index},${body.slice(1)}`;
}

/** What came before a game: whether it had tags and the line it ended on. */
export interface PreviousGame {
  tagged: boolean;
  endLine: number;
}

/** One game's part of the output. */
export interface ReportedGame {
  tagged: boolean;
  errors: number;
  /** Text: the layout warnings' lines and the game's own lines. */
  layoutText: string;
  ownText: string;
  /** JSON, a game with tags: its entry without the index. */
  json?: string;
  /** JSON, a chunk without tags: its diagnostics, which belong to the file. */
  fileDiagnostics?: JsonDiagnostic[];
  /** JSON: the file's own diagnostics went into this game's entry. */
  tookFileProblems: boolean;
  /**
   * A game with file noise (fileNoise.ts), which the writer folds: instead of `ownText`, its own
   * diagnostics' lines (text); instead of `json`, its entry (JSON; the pieces follow its diagnostics,
   * or `fileDiagnostics` for a chunk without tags).
   */
  noise?: { pieces: NoisePiece[]; entry?: { diagnostics: JsonDiagnostic[] } };
}

/** One diagnostic of a game with file noise: its line (text), its fold key when it is noise, the board it counts for. */
export interface NoisePiece {
  text: string;
  key?: string;
  code: string;
  board: string;
  error: boolean;
}

/** Reads and reports the games of one file in order (one reporter per file, or per part of a file without `#` values). */
export class GameReporter {
  private readonly sequence: GameSequence;
  private readonly filter: DiagnosticsFilter;

  constructor(private readonly path: string, private readonly format: 'text' | 'json', private readonly settings: ServiceSettings) {
    this.sequence = new GameSequence(gameOptionsOf(settings));
    this.filter = {
      isHidden: hiddenFilter(settings), perGame: settings.diagnosticsLimit?.perGame,
    };
  }

  /** Takes in the game before the first one reported (a part of a file): see GameSequence.follow. */
  follow(syntax: GameSyntax): void {
    this.sequence.follow(syntax);
  }

  /** The diagnostics of `list` the settings show. */
  shown(list: readonly Diagnostic[]): readonly Diagnostic[] {
    return this.filter.isHidden ? list.filter((diagnostic) => !this.filter.isHidden!(String(diagnostic.code), diagnostic.severity)) : list;
  }

  /**
   * Reads and reports a game; `layout` says the export layout applies to it; `fileProblems`, given
   * for the file's first game in JSON, go into its entry when it has tags and starts on line 0.
   */
  report(chunk: GameChunk, previous: PreviousGame | undefined, layout: boolean, fileProblems?: readonly Diagnostic[]): ReportedGame {
    const language = this.settings.language;
    const game = this.sequence.next(chunk);
    const line = chunk.line ?? 0;
    const positions = new GamePositions(chunk.start, line, chunk.text);
    const layoutDiagnostics = layout && game.model ? this.shown(gameLayoutDiagnostics(positions, game, language)) : [];
    const gap = previous?.tagged && game.model ? missingBlankLine(positions, game, line - previous.endLine, language) : undefined;
    const own = shownGameDiagnostics(positions, game, gap, language, this.filter);
    const errors = layoutDiagnostics.filter(isError).length + own.filter(isError).length;
    const reported: ReportedGame = { tagged: game.model !== undefined, errors, layoutText: '', ownText: '', tookFileProblems: false };
    const noisy = own.some((diagnostic) => noiseKey(diagnostic) !== undefined);
    const board = noiseBoard(game.model?.board, game.index);
    const piece = (diagnostic: Diagnostic): NoisePiece => ({
      text: this.format === 'text' ? diagnosticLine(this.path, diagnostic) : '', key: noiseKey(diagnostic), code: String(diagnostic.code), board, error: isError(diagnostic),
    });
    if (this.format === 'text') {
      for (const diagnostic of layoutDiagnostics) reported.layoutText += diagnosticLine(this.path, diagnostic);
      if (noisy) reported.noise = { pieces: own.map(piece) };
      else for (const diagnostic of own) reported.ownText += diagnosticLine(this.path, diagnostic);
    } else if (game.model) {
      reported.tookFileProblems = fileProblems !== undefined && line === 0;
      const shown = [...(reported.tookFileProblems ? fileProblems! : []), ...layoutDiagnostics, ...own];
      const { index: _index, ...entry } = gameReport(game, line, shown);
      if (noisy) reported.noise = { pieces: shown.map(piece), entry };
      else reported.json = nestedJson(entry, 4);
    } else {
      reported.fileDiagnostics = own.map(jsonDiagnostic);
      if (noisy) reported.noise = { pieces: own.map(piece) };
    }
    return reported;
  }
}

function isError(diagnostic: Diagnostic): boolean {
  return diagnostic.severity === DiagnosticSeverity.Error;
}
