/**
 * Loops for what a spread in a call would do: appending one array to another and the largest or
 * smallest of many numbers. A spread passes each element as an argument, and a game's arrays
 * (problems, cells, lines, boards) can be long enough to overflow the stack (issue 37 item 6:
 * 300,000 `[` in one game stopped every command); test/architecture/spreadArguments keeps them out.
 */

/** Appends the items to `target`, one by one; returns `target`. */
export function pushAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** The largest value, or `floor` when there is none larger (Math.max over a list). */
export function largest(values: Iterable<number>, floor = -Infinity): number {
  let best = floor;
  for (const value of values) best = Math.max(best, value);
  return best;
}

/** The smallest value, or `ceiling` when there is none smaller (Math.min over a list). */
export function smallest(values: Iterable<number>, ceiling = Infinity): number {
  let best = ceiling;
  for (const value of values) best = Math.min(best, value);
  return best;
}
