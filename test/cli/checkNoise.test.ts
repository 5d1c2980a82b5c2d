/**
 * `check` reads a file one game at a time, yet folds what a file repeats on every board as the
 * language service does (features/diagnostics/fileNoise.ts): an unknown tag in three games is one warning at
 * its first use naming the three boards, in text and JSON; a tag that is used once stays as it is; a
 * Date in another form than PBN's in every game is one warning naming the boards, in the editor too.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { open } from '../support/service';

/** A game with only identification tags and the tags given. */
function game(board: number, extra: string): string {
  return `[Event "Noise"]\n[Board "${board}"]\n[Dealer "N"]\n[Vulnerable "None"]\n${extra}\n`;
}

describe('check: file noise folded while streaming', () => {
  let folder: string;
  let file: string;
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-noise-'));
    file = path.join(folder, 'noise.pbn');
    writeFileSync(file, [game(4, '[Shade "1"]'), game(5, '[Shade "2"]\n[Other "x"]'), game(7, '[Shade "3"]')].join('\n'));
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('text: one line for the tag used in three games, on its first use, naming boards 4–5, 7', async () => {
    const run = await runCaptured(['check', '--language', 'en', file]);
    const lines = run.output.split('\n').filter((line) => line.includes('pbn.tag.new-name'));
    assert.equal(lines.length, 2);
    assert.match(lines[0], /noise\.pbn:5:2 warning pbn\.tag\.new-name Tag Shade .* It is in 3 games \(boards 4–5, 7\)\.$/);
    assert.match(lines[1], /noise\.pbn:12:2 warning pbn\.tag\.new-name Tag Other .*skip it\.$/);
  });

  it('JSON: the first game holds the folded warning, the others none of it', async () => {
    const run = await runCaptured(['check', '--format', 'json', '--language', 'en', file]);
    const games = (JSON.parse(run.output) as { files: Array<{ games: Array<{ diagnostics: Array<{ code: string; message: string }> }> }> }).files[0].games;
    const shade = games.map((entry) => entry.diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.tag.new-name' && diagnostic.message.includes('Shade')));
    assert.deepEqual(shade.map((list) => list.length), [1, 0, 0]);
    assert.match(shade[0][0].message, / It is in 3 games \(boards 4–5, 7\)\.$/);
  });

  it('a Date in another form in every game: one warning naming the boards, in the CLI (text, JSON, Dutch) and the editor alike', async () => {
    const dated = path.join(folder, 'dated.pbn');
    const text = [1, 2, 3].map((board) => game(board, `[Date "2013-11-23 11:2${board}"]`)).join('\n');
    writeFileSync(dated, text);
    const lines = (await runCaptured(['check', '--language', 'en', dated])).output.split('\n').filter((line) => line.includes('pbn.date.nonstandard'));
    assert.equal(lines.length, 1);
    assert.match(lines[0], /dated\.pbn:5:8 warning pbn\.date\.nonstandard Date "2013-11-23 11:21" .*read as the year 2013\. 3 games of this file write their Date in such a form \(boards 1–3\)\.$/);
    const games = (JSON.parse((await runCaptured(['check', '--format', 'json', '--language', 'en', dated])).output) as { files: Array<{ games: Array<{ diagnostics: Array<{ code: string }> }> }> }).files[0].games;
    assert.deepEqual(games.map((entry) => entry.diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.date.nonstandard').length), [1, 0, 0]);
    const dutch = (await runCaptured(['check', '--language', 'nl', dated])).output.split('\n').filter((line) => line.includes('pbn.date.nonstandard'));
    assert.match(dutch[0], /3 partijen van dit bestand schrijven hun Date in zo'n vorm \(spellen 1–3\)\.$/);
    const editor = open(text).diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.date.nonstandard');
    assert.equal(editor.length, 1);
    assert.match(editor[0].message, / 3 games of this file write their Date in such a form \(boards 1–3\)\.$/);
  });
});

