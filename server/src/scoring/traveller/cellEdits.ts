/**
 * The text edits that carry a recomputation into a traveller: each changed cell gets its new
 * text (the column's decimals, `^` for an artificial score, quoted where the column quotes its
 * numbers, `+` before a positive number where the column writes one, the `Score_NS` /
 * `Score_EW` pair written the way the row's side needs), and the spaces next to it are adjusted
 * so a column with a width stays aligned. Offsets are the game's.
 */
import { formatDecimal, formatFixed } from '../../rounding';
import { cellValue } from './cells';
import { CellFinding } from './compare';
import { Traveller, TravellerCell, cellAt, columnIndex } from './readTraveller';

/** One replacement in the game's text. */
export interface CellEdit {
  start: number;
  end: number;
  text: string;
  /** The cell's text before and after (for diffs). */
  before: string;
  after: string;
  row: number;
  column: string;
}

/** How a column writes its numbers: all with the same decimals (`4.80`, `12`), or as few as each needs. */
function columnDecimals(traveller: Traveller, column: string): { fixed?: number; most: number } {
  const index = columnIndex(traveller, column);
  const decimals = index < 0 ? [] : traveller.rows.map((row) => cellValue(row[index])).filter((value) => value.number !== undefined).map((value) => value.decimals);
  const most = decimals.reduce((largest, count) => Math.max(largest, count), 0);
  return decimals.every((count) => count === most) ? { fixed: most, most } : { most };
}

/** True when the column writes its positive numbers with a plus sign (`+3`, matchpoints centred on zero). */
function columnSigns(traveller: Traveller, column: string): boolean {
  const index = columnIndex(traveller, column);
  return index >= 0 && traveller.rows.some((row) => /^\^?\+/.test(row[index].text));
}

/** True when the column writes its numbers as quoted strings (`"120"`). */
function columnQuotes(traveller: Traveller, column: string): boolean {
  const index = columnIndex(traveller, column);
  return index >= 0 && traveller.rows.some((row) => row[index].quoted && cellValue(row[index]).number !== undefined);
}

/** A number in a column's style: its fixed decimals when the value fits them, else as few as needed (at most 2, or the column's most). */
export function numberText(value: number, style: { fixed?: number; most: number }): string {
  if (style.fixed !== undefined) {
    const fixed = formatFixed(value, style.fixed);
    if (Math.abs(Number(fixed) - value) < 1e-9) return fixed;
  }
  return formatDecimal(value, Math.max(style.most, 2));
}

/** How a column writes its numbers: decimals, and a plus sign on positive ones. */
type ColumnStyle = { fixed?: number; most: number; signed: boolean };

/** The new texts of a finding's cells: [column, text] pairs. */
function newTexts(finding: CellFinding, traveller: Traveller, styleOf: (column: string) => ColumnStyle): Array<[string, string]> {
  const value = finding.expected.value;
  if (finding.column === 'Score') {
    const hasNs = columnIndex(traveller, 'Score_NS') >= 0;
    const hasEw = columnIndex(traveller, 'Score_EW') >= 0;
    if (value === undefined) return [];
    if (hasNs && hasEw) return value < 0 ? [['Score_NS', '-'], ['Score_EW', String(-value)]] : [['Score_NS', String(value)], ['Score_EW', '-']];
    return hasNs ? [['Score_NS', String(value)]] : [['Score_EW', String(-value)]];
  }
  if (value === undefined) return [[finding.column, '-']];
  const style = styleOf(finding.column);
  const sign = value > 0 && style.signed ? '+' : '';
  return [[finding.column, `${finding.expected.artificial ? '^' : ''}${sign}${numberText(value, style)}`]];
}

/** The edits for a list of findings (one per cell that changes). */
export function cellEdits(text: string, traveller: Traveller, findings: readonly CellFinding[]): CellEdit[] {
  const edits: CellEdit[] = [];
  // A column's style is read once per call, not once per finding: a long traveller stays linear.
  const styles = new Map<string, ColumnStyle>();
  const quotes = new Map<string, boolean>();
  const styleOf = (column: string) => styles.get(column) ?? styles.set(column, { ...columnDecimals(traveller, column), signed: columnSigns(traveller, column) }).get(column)!;
  const quotesOf = (column: string) => quotes.get(column) ?? quotes.set(column, columnQuotes(traveller, column)).get(column)!;
  for (const finding of findings) {
    for (const [column, bare] of newTexts(finding, traveller, styleOf)) {
      const cell = cellAt(traveller, finding.row, column);
      if (!cell) continue;
      const written = bare !== '-' && quotesOf(column) ? `"${bare}"` : bare;
      const old = text.slice(cell.start, cell.end);
      if (old === written) continue;
      edits.push({ ...aligned(text, traveller, column, cell, written), before: cell.text, after: bare, row: finding.row, column });
    }
  }
  return edits;
}

/** The replacement of `cell` by `written`, taking or giving spaces on the padded side. */
function aligned(text: string, traveller: Traveller, column: string, cell: TravellerCell, written: string): { start: number; end: number; text: string } {
  const spec = traveller.columns[columnIndex(traveller, column)];
  const growth = written.length - (cell.end - cell.start);
  if (!spec.width || growth === 0) return { start: cell.start, end: cell.end, text: written };
  if (spec.align === 'R') {
    let spaces = 0;
    while (cell.start - spaces - 1 >= 0 && text[cell.start - spaces - 1] === ' ') spaces++;
    if (growth > 0) { const taken = Math.min(growth, Math.max(0, spaces - 1)); return { start: cell.start - taken, end: cell.end, text: written }; }
    return { start: cell.start, end: cell.end, text: ' '.repeat(-growth) + written };
  }
  let spaces = 0;
  while (text[cell.end + spaces] === ' ') spaces++;
  const atLineEnd = cell.end + spaces >= text.length || text[cell.end + spaces] === '\n' || text[cell.end + spaces] === '\r';
  if (atLineEnd) return { start: cell.start, end: cell.end, text: written };
  if (growth > 0) { const taken = Math.min(growth, Math.max(0, spaces - 1)); return { start: cell.start, end: cell.end + taken, text: written }; }
  return { start: cell.start, end: cell.end, text: written + ' '.repeat(-growth) };
}
