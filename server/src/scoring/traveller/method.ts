/**
 * How a traveller's IMP columns are scored, from the board's Scoring tag and the table's
 * columns: against a datum (a ButlerDatum column, or `Butler` / `Butler-2` in Scoring; `Butler-2`
 * drops the highest and the lowest score, which the Ruter files confirm), cross-IMPs (`Cross`,
 * `Cross1`, `Cross2`), or else against the other table when the board was played at two tables.
 * Matchpoint and percentage columns are always 2 per score beaten, 1 per tie.
 */
import { DatumOptions } from '../butler';
import { TableColumn } from './tables';

/** The IMP method of a traveller. */
export interface TravellerMethod {
  imps: 'datum' | 'cross' | 'teams';
  datum: DatumOptions;
}

/** Reads the method from the Scoring tag value and the columns. */
export function travellerMethod(scoring: string | undefined, columns: readonly TableColumn[]): TravellerMethod {
  const words = (scoring ?? '').split(';').map((word) => word.trim());
  const butler = columns.some((column) => column.name === 'ButlerDatum') || words.includes('Butler') || words.includes('Butler-2');
  const cross = words.some((word) => /^Cross[12]?$/.test(word));
  return {
    imps: butler ? 'datum' : cross ? 'cross' : 'teams',
    datum: { dropEachEnd: words.includes('Butler-2') ? 1 : 0, roundTo: 10 },
  };
}
