/**
 * Recomputes a traveller: the Law 77 score of each row with a contract, and per direction the
 * matchpoints (Neuberg's formula when some tables are left out of the comparison: artificial
 * scores, rows without a score), percentages and IMPs (against the datum, cross-IMPs or the
 * other table) of every row, optionally with one row overridden: an adjusted score (Law 12) or a
 * new table score (a ruling's rectified result). Rows whose cells of a direction are marked `^`
 * keep them as given; matchpoints follow the scale the table prints, and an excerpt of a larger
 * field is checked only for what its rows hold. Pure: rows in, expected cells out.
 */
import { Side } from '../../bridge/seats';
import { DirectionAward } from '../adjusted/adjustedResults';
import { cellValue } from './cells';
import { DERIVED_COLUMNS, ExpectedCell, TravellerExpectation } from './expectation';
import { Traveller, cellAt } from './readTraveller';
import { RowFacts, rowFacts } from './rowFacts';
import { PrintedReading, RowAward, TravellerContext, scoreDirection } from './scoreDirection';

/** One row replaced: by an adjusted score per direction, or by a new table score. */
export type RowOverride =
  | { kind: 'adjusted'; row: number; NS?: DirectionAward; EW?: DirectionAward }
  | { kind: 'score'; row: number; nsScore: number; tricks?: number; reason: 'ruling' | 'result' };

/** The rows' facts and the expected cells. */
export interface Recomputed {
  facts: RowFacts[];
  expected: TravellerExpectation;
  /** How the table prints each direction (matchpoint scale, excerpt of a larger field). */
  printed: Record<Side, PrintedReading>;
}

/** Recomputes every row of a traveller, with `override` applied when given. */
export function recomputeTraveller(traveller: Traveller, context: TravellerContext, override?: RowOverride): Recomputed {
  const facts = traveller.rows.map((_, row) => rowFacts(traveller, row, context.vulnerability, context.edition));
  const expected: TravellerExpectation = facts.map(() => new Map<string, ExpectedCell>());
  facts.forEach((fact, row) => {
    if (override?.row === row) {
      if (override.kind === 'score') {
        expected[row].set('Score', { value: override.nsScore, artificial: false, basis: override.reason, args: {} });
        if (override.tricks !== undefined) expected[row].set('Result', { value: override.tricks, artificial: false, basis: override.reason, args: {} });
      }
      return;
    }
    if (fact.law77Score !== undefined && fact.nsScore !== undefined) {
      expected[row].set('Score', { value: fact.law77Score, artificial: false, basis: 'law77', args: { contract: cellAt(traveller, row, 'Contract')!.text, declarer: fact.declarer ?? '', tricks: fact.tricks ?? 0, edition: context.edition } });
    }
  });
  const printed = {} as Record<Side, PrintedReading>;
  for (const view of ['NS', 'EW'] as const) {
    const awards = facts.map((fact, row) => awardOf(traveller, fact, row, view, override));
    const column = (name: string) => traveller.rows.map((_, row) => cellValue(cellAt(traveller, row, name)));
    const cells = { mp: column(DERIVED_COLUMNS[view].mp), percentage: column(DERIVED_COLUMNS[view].percentage), imps: column(DERIVED_COLUMNS[view].imps) };
    printed[view] = scoreDirection(awards, view, context, expected, cells, context.printed?.[view]);
  }
  return { facts, expected, printed };
}

/** What a row gets in one direction. */
function awardOf(traveller: Traveller, fact: RowFacts, row: number, view: Side, override?: RowOverride): RowAward {
  const count = fact.count;
  if (override?.row === row) {
    if (override.kind === 'score') return { kind: 'scored', count, result: { outcomes: [{ score: view === 'NS' ? override.nsScore : -override.nsScore, weight: 1 }] } };
    const award = override[view];
    if (!award) return { kind: 'unscored', count };
    return award.kind === 'artificial' ? { kind: 'artificial', count, form: award.form } : { kind: 'scored', count, result: award.result };
  }
  const columns = DERIVED_COLUMNS[view];
  if ([columns.mp, columns.percentage, columns.imps].some((name) => cellValue(cellAt(traveller, row, name)).artificial)) return { kind: 'given', count };
  if (fact.nsScore === undefined) return { kind: 'unscored', count };
  const score = view === 'NS' ? fact.nsScore : -fact.nsScore;
  return { kind: 'scored', count, result: { outcomes: [{ score, weight: 1 }], count } };
}
