/**
 * Line breaks for inserted lines: an edit that adds a line uses the line ending of the line it
 * is added after (CR LF, LF, or a lone CR in old Mac files), so that a file with mixed endings
 * is not made more mixed, and never the ending of some other part of the file.
 */

/** The line ending of the line holding `offset`; of the line before it when that line has none (the last line). */
export function lineBreakAt(text: string, offset: number): string {
  const own = endingAfter(text, offset);
  if (own) return own;
  const lineStart = Math.max(text.lastIndexOf('\n', offset - 1), text.lastIndexOf('\r', offset - 1));
  if (lineStart > 0) return text[lineStart] === '\n' && text[lineStart - 1] === '\r' ? '\r\n' : text[lineStart];
  return '\n';
}

/** The terminator of the line that holds `offset`, or '' when that line is the last. */
function endingAfter(text: string, offset: number): string {
  for (let at = offset; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 10) return '\n';
    if (code === 13) return text.charCodeAt(at + 1) === 10 ? '\r\n' : '\r';
  }
  return '';
}
