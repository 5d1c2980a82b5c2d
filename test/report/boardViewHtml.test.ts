/**
 * The board view's page without VS Code: a strict Content-Security-Policy with the nonce on the
 * style and the script, no remote address, escaped text, the hands with every card tagged with
 * its trick, one centre panel per trick with the revoke flagged, a focusable labelled slider, the
 * auction, the ruling, the rectified outcome, Dutch labels, and the page for "no board".
 */
import assert from 'node:assert/strict';
import { boardViewHtml } from '../../client/src/boardViewHtml';
import { withPreviewPolicy } from '../../client/src/reportPreviewHtml';
import { boardData } from '../../server/src/features/board/boardData';
import { pbnGame } from '../support/pbnGame';
import { EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';
import { parsePbn } from './support';

const NONCE = 'bm9uY2Utb2YtdGVzdA==';
const CSP_SOURCE = 'vscode-webview://test';
const TEXT = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100', extraTags: ['[East "<img src=x onerror=alert(1)>"]'] });

function page(language: 'en' | 'nl' = 'en', step = 0): string {
  const { document, model } = parsePbn(TEXT, language);
  return boardViewHtml(boardData(document, model, { gameIndex: 1 }, language), { nonce: NONCE, cspSource: CSP_SOURCE, step, emptyMessage: 'none' });
}

describe('boardViewHtml', () => {
  const html = page();

  it('says the contract and "Before the opening lead" once on screen (the status line is for screen readers) and keys its card marks', () => {
    assert.equal((html.match(/Contract: 4♠ \(South\) · Before the opening lead/g) ?? []).length, 1);
    assert.match(html, /<p id="trick-status" class="visually-hidden" role="status" aria-live="polite"><\/p>/);
    assert.match(html, /<p class="muted">Bold in a coloured box: the card that won the trick\. Underlined: the card led\.<\/p>/);
    assert.match(page('nl'), /<p class="muted">Vet in een gekleurd kader: de kaart die de slag won\. Onderstreept: de kaart waarmee werd uitgekomen\.<\/p>/);
  });

  it('has a strict Content-Security-Policy with the nonce', () => {
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
    assert.ok(policy, 'a CSP meta element');
    assert.match(policy, /default-src 'none'/);
    assert.match(policy, new RegExp(`script-src 'nonce-${NONCE}'`));
    assert.match(policy, new RegExp(`style-src ${CSP_SOURCE} 'nonce-${NONCE}'`));
    assert.ok(!/unsafe-inline|unsafe-eval/.test(policy));
  });

  it('puts the nonce on its one script and its style, and loads nothing from elsewhere', () => {
    assert.equal((html.match(/<script/g) ?? []).length, 1);
    assert.match(html, new RegExp(`<script nonce="${NONCE}">`));
    assert.match(html, new RegExp(`<style nonce="${NONCE}">`));
    assert.ok(!/https?:|\/\/[a-z]/i.test(html.replace(/<meta http-equiv[^>]*>/, '')), 'no remote address');
    assert.ok(!/<link|<img|src=|@import|url\(/i.test(html.replace(/&lt;img src=x onerror=alert\(1\)&gt;/, '')), 'no resource');
  });

  it('escapes text from the file', () => {
    assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'));
    assert.ok(!html.includes('<img'));
  });

  it('draws the four hands, each card tagged with the trick it was played in', () => {
    for (const seat of ['N', 'E', 'S', 'W']) assert.match(html, new RegExp(`<div class="hand" data-seat="${seat}"`));
    assert.match(html, /<h3>West<\/h3><div class="cards"><div class="muted">16 HCP<\/div>/);
    // East's ♠5 went at trick 7.
    assert.match(html, /<div class="hand" data-seat="E"[^]*?<span class="card" data-played="7">5<\/span>/);
  });

  it('has one centre panel per trick, the revoke flagged and the trick captioned', () => {
    assert.equal((html.match(/<div class="trick" data-trick="\d+"/g) ?? []).length, 14);
    const trick7 = /<div class="trick" data-trick="7" hidden>.*?<\/div><\/div>/.exec(html)![0];
    assert.match(trick7, /<span class="played winning irregular"><span class="suit-S">♠<\/span>5<\/span><span class="flag" title="revoke" aria-hidden="true">R<\/span>/);
    assert.match(trick7, /Trick 7 of 13 · North led · East won · East ♠5: revoke/);
  });

  it('shows the chosen trick first, with a labelled, focusable slider and buttons', () => {
    const at7 = page('en', 7);
    assert.match(at7, /<div class="trick" data-trick="7">/);
    assert.match(at7, /<div class="trick" data-trick="0" hidden>/);
    assert.match(at7, /<input id="trick-slider" type="range" min="0" max="13" step="1" value="7" aria-label="Trick">/);
    assert.match(at7, /<button id="trick-previous" type="button" aria-label="Previous trick"/);
    assert.match(at7, /role="status" aria-live="polite"/);
    assert.match(page('en', 99), /value="13"/);
  });

  it('shows the auction, the ruling and the rectified Result and Score', () => {
    assert.match(html, /<th scope="col">South<\/th><th scope="col">West<\/th>/);
    assert.match(html, /<h3>Law 64A1 \(Laws 2017\)<\/h3><p>Revoke by East at trick 7/);
    assert.match(html, /Tricks transferred: 2 → NS \(64A1\)/);
    assert.match(html, /<td class="differs">NS 650<\/td>/);
    // 9 tricks in 4♠ vulnerable: −100 at the table; 11 after the transfer: +650 (Law 77).
    assert.match(html, /<strong>At the table:<\/strong> 4♠ −1, NS −100<\/p>/);
    assert.match(html, /<strong>Rectified:<\/strong> 4♠ \+1, NS \+650 <span class="muted">\(Law 64A1: 2 tricks to NS\)<\/span>/);
  });

  it('shows a void as a dash', () => {
    // West's ♠J goes to North and North's ♣6 to West: West is void in spades, North in clubs.
    const voids = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' })
      .replace(/\[Deal "[^"]*"\]/, '[Deal "N:KQJ86432.QJT.T3. A75.92.765.A8742 T9.A754.A82.T953 .K863.KQJ94.KQJ6"]').replace(/\[Play[^]*$/, '');
    const { document, model } = parsePbn(voids);
    const html = boardViewHtml(boardData(document, model, { gameIndex: 1 }, 'en'), { nonce: NONCE, cspSource: CSP_SOURCE, step: 0, emptyMessage: 'none' });
    assert.match(html, /aria-label="West ♠"><span class="suit-S">♠<\/span> <span class="muted" title="void">—<\/span>/);
    assert.match(html, /aria-label="North ♣"><span class="suit-C">♣<\/span> <span class="muted" title="void">—<\/span>/);
    // A Dutch page names the void in Dutch ("renonce").
    const dutch = boardViewHtml(boardData(document, model, { gameIndex: 1 }, 'nl'), { nonce: NONCE, cspSource: CSP_SOURCE, step: 0, emptyMessage: 'geen' });
    assert.match(dutch, /aria-label="West ♠"><span class="suit-S">♠<\/span> <span class="muted" title="renonce">—<\/span>/);
  });

  it('heads the board in bridge notation and starts the auction and play columns with the dealer, captioned', () => {
    assert.match(html, /<h1>Board 1 · 4♠ by South · NS vulnerable · Dealer South<\/h1>/);
    const play = /<table aria-label="Play">.*?<\/table>/.exec(html)![0];
    assert.match(play, /<caption>Columns start with the dealer, South\.<\/caption><tr><th scope="col">Trick<\/th><th scope="col">South<\/th><th scope="col">West<\/th><th scope="col">North<\/th><th scope="col">East<\/th>/);
  });

  it('keeps the hands [Hidden] names behind a "Show all hands" button, and shows notes, commentary and the file\'s problems', () => {
    const text = TEXT.replace('[Auction "S"]', '[Hidden "EW"]\n{Played at <b>table</b> 3}\n[Auction "S"]')
      .replace('4S Pass Pass Pass', '4S =1= Pass Pass Pass\n[Note "1:Namyats would show \\S"]')
      .replace('H8 HJ S5 H7', 'H8 HJ S5 {East held \\H2} H7')
      .replace('[Vulnerable "NS"]', '[Vulnerable "NS"]\n[Dealer "Q"]');
    const { document, model } = parsePbn(text);
    const hidden = boardViewHtml(boardData(document, model, { gameIndex: 1 }, 'en'), { nonce: NONCE, cspSource: CSP_SOURCE, step: 0, emptyMessage: 'none' });
    assert.match(hidden, /<div class="hand concealed" data-seat="E"[^>]*><h3>East [^]*?\(hidden\)/);
    assert.match(hidden, /<div class="hand" data-seat="N"/);
    assert.match(hidden, /<button id="show-hidden" type="button" aria-pressed="false">Show all hands<\/button>/);
    assert.match(hidden, /body\.show-hidden \.hand\.concealed \.cards \{ display: block; \}/);
    assert.match(hidden, /<li value="1">Namyats would show ♠<\/li>/);
    assert.match(hidden, /<li><strong>Trick 7, ♠5<\/strong> East held <span class="suit-H">♥<\/span>2<\/li>/);
    assert.match(hidden, /<p class="commentary">Played at &lt;b&gt;table&lt;\/b&gt; 3<\/p>/);
    assert.match(hidden, /<h2>What is wrong in the file<\/h2><ul class="problems"><li class="warning"><span class="muted">line 7:<\/span> Tag Dealer appears already in this game/);
    // In Dutch the line of a problem is a "regel", like the rest of the page.
    const dutch = boardViewHtml(boardData(document, model, { gameIndex: 1 }, 'nl'), { nonce: NONCE, cspSource: CSP_SOURCE, step: 0, emptyMessage: 'geen' });
    assert.match(dutch, /<h2>Wat er in het bestand niet klopt<\/h2><ul class="problems"><li class="warning"><span class="muted">regel 7:<\/span> /);
  });

  it('speaks Dutch', () => {
    const dutch = page('nl');
    assert.match(dutch, /<html lang="nl">/);
    assert.match(dutch, /aria-label="Vorige slag"/);
    assert.match(dutch, /<h2>Uitspraken<\/h2>/);
    assert.match(dutch, /Slag 7 van 13 · Noord kwam uit · Oost won/);
    assert.match(dutch, /<h1>Spel 1 · 4♠ door Zuid · NZ kwetsbaar · Gever Zuid<\/h1>/);
    assert.match(dutch, /<strong>Rechtgezet:<\/strong> 4♠ \+1, NZ \+650 <span class="muted">\(artikel 64A1: 2 slagen naar NZ\)<\/span>/);
    assert.match(dutch, /<h3>Oost <span class="muted">/, 'the seats in Dutch');
  });

  it('without a board, shows the message and no script', () => {
    const empty = boardViewHtml(undefined, { nonce: NONCE, cspSource: CSP_SOURCE, step: 0, emptyMessage: 'Place the <cursor>' });
    assert.match(empty, /Place the &lt;cursor&gt;/);
    assert.ok(!empty.includes('<script'));
    assert.match(empty, /Content-Security-Policy/);
  });
});

describe('board view and report preview pages (restored after a reload; previewed in VS Code)', () => {
  it('the board view page keeps its document in the webview state', () => {
    const { document, model } = parsePbn(pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' }));
    const html = boardViewHtml(boardData(document, model, { gameIndex: 1 }, 'en'), { nonce: NONCE, cspSource: CSP_SOURCE, step: 0, emptyMessage: 'none', documentUri: 'file:///club/board&7.pbn' });
    assert.match(html, /<body data-document="file:\/\/\/club\/board&amp;7\.pbn">/);
    assert.match(html, /vscode\.setState\(\{ step: step, uri: document\.body\.dataset\.document \}\)/);
  });

  it('the report preview allows inline styles and nothing else, and keeps the page as written', () => {
    const page = '<!DOCTYPE html>\n<html>\n<head>\n<style>body{}</style>\n</head>\n<body><p>x</p></body></html>';
    const previewed = withPreviewPolicy(page);
    assert.match(previewed, /<head>\n<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:;">/);
    assert.equal(previewed.replace(/\n<meta http-equiv[^>]*>/, ''), page);
  });
});
