/**
 * `fix` on a claimed board recorded as the verifier wants it (issue 31 item 4): East's revoke at
 * trick 2 marked ^R, play stopping after trick 3, Result 9 as claimed at the table. 2017: East did
 * not win the revoke trick, his side won a later one: 64A2, 1 trick, so 10 (4♠ =, NS +420 not
 * vulnerable). `check` said the Result "may already include" the transfer and `fix` left the board.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { LATER_WIN_WITH_SUIT_LED } from '../laws/support/scenarios';
import { runCaptured } from '../support/cli';
import { pbnGame } from '../support/pbnGame';

describe('fix: a claimed board with a marked revoke', () => {
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-claimed-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('reads the plain Result as the table result and writes the transfer, once', async () => {
    const file = path.join(folder, 'claimed.pbn');
    writeFileSync(file, pbnGame({
      ...LATER_WIN_WITH_SUIT_LED, tricks: ['W:HA H2 H3 H4', 'W:CA C2 ^RD2 C3', 'W:C4 C6 CQ C7'],
      vulnerability: 'None', result: '9', score: '-50', extraTags: ['[Laws "2017"]'],
    }));
    const check = await runCaptured(['check', file]);
    assert.doesNotMatch(check.output, /may already include/);
    assert.match(check.output, /Result "9" is read as the table's result, without the transfer/);
    const run = await runCaptured(['fix', '--in-place', file]);
    assert.equal(run.status, 0, run.errors);
    const fixed = readFileSync(file, 'latin1');
    assert.match(fixed, /\[Result "10"\]\n\{Ruling \(Laws 2017\): table result NS 9 tricks; Law 64A2: 1 trick transferred to NS; rectified result NS 10 tricks\}\n\[Score "420"\]/);
    await runCaptured(['fix', '--in-place', file]);
    assert.equal(readFileSync(file, 'latin1'), fixed, 'a second fix changes nothing');
  });
});
