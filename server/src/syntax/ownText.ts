/**
 * Each game's text as a string of its own. A slice of a longer string is, to the engine, a view
 * of it: every character read goes through the view, and the game keeps the whole window (a
 * streamed block, or the editor's whole file of that version) alive as long as the game lives. A
 * window of Latin-1 characters only (any file read as Latin-1 or ASCII, most read as UTF-8) is
 * copied into bytes once, and each game's text is made from its bytes: a flat string holding
 * only the game. Other windows give plain slices.
 */

/** Any character beyond Latin-1 (the engine answers this at once for a string it stores one byte a character). */
const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;

/** Game texts cut from one window at a time. */
export class OwnTexts {
  private source = '';
  private bytes: Buffer | undefined;
  private latin1 = false;

  /** `source[from, to)` as a string of its own (a plain slice when `source` holds characters beyond Latin-1). */
  text(source: string, from: number, to: number): string {
    if (source !== this.source) {
      this.source = source;
      this.bytes = undefined;
      this.latin1 = !BEYOND_LATIN1.test(source);
    }
    if (!this.latin1) return source.slice(from, to);
    this.bytes ??= Buffer.from(source, 'latin1');
    return this.bytes.toString('latin1', from, to);
  }
}
