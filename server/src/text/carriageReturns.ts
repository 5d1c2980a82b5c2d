/**
 * Lone CRs (an old Mac line end: a CR not followed by LF), found by looking at each CR rather
 * than by running a pattern over the whole text: most files hold no CR at all, or only CR LF
 * pairs, and a search for one character is what the engine does fastest.
 */

/** True when some CR in `text` is not followed by a LF. */
export function hasLoneCarriageReturn(text: string): boolean {
  for (let at = text.indexOf('\r'); at >= 0; at = text.indexOf('\r', at + 1)) if (text.charCodeAt(at + 1) !== 10) return true;
  return false;
}

/** How many CRs in `[from, to)` of `text` are lone (the character at `to` decides for a CR just before it). */
export function countLoneCarriageReturns(text: string, from = 0, to = text.length): number {
  let count = 0;
  for (let at = text.indexOf('\r', from); at >= 0 && at < to; at = text.indexOf('\r', at + 1)) if (text.charCodeAt(at + 1) !== 10) count++;
  return count;
}

/** The text with every lone CR turned into LF: same length, so offsets and positions stay valid. */
export function withLineFeeds(text: string): string {
  return hasLoneCarriageReturn(text) ? text.replace(/\r(?!\n)/g, '\n') : text;
}
