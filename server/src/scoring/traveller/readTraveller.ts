/**
 * A board's traveller: the `[ScoreTable]` of a game (PBN 2.0 §5) read into rows of cells, each
 * cell with its text (a quoted element unquoted) and offsets, under the columns of the table's
 * header (inherited with `#` where the file does so). Reading never reports: the table's own
 * syntax is checked by tables.ts, and a table whose elements do not fill whole rows is
 * not read.
 */
import { TableColumn, parseColumns } from './tables';
import { GameSyntax, TagPair, findTag } from '../../syntax/gameSyntax';
import { ProblemSink } from '../../syntax/problems';

/** One element of the table. */
export interface TravellerCell {
  text: string;
  start: number;
  end: number;
  /** Written as a quoted string (`"120"`). */
  quoted: boolean;
}

/** A ScoreTable as rows of cells. */
export interface Traveller {
  tag: TagPair;
  columns: TableColumn[];
  rows: TravellerCell[][];
}

/** The game's ScoreTable (or another table of the same form: `tagName`, e.g. TotalScoreTable); `header` is the effective (inherited) column list. Undefined when absent or malformed. */
export function readTraveller(syntax: GameSyntax, header: string | undefined, tagName = 'ScoreTable'): Traveller | undefined {
  const tag = findTag(syntax, tagName);
  if (!tag || !tag.section || !header || header.startsWith('#')) return undefined;
  const columns = parseColumns(tag, header, new ProblemSink());
  if (!columns || columns.length === 0) return undefined;
  const elements: TravellerCell[] = [];
  const tokens = syntax.tokens;
  for (const index of tag.section) {
    const kind = tokens.kind(index);
    if (kind === 'word' || kind === 'string') elements.push({ text: tokens.text(index), start: tokens.start(index), end: tokens.end(index), quoted: kind === 'string' });
  }
  if (elements.length === 0 || elements.length % columns.length !== 0) return undefined;
  const rows: TravellerCell[][] = [];
  for (let index = 0; index < elements.length; index += columns.length) rows.push(elements.slice(index, index + columns.length));
  return { tag, columns, rows };
}

/** The index of a column by name (-1 when the table has none). */
export function columnIndex(traveller: Traveller, name: string): number {
  return traveller.columns.findIndex((column) => column.name === name);
}

/** A row's cell in a named column. */
export function cellAt(traveller: Traveller, row: number, name: string): TravellerCell | undefined {
  const index = columnIndex(traveller, name);
  return index < 0 ? undefined : traveller.rows[row][index];
}
