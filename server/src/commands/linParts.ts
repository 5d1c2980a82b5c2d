/**
 * `check` and `convert --to pbn` of a LIN input board by board (lin/service/linFileStream.ts),
 * without the file system, in memory that does not grow with the file: given the pieces of the
 * input and the facts a first pass collected (lin/reader/fileFacts.ts), the parts of whole boards
 * are checked (text lines, or the file's JSON report held until its file diagnostics are known)
 * or written as PBN (held until the encoding all of it needs is known, outputEncoding.ts). The
 * command line opens the file, collects its facts and decides whether its parts give the whole
 * path's output (cli/inputRoute.ts).
 */
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { LanguageService, ServiceSettings, TextEncoding } from '../languageService';
import { LinFileFacts } from '../lin/reader/fileFacts';
import { LinFilePart, forEachLinPart } from '../lin/service/linFileStream';
import { PiecesEncoding } from '../lin/toPbn/outputEncoding';
import { DeferredOutput } from '../io/deferredOutput';
import { CheckOutput, diagnosticLine } from './checkFile';
import { fileReport, nestedJson, writeFileEntry } from './jsonReport';

/** A LIN input read for its parts: its name, its encoding, its text in pieces (read once), and the facts of its first pass. */
export interface LinParts {
  path: string;
  encoding: TextEncoding;
  pieces: AsyncIterable<string>;
  facts: LinFileFacts;
}

/** The number of errors among diagnostics. */
function errorsIn(part: LinFilePart): number {
  return part.diagnostics.filter((diagnostic) => diagnostic.severity === DiagnosticSeverity.Error).length;
}

/** `check` of a LIN input board by board: the text lines to `output`, or the file's report to `json`; returns its errors. */
export async function checkLinParts(input: LinParts, service: LanguageService, settings: ServiceSettings, output: CheckOutput, json: DeferredOutput | undefined): Promise<number> {
  const file = input.path;
  let errors = 0;
  if (!json) {
    await forEachLinPart(input.pieces, input.facts, service, settings, {}, async (part) => {
      errors += errorsIn(part);
      for (const diagnostic of part.diagnostics) output.direct(diagnosticLine(file, diagnostic));
      await output.settle();
    });
    return errors;
  }
  // The report's file diagnostics come before its games but are known only at the end: both are held (in temporary files when large).
  const fileDiagnostics = new DeferredOutput();
  const games = new DeferredOutput();
  let diagnosticCount = 0;
  let gameCount = 0;
  try {
    await forEachLinPart(input.pieces, input.facts, service, settings, { view: true }, (part) => {
      errors += errorsIn(part);
      const report = fileReport(file, input.encoding, part.view!.document, part.view!.model, part.diagnostics);
      for (const diagnostic of report.diagnostics) fileDiagnostics.write(`${diagnosticCount++ > 0 ? ',' : ''}\n        ${nestedJson(diagnostic, 4)}`);
      // The projection of a part numbers its games from 1, as the whole file's from its first board.
      for (const game of report.games) games.write(`${gameCount++ > 0 ? ',\n' : ''}        ${nestedJson({ ...game, index: game.index + part.firstBoard - 1 }, 4)}`);
    });
  } catch (error) {
    fileDiagnostics.discard();
    games.discard();
    throw error;
  }
  writeFileEntry((text) => json.write(text), file, input.encoding, diagnosticCount > 0 ? (write) => fileDiagnostics.drainTo(write) : undefined, gameCount > 0 ? (write) => games.drainTo(write) : undefined);
  return errors;
}

/** The written PBN of a LIN file converted board by board, and its errors. */
export interface ConvertedLin {
  /** The PBN text in pieces (read once). */
  pieces: Iterable<string>;
  /** The encoding it is written in. */
  encoding: 'latin1' | 'utf8';
  errors: number;
}

/**
 * `convert --to pbn` of a LIN input board by board: the PBN is held in a temporary file until the
 * whole of it is known, as the encoding it is written in depends on all of it (outputEncoding.ts).
 */
export async function convertLinParts(input: LinParts, service: LanguageService, settings: ServiceSettings): Promise<ConvertedLin> {
  const held = new DeferredOutput();
  const encoding = new PiecesEncoding();
  let errors = 0;
  try {
    await forEachLinPart(input.pieces, input.facts, service, settings, { written: true }, (part) => {
      errors += errorsIn(part);
      encoding.add(part.written!);
      held.write(part.written!);
    });
  } catch (error) {
    held.discard();
    throw error;
  }
  return { pieces: held.textPieces(), encoding: encoding.result(), errors };
}
