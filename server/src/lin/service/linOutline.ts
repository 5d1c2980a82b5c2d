/**
 * The outline and folding of a LIN document. One symbol per board, named like a PBN game
 * ("Board 7 · 4♠ S · 10 tricks", from the projection's model), with its auction and play as
 * children; in vugraph files one symbol per board number holding its rooms ("Open room · …").
 * Folding: each board, and in vugraph files each board number and each room, when it spans lines.
 */
import { DocumentSymbol, FoldingRange, SymbolKind } from 'vscode-languageserver-types';
import { Language } from '../../i18n/localize';
import { OUTLINE_ROOM_WORDS } from '../../i18n/linServiceTexts';
import { DocumentModel } from '../../model/document/document';
import { gameSummary } from '../../features/gameSummary';
import { LinBoard } from '../reader/board';
import { LinProjection } from '../toPbn/projection';

/** The PBN game summary of each board (by board index). */
function summaries(model: DocumentModel | undefined, language: Language): Map<number, string> {
  const names = new Map<number, string>();
  for (const game of model?.games ?? []) if (game.model && game.index > 0) names.set(game.index, gameSummary(game.model, game.index, language));
  return names;
}

/** Boards grouped by board number, in file order (vugraph rooms of one board together). */
function byNumber(boards: readonly LinBoard[]): LinBoard[][] {
  const groups = new Map<number, LinBoard[]>();
  for (const board of boards) {
    const group = groups.get(board.number);
    if (group) group.push(board); else groups.set(board.number, [board]);
  }
  return [...groups.values()];
}

/** The document symbols of a LIN document. */
export function linSymbols(projection: LinProjection, model: DocumentModel | undefined, language: Language): DocumentSymbol[] {
  const { lin, file } = projection;
  const names = summaries(model, language);
  const range = (start: number, end: number) => ({ start: lin.positionAt(start), end: lin.positionAt(end) });
  const boardSymbol = (board: LinBoard, name: string): DocumentSymbol => {
    const children: DocumentSymbol[] = [];
    const calls = board.auction.calls;
    if (calls.length) children.push({ name: 'Auction', kind: SymbolKind.Array, range: range(calls[0].tag.start, (calls[calls.length - 1].explanation?.tag ?? calls[calls.length - 1].tag).end), selectionRange: range(calls[0].tag.start, calls[0].tag.end) });
    const last = board.claim?.tag ?? board.cards[board.cards.length - 1]?.tag;
    if (board.cards.length || board.claim) {
      const first = board.cards[0]?.tag ?? board.claim!.tag;
      children.push({ name: 'Play', kind: SymbolKind.Array, range: range(first.start, Math.max(first.end, last!.end)), selectionRange: range(first.start, first.end) });
    }
    const head = board.tags[0];
    return { name, kind: SymbolKind.Namespace, range: range(board.start, board.end), selectionRange: range(head.start, head.end), children };
  };
  if (!file.vugraph) return file.boards.map((board) => boardSymbol(board, names.get(board.index) ?? `${OUTLINE_ROOM_WORDS[language].board} ${board.number}`));
  return byNumber(file.boards).map((rooms) => {
    const words = OUTLINE_ROOM_WORDS[language];
    const children = rooms.map((board) => {
      const summary = names.get(board.index) ?? '';
      const detail = summary.split(' · ').slice(1).join(' · ');
      return boardSymbol(board, [board.room ? words[board.room] : `${words.board} ${board.number}`, detail].filter(Boolean).join(' · '));
    });
    const first = rooms[0], last = rooms[rooms.length - 1];
    return { name: `${words.board} ${first.number}`, kind: SymbolKind.Namespace, range: range(first.start, last.end), selectionRange: range(first.tags[0].start, first.tags[0].end), children };
  });
}

/** The folding ranges of a LIN document. */
export function linFolding(projection: LinProjection): FoldingRange[] {
  const { lin, file } = projection;
  const ranges: FoldingRange[] = [];
  const seen = new Set<string>();
  const add = (start: number, end: number) => {
    const startLine = lin.positionAt(start).line;
    const endLine = lin.positionAt(end).line;
    if (endLine <= startLine || seen.has(`${startLine}:${endLine}`)) return;
    seen.add(`${startLine}:${endLine}`);
    ranges.push({ startLine, endLine });
  };
  if (file.vugraph) for (const rooms of byNumber(file.boards)) add(rooms[0].start, rooms[rooms.length - 1].end);
  for (const board of file.boards) add(board.start, board.end);
  return ranges;
}
