/**
 * The lone CRs (old Mac line ends) of an input read as a stream: the reader turns each into a LF
 * as it decodes a block (io/inputDecoding.ts), so that games and lines are found as the whole-file path
 * finds them after `withLineFeeds` (same length, same offsets), and notes where it was. A command
 * that writes the text back (`fix`) asks for each piece as the file has it, in file order: the
 * CRs in its range come back, and the offsets before it are forgotten, so only those of the
 * blocks read ahead are held.
 */

/** Where the lone CRs were, as offsets in the decoded text, noted in order and given back in order. */
export class LoneCarriageReturns {
  private offsets: number[] = [];
  private head = 0;

  /** A lone CR at `offset` (the offsets come in increasing order). */
  note(offset: number): void {
    this.offsets.push(offset);
  }

  /** `text`, read from `start`, with its lone CRs back in place of the LFs that stood for them; `start` never goes back by more than the pieces around a game. */
  restore(text: string, start: number): string {
    const offsets = this.offsets;
    while (this.head < offsets.length && offsets[this.head] < start) this.head++;
    if (this.head > 4096 && this.head * 2 > offsets.length) {
      this.offsets = offsets.slice(this.head);
      this.head = 0;
    }
    const end = start + text.length;
    let at = this.head;
    if (at >= this.offsets.length || this.offsets[at] >= end) return text;
    const parts: string[] = [];
    let from = 0;
    for (; at < this.offsets.length && this.offsets[at] < end; at++) {
      const position = this.offsets[at] - start;
      parts.push(text.slice(from, position), '\r');
      from = position + 1;
    }
    parts.push(text.slice(from));
    return parts.join('');
  }
}
