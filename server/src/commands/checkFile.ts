/**
 * `check` of one file, one game at a time: the file streams by in blocks into the service's game
 * pipeline (pipeline/gamePipeline.ts: split, read, inherit, analyse, check, fold), which hands
 * over each game checked; here it is written and dropped. Memory stays that of one game whatever
 * the size of the file. The output is the bytes the whole-document path printed: the file's own
 * diagnostics first, then (export-format files) every layout warning, then each game's
 * diagnostics — or, as JSON, the file's report with one entry per game.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { FileNoiseFold, GamePipeline, ServiceSettings } from '../languageService';
import { DeferredOutput } from '../io/deferredOutput';
import { GameReporter, NoisePiece, ReportedGame, diagnosticLine, numberedGameJson } from './gameReporter';
import { GameInput, InputError, InputFacts, MAX_HELD_CHARACTERS, describeSize } from './gameInput';
import { JsonDiagnostic, jsonDiagnostic, nestedJson, writeFileEntry } from './jsonReport';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';

export { diagnosticLine } from './gameReporter';

/** Where a file's text output goes as it comes; `settle` waits until a slow reader has taken what was written. */
export interface CheckOutput {
  direct(text: string): void;
  settle(): Promise<void>;
}

/**
 * Checks one input. Text: lines go to `output` (game lines held back while layout warnings may
 * still come). JSON: the file's report object, as it sits in the `files` array, goes to `json`.
 * Returns the number of errors.
 */
export async function checkInput(input: GameInput, format: 'text' | 'json', settings: ServiceSettings, output: CheckOutput, json?: DeferredOutput): Promise<number> {
  const reporter = new GameReporter(input.path, format);
  const pipeline = new GamePipeline(input.facts, settings, (checked) => writer.add(reporter.report(checked, writer.fileProblemsForFirstGame())));
  const writer = new FileWriter(input.path, format, input.facts, output, pipeline.fileDiagnostics, pipeline.fold);
  try {
    await feedInput(input, pipeline, output);
  } catch (error) {
    writer.discard();
    throw error;
  }
  return writer.finish(json);
}

/**
 * Writes one file's output from its games in file order: the file's own diagnostics, then the
 * games' lines (held back in an export-format file, whose layout warnings all come first), or the
 * JSON report with the games numbered as they come. File noise goes through the pipeline's fold
 * (pipeline/noiseFold.ts): from the first game with noise on, the text is held back too, the first
 * line of each group waiting for what its message gains once the whole file has been read.
 */
export class FileWriter {
  private readonly later = new HeldParts();
  /** JSON: the file's own diagnostics, serialized as they come (held like the games: they are written first but known only at the end). */
  private readonly fileDiagnostics = new HeldParts();
  private fileDiagnosticCount = 0;
  private games = 0;
  private first = true;
  private holding = false;
  private errors: number;

  /** `fold`: the file's noise fold, which the games' pieces go through in file order. */
  constructor(private readonly path: string, private readonly format: 'text' | 'json', private readonly facts: InputFacts, private readonly output: CheckOutput, private readonly fileProblems: readonly Diagnostic[], private readonly fold: FileNoiseFold) {
    this.errors = fileProblems.filter((diagnostic) => diagnostic.severity === DiagnosticSeverity.Error).length;
    if (format === 'text') for (const diagnostic of fileProblems) output.direct(diagnosticLine(path, diagnostic));
  }

  /** For the file's first game in JSON: the file's own diagnostics, which its entry takes when it starts on line 0. */
  fileProblemsForFirstGame(): readonly Diagnostic[] | undefined {
    return this.first && this.format === 'json' ? this.fileProblems : undefined;
  }

  /** Adds the next game. */
  add(reported: ReportedGame): void {
    this.errors += reported.errors;
    if (this.first && this.format === 'json' && !reported.tookFileProblems) for (const problem of this.fileProblems) this.addFileDiagnostic(jsonDiagnostic(problem));
    this.first = false;
    if (this.format === 'text') {
      if (reported.layoutText) this.output.direct(reported.layoutText);
      if (reported.noise) this.holding = true;
      const hold = this.facts.exportLine || this.holding;
      if (reported.noise) {
        for (const piece of this.fold.keep(reported.noise.pieces)) {
          if (piece.first) this.later.slot(piece.text.slice(0, -1), piece.key!, '\n');
          else this.later.write(piece.text);
        }
      } else if (reported.ownText) {
        if (hold) this.later.write(reported.ownText);
        else this.output.direct(reported.ownText);
      }
    } else if (reported.noise?.entry) {
      this.games++;
      this.writeFoldedEntry(reported.noise.entry, reported.noise.pieces);
    } else if (reported.json !== undefined) {
      this.games++;
      this.later.write(`${this.games > 1 ? ',\n' : ''}        ${numberedGameJson(this.games, reported.json)}`);
    } else if (reported.fileDiagnostics) {
      if (!reported.noise) { for (const diagnostic of reported.fileDiagnostics) this.addFileDiagnostic(diagnostic); return; }
      const kept = this.fold.keep(reported.noise.pieces);
      reported.fileDiagnostics.forEach((diagnostic, index) => {
        const piece = kept.find((candidate) => candidate.index === index);
        if (piece) this.addFileDiagnostic(diagnostic, piece.first ? piece.key : undefined);
      });
    }
  }

  /** A JSON game entry with noise: the dropped diagnostics left out, the first of each group waiting for its message's end. */
  private writeFoldedEntry(entry: { diagnostics: JsonDiagnostic[] }, pieces: readonly NoisePiece[]): void {
    const kept = this.fold.keep(pieces);
    const keys: string[] = [];
    const diagnostics = kept.map((piece) => {
      const diagnostic = entry.diagnostics[piece.index];
      if (!piece.first) return diagnostic;
      keys.push(piece.key!);
      return { ...diagnostic, message: diagnostic.message + SLOT };
    });
    const text = `${this.games > 1 ? ',\n' : ''}        ${numberedGameJson(this.games, nestedJson({ ...entry, diagnostics }, 4))}`;
    const parts = text.split(JSON_SLOT);
    parts.forEach((part, index) => {
      if (index === 0) this.later.write(part);
      else this.later.slot('', keys[index - 1], part, true);
    });
  }

  /**
   * Holds one of the file's own diagnostics as the text `nestedJson(all, 3)` gives it (an element
   * at depth 4 after `[`, or `,`, and a line break); the first of a noise group (`key`) waits for
   * its message's end in a slot.
   */
  private addFileDiagnostic(diagnostic: JsonDiagnostic, key?: string): void {
    const text = `${this.fileDiagnosticCount++ > 0 ? ',' : ''}\n        ${nestedJson(key === undefined ? diagnostic : { ...diagnostic, message: diagnostic.message + SLOT }, 4)}`;
    if (key === undefined) { this.fileDiagnostics.write(text); return; }
    const [before, after] = text.split(JSON_SLOT);
    this.fileDiagnostics.write(before);
    this.fileDiagnostics.slot('', key, after, true);
  }

  /** Drops what is held back (the file could not be read to its end). */
  discard(): void {
    this.later.discard();
    this.fileDiagnostics.discard();
  }

  /** Writes what was held back (text) or the file's report (JSON, to `json`); returns the file's errors. */
  finish(json?: DeferredOutput): number {
    if (this.first && this.format === 'json') for (const problem of this.fileProblems) this.addFileDiagnostic(jsonDiagnostic(problem));
    const suffix = (key: string) => this.fold.suffix(key);
    // The fold dropped some diagnostics: their errors are not counted.
    const errors = this.errors - this.fold.droppedErrors;
    if (this.format === 'text') { this.later.drainTo(this.output.direct, suffix); return errors; }
    writeFileEntry((text) => json!.write(text), this.path, this.facts.encoding,
      this.fileDiagnosticCount > 0 ? (write) => this.fileDiagnostics.drainTo(write, suffix) : undefined,
      this.later.empty ? undefined : (write) => this.later.drainTo(write, suffix));
    return errors;
  }
}

/** What a first noise message holds in place of its end while the JSON entry is serialized. */
const SLOT = '\u0000pbn-director-fold\u0000';
const JSON_SLOT = JSON.stringify(SLOT).slice(1, -1);

/**
 * Held-back output in order: text (in memory or a temporary file, see DeferredOutput) and slots,
 * each the start and end of a line around a message end known only once the file has been read.
 */
class HeldParts {
  private readonly parts: Array<DeferredOutput | { before: string; key: string; after: string; json: boolean }> = [];

  /** True when nothing was held. */
  get empty(): boolean {
    return this.parts.every((part) => part instanceof DeferredOutput && part.empty);
  }

  /** Appends text. */
  write(text: string): void {
    let last = this.parts[this.parts.length - 1];
    if (!(last instanceof DeferredOutput)) this.parts.push((last = new DeferredOutput()));
    last.write(text);
  }

  /** Appends a slot: `before`, the message end of group `key` (JSON-escaped when `json`), `after`. */
  slot(before: string, key: string, after: string, json = false): void {
    this.parts.push({ before, key, after, json });
  }

  /** Hands everything held, in order, to `write`, the slots filled by `suffix`. */
  drainTo(write: (text: string) => void, suffix: (key: string) => string): void {
    for (const part of this.parts) {
      if (part instanceof DeferredOutput) { part.drainTo(write); continue; }
      const end = suffix(part.key);
      write(part.before + (part.json ? JSON.stringify(end).slice(1, -1) : end) + part.after);
    }
    this.parts.length = 0;
  }

  /** Forgets everything held. */
  discard(): void {
    for (const part of this.parts) if (part instanceof DeferredOutput) part.discard();
    this.parts.length = 0;
  }
}

/** Where `feedInput` sends the text: the whole pipeline, or its split alone (checkParts.ts). */
export interface TextSink {
  readonly held: number;
  readonly lines: number;
  push(block: string): void;
  finish(): void;
}

/**
 * Feeds the input's blocks to `sink`, letting a slow reader of `output` catch up after each; a
 * game that grows beyond what the reader holds stops the file with a one-line reason.
 */
export async function feedInput(input: GameInput, sink: TextSink, output: CheckOutput): Promise<void> {
  for await (const block of input.blocks()) {
    if (sink.held > MAX_HELD_CHARACTERS) throw new InputError(CLI_REFUSALS.gameTooLong(input.path, describeSize(MAX_HELD_CHARACTERS), sink.lines));
    sink.push(block);
    await output.settle();
  }
  sink.finish();
}
