/**
 * A board's traveller as the CLI's `score` command shows it: each row's result in bridge
 * notation, its NS score, and for every recomputed column the file's value beside the
 * recomputed one, plus the changes "Update traveller" would write, the scale cross-IMPs are
 * printed on, and the columns left as they are because their scale is not read. Plain data: the text and
 * JSON renderings are the CLI's.
 */
import { Language } from '../i18n/localize';
import { contractResultText, seatLetter } from '../i18n/scoreNotation';
import { DocumentGame } from '../model/document/document';
import { formatAdjustedScore } from '../scoring/adjusted/formatAdjusted';
import { cellValue } from '../scoring/traveller/cells';
import { RECOMPUTED_COLUMNS } from '../scoring/traveller/expectation';
import { cellAt, columnIndex } from '../scoring/traveller/readTraveller';
import { travellerMethod } from '../scoring/traveller/method';
import { Recomputed } from '../scoring/traveller/recompute';
import { travellerCellEdits } from './fixes/travellerEdits';

/** One recomputed cell: what the file says and what the recomputation gives. */
export interface SummaryCell {
  file: string;
  recomputed?: number;
  artificial: boolean;
  changed: boolean;
}

/** One row of a summarised traveller. */
export interface SummaryRow {
  row: number;
  table: string;
  /** `4♠ −1 S`, `Pass`, or '' when the row gives no result. */
  result: string;
  nsScore?: number;
  /** The game's AdjustedScore when this is its own row. */
  adjusted?: string;
  cells: Record<string, SummaryCell>;
}

/** A board's traveller, recomputed. */
export interface TravellerSummary {
  gameIndex: number;
  board: string;
  edition: string;
  scoring: string;
  imps: 'datum' | 'cross' | 'teams';
  /** Cross-IMPs: the scale the table prints them on, when both directions print them alike. */
  crossImps?: 'average' | 'sum' | 'unknown';
  /** The columns left as they are (their scale is not read): not recomputed here, never changed. */
  unread: string[];
  columns: string[];
  rows: SummaryRow[];
  changes: Array<{ row: number; column: string; before: string; after: string }>;
}

/** The summary of a game's traveller; undefined when the game has none. */
export function travellerSummary(game: DocumentGame, language: Language): TravellerSummary | undefined {
  const model = game.model;
  const report = model?.traveller;
  if (!model || !report) return undefined;
  const { traveller, recomputed } = report;
  const columns = RECOMPUTED_COLUMNS.filter((name) => name !== 'Score' && name !== 'Result' && columnIndex(traveller, name) >= 0);
  const changed = new Set(report.findings.map((finding) => `${finding.row}:${finding.column}`));
  const unread = report.unread ?? [];
  const rows = traveller.rows.map((_, row): SummaryRow => {
    const facts = recomputed.facts[row];
    const own = report.override?.row === row;
    const scoreOverride = own && report.override?.kind === 'score' ? report.override.nsScore : undefined;
    const result = facts.passedOut ? 'Pass' : facts.contract && facts.tricks !== undefined ? `${contractResultText(facts.contract, facts.tricks)}${facts.declarer ? ' ' + seatLetter(facts.declarer, language) : ''}` : '';
    const cells: Record<string, SummaryCell> = {};
    for (const name of columns) {
      const expected = recomputed.expected[row].get(name);
      cells[name] = { file: cellAt(traveller, row, name)!.text, recomputed: unread.includes(name) ? undefined : expected?.value, artificial: expected?.artificial ?? cellValue(cellAt(traveller, row, name)).artificial, changed: changed.has(`${row}:${name}`) };
    }
    return { row: row + 1, table: cellAt(traveller, row, 'Table')?.text ?? '', result, nsScore: scoreOverride ?? facts.nsScore, adjusted: own && model.adjustedScore ? formatAdjustedScore(model.adjustedScore.score) : undefined, cells };
  });
  const changes = travellerCellEdits(game).map((edit) => ({ row: edit.row + 1, column: edit.column, before: edit.before, after: edit.after }));
  return {
    gameIndex: game.index, board: model.board ?? '', edition: model.edition.edition, scoring: model.values.get('Scoring') ?? '',
    imps: travellerMethod(model.values.get('Scoring'), traveller.columns).imps, crossImps: crossScale(report.recomputed), unread, columns, rows, changes,
  };
}

/** The cross-IMP scale of a recomputed traveller, when its two directions read alike. */
function crossScale(recomputed: Recomputed): TravellerSummary['crossImps'] {
  const [ns, ew] = [recomputed.printed.NS.crossImps?.scale, recomputed.printed.EW.crossImps?.scale];
  return ns === ew ? ns : undefined;
}
