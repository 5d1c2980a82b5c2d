/**
 * Where the first `% EXPORT` line is after an edit, without searching the whole text again: an
 * export line before the edit stays the first; otherwise the lines the edit touched may hold a
 * new one; otherwise the old one, moved, unless the edit touched it; only when the edit spoiled
 * the first export line is the rest of the text searched.
 */
import { exportLineOffset, isExportLine } from '../../syntax/exportLine';
import { TextSource } from '../../text/textSource';
import { TextChange } from './resplit';

/** The offset of the first export line in `text` (made from `previousText` by `change`), given the one before (-1: none). */
export function updateExportAt(previousText: TextSource, text: TextSource, change: TextChange, previousAt: number): number {
  if (previousAt >= 0 && previousText.lineEndFrom(previousAt) < change.start) return previousAt;
  const firstLine = text.lineStartBefore(change.start);
  const lastLineEnd = text.lineEndFrom(change.newEnd);
  const touched = text.slice(firstLine, lastLineEnd);
  for (let at = 0; at <= touched.length;) {
    let end = touched.indexOf('\n', at);
    if (end < 0) end = touched.length;
    if (isExportLine(touched, at, end)) return firstLine + at;
    at = end + 1;
  }
  if (previousAt < 0) return -1;
  const delta = change.newEnd - change.oldEnd;
  if (previousAt > previousText.lineEndFrom(change.oldEnd)) return previousAt + delta;
  const rest = text.slice(lastLineEnd, text.length);
  const found = exportLineOffset(rest);
  return found < 0 ? -1 : lastLineEnd + found;
}
