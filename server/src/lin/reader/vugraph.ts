/**
 * The vugraph header and its cross-check. `vg` names the event, the segment, the scoring (`I`
 * IMPs, `P` match points, `B` board-a-match), the first and last board and the two teams; `rs`
 * lists the result of every room (`4HE=`, `3NW+1`, `4SWx-4`, open room then closed room of
 * each board). A result in `rs` that the board's own auction and claim (or complete play) do not
 * give is what BridgeData calls "claim wrong": it is reported on the `rs` entry.
 */
import { sideOf } from '../../bridge/seats';
import { ProblemSink } from '../../syntax/problems';
import { LinBoard, LinEvent, LinFile, ValuePiece, commaPieces } from './board';
import { tricksWonBefore } from './play';
import { LinTag } from './tokens';

/** Reads a `vg` tag. */
export function readEvent(tag: LinTag): LinEvent {
  const pieces = commaPieces(tag, true);
  const present = (piece: ValuePiece | undefined) => (piece && piece.text.trim() !== '' ? piece : undefined);
  const number = (piece: ValuePiece | undefined) => (piece && /^\s*\d+\s*$/.test(piece.text) ? Number(piece.text) : undefined);
  return {
    tag, title: present(pieces[0]), stage: present(pieces[1]), scoring: present(pieces[2]),
    firstBoard: number(pieces[3]), lastBoard: number(pieces[4]), homeTeam: present(pieces[5]), visitTeam: present(pieces[7]),
  };
}

/** The PBN Scoring value of a `vg` scoring letter. */
export function pbnScoring(letter: string | undefined): string | undefined {
  switch (letter?.trim().toUpperCase()) {
    case 'I': return 'IMP';
    case 'P': return 'MP';
    case 'B': return 'BAM';
    default: return undefined;
  }
}

/** The declaring side's total tricks as the board itself records them: the claim, else a complete play. */
export function recordedTricks(board: LinBoard): number | undefined {
  const declarer = board.auction.declarer;
  if (!declarer) return undefined;
  if (board.claim) return board.claim.tricks;
  if (board.tricks.length === 13 && board.tricks.every((trick) => trick.winner)) return tricksWonBefore(board.tricks, 52)[sideOf(declarer)];
  return undefined;
}

/** The board's result written the way `rs` writes it (`4HE=`, `3NW+1`, `5DNX-2`, `PASS`), upper case. */
export function resultCode(board: LinBoard): string | undefined {
  const { auction } = board;
  if (auction.passedOut) return 'PASS';
  const tricks = recordedTricks(board);
  if (!auction.contract || !auction.declarer || tricks === undefined) return undefined;
  const { level, strain, risk } = auction.contract;
  const over = tricks - level - 6;
  return `${level}${strain === 'NT' ? 'N' : strain}${auction.declarer}${risk}${over === 0 ? '=' : over > 0 ? `+${over}` : over}`;
}

/** An `rs` entry in the same form (`x` for doubled), or undefined when empty. */
function normalEntry(text: string): string | undefined {
  const upper = text.trim().toUpperCase().replace(/NT/, 'N');
  if (upper === '') return undefined;
  return upper === 'P' || upper === 'AP' || upper === 'PASS' ? 'PASS' : upper;
}

/** The `rs` entry of a board: by the `vg` board range and the room, else by the order of the rooms in the file. */
export function entryOf(file: Pick<LinFile, 'results' | 'event'>, board: Pick<LinBoard, 'number' | 'room'>, position: number): ValuePiece | undefined {
  const entries = file.results!.entries;
  const first = file.event?.firstBoard;
  if (first !== undefined && board.room && board.number >= first) return entries[2 * (board.number - first) + (board.room === 'Closed' ? 1 : 0)];
  return entries[position];
}

/** The board an `rs` entry belongs to. */
export function boardOfEntry(file: LinFile, entry: ValuePiece): LinBoard | undefined {
  return file.results ? file.boards.find((board, position) => entryOf(file, board, position) === entry) : undefined;
}

/** Reports every `rs` entry that the board it belongs to contradicts. */
export function crossCheckResults(file: LinFile, sink: ProblemSink): void {
  if (file.results) crossCheckBoardResults(file, file.boards.map(boardResult), sink);
}

/** What the cross-check needs of a board: its number, room and own result. */
export interface BoardResult {
  number: number;
  room?: 'Open' | 'Closed';
  own?: string;
}

/** The cross-check's view of a board. */
export function boardResult(board: LinBoard): BoardResult {
  return { number: board.number, room: board.room, own: resultCode(board) };
}

/** Reports every `rs` entry that the board (in file order) it belongs to contradicts. */
export function crossCheckBoardResults(file: Pick<LinFile, 'results' | 'event'>, boards: readonly BoardResult[], sink: ProblemSink): void {
  if (!file.results) return;
  boards.forEach((board, position) => {
    const entry = entryOf(file, board, position);
    const listed = entry && normalEntry(entry.text);
    const own = board.own;
    if (!entry || !listed || !own || listed === own) return;
    sink.add('pbn.lin.results.mismatch', 'warning', entry.start, entry.end, {
      listed: entry.text.trim(), own, board: board.number, room: board.room ?? '',
    });
  });
}
