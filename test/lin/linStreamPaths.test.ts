/**
 * Issue 18 item 7: `check` (text and JSON) and `convert --to pbn` of a LIN file go board by board
 * (cli/inputRoute.ts, lin/service/linFileStream.ts) and print what the file read as one part prints,
 * byte for byte, the exit status and standard error included (the CLI's switch to read every
 * input whole is gone, issue 34; a file that cannot stream is read whole either way, and the
 * corpus's whole-file outputs are held by test/differential.test.ts). Inputs: the LIN corpus (skipped
 * with a note when ../shared is absent), repeated into files of many parts, and files made for
 * the edges — boards sharing a line, `rs` among or after the boards, no `vg`, unknown tags,
 * more syntax problems than are reported, values wrapped onto the next line, lone CRs, UTF-8 and
 * Latin-1 names. Each is read in parts of one board (and one-line fact chunks) and in the normal
 * sizes; the files meant to stream are checked to stream.
 * Test tier: full — a stream test (LIN part by part against whole).
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { collectLinFileFacts, LIN_FACT_CHUNK } from '../../server/src/lin/reader/fileFacts';
import { LIN_PART_SIZE, linStreams } from '../../server/src/lin/service/linFileStream';
import { runCaptured } from '../support/cli';
import { LIN_CORPUS, requirePath } from './support';

const SIZES = [{ part: 1, chunk: 1 }, { part: 700, chunk: 300 }, { part: LIN_PART_SIZE.characters, chunk: LIN_FACT_CHUNK.characters }];
const RUNS: Array<{ name: string; argv: (file: string) => string[] }> = [
  { name: 'check', argv: (file) => ['check', '--language', 'en', file] },
  { name: 'check json', argv: (file) => ['check', '--format', 'json', '--language', 'nl', file] },
  { name: 'convert', argv: (file) => ['convert', '--to', 'pbn', file] },
  { name: 'convert 2007', argv: (file) => ['convert', '--laws', '2007', '--language', 'nl', file] },
];

/** The file's blocks as the CLI reads them (whole lines). */
async function* linesOf(text: string): AsyncGenerator<string> {
  for (const line of text.split(/(?<=\n)/)) yield line;
}

/** Whether `check` (text) and the JSON report of `text` go board by board. */
async function streams(text: string): Promise<{ text: boolean; json: boolean }> {
  const facts = await collectLinFileFacts(() => linesOf(text));
  return { text: linStreams(facts, false) && !/\r(?!\n)/.test(text), json: linStreams(facts, true) && !/\r(?!\n)/.test(text) };
}

describe('LIN check and convert board by board (issue 18 item 7)', function () {
  this.timeout(600_000);
  let folder: string;
  const saved = { part: LIN_PART_SIZE.characters, chunk: LIN_FACT_CHUNK.characters };
  before(() => { folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lin-stream-')); });
  after(() => {
    fs.rmSync(folder, { recursive: true, force: true });
    LIN_PART_SIZE.characters = saved.part;
    LIN_FACT_CHUNK.characters = saved.chunk;
  });

  /** Asserts that every run of `bytes` as a LIN file gives the output of the file as one part in each part size. */
  async function assertSame(name: string, bytes: Buffer): Promise<void> {
    const file = path.join(folder, `${name.replace(/[^\w.-]+/g, '_')}.lin`);
    fs.writeFileSync(file, bytes);
    for (const run of RUNS) {
      LIN_PART_SIZE.characters = Infinity;
      LIN_FACT_CHUNK.characters = saved.chunk;
      const whole = await runCaptured(run.argv(file));
      for (const size of SIZES) {
        LIN_PART_SIZE.characters = size.part;
        LIN_FACT_CHUNK.characters = size.chunk;
        const streamed = await runCaptured(run.argv(file));
        const where = `${name}, ${run.name}, parts of ${size.part}, chunks of ${size.chunk}`;
        assert.equal(streamed.errors, whole.errors, `${where}: standard error`);
        assert.equal(streamed.status, whole.status, `${where}: status`);
        assert.ok(streamed.bytes.equals(whole.bytes), `${where}: output differs\n--- streamed\n${streamed.output.slice(0, 3000)}\n--- whole\n${whole.output.slice(0, 3000)}`);
      }
    }
  }

  /** The corpus files, or a skip. */
  function corpus(context: Mocha.Context): Array<[string, string]> {
    requirePath(context, LIN_CORPUS, 'the LIN corpus');
    return fs.readdirSync(LIN_CORPUS).filter((name) => name.endsWith('.lin')).sort().map((name) => [name, fs.readFileSync(path.join(LIN_CORPUS, name), 'latin1')]);
  }

  it('the corpus files, alone and repeated', async function () {
    for (const [name, text] of corpus(this)) {
      await assertSame(name, Buffer.from(text, 'latin1'));
      const repeated = Array(4).fill(text.endsWith('\n') ? text : `${text}\n`).join('');
      await assertSame(`${name} x4`, Buffer.from(repeated, 'latin1'));
    }
  });

  it('files that stream do: one board a line (robot), vugraph rooms with rs in the header (usbf)', async function () {
    for (const [name, text] of corpus(this)) {
      if (name.includes('usbf') || name.includes('endplay')) assert.deepEqual(await streams(text), { text: true, json: true }, name);
    }
  });

  it('edge files: boards sharing a line, rs among and after the boards, no vg, unknown tags, syntax problems, wrapped values, lone CRs, encodings', async function () {
    const files = corpus(this);
    const usbf = files.find(([name]) => name.includes('usbf'))![1];
    const robot = files.find(([name]) => name.includes('endplay'))![1];
    const lines = usbf.split('\n');
    const rsLine = lines.findIndex((line) => line.startsWith('rs|'));
    const withoutRs = lines.filter((_, index) => index !== rsLine);
    const robotLines = robot.split('\n').filter((line) => line.trim());
    const edges: Array<[string, string, { text: boolean; json: boolean }?]> = [
      ['shared lines', robotLines.map((line, index) => (index % 2 ? `${line}\n` : line.replace(/\r$/, ''))).join('') + '\n', { text: true, json: false }],
      // Issue 37 item 7: one line is cut at its boards too (the JSON report, whose games span lines, still reads it whole).
      ['all on one line', robotLines.map((line) => line.replace(/\r$/, '')).join(''), { text: true, json: false }],
      ['rs among the boards', [...withoutRs.slice(0, 40), lines[rsLine], ...withoutRs.slice(40)].join('\n'), { text: true, json: false }],
      ['rs after the boards', [...withoutRs, lines[rsLine]].join('\n'), { text: true, json: false }],
      ['two rs and two vg', [lines[0].replace('2010', '1999'), ...lines.slice(0, 60), lines[rsLine].replace('4HE=', '3NE='), ...lines.slice(60)].join('\n')],
      ['no vg', lines.filter((line) => !line.startsWith('vg|')).join('\n')],
      ['unknown tags', robotLines.map((line, index) => (index % 3 === 1 ? `zz|first|${line}yy|x|` : `${line}zz|again|`)).join('\n') + '\n'],
      ['syntax problems beyond the limit', robotLines.flatMap((line) => [line, '|| stray text', 'qq rr|x']).concat(Array(30).fill('|')).join('\n')],
      ['wrapped values and blank lines', robotLines.map((line) => `  ${line.replace('|sv|', '|sv|o\n\n|mb|p').replace(/\|mb\|p$/, '')}\n\n`).join('')],
      ['CRLF and leading space', robotLines.map((line) => ` ${line.replace(/\r$/, '')}\r\n`).join('')],
      ['lone CRs', robotLines.join('\r'), { text: false, json: false }],
      ['lone CRs among lines', robotLines.map((line, index) => (index === 2 ? line.replace('|mb|', '|mb|\r') : line)).join('\n')],
      ['header only', 'vg|Event,Stage,I,1,2,A,0,B,0|\nrs|4HE=,3NW+1|\nzz|x|\n'],
      ['empty', ''],
    ];
    for (const [name, text, expected] of edges) {
      await assertSame(name, Buffer.from(text, 'latin1'));
      if (expected) assert.deepEqual(await streams(text), expected, name);
    }
    // Names beyond ASCII: UTF-8 within Latin-1 (written back as Latin-1), beyond it (UTF-8), Latin-1 itself, and Latin-1 bytes that read as UTF-8.
    const named = (name: string) => usbf.replace(/Meckstroth/g, name).replace(/Nickell/, name);
    await assertSame('UTF-8 names', Buffer.from(named('Mëckström'), 'utf8'));
    await assertSame('UTF-8 beyond Latin-1', Buffer.from(named('Łukasz €'), 'utf8'));
    await assertSame('Latin-1 names', Buffer.from(named('Mëckström'), 'latin1'));
    await assertSame('Latin-1 that reads as UTF-8', Buffer.from(named('MÃ©ckstrom'), 'utf8'));
  });
});
