/**
 * The rows of a traveller as the audit reads them: per row its contract, declarer, tricks and
 * opening lead (the `Lead` column clubs' scoring programs export, a card such as `ST` or `sT`),
 * the NS score it records and the score Law 77 makes of it (rowFacts.ts), and the raw texts of
 * the Result and Lead cells, so a row the facts cannot read is still seen. Columns are found by
 * name, in any order.
 */
import { Card, parseCard } from '../../bridge/cards';
import { Vulnerability } from '../../bridge/contract';
import { Edition } from '../../shapes/laws';
import { cellValue } from '../traveller/cells';
import { Traveller, TravellerCell, cellAt } from '../traveller/readTraveller';
import { RowFacts, rowFacts } from '../traveller/rowFacts';
import { GameSource } from '../../shapes/auditFindings';

/** One traveller row as the audit sees it. */
export interface AuditRow extends RowFacts {
  /** 0-based row of the ScoreTable. */
  row: number;
  /** The Table column's text, when there is one. */
  table?: string;
  /** Where the row's game is, when the row is a game of the board (features/audit/boardGames.ts). */
  game?: GameSource;
  /** The Result cell's number, as written (may be out of range or not whole). */
  resultNumber?: number;
  /** The Lead cell's card, and its text when it is not a card. */
  lead?: Card;
  leadText?: string;
  /** The score cell is marked `^` (an artificial score, given rather than computed). */
  artificialScore: boolean;
  /** The cells diagnostics point at: the whole row, the Lead and Result cells, the score cell. */
  cells: { first: TravellerCell; last: TravellerCell; lead?: TravellerCell; result?: TravellerCell; score?: TravellerCell };
}

/** Every row of `traveller`, read for the audit. */
export function auditRows(traveller: Traveller, vulnerability: Vulnerability | undefined, edition: Edition): AuditRow[] {
  return traveller.rows.map((cells, row) => {
    const lead = cellAt(traveller, row, 'Lead');
    const result = cellAt(traveller, row, 'Result');
    const ns = cellAt(traveller, row, 'Score_NS');
    const ew = cellAt(traveller, row, 'Score_EW');
    const score = cellValue(ns).number !== undefined || !ew ? ns : ew;
    const leadText = lead && !/^[-?]?$/.test(lead.text) ? lead.text : undefined;
    return {
      ...rowFacts(traveller, row, vulnerability, edition),
      row,
      table: cellAt(traveller, row, 'Table')?.text,
      resultNumber: cellValue(result).number,
      lead: leadText ? parseCard(leadText) : undefined,
      leadText,
      artificialScore: cellValue(score).artificial,
      cells: { first: cells[0], last: cells[cells.length - 1], lead, result, score },
    };
  });
}
