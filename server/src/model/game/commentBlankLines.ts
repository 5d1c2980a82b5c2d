/**
 * A blank line inside a `{ }` comment: PBN allows it, but the reference verifier and other readers
 * take a blank line for the end of the game, so the file reads differently there. One hint per
 * comment, on its first blank line.
 */
import { GameSyntax } from '../../syntax/gameSyntax';
import { ProblemSink } from '../../syntax/problems';
import { BLOCK_COMMENT } from '../../syntax/tokenList';

/** Adds the hint for each brace comment of the game that holds a blank line. */
export function checkCommentBlankLines(syntax: GameSyntax, sink: ProblemSink): void {
  const { tokens, text } = syntax;
  for (let index = 0; index < tokens.length; index++) {
    if (tokens.kindCode(index) !== BLOCK_COMMENT) continue;
    const blank = firstBlankLine(text, tokens.start(index), tokens.end(index));
    if (blank) sink.add('pbn.comment.blank-line', 'hint', blank.start, blank.end);
  }
}

/** The first line inside `text[open, close)` that holds nothing but spaces and tabs, if any. */
function firstBlankLine(text: string, open: number, close: number): { start: number; end: number } | undefined {
  for (let lineFeed = text.indexOf('\n', open); lineFeed >= 0 && lineFeed < close; lineFeed = text.indexOf('\n', lineFeed + 1)) {
    let at = lineFeed + 1;
    while (at < close && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9 || text.charCodeAt(at) === 13)) at++;
    if (at < close && text.charCodeAt(at) === 10) return { start: lineFeed + 1, end: at };
  }
  return undefined;
}
