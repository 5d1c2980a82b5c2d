/**
 * `pbn-director score --event --rulings-log` (issue 36 §3): a three-board club file with a revoke
 * ruled from its facts (Law 64A2), an adjusted score (NS average plus, EW average minus) and a
 * revoke without the facts its edition needs, one row each with the figures worked out by hand;
 * a disputed claim the Director decided (award=);
 * the status before and after `fix` writes the ruling; the Law 12 article per edition; CSV
 * quoting (RFC 4180); Dutch; hide names; the HTML page's links and escaping; usage errors.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { csvField } from '../../server/src/features/event/rulingsLogFormats';
import { clubEvent } from '../support/eventInputs';

/**
 * Board 1: 4♠ by South, nobody vulnerable, 9 tricks: 4♠ −1, NS −50. East revoked at trick 7, South
 *   won it, EW won 1 trick after it: 2017 64A2 (the offender did not win the revoke trick, his side
 *   won a later one), 1 trick to NS: 10 tricks, 4♠ =, NS +420 (4 × 30 + 300 + 0).
 * Board 2: 3NT by North, NS vulnerable, 9 tricks: 3NT =, NS +600 (100 + 500). Adjusted NS average
 *   plus, EW average minus: 2017 12C2, 60 % and 40 %; NS the side not at fault.
 * Board 3: 2♥ by West, EW vulnerable, 8 tricks: 2♥ =, EW +110 (60 + 50). North's revoke at trick 4
 *   without facts: 2017 needs won= and later=, no ruling yet.
 */
const EVENT = clubEvent('Sara <b>');

/** Splits CSV text into records of fields (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (char === '"') quoted = false; else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') { record.push(field); field = ''; } else if (char === '\r' && text[i + 1] === '\n') { record.push(field); records.push(record); record = []; field = ''; i++; } else field += char;
  }
  return records;
}

describe('pbn-director score --event --rulings-log', () => {
  let folder: string;
  const file = (name: string) => path.join(folder, name);
  before(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-rulings-log-'));
    writeFileSync(file('club.pbn'), EVENT);
    writeFileSync(file('club1997.pbn'), EVENT.replace(/\[Laws "2017"\]/g, '[Laws "1997"]'));
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('L17 64A2, 12C2: three rows, one per ruling or open event, with the figures worked out by hand (CSV, CRLF lines)', async () => {
    const { status, output, errors } = await runCaptured(['score', '--event', '--rulings-log', file('club.pbn')]);
    assert.equal(status, 0, errors);
    assert.ok(output.endsWith('\r\n'));
    const [header, ...rows] = parseCsv(output);
    assert.deepEqual(header, ['File', 'Board', 'Table', 'Round', 'Irregularity', 'Law', 'Edition', 'Table result', 'Rectified or adjusted score', 'Damaged', 'Status', 'Note', 'NS players', 'EW players']);
    assert.equal(rows.length, 3);
    const [revoke, adjusted, open] = rows;
    assert.deepEqual(revoke.slice(0, 11), [file('club.pbn'), '1', '1', '2', 'Trick 7, East: Revoke', '64A2', 'Laws 2017', '4♠ −1, NS −50', '4♠ =, NS +420', 'NS', 'to be checked']);
    assert.match(revoke[11], /do not carry the ruling yet \(pbn-director fix writes 4♠ =, NS \+420\)/);
    assert.deepEqual(revoke.slice(12), ['de Vries, Jan – Sara <b>', 'Els – Wim']);
    assert.deepEqual(adjusted.slice(1, 12), ['2', '1', '2', 'Adjusted score', '12C2', 'Laws 2017', '3NT =, NS +600', 'NS average plus (60 %); EW average minus (40 %)', 'NS', 'ruled', '']);
    assert.deepEqual(open.slice(1, 11), ['3', '1', '3', 'Trick 4, North: Revoke', '', 'Laws 2017', '2♥ =, EW +110', '', '', 'to be checked']);
    assert.match(open[11], /say who won trick 4 \(won=\) and how many tricks NS won after it \(later=\)/);
  });

  it('CSV quoting: a field with a comma or a quote is quoted, its quotes doubled; plain fields are not', async () => {
    const { output } = await runCaptured(['score', '--event', '--rulings-log', file('club.pbn')]);
    const lines = output.split('\r\n');
    assert.ok(lines[1].includes(',"Trick 7, East: Revoke",64A2,Laws 2017,"4♠ −1, NS −50",'), lines[1]);
    assert.ok(lines[1].endsWith(',"de Vries, Jan – Sara <b>",Els – Wim'), lines[1]);
    // The finding quotes the event: its quotes doubled inside the quoted field.
    assert.ok(lines[3].includes('"To rule on Irregularities event ""4 N Revoke - Established"" (Laws 2017)'), lines[3]);
  });

  it('once fix has written the ruling line the revoke is ruled; the table result stays 4♠ −1, the open event stays to be checked', async () => {
    writeFileSync(file('fixed.pbn'), EVENT);
    assert.equal((await runCaptured(['fix', '--in-place', file('fixed.pbn')])).status, 0);
    assert.match(readFileSync(file('fixed.pbn'), 'utf8'), /\[Result "10"\]/);
    const [, revoke, , open] = parseCsv((await runCaptured(['score', '--event', '--rulings-log', file('fixed.pbn')])).output);
    assert.deepEqual([revoke[7], revoke[8], revoke[10], revoke[11]], ['4♠ −1, NS −50', '4♠ =, NS +420', 'ruled', '']);
    assert.equal(open[10], 'to be checked');
  });

  it('L97 12C1, 64A2: the adjusted score cites 12C1 and average plus is at least 60 % (against the session, Law 88); L17 with --average-plus session too', async () => {
    const [, revoke, adjusted] = parseCsv((await runCaptured(['score', '--event', '--rulings-log', file('club1997.pbn')])).output);
    assert.deepEqual([revoke[5], revoke[6], revoke[8]], ['64A2', 'Laws 1997', '4♠ =, NS +420']);
    assert.deepEqual([adjusted[5], adjusted[6], adjusted[8]], ['12C1', 'Laws 1997', 'NS average plus (at least 60 %); EW average minus (40 %)']);
    const session = parseCsv((await runCaptured(['score', '--event', '--rulings-log', '--average-plus', 'session', file('club.pbn')])).output);
    assert.equal(session[2][8], 'NS average plus (at least 60 %); EW average minus (at most 40 %)');
  });

  it('L17 70: a disputed claim the Director decided (award=9) is a row of its own: ruled when the Result says 9, to be checked when it says 10', async () => {
    // 4♠ by South, nobody vulnerable, the award 9 tricks: 4♠ −1, NS −50 (the award is the result, no transfer).
    const claim = (result: string) => EVENT.replace('[Irregularities "7 E Revoke - Established led=S won=S later=1"]', '[Irregularities "8 S Claim - Disputed award=9"]').replace('[Result "9"]', `[Result "${result}"]`);
    writeFileSync(file('claim9.pbn'), claim('9'));
    writeFileSync(file('claim10.pbn'), claim('10'));
    const [, agreed] = parseCsv((await runCaptured(['score', '--event', '--rulings-log', file('claim9.pbn')])).output);
    assert.deepEqual(agreed.slice(4, 12), ['Trick 8, South: Claim or concession', '70', 'Laws 2017', '4♠ −1, NS −50', '4♠ −1, NS −50', '', 'ruled', '']);
    const [, open] = parseCsv((await runCaptured(['score', '--event', '--rulings-log', file('claim10.pbn')])).output);
    assert.deepEqual(open.slice(8, 11), ['4♠ −1, NS −50', '', 'to be checked']);
    assert.match(open[11], /pbn-director fix writes 4♠ −1, NS −50\)$/);
  });

  it('Dutch: the titles, statuses, sides NZ/OW, seats and 3SA in Dutch', async () => {
    const [header, revoke, adjusted, open] = parseCsv((await runCaptured(['score', '--event', '--rulings-log', '--language', 'nl', file('club.pbn')])).output);
    assert.deepEqual(header.slice(4, 12), ['Onregelmatigheid', 'Artikel', 'Spelregels', 'Tafelresultaat', 'Gecorrigeerde of arbitrale score', 'Benadeeld', 'Status', 'Opmerking']);
    assert.deepEqual(revoke.slice(4, 11), ['Slag 7, Oost: Verzaking', '64A2', 'Spelregels 2017', '4♠ −1, NZ −50', '4♠ =, NZ +420', 'NZ', 'na te kijken']);
    assert.match(revoke[11], /^Result en Score in het bestand bevatten de uitspraak nog niet/);
    assert.deepEqual(adjusted.slice(4, 11), ['Arbitrale score', '12C2', 'Spelregels 2017', '3SA =, NZ +600', 'NZ gemiddeld plus (60 %); OW gemiddeld min (40 %)', 'NZ', 'beslist']);
    assert.deepEqual([open[4], open[10]], ['Slag 4, Noord: Verzaking', 'na te kijken']);
    assert.doesNotMatch([revoke[11], open[11]].join(' '), /\b(the|to be checked|ruled|Trick|East)\b/);
  });

  it('--hide-names: no player column, no name anywhere (CSV, JSON, HTML)', async () => {
    for (const format of ['csv', 'json', 'html']) {
      const { output } = await runCaptured(['score', '--event', '--rulings-log', '--hide-names', '--format', format, file('club.pbn')]);
      for (const name of ['Vries', 'Sara', 'Els', 'Wim']) assert.ok(!output.includes(name), `${format}: ${name}`);
    }
    const [header] = parseCsv((await runCaptured(['score', '--event', '--rulings-log', '--hide-names', file('club.pbn')])).output);
    assert.equal(header.length, 12);
    assert.equal(header[11], 'Note');
  });

  it('HTML: escaped, each row links to its file\'s ruling report, the page names the command that writes them', async () => {
    const { output } = await runCaptured(['score', '--event', '--rulings-log', '--format', 'html', file('club.pbn')]);
    assert.match(output, /^<!DOCTYPE html>/);
    assert.ok(output.includes('Sara &lt;b&gt;') && !output.includes('<b>'));
    assert.equal((output.match(/<a href="club-ruling\.html">report<\/a>/g) ?? []).length, 3);
    assert.ok(output.includes(`pbn-director report ${file('club.pbn')} -o FOLDER, FOLDER being the folder that holds this page.`));
    assert.ok(output.includes('3 rulings from 1 file: 1 ruled, 2 to be checked.'));
    // A file name with a space is one shell word in the command; its report is named as report names it.
    writeFileSync(file("club o'clock.pbn"), EVENT);
    const spaced = (await runCaptured(['score', '--event', '--rulings-log', '--format', 'html', file("club o'clock.pbn")])).output;
    // The shell word: '…/club o'\''clock.pbn' (the quote closed, escaped, reopened), HTML-escaped on the page.
    const word = `'${folder}${path.sep}club o'\\''clock.pbn'`;
    assert.ok(spaced.includes(`pbn-director report ${word.replace(/'/g, '&#39;')} -o FOLDER`), spaced);
    assert.ok(spaced.includes('<a href="club o&#39;clock-ruling.html">'));
  });

  it('JSON: the rows with their fields', async () => {
    const parsed = JSON.parse((await runCaptured(['score', '--event', '--rulings-log', '--format', 'json', file('club.pbn')])).output);
    assert.deepEqual(parsed.rulings.map((row: { board: string; law?: string; status: string; damaged?: string }) => [row.board, row.law ?? null, row.status, row.damaged ?? null]),
      [['1', '64A2', 'to-be-checked', 'NS'], ['2', '12C2', 'ruled', 'NS'], ['3', null, 'to-be-checked', null]]);
    assert.deepEqual(parsed.rulings[0].players, { NS: 'de Vries, Jan – Sara <b>', EW: 'Els – Wim' });
  });

  it('a LIN file is left out with a note on standard error; the PBN file beside it is logged', async () => {
    writeFileSync(file('match.lin'), 'pn|a,b,c,d|md|1S,H,D,C|\n');
    const { status, output, errors } = await runCaptured(['score', '--event', '--rulings-log', file('match.lin'), file('club.pbn')]);
    assert.equal(status, 0);
    assert.match(errors, /match\.lin: a LIN file is not re-scored as an event; convert it to PBN first/);
    assert.equal(parseCsv(output).length, 4);
  });

  it('usage errors: --rulings-log needs --event, --hide-names needs --rulings-log, csv and html only with the log', async () => {
    for (const [argv, message] of [
      [['score', '--rulings-log', 'x.pbn'], /--rulings-log needs --event/],
      [['score', '--event', '--hide-names', 'x.pbn'], /--hide-names needs --rulings-log/],
      [['score', '--event', '--format', 'csv', 'x.pbn'], /--format csv needs --event --rulings-log/],
      [['check', '--rulings-log', 'x.pbn'], /belong to the score command/],
    ] as const) {
      const { status, errors } = await runCaptured(argv);
      assert.equal(status, 2, argv.join(' '));
      assert.match(errors, message);
    }
  });
});

describe('the rulings log\'s CSV and a spreadsheet', () => {
  it('keeps a field a spreadsheet would run as a formula as text (a leading apostrophe); numbers and plain text stay', () => {
    assert.equal(csvField('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
    assert.equal(csvField('+1+2'), "'+1+2");
    assert.equal(csvField('-2+3'), "'-2+3");
    assert.equal(csvField('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvField('-3'), '-3');
    assert.equal(csvField('4♠ −1, NS −100'), '"4♠ −1, NS −100"');
    assert.equal(csvField('Jansen'), 'Jansen');
  });
});
