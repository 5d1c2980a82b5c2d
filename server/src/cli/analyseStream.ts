/**
 * `analyse` of one PBN file game by game (model/document/gameTextStream.ts): the games of each
 * block are read, their DD table and play questions answered together, then each game's text
 * block or JSON entry goes out in file order. The answers a block does not ask again are dropped
 * before its questions go (so a board repeated in the next block is not solved twice), and
 * memory is that of a block's games and answers whatever the size of the file. `--write` passes
 * the file's text on with each game's DD tags written in (features/dd/analysisEdits.ts, on a
 * document of the game alone framed by the line ends around it, as `fix` streams) to a temporary
 * copy, which replaces the file atomically once read to the end if some game changed; the lines
 * saying what was done wait until then. Lone CRs are read as LFs and written back as they were.
 */
import { closeSync, createReadStream, unlinkSync } from 'node:fs';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { ServiceSettings, gameOptionsOf } from '../features/settings';
import { GameAnalysisEdits, gameAnalysisEdits } from '../features/dd/analysisEdits';
import { DdStage } from '../analysis/logic/ddStage';
import { DdQuestion } from '../analysis/logic/protocol';
import { questionsOfGame } from '../analysis/logic/questions/questionsOfGame';
import { WriteOutcome, writeFileAtomic } from '../io/atomicWrite';
import { forgetTemporary, openSpillFile, writeSpill } from '../io/temporaryFiles';
import { GameTextStream, StreamedGame } from '../model/document/gameTextStream';
import { GameModel } from '../model/game/gameModel';
import { AnalysedGame, analysedGame, analysedGameText } from '../commands/analyseGames';
import { CliAnalysis } from './ddAnswers';
import { DeferredOutput } from '../io/deferredOutput';
import { InputText } from './inputText';
import { CliIo } from './io';
import { restorableSource } from '../commands/streamSource';

/** Where one file's analysis goes: each game's text block (text format) or JSON entry, in file order. */
export interface AnalyseSink {
  text?(block: string): void;
  entry?(entry: AnalysedGame): void;
}

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
  const source = restorableSource(input);
  const { answers } = analysis;
  const language = settings.language;
  const copy = planLine && input.path !== '<stdin>' ? openSpillFile() : undefined;
  const lines = planLine && new DeferredOutput();
  let offset = 0, failed = 0, edits = 0, texts = 0;
  const encoding = input.facts.encoding === 'utf8' ? 'utf8' : 'latin1';
  if (copy && input.facts.byteOrderMark) writeSpill(copy.descriptor, Buffer.from([0xef, 0xbb, 0xbf]));
  let pieces: string[] = [];
  /** Each game said and, with `--write`, its text with its DD tags kept for the block's piece of the copy. */
  const handOn = (item: StreamedGame | string) => {
      if (typeof item === 'string') {
        const kept = source.original(item, offset);
        offset += item.length;
        if (copy) pieces.push(kept);
        return;
      }
      const { chunk, game } = item;
      const framed = source.original(item.before + chunk.text + item.after, chunk.start - item.before.length);
      offset = chunk.end;
      const start = item.before.length, end = start + chunk.text.length;
      if (!game.model) { if (copy) pieces.push(framed.slice(start, end)); return; }
      const document = TextDocument.create('untitled:game.pbn', 'pbn', 1, framed);
      // The document's lines from the file's: the line end before the game is a line of its own.
      const shift = (chunk.line ?? 0) - (item.before ? 1 : 0);
      const alone = { ...game, start, end };
      if (game.index > 0) {
        const line = document.positionAt(start + game.model.syntax.firstTagStart).line + shift + 1;
        const entry = analysedGame(alone, line, answers, language);
        if (entry.error !== undefined) failed++;
        if (sink.entry) sink.entry(entry);
        else {
          analysis.progress.clear();
          sink.text?.((texts++ ? '\n' : '') + analysedGameText(input.path, alone, line, answers, language));
        }
      }
      if (!planLine) return;
      const plan = gameAnalysisEdits(document, alone, answers);
      if (plan) {
        lines!.write(planLine({ ...plan, line: plan.line + shift }));
        edits += plan.edits.length;
      }
      if (!copy) return;
      if (!plan || plan.edits.length === 0) { pieces.push(framed.slice(start, end)); return; }
      const fixed = TextDocument.applyEdits(document, plan.edits);
      pieces.push(fixed.slice(start, fixed.length - item.after.length));
  };
  // The held games' questions answered, then each handed on; a block's answers wait for the next block's questions.
  const stage = new DdStage<StreamedGame | string>(analysis, (item) => (typeof item === 'string' || !item.game.model ? [] : analysedQuestions(item.game.model)), handOn, { keepUntilNextBlock: true });
  const stream = new GameTextStream(source.embedded, gameOptionsOf(settings), { game: (game) => stage.hold(game), text: (text) => stage.hold(text) }, source.maxHeld, source.tooLong, true);
  const settle = async () => {
    await stage.settle();
    if (copy && pieces.length) writeSpill(copy.descriptor, Buffer.from(pieces.join(''), encoding));
    pieces = [];
    await io.stdoutDrained?.();
  };

  let copyClosed = false;
  try {
    for await (const block of source.blocks) {
      stream.push(block);
      await settle();
    }
    stream.finish();
    await settle();
    answers.retain(new Set());
    if (!copy) return { failed, written: lines && { lines } };
    closeSync(copy.descriptor);
    copyClosed = true;
    // Nothing to change: the file is left as it is (not rewritten, a read-only one not refused).
    if (edits === 0) return { failed, written: { lines: lines! } };
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

/** The questions of a game whose answers `analyse` shows or writes: the DD table (and par) and the play's trace. */
export function analysedQuestions(model: GameModel): DdQuestion[] {
  const { table, play } = questionsOfGame(model);
  return [table, play].filter((question): question is NonNullable<typeof question> => question !== undefined);
}
