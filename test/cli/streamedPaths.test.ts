/**
 * Issue 18 item 7, the paths that read a file whole until they streamed: `fix --dry-run`. Each is
 * run twice on the same input, once as it now runs and once with every input read whole
 * (CliIo.readWhole, the path it had), and must give the same bytes: standard output, standard
 * error (the output file's name aside), the file written, the exit status. On the samples, the
 * edge files of the streaming differential (test/support/streamEdges.ts: LF, CR LF, lone CRs,
 * Latin-1, UTF-8 with a byte order mark, embedded PBN, `#` inheritance, an unreadable game) and
 * the real files of ../shared/corpus/real (skipped with a note when it is absent).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { REAL, edgeFiles } from '../support/streamEdges';

const SAMPLES = path.resolve(__dirname, '../../samples');

/** The files compared: the samples, the edge files, the real ones when there. */
function inputs(): Array<[string, Buffer]> {
  const samples = readdirSync(SAMPLES).filter((entry) => entry.endsWith('.pbn')).map((entry): [string, Buffer] => [`sample-${entry}`, readFileSync(path.join(SAMPLES, entry))]);
  return [...samples, ...edgeFiles()];
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
