/**
 * What one game of a file contributes to `check`'s output, ready to write: its layout warnings
 * and its own diagnostics as text lines, or its JSON entry (without the game's number, which
 * the writer puts in, so that games read on another thread can be numbered in file order). The
 * game comes checked from the service's game pipeline (pipeline/gameChecker.ts); this is only
 * its output format. Used the same way by the one-file check and by the workers that check parts
 * of a large file.
 */
import { Diagnostic } from 'vscode-languageserver-types';
import { CheckedGame, NoisePiece as FoldPiece, hasNoise, noisePiece } from '../languageService';
import { AnalysisLookup } from '../analysis/logic/lookup';
import { addGameAnalysis } from './ddReport';
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

/** One game's part of the output. */
export interface ReportedGame {
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
   * A game with file noise, which the writer folds (pipeline/noiseFold.ts): instead of `ownText`,
   * its own diagnostics' lines (text); instead of `json`, its entry (JSON; the pieces follow its
   * diagnostics, or `fileDiagnostics` for a chunk without tags).
   */
  noise?: { pieces: NoisePiece[]; entry?: { diagnostics: JsonDiagnostic[] } };
}

/** One diagnostic of a game with file noise: what the fold needs, and its line (text). */
export interface NoisePiece extends FoldPiece {
  text: string;
}

/** Writes the checked games of one file in its output format. */
export class GameReporter {
  /** `lookup`: the double-dummy answers of `check --dd`, whose numbers join each game's JSON entry. */
  constructor(private readonly path: string, private readonly format: 'text' | 'json', private readonly lookup?: AnalysisLookup) {}

  /** A checked game's output; `fileProblems`, given for the file's first game in JSON, go into its entry when it has tags and starts on line 0. */
  report(checked: CheckedGame, fileProblems?: readonly Diagnostic[]): ReportedGame {
    const { game, line, layout, own } = checked;
    const reported: ReportedGame = { errors: checked.errors, layoutText: '', ownText: '', tookFileProblems: false };
    const noisy = hasNoise(own);
    const piece = (diagnostic: Diagnostic): NoisePiece => ({ text: this.format === 'text' ? diagnosticLine(this.path, diagnostic) : '', ...noisePiece(diagnostic, checked.board) });
    if (this.format === 'text') {
      for (const diagnostic of layout) reported.layoutText += diagnosticLine(this.path, diagnostic);
      if (noisy) reported.noise = { pieces: own.map(piece) };
      else for (const diagnostic of own) reported.ownText += diagnosticLine(this.path, diagnostic);
    } else if (game.model) {
      reported.tookFileProblems = fileProblems !== undefined && line === 0;
      const shown = [...(reported.tookFileProblems ? fileProblems! : []), ...layout, ...own];
      const { index: _index, ...entry } = gameReport(game, line, shown);
      if (this.lookup) addGameAnalysis(entry, game.model, this.lookup);
      if (noisy) reported.noise = { pieces: shown.map(piece), entry };
      else reported.json = nestedJson(entry, 4);
    } else {
      reported.fileDiagnostics = own.map(jsonDiagnostic);
      if (noisy) reported.noise = { pieces: own.map(piece) };
    }
    return reported;
  }
}
