/**
 * The deals of a session's boards when the `.bws` holds no `HandRecord`: board number → the PBN
 * Deal value (`N:AKQ2.… …`), read from a file given beside the session. A PBN file is read here
 * through the document model (inheritance and all); a dealing program's file (`.dlm`, `.dup`,
 * `.bri`, `.dge`) through dealFiles/ (its good boards; a board with a problem gives no deal).
 */
import { buildDocumentModel } from '../model/document/document';
import { isDealFileName, readDealFile } from '../dealFiles/dealFileReader';
import { pbnDealValue } from '../dealFiles/dealBoard';
import { decodePbnBytes } from '../syntax/encoding';

/** Board number → Deal value. */
export type BoardDeals = Map<number, string>;

/** The deals of a PBN text: each game's Board and Deal (the first game of a board number wins). */
export function boardDealsOfPbn(text: string): BoardDeals {
  const deals: BoardDeals = new Map();
  const model = buildDocumentModel(text, {});
  for (const game of model?.games ?? []) {
    const values = game.model?.values;
    const board = Number(values?.get('Board'));
    const deal = values?.get('Deal');
    if (Number.isInteger(board) && board > 0 && deal && game.model?.deal?.complete && !deals.has(board)) deals.set(board, deal);
  }
  return deals;
}

/** The kinds of file whose deals are read, by name. */
export function holdsDeals(name: string): boolean {
  return /\.pbn$/i.test(name) || isDealFileName(name);
}

/** The deals of a file given beside a session (its bytes), by its name; undefined for a kind of file not read here. */
export function boardDealsOfFile(name: string, bytes: Uint8Array): BoardDeals | undefined {
  if (/\.pbn$/i.test(name)) return boardDealsOfPbn(decodePbnBytes(bytes).text);
  if (!isDealFileName(name)) return undefined;
  const deals: BoardDeals = new Map();
  for (const board of readDealFile(bytes, name).boards) if (!deals.has(board.number)) deals.set(board.number, pbnDealValue(board));
  return deals;
}
