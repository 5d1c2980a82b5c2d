/**
 * Checks the double-dummy tags a file already carries against the engine's answer: every cell of
 * `OptimumResultTable` (each row's Result for its Declarer and Denomination), every digit of
 * `DoubleDummyTricks`, and the par score of `OptimumScore`. Each wrong cell is one finding with
 * the text that is there, the right value and where it is (offsets relative to the game).
 */
import { Strain } from '../../../bridge/cards';
import { parseStrain } from '../../../bridge/contract';
import { Seat, parseSeat } from '../../../bridge/seats';
import { GameModel } from '../../../model/game/gameModel';
import { GameSyntax, TagPair, findTag, sectionTokens, valueContentRange } from '../../../syntax/gameSyntax';
import { DdTable, ParResult } from '../../../shapes/ddTypes';
import { DOUBLE_DUMMY_TRICKS_SEATS, TABLE_STRAINS, optimumScoreNsPoints, optimumScoreValue } from './ddTagValues';
import { pushAll } from '../../../arrays';

/** One wrong value of a DD tag. */
export interface TableMismatch {
  tag: 'OptimumResultTable' | 'DoubleDummyTricks' | 'OptimumScore';
  /** The cell's declarer and strain (not for OptimumScore). */
  declarer?: Seat;
  strain?: Strain;
  found: string;
  /** The right value as the tag writes it. */
  expected: string;
  start: number;
  end: number;
}

/** Every wrong cell of the game's DD tags; `par` is needed for OptimumScore. */
export function tableMismatches(model: GameModel, table: DdTable, par: ParResult | undefined): TableMismatch[] {
  const mismatches: TableMismatch[] = [];
  const resultTable = findTag(model.syntax, 'OptimumResultTable');
  if (resultTable) pushAll(mismatches, resultTableMismatches(model.syntax, resultTable, table));
  const digits = findTag(model.syntax, 'DoubleDummyTricks');
  if (digits) pushAll(mismatches, digitMismatches(digits, table));
  const score = findTag(model.syntax, 'OptimumScore');
  if (score && par) {
    const found = optimumScoreNsPoints(score.value);
    if (found !== undefined && found !== par.nsPoints) {
      const [start, end] = valueContentRange(score);
      mismatches.push({ tag: 'OptimumScore', found: score.value, expected: optimumScoreValue(par), start, end });
    }
  }
  return mismatches;
}

/** One readable row of an OptimumResultTable: its declarer, strain and the Result element. */
export interface ResultTableCell {
  declarer: Seat;
  strain: Strain;
  tricks: number;
  start: number;
  end: number;
}

/** A column name without its width (`Result\\2R` → `Result`): cut at the first backslash, no pattern scanned from every one. */
function withoutWidth(column: string): string {
  const slash = column.indexOf('\\');
  return slash < 0 ? column : column.slice(0, slash);
}

/** The readable rows of an OptimumResultTable (rows whose Declarer, Denomination or Result cannot be read are skipped). */
export function resultTableCells(syntax: GameSyntax, tag: TagPair): ResultTableCell[] {
  const names = tag.value.split(';').map((column) => withoutWidth(column.replace(/^[+-]/, '')));
  const [declarerColumn, strainColumn, resultColumn] = ['Declarer', 'Denomination', 'Result'].map((name) => names.indexOf(name));
  if (declarerColumn < 0 || strainColumn < 0 || resultColumn < 0) return [];
  const elements = sectionTokens(syntax, tag).filter((token) => token.kind === 'word' || token.kind === 'string');
  const cells: ResultTableCell[] = [];
  for (let row = 0; (row + 1) * names.length <= elements.length; row++) {
    const cell = (column: number) => elements[row * names.length + column];
    const declarer = parseSeat(cell(declarerColumn).text);
    const strain = parseStrain(cell(strainColumn).text, true);
    const result = cell(resultColumn);
    if (declarer && strain && /^\d+$/.test(result.text)) cells.push({ declarer, strain, tricks: Number(result.text), start: result.start, end: result.end });
  }
  return cells;
}

/** True when an OptimumResultTable has all 20 cells, each once, each as double dummy says. */
export function resultTableComplete(syntax: GameSyntax, tag: TagPair, table: DdTable): boolean {
  const cells = resultTableCells(syntax, tag);
  const distinct = new Set(cells.map((cell) => `${cell.declarer}${cell.strain}`));
  return cells.length === 20 && distinct.size === 20 && cells.every((cell) => table[cell.declarer][cell.strain] === cell.tricks);
}

function resultTableMismatches(syntax: GameSyntax, tag: TagPair, table: DdTable): TableMismatch[] {
  return resultTableCells(syntax, tag).filter((cell) => table[cell.declarer][cell.strain] !== cell.tricks).map((cell) => ({
    tag: 'OptimumResultTable', declarer: cell.declarer, strain: cell.strain, found: String(cell.tricks), expected: String(table[cell.declarer][cell.strain]), start: cell.start, end: cell.end,
  }));
}

function digitMismatches(tag: TagPair, table: DdTable): TableMismatch[] {
  if (!/^[0-9a-dA-D]{20}$/.test(tag.value)) return [];
  const [start] = valueContentRange(tag);
  const mismatches: TableMismatch[] = [];
  DOUBLE_DUMMY_TRICKS_SEATS.forEach((declarer, seatIndex) => TABLE_STRAINS.forEach((strain, strainIndex) => {
    const index = seatIndex * 5 + strainIndex;
    const found = tag.value[index];
    const expected = table[declarer][strain];
    if (parseInt(found, 16) !== expected) {
      mismatches.push({ tag: 'DoubleDummyTricks', declarer, strain, found, expected: expected.toString(16).toUpperCase(), start: start + index, end: start + index + 1 });
    }
  }));
  return mismatches;
}
