/**
 * LIN → PBN 2.1 in export format, with the source map. Each board becomes one game: the 15
 * mandatory tags (names from `pn`, Event, Stage, Date and Scoring from `vg`, vulnerability from
 * `sv` or the board number, Declarer and Contract from the auction, Result from the claim or the
 * complete play), then HomeTeam, Room, Score (Law 77), Stage and VisitTeam; the auction from the
 * dealer with alerts and explanations as `=n=` notes (`[Note "n:Alert: …"]` for an alerted call),
 * the play in the columns of the opening leader with `*` where it stops (a claim) — and, in a
 * conversion that is written, `^R` before each revoke the play shows — and `nt` commentary in
 * braces after the call or card it follows.
 */
import { GameOptions } from '../../model/game/gameModel';
import { LinBoard, LinFile } from '../reader/board';
import { PbnWriter, pbnSuitEscapes, spanOf } from './pbnWriter';
import { writeAuction, writePlay } from './pbnSections';
import { writeTags } from './pbnTags';
import { revokeCards } from './revokeMarks';
import { SourceMap } from './sourceMap';

/** How the PBN is made: `markRevokes` for a conversion that is written (the projection leaves revokes unmarked, as LIN has them). */
export interface LinToPbnOptions {
  markRevokes?: boolean;
}

/** The PBN text of a LIN file and its source map. */
export function linToPbn(file: LinFile, options: GameOptions, how: LinToPbnOptions = {}): { text: string; map: SourceMap } {
  const writer = new PbnWriter();
  writer.write('% PBN 2.1');
  writer.newline();
  writer.write('% EXPORT');
  writer.newline();
  writeLinBoards(writer, file, file.boards, options, how);
  return writer.finish();
}

/** Writes boards of `file`, each after a blank line (a LIN edit writes again only the boards it read again). */
export function writeLinBoards(writer: PbnWriter, file: LinFile, boards: readonly LinBoard[], options: GameOptions, how: LinToPbnOptions = {}): void {
  for (const board of boards) {
    writer.newline();
    writeBoard(writer, file, board, options, how);
  }
}

function writeBoard(writer: PbnWriter, file: LinFile, board: LinBoard, options: GameOptions, how: LinToPbnOptions): void {
  const start = writer.offset;
  const { auction } = board;
  const hasAuction = auction.calls.length > 0;
  if (!hasAuction) for (const comment of board.comments) { writer.comment(pbnSuitEscapes(comment.text, '@'), spanOf(comment.tag)); writer.newline(); }
  writeTags(writer, file, board, options);
  if (hasAuction) writeAuction(writer, board);
  if (auction.contract && auction.declarer && (board.cards.length > 0 || board.claim)) writePlay(writer, board, how.markRevokes ? revokeCards(board) : undefined);
  writer.game(start, board.index, { start: board.start, end: board.end });
}

