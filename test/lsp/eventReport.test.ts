/**
 * `pbn/eventReport` over stdio, as "PBN: Re-score Event" drives it: the server re-scores the open
 * document (the hand-worked pairs event of test/support/eventInputs.ts: every pair's total before
 * and after the rulings) and a file it reads from disk (the teams match), through the same
 * features/event code as `score --event`, answering the page; in Dutch when the settings say so;
 * as a PDF in base64; a LIN file named and left alone; average plus against the session by the setting;
 * and, for "PBN: Rulings Log", every ruling of the files (the hand-worked club event) as a page, CSV
 * or PDF, with or without names; a file on disk that is not text refused in one line.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DidChangeConfigurationNotification } from 'vscode-languageserver-protocol';
import { CLUB, PAIRS, TEAMS } from '../support/eventInputs';
import { TestClient, startClient } from './client';

const URI = 'file:///test/pairs.pbn';

interface Answer { content: string; encoding?: string }

describe('LSP: pbn/eventReport', function () {
  this.timeout(60_000);
  let client: TestClient;
  let folder: string;
  before(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'pbn-event-request-'));
    writeFileSync(path.join(folder, 'teams.pbn'), TEAMS);
    writeFileSync(path.join(folder, 'club.pbn'), CLUB);
    client = await startClient({ workspace: { configuration: true } });
    client.configuration = () => ({ analysis: { enabled: false } });
    const published = client.nextDiagnostics(URI);
    await client.open(URI, PAIRS);
    await published;
  });
  after(async () => {
    assert.equal(await client.stop(), 0);
    rmSync(folder, { recursive: true, force: true });
  });

  it('L17 12C1(c), 12C2: the open document re-scored, pairs 1 and 4 moved (72.5 % from 62.5 %, 27.5 % from 37.5 %), the file beside it read from disk', async () => {
    const teams = pathToFileURL(path.join(folder, 'teams.pbn')).toString();
    const answer = await client.connection.sendRequest<Answer | null>('pbn/eventReport', { uri: URI, uris: [URI, teams], format: 'html' });
    assert.ok(answer);
    assert.equal(answer.encoding, undefined);
    const page = answer.content;
    assert.match(page, /^<!DOCTYPE html>/);
    assert.ok(page.includes('<h2>pairs.pbn</h2>') && page.includes('<h2>teams.pbn</h2>'));
    assert.ok(page.includes('<tr class="changed"><td class="number">1</td><td>1</td><td class="number">72.5 %</td><td class="number">62.5 %, 1</td><td>Ann - Bob</td></tr>'), page);
    assert.ok(page.includes('<tr class="changed"><td class="number">3</td><td>4</td><td class="number">27.5 %</td><td class="number">37.5 %, 3</td><td>Gijs - Hans</td></tr>'), page);
    assert.ok(page.includes('Eva &amp; &lt;i&gt;Fem&lt;/i&gt;'));
    assert.ok(page.includes('<li>Team Oranje: +10 IMP → 0 IMP, rank 1 → 1 (board 1 +10 → 0)</li>'), page);
    assert.ok(page.includes('<p class="differ">TotalScoreTable: 1 of 6 totals differ</p>'));
  });

  it('in Dutch as the settings say; a PDF in base64; a LIN file named and left alone', async () => {
    client.configuration = () => ({ analysis: { enabled: false }, language: 'nl' });
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
    const lin = pathToFileURL(path.join(folder, 'match.lin')).toString();
    const dutch = await client.connection.sendRequest<Answer | null>('pbn/eventReport', { uri: URI, uris: [URI, lin] });
    assert.ok(dutch);
    assert.ok(dutch.content.includes('<h1>Uitslag van het evenement vóór en na de uitspraken</h1>'), dutch.content);
    assert.ok(dutch.content.includes('<li>Paar 1: 62.5 % → 72.5 %, plaats 1 → 1 (spel 1 3 → 3.4, spel 2 2 → 2.4)</li>'), dutch.content);
    assert.ok(dutch.content.includes('<h2>match.lin</h2>\n<p>een LIN-bestand wordt niet als evenement herberekend'), dutch.content);
    const pdf = await client.connection.sendRequest<Answer | null>('pbn/eventReport', { uri: URI, format: 'pdf' });
    assert.equal(pdf?.encoding, 'base64');
    const bytes = Buffer.from(pdf.content, 'base64');
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal((bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length, 1);
  });

  it('L17 12C2 with pbn.scoring.averagePlus "session": pair 1\'s average plus is its 85 % on board 1 (3.4 of 4), so 6.8 of 8 = 85 %', async () => {
    client.configuration = () => ({ analysis: { enabled: false }, scoring: { averagePlus: 'session' } });
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
    const answer = await client.connection.sendRequest<Answer | null>('pbn/eventReport', { uri: URI });
    assert.ok(answer);
    assert.ok(answer.content.includes('<td class="number">1</td><td>1</td><td class="number">85 %</td><td class="number">62.5 %, 1</td>'), answer.content);
    assert.ok(answer.content.includes('(setting)'), 'the rule comes from the setting');
  });

  it('L17 64A2, 12C2: the rulings log of the club event (three rows: the revoke and the open event to be checked, the adjusted score ruled), as a page, CSV without names, a PDF; a LIN file left out', async () => {
    client.configuration = () => ({ analysis: { enabled: false } });
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
    const club = pathToFileURL(path.join(folder, 'club.pbn')).toString();
    const lin = pathToFileURL(path.join(folder, 'match.lin')).toString();
    const page = await client.connection.sendRequest<Answer | null>('pbn/eventReport', { uri: club, uris: [club, lin], log: true });
    assert.ok(page);
    assert.match(page.content, /<h1>Rulings log<\/h1>/);
    assert.equal((page.content.match(/<tr><td>club\.pbn<\/td>/g) ?? []).length, 3, page.content);
    assert.ok(page.content.includes('<td>Trick 7, East: Revoke</td><td>64A2</td><td>Laws 2017</td><td>4♠ −1, NS −50</td><td>4♠ =, NS +420</td><td>NS</td><td class="to-be-checked">to be checked</td>'), page.content);
    assert.ok(page.content.includes('<td>Adjusted score</td><td>12C2</td>'), page.content);
    assert.ok(page.content.includes('<td>de Vries, Jan – Sara</td><td>Els – Wim</td>'), 'the names are shown');
    assert.ok(!page.content.includes('match.lin'), 'the LIN file is left out, as on the command line');
    const csv = await client.connection.sendRequest<Answer | null>('pbn/eventReport', { uri: club, uris: [club], log: true, hideNames: true, format: 'csv' });
    assert.ok(csv);
    const lines = csv.content.split('\r\n');
    assert.equal(lines[0], 'File,Board,Table,Round,Irregularity,Law,Edition,Table result,Rectified or adjusted score,Damaged,Status,Note');
    assert.equal(lines.filter((line) => line.startsWith('club.pbn,')).length, 3);
    assert.ok(!csv.content.includes('Sara'));
    const pdf = await client.connection.sendRequest<Answer | null>('pbn/eventReport', { uri: club, log: true, format: 'pdf' });
    assert.equal(pdf?.encoding, 'base64');
    assert.equal(Buffer.from(pdf.content, 'base64').subarray(0, 5).toString('latin1'), '%PDF-');
  });

  it('a file from disk that is not text is refused in one line naming it, as the command line refuses it (not a null answer)', async () => {
    const binary = path.join(folder, 'scores.pbn');
    writeFileSync(binary, Buffer.concat([Buffer.from('[Event "x"]\n'), Buffer.alloc(4096, 0)]));
    const answer = await client.connection.sendRequest<{ error?: string } | null>('pbn/eventReport', { uri: URI, uris: [URI, pathToFileURL(binary).toString()] });
    assert.ok(answer?.error, JSON.stringify(answer));
    assert.ok(answer.error.startsWith(`${binary}: not a text file (`), answer.error);
  });
});
