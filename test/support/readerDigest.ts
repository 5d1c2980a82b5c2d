/**
 * One SHA-256 digest of everything the reader (server/src/syntax) gives for a text, for
 * test/syntax/readerEquivalence.test.ts, which records these digests in
 * test/fixtures/readerDigests.json and checks the reader against them: the game chunks of the
 * whole-text splitter, the scan of the whole text, and the stream fed in blocks of seeded sizes
 * (layout flag, surroundings, text between games, counts after each block); for every game its
 * tokens, tag pairs, sections, look-ups and problems, in order. The results are serialised as JSON
 * (the built-in serialiser: fast) with `undefined` kept, keys in the order the reader makes them:
 * equal digests mean results that `assert.deepStrictEqual` calls equal (a reader that only
 * reorders the keys of its records would need re-recording).
 */
import { Hash, createHash } from 'node:crypto';
import { seededRandom } from '../../scripts/benchBoards';
import { findTag, sectionEnd, sectionTokens, valueContentRange } from '../../server/src/syntax/gameSyntax';
import { GameStream } from '../../server/src/syntax/gameStream';
import { parseGame } from '../../server/src/syntax/parser';
import { ProblemSink } from '../../server/src/syntax/problems';
import { scanGame } from '../../server/src/syntax/scanner';
import { hasEmbeddingMarker, splitGames } from '../../server/src/syntax/splitter';
import { TextFactsScanner } from '../../server/src/syntax/textFacts';

/** Names looked up in every game (present or not). */
const LOOKED_UP = ['Event', 'Board', 'Deal', 'Auction', 'Play', 'Note', 'Result', 'Score', 'BCNote', 'OptimumResultTable', 'Nonexistent', 'event'];

/** Everything the reader gives for one game's text, as plain data. */
function gameResults(text: string, transient: boolean): unknown {
  const sink = new ProblemSink();
  const syntax = parseGame(text, sink, transient);
  const tokens = [];
  for (let index = 0; index < syntax.tokens.length; index++) {
    tokens.push([syntax.tokens.token(index), syntax.tokens.owner(index), syntax.tokens.kindCode(index), syntax.tokens.isComment(index)]);
  }
  const tags = syntax.tags.map((tag) => ({
    name: tag.name, nameStart: tag.nameStart, nameEnd: tag.nameEnd, value: tag.value, valueStart: tag.valueStart, valueEnd: tag.valueEnd,
    hasValue: tag.hasValue, start: tag.start, end: tag.end, duplicate: tag.duplicate, noteOwner: tag.noteOwner ?? null,
    section: tag.section ? { owner: tag.section.owner, length: tag.section.length, first: tag.section.first, last: tag.section.last, indexes: [...tag.section] } : null,
    sectionTokens: sectionTokens(syntax, tag), sectionEnd: sectionEnd(syntax, tag), content: valueContentRange(tag),
  }));
  const found = LOOKED_UP.map((name) => syntax.tags.indexOf(findTag(syntax, name) as never));
  return { sameText: syntax.text === text, tokens, tags, found, firstTagStart: syntax.firstTagStart, problems: sink.problems };
}

/** The whole-text split and every game read. */
function wholeTextResults(text: string): unknown {
  const chunks = splitGames(text);
  return {
    embedded: hasEmbeddingMarker(text),
    chunks: chunks.map((chunk) => ({ ...chunk, game: gameResults(chunk.text, false) })),
  };
}

/** The text in blocks of seeded sizes, each ending at a line end (the last at the text's end). */
function blocksOf(text: string, seed: number): string[] {
  const random = seededRandom(seed);
  const blocks: string[] = [];
  for (let at = 0; at < text.length;) {
    const size = 1 + Math.floor(random() * (random() < 0.5 ? 64 : 4096));
    let cut = text.indexOf('\n', Math.min(text.length, at + size) - 1);
    cut = cut < 0 ? text.length : cut + 1;
    blocks.push(text.slice(at, cut));
    at = cut;
  }
  return blocks;
}

/** The stream's results over the text's blocks: games (read transient), layout, surroundings, text between games, counts after each block. */
function streamResults(text: string, blocks: readonly string[], between: boolean): unknown {
  const factsScanner = new TextFactsScanner();
  for (const block of blocks) factsScanner.scan(block);
  const { embedded, exportLine } = factsScanner.facts;
  const events: unknown[] = [];
  const stream: GameStream = new GameStream({ embedded, exportLine }, (chunk, layout) => {
    events.push({ chunk: { ...chunk }, layout, surroundings: between ? stream.surroundings(chunk) : null, game: gameResults(chunk.text, true) });
  }, between ? { text: (piece) => events.push({ between: piece }), maxHeld: 1 << 30, tooLong: (line) => new Error(`too long at ${line}`) } : undefined);
  for (const block of blocks) {
    stream.push(block);
    events.push({ held: stream.held, lines: stream.lines });
  }
  stream.finish();
  events.push({ lines: stream.lines, length: text.length });
  return events;
}

/** What stands for `undefined` in the serialised results (JSON would drop the key, deepStrictEqual does not). */
const UNDEFINED = '\u0000undefined';

/** Adds `value` as JSON (keys in the order the reader made them, `undefined` kept), labelled, to `hash`. */
function hashPart(hash: Hash, label: string, value: unknown): void {
  hash.update(`${label}=`);
  hash.update(JSON.stringify(value, (_key, item) => (item === undefined ? UNDEFINED : item)));
  hash.update('\n');
}

/** Adds the reader's results for `text` (whole, scanned, streamed in blocks seeded by `seed`) to `hash`. */
export function addReading(hash: Hash, text: string, seed: number): void {
  hashPart(hash, 'whole', wholeTextResults(text));
  hashPart(hash, 'scan', scanGame(text, new ProblemSink()));
  const between = seed % 2 === 0;
  hashPart(hash, between ? 'stream with between' : 'stream', streamResults(text, blocksOf(text, seed), between));
}

/** The SHA-256 digest (hex) of the reader's results for `text`. */
export function readingDigest(text: string, seed: number): string {
  const hash = createHash('sha256');
  addReading(hash, text, seed);
  return hash.digest('hex');
}
