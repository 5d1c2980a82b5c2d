/**
 * `pbn-director analyse`: the double-dummy table, par and play trace of every board of the
 * given files and folders, as text or JSON (`{ "files": [{ "path", "games": [{ "index", "board",
 * "line", "dd": { "table", "par", "trace" } }] }] }`), computed by one worker per core with the
 * progress on standard error. `--write` adds the DD tags (OptimumResultTable, OptimumScore,
 * ParContract) to each file, atomically, leaving alone every game with a syntax error; LIN files
 * cannot hold them. Exit status 1 when a board could not be analysed.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DecodedText, LanguageService, ServiceSettings, encodePbnText, getLanguageService } from '../languageService';
import { writeFileAtomic } from '../io/atomicWrite';
import { ANALYSE_WRITE_WORDS, cliGameName } from '../i18n/cliTexts';
import { analysedGame, analysedGameText } from './analyseGames';
import { CliArguments } from './args';
import { CliAnalysis } from './ddAnswers';
import { expandPaths, loadFile } from './files';
import { CliIo } from './io';
import { outcomeNote } from './writeOutcome';

/** Runs `analyse`; returns the exit status. */
export async function runAnalyse(args: CliArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const files = await expandPaths(args.paths);
  const analysis = new CliAnalysis(io);
  const service = getLanguageService({ analysis: analysis.answers });
  try {
    const loaded = await Promise.all(files.map((file) => loadFile(file, io)));
    const work = loaded.map((file) => {
      service.setEncoding(file.document.uri, file.decoded.encoding);
      const questions = service.analysisQuestions(file.document, settings).flatMap((game) => game.questions.map(({ question }) => question))
        .filter((question) => question.kind !== 'position');
      return analysis.answer(questions);
    });
    const reports = [];
    let failed = 0;
    for (const [index, file] of loaded.entries()) {
      await work[index];
      const view = service.getModelView(file.document, settings)!;
      const games = view.model.games.filter((game) => game.model && game.index > 0);
      // A game's line is that of its first tag, not of the comments before it (a long % block).
      const lineOf = (game: (typeof games)[number]) => view.document.positionAt(game.start + game.model!.syntax.firstTagStart).line + 1;
      const entries = games.map((game) => analysedGame(game, lineOf(game), analysis.answers, settings.language));
      failed += entries.filter((entry) => entry.error !== undefined).length;
      if (args.format === 'json') reports.push({ path: file.path, games: entries });
      else {
        analysis.progress.clear();
        io.stdout(games.map((game) => analysedGameText(file.path, game, lineOf(game), analysis.answers, settings.language)).join('\n'));
      }
      if (args.write) await writeTags(file.path, file.document, file.decoded, service, settings, io, args.force);
      service.forget(file.document.uri);
    }
    analysis.progress.clear();
    if (args.format === 'json') io.stdout(JSON.stringify({ files: reports }, null, 2) + '\n');
    return failed > 0 ? 1 : 0;
  } finally {
    analysis.dispose();
  }
}

/** `--write`: the DD tags of every game written into the file, atomically, with what was done on stderr. */
async function writeTags(path: string, document: TextDocument, decoded: DecodedText, service: LanguageService, settings: ServiceSettings, io: CliIo, force: boolean): Promise<void> {
  const words = ANALYSE_WRITE_WORDS[settings.language];
  if (document.languageId === 'lin') { io.stderr(`${path}: ${words.lin}\n`); return; }
  const plans = service.getAnalysisEdits(document, settings);
  const lines = plans.map((plan) => {
    const name = cliGameName(plan.board, plan.gameIndex, settings.language);
    const what = plan.skipped === 'syntax-error' ? words.syntax : plan.skipped === 'no-answer' ? words.noAnswer : plan.edits.length ? words.written : words.same;
    return `${path}:${plan.line + 1}: ${name}: ${what}\n`;
  }).join('');
  const edits = plans.flatMap((plan) => plan.edits);
  if (edits.length === 0 || path === '-') { io.stderr(lines); return; }
  // "… written" is said once it is: a failed write says only why, in one line.
  const outcome = await writeFileAtomic(path, encodePbnText(TextDocument.applyEdits(document, edits), decoded.encoding, decoded.byteOrderMark), { refuseReadOnly: !force });
  io.stderr(lines);
  const note = outcomeNote(outcome, settings.language);
  if (note) io.stderr(`${path}: ${note.slice(2)}\n`);
}
