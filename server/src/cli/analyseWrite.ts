/**
 * `analyse` of one PBN file as it streams (commands/analyseFile.ts) and, with `--write`, the copy
 * it writes: the file's text with each game's DD tags goes to a temporary copy, encoded as the
 * file was (byte order mark kept), which replaces the file atomically once read to the end if
 * some game changed; the lines saying what was done wait until then. Standard input is never written.
 */
import { closeSync, createReadStream, unlinkSync } from 'node:fs';
import { GameAnalysisEdits, ServiceSettings } from '../languageService';
import { WriteOutcome, writeFileAtomic } from '../io/atomicWrite';
import { forgetTemporary, openSpillFile, writeSpill } from '../io/temporaryFiles';
import { DeferredOutput } from '../io/deferredOutput';
import { AnalyseCounts, AnalyseSink, analysedPieces } from '../commands/analyseFile';
import { CliAnalysis } from './ddAnswers';
import { InputText } from '../io/inputText';
import { CliIo } from './io';

/** What a streamed `analyse` of a file did: games that could not be analysed, and with `--write` the lines of what was done to each game and the write's outcome. */
export interface StreamedAnalysis {
  failed: number;
  /** `--write`: the per-game lines (drained by the caller), and the outcome when the file was written. */
  written?: { lines: DeferredOutput; outcome?: WriteOutcome };
}

/** `--write`'s per-game line of a plan. */
export type PlanLine = (plan: GameAnalysisEdits) => string;

/** Analyses `input` game by game into `sink`; with `planLine`, writes the DD tags into the file (standard input is never written). */
export async function analyseInput(input: InputText, settings: ServiceSettings, analysis: CliAnalysis, sink: AnalyseSink, io: CliIo, planLine?: PlanLine, force = false): Promise<StreamedAnalysis> {
  const copy = planLine && input.path !== '<stdin>' ? openSpillFile() : undefined;
  const lines = planLine && new DeferredOutput();
  const counts: AnalyseCounts = { failed: 0, edits: 0 };
  const encoding = input.facts.encoding === 'utf8' ? 'utf8' : 'latin1';
  if (copy && input.facts.byteOrderMark) writeSpill(copy.descriptor, Buffer.from([0xef, 0xbb, 0xbf]));
  const write = lines && { plan: (plan: GameAnalysisEdits) => lines.write(planLine!(plan)), copy: copy !== undefined };
  let copyClosed = false;
  try {
    for await (const piece of analysedPieces(input, settings, analysis, sink, counts, write)) {
      if (copy && piece) writeSpill(copy.descriptor, Buffer.from(piece, encoding));
      await io.stdoutDrained?.();
    }
    const failed = counts.failed;
    if (!copy) return { failed, written: lines && { lines } };
    closeSync(copy.descriptor);
    copyClosed = true;
    // Nothing to change: the file is left as it is (not rewritten, a read-only one not refused).
    if (counts.edits === 0) return { failed, written: { lines: lines! } };
    const outcome = await writeFileAtomic(input.path, createReadStream(copy.path), { refuseReadOnly: !force });
    return { failed, written: { lines: lines!, outcome } };
  } catch (error) {
    lines?.discard();
    throw error;
  } finally {
    if (copy) {
      if (!copyClosed) closeSync(copy.descriptor);
      unlinkSync(copy.path);
      forgetTemporary(copy.path);
    }
  }
}
