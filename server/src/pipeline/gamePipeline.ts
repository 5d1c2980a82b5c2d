/**
 * The game pipeline of one file read as a stream (the command line's `check`): split (syntax/gameStream.ts)
 * → read, inherit, analyse and check each game (gameChecker.ts) → fold the file's noise
 * (noiseFold.ts), the file's own diagnostics first. The document model runs the same stages for
 * the editor over a whole text, re-reading only what an edit touched; here each game is handed on
 * and dropped, so memory is that of one game whatever the size of the file. `StreamedFile` is the
 * shell over the stream that this pipeline and the double-dummy one (ddGamePipeline.ts) extend.
 */
import { Diagnostic } from 'vscode-languageserver-types';
import { fileLevelDiagnostics } from '../features/diagnostics/fileDiagnostics';
import { ServiceSettings, hiddenFilter } from '../features/settings';
import { TextEncoding } from '../syntax/encoding';
import { CheckedGame, GameChecker } from './gameChecker';
import { GameChunk, GameStream, StreamFacts } from '../syntax/gameStream';
import { FileNoiseFold } from './noiseFold';

/** What the pipeline must know of the whole file before its first line (found by a first pass over it). */
export interface PipelineFacts extends StreamFacts {
  encoding: TextEncoding;
  /** Lines end with CR alone somewhere (the blocks have them turned into LFs). */
  loneCarriageReturn: boolean;
}

/** The file's own diagnostics the settings show (read as UTF-8, lone CRs). */
export function fileDiagnosticsOf(facts: PipelineFacts, settings: ServiceSettings): readonly Diagnostic[] {
  const all = fileLevelDiagnostics(facts.encoding === 'utf8', facts.loneCarriageReturn, settings.language);
  const isHidden = hiddenFilter(settings);
  return isHidden ? all.filter((diagnostic) => !isHidden(String(diagnostic.code), diagnostic.severity)) : all;
}

/**
 * One file read as a stream, the shell the pipelines share: its blocks go to a game stream, which
 * hands each game it completes to `onChunk` with whether the export layout applies to it; holds
 * the file's own diagnostics and the fold its noise goes through.
 */
export class StreamedFile {
  /** The file's own diagnostics (shown ones). */
  readonly fileDiagnostics: readonly Diagnostic[];
  /** The fold of the file's noise, which the games' diagnostics go through in file order. */
  readonly fold: FileNoiseFold;
  private readonly stream: GameStream;

  constructor(facts: PipelineFacts, settings: ServiceSettings, onChunk: (chunk: GameChunk, layout: boolean) => void) {
    this.fileDiagnostics = fileDiagnosticsOf(facts, settings);
    this.fold = new FileNoiseFold(settings.language);
    this.stream = new GameStream(facts, onChunk);
  }

  /** Characters held from the blocks so far (the game in progress). */
  get held(): number {
    return this.stream.held;
  }

  /** Lines read so far. */
  get lines(): number {
    return this.stream.lines;
  }

  /** Reads the next block of text (whole lines, or the rest of the file); the games it completes go to `onChunk`. */
  push(block: string): void {
    this.stream.push(block);
  }

  /** Ends the file: the last game goes to `onChunk`. */
  finish(): void {
    this.stream.finish();
  }
}

/** One file through the pipeline: `push` its blocks, `finish`; `onGame` gets each game checked, in file order. */
export class GamePipeline extends StreamedFile {
  constructor(facts: PipelineFacts, settings: ServiceSettings, onGame: (checked: CheckedGame) => void) {
    const checker = new GameChecker(settings);
    super(facts, settings, (chunk, layout) => onGame(checker.check(chunk, layout)));
  }
}
