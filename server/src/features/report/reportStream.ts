/**
 * The ruling report of a file built as the file streams by (the command line's `report -o`):
 * per block of text its games are read (their models kept for the block only), their double-dummy
 * questions asked and answered first where an engine is at hand, then each game's board view is
 * made, rendered and handed out as a piece, and dropped. The pieces join into the page the
 * whole-file path gives: the first board waits for the second (or the end), since the title
 * names the board when the file has one. Memory is that of a block's games and their sections.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { GameStreamSource, GameTextStream } from '../../model/document/gameTextStream';
import { DocumentGame } from '../../model/document/document';
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { DdQuestion } from '../../analysis/logic/protocol';
import { questionsOfGame } from '../../analysis/logic/questions/questionsOfGame';
import { auditInput, auditQuestions } from '../audit/gameAudit';
import { boardOfGame } from '../board/boardData';
import { BoardView } from '../board/boardDataTypes';
import { boardLabels } from '../board/boardLabels';
import { ServiceSettings, gameOptionsOf } from '../settings';
import { escapeHtml, escapeMarkdown } from './escape';
import { ReportOptions, boardSectionHtml, reportHtml } from './reportHtml';
import { boardSectionMarkdown, reportMarkdown } from './reportMarkdown';
import { ReportFormat, reportTitle } from './rulingReport';

/** Double dummy for a stream: the lookup the boards read and how to have questions answered. */
export interface StreamAnalysis {
  lookup: AnalysisLookup;
  answer(questions: readonly DdQuestion[]): Promise<void>;
}

/** A file's games for a report; `boardMade` is told as each board's view is made (the editor's progress: the board before it is rendered by then). */
export interface ReportSource extends GameStreamSource {
  boardMade?: () => void;
}

/** A reading of the boards: the handout's title, the handout PDF's type size (every board measured), or the pages drawn. */
export type ReportPhase = 'title' | 'measure' | 'draw';

/** The questions the whole-file path asks of one game (its own and the traveller audit's). */
function gameQuestions(game: DocumentGame, lookup: AnalysisLookup): DdQuestion[] {
  const model = game.model!;
  const own = questionsOfGame(model).all.map(({ question }) => question);
  return model.traveller && auditInput(model)?.hands ? [...auditQuestions(model, lookup), ...own] : own;
}

/** Line numbers of the file for offsets inside one game (the text has no lone CR). */
function gameLines(game: DocumentGame, text: string, firstLine: number): Pick<TextDocument, 'positionAt'> {
  return {
    positionAt(offset: number) {
      let line = firstLine;
      const until = Math.min(text.length, offset - game.start);
      for (let index = text.indexOf('\n'); index >= 0 && index < until; index = text.indexOf('\n', index + 1)) line++;
      return { line, character: 0 };
    },
  };
}

/** A game read from a block, with the line numbers of its text. */
interface HeldGame {
  game: DocumentGame;
  lines: Pick<TextDocument, 'positionAt'>;
}

/** The board views of a block's games, each made when it is asked for; its game is let go then, so a block's models go as its boards are rendered. */
function* viewsOf(held: Array<HeldGame | undefined>, settings: ServiceSettings, lookup: AnalysisLookup | undefined, boardMade?: () => void): Generator<BoardView> {
  for (let at = 0; at < held.length; at++) {
    const { game, lines } = held[at]!;
    held[at] = undefined;
    boardMade?.();
    yield boardOfGame(lines, game, 0, settings.language, lookup);
  }
}

/** The board views of a file's games, a block's at a time (each view made as it is read), its double-dummy questions answered first. */
export async function* streamedBoards(source: ReportSource, settings: ServiceSettings, analysis?: StreamAnalysis): AsyncGenerator<Iterable<BoardView>> {
  let games: HeldGame[] = [];
  const stream = new GameTextStream(source.embedded, gameOptionsOf(settings), {
    text: () => undefined,
    game: ({ game, chunk }) => { if (game.model && game.index > 0) games.push({ game, lines: gameLines(game, chunk.text, chunk.line ?? 0) }); },
  }, source.maxHeld, source.tooLong, true);
  async function* boardsRead(): AsyncGenerator<Iterable<BoardView>> {
    const held = games;
    games = [];
    if (held.length === 0) return;
    if (analysis) await analysis.answer(held.flatMap(({ game }) => gameQuestions(game, analysis.lookup)));
    yield viewsOf(held, settings, analysis?.lookup, source.boardMade);
  }
  for await (const block of source.blocks) {
    stream.push(block);
    yield* boardsRead();
  }
  stream.finish();
  yield* boardsRead();
}

/** The report's text in pieces; nothing at all when the file holds no game. */
export async function* streamedReport(source: ReportSource, uri: string, format: ReportFormat, settings: ServiceSettings, options: ReportOptions, analysis?: StreamAnalysis): AsyncGenerator<string> {
  const { language } = settings;
  const labels = boardLabels(language);
  let first: BoardView | undefined;
  let opened = false;
  const section = (board: BoardView, pageTitle: string) => format === 'html' ? boardSectionHtml(board, options, pageTitle) : boardSectionMarkdown(board, options);
  // The page up to the first board's section, with the title of a file of more than one board.
  const opening = (board: BoardView): string => {
    const title = reportTitle(uri, [board, board], language);
    if (format === 'md') return `# ${escapeMarkdown(title)}\n\n${section(board, '')}`;
    const page = reportHtml(title, [], labels, language, options);
    return `${page.slice(0, page.indexOf('\n<footer>'))}${section(board, `<h1>${escapeHtml(title)}</h1>`)}`;
  };
  for await (const boards of streamedBoards(source, settings, analysis)) {
    const pieces: string[] = [];
    for (const board of boards) {
      if (!opened && first === undefined) first = board;
      else if (!opened) {
        pieces.push(opening(first!), (format === 'html' ? '\n' : '\n\n') + section(board, ''));
        opened = true;
        first = undefined;
      } else pieces.push((format === 'html' ? '\n' : '\n\n') + section(board, ''));
    }
    if (pieces.length) yield pieces.join('');
  }
  if (first) {
    // The one board of the file: the whole page as the whole-file path makes it.
    const title = reportTitle(uri, [first], language);
    yield format === 'html' ? reportHtml(title, [first], labels, language, options) : reportMarkdown(title, [first], labels, options);
  } else if (opened) {
    yield format === 'html' ? `\n<footer><p>${escapeHtml(labels.generatedBy)}</p></footer>\n</body>\n</html>\n` : `\n\n---\n\n_${escapeMarkdown(labels.generatedBy)}_\n`;
  }
}
