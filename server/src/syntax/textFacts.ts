/**
 * What must be known about a whole file before its first game is read, found while the decoded
 * text streams by in blocks: whether the file embeds PBN (a `<PBN>` line) and whether it declares
 * the export format (a `% EXPORT` line). The blocks it is fed have their lone CRs turned into LFs
 * and end at a line end (except the last); it looks at `<` and `%` only.
 */
import { isExportLine } from './exportLine';

/** Facts of a file's text. */
export interface TextFacts {
  /** Some line holds only `<PBN>` (so only the regions between such lines and `</PBN>` are read). */
  embedded: boolean;
  /** Some line is a `% EXPORT` escape line. */
  exportLine: boolean;
  /** The text has a `#` somewhere (perhaps a `#` or `##` value: its games depend on those before). */
  hash: boolean;
}

/** Gathers the facts block by block. */
export class TextFactsScanner {
  readonly facts: TextFacts = { embedded: false, exportLine: false, hash: false };

  /** Looks at one block of text. */
  scan(block: string): void {
    if (!this.facts.embedded) this.facts.embedded = hasOpeningMarker(block);
    if (!this.facts.hash) this.facts.hash = block.includes('#');
    if (!this.facts.exportLine) {
      for (let at = block.indexOf('%'); at >= 0; at = block.indexOf('%', at + 1)) {
        if (at > 0 && block.charCodeAt(at - 1) !== 10) continue;
        let end = block.indexOf('\n', at);
        if (end < 0) end = block.length;
        if (isExportLine(block, at, end)) { this.facts.exportLine = true; break; }
      }
    }
  }
}

/** True for the characters after which a regular expression's `^` matches (besides the start). */
function isLineTerminator(code: number): boolean {
  return code === 10 || code === 13 || code === 0x2028 || code === 0x2029;
}

/** True when a stretch of `block` between line terminators holds only `<PBN>` (any case) and spaces or tabs. */
function hasOpeningMarker(block: string): boolean {
  for (let at = block.indexOf('<'); at >= 0; at = block.indexOf('<', at + 1)) {
    let start = at;
    while (start > 0 && (block.charCodeAt(start - 1) === 32 || block.charCodeAt(start - 1) === 9)) start--;
    if (start > 0 && !isLineTerminator(block.charCodeAt(start - 1))) continue;
    if (block.slice(at, at + 5).toLowerCase() !== '<pbn>') continue;
    let end = at + 5;
    while (end < block.length && (block.charCodeAt(end) === 32 || block.charCodeAt(end) === 9)) end++;
    if (end === block.length || isLineTerminator(block.charCodeAt(end))) return true;
  }
  return false;
}
