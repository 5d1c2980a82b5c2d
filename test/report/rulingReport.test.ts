/**
 * The ruling report in HTML and Markdown on the board where East ruffs at trick 7: the ruling
 * text and article, the marked revoke card, the hand diagram with HCP, the columns from the
 * dealer, the results in bridge notation (4♠ −1, NS −100 at the table; 4♠ +1, NS +650 rectified), escaping of `<` in a player's name and in the event, a self-contained page
 * (no script, no remote address), the file scope with two boards, and Dutch output.
 */
import assert from 'node:assert/strict';
import { rulingReport } from '../../server/src/features/report/rulingReport';
import { escapeHtml, escapeMarkdown } from '../../server/src/features/report/escape';
import { pbnGame } from '../support/pbnGame';
import { CLEAN_ONE_DOWN, EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';
import { parsePbn } from './support';

const HOSTILE_NAME = 'Jan <script>alert(1)</script> & Co';
const REVOKE_BOARD = pbnGame({
  ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100',
  extraTags: [`[West "${HOSTILE_NAME}"]`, '[North "A | B *bold*"]'],
});

function report(text: string, format: 'html' | 'md', language: 'en' | 'nl' = 'en', scope: { gameIndex: number } | 'file' = { gameIndex: 1 }): string {
  const { document, model } = parsePbn(text, language);
  return rulingReport(document, model, scope, format, language)!;
}

describe('rulingReport (HTML)', () => {
  const html = report(REVOKE_BOARD, 'html');

  it('is one self-contained page: inline CSS with a dark scheme, no script, no remote address', () => {
    assert.match(html, /^<!DOCTYPE html>\n<html lang="en">/);
    assert.match(html, /<style>[\s\S]*prefers-color-scheme: dark[\s\S]*<\/style>/);
    assert.ok(!/<script/i.test(html), 'no script element');
    assert.ok(!/http/i.test(html), 'no http(s) address');
    assert.ok(!/<link|<img|@import|url\(/i.test(html), 'no external resource');
  });

  it('escapes text from the file (a player called <script>…)', () => {
    assert.ok(html.includes('Jan &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co'));
    assert.ok(!html.includes(HOSTILE_NAME));
  });

  it('has the title, the hand diagram with HCP and the auction', () => {
    assert.match(html, /<title>Ruling report — board\.pbn — Board 1<\/title>/);
    assert.match(html, /<h2>Board 1 · 4♠ by South · NS vulnerable · Dealer South<\/h2>/);
    assert.match(html, /<div class="name">North <span class="muted">A \| B \*bold\*<\/span> <span class="muted">8 HCP<\/span>/);
    assert.match(html, /<div class="name">West [^]*?16 HCP/);
    // South deals, so every column order starts with South, and a caption says so.
    assert.match(html, /<caption>Columns start with the dealer, South\.<\/caption><tr><th scope="col">South<\/th><th scope="col">West<\/th><th scope="col">North<\/th><th scope="col">East<\/th>/);
  });

  it('marks the revoke card in the play table (trick 7, East\'s ♠5, flagged R)', () => {
    const row = /<tr><th scope="row">7<\/th>.*?<\/tr>/.exec(html)![0];
    assert.match(row, /<td class="won"><mark>♠5<\/mark><sup class="flag" title="revoke">R<\/sup><\/td>/);
    assert.match(row, /<td class="led"><span class="mark" title="led">▸<\/span><span class="red">♥<\/span>J<\/td>/);
    assert.match(html, /<p class="legend muted">▸ led · <b>won<\/b> · <sup class="flag">R<\/sup> revoke<\/p>/, 'the legend explains only the flags used');
    assert.doesNotMatch(html, /\(\^L\)|lead out of turn/, 'no flag that the table does not use, and no PBN notation');
  });

  it('gives the ruling with its article and explanation, the transfer and the rectified Result and Score', () => {
    assert.match(html, /<h4>Law 64A1 \(Laws 2017\)<\/h4><p>Revoke by East at trick 7 \(♠5 while holding <span class="red">♥<\/span>2\), established at trick 8: [^<]*2 tricks to NS/);
    assert.match(html, /<p class="explanation">Law 64A1 \(Laws 2017\): /);
    // 9 tricks in 4♠ vulnerable: one down, −100; with 2 tricks transferred 11: one over, +650 (Law 77).
    assert.match(html, /<b>At the table:<\/b> 4♠ −1, NS −100<\/p>/);
    assert.match(html, /<b>Rectified:<\/b> 4♠ \+1, NS \+650 \(Law 64A1: 2 tricks to NS\)<\/p>/);
    assert.match(html, /<b>Laws in force:<\/b> Laws 2017 \(inferred from 2024\)/);
    assert.match(html, /Director and time: <span class="blank">/, 'the facts block has lines to fill in');
  });

  it('covers every board for the file scope and says so when there is no irregularity', () => {
    const two = `${REVOKE_BOARD}\n${pbnGame({ ...CLEAN_ONE_DOWN, boardNumber: 2, result: '9', score: 'NS -100' })}`;
    const page = report(two, 'html', 'en', 'file');
    assert.equal((page.match(/<section /g) ?? []).length, 2);
    assert.match(page, /<title>Ruling report — board\.pbn<\/title>/);
    assert.match(page, /No irregularity found in the play\./);
  });

  it('is undefined when there is no such game', () => {
    const { document, model } = parsePbn(REVOKE_BOARD);
    assert.equal(rulingReport(document, model, { gameIndex: 5 }, 'html', 'en'), undefined);
  });

  it('speaks Dutch', () => {
    const dutch = report(REVOKE_BOARD, 'html', 'nl');
    assert.match(dutch, /<html lang="nl">/);
    assert.match(dutch, /<title>Verslag van de uitspraak — board\.pbn — Spel 1<\/title>/);
    assert.match(dutch, /<h4>Artikel 64A1 \(Spelregels 2017\)<\/h4><p>Verzaking door Oost in slag 7/);
    assert.match(dutch, /<h2>Spel 1 · 4♠ door Zuid · NZ kwetsbaar · Gever Zuid<\/h2>/);
    assert.match(dutch, /<b>Aan tafel:<\/b> 4♠ −1, NZ −100<\/p>/);
    assert.match(dutch, /<b>Rechtgezet:<\/b> 4♠ \+1, NZ \+650 \(artikel 64A1: 2 slagen naar NZ\)/);
    assert.match(dutch, /<div class="holding">♠ H V 8 6 4 3 2<\/div>/, 'Dutch ranks H V B');
    assert.match(dutch, /title="verzaking">R</);
  });
});

describe('rulingReport (Markdown)', () => {
  const markdown = report(REVOKE_BOARD, 'md');

  it('has a title, facts and a hand table with HCP', () => {
    assert.match(markdown, /^# Ruling report — board\.pbn — Board 1\n/);
    assert.match(markdown, /^## Board 1 · 4♠ by South · NS vulnerable · Dealer South$/m);
    // Columns from the dealer: South, West, North, East.
    assert.match(markdown, /^\| ♠ \| 10 9 \| J \| K Q 8 6 4 3 2 \| A 7 5 \|$/m);
    assert.match(markdown, /^\| HCP \| 8 \| 16 \| 8 \| 8 \|$/m);
  });

  it('escapes what would break a table or open a tag', () => {
    assert.ok(markdown.includes('Jan &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co'));
    assert.ok(markdown.includes('A \\| B \\*bold\\*'));
    assert.ok(!markdown.includes('<script'));
  });

  it('marks the revoke in the play table and gives the ruling, the transfer and the rectified outcome', () => {
    assert.match(markdown, /^\| 7 \| ♥7 \| ♥8 \| ▸♥J \| \*\*♠5\*\* \(R\) \|$/m);
    assert.match(markdown, /▸ led, \*\*won\*\*, \(R\) revoke\.$/m);
    assert.match(markdown, /#### Law 64A1 \(Laws 2017\)\n\nRevoke by East at trick 7/);
    assert.match(markdown, /^> Law 64A1 \(Laws 2017\): /m);
    assert.match(markdown, /^\*\*At the table:\*\* 4♠ −1, NS −100 {2}$/m);
    assert.match(markdown, /^\*\*Rectified:\*\* 4♠ \+1, NS \+650 \(Law 64A1: 2 tricks to NS\)$/m);
  });

  it('speaks Dutch', () => {
    const dutch = report(REVOKE_BOARD, 'md', 'nl');
    assert.match(dutch, /^# Verslag van de uitspraak/);
    assert.match(dutch, /^\| 7 \| ♥7 \| ♥8 \| ▸♥B \| \*\*♠5\*\* \(R\) \|$/m);
    assert.match(dutch, /#### Artikel 64A1 \(Spelregels 2017\)\n\nVerzaking door Oost/);
    assert.match(dutch, /^\*\*Rechtgezet:\*\* 4♠ \+1, NZ \+650 \(artikel 64A1: 2 slagen naar NZ\)$/m);
  });
});

describe('report escaping', () => {
  it('escapes HTML special characters', () => {
    assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('escapes Markdown punctuation, pipes, tags and line breaks', () => {
    assert.equal(escapeMarkdown('a|b *c* _d_ <e>\nf'), 'a\\|b \\*c\\* \\_d\\_ &lt;e&gt; f');
  });
});
