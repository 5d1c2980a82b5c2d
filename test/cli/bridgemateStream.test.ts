/**
 * A Bridgemate session (.bws) goes through the one game loop: `check` and `audit` stream the bytes
 * `convert --to pbn` writes (io/pbnViews.ts), so what they say of the
 * session is, byte for byte, what they say of the converted PBN file, save the file's name. Two
 * sessions: one written here (a name with é, so its PBN is Latin-1; a card entered twice and an
 * impossible result), and the club session of the e2e fixtures with the .dlm of its name beside it.
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { ResultSpec, bwsBytes } from '../support/bridgemateSession';

const DEAL = 'N:Q53.AKQ.96.K8754 KT98.JT7.KQ43.A6 A64.843.T752.J93 J72.9652.AJ8.QT2';
const FIXTURES = path.resolve(__dirname, '../e2e-fixtures');

function row(table: number, contract: string, declarer: string, result: string, lead: string): ResultSpec {
  return { table, round: 1, board: 7, contract, declarer, result, lead };
}

describe('a Bridgemate session checked as its converted PBN', () => {
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-bws-stream-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  /** The session's PBN written by convert beside it. */
  async function converted(session: string): Promise<string> {
    const pbn = session.replace(/\.bws$/, '.converted.pbn');
    const run = await runCaptured(['convert', '-o', pbn, session]);
    assert.ok(run.status === 0 || run.status === 1, run.errors);
    return pbn;
  }

  /** Runs `argv` on the session and on its PBN; the second's output with the PBN's name read as the session's. */
  async function both(argv: string[], session: string, pbn: string): Promise<[string, string]> {
    const fromSession = await runCaptured([...argv, session]);
    const fromPbn = await runCaptured([...argv, pbn]);
    assert.equal(fromSession.status, fromPbn.status, fromSession.errors);
    assert.equal(fromSession.errors, '');
    return [fromSession.bytes.toString('utf8'), fromPbn.bytes.toString('utf8').split(pbn).join(session)];
  }

  it('a written session: check (text and JSON) and audit --no-dd (text and JSON) say the same of the .bws and of its PBN', async () => {
    const session = path.join(folder, 'zomerdrive-café.bws');
    writeFileSync(session, bwsBytes({
      hands: [{ board: 7, deal: DEAL }],
      results: [row(1, '3 NT', 'W', '=', 'C5'), row(5, '3 NT', 'E', '=', 'SK'), row(10, '4 H', 'W', '+4', 'CK')],
      // North's ♥A entered again at trick 4.
      cards: [{ table: 1, round: 1, board: 7, entries: [['N', 'C5'], ['E', 'C6'], ['S', 'C3'], ['W', 'CQ'], ['W', 'S2'], ['N', 'S3'], ['E', 'S10'], ['S', 'SA'], ['S', 'H8'], ['W', 'H2'], ['N', 'HA'], ['E', 'H7'], ['N', 'HA']] }],
    }));
    const pbn = await converted(session);
    for (const argv of [['check'], ['check', '--format', 'json'], ['audit', '--no-dd'], ['audit', '--no-dd', '--format', 'json']]) {
      const [fromSession, fromPbn] = await both(argv, session, pbn);
      assert.equal(fromSession, fromPbn, argv.join(' '));
    }
    // The findings are there to compare: the lead ♠K East does not hold (row 2), 4♥ +4 (row 3), the ♥A entered twice.
    const [text] = await both(['check'], session, pbn);
    assert.match(text, /pbn\.audit\.lead-not-held/);
    assert.match(text, /pbn\.audit\.impossible-result/);
    assert.match(text, /pbn\.play\.broken-record/);
    // Latin-1: the Event "zomerdrive-café" fits it, as convert writes it.
    const [json] = await both(['check', '--format', 'json'], session, pbn);
    assert.equal(JSON.parse(json).files[0].encoding, 'latin1');
  });

  it('the e2e club session, its deals from the .dlm beside it: check and audit say the same of the .bws and of its PBN', async () => {
    const session = path.join(folder, 'e2e-club.bws');
    copyFileSync(path.join(FIXTURES, 'e2e-club.bws'), session);
    copyFileSync(path.join(FIXTURES, 'e2e-club.dlm'), path.join(folder, 'e2e-club.dlm'));
    const pbn = await converted(session);
    for (const argv of [['check'], ['check', '--format', 'json'], ['audit', '--no-dd', '--format', 'json']]) {
      const [fromSession, fromPbn] = await both(argv, session, pbn);
      assert.equal(fromSession, fromPbn, argv.join(' '));
    }
  });
});
