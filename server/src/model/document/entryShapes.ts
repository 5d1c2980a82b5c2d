/**
 * What decides whether a game takes part when an edit changes inherited values only (a keystroke
 * in `[Event "##…"]`, inheritanceChanges.ts), as a small number per game that a version keeps in
 * an array beside its flags: the names of the game's tags, whether it inherits with `#` (or may
 * carry the other room's deal), and, for a light game analysed with inherited values, which of
 * them its analysis read. A pass after such an edit then decides per number, once, and reads no
 * game's entry. The numbers are shared by every document of the process (most games of a file
 * have one shape); past a bound a new shape gets 0, which always takes part (the slow, safe way).
 */
import { TagPair } from '../../syntax/gameSyntax';
import { TagIndex, tagIndexOf } from '../game/tagIndex';
import { StateChanges } from './inheritanceChanges';
import { ALL_READ, ValueReads, readsNone } from './valueReads';

/** One shape: the game's tag names, whether it inherits, the values its light analysis read (undefined: not light, or its own values only). */
interface Shape {
  readonly names: TagIndex;
  readonly inherits: boolean;
  readonly reads: ReadonlySet<string> | undefined;
}

/** Shape 0: not known (a game not analysed yet, or past the bound): it takes part in every change. */
export const UNKNOWN_SHAPE = 0;

/** The shapes by number (0 unused), and by a key of their parts. */
const SHAPES: (Shape | undefined)[] = [undefined];
const NUMBERS = new Map<string, number>();
/** At most this many shapes (the version keeps them in a Uint16Array). */
const MOST_SHAPES = 4096;

/** Numbers of the sets of tag names, by the names (a tag index asks once: the games of a file mostly share one), and of the sets of reads (shared by valueReads.ts: by identity). */
const NAME_SETS = new Map<string, number>();
const BY_INDEX = new WeakMap<TagIndex, number>();
const BY_READS = new WeakMap<ReadonlySet<string>, number>();
let nextReads = 1;

function namesNumber(names: TagIndex): number | undefined {
  let number = BY_INDEX.get(names);
  if (number !== undefined) return number;
  const key = [...names.keys()].join('\u0000');
  number = NAME_SETS.get(key);
  if (number === undefined) {
    if (NAME_SETS.size >= MOST_SHAPES) return undefined;
    NAME_SETS.set(key, (number = NAME_SETS.size + 1));
  }
  BY_INDEX.set(names, number);
  return number;
}

function readsNumber(reads: ReadonlySet<string>): number {
  let number = BY_READS.get(reads);
  if (number === undefined) BY_READS.set(reads, (number = nextReads++));
  return number;
}

/**
 * The shape of a game just analysed: its tags, whether it uses inheritance, and the values its
 * analysis read when it is light and was analysed with inherited values without problems in them
 * (`reads` undefined otherwise).
 */
export function shapeOf(tags: readonly TagPair[], inherits: boolean, reads: ValueReads | undefined): number {
  const names = tagIndexOf(tags);
  const namesKey = namesNumber(names);
  if (namesKey === undefined) return UNKNOWN_SHAPE;
  const read = reads === undefined || reads === ALL_READ ? undefined : reads;
  const key = `${inherits ? 1 : 0}:${namesKey}:${read ? readsNumber(read) : 0}`;
  let number = NUMBERS.get(key);
  if (number === undefined) {
    if (SHAPES.length >= MOST_SHAPES) return UNKNOWN_SHAPE;
    number = SHAPES.length;
    SHAPES.push({ names, inherits, reads: read });
    NUMBERS.set(key, number);
  }
  return number;
}

/**
 * The test, for one change of values, whether a game of a shape stays apart from it: it inherits
 * nothing with `#`, has no tag of a changed name (so it passes the state on changed alike), and
 * where sticky values changed it is light and its analysis read none of them (so it takes them
 * without being analysed again). Decided once per shape.
 */
export function apartFrom(changes: StateChanges): (shape: number) => boolean {
  const known = new Int8Array(SHAPES.length);
  return (shape) => {
    if (shape === UNKNOWN_SHAPE || shape >= known.length) return false;
    if (known[shape] === 0) known[shape] = staysApart(SHAPES[shape]!, changes) ? 1 : -1;
    return known[shape] > 0;
  };
}

function staysApart(shape: Shape, changes: StateChanges): boolean {
  if (shape.inherits) return false;
  for (const name of changes.names) if (shape.names.has(name)) return false;
  return changes.sticky.size === 0 || (shape.reads !== undefined && readsNone(shape.reads, changes.sticky));
}
