/**
 * `pbn-director analyse`: the double-dummy table, par and play trace of every board of the
 * given files and folders, as text or JSON (`{ "files": [{ "path", "games": [{ "index", "board",
 * "line", "dd": { "table", "par", "trace" } }] }] }`), computed by one worker per core with the
 * progress on standard error. `--write` adds the DD tags (OptimumResultTable, OptimumScore,
 * ParContract) to each file, atomically, leaving alone every game with a syntax error; LIN files
 * cannot hold them. Exit status 1 when a board could not be analysed. A PBN file goes game by game
 * (commands/analyseFile.ts, analyseWrite.ts), its JSON written as it comes (analyseJson.ts); a LIN file is read whole.
 */
import { GameAnalysisEdits, LanguageService, ServiceSettings, getLanguageService } from '../languageService';
import { ANALYSE_WRITE_WORDS } from '../i18n/cliTexts';
import { AnalyseJson } from '../commands/analyseJson';
import { WholeInput } from '../commands/gameInput';
import { analyseWholeInput, analyseWrittenLine } from '../commands/analyseFile';
import { analyseInput } from './analyseWrite';
import { CliArguments } from './args';
import { CliAnalysis } from './ddAnswers';
import { expandPaths } from './files';
import { statReadableFile } from '../io/readableFiles';
import { openInput } from './inputRoute';
import { CliIo } from './io';
import { outcomeNote } from './writeOutcome';

/** Runs `analyse`; returns the exit status. */
export async function runAnalyse(args: CliArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const files = await expandPaths(args.paths);
  const analysis = new CliAnalysis(io, args.claimBudget);
  try {
    return await analyseFiles(files, args, settings, io, analysis);
  } finally {
    analysis.dispose();
  }
}

/**
 * Every file game by game (commands/analyseFile.ts, analyseWrite.ts), a LIN file whole: the text of each file as its
 * games come, or the JSON written piece by piece. Each file is found readable and within the size
 * bound of the whole read first, so that a refused one stops the command before any output.
 */
async function analyseFiles(files: readonly string[], args: CliArguments, settings: ServiceSettings, io: CliIo, analysis: CliAnalysis): Promise<number> {
  for (const file of files) if (file !== '-') await statReadableFile(file);
  const out = (text: string) => { analysis.progress.clear(); io.stdout(text); };
  const json = args.format === 'json' ? new AnalyseJson(out) : undefined;
  const words = ANALYSE_WRITE_WORDS[settings.language];
  let failed = 0;
  for (const file of files) {
    const opened = await openInput(file, io);
    if (opened.kind === 'lin') {
      const service = getLanguageService({ analysis: analysis.answers });
      const loaded = await opened.whole();
      failed += await analyseWholeFile(loaded, service, settings, analysis, io, json);
      if (args.write) io.stderr(`${loaded.path}: ${words.lin}\n`);
      service.forget(loaded.document.uri);
      analysis.answers.retain(new Set());
      continue;
    }
    const input = opened.games;
    json?.file(input.path);
    const planLine = args.write ? (plan: GameAnalysisEdits) => analyseWrittenLine(input.path, plan, settings.language) : undefined;
    const done = await analyseInput(input, settings, analysis, json ? { entry: (entry) => json.game(entry) } : { text: out }, io, planLine, args.force);
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
}

/** The games of a file read whole, to `json` or as text to standard output; returns how many could not be analysed. */
async function analyseWholeFile(file: WholeInput, service: LanguageService, settings: ServiceSettings, analysis: CliAnalysis, io: CliIo, json: Pick<AnalyseJson, 'file' | 'game' | 'endFile'> | undefined): Promise<number> {
  const { entries, text } = await analyseWholeInput(file, service, settings, analysis);
  if (json) {
    json.file(file.path);
    for (const entry of entries) json.game(entry);
    json.endFile();
  } else {
    analysis.progress.clear();
    io.stdout(text());
  }
  return entries.filter((entry) => entry.error !== undefined).length;
}
