/**
 * Issue 18 item 7, the paths that read a file whole until they streamed: `fix --dry-run`; standard
 * input of `check`, `fix`, `score` and `convert`; a file with lone CRs in `fix`, `score` and
 * `convert`. Each is
 * run twice on the same input, once as it now runs and once with every input read whole
 * (CliIo.readWhole, the path it had), and must give the same bytes: standard output, standard
 * error (the output file's name aside), the file written, the exit status. On the samples, the
 * edge files of the streaming differential (test/support/streamEdges.ts: LF, CR LF, lone CRs,
 * Latin-1, UTF-8 with a byte order mark, embedded PBN, `#` inheritance, an unreadable game) and
 * the real files of ../shared/corpus/real (skipped with a note when it is absent).
 * Test tier: full — a stream test (every streamed path against whole).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { REAL, edgeFiles } from '../support/streamEdges';
import { generateFile } from '../../scripts/benchBoards';

const SAMPLES = path.resolve(__dirname, '../../samples');

/** The files compared: the samples, the edge files, the real ones when there. */
function inputs(): Array<[string, Buffer]> {
  const samples = readdirSync(SAMPLES).filter((entry) => entry.endsWith('.pbn')).map((entry): [string, Buffer] => [`sample-${entry}`, readFileSync(path.join(SAMPLES, entry))]);
  return [...samples, ...edgeFiles(), ['bench-lone-cr.pbn', loneCrAcrossBlocks()]];
}

/** Generated boards (every other Score on the wrong side) with lone CRs, one of them the last byte of the first 32 KB block read. */
function loneCrAcrossBlocks(): Buffer {
  let board = 0;
  const text = generateFile(150, 5).replace(/\r\n/g, '\r').replace(/\[Score "(NS|EW) /g, (whole, side) => (board++ % 2 ? whole : `[Score "${side === 'NS' ? 'EW' : 'NS'} `));
  const block = 32 * 1024;
  const before = text.lastIndexOf('\r', block - 3);
  const padded = `%${'x'.repeat(block - 1 - before - 2)}\r${text}`;
  assert.equal(padded[block - 1], '\r');
  return Buffer.from(padded, 'latin1');
}

describe('the paths that read whole now stream: the same bytes as reading whole (issue 18 item 7)', function () {
  this.timeout(600_000);
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-paths-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  /** Runs `argv` (given the output file to name) streamed and read whole; every output must agree. */
  async function agree(label: string, argv: (output: string) => string[], stdin?: Buffer): Promise<void> {
    const wholeOut = path.join(folder, 'whole.out'), streamedOut = path.join(folder, 'streamed.out');
    const whole = await runCaptured(argv(wholeOut), stdin, true);
    const streamed = await runCaptured(argv(streamedOut), stdin);
    assert.ok(streamed.bytes.equals(whole.bytes), `${label}: standard output\n${streamed.output.slice(0, 2000)}\n---- read whole:\n${whole.output.slice(0, 2000)}`);
    assert.equal(streamed.errors, whole.errors.split(wholeOut).join(streamedOut), `${label}: standard error`);
    assert.equal(streamed.status, whole.status, `${label}: exit status`);
    assert.equal(existsSync(streamedOut), existsSync(wholeOut), `${label}: a file written`);
    if (existsSync(wholeOut)) assert.ok(readFileSync(streamedOut).equals(readFileSync(wholeOut)), `${label}: the file written`);
    rmSync(wholeOut, { force: true });
    rmSync(streamedOut, { force: true });
  }

  /** Every path on one input. */
  async function compare(name: string, bytes: Buffer): Promise<void> {
    const file = path.join(folder, name);
    writeFileSync(file, bytes);
    for (const options of [[], ['--travellers'], ['--only', 'scores']]) await agree(`${name}: fix --dry-run ${options.join(' ')}`, () => ['fix', '--dry-run', ...options, file]);
    // Standard input, streamed through a temporary copy.
    // `check` read standard input through its game pipeline already, held in memory: the same as the file's.
    for (const format of ['text', 'json']) {
      const fromFile = await runCaptured(['check', '--format', format, file]);
      const fromStdin = await runCaptured(['check', '--format', format, '-'], bytes);
      const named = format === 'json' ? [JSON.stringify(file), JSON.stringify('<stdin>')] : [`${file}:`, '<stdin>:'];
      assert.equal(fromStdin.output, fromFile.output.split(named[0]).join(named[1]), `${name}: check - (${format})`);
      assert.equal(fromStdin.status, fromFile.status, `${name}: check - (${format}), exit status`);
    }
    for (const options of [[], ['--travellers'], ['--dry-run']]) await agree(`${name}: fix ${options.join(' ')} -`, () => ['fix', ...options, '-'], bytes);
    await agree(`${name}: fix -o OUT -`, (output) => ['fix', '-o', output, '-'], bytes);
    for (const format of ['text', 'json']) await agree(`${name}: score - (${format})`, () => ['score', '--format', format, '-'], bytes);
    await agree(`${name}: convert --to lin -`, () => ['convert', '--to', 'lin', '-'], bytes);
    await agree(`${name}: convert --to lin -o OUT -`, (output) => ['convert', '--to', 'lin', '-o', output, '-'], bytes);
    // A file with lone CRs streams (and any other, to the same bytes).
    await agree(`${name}: fix`, () => ['fix', '--travellers', file]);
    await agree(`${name}: fix -o OUT`, (output) => ['fix', '-o', output, file]);
    for (const format of ['text', 'json']) await agree(`${name}: score (${format})`, () => ['score', '--format', format, file]);
    await agree(`${name}: convert --to lin`, () => ['convert', '--to', 'lin', file]);
    assert.deepEqual(readdirSync(folder).filter((entry) => !entry.endsWith('.pbn')), [], `${name}: no temporary left`);
    rmSync(file);
  }

  for (const [name, bytes] of inputs()) it(`${name}: each path agrees with reading whole`, async () => compare(name, bytes));

  it('the real files of the corpus agree with reading whole', async function () {
    if (!existsSync(REAL)) { console.log(`      (skipped: ${REAL} is absent)`); this.skip(); }
    const files = readdirSync(REAL).filter((entry) => /\.pbn$/i.test(entry));
    assert.ok(files.length > 0, 'the corpus has PBN files');
    for (const entry of files) await compare(`real-${entry}`, readFileSync(path.join(REAL, entry)));
  });
});
