/**
 * One large file checked in parts, without the threads: the file is read and split here (the
 * cheap part, the first stage of the service's game pipeline) and its games go in parts of some
 * hundreds to a runner (the command line's worker pool), where each part runs the next stage (read,
 * analyse, check: `checkPart`) and comes back reported; here the file's noise is folded and the
 * parts' output written in file order as they come back, with no more than a few parts in flight,
 * so memory stays bounded. Only for files without any `#` (inheritance needs the games before):
 * each part then reads exactly as the whole file would.
 */
import { FileNoiseFold, GameChecker, GameChunk, GameStream, ServiceSettings, fileDiagnosticsOf } from '../languageService';
import { DeferredOutput } from '../io/deferredOutput';
import { CheckOutput, FileWriter, feedInput } from './checkFile';
import { CheckRunner, PartTask } from './checkTasks';
import { GameInput } from './gameInput';
import { GameReporter, ReportedGame } from './gameReporter';

/** A part ends after this many games or characters. */
const PART_GAMES = 400, PART_CHARACTERS = 256 * 1024;

/** Checks one input in parts on `pool`, up to `jobs * 2` parts in flight; the output is that of `checkInput`. Returns the number of errors. */
export async function checkInParts(input: GameInput, format: 'text' | 'json', settings: ServiceSettings, output: CheckOutput, json: DeferredOutput | undefined, pool: CheckRunner, jobs: number): Promise<number> {
  const writer = new FileWriter(input.path, format, input.facts, output, fileDiagnosticsOf(input.facts, settings), new FileNoiseFold(settings.language));
  const inFlight: Array<{ answer: Promise<ReportedGame[]>; games?: ReportedGame[] }> = [];
  let part: PartTask | undefined;
  let partCharacters = 0, first = true;
  let previous: GameChunk | undefined;
  const send = () => {
    if (!part) return;
    const entry: { answer: Promise<ReportedGame[]>; games?: ReportedGame[] } = { answer: pool.run(part) as Promise<ReportedGame[]> };
    entry.answer.then((games) => { entry.games = games; }, () => undefined);
    inFlight.push(entry);
    part = undefined;
    partCharacters = 0;
  };
  /** Writes the parts that are back, in order; waits for the oldest while more than `limit` are out. */
  const writeBack = async (limit: number) => {
    while (inFlight.length && (inFlight[0].games || inFlight.length > limit)) {
      for (const game of await inFlight.shift()!.answer) writer.add(game);
    }
  };
  const onGame = (chunk: GameChunk, layout: boolean) => {
    part ??= {
      kind: 'part', path: input.path, format, settings, chunks: [], layout: [],
      previous: previous && { text: previous.text, endLine: previous.endLine ?? 0 }, fileProblems: first ? [...(writer.fileProblemsForFirstGame() ?? [])] : undefined,
    };
    first = false;
    part.chunks.push(chunk);
    part.layout.push(layout);
    partCharacters += chunk.text.length;
    if (part.chunks.length >= PART_GAMES || partCharacters >= PART_CHARACTERS) send();
    previous = chunk;
  };
  const paced: CheckOutput = { direct: output.direct, settle: async () => { await writeBack(jobs * 2); await output.settle(); } };
  try {
    await feedInput(input, new GameStream(input.facts, onGame), paced);
    send();
    await writeBack(0);
  } catch (error) {
    writer.discard();
    throw error;
  }
  return writer.finish(json);
}

/** A worker's side of a part: its games read, checked and reported as the whole file's check would (the game before the first followed). */
export function checkPart(task: PartTask): ReportedGame[] {
  const checker = new GameChecker(task.settings);
  const reporter = new GameReporter(task.path, task.format);
  if (task.previous) checker.follow(task.previous.text, task.previous.endLine);
  return task.chunks.map((chunk, index) => reporter.report(checker.check(chunk, task.layout[index]), index === 0 ? task.fileProblems : undefined));
}
