/**
 * Analysing the games of a new document version: every game with tags gets its inherited values
 * and a model; new games and games whose inherited values changed are analysed, the others keep
 * theirs. Without inheritance only the games an edit touched are looked at. With it, the values
 * are resolved again from the last checkpoint before the edit (the resolver's state after every
 * 64th game) until the state after a game is the state the previous version had there: from that
 * game on nothing inherited can have changed. So an edit costs what it changes there too. A game
 * with nothing to report lets its syntax and model go once analysed (gameEntry.ts: light).
 */
import { DocumentVersion, InheritanceCheckpoint } from './documentVersion';
import { GAME_TAGGED, GameEntry, analyseEntry, entryShape, flagsOf, withValues } from './gameEntry';
import { apartFrom } from './entryShapes';
import { findLayoutProblems } from './layoutProblems';
import { GameModel, GameOptions } from '../game/gameModel';
import { InheritanceResolver, InheritanceState } from './inheritance';
import { StateChanges, stateChanges, withStateChanges } from './inheritanceChanges';
import { InheritedValues } from './inheritedValues';

/**
 * The options a document is read with: the games' own, and the test that keeps a quiet game's
 * model all the same because a double-dummy answer would decide a diagnostic in it (analysis/logic's
 * decidesDiagnostics, which the facade passes in: analysis/ sits above model/). Without the test
 * only what the entry itself sees (a DD tag, a traveller, something to report) keeps a model.
 */
export interface DocumentOptions extends GameOptions {
  keepModel?: (model: GameModel) => boolean;
}

/** A quiet game's model is not kept for double dummy. */
const KEEP_NONE = (): boolean => false;

/** Games between two checkpoints. */
const CHECKPOINT_EVERY = 64;

/** Resolves and analyses every game with tags (a whole document); false when cancelled. */
export function analyseAll(version: DocumentVersion, options: DocumentOptions, isCancelled?: () => boolean): boolean {
  if (version.inheritingGames === 0) return analysePositions(version, 0, version.count, options, isCancelled);
  return resolveFrom(version, 0, undefined, () => false, options, isCancelled);
}

/** Analyses the games with tags of `[from, to)` that need it (no game of the document inherits); false when cancelled. */
export function analysePositions(version: DocumentVersion, from: number, to: number, options: DocumentOptions, isCancelled?: () => boolean): boolean {
  for (let position = from; position < to; position++) {
    if (version.flags[position] & GAME_TAGGED && !analyse(version, position, undefined, options, isCancelled)) return false;
  }
  return !isCancelled?.();
}

/**
 * After an edit of a document that inherits: resolves from the last checkpoint of `previous`
 * before position `before`, through the edited games `[before, tailFrom)`, and on until the state
 * matches the previous version's at one of its checkpoints (its games numbered `shift` lower).
 * Where it differs there only in values (a keystroke in a `##` header), the games that have no
 * tag of the changed names and inherit nothing with `#` (and are light and did not read the
 * changed sticky values) keep their entries: the changed sticky values wait for them in a layer
 * (valueLayers.ts), decided on the version's arrays alone (their shapes, entryShapes.ts), and the
 * old checkpoints move on with the changes, until a game that takes part: the resolver is set up
 * again from the last checkpoint and resolves on.
 */
export function analyseInheriting(version: DocumentVersion, previous: DocumentVersion, before: number, tailFrom: number, shift: number, options: DocumentOptions, isCancelled?: () => boolean): boolean {
  if (!previous.checkpoints.length) return analyseAll(version, options, isCancelled);
  let taggedBefore = 0;
  for (let position = before - 1; position >= 0 && taggedBefore === 0; position--) taggedBefore = version.indexes[position];
  const start = lastAtOrBefore(previous.checkpoints, taggedBefore);
  const kept = start < 0 ? [] : previous.checkpoints.slice(0, start + 1);
  const from = start < 0 ? 0 : firstTaggedAfter(version, previous.checkpoints[start].number, before);
  let old = Math.max(start + 1, 0);
  /** The old checkpoint of the game numbered `number` in this version, if it has one. */
  const oldCheckpoint = (number: number) => {
    const oldNumber = number - shift;
    while (old < previous.checkpoints.length && previous.checkpoints[old].number < oldNumber) old++;
    const matching = previous.checkpoints[old];
    return matching?.number === oldNumber ? matching : undefined;
  };
  const resumed: Resume = (position, number, resolver, checkpoints) => {
    if (position < tailFrom) return false;
    const matching = oldCheckpoint(number);
    if (!matching) return false;
    if (!resolver.isIn(matching.state)) {
      const changes = stateChanges(resolver.snapshot(), matching.state);
      return changes ? passOn(position, resolver.snapshot(), changes, checkpoints) : false;
    }
    // From here on the state is the old one: every later game keeps its values, and the old checkpoints hold, renumbered.
    for (const checkpoint of previous.checkpoints.slice(old + 1)) checkpoints.push({ number: checkpoint.number + shift, state: checkpoint.state });
    return true;
  };
  /** From the game after `position` (state `state` after it), the games that take no part in `changes` take the changed values (by layer); true at the end of the file. */
  const passOn = (position: number, state: InheritanceState, changes: StateChanges, checkpoints: InheritanceCheckpoint[]): ReturnType<Resume> => {
    const { flags, shapes, layers } = version;
    const apart = apartFrom(changes);
    // Without a changed sticky value such a game's values are its old ones; else it takes them from its layer when asked for.
    const laying = changes.sticky.size ? version.valueLayers.layering(changes.sticky) : undefined;
    let base = { position, state };
    for (let at = position + 1; at < version.count; at++) {
      if (!(flags[at] & GAME_TAGGED)) continue;
      if ((at & 1023) === 0 && isCancelled?.()) return 'cancelled';
      if (!apart(shapes[at])) {
        // A game that takes part (or must be analysed again): resolve from the last checkpoint up to it.
        const resolver = new InheritanceResolver(base.state);
        for (let between = base.position + 1; between < at; between++) if (flags[between] & GAME_TAGGED) resolver.resolve(version.stored[between].syntax);
        return { position: at, resolver };
      }
      if (laying) {
        layers[at] = laying(layers[at]);
        version.layered = true;
      }
      const number = version.indexes[at], matching = oldCheckpoint(number);
      if (matching) {
        base = { position: at, state: withStateChanges(matching.state, changes) };
        checkpoints.push({ number, state: base.state });
      }
    }
    return true;
  };
  version.checkpoints = kept;
  const resolved = resolveFrom(version, from, start < 0 ? undefined : previous.checkpoints[start], resumed, options, isCancelled);
  if (resolved && version.valueLayers.full) version.valueLayers = version.valueLayers.collapsed(version.layers);
  return resolved;
}

/**
 * What to do after the game at `position` (numbered `number`): resolve on (false), stop, the rest
 * being done (true), resolve on from another game with another resolver, or give up (cancelled).
 */
type Resume = (position: number, number: number, resolver: InheritanceResolver, checkpoints: InheritanceCheckpoint[]) => boolean | 'cancelled' | { position: number; resolver: InheritanceResolver };

/**
 * Resolves inheritance from position `from` in the state of `checkpoint` (the start of the file
 * without one), analysing the games that need it and keeping a checkpoint every 64 games, until
 * `stop` says the rest is as it was (or goes on from a later game).
 */
function resolveFrom(version: DocumentVersion, from: number, checkpoint: InheritanceCheckpoint | undefined, stop: Resume, options: DocumentOptions, isCancelled?: () => boolean): boolean {
  let resolver = new InheritanceResolver(checkpoint?.state);
  const checkpoints = from === 0 ? [] : version.checkpoints;
  for (let position = from; position < version.count; position++) {
    if (!(version.flags[position] & GAME_TAGGED)) continue;
    const number = version.indexes[position];
    const values = resolver.resolve(version.stored[position].syntax);
    if (!analyse(version, position, values, options, isCancelled)) return false;
    if (number % CHECKPOINT_EVERY === 0) checkpoints.push({ number, state: resolver.snapshot() });
    const next = stop(position, number, resolver, checkpoints);
    if (next === true) break;
    if (next === 'cancelled') return false;
    if (next) {
      resolver = next.resolver;
      position = next.position - 1;
    }
  }
  version.checkpoints = checkpoints;
  return !isCancelled?.();
}

/** Index of the last checkpoint numbered at most `number`, or -1. */
function lastAtOrBefore(checkpoints: readonly InheritanceCheckpoint[], number: number): number {
  let low = 0, high = checkpoints.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (checkpoints[middle].number <= number) low = middle + 1; else high = middle;
  }
  return low - 1;
}

/** The position of the game numbered `number + 1` (at or before `limit`, looking back from it), or `limit`. */
function firstTaggedAfter(version: DocumentVersion, number: number, limit: number): number {
  let position = Math.min(limit, version.count);
  for (let at = position - 1; at >= 0; at--) {
    if (version.indexes[at] === 0) continue;
    if (version.indexes[at] <= number) break;
    position = at;
  }
  return position;
}

/** Analyses one game unless its model fits its inherited values already; false when cancelled. */
function analyse(version: DocumentVersion, position: number, values: InheritedValues | undefined, options: DocumentOptions, isCancelled?: () => boolean): boolean {
  const entries = version.stored;
  // Its layer taken first: the entry is then what the last version gave the game.
  const entry = version.entry(position);
  const key = values?.key ?? '';
  if (entry.analysed && entry.inheritanceKey === key) return true;
  if (isCancelled?.()) return false;
  // Inherited values changed that the game's analysis never read (a `##` Event it only carries): it takes them as they are.
  const same = entry.analysed && values ? withValues(entry, values) : undefined;
  if (same) {
    entries[position] = same;
    return true;
  }
  entries[position] = analyseGameEntry(entry, values, options, version.exportAt >= 0);
  version.flags[position] = flagsOf(entries[position]);
  version.shapes[position] = entryShape(entries[position]);
  return true;
}

/**
 * The document's stage from a game read to its model, the same for a whole text read as it streams
 * by and for the games an edit touched: analysed (gameEntry.ts's analyseEntry, which the command
 * line's GameSequence shares), its export-layout problems found when the file has `% EXPORT` and
 * the game goes light, and light when nothing needs its model kept.
 */
export function analyseGameEntry(entry: GameEntry, values: InheritedValues | undefined, options: DocumentOptions, exportLine: boolean): GameEntry {
  return analyseEntry(entry, values, options, options.keepModel ?? KEEP_NONE, exportLine ? findLayoutProblems : undefined);
}
