/**
 * The byte-level reader (server/src/syntax) reads as it did when its results were recorded in
 * test/fixtures/readerDigests.json: one SHA-256 digest (test/support/readerDigest.ts) of the game
 * chunks from the whole-text splitter and from the stream fed in blocks of seeded sizes (with the
 * layout flag, the text between games and the line ends around each game), and for every game of
 * its tokens, tag pairs, sections, look-ups and problems, in order. Checked over every PBN file of
 * samples/ and the test fixtures (one digest a file), the real corpus (../shared/corpus/real, one
 * digest a file keyed by name and size, skipped when absent), a game of 700 unknown tag names and
 * 15,000 seeded mutants (one digest per batch of 500, apart for mutants of the repository's files
 * and of the real corpus; READER_MUTANTS=N checks only the batches that cover the first N). The
 * digests were first recorded with the reader before the byte-level one (a frozen copy, since
 * deleted), proven equal to it.
 *
 * Recording: `READER_RECORD=1 npx mocha --no-config -r tsx/cjs test/syntax/readerEquivalence.test.ts`
 * rewrites the fixture from the current reader (the real corpus must be present, READER_MUTANTS
 * unset). Re-record only when the reader's results are meant to change (or a recorded file
 * changes), and say why in the commit: a digest mismatch otherwise means the reader changed.
 * Test tier: full — the reader over every file against recorded digests.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Mutator } from '../support/mutations';
import { addReading, readingDigest } from '../support/readerDigest';
import { REAL } from '../support/streamEdges';
import { seededRandom } from '../../scripts/benchBoards';

/** The recorded digests. */
interface Digests {
  /** Repository files (path from the root, `/`-separated): size in bytes and digest. */
  files: Record<string, { bytes: number; digest: string }>;
  /** Real-corpus files, keyed `name:bytes`. */
  real: Record<string, string>;
  /** The game of 700 unknown tag names. */
  unnumbered: string;
  mutants: {
    batchSize: number;
    /** Sources of the mutants, in order: repository paths, and `real:name:bytes` for the real corpus. */
    sources: string[];
    /** Per batch: digests of the mutants of repository files and of real-corpus files. */
    batches: Array<{ from: number; to: number; repo: string; real: string }>;
  };
}

/** Every PBN file (plain or gzipped) under `directory`. */
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

/** A seed from a case's name, so that adding a file changes no other file's blocks. */
function seedOf(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0);
}

const ROOT = resolve(__dirname, '../..');
const FIXTURE = join(ROOT, 'test/fixtures/readerDigests.json');
const RECORDING = process.env.READER_RECORD === '1';
const FILES = [...pbnFiles(join(ROOT, 'samples')), ...pbnFiles(join(ROOT, 'test'))].map((file) => relative(ROOT, file).split('\\').join('/'));
const REAL_FILES = pbnFiles(REAL);
/** Real-corpus file keys (`name:bytes`) and their paths. */
const REAL_KEYS = new Map(REAL_FILES.map((file) => [`${basename(file)}:${statSync(file).size}`, file]));
const RECORDED: Digests = RECORDING
  ? { files: {}, real: {}, unnumbered: '', mutants: { batchSize: 500, sources: [...FILES, ...[...REAL_KEYS.keys()].map((key) => `real:${key}`)], batches: [] } }
  : JSON.parse(readFileSync(FIXTURE, 'utf8'));
const RE_RECORD = 'the reader changed, or the case did: re-record only if that is meant (see the header)';

/** Fails naming the cases whose digests differ from the recorded ones, if any. */
function assertNoneDiffer(differing: readonly string[]): void {
  if (differing.length > 0) assert.fail(`${differing.length} case(s) read otherwise than recorded (${RE_RECORD}):\n${differing.join('\n')}`);
}

/** Pieces the shared mutator does not put in: embedding markers, export lines, separators, long lines, characters past Latin-1. */
const MORE_PIECES = ['\t\n', ' \t \n', '\n\t', '\n  [Board "3"]', '<PBN>\n', '\n</pbn>\n', '  <Pbn>  \n', '% EXPORT\n', '%\tEXPORT_x\n', '\u2028', '\u2029', 'x'.repeat(300), '\u0100', '\u0000', '\u00ff', '\ufffd', '{\n[Event "y"]\n', '\\"', '"'];

/** Mutants wanted (READER_MUTANTS sets fewer for a quick run), checked in whole batches. */
const MUTANTS = Number(process.env.READER_MUTANTS ?? 15_000);
const BATCH = RECORDED.mutants.batchSize;
const BATCHES = Math.min(Math.ceil(MUTANTS / BATCH), RECORDING ? Infinity : RECORDED.mutants.batches.length);

/** Mutant `round` of `source`: one to three mutations and up to two of the pieces above, seeded by the round alone. */
function mutant(source: string, round: number): string {
  const random = seededRandom(7 + round * 7919);
  const window = source.length > 60_000 ? source.slice(0, 60_000) : source;
  let text = new Mutator(20260301 + round).mutate(window.length > 6000 ? window.slice(Math.floor(random() * (window.length - 6000))).slice(0, 6000) : window);
  for (let extra = Math.floor(random() * 3); extra > 0; extra--) {
    const at = Math.floor(random() * (text.length + 1));
    text = text.slice(0, at) + MORE_PIECES[Math.floor(random() * MORE_PIECES.length)] + text.slice(at);
  }
  return text;
}

/** The text of a mutant source, or null for a real-corpus file that is absent here. */
function sourceText(source: string): string | null {
  if (!source.startsWith('real:')) return fileText(join(ROOT, source));
  const file = REAL_KEYS.get(source.slice('real:'.length));
  return file ? fileText(file) : null;
}

describe('the byte-level reader reads as recorded (test/fixtures/readerDigests.json)', function () {
  this.timeout(600_000);

  before(function () {
    if (RECORDING && (REAL_FILES.length === 0 || process.env.READER_MUTANTS)) throw new Error('READER_RECORD needs the real corpus and all mutants (READER_MUTANTS unset)');
  });

  after(function () {
    if (RECORDING) writeFileSync(FIXTURE, `${JSON.stringify(RECORDED, null, 1)}\n`);
  });

  it(`reads the ${FILES.length} files of samples/ and the test fixtures as recorded`, () => {
    assert.ok(FILES.length >= 25, `only ${FILES.length} files found`);
    const differing: string[] = [];
    for (const file of FILES) {
      const text = fileText(join(ROOT, file));
      const digest = readingDigest(text, seedOf(file));
      const bytes = statSync(join(ROOT, file)).size;
      if (RECORDING) RECORDED.files[file] = { bytes, digest };
      else if (!RECORDED.files[file]) differing.push(`${file}: not recorded`);
      else if (RECORDED.files[file].digest !== digest) differing.push(`${file}: differs${RECORDED.files[file].bytes === bytes ? '' : ` (the file changed: ${RECORDED.files[file].bytes} -> ${bytes} bytes)`}`);
    }
    assertNoneDiffer(differing);
  });

  it('reads the real corpus as recorded', function () {
    if (REAL_FILES.length === 0) {
      console.log(`      (real corpus absent at ${REAL}: its ${Object.keys(RECORDED.real).length} recorded digests not checked)`);
      this.skip();
    }
    const differing: string[] = [];
    for (const [key, file] of REAL_KEYS) {
      const digest = readingDigest(fileText(file), seedOf(key));
      if (RECORDING) RECORDED.real[key] = digest;
      else if (RECORDED.real[key] !== digest) differing.push(`${key}: ${RECORDED.real[key] ? 'differs' : 'not recorded (a file of that name and size)'}`);
    }
    assertNoneDiffer(differing);
  });

  it('reads games of more unknown tag names than are numbered (700, some twice) as recorded', () => {
    const names = Array.from({ length: 700 }, (_, index) => `Unnumbered${index}x`);
    const lines = names.map((name) => `[${name} "v"]`);
    const text = `[Event "e"]\n${lines.join('\n')}\n${names.slice(600).map((name) => `[${name} "again"]`).join('\n')}\n[Note "1:x"]\n[BCNote ""]\n\n${lines.slice(650).join('\n')}\n`;
    const digest = readingDigest(text, 1);
    if (RECORDING) RECORDED.unnumbered = digest;
    else assert.equal(digest, RECORDED.unnumbered, `unnumbered names: ${RE_RECORD}`);
  });

  it(`reads ${BATCHES * BATCH} seeded mutants of them as recorded (batches of ${BATCH})`, () => {
    const sources = RECORDED.mutants.sources.map(sourceText);
    const missing = RECORDED.mutants.sources.filter((source, index) => sources[index] === null && !source.startsWith('real:'));
    assert.deepEqual(missing, [], 'mutant sources missing: re-record');
    const realAbsent = sources.some((text) => text === null);
    if (realAbsent) console.log('      (real corpus absent or changed: the mutants of its files are not checked)');
    const differing: string[] = [];
    for (let batch = 0; batch < BATCHES; batch++) {
      const from = batch * BATCH, to = from + BATCH - 1;
      const repoHash = createHash('sha256'), realHash = createHash('sha256');
      for (let round = from; round <= to; round++) {
        const index = round % sources.length;
        const source = sources[index];
        if (source === null) continue;
        addReading(RECORDED.mutants.sources[index].startsWith('real:') ? realHash : repoHash, mutant(source, round), round);
      }
      const repo = repoHash.digest('hex'), real = realHash.digest('hex');
      if (RECORDING) RECORDED.mutants.batches.push({ from, to, repo, real });
      else {
        const recorded = RECORDED.mutants.batches[batch];
        if (recorded.repo !== repo) differing.push(`mutants ${from}-${to} of repository files`);
        if (!realAbsent && recorded.real !== real) differing.push(`mutants ${from}-${to} of real-corpus files`);
      }
    }
    assertNoneDiffer(differing);
  });
});
