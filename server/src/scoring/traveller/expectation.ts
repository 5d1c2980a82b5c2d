/**
 * What a traveller's cells should hold, as the recomputation works it out: per row, per column,
 * the value (undefined: the cell should say `-`), whether it is an artificial score (written with
 * `^`), and the basis a message names ("2 per score beaten, 1 per tie", "Law 77", …) with its
 * arguments. `Score` stands for the pair Score_NS / Score_EW (an NS score), `Result` for tricks.
 */
import { MessageArgs } from '../../syntax/problems';

/** The expected content of one cell. */
export interface ExpectedCell {
  value?: number;
  artificial: boolean;
  basis: string;
  args: MessageArgs;
}

/** Expected cells by row, then by column name. */
export type TravellerExpectation = Array<Map<string, ExpectedCell>>;

/** The columns the recomputation fills, per direction. */
export const DERIVED_COLUMNS = {
  NS: { mp: 'MP_NS', percentage: 'Percentage_NS', imps: 'IMP_NS' },
  EW: { mp: 'MP_EW', percentage: 'Percentage_EW', imps: 'IMP_EW' },
} as const;

/** Every column the recomputation may fill. */
export const RECOMPUTED_COLUMNS: readonly string[] = ['Score', 'Result', 'MP_NS', 'MP_EW', 'Percentage_NS', 'Percentage_EW', 'IMP_NS', 'IMP_EW', 'ButlerDatum'];
