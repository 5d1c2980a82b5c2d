/**
 * Supplemental tables (PBN §5): the column list in the tag value (`[+|-]Name[\width[L|R]]`),
 * the elements that follow (section tokens or strings, no commentary), rows filled left to
 * right, and the sort order that `+` and `-` columns promise.
 */
import { GameSyntax, TagPair, valueContentRange } from '../syntax/gameSyntax';
import { ProblemSink } from '../syntax/problems';
import { Token } from '../syntax/scanner';
import { TABLE_TAGS } from '../syntax/tags';

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
    const elements = tableElements(tag.section, sink);
    if (elements.length % columns.length !== 0) {
      const last = elements[elements.length - 1];
      sink.add('pbn.table.bad', 'error', last?.start ?? tag.start, last?.end ?? tag.end, { count: elements.length, columns: columns.length, tag: tag.name });
      continue;
    }
    checkOrder(columns, elements, sink);
  }
}

function tableElements(tokens: readonly Token[], sink: ProblemSink): Token[] {
  const elements: Token[] = [];
  for (const token of tokens) {
    // Commentary before the first element belongs to the tag pair, which may carry it (PBN §5).
    if ((token.kind === 'lineComment' || token.kind === 'blockComment') && elements.length === 0) continue;
    if (token.kind === 'lineComment' || token.kind === 'blockComment') sink.add('pbn.table.comment', 'error', token.start, token.end);
    else if (token.kind === 'word' && token.text.includes('%')) sink.add('pbn.character.bad', 'error', token.start, token.end, { character: "'%'" });
    else if (token.kind === 'word' || token.kind === 'string') elements.push(token);
  }
  return elements;
}

function checkOrder(columns: readonly TableColumn[], elements: readonly Token[], sink: ProblemSink): void {
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
