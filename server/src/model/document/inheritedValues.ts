/**
 * What inheritance gives one game: its effective tag values and the inheritance problems found
 * in it, with a key that changes when an inherited value does; and the one shared empty list of
 * problems. Apart from inheritance.ts so that ownTagValues.ts, which inheritance.ts calls for a
 * game that inherits nothing, can give the same shape.
 */
import { Problem } from '../../syntax/problems';

/** Effective tag values of one game, plus the inheritance problems found in it. */
export interface InheritedValues {
  values: ReadonlyMap<string, string>;
  problems: Problem[];
  /** A key that changes whenever an inherited value of this game changes. */
  key: string;
}

/** No inheritance problems: one shared, frozen array. */
export const NO_PROBLEMS: Problem[] = Object.freeze([]) as unknown as Problem[];
