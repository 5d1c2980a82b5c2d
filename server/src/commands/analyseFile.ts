/**
 * `analyse` of one PBN input game by game (model/document/gameTextStream.ts), without the file
 * system: the games of each block are held by the double-dummy stage (analysis/logic/ddStage.ts)
 * until their DD table and play questions are answered, then each game's text block or JSON entry
 * goes to the sink in file order. A block's answers wait for the next block's questions (a board
 * repeated there is not solved twice), so memory is that of a block's games and answers. With
 * `write`, each game's plan for its DD tags (features/dd/analysisEdits.ts, on the game framed
 * alone, features/framedGame.ts) is handed on with the file's line, and with `write.copy` the
 * file's text comes out a piece per block with the tags written in, lone CRs as the file has them;
 * the command line writes the pieces to a copy that replaces the file (cli/analyse.ts). A
 * LIN file is analysed read whole (`analyseWholeInput`, `analyseLinFile`).
 */
import { ServiceSettings, gameOptionsOf } from '../features/settings';
import { GameAnalysisEdits, gameAnalysisEdits } from '../features/dd/analysisEdits';
import { FramedGame } from '../features/framedGame';
import { DdAnswering } from '../analysis/logic/lookup';
import { DdStage } from '../analysis/logic/ddStage';
import { DdQuestion } from '../analysis/logic/protocol';
import { questionsOfGame } from '../analysis/logic/questions/questionsOfGame';
import { GameTextStream, StreamedGame } from '../model/document/gameTextStream';
import { GameModel } from '../model/game/gameModel';
import { AnalysedGame, analysedGame, analysedGameText } from './analyseGames';
import { LanguageService, getLanguageService } from '../languageService';
import { ANALYSE_WRITE_WORDS, cliGameName } from '../i18n/cliTexts';
import { Language } from '../i18n/localize';
import { GameInput, WholeInput } from './gameInput';
import { LinInput } from './openedInput';
import { AnalyseJson } from './analyseJson';
import { restorableSource } from './streamSource';

/** Where one input's analysis goes: each game's text block (text format) or JSON entry, in file order. */
export interface AnalyseSink {
  text?(block: string): void;
  entry?(entry: AnalysedGame): void;
}

/** `--write`: each game's plan (its line the file's, 0-based) and whether the text with the tags is wanted. */
export interface AnalyseWrite {
  plan(plan: GameAnalysisEdits): void;
  copy: boolean;
}

/** What an analysis counted: games that could not be analysed, edits planned. */
export interface AnalyseCounts {
  failed: number;
  edits: number;
}

/** Analyses `input` into `sink`, counting into `counts`; yields once per block read: the block's text with the DD tags (with `write.copy`), '' otherwise. */
export async function* analysedPieces(input: GameInput, settings: ServiceSettings, dd: DdAnswering, sink: AnalyseSink, counts: AnalyseCounts, write?: AnalyseWrite): AsyncGenerator<string> {
  const source = restorableSource(input);
  const { answers } = dd;
  const language = settings.language;
  const copy = write?.copy ?? false;
  let pieces: string[] = [];
  let offset = 0, texts = 0;
  const handOn = (item: StreamedGame | string) => {
    if (typeof item === 'string') {
      const kept = source.original(item, offset);
      offset += item.length;
      if (copy) pieces.push(kept);
      return;
    }
    const framed = new FramedGame(item, source.original);
    offset = item.chunk.end;
    const game = framed.game;
    if (!game.model) { if (copy) pieces.push(framed.text); return; }
    if (game.index > 0) {
      const line = framed.fileLine(framed.document.positionAt(game.start + game.model.syntax.firstTagStart).line) + 1;
      const entry = analysedGame(game, line, answers, language);
      if (entry.error !== undefined) counts.failed++;
      if (sink.entry) sink.entry(entry);
      else sink.text?.((texts++ ? '\n' : '') + analysedGameText(input.path, game, line, answers, language));
    }
    if (!write) return;
    const plan = gameAnalysisEdits(framed.document, game, answers);
    if (plan) {
      write.plan({ ...plan, line: framed.fileLine(plan.line) });
      counts.edits += plan.edits.length;
    }
    if (copy) pieces.push(framed.edited(plan?.edits ?? []));
  };
  const stage = new DdStage<StreamedGame | string>(dd, (item) => (typeof item === 'string' || !item.game.model ? [] : analysedQuestions(item.game.model)), handOn, { keepUntilNextBlock: true });
  const stream = new GameTextStream(source.embedded, gameOptionsOf(settings), { game: (game) => stage.hold(game), text: (text) => stage.hold(text) }, source.maxHeld, source.tooLong, true);
  const settled = async () => {
    await stage.settle();
    const piece = pieces.join('');
    pieces = [];
    return piece;
  };
  try {
    for await (const block of source.blocks) {
      stream.push(block);
      yield await settled();
    }
    stream.finish();
    yield await settled();
  } finally {
    answers.retain(new Set());
  }
}

/** A whole input's analysis (a LIN file through its projection): each game's JSON entry, and the text of them all. */
export interface WholeAnalysis {
  entries: AnalysedGame[];
  text(): string;
}

/** Analyses an input read whole through `service` once its questions (each game's DD table and play trace) are answered. */
export async function analyseWholeInput(input: WholeInput, service: LanguageService, settings: ServiceSettings, dd: DdAnswering): Promise<WholeAnalysis> {
  service.setEncoding(input.document.uri, input.decoded.encoding);
  const model = service.getModelView(input.document, settings)!.model;
  await dd.answer(model.games.flatMap((game) => (game.model ? analysedQuestions(game.model) : [])));
  const view = service.getModelView(input.document, settings)!;
  const games = view.model.games.filter((game) => game.model && game.index > 0);
  // A game's line is that of its first tag, not of the comments before it (a long % block).
  const lineOf = (game: (typeof games)[number]) => view.document.positionAt(game.start + game.model!.syntax.firstTagStart).line + 1;
  return {
    entries: games.map((game) => analysedGame(game, lineOf(game), dd.answers, settings.language)),
    text: () => games.map((game) => analysedGameText(input.path, game, lineOf(game), dd.answers, settings.language)).join('\n'),
  };
}

/**
 * A LIN file read whole (`analyseWholeInput`) through a service of its own over `dd`'s answers:
 * its games' JSON entries to `json`, else their text to `out`; the answers are dropped after it.
 * Returns how many of its games could not be analysed.
 */
export async function analyseLinFile(opened: LinInput, settings: ServiceSettings, dd: DdAnswering, out: (text: string) => void, json: Pick<AnalyseJson, 'file' | 'game' | 'endFile'> | undefined): Promise<number> {
  const service = getLanguageService({ analysis: dd.answers });
  const loaded = await opened.whole();
  const { entries, text } = await analyseWholeInput(loaded, service, settings, dd);
  if (json) {
    json.file(loaded.path);
    for (const entry of entries) json.game(entry);
    json.endFile();
  } else out(text());
  service.forget(loaded.document.uri);
  dd.answers.retain(new Set());
  return entries.filter((entry) => entry.error !== undefined).length;
}

/** The questions of a game whose answers `analyse` shows or writes: the DD table (and par) and the play's trace. */
export function analysedQuestions(model: GameModel): DdQuestion[] {
  const { table, play } = questionsOfGame(model);
  return [table, play].filter((question): question is NonNullable<typeof question> => question !== undefined);
}

/** `--write`'s line for one game: written, already right, or left alone and why. */
export function analyseWrittenLine(path: string, plan: GameAnalysisEdits, language: Language): string {
  const words = ANALYSE_WRITE_WORDS[language];
  const name = cliGameName(plan.board, plan.gameIndex, language);
  const what = plan.skipped === 'syntax-error' ? words.syntax : plan.skipped === 'no-answer' ? words.noAnswer : plan.edits.length ? words.written : words.same;
  return `${path}:${plan.line + 1}: ${name}: ${what}\n`;
}
