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
import { writeScores } from '../commands/score';
import { CliArguments } from './args';
import { openInput } from './inputRoute';
import { CliIo } from './io';
import { runScoreEvent } from './scoreEvent';

/** Runs `score`; returns the exit status. */
export async function runScore(args: CliArguments, service: LanguageService, settings: ServiceSettings, io: CliIo): Promise<number> {
  if (args.event) return runScoreEvent(args, settings, io);
  const opened = await openInput(args.paths[0], io, { bounded: true });
  const changed = await writeScores(opened, settings, args.format === 'json', (text) => io.stdout(text), async () => { await io.stdoutDrained?.(); });
  return changed ? 1 : 0;
}
