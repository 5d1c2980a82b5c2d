/**
 * What the scoring programs a Director re-keys a ruling into can hold (issue 36): Bridgemate
 * Control Software takes an assigned result as a table result and artificial scores only as one of
 * its nine combinations of 40, 50 and 60 % per side, no weighted and no split score; USEBIO has
 * one artificial code, average plus. For each table a ruling changed: the kind of award, the
 * percentages the artificial sides got (after the session rule), and per program whether it holds
 * the award, the nearest combination BCS can take, and what must be entered by hand.
 */
import { Side } from '../../bridge/seats';
import { artificialPercent } from '../artificial';
import { BoardScore } from './boardScores';
import { EventBoard, EventRow, SideAward } from './eventInput';

/** The percentages Bridgemate Control Software holds per side for an artificial score. */
export const BCS_PERCENTAGES: readonly number[] = [40, 50, 60];

/** One ruled table and what the programs make of it. */
export interface RulingTarget {
  board: string;
  table: string;
  ns?: string;
  ew?: string;
  /** `assigned`: one result for both sides; `artificial`: an artificial score for each side; `weighted` or `split` otherwise. */
  award: 'assigned' | 'artificial' | 'weighted' | 'split';
  /** The artificial sides' percentages as scored. */
  percent?: Partial<Record<Side, number>>;
  /** BCS holds it as it is; else the nearest combination it takes (artificial scores) or nothing (enter by hand). */
  bcs: { holds: boolean; nearest?: Record<Side, number> };
  /** The sides USEBIO's average plus code covers; `byHand`: the rest must be entered by hand. */
  usebio: { averagePlus: Side[]; byHand: boolean };
}

/** The tables the rulings changed, with what BCS and USEBIO can hold of each; `after` the scores after the rulings. */
export function rulingTargets(boards: readonly EventBoard[], after: readonly BoardScore[]): RulingTarget[] {
  const scoreOf = new Map(after.map((score) => [`${score.board}|${score.participant}`, score]));
  const targets: RulingTarget[] = [];
  for (const board of boards) {
    for (const row of board.rows) {
      if (sameAwards(row)) continue;
      const { NS, EW } = row.after;
      const percentOf = (side: Side, award: SideAward): number | undefined => {
        if (award.kind !== 'artificial') return undefined;
        const score = scoreOf.get(`${board.board}|${side === 'NS' ? row.ns : row.ew}`);
        // Matchpoints: the percentage of the top it was given (the session rule included); IMPs: the class's percentage.
        return score?.top && score.value !== undefined && board.method === 'matchpoints' ? (100 * score.value) / score.top : artificialPercent(award.form, board.rules);
      };
      const target: RulingTarget = { board: board.board, table: row.table, ...(row.ns ? { ns: row.ns } : {}), ...(row.ew ? { ew: row.ew } : {}), award: awardKind(NS, EW), bcs: { holds: false }, usebio: { averagePlus: [], byHand: false } };
      if (target.award === 'assigned') {
        target.bcs.holds = true;
      } else if (target.award === 'artificial') {
        const percent = { NS: percentOf('NS', NS)!, EW: percentOf('EW', EW)! };
        target.percent = percent;
        target.bcs = BCS_PERCENTAGES.includes(roundTo2(percent.NS)) && BCS_PERCENTAGES.includes(roundTo2(percent.EW)) ? { holds: true } : { holds: false, nearest: { NS: nearest(percent.NS), EW: nearest(percent.EW) } };
      }
      for (const [side, award] of [['NS', NS], ['EW', EW]] as const) {
        const percent = percentOf(side, award);
        if (percent !== undefined && award.kind === 'artificial' && award.form.kind === 'plus' && roundTo2(percent) === 60) target.usebio.averagePlus.push(side);
      }
      target.usebio.byHand = target.award !== 'assigned' && target.usebio.averagePlus.length < 2;
      targets.push(target);
    }
  }
  return targets;
}

const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/** The BCS percentage nearest `percent` (a tie goes to 50). */
function nearest(percent: number): number {
  return BCS_PERCENTAGES.reduce((best, candidate) => (Math.abs(candidate - percent) < Math.abs(best - percent) ? candidate : best), 50);
}

/** The kind of award a table got after the ruling. */
function awardKind(ns: SideAward, ew: SideAward): RulingTarget['award'] {
  if (ns.kind === 'artificial' && ew.kind === 'artificial') return 'artificial';
  if (ns.kind !== 'scored' || ew.kind !== 'scored') return 'split';
  if (ns.result.outcomes.length > 1 || ew.result.outcomes.length > 1) return 'weighted';
  return ns.result.outcomes[0].score === -ew.result.outcomes[0].score ? 'assigned' : 'split';
}

/** True when the row's awards are the same before and after (no ruling changed it). */
function sameAwards(row: EventRow): boolean {
  return JSON.stringify(row.before) === JSON.stringify(row.after);
}
