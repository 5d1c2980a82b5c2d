/**
 * Supplemental tables (PBN §5): the column list in the tag value (`[+|-]Name[\width[L|R]]`),
 * the elements that follow (section tokens or strings, no commentary), rows filled left to
 * right, and the sort order that `+` and `-` columns promise.
 */
import { GameSyntax, TagPair, valueContentRange } from '../../syntax/gameSyntax';
import { ProblemSink } from '../../syntax/problems';
import { STRING, TokenList, WORD } from '../../syntax/tokenList';
import { TABLE_TAGS } from '../../syntax/tags';

/** One element of a table: a word or string token, its text and offsets. */
interface TableElement {
  text: string;
  start: number;
  end: number;
}

/** One column of a table header. */
export interface TableColumn {
  name: string;
  order: '+' | '-' | '';
  width?: number;
  align?: 'L' | 'R';
}

const COLUMN = /^([+-]?)([^\\;+-][^\\;]*)(?:\\(\d+)([LR]?))?$/;

/** Parses a table header; undefined (with a problem) when a column is malformed. */
export function parseColumns(tag: TagPair, value: string, sink: ProblemSink): TableColumn[] | undefined {
  const columns: TableColumn[] = [];
  for (const text of value.split(';')) {
    const match = COLUMN.exec(text);
    if (!match) {
      const [start, end] = valueContentRange(tag);
      sink.add('pbn.table.bad-column', 'error', start, end, { column: text, tag: tag.name });
      return undefined;
    }
    columns.push({ order: match[1] as TableColumn['order'], name: match[2], width: match[3] ? Number(match[3]) : undefined, align: (match[4] || undefined) as TableColumn['align'] });
  }
  return columns;
}

/** Checks every table of a game. */
export function checkTables(game: GameSyntax, sink: ProblemSink): void {
  for (const tag of game.tags) {
    if (!TABLE_TAGS.has(tag.name) || !tag.section || tag.value === '#' || tag.value.startsWith('##')) continue;
    const columns = parseColumns(tag, tag.value, sink);
    if (!columns) continue;
    const elements = tableElements(game.tokens, tag.section, sink);
    if (elements.length % columns.length !== 0) {
      const last = elements[elements.length - 1];
      sink.add('pbn.table.bad', 'error', last?.start ?? tag.start, last?.end ?? tag.end, { count: elements.length, columns: columns.length, tag: tag.name });
      continue;
    }
    checkOrder(columns, elements, sink);
  }
}

function tableElements(tokens: TokenList, section: Iterable<number>, sink: ProblemSink): TableElement[] {
  const elements: TableElement[] = [];
  for (const index of section) {
    const kind = tokens.kindCode(index);
    const comment = tokens.isComment(index);
    // Commentary before the first element belongs to the tag pair, which may carry it (PBN §5).
    if (comment && elements.length === 0) continue;
    const text = kind === WORD || kind === STRING ? tokens.text(index) : '';
    if (comment) sink.add('pbn.table.comment', 'error', tokens.start(index), tokens.end(index));
    else if (kind === WORD && text.includes('%')) sink.add('pbn.character.bad', 'error', tokens.start(index), tokens.end(index), { character: "'%'" });
    else if (kind === WORD || kind === STRING) elements.push({ text, start: tokens.start(index), end: tokens.end(index) });
  }
  return elements;
}

function checkOrder(columns: readonly TableColumn[], elements: readonly TableElement[], sink: ProblemSink): void {
  const width = columns.length;
  columns.forEach((column, index) => {
    if (!column.order) return;
    let previous: number | undefined;
    for (let row = 0; row * width < elements.length; row++) {
      const element = elements[row * width + index];
      const value = Number(element.text);
      if (!/^[+-]?\d+(\.\d+)?$/.test(element.text)) continue;
      if (previous !== undefined && (column.order === '+' ? value > previous : value < previous)) {
        sink.add('pbn.table.order', 'error', element.start, element.end, { column: column.name, order: column.order === '+' ? 'descending' : 'ascending' });
      }
      previous = value;
    }
  });
}
