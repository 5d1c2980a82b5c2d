/**
 * A Bridgemate session (.bws, written by test/support/bridgemateSession.ts) on the command line:
 * `check`, `audit --no-dd` and `convert` read it as the PBN of its session (io/pbnViews.ts).
 * The session is board 7 of samples/audit.pbn entered the Bridgemate way: table 5's lead ♠K is
 * East's (South was on lead against East), table 10's 4♥ +4 is 14 tricks; a recorded play with a
 * card entered twice is a broken record, and so is one with a card entered as `Hx` (no revoke). The
 * deals come from the HandRecord, else from a .pbn of the session's name beside it or --deals.
 * Files it cannot read are refused in one line, exit 2.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { ActionsSpec, ResultSpec, SessionSpec, bwsBytes } from '../support/bridgemateSession';

const DEAL = 'N:Q53.AKQ.96.K8754 KT98.JT7.KQ43.A6 A64.843.T752.J93 J72.9652.AJ8.QT2';

function row(table: number, contract: string, declarer: string, result: string, lead: string, remarks = ''): ResultSpec {
  return { table, round: 1, board: 7, contract, declarer, result, lead, remarks };
}

const TRAVELLER: ResultSpec[] = [
  row(1, '3 NT', 'W', '=', 'C5'), row(2, '3 NT', 'E', '=', 'D2'), row(3, '2 S', 'W', '+1', 'HA'), row(4, '4 H', 'W', '=', 'CK'),
  row(5, '3 NT', 'E', '=', 'SK'), row(6, '2 S', 'W', '+1', 'HK'), row(7, '3 NT', 'W', '+1', 'HQ'), row(8, '3 C', 'E', '=', 'H8'),
  row(9, '3 NT', 'W', '+4', 'C4'), row(10, '4 H', 'W', '+4', 'CK'), row(11, '3 C', 'E', '=', 'H8'), row(12, '', '', '', '', 'Arbitral score'),
];

const FIRST_TRICKS: Array<[string, string]> = [['N', 'C5'], ['E', 'C6'], ['S', 'C3'], ['W', 'CQ'], ['W', 'S2'], ['N', 'S3'], ['E', 'S10'], ['S', 'SA']];
// Table 1: North's ♥A entered again at trick 4 (North no longer holds it).
const TWICE: ActionsSpec = { table: 1, round: 1, board: 7, entries: [...FIRST_TRICKS, ['S', 'H8'], ['W', 'H2'], ['N', 'HA'], ['E', 'H7'], ['N', 'HA'], ['E', 'HJ'], ['S', 'H4'], ['W', 'H5']] };
// Table 2: South's ♥8 entered as Hx at trick 3; South follows with ♥4 and ♥3, then shows out at trick 7.
const UNIDENTIFIED: ActionsSpec = { table: 2, round: 1, board: 7, entries: [
  ...FIRST_TRICKS, ['S', 'Hx'], ['W', 'H2'], ['N', 'HA'], ['E', 'H7'], ['N', 'HK'], ['E', 'HJ'], ['S', 'H4'], ['W', 'H5'],
  ['N', 'HQ'], ['E', 'H10'], ['S', 'H3'], ['W', 'H6'], ['N', 'D9'], ['E', 'DK'], ['S', 'D2'], ['W', 'DA'], ['W', 'H9'], ['N', 'C4'], ['E', 'S8'], ['S', 'D5'],
] };

describe('pbn-director on a Bridgemate session (.bws)', () => {
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-bws-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  function write(name: string, spec: SessionSpec | string): string {
    const file = path.join(folder, name);
    writeFileSync(file, typeof spec === 'string' ? spec : bwsBytes(spec));
    return file;
  }

  /** `line code` of each finding `check` prints. */
  function findings(output: string, file: string): string[] {
    return output.split('\n').filter((line) => line.startsWith(`${file}:`)).map((line) => {
      const [, at, code] = /^:(\d+):\d+ \w+ (\S+)/.exec(line.slice(file.length))!;
      return `${at} ${code}`;
    });
  }

  it('check: the traveller rows of the session, each finding on its row of the PBN view (row k on line 20 + k)', async () => {
    const file = write('club.bws', { results: TRAVELLER, hands: [{ board: 7, deal: DEAL }] });
    const { status, output } = await runCaptured(['check', file]);
    assert.equal(status, 0);
    assert.deepEqual(findings(output, file), ['25 pbn.audit.lead-not-held', '30 pbn.audit.impossible-result']);
  });

  it('audit --no-dd --format json: the lead not held (row 5) and the impossible result (row 10), as for a PBN traveller', async () => {
    const file = write('audit.bws', { results: TRAVELLER, hands: [{ board: 7, deal: DEAL }] });
    const { status, output } = await runCaptured(['audit', '--no-dd', '--format', 'json', file]);
    assert.equal(status, 1);
    const board = JSON.parse(output).files[0].boards[0];
    assert.equal(board.board, '7');
    assert.deepEqual(board.findings.map((finding: { row: number; kind: string }) => [finding.row, finding.kind]), [[5, 'lead-not-held'], [10, 'impossible-result']]);
  });

  it('recorded play: a card entered twice is a broken record, and so is a card entered as Hx (the record incomplete, no revoke)', async () => {
    const file = write('play.bws', { results: [row(1, '3 NT', 'W', '=', 'C5'), row(2, '3 NT', 'W', '=', 'C5')], hands: [{ board: 7, deal: DEAL }], cards: [TWICE, UNIDENTIFIED] });
    const { output } = await runCaptured(['check', file]);
    // Lines of the PBN view: the board's game on 4–23 (its ScoreTable rows 21, 22), table 1's game from 24 (Play on 44,
    // trick 4 on 48), table 2's from 51 (Play on 71, trick 3 on 74). Table 2's play (♥x, then South out of hearts) is no revoke.
    assert.deepEqual(findings(output, file), ['48 pbn.play.broken-record', '74 pbn.play.broken-record']);
    assert.match(output, /North plays ♥A at trick 4, a card North does not hold/);
    assert.match(output, /South's card at trick 3 was entered as ♥x, so the record holds an unknown card \(-\) there\./);
  });

  it('convert: the PBN of the session (to standard output, or -o), the deal from a .pbn of its name beside it or --deals; --to lin refused', async () => {
    const spec: SessionSpec = { results: [row(1, '3 NT', 'W', '=', 'C5')], without: ['HandRecord'] };
    const file = write('beside.bws', spec);
    write('beside.pbn', `[Event "Deals"]\n[Board "7"]\n[Dealer "S"]\n[Vulnerable "All"]\n[Deal "${DEAL}"]\n`);
    const converted = await runCaptured(['convert', file]);
    assert.equal(converted.status, 0);
    assert.match(converted.output, /^% PBN 2\.1\n% EXPORT\n\n\[Event "beside"\]\n/);
    assert.ok(converted.output.includes(`[Deal "${DEAL}"]`));
    const alone = write('alone.bws', spec);
    assert.ok((await runCaptured(['convert', '--to', 'pbn', alone])).output.includes('[Deal "?"]'));
    const deals = write('set.pbn', `[Board "7"]\n[Deal "${DEAL}"]\n`);
    assert.ok((await runCaptured(['convert', '--deals', deals, alone])).output.includes(`[Deal "${DEAL}"]`));
    const out = path.join(folder, 'out.pbn');
    const written = await runCaptured(['convert', '--deals', deals, '-o', out, alone]);
    assert.equal(written.status, 0);
    assert.equal(written.errors, `${alone}: converted to PBN in ${out}\n`);
    // A HandRecord for another board only: board 7 still takes its deal from --deals.
    const partial = write('partial.bws', { ...spec, without: [], hands: [{ board: 8, deal: DEAL }] });
    assert.ok((await runCaptured(['convert', '--deals', deals, partial])).output.includes(`[Board "7"]\n[West ""]\n[North ""]\n[East ""]\n[South ""]\n[Dealer "S"]\n[Vulnerable "All"]\n[Deal "${DEAL}"]`));
    const toLin = await runCaptured(['convert', '--to', 'lin', alone]);
    assert.equal(toLin.status, 2);
    assert.match(toLin.errors, /is a Bridgemate session; --to pbn converts it to PBN/);
  });

  it('refuses in one line (exit 2): a file that is no Access database, a database without ReceivedData, --deals of a kind not read, --deals on fix, fix of a .bws', async () => {
    const text = write('notes.bws', 'not a database\n');
    const notAccess = await runCaptured(['check', text]);
    assert.equal(notAccess.status, 2);
    assert.match(notAccess.errors, new RegExp(`^pbn-director: ${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not an Access database \\(.+\\)\n$`));
    const empty = write('empty.bws', { results: [], without: ['ReceivedData'] });
    const noResults = await runCaptured(['audit', '--no-dd', empty]);
    assert.equal(noResults.status, 2);
    assert.equal(noResults.errors, `pbn-director: ${empty}: no ReceivedData table: not a Bridgemate session\n`);
    const alone = write('nodeal.bws', { results: [row(1, '3 NT', 'W', '=', 'C5')], without: ['HandRecord'] });
    const wrongKind = await runCaptured(['check', '--deals', path.join(folder, 'deals.txt'), alone]);
    assert.equal(wrongKind.status, 2);
    assert.equal(wrongKind.errors, `pbn-director: ${path.join(folder, 'deals.txt')}: --deals takes a file of deals (.pbn, .dlm, .dup, .bri or .dge)\n`);
    assert.equal((await runCaptured(['fix', '--deals', 'x.pbn', alone])).status, 2);
    const fix = await runCaptured(['fix', '--in-place', alone]);
    assert.equal(fix.status, 2);
    assert.equal(fix.errors, `pbn-director: ${alone}: a Bridgemate session is read by check, audit and convert only (convert --to pbn writes it as PBN)\n`);
  });
});
