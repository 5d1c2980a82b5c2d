/**
 * Splits a PBN file into game texts. A game ends at a semi-empty line (empty or only spaces and
 * tabs) unless that line is inside a brace comment (PBN §3.1). A line that starts with a second
 * Event, Board or Deal tag also starts a new game — the blank line between two games is missing
 * (reported by the diagnostics), and merging them would hide the second board. When the file
 * embeds PBN between `<PBN>` and `</PBN>` lines (§6.2), only those regions are read. The rules
 * live in gameSplitter.ts, which a streamed file is fed to line by line; this is the whole-text
 * driver. Everything else works on one game's text, which is what makes reparsing incremental.
 * Lines end at LF (CR LF included); a file with lone CRs is read with them turned into LFs first
 * (see `withLineFeeds`).
 */

import { GameChunk, GameSplitter } from './gameSplitter';

export type { GameChunk } from './gameSplitter';

export { hasLoneCarriageReturn, withLineFeeds } from '../text/carriageReturns';

/** Splits `text` into game chunks (chunks of only comments included; the parser decides). */
export function splitGames(text: string): GameChunk[] {
  const chunks: GameChunk[] = [];
  const splitter = new GameSplitter(hasEmbeddingMarker(text), (chunk) => chunks.push(chunk));
  const window = { source: text, base: 0 };
  splitter.lines(window, 0, 0);
  splitter.finish(window);
  return chunks;
}

/** True when the text has a `<PBN>` line, i.e. it embeds PBN in another document. */
export function hasEmbeddingMarker(text: string): boolean {
  // Without a '<' there is no marker: the pattern runs only over the rare text that has one.
  return text.indexOf('<') >= 0 && /^[ \t]*<PBN>[ \t]*\r?$/im.test(text);
}
