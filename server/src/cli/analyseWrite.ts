/**
 * `analyse` of one PBN file as it streams (commands/analyseFile.ts) and, with `--write`, the copy
 * it writes: the file's text with each game's DD tags goes to a temporary copy, encoded as the
 * file was (byte order mark kept), which replaces the file atomically once read to the end if
 * some game changed; the lines saying what was done wait until then. Standard input is never written.
 */
import { createReadStream } from 'node:fs';
import { GameAnalysisEdits, ServiceSettings } from '../languageService';
import { WriteOutcome, writeFileAtomic } from '../io/atomicWrite';
import { TemporaryCopy } from '../io/temporaryCopy';
import { encodedPieces } from '../text/encodedPieces';
import { DeferredOutput } from '../io/deferredOutput';
import { AnalyseCounts, AnalyseSink, analysedPieces } from '../commands/analyseFile';
import { CliAnalysis } from './ddAnswers';
import { InputText } from './inputText';
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
  const copy = planLine && input.path !== '<stdin>' ? new TemporaryCopy() : undefined;
  const lines = planLine && new DeferredOutput();
  const counts: AnalyseCounts = { failed: 0, edits: 0 };
  const write = lines && { plan: (plan: GameAnalysisEdits) => lines.write(planLine!(plan)), copy: copy !== undefined };
  try {
    // Without a copy the pieces are empty.
    for await (const bytes of encodedPieces(analysedPieces(input, settings, analysis, sink, counts, write), input.facts.encoding, copy !== undefined && input.facts.byteOrderMark)) {
      if (bytes.length) copy?.write(bytes);
      await io.stdoutDrained?.();
    }
    copy?.close();
    // Nothing to change: the file is left as it is (not rewritten, a read-only one not refused).
    if (!copy || counts.edits === 0) return { failed: counts.failed, written: lines && { lines } };
    const outcome = await writeFileAtomic(input.path, createReadStream(copy.path), { refuseReadOnly: !force });
    return { failed: counts.failed, written: { lines: lines!, outcome } };
  } catch (error) {
    lines?.discard();
    throw error;
  } finally {
    copy?.remove();
  }
}
