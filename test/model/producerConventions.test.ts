/**
 * Conventions of real producers' files (issue 19), each on a small hand-made game that mimics
 * it: BEN/BBA/GIB's `[Play ""]` (no play), BEN's empty Contract and Declarer on a played board,
 * a brace comment that swallows tag lines, BridgeComposer's `[BCNote ""]` between an auction
 * and its notes, rpbridge.net's second room of a board without Board, Dealer, Vulnerable, Deal.
 */
import assert from 'node:assert/strict';
import { open, withCode } from '../support/service';
import { pbnGame } from '../support/pbnGame';
import { CLEAN_ONE_DOWN } from '../rulings/boards';
import { runCaptured } from '../support/cli';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/** 4♠ by South, one down, the whole play written. */
const PLAYED = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100' });
const codes = (text: string, language: 'en' | 'nl' = 'en') => open(text, { language }).diagnostics.map((diagnostic) => String(diagnostic.code));

describe('Producer conventions', () => {
  it('BEN, BBA and GIB: [Play ""] with nothing after it is no play, not a bad side', () => {
    const ben = PLAYED.replace(/\[Play "W"\][^]*$/, '[Play ""]\n[Hidden "EW"]\n{ BEN 0.8.6 }\n').replace('[Result "9"]', '[Result ""]').replace('[Score "NS -100"]', '[Score ""]');
    assert.deepEqual(codes(ben).filter((code) => code !== 'pbn.tag.new-name'), []);
    const { service, document, settings } = open(ben);
    assert.equal(service.parse(document, settings)!.games[0].model?.play, undefined);
    // With cards after it, an empty first column is still an error.
    assert.ok(codes(PLAYED.replace('[Play "W"]', '[Play ""]')).includes('pbn.side.bad'));
  });

  it('BEN: an empty Contract and Declarer on a board bid and played say what the auction made (the verifier: Bad contract)', () => {
    const ben = PLAYED.replace('[Contract "4S"]', '[Contract ""]').replace('[Declarer "S"]', '[Declarer ""]');
    const { diagnostics, actionsFor } = open(ben);
    assert.deepEqual(diagnostics.map((diagnostic) => diagnostic.code).sort(), ['pbn.contract.empty', 'pbn.declarer.empty'], 'no "passed out" Result beside them');
    assert.equal(withCode(diagnostics, 'pbn.contract.empty')[0].message, 'Contract is empty, but the auction ends in 4♠: write [Contract "4S"].');
    assert.equal(withCode(diagnostics, 'pbn.declarer.empty')[0].message, 'Declarer is empty (a passed-out board), but the auction makes South declarer: write [Declarer "S"].');
    assert.equal(actionsFor(withCode(diagnostics, 'pbn.contract.empty')[0])[0].title, 'Set Contract to "4S" (as bid)');
    const dutch = open(ben, { language: 'nl' }).diagnostics;
    assert.equal(withCode(dutch, 'pbn.declarer.empty')[0].message, 'Declarer is leeg (een weggepast spel), maar het bieden maakt Zuid leider: schrijf [Declarer "S"].');
    // Without an auction, the play alone shows a contract was played.
    const noAuction = ben.replace(/\[Auction "S"\]\n.*\n/, '');
    assert.match(withCode(open(noAuction).diagnostics, 'pbn.contract.empty')[0].message, /the cards are played/);
  });

  it('a bidding record alone (no play, no Result) may leave Contract and Declarer empty', () => {
    const bidding = PLAYED.replace('[Contract "4S"]', '[Contract ""]').replace('[Declarer "S"]', '[Declarer ""]').replace('[Result "9"]', '[Result ""]').replace('[Score "NS -100"]', '[Score ""]').replace(/\[Play "W"\][^]*$/, '');
    assert.deepEqual(codes(bidding), []);
  });

  it('a brace comment whose lines read as tags is warned about once, with the count', () => {
    const swallowed = PLAYED.replace('[Board "1"]', '{ Director: see the note {below\n[Board "1"]').replace('[Deal ', 'end }\n[Deal ');
    const found = withCode(open(swallowed).diagnostics, 'pbn.comment.swallows-tags');
    assert.equal(found.length, 1);
    assert.equal(found[0].message, "This comment runs over 3 lines that read as tags (the first [Board]), which are not read; it holds a second '{' (comments do not nest); is a '}' missing?");
    assert.equal(found[0].severity, 2);
    assert.match(withCode(open(swallowed, { language: 'nl' }).diagnostics, 'pbn.comment.swallows-tags')[0].message, /^Dit commentaar loopt over 3 regels/);
    // Tags a comment swallowed are not read: fix leaves the game alone.
    const wrongScore = open(swallowed.replace('[Score "NS -100"]', '[Score "NS 100"]'));
    assert.deepEqual(wrongScore.service.getFixPlan(wrongScore.document, wrongScore.settings).map((plan) => plan.edits.length), [0]);
    // A comment of prose over several lines, or a tag quoted within a line of prose, is left alone.
    assert.deepEqual(withCode(open(PLAYED.replace('[Board "1"]', '{ a long\ncomment [Board "2"] was\nbetter }\n[Board "1"]')).diagnostics, 'pbn.comment.swallows-tags'), []);
  });

  it('BridgeComposer: [BCNote ""] between an auction and its notes keeps the notes with the auction', () => {
    const bridgeComposer = PLAYED.replace('4S Pass Pass Pass', '4S =1= Pass Pass Pass\n[BCNote ""]\n[Note "1:to play"]');
    const { diagnostics } = open(bridgeComposer);
    assert.deepEqual(diagnostics.filter((diagnostic) => /^pbn\.note/.test(String(diagnostic.code))), []);
    // Without its note the reference is still missing.
    assert.deepEqual(codes(bridgeComposer.replace('[Note "1:to play"]', '')).filter((code) => /^pbn\.note/.test(code)), ['pbn.note.missing']);
  });

  /** rpbridge.net: the open room with everything, then the closed room with only its players, contract and play. */
  const OPEN_ROOM = PLAYED.replace('[Date "2024.03.14"]', '[Date "2014.07.??"]');
  const CLOSED_ROOM = ['[West "Closed"]', '[Declarer "S"]', '[Contract "4S"]', '[Result "9"]', '[Auction "S"]', '4S Pass Pass Pass', PLAYED.slice(PLAYED.indexOf('[Play "W"]'))].join('\n');

  it('rpbridge.net: the closed room reads Board, Dealer, Vulnerable, Deal (and Date) from the open room, said as information', () => {
    const { service, document, settings, diagnostics } = open(`${OPEN_ROOM}\n${CLOSED_ROOM}`);
    assert.deepEqual(diagnostics.map((diagnostic) => `${diagnostic.severity} ${diagnostic.code}`), ['3 pbn.deal.carried'], 'no play.no-deal, no auction.no-dealer');
    assert.equal(diagnostics[0].range.start.line, OPEN_ROOM.split('\n').length, 'on the closed room\'s first tag');
    assert.equal(diagnostics[0].message, 'This game gives no Board, Dealer, Vulnerable or Deal: read as the other room of the game before (board 1), as rpbridge.net writes it; Event, Site, Date, Board, Dealer, Vulnerable, Deal taken from there.');
    const closed = service.parse(document, settings)!.games[1].model!;
    assert.equal(closed.board, '1');
    assert.equal(closed.play?.tricks.length, 13);
    assert.equal(closed.edition.edition, '2007', 'the Date of the open room: Laws 2007');
    assert.match(open(`${OPEN_ROOM}\n${CLOSED_ROOM}`, { language: 'nl' }).diagnostics[0].message, /^Deze partij geeft geen Board, Dealer, Vulnerable of Deal: gelezen als de andere tafel van de partij ervoor \(spel 1\)/);
  });

  it('rpbridge.net: said once per file, with the boards; the command line reads the rooms as the editor does', async () => {
    const second = OPEN_ROOM.replace('[Board "1"]', '[Board "2"]');
    const text = `${OPEN_ROOM}\n${CLOSED_ROOM}\n${second}\n${CLOSED_ROOM}`;
    const carried = withCode(open(text).diagnostics, 'pbn.deal.carried');
    assert.equal(carried.length, 1);
    assert.match(carried[0].message, / 2 games of this file are read so \(boards 1–2\)\.$/);
    const folder = mkdtempSync(path.join(tmpdir(), 'rooms-'));
    writeFileSync(path.join(folder, 'rooms.pbn'), text);
    const run = await runCaptured(['check', path.join(folder, 'rooms.pbn')]);
    assert.equal(run.status, 0, run.output);
    assert.equal((run.output.match(/pbn\.deal\.carried/g) ?? []).length, 1);
    assert.match(run.output, / 2 games of this file are read so \(boards 1–2\)\.\n/);
  });

  it('rpbridge.net: only directly after a game that gives its own Deal, and only a game with an auction or play', () => {
    // A third room after the closed room is not read on: its deal is missing as before.
    assert.ok(codes(`${OPEN_ROOM}\n${CLOSED_ROOM}\n${CLOSED_ROOM}`).includes('pbn.play.no-deal'));
    // A game that gives any of the four tags is a board of its own.
    assert.ok(codes(`${OPEN_ROOM}\n[Dealer "N"]\n${CLOSED_ROOM}`).includes('pbn.play.no-deal'));
    // A game of tags only (no auction, no play) is left as it is.
    assert.deepEqual(withCode(open(`${OPEN_ROOM}\n[Event "Other"]\n[West "x"]\n`).diagnostics, 'pbn.deal.carried'), []);
  });

  it('rpbridge.net: fix leaves the other room alone (the reference verifier reads no deal there)', () => {
    const wrongScore = CLOSED_ROOM.replace('[Result "9"]', '[Result "9"]\n[Score "NS 100"]');
    const { service, document, settings, diagnostics } = open(`${OPEN_ROOM}\n${wrongScore}`);
    assert.ok(diagnostics.some((diagnostic) => diagnostic.code === 'pbn.score.mismatch'), 'the wrong Score is still reported');
    const plans = service.getFixPlan(document, settings);
    assert.deepEqual(plans.map((plan) => [plan.index, plan.edits.length, plan.skipped?.reason]), [[2, 0, 'carried-deal']]);
    // The same Score in a game that gives its deal is fixed.
    const own = open(OPEN_ROOM.replace('[Score "NS -100"]', '[Score "NS 100"]'));
    assert.equal(own.service.getFixPlan(own.document, own.settings)[0].edits.length, 1);
  });
});
