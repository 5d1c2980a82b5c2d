/**
 * What people read of a board, in the board view model, the ruling report and the handout: the
 * heading and the results in bridge notation (the same before and after `fix` wrote the ruling),
 * the dealer-first columns with their caption, the hands `[Hidden]` keeps out of a handout,
 * auction notes as footnotes, commentary placed on its call or card with suit escapes as symbols
 * and escaped HTML, the record's `[Irregularities]` events in words, the handout layouts, and
 * Dutch "1 punt" beside "16 punten".
 * Expected values are worked out by hand from the revoke board (4♠ by South, NS vulnerable, 9
 * tricks at the table, East's revoke at trick 7 transfers 2 tricks: 11 tricks, +650 by Law 77).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { boardData } from '../../server/src/features/board/boardData';
import { handoutBoardHtml } from '../../server/src/features/report/handoutHtml';
import { rulingReport } from '../../server/src/features/report/rulingReport';
import { runCaptured } from '../support/cli';
import { pbnGame } from '../support/pbnGame';
import { EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';
import { parsePbn } from './support';

const REVOKE_BOARD = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' });

function viewOf(text: string, language: 'en' | 'nl' = 'en') {
  const { document, model } = parsePbn(text, language);
  return boardData(document, model, { gameIndex: 1 }, language)!;
}

function reportOf(text: string, layout: Parameters<typeof rulingReport>[6] = {}, format: 'html' | 'md' = 'html', language: 'en' | 'nl' = 'en') {
  const { document, model } = parsePbn(text, language);
  return rulingReport(document, model, 'file', format, language, undefined, layout)!;
}

describe('presentation: results in bridge notation', () => {
  it('gives the heading, the table result and the rectified one, with the Law that makes it', () => {
    const board = viewOf(REVOKE_BOARD);
    assert.equal(board.heading, 'Board 1 · 4♠ by South · NS vulnerable · Dealer South');
    assert.equal(board.atTable?.text, '4♠ −1, NS −100');
    assert.equal(board.rectified?.text, '4♠ +1, NS +650');
    assert.equal(board.rectified?.because, 'Law 64A1: 2 tricks to NS');
  });

  it('in Dutch: NZ, door, Gever, artikel, slagen', () => {
    const board = viewOf(REVOKE_BOARD, 'nl');
    assert.equal(board.heading, 'Spel 1 · 4♠ door Zuid · NZ kwetsbaar · Gever Zuid');
    assert.equal(board.atTable?.text, '4♠ −1, NZ −100');
    assert.equal(board.rectified?.because, 'artikel 64A1: 2 slagen naar NZ');
  });

  it('reads the same after `fix` wrote Result ^11 and Score NS 650: the table result is not lost', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pbn-present-'));
    try {
      const file = path.join(folder, 'revoke.pbn');
      writeFileSync(file, REVOKE_BOARD);
      const { status, output } = await runCaptured(['fix', file]);
      assert.equal(status, 0);
      assert.match(output, /\[Result "\^11"\]/);
      const board = viewOf(output);
      assert.equal(board.atTable?.text, '4♠ −1, NS −100');
      assert.equal(board.rectified?.text, '4♠ +1, NS +650');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('says nothing rectified on a clean board', () => {
    const clean = REVOKE_BOARD.replace('H8 HJ S5 H7', 'H8 HJ H2 H7').replace('H6 HT H2 H5', 'H6 HT S5 H5');
    const board = viewOf(clean);
    assert.equal(board.rectified, undefined);
    assert.equal(board.atTable?.text, '4♠ −1, NS −100');
  });
});

describe('presentation: what the file says in words', () => {
  it('puts the auction notes as footnotes and a comment on the card it follows, suit escapes as symbols', () => {
    const text = REVOKE_BOARD
      .replace('4S Pass Pass Pass', '4S =1= Pass Pass Pass\n[Note "1:Namyats would show \\S"]')
      .replace('H8 HJ S5 H7', 'H8 HJ S5 {East still held \\H2} H7');
    const board = viewOf(text);
    assert.deepEqual(board.auction?.notes, [{ number: 1, text: 'Namyats would show ♠' }]);
    assert.equal(board.auction?.rows[0][0]?.note, 1);
    const revokeCard = board.tricks[6].cards.find((card) => card.seat === 'E')!;
    assert.equal(revokeCard.comment, 'East still held ♥2');
    const html = reportOf(text);
    assert.match(html, /<li value="1">Namyats would show ♠<\/li>/);
    assert.match(html, /<b>Trick 7, ♠5<\/b> East still held <span class="red">♥<\/span>2/);
  });

  it('escapes commentary (a comment with <b> stays text)', () => {
    const html = reportOf(REVOKE_BOARD.replace('[Auction "S"]', '{<b>bold</b> & more}\n[Auction "S"]'));
    assert.ok(html.includes('&lt;b&gt;bold&lt;/b&gt; &amp; more'));
    assert.ok(!html.includes('<b>bold</b>'));
  });

  it('tells the record\'s Irregularities events in words in the facts block', () => {
    const html = reportOf(REVOKE_BOARD.replace('[Auction "S"]', '[Irregularities "7 E Revoke S5 AfterRound"]\n[Auction "S"]'));
    assert.doesNotMatch(html, /The record notes no irregularity/);
    assert.match(html, /Trick 7, East: /);
  });
});

describe('presentation: hidden hands and the handout', () => {
  const hidden = REVOKE_BOARD.replace('[Auction "S"]', '[Hidden "EW"]\n[Auction "S"]');

  it('keeps the hands [Hidden] names out of the handout unless asked, and shows them then', () => {
    const board = viewOf(hidden);
    assert.deepEqual([board.hands.E?.hidden, board.hands.W?.hidden, board.hands.N?.hidden], [true, true, false]);
    const kept = reportOf(hidden, { layout: 'handout' });
    assert.ok(!kept.includes('♠ A 7 5'), "East's spades are not printed");
    assert.ok(kept.includes('♠ K Q 8 6 4 3 2'), "North's are");
    assert.match(kept, /<div class="name">East<\/div><div class="muted">hidden<\/div>/);
    assert.ok(reportOf(hidden, { layout: 'handout', showHidden: true }).includes('♠ A 7 5'));
  });

  it('lays out 1, 2 or 4 boards a page, A4 or Letter, with a neutral heading and no play or ruling', () => {
    const five = [1, 2, 3, 4, 5].map((number) => pbnGame({ ...EAST_RUFFS_AT_TRICK_7, boardNumber: number, result: '9', score: 'NS -100' })).join('\n');
    const pages = (html: string) => (html.match(/<div class="page">/g) ?? []).length;
    assert.equal(pages(reportOf(five, { layout: 'handout', perPage: 1 })), 5);
    assert.equal(pages(reportOf(five, { layout: 'handout', perPage: 2 })), 3);
    const four = reportOf(five, { layout: 'handout', perPage: 4, paper: 'Letter' });
    assert.equal(pages(four), 2);
    assert.match(four, /@page \{ size: letter;/);
    assert.match(reportOf(five, { layout: 'handout' }), /@page \{ size: A4;/);
    assert.match(four, /<h2>Board 3 · Dealer South · NS vulnerable<\/h2>|<h2>Board 3 · [^<]*Dealer South[^<]*<\/h2>/);
    assert.doesNotMatch(four, /4♠ by South/, 'the contract is the auction\'s to tell');
    assert.doesNotMatch(four, /Law 64A1|Revoke by East/, 'a handout carries no ruling');
    assert.match(four, /<title>Test<\/title>/, 'the Event is the title');
  });

  it('prints the commentary on the play in trick order with its card, though the play is left out (EN and NL)', () => {
    const text = REVOKE_BOARD
      .replace('H8 HJ S5 H7', 'H8 HJ S5 {East still held \\H2} H7')
      .replace('DK DT D7 DA', 'DK {The opening lead} DT D7 DA');
    const html = reportOf(text, { layout: 'handout' });
    assert.doesNotMatch(html, /<table class="play">/, 'the handout has no play table');
    const first = html.indexOf('<b>Trick 1, <span class="red">♦</span>K</b> The opening lead');
    const seventh = html.indexOf('<b>Trick 7, ♠5</b> East still held <span class="red">♥</span>2');
    assert.ok(first > 0 && seventh > first, 'trick 1 first, then trick 7 with the card it follows');
    assert.match(reportOf(text, { layout: 'handout' }, 'html', 'nl'), /<b>Slag 7, ♠5<\/b> East still held/);
  });

  it('leaves double dummy out of a handout with hidden hands unless they are shown', () => {
    const board = viewOf(hidden);
    const dd = { state: 'ready' as const, heading: 'Double dummy', caption: 'tricks', strains: ['NT', '♠', '♥', '♦', '♣'], declarerLabel: 'Declarer',
      rows: (['N', 'E', 'S', 'W'] as const).map((seat) => ({ seat, seatName: seat, tricks: [9, 10, 8, 7, 6] })), par: 'Par: 4♠ by N/S, NS +620' };
    const withDd = { ...board, dd };
    const kept = handoutBoardHtml(withDd, { perPage: 2, paper: 'A4' });
    assert.doesNotMatch(kept, /<table class="dd"/);
    assert.doesNotMatch(kept, /Par: 4♠/);
    assert.match(kept, /Left out: the double-dummy table and par would tell the hidden hands\./);
    const shown = handoutBoardHtml(withDd, { perPage: 2, paper: 'A4', showHidden: true });
    assert.match(shown, /<table class="dd"/);
    assert.match(shown, /Par: 4♠ by N\/S, NS \+620/);
    const open = handoutBoardHtml({ ...viewOf(REVOKE_BOARD), dd }, { perPage: 2, paper: 'A4' });
    assert.match(open, /<table class="dd"/, 'a board without hidden hands keeps its double dummy');
  });

  it('tells a teams match\'s two tables apart: the room and the teams in the title and under the heading, in the report and the handout (EN and NL)', () => {
    const room = (name: string) => REVOKE_BOARD.replace('[Auction "S"]', `[Room "${name}"]\n[HomeTeam "Netherlands"]\n[VisitTeam "Italy"]\n[Auction "S"]`);
    const both = `${room('Open')}\n${room('Closed')}`;
    const html = reportOf(both);
    assert.match(html, /<section class="board" aria-label="Board 1, Open room">/);
    assert.match(html, /<section class="board" aria-label="Board 1, Closed room">/);
    assert.match(html, /<p class="muted">Open room · Netherlands v Italy · /);
    assert.match(html, /<p class="muted">Closed room · Netherlands v Italy · /);
    assert.match(reportOf(both, {}, 'html', 'nl'), /<p class="muted">Gesloten zaal · Netherlands tegen Italy · /);
    assert.match(reportOf(both, {}, 'md'), /_Closed room · Netherlands v Italy · /);
    const handout = reportOf(both, { layout: 'handout', perPage: 2, paper: 'A4' }, 'html', 'nl');
    assert.match(handout, /<h2>Spel 1 · NZ kwetsbaar · Gever Zuid<\/h2><p class="muted">Open zaal · Netherlands tegen Italy<\/p>/);
    assert.match(handout, /<h2>Spel 1 · NZ kwetsbaar · Gever Zuid<\/h2><p class="muted">Gesloten zaal · Netherlands tegen Italy<\/p>/);
    assert.doesNotMatch(reportOf(REVOKE_BOARD), /room/, 'a pairs board names no room');
  });

  it('an undisputed claim is told with the play, not as a Law 68 ruling; a disputed one stays a provisional ruling (HTML, Markdown)', () => {
    const claim = readFileSync(path.join(__dirname, '..', '..', 'samples', 'claim.pbn'), 'latin1');
    const html = reportOf(claim);
    assert.doesNotMatch(html, /<h4>Law 68/);
    assert.match(html, /<p class="claim">The play stops after trick 9: a player claimed or conceded the last 4 tricks \(Law 68, Laws 2017\); by the Result NS takes 4 of them\.<\/p>/);
    assert.ok(html.indexOf('<p class="claim">') < html.indexOf('<h3>Rulings</h3>'), 'with the play, before the rulings');
    assert.match(html, /<h3>Rulings<\/h3><p>No irregularity found in the play\.<\/p>/);
    const markdown = reportOf(claim, {}, 'md');
    assert.doesNotMatch(markdown, /#### Law 68/);
    assert.ok(markdown.indexOf('a player claimed or conceded the last 4 tricks') < markdown.indexOf('### Rulings'));
    const disputed = reportOf(claim.replace('[Auction', '[Irregularities "10 N Claim - Disputed"]\n[Auction'));
    assert.match(disputed, /<h4>Law 70 \(Laws 2017\) <span class="badge">provisional, for the Director<\/span><\/h4>/);
    assert.doesNotMatch(disputed, /<p class="claim">/);
  });
});


describe('presentation: Dutch points', () => {
  // West holds ♦J and nothing higher: 1 point, "1 punt" in Dutch (not "1 punten"); North 16 (A K Q, K, K, K J).
  const ONE_POINT = '[Event "Punten"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
    + '[Deal "N:AKQ853.2.K2.KJ32 JT9642.85.Q5.Q65 7.AKQJT9643.A.A4 .7.JT987643.T987"]\n';

  it('keeps a hand\'s HCP count with its word on one line (the count sits in the name\'s muted span, which does not wrap)', () => {
    const html = reportOf(ONE_POINT);
    assert.match(html, /West <span class="muted">1 HCP<\/span>/);
    assert.match(html, /\.hand \.holding, \.hand \.name \.muted \{ white-space: nowrap; \}/);
  });

  it('says "1 punt" and "16 punten" in the Dutch report and handout, "1 HCP" in English', () => {
    for (const layout of [{}, { layout: 'handout', perPage: 2, paper: 'A4' }] as const) {
      const dutch = reportOf(ONE_POINT, layout, 'html', 'nl');
      assert.match(dutch, /West <span class="muted">1 punt<\/span>/);
      assert.match(dutch, /Noord <span class="muted">16 punten<\/span>/);
      assert.match(reportOf(ONE_POINT, layout), /West <span class="muted">1 HCP<\/span>/);
    }
  });
});
