/**
 * The model of a whole PBN document: split into games, each game parsed and analysed once and
 * reused for as long as its text (and the values it inherits) stay the same. A version keeps its
 * games as shared entries (syntax, model, problems: never changed once made) plus two arrays of
 * its own, where each game starts and its number among the games with tags, so an edit costs
 * what it changes: the change (the server's edits, or the difference from the previous text) is
 * found among the old games, only the games around it are split again (resplit.ts) and read, and
 * the games after it are moved by one addition per game, without a new object. The whole-file
 * inheritance pass runs only while some game uses `#` values. `games` gives the games as objects
 * for the editor features; the diagnostics read the arrays.
 */
import { exportLineOffset } from '../../syntax/exportLine';
import { GameChunk, hasEmbeddingMarker, splitGames } from '../../syntax/splitter';
import { TextSource, stringSource } from '../../text/textSource';
import { DocumentOptions, analyseAll, analyseGameEntry, analyseInheriting, analysePositions } from './documentAnalysis';
import { DocumentModel, DocumentVersion } from './documentVersion';
import { updateExportAt } from './exportAt';
import { GameEntry, entryShape, flagsOf, readEntry, withGap } from './gameEntry';
import { ValueLayers } from './valueLayers';
import { ChunkPlaces, TextChange, planResplit, textChange } from './resplit';

export type { DocumentOptions } from './documentAnalysis';
export type { DocumentModel } from './documentVersion';
export type { DocumentGame, GameEntry } from './gameEntry';
export { GAME_BLANK_BEFORE, GAME_LAYOUT_KNOWN, GAME_LAYOUT_SOME, GAME_LIGHT, GAME_QUIET, GAME_TAGGED, analyseSafely, readChunk } from './gameEntry';

/** Builds a document model, reusing the games of `previous` whose text did not change. Returns undefined when cancelled. */
export function buildDocumentModel(text: string, options: DocumentOptions, previous?: DocumentModel, isCancelled?: () => boolean): DocumentModel | undefined {
  const optionsKey = JSON.stringify(options);
  if (previous && previous.optionsKey === optionsKey && !previous.embedded) {
    const change = textChange(previous.text.toString(), text);
    return change ? updateDocumentModel(previous, change, stringSource(text), options, isCancelled) : sameText(previous);
  }
  return wholeDocumentModel(text, options, isCancelled);
}

/** The model after `change`, which made `text` from the previous version's text. Returns undefined when cancelled. */
export function updateDocumentModel(previous: DocumentModel, change: TextChange | undefined, text: TextSource, options: DocumentOptions, isCancelled?: () => boolean): DocumentModel | undefined {
  const optionsKey = JSON.stringify(options);
  if (previous.optionsKey !== optionsKey || previous.embedded) return wholeDocumentModel(text.toString(), options, isCancelled);
  if (!change) return sameText(previous);
  // The entries as stored: the games after the change keep their layers of changed values (valueLayers.ts), by position.
  const stored = (previous as DocumentVersion).stored;
  const plan = planResplit(placesOf(previous), change, text);
  if (!plan) return wholeDocumentModel(text.toString(), options, isCancelled);
  const { before, after, pieces, delta } = plan;
  const replaced = new Map<string, GameEntry>();
  let inheritingGames = previous.inheritingGames;
  for (let position = before; position < after; position++) {
    const old = stored[position];
    replaced.set(old.text, old);
    if (old.usesInheritance) inheritingGames--;
  }
  const endOf = (position: number) => previous.starts[position] + stored[position].length;
  const pieceEntries = pieces.map((chunk, index) => {
    const gap = index > 0 ? (chunk.line ?? 0) - (pieces[index - 1].endLine ?? 0) : before > 0 ? lineFeedsIn(text, endOf(before - 1), chunk.start) : -1;
    const entry = readEntry(chunk, gap, replaced);
    if (entry.usesInheritance) inheritingGames++;
    return entry;
  });
  // One copy of the entries, the changed ones spliced in (the games after them are moved, not copied again).
  const entries = pieceEntries.length > 1000 ? stored.slice(0, before).concat(pieceEntries, stored.slice(after)) : stored.slice();
  if (pieceEntries.length <= 1000) entries.splice(before, after - before, ...pieceEntries);
  const count = entries.length, tailFrom = before + pieces.length;
  const hasTail = tailFrom < count;
  if (hasTail) {
    // The first game after the change may now follow another game, or the same one at another distance.
    const previousEnd = pieces.length ? pieces[pieces.length - 1].end : before > 0 ? endOf(before - 1) : -1;
    const gap = previousEnd < 0 ? -1 : lineFeedsIn(text, previousEnd, previous.starts[after] + delta);
    if (gap !== entries[tailFrom].gapBefore) entries[tailFrom] = withGap(entries[tailFrom], gap);
  }
  // The places of this version: the games before the change as they were, the pieces, the games after moved by `delta`.
  const starts = new Float64Array(count);
  starts.set(previous.starts.subarray(0, before));
  pieces.forEach((chunk, index) => { starts[before + index] = chunk.start; });
  for (let position = after, to = tailFrom; position < previous.count; position++, to++) starts[to] = previous.starts[position] + delta;
  const flags = new Uint8Array(count);
  flags.set(previous.flags.subarray(0, before));
  for (let position = before; position < tailFrom; position++) flags[position] = flagsOf(entries[position]);
  flags.set(previous.flags.subarray(after), tailFrom);
  if (hasTail) flags[tailFrom] = flagsOf(entries[tailFrom]);
  const { shapes, layers } = shapesAndLayers(previous as DocumentVersion, entries, before, after, tailFrom);
  const indexes = new Int32Array(count);
  indexes.set(previous.indexes.subarray(0, before));
  let number = 0;
  for (let position = before - 1; position >= 0 && number === 0; position--) number = indexes[position];
  for (let position = before; position < tailFrom; position++) indexes[position] = entries[position].syntax.tags.length ? ++number : 0;
  let oldNumber = 0;
  for (let position = after - 1; position >= 0 && oldNumber === 0; position--) oldNumber = previous.indexes[position];
  const shift = number - oldNumber;
  for (let position = after, to = tailFrom; position < previous.count; position++, to++) {
    const index = previous.indexes[position];
    indexes[to] = index === 0 ? 0 : index + shift;
  }
  const exportAt = updateExportAt(previous.text, text, change, previous.exportAt);
  const arrays = { starts, indexes, flags, shapes, layers, valueLayers: (previous as DocumentVersion).valueLayers };
  const version = new DocumentVersion(entries, arrays, optionsKey, text, false, inheritingGames, exportAt, (previous as DocumentVersion).layered);
  // With inheritance, from the checkpoint before the change until the state is the old one; when the last `#` went, every game that inherited; else the edited games.
  const analysed = inheritingGames > 0 ? analyseInheriting(version, previous as DocumentVersion, before, tailFrom, shift, options, isCancelled)
    : previous.inheritingGames > 0 ? analysePositions(version, 0, count, options, isCancelled)
      : analysePositions(version, before, tailFrom, options, isCancelled);
  return analysed ? version : undefined;
}

/**
 * The shapes and layers of a new version: the games before the change as they were, the edited
 * games' shapes from their entries and no layer (they are resolved again), the games after it
 * moved with their layers.
 */
function shapesAndLayers(previous: DocumentVersion, entries: readonly GameEntry[], before: number, after: number, tailFrom: number): { shapes: Uint16Array; layers: Uint16Array } {
  const count = entries.length;
  const shapes = new Uint16Array(count), layers = new Uint16Array(count);
  shapes.set(previous.shapes.subarray(0, before));
  for (let position = before; position < tailFrom; position++) shapes[position] = entryShape(entries[position]);
  shapes.set(previous.shapes.subarray(after), tailFrom);
  layers.set(previous.layers.subarray(0, before));
  layers.set(previous.layers.subarray(after), tailFrom);
  return { shapes, layers };
}

/** A new version of the same text (a new document version): the same games, the same arrays. */
function sameText(previous: DocumentModel): DocumentModel {
  const last = previous as DocumentVersion;
  const arrays = { starts: last.starts, indexes: last.indexes, flags: last.flags, shapes: last.shapes, layers: last.layers, valueLayers: last.valueLayers };
  const version = new DocumentVersion(last.stored, arrays, last.optionsKey, last.text, last.embedded, last.inheritingGames, last.exportAt, last.layered);
  version.checkpoints = [...previous.checkpoints];
  return version;
}

/**
 * Reads a whole text as a stream of games: until a game inherits, each one is analysed as it is
 * read, and a light one lets its syntax and model go before the next is read (memory is then that
 * of the games with something to report). From a game that inherits on, the games are read and
 * the inheritance pass analyses them afterwards, in file order.
 */
function wholeDocumentModel(text: string, options: DocumentOptions, isCancelled?: () => boolean): DocumentModel | undefined {
  const chunks = splitGames(text);
  const exportAt = exportLineOffset(text);
  let inheritingGames = 0, number = 0;
  // Pushed, not preallocated: `new Array(n)` of 100,000 games or more makes a dictionary, slow to index and to slice.
  const entries: GameEntry[] = [];
  const indexes = new Int32Array(chunks.length);
  for (let index = 0; index < chunks.length; index++) {
    if ((index & 255) === 255 && isCancelled?.()) return undefined;
    const chunk = chunks[index];
    let entry = readEntry(chunk, index > 0 ? (chunk.line ?? 0) - (chunks[index - 1].endLine ?? 0) : -1);
    if (entry.usesInheritance) inheritingGames++;
    if (entry.syntax.tags.length) {
      indexes[index] = ++number;
      if (inheritingGames === 0) entry = analyseGameEntry(entry, undefined, options, exportAt >= 0);
    }
    entries.push(entry);
  }
  const starts = Float64Array.from(chunks, (chunk) => chunk.start);
  const flags = Uint8Array.from(entries, flagsOf);
  const arrays = { starts, indexes, flags, shapes: Uint16Array.from(entries, entryShape), layers: new Uint16Array(entries.length), valueLayers: ValueLayers.empty() };
  const version = new DocumentVersion(entries, arrays, JSON.stringify(options), stringSource(text), hasEmbeddingMarker(text), inheritingGames, exportAt);
  return analyseAll(version, options, isCancelled) ? version : undefined;
}

/** Where the chunks of a version are, for the resplit. */
function placesOf(model: DocumentModel): ChunkPlaces {
  return {
    count: model.count,
    start: (position) => model.starts[position],
    end: (position) => model.starts[position] + (model as DocumentVersion).stored[position].length,
    blankLineBefore: (position) => (model as DocumentVersion).stored[position].gapBefore >= 2,
  };
}

/** LFs in `text[from, to)`. */
function lineFeedsIn(text: TextSource, from: number, to: number): number {
  let count = 0;
  const between = text.slice(from, to);
  for (let at = between.indexOf('\n'); at >= 0; at = between.indexOf('\n', at + 1)) count++;
  return count;
}

