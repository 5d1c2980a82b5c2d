/**
 * `pbn-director score --event --format html [-o FILE]` (issue 36): the two-board matchpoint pairs
 * event of scoreEvent.test.ts (a weighted score, Law 12C1(c), and an artificial split, 12C2, Laws
 * 2017) and its teams match (test/support/eventInputs.ts, their figures worked out by hand there),
 * read back from the page: the cells of each standings table, the moved pairs marked, the names
 * escaped, Dutch with no English word, the file written atomically with its line on standard error.
 * The PDFs: scoreEventPages.test.ts.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { PAIRS, TEAMS } from '../support/eventInputs';

/** The rows of each table of a page: its cells' texts (entities read back), and whether the row is marked. */
function tables(html: string): Array<Array<{ cells: string[]; changed: boolean }>> {
  const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return [...html.matchAll(/<tbody>([\s\S]*?)<\/tbody>/g)].map(([, body]) => [...body.matchAll(/<tr( class="changed")?>([\s\S]*?)<\/tr>/g)].map(([, changed, row]) => ({
    cells: [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) => unescape(cell)), changed: Boolean(changed),
  })));
}

describe('pbn-director score --event as HTML', function () {
  this.timeout(60_000);
  let folder: string;
  const file = (name: string) => path.join(folder, name);
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-event-html-'));
    writeFileSync(file('pairs.pbn'), PAIRS);
    writeFileSync(file('teams.pbn'), TEAMS);
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('L17 12C1(c), 12C2: the HTML page holds the standings before and after, NS and EW apart, every moved pair marked, names escaped', async () => {
    const { status, output } = await runCaptured(['score', '--event', '--format', 'html', file('pairs.pbn')]);
    assert.equal(status, 1, 'the TotalScoreTable differs');
    assert.match(output, /^<!DOCTYPE html>/);
    assert.ok(output.includes('<h1>Event standings before and after the rulings</h1>'));
    assert.ok(output.includes('<p class="muted">2 boards · % · Laws 2017</p>'));
    assert.ok(output.includes('<h3>NS</h3>') && output.includes('<h3>EW</h3>'));
    assert.ok(output.includes('Eva &amp; &lt;i&gt;Fem&lt;/i&gt;') && !output.includes('<i>'), 'names escaped');
    assert.doesNotMatch(output, /<script/i);
    const [ns, ew] = tables(output);
    assert.deepEqual(ns, [
      { cells: ['1', '1', '72.5 %', '62.5 %, 1', 'Ann - Bob'], changed: true },
      { cells: ['2', '3', '48.75 %', '50 %, 2', 'Eva & <i>Fem</i>'], changed: true },
      { cells: ['3', '2', '33.75 %', '37.5 %, 3', 'Cas - Dik'], changed: true },
    ]);
    assert.deepEqual(ew, [
      { cells: ['1', '5', '66.25 %', '62.5 %, 1', 'Ids - Jan'], changed: true },
      { cells: ['2', '6', '51.25 %', '50 %, 2', 'Kees - Lot'], changed: true },
      { cells: ['3', '4', '27.5 %', '37.5 %, 3', 'Gijs - Hans'], changed: true },
    ]);
    assert.ok(output.includes('<li>Pair 1: 62.5 % → 72.5 %, rank 1 → 1 (board 1 3 → 3.4, board 2 2 → 2.4)</li>'));
    assert.ok(output.includes('<li>board 2, table 1: artificial NS 60 %, EW 40 % · BCS: as it is · USEBIO: average plus code for NS, the rest by hand</li>'));
    assert.ok(output.includes('<p class="differ">TotalScoreTable: 1 of 6 totals differ</p>'));
    assert.ok(output.includes('<li>Pair 6: TotalPercentage 55.00, computed 50</li>'));
  });

  it('in Dutch, to a file: the titles, NZ and OW, the teams match\'s assigned score; written atomically, the line on standard error', async () => {
    const { status, output, errors } = await runCaptured(['score', '--event', '--format', 'html', '--language', 'nl', '-o', file('event.html'), file('pairs.pbn'), file('teams.pbn')]);
    assert.equal(status, 1);
    assert.equal(output, '');
    assert.equal(errors, `geschreven naar ${file('event.html')}\n`);
    const page = readFileSync(file('event.html'), 'utf8');
    assert.ok(page.includes('<html lang="nl">') && page.includes('<h1>Uitslag van het evenement vóór en na de uitspraken</h1>'));
    assert.ok(page.includes('<th>Plaats</th><th>Paar</th><th>Totaal</th><th>Vóór de uitspraken</th><th>Namen</th>'));
    assert.ok(page.includes('<h3>NZ</h3>') && page.includes('<h3>OW</h3>'));
    // The teams match: Oranje +10 → 0, Leeuwen −10 → 0, both first.
    const teams = tables(page)[2];
    assert.deepEqual(teams.map((row) => row.cells.slice(0, 4)), [['1', 'Leeuwen', '0 IMP', '−10 IMP, 2'], ['1', 'Oranje', '0 IMP', '+10 IMP, 1']]);
    assert.ok(page.includes('<li>Team Oranje: +10 IMP → 0 IMP, plaats 1 → 1 (spel 1 +10 → 0)</li>'));
    assert.ok(page.includes('<li>spel 1, tafel Closed: toegewezen resultaat · BCS: als tafelresultaat · USEBIO: als tafelresultaat</li>'));
    // The words the reader sees (the style sheet left out): no English one.
    assert.doesNotMatch(page.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' '), /\b(the|board|table|rank|Pair|Before)\b/);
  });
});
