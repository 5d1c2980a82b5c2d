/**
 * The byte-level reader (server/src/syntax) gives exactly what the reader before it gave (frozen
 * in test/support/frozenReader): the same game chunks from the whole-text splitter and from the
 * stream fed in blocks of seeded sizes (with the layout flag, the text between games and the line
 * ends around each game), and for every game the same tokens, tag pairs, sections, look-ups and
 * problems, in the same order. Compared over every PBN file of samples/ and the test fixtures, the
 * real corpus (../shared/corpus/real, skipped when absent) and thousands of seeded mutants of them
 * (edits of the characters the reader cares about, embedding markers, `% EXPORT` lines, long lines
 * and characters outside Latin-1 among them).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as frozen from '../support/frozenReader';
import { Mutator } from '../support/mutations';
import { REAL } from '../support/streamEdges';
import { seededRandom } from '../../scripts/benchBoards';
import { findTag, sectionEnd, sectionTokens, valueContentRange } from '../../server/src/syntax/gameSyntax';
import { GameStream } from '../../server/src/syntax/gameStream';
import { parseGame } from '../../server/src/syntax/parser';
import { ProblemSink } from '../../server/src/syntax/problems';
import { scanGame } from '../../server/src/syntax/scanner';
import { hasEmbeddingMarker, splitGames } from '../../server/src/syntax/splitter';
import { TextFactsScanner } from '../../server/src/syntax/textFacts';

/** The reader's entry points, current or frozen. */
interface Reader {
  splitGames: typeof splitGames;
  hasEmbeddingMarker: typeof hasEmbeddingMarker;
  GameStream: typeof GameStream;
  parseGame: typeof parseGame;
  scanGame: typeof scanGame;
  findTag: typeof findTag;
  sectionEnd: typeof sectionEnd;
  sectionTokens: typeof sectionTokens;
  valueContentRange: typeof valueContentRange;
}

const CURRENT: Reader = { splitGames, hasEmbeddingMarker, GameStream, parseGame, scanGame, findTag, sectionEnd, sectionTokens, valueContentRange };
const FROZEN = frozen as unknown as Reader;

/** Names looked up in every game (present or not). */
const LOOKED_UP = ['Event', 'Board', 'Deal', 'Auction', 'Play', 'Note', 'Result', 'Score', 'BCNote', 'OptimumResultTable', 'Nonexistent', 'event'];

/** Everything the reader gives for one game's text, as plain data. */
function gameResults(reader: Reader, text: string, transient: boolean): unknown {
  const sink = new ProblemSink();
  const syntax = reader.parseGame(text, sink, transient);
  const tokens = [];
  for (let index = 0; index < syntax.tokens.length; index++) {
    tokens.push([syntax.tokens.token(index), syntax.tokens.owner(index), syntax.tokens.kindCode(index), syntax.tokens.isComment(index)]);
  }
  const tags = syntax.tags.map((tag) => ({
    name: tag.name, nameStart: tag.nameStart, nameEnd: tag.nameEnd, value: tag.value, valueStart: tag.valueStart, valueEnd: tag.valueEnd,
    hasValue: tag.hasValue, start: tag.start, end: tag.end, duplicate: tag.duplicate, noteOwner: tag.noteOwner ?? null,
    section: tag.section ? { owner: tag.section.owner, length: tag.section.length, first: tag.section.first, last: tag.section.last, indexes: [...tag.section] } : null,
    sectionTokens: reader.sectionTokens(syntax, tag), sectionEnd: reader.sectionEnd(syntax, tag), content: reader.valueContentRange(tag),
  }));
  const found = LOOKED_UP.map((name) => syntax.tags.indexOf(reader.findTag(syntax, name) as never));
  return { sameText: syntax.text === text, tokens, tags, found, firstTagStart: syntax.firstTagStart, problems: sink.problems };
}

/** The whole-text split and every game read. */
function wholeTextResults(reader: Reader, text: string): unknown {
  const chunks = reader.splitGames(text);
  return {
    embedded: reader.hasEmbeddingMarker(text),
    chunks: chunks.map((chunk) => ({ ...chunk, game: gameResults(reader, chunk.text, false) })),
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
function streamResults(reader: Reader, text: string, blocks: readonly string[], between: boolean): unknown {
  const factsScanner = new TextFactsScanner();
  for (const block of blocks) factsScanner.scan(block);
  const { embedded, exportLine } = factsScanner.facts;
  const events: unknown[] = [];
  const stream: GameStream = new reader.GameStream({ embedded, exportLine }, (chunk, layout) => {
    events.push({ chunk: { ...chunk }, layout, surroundings: between ? stream.surroundings(chunk) : null, game: gameResults(reader, chunk.text, true) });
  }, between ? { text: (piece) => events.push({ between: piece }), maxHeld: 1 << 30, tooLong: (line) => new Error(`too long at ${line}`) } : undefined);
  for (const block of blocks) {
    stream.push(block);
    events.push({ held: stream.held, lines: stream.lines });
  }
  stream.finish();
  events.push({ lines: stream.lines, length: text.length });
  return events;
}

/** Compares the two readers on one text: whole, and streamed in blocks (with and without the text between games). */
function assertSameReading(text: string, label: string, seed: number): void {
  assert.deepStrictEqual(wholeTextResults(CURRENT, text), wholeTextResults(FROZEN, text), `${label}: whole text`);
  assert.deepStrictEqual(CURRENT.scanGame(text, new ProblemSink()), FROZEN.scanGame(text, new ProblemSink()), `${label}: scan of the whole text`);
  const blocks = blocksOf(text, seed);
  assert.deepStrictEqual(streamResults(CURRENT, text, blocks, seed % 2 === 0), streamResults(FROZEN, text, blocks, seed % 2 === 0), `${label}: stream`);
}

/** Every PBN file (plain or gzipped) under `directory`, the frozen reader's folder left out. */
function pbnFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  const files: string[] = [];
  for (const name of readdirSync(directory).sort()) {
    const full = join(directory, name);
    if (statSync(full).isDirectory()) files.push(...pbnFiles(full));
    else if (/\.pbn(\.gz)?$/i.test(name)) files.push(full);
  }
  return files;
}

/** A file's text as the reader gets it (Latin-1 bytes, lone CRs left in: the splitter must not care). */
function fileText(file: string): string {
  const bytes = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('latin1');
}

const ROOT = resolve(__dirname, '../..');
const FILES = [...pbnFiles(join(ROOT, 'samples')), ...pbnFiles(join(ROOT, 'test'))];
const REAL_FILES = pbnFiles(REAL);

/** Pieces the shared mutator does not put in: embedding markers, export lines, separators, long lines, characters past Latin-1. */
const MORE_PIECES = ['\t\n', ' \t \n', '\n\t', '\n  [Board "3"]', '<PBN>\n', '\n</pbn>\n', '  <Pbn>  \n', '% EXPORT\n', '%\tEXPORT_x\n', '\u2028', '\u2029', 'x'.repeat(300), '\u0100', '\u0000', '\u00ff', '\ufffd', '{\n[Event "y"]\n', '\\"', '"'];

/** Mutants compared (READER_MUTANTS sets fewer for a quick run). */
const MUTANTS = Number(process.env.READER_MUTANTS ?? 15_000);

describe('the byte-level reader reads as the reader before it', function () {
  this.timeout(600_000);

  it(`reads the ${FILES.length} files of samples/ and the test fixtures alike`, () => {
    assert.ok(FILES.length >= 25, `only ${FILES.length} files found`);
    FILES.forEach((file, index) => assertSameReading(fileText(file), file, index));
  });

  it('reads the real corpus alike', function () {
    if (REAL_FILES.length === 0) this.skip();
    REAL_FILES.forEach((file, index) => assertSameReading(fileText(file), file, index + 1));
  });

  it('reads games of more unknown tag names than are numbered (700, some twice) alike', () => {
    const names = Array.from({ length: 700 }, (_, index) => `Unnumbered${index}x`);
    const lines = names.map((name) => `[${name} "v"]`);
    const text = `[Event "e"]\n${lines.join('\n')}\n${names.slice(600).map((name) => `[${name} "again"]`).join('\n')}\n[Note "1:x"]\n[BCNote ""]\n\n${lines.slice(650).join('\n')}\n`;
    assertSameReading(text, 'unnumbered names', 1);
  });

  it(`reads ${MUTANTS} seeded mutants of them alike`, () => {
    const sources = [...FILES, ...REAL_FILES].map(fileText).map((text) => (text.length > 60_000 ? text.slice(0, 60_000) : text));
    const mutator = new Mutator(20260301);
    const random = seededRandom(7);
    for (let round = 0; round < MUTANTS; round++) {
      const source = sources[round % sources.length];
      let text = mutator.mutate(source.length > 6000 ? source.slice(Math.floor(random() * (source.length - 6000)), undefined).slice(0, 6000) : source);
      for (let extra = Math.floor(random() * 3); extra > 0; extra--) {
        const at = Math.floor(random() * (text.length + 1));
        text = text.slice(0, at) + MORE_PIECES[Math.floor(random() * MORE_PIECES.length)] + text.slice(at);
      }
      assertSameReading(text, `mutant ${round}`, round);
    }
  });
});
