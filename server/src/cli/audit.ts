/**
 * `pbn-director audit`: every board's traveller checked against its deal (features/audit/):
 * leads the leader does not hold, results and scores that cannot be, scores with their sides
 * reversed, results no play explains and fouled boards with the groups of tables that played the
 * same deal; a board a file holds more than once with no ScoreTable (two rooms, a LIN match read
 * through its projection) is audited with its games as the rows (features/audit/boardGames.ts). Double dummy comes in two rounds (the recorded deals, then the swapped deals of the
 * boards with a suspect row), one worker per core; without the engine, or with `--no-dd`, only
 * the checks that need none. Text, or JSON (`{ "files": [{ "path", "boards": [{ "board",
 * "findings": [{ "kind", "row", "message", "evidence" }], "groups" }] }] }`, rows from 1). Exit
 * status 1 when something was found. A PBN file, or standard input, is read game by game
 * (commands/audit.ts: memory of one game, with double dummy of one block's games and
 * answers, and a compact row per game of a board without a ScoreTable), and so is a Bridgemate
 * session's PBN view (io/pbnViews.ts), each opened by the one route (inputRoute.ts); a LIN file is read whole.
 */
import { noEngineNote } from '../i18n/auditMessages';
import { Language } from '../i18n/localize';
import { ServiceSettings, getLanguageService } from '../languageService';
import { writeAudits } from '../commands/audit';
import { CliArguments } from './args';
import { CliAnalysis, engineBuilt } from './ddAnswers';
import { expandPaths } from './files';
import { openInput } from './inputRoute';
import { CliIo } from './io';

/** Runs `audit`; returns the exit status. */
export async function runAudit(args: CliArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const files = await expandPaths(args.paths);
  const analysis = args.noDd ? undefined : engineOrNote(io, settings.language);
  const service = getLanguageService(analysis ? { analysis: analysis.answers } : {});
  try {
    // A PBN file (or a Bridgemate session's PBN) is read game by game, keeping each board's entry, not its games.
    const open = (file: string) => openInput(file, io, { sessions: true, bounded: true });
    const found = await writeAudits(files, open, args.format, service, settings, analysis, (text) => io.stdout(text), () => analysis?.progress.clear());
    return found ? 1 : 0;
  } finally {
    analysis?.dispose();
  }
}

/** The double-dummy session, or none (with a note on standard error) when the engine is not built. */
function engineOrNote(io: CliIo, language: Language): CliAnalysis | undefined {
  if (engineBuilt()) return new CliAnalysis(io);
  io.stderr(`${noEngineNote(language)}\n`);
  return undefined;
}
