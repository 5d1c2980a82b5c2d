// API e2e tests of the editor features in the real extension host, through the vscode.execute…Provider
// commands: hover on a played card and on the Deal tag, completion of the cards still held and of tag
// names, document symbols, formatting to export layout (and idempotence), and the inlay hints of the
// Play section. Every expectation is worked out here from the PBN text itself (a small bridge model
// below: hands, tricks, leaders, winners), not copied from the server's output.
'use strict';
const assert = require('node:assert/strict');
const vscode = require('vscode');
const { open, until } = require('./helpers');

const REVOKE = 'revoke-unmarked.pbn';
const CLEAN = 'clean.pbn';
const UNFORMATTED = 'e2e-unformatted.pbn';

const SEATS = ['N', 'E', 'S', 'W'];
const SEAT_NAMES = { N: 'North', E: 'East', S: 'South', W: 'West' };
const SUITS = ['S', 'H', 'D', 'C'];
const SYMBOLS = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANKS = 'AKQJT98765432';
const HCP = { A: 4, K: 3, Q: 2, J: 1 };

/** The seat `steps` places clockwise after `seat`. */
function seatAfter(seat, steps = 1) {
  return SEATS[(SEATS.indexOf(seat) + steps) % 4];
}

/** NS or EW. */
function sideOf(seat) {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}

/** `♠5`, `♥T`. */
function withSymbol(card) {
  return SYMBOLS[card[0]] + (card[1] === 'T' ? '10' : card[1]);
}

/** Sorts cards spades first, high to low (the order the server offers them in). */
function sortCards(cards) {
  return [...cards].sort((a, b) => SUITS.indexOf(a[0]) - SUITS.indexOf(b[0]) || RANKS.indexOf(a[1]) - RANKS.indexOf(b[1]));
}

/**
 * A minimal model of the games of a document: tags, hands, and the Play section as rows of cards with
 * their document positions, trick leaders and winners worked out by the rules of play.
 */
function gamesOf(document) {
  const lines = document.getText().split(/\r?\n/);
  const games = [];
  let game;
  let section;
  lines.forEach((line, lineNumber) => {
    const tag = /^\[(\w+) "([^"]*)"\]/.exec(line);
    if (tag) {
      if (!game || (tag[1] === 'Event' && game.tags.Event !== undefined)) games.push((game = { tags: {}, tagLines: {}, playRows: [] }));
      game.tags[tag[1]] = tag[2];
      game.tagLines[tag[1]] = lineNumber;
      section = tag[1];
      return;
    }
    if (!game || !line.trim() || line.startsWith('%')) { if (!line.trim()) section = undefined; return; }
    if (section === 'Play') {
      const cards = [...line.matchAll(/\S+/g)].map((m) => ({ card: m[0].toUpperCase(), line: lineNumber, start: m.index, end: m.index + m[0].length }));
      game.playRows.push(cards);
    }
  });
  for (const g of games) analyse(g);
  return games;
}

/** Adds hands, trump, and per trick the cards by seat, the leader and the winner to a parsed game. */
function analyse(game) {
  const [first, handsText] = game.tags.Deal.split(':');
  game.hands = {};
  handsText.split(' ').forEach((hand, index) => {
    const seat = seatAfter(first, index);
    game.hands[seat] = hand.split('.').flatMap((ranks, suit) => [...ranks].map((rank) => SUITS[suit] + rank));
  });
  const strain = /^\d(NT|S|H|D|C)/.exec(game.tags.Contract)[1];
  const trump = strain === 'NT' ? undefined : strain;
  const column = game.tags.Play;
  let leader = column;
  const running = { NS: 0, EW: 0 };
  game.tricks = game.playRows.map((row, index) => {
    const bySeat = {};
    row.forEach((entry, col) => { bySeat[seatAfter(column, col)] = { ...entry, seat: seatAfter(column, col) }; });
    const order = [0, 1, 2, 3].map((step) => bySeat[seatAfter(leader, step)]);
    const led = order[0].card[0];
    const beats = (a, b) => (a.card[0] === b.card[0] ? RANKS.indexOf(a.card[1]) < RANKS.indexOf(b.card[1]) : a.card[0] === trump);
    const winner = order.reduce((best, entry) => (beats(entry, best) ? entry : best)).seat;
    running[sideOf(winner)] += 1;
    const trick = { number: index + 1, leader, winner, led, order, bySeat, row, tally: { ...running } };
    leader = winner;
    return trick;
  });
  return game;
}

/** All Markdown of the hovers at a position, joined. */
async function hoverText(uri, position) {
  const hovers = await vscode.commands.executeCommand('vscode.executeHoverProvider', uri, position);
  return hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
}

/** The labels of a completion answer, in the order the editor sorts them (sortText, then label). */
function sortedLabels(list) {
  const items = Array.isArray(list) ? list : list.items;
  const label = (item) => (typeof item.label === 'string' ? item.label : item.label.label);
  return [...items].sort((a, b) => (a.sortText ?? label(a)).localeCompare(b.sortText ?? label(b))).map(label);
}

/** The label text of an inlay hint (a string or label parts). */
function hintLabel(hint) {
  return typeof hint.label === 'string' ? hint.label : hint.label.map((part) => part.value).join('');
}

/** Applies text edits to a document and waits until it has changed. */
async function applyEdits(document, edits) {
  const edit = new vscode.WorkspaceEdit();
  edit.set(document.uri, edits);
  assert.ok(await vscode.workspace.applyEdit(edit), 'the edits apply');
}

/** Reverts the document's unsaved changes (it must be the active editor). */
async function revert(document) {
  await vscode.window.showTextDocument(document, { preview: false });
  await vscode.commands.executeCommand('workbench.action.files.revert');
  await until(() => !document.isDirty, 10000, `revert of ${document.uri.path}`);
}

describe('PBN Director editor features in VS Code', () => {
  let revoke;
  let game;

  before(async () => {
    revoke = await open(REVOKE);
    [game] = gamesOf(revoke);
    // The server must be up before the first provider request: wait for its diagnostics on the file.
    await until(() => vscode.languages.getDiagnostics(revoke.uri).length > 0, 30000, 'diagnostics of the revoke sample');
  });

  it('hover on each card of trick 7 names the player, the trick, who led and won, and the revoke', async () => {
    const trick = game.tricks[6];
    const line = trick.order.map((e) => (e.seat === trick.winner ? `**${e.seat} ${withSymbol(e.card)}**` : `${e.seat} ${withSymbol(e.card)}`)).join(' · ');
    for (const entry of trick.order) {
      const text = await hoverText(revoke.uri, new vscode.Position(entry.line, entry.start + 1));
      const facts = [`played by ${SEAT_NAMES[entry.seat]}`, 'trick 7'];
      if (entry.seat === trick.leader) facts.push('led the trick');
      if (entry.seat === trick.winner) facts.push('won the trick');
      assert.ok(text.startsWith(`**${withSymbol(entry.card)}** — ${facts.join(' · ')}`), `hover of ${entry.card}:\n${text}`);
      assert.ok(text.includes(line), `the trick line ${line} in:\n${text}`);
      // A card of another suit than the one led, while the hand still held that suit, is a revoke.
      const earlier = game.tricks.slice(0, 6).map((t) => t.bySeat[entry.seat].card);
      const held = game.hands[entry.seat].filter((c) => c[0] === trick.led && !earlier.includes(c) && c !== entry.card);
      if (entry.card[0] !== trick.led && held.length) {
        assert.ok(held.some((c) => text.includes(`revoke (still held ${withSymbol(c)})`)), `the revoke in:\n${text}`);
        // The ruling itself is the diagnostic's, shown beside the hover: the hover explains the article once.
        assert.ok(!text.includes('Revoke by'), `the ruling is not repeated in:\n${text}`);
        assert.match(text, /Law 64A1 \(Laws 2017\)/, 'the article explained (no [Laws] tag: the 2017 Laws of the board\'s Date)');
      } else {
        // Once double dummy has answered, a card of the revoke trick says so in its DD line ("… (a revoke in this trick)"): not a finding on this card.
        const withoutDd = text.split('\n').filter((hoverLine) => !hoverLine.includes('DD:')).join('\n');
        assert.ok(!withoutDd.includes('revoke'), `no revoke on ${entry.card}:\n${text}`);
      }
    }
  });

  it('hover on the Deal tag shows the four hands with suit symbols and HCP, North on top and South below', async () => {
    const line = game.tagLines.Deal;
    const text = await hoverText(revoke.uri, new vscode.Position(line, 2));
    const rows = text.split('\n');
    const rowOf = (needle) => rows.findIndex((row) => row.includes(needle));
    const heading = (seat) => `${SEAT_NAMES[seat]} ${game.hands[seat].reduce((sum, c) => sum + (HCP[c[1]] ?? 0), 0)} HCP`;
    for (const seat of SEATS) assert.ok(rowOf(heading(seat)) >= 0, `${heading(seat)} in:\n${text}`);
    assert.ok(rowOf(heading('N')) < rowOf(heading('W')), 'North above West');
    assert.equal(rowOf(heading('W')), rowOf(heading('E')), 'West and East side by side');
    assert.ok(rowOf(heading('E')) < rowOf(heading('S')), 'South below East');
    // Compact: each hand on the line below its heading, suit after suit.
    const suit = (seat, letter) => game.hands[seat].filter((c) => c[0] === letter).map((c) => (c[1] === 'T' ? '10' : c[1])).join('') || '—';
    assert.ok(rows[rowOf(heading('N')) + 1].includes(`♠${suit('N', 'S')} ♥${suit('N', 'H')}`), `North's spades and hearts in:\n${text}`);
    assert.ok(rows[rowOf(heading('S')) + 1].includes(`♥${suit('S', 'H')} ♦${suit('S', 'D')}`), `South's hearts and diamonds in:\n${text}`);
  });

  it('completion in the Play section offers the cards the player to play still holds, the suit led first', async () => {
    // Cursor before the fourth card of trick 5: the column's seat is to play, after the leader's card.
    const trick = game.tricks[4];
    const target = trick.row[3];
    const seat = seatAfter(game.tags.Play, 3);
    assert.notEqual(trick.leader, seat, 'the leader has played before the cursor');
    const list = await vscode.commands.executeCommand('vscode.executeCompletionItemProvider', revoke.uri, new vscode.Position(target.line, target.start));
    const played = game.tricks.slice(0, 4).map((t) => t.bySeat[seat].card);
    const remaining = sortCards(game.hands[seat].filter((c) => !played.includes(c)));
    const led = trick.bySeat[trick.leader].card[0];
    const expected = [...remaining.filter((c) => c[0] === led), ...remaining.filter((c) => c[0] !== led)];
    assert.equal(expected.length, 9, 'nine cards left after four tricks');
    assert.deepEqual(sortedLabels(list), expected);
  });

  it('completion after "[" on a new line offers the tag names, the mandatory ones first in export order', async () => {
    const clean = await open(CLEAN);
    const [board] = gamesOf(clean);
    const boardLine = board.tagLines.Board;
    try {
      await applyEdits(clean, [vscode.TextEdit.insert(new vscode.Position(boardLine + 1, 0), '[\r\n')]);
      const list = await vscode.commands.executeCommand('vscode.executeCompletionItemProvider', clean.uri, new vscode.Position(boardLine + 1, 1));
      const labels = sortedLabels(list);
      // The sample writes its mandatory tags in export order, followed by the supplemental Score tag.
      const mandatory = Object.keys(board.tags).slice(0, 15);
      assert.deepEqual(mandatory.slice(0, 4), ['Event', 'Site', 'Date', 'Board']);
      assert.deepEqual(labels.slice(0, 15), mandatory);
      for (const other of ['Score', 'Auction', 'Play', 'Note']) assert.ok(labels.slice(15).includes(other), `${other} among the other tags`);
    } finally {
      await revert(clean);
    }
  });

  it('document symbols name each game "Board n · contract declarer · tricks"', async () => {
    const clean = await open(CLEAN);
    const symbols = await vscode.commands.executeCommand('vscode.executeDocumentSymbolProvider', clean.uri);
    const expected = gamesOf(clean).map((g) => {
      const [, level, strain] = /^(\d)(NT|S|H|D|C)/.exec(g.tags.Contract);
      return `Board ${g.tags.Board} · ${level}${strain === 'NT' ? 'NT' : SYMBOLS[strain]} ${g.tags.Declarer} · ${g.tags.Result} tricks`;
    });
    assert.deepEqual(expected, ['Board 1 · 4♠ S · 11 tricks', 'Board 2 · 3NT S · 10 tricks', 'Board 3 · 4♥ W · 10 tricks']);
    assert.deepEqual(symbols.map((s) => s.name), expected);
    const sections = symbols[0].children.map((c) => c.name);
    assert.ok(sections.includes('Auction') && sections.includes('Play'), `children: ${sections}`);
  });

  it('formatting writes the export layout, and formatting the result again changes nothing', async () => {
    const sloppy = await open(UNFORMATTED);
    const clean = await open(CLEAN);
    const options = { tabSize: 4, insertSpaces: true };
    try {
      const before = sloppy.getText();
      assert.ok(/^pass pass 1S pass 4S pass$/m.test(before), 'the fixture is unformatted');
      const edits = await vscode.commands.executeCommand('vscode.executeFormatDocumentProvider', sloppy.uri, options);
      assert.ok(edits && edits.length > 0, 'formatting gives edits');
      await applyEdits(sloppy, edits);
      // The fixture is board 1 of clean.pbn in a sloppy layout: the export layout is that board's text.
      const header = before.split('\n').filter((l) => l.startsWith('%')).join('\n');
      const board1 = clean.getText().split(/\r?\n\r?\n/)[0].replace(/\r\n/g, '\n').split('\n').filter((l) => !l.startsWith('%')).join('\n');
      assert.equal(sloppy.getText().trimEnd(), `${header}\n${board1}`);
      assert.ok(!sloppy.getText().includes('\r'), 'the LF file keeps LF');
      const again = await vscode.commands.executeCommand('vscode.executeFormatDocumentProvider', sloppy.uri, options);
      assert.deepEqual(again ?? [], [], 'formatting twice changes nothing');
    } finally {
      await revert(sloppy);
    }
  });

  it('inlay hints at the end of each trick line name the leader and the winner, with the running tricks', async () => {
    const first = game.playRows[0][0].line;
    const last = game.playRows[game.playRows.length - 1];
    const range = new vscode.Range(first, 0, last[0].line, last[3].end);
    const hints = await vscode.commands.executeCommand('vscode.executeInlayHintProvider', revoke.uri, range);
    const got = hints.map((h) => `${h.position.line}:${h.position.character} ${hintLabel(h)}`);
    const expected = game.tricks.map((t) => `${t.row[3].line}:${t.row[3].end} ← ${t.leader} led · ${t.winner} won · NS ${t.tally.NS} · EW ${t.tally.EW}`);
    assert.equal(expected[0].split(' ').slice(1).join(' '), '← W led · S won · NS 1 · EW 0');
    assert.deepEqual(got, expected);
    // At the Result tag: the tricks each side won in the recorded play.
    const resultLine = game.tagLines.Result;
    const atResult = await vscode.commands.executeCommand('vscode.executeInlayHintProvider', revoke.uri, revoke.lineAt(resultLine).range);
    const tally = game.tricks[12].tally;
    assert.deepEqual(atResult.map(hintLabel), [`NS ${tally.NS} · EW ${tally.EW} in play`]);
  });
});
