/**
 * The unified diff `fix --dry-run` prints, made from the fix's own edits rather than by
 * comparing two texts: each edit marks the lines it touches, neighbouring edits share a hunk,
 * and the lines between them are context. The cost is linear in the size of the file and the
 * edits, so a 2 MB file with thousands of fixes previews as fast as it is fixed.
 */
import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { pushAll } from '../arrays';

/** Lines of context around a change. */
export const CONTEXT = 3;
const LINE_END = Number.MAX_SAFE_INTEGER;

/** A run of original lines `[first, last]` that edits change, and what they become. */
export interface Segment {
  first: number;
  last: number;
  after: string[];
}

/** The text of line `line`, without its terminator. */
function lineText(document: TextDocument, line: number): string {
  return document.getText({ start: { line, character: 0 }, end: { line, character: LINE_END } });
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

/** A unified diff of what `edits` do to `document`; empty when they change nothing. */
export function unifiedDiff(document: TextDocument, edits: readonly TextEdit[], name: string): string {
  const all = segments(document, edits).filter((segment) => {
    const before: string[] = [];
    for (let line = segment.first; line <= segment.last; line++) before.push(lineText(document, line));
    return before.join('\n') !== segment.after.join('\n');
  });
  if (all.length === 0) return '';
  const out = [`--- ${name}`, `+++ ${name} (fixed)`];
  const lastLine = document.lineCount - 1;
  let delta = 0;
  for (let index = 0; index < all.length;) {
    let end = index;
    while (end + 1 < all.length && all[end + 1].first - all[end].last - 1 <= 2 * CONTEXT) end++;
    const hunkFirst = Math.max(0, all[index].first - CONTEXT);
    const hunkLast = Math.min(lastLine, all[end].last + CONTEXT);
    const body: string[] = [];
    let oldCount = 0, newCount = 0;
    let line = hunkFirst;
    for (let position = index; position <= end; position++) {
      const segment = all[position];
      for (; line < segment.first; line++, oldCount++, newCount++) body.push(' ' + lineText(document, line));
      for (; line <= segment.last; line++, oldCount++) body.push('-' + lineText(document, line));
      for (const added of segment.after) body.push('+' + added);
      newCount += segment.after.length;
    }
    for (; line <= hunkLast; line++, oldCount++, newCount++) body.push(' ' + lineText(document, line));
    out.push(`@@ -${hunkFirst + 1},${oldCount} +${hunkFirst + 1 + delta},${newCount} @@`);
    pushAll(out, body);
    delta += newCount - oldCount;
    index = end + 1;
  }
  return out.join('\n') + '\n';
}
