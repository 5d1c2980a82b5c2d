/**
 * Issue 37 item 3: the controls a file's values or names carry reach no terminal raw. An OSC
 * title and a screen clear in the Dealer, "conceal" (ESC [8m) in the Board, an OSC 8 link and a
 * right-to-left override in the Event are written as `\u001b`, `\u202e`, … in check's lines (with
 * colour and without), in JSON (where the same form is an escape of the same character, so the
 * JSON reads back to the file's values) and on standard error; the CLI's own colours stay.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { terminalText } from '../../server/src/text/terminalText';

const ESC = '\x1b';
const DEALER = `${ESC}]0;owned\x07${ESC}[2J`;
const BOARD = `${ESC}[8m`;
const EVENT = `${ESC}]8;;file:///x\x07link${ESC}]8;;\x07 \u202eevil\u0085`;
/** A game whose Dealer, Board and Event carry them: the Dealer and the Board are errors, so check names both values. */
const GAME = `[Event "${EVENT}"]\n[Board "${BOARD}"]\n[Dealer "${DEALER}"]\n[Vulnerable "None"]\n`;
/** Every control the tests look for. */
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/;

describe('control characters in the CLI\'s text output (issue 37 item 3)', () => {
  let folder: string;
  let file: string;
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-controls-'));
    file = path.join(folder, 'hostile.pbn');
    writeFileSync(file, GAME, 'utf8');
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  for (const color of ['never', 'always']) {
    it(`check --color ${color}: no raw control in the lines, the values shown escaped, the summary there`, async () => {
      const { output } = await runCaptured(['check', '--color', color, file]);
      const withoutOwnColours = output.replace(/\x1b\[(31|33|36|2|0)m/g, '');
      assert.doesNotMatch(withoutOwnColours, RAW);
      assert.ok(output.includes('\\u001b]0;owned\\u0007\\u001b[2J'), 'the Dealer, escaped');
      assert.ok(output.includes('\\u001b[8m'), 'the Board, escaped');
      assert.match(output, /^1 file · [1-9]\d* errors? · /m);
      if (color === 'always') assert.match(output, /\x1b\[31merror\x1b\[0m/, 'the CLI\'s own colour stays');
    });
  }

  it('check --format json: valid JSON whose strings are the file\'s own values, with no raw control', async () => {
    const { output } = await runCaptured(['check', '--format', 'json', file]);
    assert.doesNotMatch(output, RAW);
    const messages: string[] = [];
    JSON.parse(output, (key, value) => { if (key === 'message') messages.push(value); return value; });
    assert.ok(messages.some((message) => message.includes(DEALER)), 'the Dealer reads back as it is in the file');
    assert.ok(messages.some((message) => message.includes('\u202e')), 'so does the override');
  });

  it('standard error: a file name with controls is escaped', async () => {
    const name = path.join(folder, `x${ESC}[2J\u202e.pbn`);
    const { errors, status } = await runCaptured(['check', name]);
    assert.equal(status, 2);
    assert.equal(errors, `pbn-director: ${path.join(folder, 'x\\u001b[2J\\u202e.pbn')}: no such file or folder\n`);
  });

  it('the escape, by hand: C0 but tab and line feed, DEL, C1 and the bidirectional controls; other text as it is', () => {
    assert.equal(terminalText('a\tb\nc\rd\x00\x7f\x85\x9f'), 'a\tb\nc\\u000dd\\u0000\\u007f\\u0085\\u009f');
    assert.equal(terminalText('\u061c\u200e\u200f\u202a\u202e\u2066\u2069'), '\\u061c\\u200e\\u200f\\u202a\\u202e\\u2066\\u2069');
    assert.equal(terminalText('4♠ −1, NS −100 · Zuid ü \u00a0'), '4♠ −1, NS −100 · Zuid ü \u00a0');
    assert.equal(terminalText('\udc00x'), '\x1b[31mx', 'a marker of the CLI\'s own becomes its code');
    assert.equal(terminalText('\ud83d\udc00'), '\ud83d\udc00', 'a character beyond the first plane is not a marker (🐀)');
  });
});
