/**
 * Hover on the revoke board (see boards.ts for the hand count): a revoke card with its ruling and
 * the article explained, an ordinary card, the Deal diagram with HCP, the edition on Date and
 * Laws, the irregularity marks and Irregularities words, in English and Dutch.
 */
import assert from 'node:assert/strict';
import { MarkupContent } from 'vscode-languageserver-types';
import { REVOKE_BOARD } from './boards';
import { openDocument, positionOf, textAt } from './support';

function hoverText(text: string, needle: string, options: { occurrence?: number; shift?: number; language?: 'en' | 'nl'; lawsEdition?: string } = {}): string | undefined {
  const { service, document, settings } = openDocument(text, options.language ?? 'en', { lawsEdition: options.lawsEdition });
  const hover = service.doHover(document, positionOf(document, needle, options.occurrence ?? 0, options.shift ?? 0), settings);
  return hover ? (hover.contents as MarkupContent).value : undefined;
}

describe('features: hover', () => {
  it('tells who played a revoke card, in which trick, that it won, what was held, and the ruling', () => {
    const text = hoverText(REVOKE_BOARD, 'S5')!;
    assert.match(text, /^\*\*♠5\*\* — played by East · trick 7 · won the trick · revoke \(still held ♥2\)/);
    assert.ok(text.includes('N ♥J · **E ♠5** · S ♥7 · W ♥8'), 'the trick in playing order, North led');
    assert.ok(!text.includes('Revoke by East'), 'the ruling once: the editor shows its diagnostic beside the hover');
    assert.ok(text.includes('_Law 64A1 (Laws 2017): The offender won the revoke trick himself'));
    assert.ok(!text.includes('assumption'), '2017 has no assumptions');
  });

  it('says when the rule is an assumption for the edition, in Dutch', () => {
    const text = hoverText(REVOKE_BOARD, 'S5', { language: 'nl', lawsEdition: '1987' })!;
    assert.ok(text.includes('gespeeld door Oost · slag 7 · won de slag'));
    assert.ok(text.includes('N ♥B · **O ♠5** · Z ♥7 · W ♥8'), 'Dutch seat letters and ranks');
    assert.ok(text.includes('_Artikel 64A1 (Spelregels 1987)'));
    assert.ok(text.includes('Deze regel is een aanname voor 1987'));
  });

  it('gives the ruling on a lead out of turn at the card that led', () => {
    const text = hoverText(REVOKE_BOARD.replace('DK DT D7 DA', 'DK ^L DT D7 DA'), 'DT')!;
    assert.match(text, /^\*\*♦10\*\* — played by North · trick 1 · led the trick$/m);
    assert.ok(text.includes('N ♦10 · E ♦7 · **S ♦A** · W ♦K'), 'North led, South won');
    assert.ok(!text.includes('North led ♦10 out of turn'), 'its diagnostic is on this card: shown once, by the editor');
    assert.match(text, /_Law 53A \(Laws 2017\): A lead faced out of turn may be accepted/);
  });

  it('marks the leader and winner of an ordinary trick', () => {
    const text = hoverText(REVOKE_BOARD, 'DK')!;
    assert.match(text, /^\*\*♦K\*\* — played by West · trick 1 · led the trick$/m);
    assert.ok(text.includes('W ♦K · N ♦10 · E ♦7 · **S ♦A**'));
  });

  it('draws the deal compactly (six lines, one per hand and its heading), HCP per hand, North on top', () => {
    const text = hoverText(REVOKE_BOARD, '[Deal ')!;
    const lines = text.split('\n');
    assert.equal(lines[0], '```text');
    assert.equal(lines[1].trim(), 'North 8 HCP');
    assert.equal(lines[2].trim(), '♠KQ86432 ♥QJ10 ♦103 ♣6');
    assert.match(lines[3], /^West 16 HCP\s+East 8 HCP$/);
    assert.match(lines[4], /^♠J ♥K863 ♦KQJ94 ♣KQJ\s+♠A75 ♥92 ♦765 ♣A8742$/);
    assert.equal(lines[5].trim(), 'South 8 HCP');
    assert.equal(lines[6].trim(), '♠109 ♥A754 ♦A82 ♣10953');
    assert.equal(lines[7], '```');
  });

  it('draws the Dutch deal with H V B and punten', () => {
    const lines = hoverText(REVOKE_BOARD, '[Deal ', { language: 'nl' })!.split('\n');
    assert.equal(lines[1].trim(), 'Noord 8 punten');
    assert.equal(lines[2].trim(), '♠HV86432 ♥VB10 ♦103 ♣6');
    // West with the ♦J alone of the honours: "1 punt", not "1 punten".
    const onePoint = REVOKE_BOARD.replace(/\[Deal "[^"]*"\]/, '[Deal "N:AKQ853.2.K2.KJ32 JT9642.85.Q5.Q65 7.AKQJT9643.A.A4 .7.JT987643.T987"]');
    assert.match(hoverText(onePoint, '[Deal ', { language: 'nl' })!.split('\n')[3], /^West 1 punt\s+Oost 5 punten$/);
  });

  it('gives the edition in force and its source on Date and Laws', () => {
    assert.equal(hoverText(REVOKE_BOARD, 'Date'), '**Laws 2017 (inferred from 2024)**');
    const withLaws = REVOKE_BOARD.replace('[Scoring "MP"]', '[Scoring "MP"]\n[Laws "1997"]');
    assert.equal(hoverText(withLaws, '[Laws', { language: 'nl' }), '**Spelregels 1997 (uit de [Laws]-tag)**');
  });

  it('explains the irregularity marks and the Irregularities words', () => {
    const marked = REVOKE_BOARD.replace('H8 HJ S5 H7', 'H8 HJ ^R S5 H7').replace('[Auction "N"]\nPass Pass 1S', '[Auction "N"]\nPass Pass ^I 1S');
    assert.match(hoverText(marked, '^R')!, /^\*\*\^R\*\* — an established revoke/);
    assert.match(hoverText(marked, '^I', { language: 'nl' })!, /onvoldoende bod/);
    const annotated = REVOKE_BOARD.replace('[Scoring "MP"]', '[Scoring "MP"]\n[Irregularities "7 E Revoke S5 Corrected"]');
    assert.match(hoverText(annotated, 'Revoke S5', { shift: 2 })!, /^\*\*Revoke\*\* \(Laws 61-64\)/);
    assert.match(hoverText(annotated, 'Corrected')!, /^\*\*Corrected\*\* \(Revoke\): withdrawn before it was established/);
  });

  it('explains a ^ before the Declarer and Result values', () => {
    const rectified = REVOKE_BOARD.replace('[Result "9"]', '[Result "^11"]');
    assert.match(hoverText(rectified, '[Result')!, /^\*\*\^\*\* before the result — the result differs from the tricks won/);
    assert.equal(hoverText(REVOKE_BOARD, '[Result'), undefined);
  });

  it('says who writes a producer\'s tag that is not PBN 2.1 (DoubleDummyTricks: RealBridge and BridgeComposer)', () => {
    const text = REVOKE_BOARD.replace('[Deal ', '[DoubleDummyTricks "a9a9a4a4c9c97c7c98"]\n[Deal ');
    assert.equal(hoverText(text, 'DoubleDummyTricks', { shift: 2 }), '**DoubleDummyTricks** — not a PBN 2.1 tag; written by RealBridge and BridgeComposer: the tricks each declarer takes double dummy in each strain (20 hexadecimal digits).');
    assert.ok(hoverText(text, 'DoubleDummyTricks', { shift: 2, language: 'nl' })!.startsWith('**DoubleDummyTricks** — geen PBN 2.1-tag; RealBridge en BridgeComposer schrijven hem'));
  });

  it('follows changed settings at once in one service (no texts cached)', () => {
    const { service, document, settings } = openDocument(REVOKE_BOARD);
    const at = positionOf(document, 'Date');
    const value = (current: typeof settings) => (service.doHover(document, at, current)!.contents as MarkupContent).value;
    assert.equal(value(settings), '**Laws 2017 (inferred from 2024)**');
    assert.equal(value({ language: 'nl' }), '**Spelregels 2017 (afgeleid uit 2024)**');
    assert.equal(value({ language: 'nl', lawsEdition: '1997' }), '**Spelregels 1997 (uit de instelling pbn.laws.edition)**');
    assert.equal(value({ language: 'en', lawsEdition: 'auto' }), '**Laws 2017 (inferred from 2024)**');
  });

  it('answers nothing between tags and a range on the hovered card', () => {
    const { service, document, settings } = openDocument(REVOKE_BOARD);
    assert.equal(service.doHover(document, positionOf(document, 'Pass Pass 1S', 0, 4), settings), undefined);
    const hover = service.doHover(document, positionOf(document, 'CQ'), settings)!;
    assert.equal(textAt(document, hover.range!), 'CQ');
  });
});
