/**
 * The export-layout problems of one game's text (PBN §2, §16; the verifier's "No new line"): a
 * tag pair that does not start its line, an auction or play row of four that does not. They
 * depend on the text alone, so the document finds them once per game, before a light game lets
 * its syntax go; features/export/exportLayout.ts turns them into warnings after `% EXPORT`.
 */
import { GameSyntax } from '../../syntax/gameSyntax';
import { IRREGULARITY, PLUS, SectionItemList, VALUE, sectionItemList } from '../game/sectionItems';
import { LayoutProblems } from './gameEntry';

/** True when `offset` is the first character of its line. */
function startsLine(text: string, offset: number): boolean {
  return offset === 0 || text.charCodeAt(offset - 1) === 10;
}

/** The items that fill the four columns of a row (calls, cards, `-`, `+`, `^S`), each with the mark that precedes it. */
function rowEntries(items: SectionItemList, visit: (start: number, index: number) => void): void {
  let markStart: number | undefined;
  let count = 0;
  for (let index = 0; index < items.length; index++) {
    const kind = items.kind(index);
    const isSkip = kind === IRREGULARITY && items.text(index).toUpperCase() === '^S';
    if (kind === IRREGULARITY && !isSkip) { markStart ??= items.start(index); continue; }
    if (kind === VALUE || kind === PLUS || isSkip) visit(markStart ?? items.start(index), count++);
    markStart = undefined;
  }
}

/** The export-layout problems of a game's text: tag pairs that do not start a line, rows of four that do not. */
export function findLayoutProblems(syntax: GameSyntax): LayoutProblems {
  const text = syntax.text;
  const problems: Array<LayoutProblems[number]> = [];
  for (const tag of syntax.tags) {
    if (!startsLine(text, tag.start)) problems.push({ start: tag.start, end: tag.nameEnd, what: 'tag' });
    if (!tag.section || (tag.name !== 'Auction' && tag.name !== 'Play')) continue;
    // Entries come in text order, so a line already reported is the last one reported.
    let reportedLine = -2;
    rowEntries(sectionItemList(syntax, tag), (start, index) => {
      if (index % 4 !== 0 || startsLine(text, start)) return;
      const lineStart = text.lastIndexOf('\n', start - 1);
      if (lineStart === reportedLine) return;
      reportedLine = lineStart;
      problems.push({ start, end: start + 1, what: 'row' });
    });
  }
  return problems;
}
