/**
 * The `% EXPORT` escape line (PBN §2, §16) that declares a file in export format: a line that
 * starts with `%`, then spaces or tabs, then `EXPORT` not followed by a letter, digit or `_`.
 * From the first such line on, the export layout is checked (features/export/exportLayout.ts).
 */

/** Offset of the first `% EXPORT` escape line, or -1. Uses indexOf: a multiline regex over a 5 MB file costs ~100 ms per keystroke. */
export function exportLineOffset(text: string): number {
  for (let found = text.indexOf('EXPORT'); found >= 0; found = text.indexOf('EXPORT', found + 6)) {
    const lineStart = text.lastIndexOf('\n', found) + 1;
    if (text[lineStart] === '%' && /^%[ \t]*$/.test(text.slice(lineStart, found)) && !/\w/.test(text[found + 6] ?? '')) return lineStart;
  }
  return -1;
}

/** True when the line `text[lineStart, lineEnd)` (`lineEnd` at its LF or the text's end) is a `% EXPORT` escape line. */
export function isExportLine(text: string, lineStart: number, lineEnd: number): boolean {
  if (text.charCodeAt(lineStart) !== 37) return false;
  let at = lineStart + 1;
  while (at < lineEnd && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++;
  return at + 6 <= lineEnd && text.startsWith('EXPORT', at) && !/\w/.test(text[at + 6] ?? '');
}
