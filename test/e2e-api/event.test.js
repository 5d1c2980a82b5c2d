// API e2e test of "PBN: Re-score Event" inside the real extension host: a teams match written into
// the workspace (Open room: Oranje NS 4♠= +420; Closed room: Leeuwen NS 4♠ −1, −50, assigned 4♠= by
// an AdjustedScore, so Oranje's +470 and 10 IMPs before the ruling become 0 after it) is opened, the
// command asks the server for the event's page and shows it in a webview tab beside the editor,
// whose page holds the standings before and after and the preview's Content-Security-Policy; and
// "PBN: Rulings Log" on the same file lists the assigned score as its one ruling.
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { until, wsFile, webviewTab } = require('./helpers');

const NAME = 'e2e-event-teams.pbn';
const DEAL = '[Deal "N:Q53.AKQ.96.K8754 KT98.JT7.KQ43.A6 A64.843.T752.J93 J72.9652.AJ8.QT2"]';

/** One room of the match, Oranje at home. */
function room(name, result, score, extra = []) {
  return ['[Event "Teams"]', '[Site "Club"]', '[Date "2024.03.14"]', '[Board "1"]', '[West "W"]', '[North "N"]', '[East "E"]', '[South "S"]',
    '[Dealer "N"]', '[Vulnerable "None"]', DEAL, '[Scoring "IMP"]', '[Declarer "S"]', '[Contract "4S"]', `[Result "${result}"]`, `[Score "${score}"]`,
    '[Laws "2017"]', `[Room "${name}"]`, '[HomeTeam "Oranje"]', '[VisitTeam "Leeuwen"]', ...extra, ''].join('\n');
}

/** The match: the Open room as played, the Closed room's result assigned 4♠= by the ruling. */
const MATCH = [room('Open', '10', '420'), room('Closed', '9', '-50', ['[AdjustedScore "4S= S"]'])].join('\n');

describe('PBN Director: Re-score Event', () => {
  it('"PBN: Re-score Event" shows the match re-scored after its ruling in a webview beside the editor', async () => {
    const file = wsFile(NAME);
    await vscode.workspace.fs.writeFile(file, Buffer.from(MATCH, 'utf8'));
    try {
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(file), { preview: false });
      const panel = await vscode.commands.executeCommand('pbn.rescoreEvent');
      await until(() => webviewTab('pbn.reportPreview') !== undefined, 30000, 'the event\'s tab');
      assert.ok(panel && panel.webview, 'the command returns its panel');
      const html = panel.webview.html;
      assert.match(html, /Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'/);
      assert.ok(!/<script/i.test(html), 'no script in the page');
      assert.ok(html.includes(`<h2>${NAME}</h2>`), html);
      // The same sentence in English and Dutch but for "rank"/"plaats" and "board"/"spel".
      assert.match(html, /Team Oranje: \+10 IMP → 0 IMP, (rank|plaats) 1 → 1/);
      await vscode.window.tabGroups.close(webviewTab('pbn.reportPreview'));
    } finally {
      await vscode.workspace.fs.delete(file);
    }
  });

  it('"PBN: Rulings Log" on the file chosen in the explorer lists the Closed room\'s assigned score as a ruling, in a webview beside the editor', async () => {
    const file = wsFile(NAME);
    await vscode.workspace.fs.writeFile(file, Buffer.from(MATCH, 'utf8'));
    try {
      const panel = await vscode.commands.executeCommand('pbn.rulingsLog', file, [file]);
      await until(() => webviewTab('pbn.reportPreview') !== undefined, 30000, 'the rulings log\'s tab');
      assert.ok(panel && panel.webview, 'the command returns its panel');
      const html = panel.webview.html;
      assert.ok(!/<script/i.test(html), 'no script in the page');
      assert.match(html, /<h1>(Rulings log|Overzicht van de uitspraken)<\/h1>/);
      // One row: board 1 in the Closed room, the score assigned under Law 12C1, ruled (the file carries it).
      assert.equal((html.match(/<tr><td>e2e-event-teams\.pbn<\/td><td>1<\/td><td>Closed<\/td>/g) || []).length, 1, html);
      assert.match(html, /<td>(Adjusted score|Arbitrale score)<\/td><td>12C1<\/td>/);
      assert.match(html, /<td class="ruled">(ruled|beslist)<\/td>/);
      await vscode.window.tabGroups.close(webviewTab('pbn.reportPreview'));
    } finally {
      await vscode.workspace.fs.delete(file);
    }
  });
});
