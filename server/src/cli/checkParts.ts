/**
 * One large file checked on the machine's cores: the main thread reads and splits the file (the
 * cheap part, the first stage of the service's game pipeline) and sends its games in parts of some
 * hundreds to the workers, which run the next stage (read, analyse, check) and report them; the
 * main thread folds the file's noise and writes the parts' output in file order as they come back,
 * with no more than a few parts in flight, so memory stays bounded. Only for files without any
 * `#` (inheritance needs the games before): each part then reads exactly as the whole file would.
 */
import { FileNoiseFold, GameChunk, GameStream, ServiceSettings, fileDiagnosticsOf } from '../languageService';
import { CheckOutput, FileWriter, feedInput } from '../commands/checkFile';
import { CheckPool, PartTask } from './checkWorkers';
import { DeferredOutput } from '../io/deferredOutput';
import { ReportedGame } from '../commands/gameReporter';
import { InputText } from '../io/inputText';

/**
 * Files at least this large (bytes) are checked in parts when PBN_DIRECTOR_PART_BYTES says so;
 * off by default: on two cores the parts were no faster (each worker warms up on its own) and
 * every worker holds a heap, which costs the memory the one-game-at-a-time check saves.
 */
export const PART_THRESHOLD = Number(process.env.PBN_DIRECTOR_PART_BYTES) > 0 ? Number(process.env.PBN_DIRECTOR_PART_BYTES) : Infinity;
const PART_GAMES = 400, PART_CHARACTERS = 256 * 1024;

/** True when an input may be checked in parts. */
export function checkableInParts(input: InputText): boolean {
  return input.size >= PART_THRESHOLD && !input.facts.hash;
}

/** Checks one input in parts on the pool's workers; the output is that of `checkInput`. Returns the number of errors. */
export async function checkInParts(input: InputText, format: 'text' | 'json', settings: ServiceSettings, output: CheckOutput, json: DeferredOutput | undefined, pool: CheckPool, jobs: number): Promise<number> {
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
