/**
 * `pbn-director score --event` (issue 36): a two-board matchpoint pairs event of three tables
 * with a weighted score (Law 12C1(c), 2017) and an artificial split (12C2) recorded in its games,
 * re-scored by hand below; its TotalScoreTable with one wrong total (a finding, exit status 1);
 * the session rule from --average-plus; a teams match read from its Open and Closed rooms; JSON
 * in the issue's shape; Dutch; usage errors. And the real Ruter file of ../shared (skipped when
 * absent): its 16 pairs' Butler IMPs agree with the TotalScoreTable it writes.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { REAL } from '../support/streamEdges';
import { TEAMS, pairsEvent } from '../support/eventInputs';

/**
 * Board 1 (table 2's game weights 60 % 4♠= S, 40 % 4♠−1 S): NS 420, 420, −50.
 *   Before: NS 3, 3, 0; EW 1, 1, 4 (top 4).
 *   After, NS: table 1 ties 420 (0.6) and beats −50 (0.4) at table 2, beats table 3: 0.6 + 0.8 + 2 = 3.4;
 *     table 2: 420 (0.6) ties table 1 and beats table 3, 0.6 × 3 = 1.8; −50 (0.4) ties table 3, 0.4; 2.2;
 *     table 3: ties −50 (0.4), 0.4.                                     (3.4 + 2.2 + 0.4 = 6)
 *   EW: table 1 −420 ties −420 (0.6), 0.6; table 2: −420 (0.6) ties table 1, 0.6; +50 (0.4) beats
 *     table 1 and ties table 3, 1.2; 1.8; table 3 +50 beats table 1 (2) and −420 (0.6 × 2), ties +50 (0.4): 3.6.
 * Board 2 (table 1's game: NS average plus, EW average minus): NS 400, −50, 430.
 *   Before: NS 2, 0, 4; EW 2, 4, 0.
 *   After: tables 2 and 3 compared alone, Neuberg to 3 tables, (M + 1) × 3 / 2 − 1: NS −50 0.5, 430 3.5;
 *   EW +50 3.5, −430 0.5. Average plus 60 % of 4 = 2.4, average minus 40 % = 1.6 (2017 default).
 * Totals of 8: before 1: 5 = 62.5 %, 2: 3 = 37.5 %, 3: 4 = 50 %, 4: 3 = 37.5 %, 5: 5 = 62.5 %, 6: 4 = 50 %.
 *   After 1: 3.4 + 2.4 = 5.8 = 72.5 %; 2: 2.2 + 0.5 = 2.7 = 33.75 %; 3: 0.4 + 3.5 = 3.9 = 48.75 %;
 *   4: 0.6 + 1.6 = 2.2 = 27.5 %; 5: 1.8 + 3.5 = 5.3 = 66.25 %; 6: 3.6 + 0.5 = 4.1 = 51.25 %.
 */
const PAIRS = pairsEvent('Eva - Fem');

// TEAMS (test/support/eventInputs.ts): Open: Oranje NS 4♠= +420. Closed: Leeuwen NS 4♠ −1, −50, assigned 4♠= (+420)
// by the ruling. Oranje before +470, 10 IMPs; after 0.

describe('pbn-director score --event', () => {
  let folder: string;
  const file = (name: string) => path.join(folder, name);
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-event-'));
    writeFileSync(file('pairs.pbn'), PAIRS);
    writeFileSync(file('teams.pbn'), TEAMS);
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('L17 12C1(c), 12C2: the pairs before and after the rulings, NS and EW apart, the TotalScoreTable finding (exit 1)', async () => {
    const { status, output } = await runCaptured(['score', '--event', file('pairs.pbn')]);
    assert.equal(status, 1, output);
    const lines = output.split('\n');
    assert.equal(lines[0], `${file('pairs.pbn')} · 2 boards · % · Laws 2017`);
    assert.equal(lines[1], '  NS');
    assert.match(lines[3], /^ {2}1 +1 +72\.5 % +62\.5 %, 1 +Ann - Bob$/);
    assert.match(lines[4], /^ {2}2 +3 +48\.75 % +50 %, 2 +Eva - Fem$/);
    assert.match(lines[5], /^ {2}3 +2 +33\.75 % +37\.5 %, 3 +Cas - Dik$/);
    assert.equal(lines[6], '  EW');
    assert.match(lines[8], /^ {2}1 +5 +66\.25 % +62\.5 %, 1/);
    assert.match(lines[9], /^ {2}2 +6 +51\.25 % +50 %, 2/);
    assert.match(lines[10], /^ {2}3 +4 +27\.5 % +37\.5 %, 3/);
    assert.ok(lines.includes('Average plus and minus: 60 % and 40 % (Law 12C2)'), output);
    assert.ok(lines.includes('Pair 1: 62.5 % → 72.5 %, rank 1 → 1 (board 1 3 → 3.4, board 2 2 → 2.4)'), output);
    // What the scoring programs hold: BCS no weighted score; 60 % – 40 % is one of its combinations, USEBIO's one code covers NS's average plus.
    assert.ok(lines.includes('  board 1, table 2: weighted score · BCS: enter by hand · USEBIO: enter by hand'), output);
    assert.ok(lines.includes('  board 2, table 1: artificial NS 60 %, EW 40 % · BCS: as it is · USEBIO: average plus code for NS, the rest by hand'), output);
    assert.ok(lines.includes('TotalScoreTable: 1 of 6 totals differ'), output);
    assert.ok(lines.includes('  Pair 6: TotalPercentage 55.00, computed 50'), output);
  });

  it('--average-plus session: pair 1\'s average plus is its 85 % on board 1, pair 4\'s average minus its 15 %', async () => {
    // Pair 1 after: board 1 3.4 of 4 = 85 % > 60 %, board 2 3.4; 6.8 of 8 = 85 %. Pair 4: board 1 0.6 of 4 = 15 % < 40 %: 1.2 of 8 = 15 %.
    const { output } = await runCaptured(['score', '--event', '--average-plus', 'session', '--format', 'json', file('pairs.pbn')]);
    const event = JSON.parse(output).files[0].event;
    const pair = (id: string) => event.participants.find((participant: { id: string }) => participant.id === id);
    assert.deepEqual(pair('1'), {
      id: '1', names: 'Ann - Bob', direction: 'NS', total: 85, unit: '%', rank: 1, boards: 2, matchpoints: 6.8, top: 8,
      before: { total: 62.5, rank: 1 }, changes: [{ board: '1', before: 3, after: 3.4 }, { board: '2', before: 2, after: 3.4 }],
    });
    assert.equal(pair('4').total, 15);
    assert.deepEqual(event.averagePlus, { rule: 'session', article: '12C2', fromSetting: true });
    // Board 2 table 1 with the session rule: NS 85 %, EW 15 %; BCS's nearest is 60 % – 40 %.
    assert.deepEqual(event.rulings[1], { board: '2', table: '1', ns: '1', ew: '4', award: 'artificial', percent: { NS: 85, EW: 15 }, bcs: { holds: false, nearest: { NS: 60, EW: 40 } }, usebio: { averagePlus: [], byHand: true } });
    assert.deepEqual(event.totalScoreTable, { checked: 6, differences: [{ id: '6', column: 'TotalPercentage', file: '55.00', computed: 50 }] });
  });

  it('a teams match from its two rooms (home team NS in the Open room): the Closed room\'s assigned score, in Dutch', async () => {
    const { status, output } = await runCaptured(['score', '--event', '--language', 'nl', file('teams.pbn')]);
    assert.equal(status, 0);
    const lines = output.split('\n');
    assert.equal(lines[0], `${file('teams.pbn')} · 1 spel · IMP · Spelregels 2017`);
    assert.match(lines[1], /^ {2}Plaats +Team +Totaal +Vóór de uitspraken +Namen$/);
    assert.match(lines[2], /^ {2}1 +Leeuwen +0 IMP +−10 IMP, 2$/);
    assert.match(lines[3], /^ {2}1 +Oranje +0 IMP +\+10 IMP, 1$/);
    assert.ok(lines.includes('Team Oranje: +10 IMP → 0 IMP, plaats 1 → 1 (spel 1 +10 → 0)'), output);
    assert.ok(lines.includes('Team Leeuwen: −10 IMP → 0 IMP, plaats 2 → 1 (spel 1 −10 → 0)'), output);
    assert.ok(!output.includes('Gemiddeld plus'), output);
    assert.ok(lines.includes('  spel 1, tafel Closed: toegewezen resultaat · BCS: als tafelresultaat · USEBIO: als tafelresultaat'), output);
  });

  it('a LIN file is named and left alone; a missing file is one line, exit 2', async () => {
    writeFileSync(file('match.lin'), 'pn|A,B,C,D|md|3SAKQ,,,|\n');
    const lin = await runCaptured(['score', '--event', file('match.lin')]);
    assert.equal(lin.output, `${file('match.lin')}: a LIN file is not re-scored as an event; convert it to PBN first (pbn-director convert)\n`);
    const missing = await runCaptured(['score', '--event', file('absent.pbn')]);
    assert.equal(missing.status, 2);
    assert.match(missing.errors, /absent\.pbn: cannot read/);
    assert.doesNotMatch(missing.errors, /\n\s+at /);
  });

  it('usage: --average-plus needs --event, --event reads files, not standard input', async () => {
    assert.equal((await runCaptured(['score', '--average-plus', 'session', file('pairs.pbn')])).status, 2);
    assert.equal((await runCaptured(['score', '--event', '-'])).status, 2);
    assert.match((await runCaptured(['check', '--event', file('pairs.pbn')])).errors, /--event and --average-plus belong to the score command/);
  });

  it('the Ruter file of the real corpus: 16 pairs, Butler IMPs agreeing with its TotalScoreTable', async function () {
    const ruter = path.join(REAL, 'richardschneider-pbn_ruter71.pbn');
    if (!existsSync(ruter)) { this.skip(); return; }
    const { status, output } = await runCaptured(['score', '--event', '--format', 'json', ruter]);
    assert.equal(status, 0);
    const event = JSON.parse(output).files[0].event;
    assert.equal(event.participants.length, 16);
    // The file's own ranks and totals: pair 3 first on +50, pairs 6 and 10 share 4th on +29, pair 12 last on −63.
    assert.deepEqual(event.participants.slice(0, 5).map((pair: { id: string; total: number; rank: number }) => [pair.id, pair.total, pair.rank]), [['3', 50, 1], ['16', 46, 2], ['7', 34, 3], ['6', 29, 4], ['10', 29, 4]]);
    assert.deepEqual(event.totalScoreTable, { checked: 16, differences: [] });
    // In text: an IMP event's average plus and minus in IMPs (Laws 2007 by its date, 12C2).
    const text = (await runCaptured(['score', '--event', ruter])).output.split('\n');
    assert.ok(text.includes('Average plus and minus: +3 and −3 IMP (Law 12C2)'), text.join('\n'));
    assert.ok(text.includes('TotalScoreTable: 16 totals checked, all agree'), text.join('\n'));
  });
});
