/**
 * `pbn-director analyse`: the double-dummy table, par and play trace of every board of the
 * given files and folders, as text or JSON (`{ "files": [{ "path", "games": [{ "index", "board",
 * "line", "dd": { "table", "par", "trace" } }] }] }`), computed by one worker per core with the
 * progress on standard error. `--write` adds the DD tags (OptimumResultTable, OptimumScore,
 * ParContract) to each file, atomically, leaving alone every game with a syntax error; LIN files
 * cannot hold them. Exit status 1 when a board could not be analysed. A PBN file goes game by game
 * (commands/analyseFile.ts), its JSON written as it comes (analyseJson.ts); a LIN file is read whole.
 * With `--write` a PBN file's text with each game's DD tags goes to a temporary copy, encoded as
 * the file was (byte order mark kept), which replaces the file atomically once read to the end if
 * some game changed; the lines saying what was done wait until then. Standard input is never written.
 */
import { createReadStream } from 'node:fs';
import { GameAnalysisEdits, ServiceSettings } from '../languageService';
import { ANALYSE_WRITE_WORDS } from '../i18n/cliTexts';
import { AnalyseJson } from '../commands/analyseJson';
import { AnalyseCounts, AnalyseSink, analyseLinFile, analysedPieces, analyseWrittenLine } from '../commands/analyseFile';
import { WriteOutcome, writeFileAtomic } from '../io/atomicWrite';
import { TemporaryCopy } from '../io/temporaryCopy';
import { DeferredOutput } from '../io/deferredOutput';
import { encodedPieces } from '../text/encodedPieces';
import { InputText } from '../io/inputText';
import { CliArguments } from './args';
import { CliAnalysis } from './ddAnswers';
import { expandPaths } from './files';
import { statReadableFile } from '../io/readableFiles';
import { openInput } from './inputRoute';
import { CliIo } from './io';
import { outcomeNote } from './writeOutcome';

/**
 * Runs `analyse`; returns the exit status. Every file game by game (commands/analyseFile.ts), a
 * LIN file whole: the text of each file as its games come, or the JSON written piece by piece.
 * Each file is found readable and within the size bound of the whole read first, so that a
 * refused one stops the command before any output.
 */
export async function runAnalyse(args: CliArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const files = await expandPaths(args.paths);
  const analysis = new CliAnalysis(io, args.claimBudget);
  try {
    for (const file of files) if (file !== '-') await statReadableFile(file);
    const out = (text: string) => { analysis.progress.clear(); io.stdout(text); };
    const json = args.format === 'json' ? new AnalyseJson(out) : undefined;
    const words = ANALYSE_WRITE_WORDS[settings.language];
    let failed = 0;
    for (const file of files) {
      const opened = await openInput(file, io);
      if (opened.kind === 'lin') {
        failed += await analyseLinFile(opened, settings, analysis, out, json);
        if (args.write) io.stderr(`${opened.path}: ${words.lin}\n`);
        continue;
      }
      const input = opened.games;
      json?.file(input.path);
      const done = await analyseInput(input, settings, analysis, json ? { entry: (entry) => json.game(entry) } : { text: out }, io, args);
      json?.endFile();
      failed += done.failed;
      if (done.written) {
        done.written.lines.drainTo(io.stderr);
        const note = done.written.outcome && outcomeNote(done.written.outcome, settings.language);
        if (note) io.stderr(`${input.path}: ${note.slice(2)}\n`);
      }
    }
    analysis.progress.clear();
    json?.finish();
    return failed > 0 ? 1 : 0;
  } finally {
    analysis.dispose();
  }
}

/** What a streamed `analyse` of a file did: games that could not be analysed, and with `--write` the lines of what was done to each game and the write's outcome. */
interface StreamedAnalysis {
  failed: number;
  /** `--write`: the per-game lines (drained by the caller), and the outcome when the file was written. */
  written?: { lines: DeferredOutput; outcome?: WriteOutcome };
}

/** Analyses `input` game by game into `sink`; with `--write`, writes the DD tags into the file (standard input is never written), a line per game. */
async function analyseInput(input: InputText, settings: ServiceSettings, analysis: CliAnalysis, sink: AnalyseSink, io: CliIo, args: Pick<CliArguments, 'write' | 'force'>): Promise<StreamedAnalysis> {
  const copy = args.write && input.path !== '<stdin>' ? new TemporaryCopy() : undefined;
  const lines = args.write ? new DeferredOutput() : undefined;
  const counts: AnalyseCounts = { failed: 0, edits: 0 };
  const write = lines && { plan: (plan: GameAnalysisEdits) => lines.write(analyseWrittenLine(input.path, plan, settings.language)), copy: copy !== undefined };
  try {
    // Without a copy the pieces are empty.
    for await (const bytes of encodedPieces(analysedPieces(input, settings, analysis, sink, counts, write), input.facts.encoding, copy !== undefined && input.facts.byteOrderMark)) {
      if (bytes.length) copy?.write(bytes);
      await io.stdoutDrained?.();
    }
    copy?.close();
    // Nothing to change: the file is left as it is (not rewritten, a read-only one not refused).
    if (!copy || counts.edits === 0) return { failed: counts.failed, written: lines && { lines } };
    const outcome = await writeFileAtomic(input.path, createReadStream(copy.path), { refuseReadOnly: !args.force });
    return { failed: counts.failed, written: { lines: lines!, outcome } };
  } catch (error) {
    lines?.discard();
    throw error;
  } finally {
    copy?.remove();
  }
}
