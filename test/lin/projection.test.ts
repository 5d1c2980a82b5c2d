/**
 * The projection at work in the editor features of a `.lin` document: diagnostics of the play
 * (a revoke, a card played twice, an insufficient bid, a 14-card hand) on the exact LIN
 * characters, hovers and highlights of cards, selection ranges, inlay hints after the card played
 * last in a trick, symbols and folding per board and room, code actions and lenses that convert
 * instead of editing, the board view and report data, Dutch texts and the hide setting.
 */
import assert from 'node:assert/strict';
import { CodeActionKind, MarkupContent } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { linSymbols } from '../../server/src/lin/service/linOutline';
import { projectLin } from '../../server/src/lin/toPbn/projection';
import { answerBoardData, answerReport } from '../../server/src/server/boardDataRequests';
import { LIN_CORPUS, REVOKE_BOARD, VUGRAPH_FILE, corpusText, openLin, requirePath } from './support';

const range = (opened: ReturnType<typeof openLin>, code: string) => opened.diagnostics.filter((diagnostic) => diagnostic.code === code).map((diagnostic) => opened.textOf(diagnostic.range));

describe('LIN projection: diagnostics on the LIN characters', () => {
  it('a revoke: the ruling sits on the revoking card, in LIN words', () => {
    const opened = openLin(REVOKE_BOARD);
    assert.deepEqual(opened.diagnostics.map((diagnostic) => diagnostic.code), ['pbn.revoke.unmarked', 'pbn.revoke.equity']);
    const [revoke] = opened.diagnostics;
    assert.deepEqual(revoke.range, { start: opened.at('pc|DQ|', 3), end: opened.at('pc|DQ|', 5) });
    assert.match(revoke.message, /^Revoke by East at trick 3 \(♦Q while holding ♥8\), established at trick 4: transfer 1 trick to NS/);
    assert.match(revoke.message, /A LIN record cannot mark a revoke/);
    assert.doesNotMatch(revoke.message, /\^R/);
  });

  it('a card played a second time is not in the hand any more, on the second copy', () => {
    // Trick 3 led with ♠A again (North played it at trick 2).
    const opened = openLin(REVOKE_BOARD.replace('pc|HK|pc|DQ|', 'pc|SA|pc|DQ|'));
    // One finding: the broken record (a card its hand does not hold), which also says no ruling is made on the play.
    const notHeld = opened.diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.card.not-in-hand' || diagnostic.code === 'pbn.play.broken-record');
    assert.deepEqual(notHeld.map((diagnostic) => diagnostic.code), ['pbn.play.broken-record']);
    assert.deepEqual(notHeld[0].range.start, opened.at('pc|SA|', 3, 1));
  });

  it('an insufficient bid, on the call', () => {
    const opened = openLin('md|3S432H765D9876CT98,SH432D5432C765432,SAKQJT98HAKQDAKCA,|ah|Board 1|mb|2H|mb|1S|mb|p|mb|p|mb|p|\n');
    assert.deepEqual(range(opened, 'pbn.call.illegal'), ['1S']);
  });

  it('a 14-card hand is LIN\'s own fault, and no PBN deal or play fault is added to it', () => {
    // South gets ♠A as well: 14 cards, and North's ♠A is then dealt twice.
    const opened = openLin(REVOKE_BOARD.replace('md|3S432', 'md|3SAS432'));
    assert.deepEqual(opened.diagnostics.map((diagnostic) => [diagnostic.code, opened.textOf(diagnostic.range)]), [
      ['pbn.lin.deal.hand-size', 'AS432H765D9876CT98'], ['pbn.lin.deal.duplicate-card', 'A'],
    ]);
    assert.deepEqual(opened.diagnostics[1].range.start, opened.at('SAKQJT98', 1));
  });

  it('speaks Dutch, and hides what the setting hides', () => {
    const dutch = openLin(REVOKE_BOARD.replace('mc|12|', 'mc|3|'), { language: 'nl' });
    const claim = dutch.diagnostics.find((diagnostic) => diagnostic.code === 'pbn.lin.claim.too-few')!;
    assert.equal(claim.message, 'De claim geeft NZ 3 slagen, minder dan de 4 die zij al gemaakt hebben.');
    const hidden = openLin(REVOKE_BOARD.replace('mc|12|', 'mc|3|'), { hiddenDiagnostics: ['pbn.lin', 'pbn.revoke'] });
    assert.deepEqual(hidden.diagnostics, []);
  });
});

describe('LIN projection: editor features', () => {
  it('hovers a card with its trick, on the card\'s characters', () => {
    const opened = openLin(REVOKE_BOARD);
    const hover = opened.service.doHover(opened.document, opened.at('pc|DQ|', 4), opened.settings)!;
    assert.deepEqual(hover.range, { start: opened.at('pc|DQ|', 3), end: opened.at('pc|DQ|', 5) });
    assert.match((hover.contents as MarkupContent).value, /♦Q/);
    assert.match((hover.contents as MarkupContent).value, /trick 3/);
  });

  it('hovers the deal with a hand diagram and a tag name with what it holds', () => {
    const opened = openLin(REVOKE_BOARD);
    const deal = opened.service.doHover(opened.document, opened.at('md|3', 6), opened.settings)!;
    assert.equal(opened.textOf(deal.range!), 'md|3S432H765D9876CT98,SH432D5432C765432,SAKQJT98HAKQDAKCA,|');
    const name = opened.service.doHover(opened.document, opened.at('sv|o|', 1), opened.settings)!;
    assert.match((name.contents as MarkupContent).value, /^\*\*sv\*\* — Vulnerability/);
  });

  it('highlights a card where it was dealt and where it was played', () => {
    const opened = openLin(REVOKE_BOARD);
    const highlights = opened.service.findDocumentHighlights(opened.document, opened.at('pc|HK|', 4), opened.settings);
    // North's ♥K: the K after H in North's hand "HAKQ", and the played card.
    const north = REVOKE_BOARD.indexOf('SAKQJT98HAKQ') + 'SAKQJT98HA'.length;
    assert.deepEqual(highlights.map((highlight) => opened.document.offsetAt(highlight.range.start)), [north, REVOKE_BOARD.indexOf('pc|HK|') + 3]);
  });

  it('selects card, trick, play and board, each range holding the one before', () => {
    const opened = openLin(REVOKE_BOARD);
    const ranges: string[] = [];
    for (let current = opened.service.getSelectionRanges(opened.document, [opened.at('pc|DQ|', 4)], opened.settings)[0]; current; current = current.parent!) ranges.push(opened.textOf(current.range));
    assert.equal(ranges[0], 'DQ');
    assert.equal(ranges[1], 'HK|pc|DQ|pc|H6|pc|H3');
    assert.equal(ranges[ranges.length - 1], REVOKE_BOARD.trimEnd());
    for (let index = 1; index < ranges.length; index++) assert.ok(ranges[index].includes(ranges[index - 1]));
  });

  it('puts each trick\'s hint after the card played last in it', () => {
    const opened = openLin(REVOKE_BOARD);
    const hints = opened.service.getInlayHints(opened.document, { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } }, opened.settings);
    const labels = hints.map((hint) => [opened.document.getText({ start: { line: 0, character: hint.position.character - 2 }, end: hint.position }), hint.label]);
    assert.deepEqual(labels.slice(0, 4), [['HA', '← E led · N won · NS 1 · EW 0'], ['C2', '← N led · N won · NS 2 · EW 0'], ['H3', '← N led · N won · NS 3 · EW 0'], ['H4', '← N led · N won · NS 4 · EW 0']]);
    assert.equal(hints[4].label, 'NS 4 · EW 0 in play');
    assert.deepEqual(hints[4].position, opened.at('mc|12|', 6), 'after the claim');
  });

  it('offers "Convert this file to PBN" and the report instead of a fix, and edits nothing', () => {
    const opened = openLin(REVOKE_BOARD);
    const actions = opened.service.getCodeActions(opened.document, { diagnostics: opened.diagnostics }, opened.settings);
    assert.deepEqual(actions.map((action) => [action.kind, action.command?.command, action.command?.arguments]), [
      [CodeActionKind.QuickFix, 'pbn.convertToPbn', [opened.document.uri]], [CodeActionKind.QuickFix, 'pbn.exportReport', [{ scope: 'board' }]],
    ]);
    assert.ok(actions.every((action) => action.edit === undefined));
    assert.deepEqual(opened.service.getFixAllEdits(opened.document, opened.settings), []);
    assert.deepEqual(opened.service.format(opened.document, opened.settings), []);
    assert.deepEqual(opened.service.doComplete(opened.document, opened.at('pc|DQ|', 3), opened.settings), []);
  });

  it('lenses: the board summary, and the convert command where a ruling changes the score', () => {
    const opened = openLin(REVOKE_BOARD);
    const lenses = opened.service.getCodeLenses(opened.document, opened.settings);
    // 4♠ by N, 12 tricks claimed (two over), not vulnerable: 420 + 60 = 480.
    assert.deepEqual(lenses.map((lens) => [lens.range.start, lens.command?.title.split(' · ').slice(0, 4).join(' · '), lens.command?.command]), [
      [{ line: 0, character: 0 }, 'Board 1 · 4♠ by North, +2 · NS +480 · Laws 2017 (default)', ''],
      [{ line: 0, character: 0 }, 'Convert this file to PBN to write the ruling (LIN has no Result or Score)', 'pbn.convertToPbn'],
    ]);
  });

  it('board view data and the report of the board under the cursor', () => {
    const opened = openLin(`${REVOKE_BOARD}${REVOKE_BOARD.replace('Board 1', 'Board 2')}`);
    const board = answerBoardData(opened.service, opened.document, opened.settings, { uri: opened.document.uri, position: opened.at('pc|DQ|', 3, 1) })!;
    assert.deepEqual([board.title, board.startLine, board.endLine, board.cursorTrick, board.gameIndex], ['Board 2', 1, 1, 3, 2]);
    const report = answerReport(opened.service, opened.document, opened.settings, { uri: opened.document.uri, position: opened.at('pc|DQ|', 3), format: 'md' })!;
    assert.equal(report.gameIndex, 1);
    assert.match(report.content, /^# Ruling report — board\.lin — Board 1/);
    assert.match(report.content, /Revoke by East at trick 3/);
  });
});

describe('LIN projection: vugraph outline and header', function () {
  before(function () { requirePath(this, LIN_CORPUS, 'the LIN corpus'); });

  it('hovers an rs entry with its board, room and what the room itself gives, and a header tag name', () => {
    const text = corpusText(VUGRAPH_FILE);
    const opened = openLin(text);
    // The fifth entry is board 48, open room: 4D by North with 10 tricks claimed.
    const entry = opened.service.doHover(opened.document, opened.at('4DN=', 1), opened.settings)!;
    assert.equal(opened.textOf(entry.range!), '4DN=');
    assert.equal((entry.contents as MarkupContent).value, "**Board 48, open room**: 4DN= — the room's own auction and claim give 4DN=");
    const header = opened.service.doHover(opened.document, opened.at('vg|', 0), opened.settings)!;
    assert.match((header.contents as MarkupContent).value, /^\*\*vg\*\* — Vugraph header/);
  });

  it('one symbol per board with its two rooms, folding per board and per room', () => {
    const text = corpusText(VUGRAPH_FILE);
    const opened = openLin(text);
    const symbols = opened.service.findDocumentSymbols(opened.document, opened.settings);
    assert.equal(symbols.length, 15);
    assert.equal(symbols[0].name, 'Board 46');
    assert.deepEqual(symbols[0].children!.map((child) => child.name), ['Open room · 4♥ E · 10 tricks', 'Closed room · 4♥ E · 10 tricks']);
    assert.deepEqual(symbols[0].children![0].children!.map((child) => child.name), ['Auction', 'Play']);
    const lines = text.split('\n');
    const firstRoom = lines.findIndex((line) => line.startsWith('qx|o46|'));
    const secondRoom = lines.findIndex((line) => line.startsWith('qx|c46|'));
    const nextBoard = lines.findIndex((line) => line.startsWith('qx|o47|'));
    const folds = opened.service.getFoldingRanges(opened.document, opened.settings).map((fold) => [fold.startLine, fold.endLine]);
    assert.deepEqual(folds.slice(0, 1), [[firstRoom, nextBoard - 1]]);
    assert.ok(folds.some(([start, end]) => start === firstRoom && end === secondRoom - 1), 'open room of 46');
    assert.ok(folds.some(([start, end]) => start === secondRoom && end === nextBoard - 1), 'closed room of 46');
  });

  it('a board the projection could not model is named in the language of the settings', () => {
    // Without a PBN model (linSymbols' fallback) the board still gets its number, in Dutch "Spel".
    const document = TextDocument.create('file:///test/board.lin', 'lin', 1, REVOKE_BOARD);
    const projection = projectLin(document, {});
    assert.deepEqual(linSymbols(projection, undefined, 'nl').map((symbol) => symbol.name), [`Spel ${projection.file.boards[0].number}`]);
    assert.deepEqual(linSymbols(projection, undefined, 'en').map((symbol) => symbol.name), [`Board ${projection.file.boards[0].number}`]);
  });
});
