/**
 * `pbn-director score`: prints each board's traveller (`[ScoreTable]`) with its recomputed
 * columns, as text in bridge notation (`4♠ −1 S`, `NS −50`; a changed value as `4 → 5.4`)
 * followed by the changes "Update traveller" would write, or as JSON. Exit status 1 when some
 * traveller differs from its recomputation, 0 when all agree (or the file has none). A file is
 * read game by game, each board written as it comes, standard input too (copied to a temporary
 * file as it comes), and a file with lone CRs (commands/score.ts); a LIN file is read whole, and has no traveller
 * (each opened by the one route, inputRoute.ts).
 */
import { LanguageService, ServiceSettings } from '../languageService';
import { boardText, scoreBoards, scoredGames } from '../commands/score';
import { CliArguments } from './args';
import { openInput } from './inputRoute';
import { CliIo } from './io';
import { runScoreEvent } from './scoreEvent';
import { SCORE_WORDS } from '../i18n/cliTexts';

/** Runs `score`; returns the exit status. */
export async function runScore(args: CliArguments, service: LanguageService, settings: ServiceSettings, io: CliIo): Promise<number> {
  if (args.event) return runScoreEvent(args, settings, io);
  const opened = await openInput(args.paths[0], io, { bounded: true });
  const games = await scoredGames(opened);
  const file = opened.path;
  const json = args.format === 'json';
  let count = 0, changed = false;
  // What the whole path prints, board by board: the JSON of each board indented into the file's object, or the text boards one blank line apart.
  if (json) io.stdout(`{\n  "file": ${JSON.stringify(file)},\n  "boards": [`);
  if (games) await scoreBoards(games, settings, (board) => {
    changed ||= board.changes.length > 0;
    if (json) io.stdout(`${count > 0 ? ',' : ''}\n    ${JSON.stringify(board, null, 2).replace(/\n/g, '\n    ')}`);
    else io.stdout(`${count > 0 ? '\n' : ''}${boardText(board, settings)}`);
    count++;
  }, async () => { await io.stdoutDrained?.(); });
  if (json) io.stdout(count > 0 ? '\n  ]\n}\n' : ']\n}\n');
  else if (count === 0) io.stdout(`${file}: ${SCORE_WORDS[settings.language].noTable}\n`);
  return changed ? 1 : 0;
}
