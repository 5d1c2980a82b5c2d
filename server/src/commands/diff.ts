/**
 * The changed runs of the unified diff `fix --dry-run` prints (streamedDiff.ts), made from the
 * fix's own edits rather than by comparing two texts: each edit marks the lines it touches, and
 * edits on the same lines share a run. The cost is linear in the size of the game and its edits.
 */
import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';

/** Lines of context around a change. */
export const CONTEXT = 3;
const LINE_END = Number.MAX_SAFE_INTEGER;

/** A run of original lines `[first, last]` that edits change, and what they become. */
export interface Segment {
  first: number;
  last: number;
  after: string[];
}

/** Groups the edits by the lines they touch and works out the new text of each group. */
export function segments(document: TextDocument, edits: readonly TextEdit[]): Segment[] {
  const sorted = edits.map((edit) => ({ start: document.offsetAt(edit.range.start), end: document.offsetAt(edit.range.end), text: edit.newText }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const groups: Array<{ first: number; last: number; edits: typeof sorted }> = [];
  for (const edit of sorted) {
    const first = document.positionAt(edit.start).line;
    const last = document.positionAt(Math.max(edit.start, edit.end - 1)).line;
    const previous = groups[groups.length - 1];
    if (previous && first <= previous.last) {
      previous.last = Math.max(previous.last, last);
      previous.edits.push(edit);
    } else {
      groups.push({ first, last, edits: [edit] });
    }
  }
  return groups.map(({ first, last, edits: group }) => {
    const from = document.offsetAt({ line: first, character: 0 });
    const to = document.offsetAt({ line: last, character: LINE_END });
    let text = '';
    let at = from;
    for (const edit of group) {
      text += document.getText().slice(at, edit.start) + edit.text;
      at = Math.max(at, edit.end);
    }
    text += document.getText().slice(at, Math.max(at, to));
    return { first, last, after: text.split(/\r\n|\r|\n/) };
  });
}
