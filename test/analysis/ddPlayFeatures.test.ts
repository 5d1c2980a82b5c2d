/**
 * The play card by card: AnalysePlay's trace read as costs (a card of declarer's side after which
 * its total drops, a defender's after which it rises), in the card hover, as inlay hints when
 * `pbn.analysis.cardCost` is on, and as the board view's −1 badge. The two-card ending of
 * support/ddBoards.ts is counted by hand: North, on lead in no trump, takes 1 trick by cashing
 * the ♠A first and none by leading the ♣2; East, discarding on the ♠A, must keep his ♣A.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardData } from '../../server/src/features/board/boardData';
import { boardViewHtml } from '../../client/src/boardViewHtml';
import { answeredService } from './support/answered';
import { endingBoard, game } from './support/ddBoards';
import { describeWith } from './support/ddEngine';

/** Declarer's mistake: ♣2 first, East's ♣A wins and his ♥A takes the last trick. */
const DECLARER_ERRS = endingBoard(['C2 CA D2 DK', 'SA HA S3 DA']);
/** The defence's mistake: on the ♠A East lets the ♣A go, so North's ♣2 wins the last trick. */
const DEFENDER_ERRS = endingBoard(['SA CA S3 DK', 'C2 HA D2 DA']);

/** The hover text of the card written `card` in the play rows of `text`. */
async function cardHover(text: string, card: string, language: 'en' | 'nl' = 'en'): Promise<string> {
  const { service, document, settings } = await answeredService(text, { language });
  const lines = text.split('\n');
  const line = lines.findIndex((candidate, index) => index > lines.indexOf('[Play "N"]') && candidate.split(' ').includes(card));
  const hover = service.doHover(document, { line, character: lines[line].indexOf(card) + 1 }, settings);
  return (hover?.contents as { value: string }).value;
}

describeWith('engine', 'double dummy: the play card by card', () => {
  it('the two plays are legal (no revoke, no card not held)', async () => {
    for (const text of [DECLARER_ERRS, DEFENDER_ERRS]) {
      const { service, document, settings } = await answeredService(text);
      assert.deepEqual(service.doValidation(document, settings), []);
    }
  });

  it('the card hover says what declarer\'s ♣2 cost: 1 trick before, 0 after', async () => {
    assert.match(await cardHover(DECLARER_ERRS, 'C2'), /\n\nDD: 1 trick before, 0 after: this card cost declarer a trick$/);
    assert.match(await cardHover(DECLARER_ERRS, 'CA'), /\n\nDD: 0 tricks for declarer before and after this card$/);
  });

  it('a defender\'s card after which declarer\'s total rises cost the defenders: East\'s ♣A discard', async () => {
    assert.match(await cardHover(DEFENDER_ERRS, 'CA'), /DD: 1 trick before, 2 after: this card cost the defenders a trick$/);
    assert.match(await cardHover(DEFENDER_ERRS, 'SA'), /DD: 1 trick for declarer before and after this card$/);
    assert.match(await cardHover(DEFENDER_ERRS, 'CA', 'nl'), /DD: 1 slag vóór, 2 na: deze kaart kostte de tegenspelers een slag$/);
  });

  it('inlay hints show "DD −1" after the costly card only when pbn.analysis.cardCost is on', async () => {
    const { service, document, settings } = await answeredService(DECLARER_ERRS);
    const range = { start: { line: 0, character: 0 }, end: { line: 20, character: 0 } };
    const off = service.getInlayHints(document, range, settings).filter((hint) => String(hint.label).startsWith('DD'));
    assert.deepEqual(off, []);
    const on = service.getInlayHints(document, range, { ...settings, analysis: { cardCost: true } }).filter((hint) => String(hint.label).startsWith('DD'));
    const playLine = DECLARER_ERRS.split('\n').indexOf('C2 CA D2 DK');
    assert.deepEqual(on.map((hint) => [hint.label, hint.position]), [['DD −1', { line: playLine, character: 2 }]]);
  });

  it('the "DD −1" of a trick\'s last card comes before the trick summary at the same place', async () => {
    // A two-card ending in no trump, North to lead: N ♠K ♣2, E ♥3 2, S ♦3 2, W ♠A 5. On the ♠K West must
    // win the ♠A and cash the ♠5 (the defenders take both tricks); ducking with the ♠5, the last card of
    // the line, lets North's ♣2 take the second trick too: it cost the defenders 2 tricks.
    const text = game({ Deal: 'N:K...2 .32.. ..32. A5...', Declarer: 'N', Contract: 'NT' }, ['[Play "N"]', 'SK H2 D2 S5', 'C2 H3 D3 SA']);
    const { service, document, settings } = await answeredService(text);
    const playLine = text.split('\n').indexOf('SK H2 D2 S5');
    const range = { start: { line: 0, character: 0 }, end: { line: 20, character: 0 } };
    const atLineEnd = service.getInlayHints(document, range, { ...settings, analysis: { cardCost: true } })
      .filter((hint) => hint.position.line === playLine && hint.position.character === 'SK H2 D2 S5'.length).map((hint) => String(hint.label));
    assert.equal(atLineEnd.length, 2, `the cost and the summary: ${JSON.stringify(atLineEnd)}`);
    assert.equal(atLineEnd[0], 'DD −2');
    assert.match(atLineEnd[1], /^← N led · N won/);
  });

  it('the board view marks the costly card −1, and the page draws the badge with its words', async () => {
    const { service, document, settings } = await answeredService(DECLARER_ERRS);
    const board = boardData(document, service.parse(document, settings)!, { gameIndex: 1 }, 'en', service.getAnalysis(settings))!;
    const costly = board.tricks.flatMap((trick) => trick.cards).filter((card) => card.ddCost);
    assert.deepEqual(costly.map((card) => [card.seat, card.card, card.ddCost]), [['N', 'C2', 1]]);
    const html = boardViewHtml(board, { nonce: 'n', cspSource: 'c', step: 0, emptyMessage: '' });
    assert.match(html, /<span class="flag dd-cost" title="DD: 1 trick before, 0 after: this card cost declarer a trick" aria-hidden="true">−1<\/span>/);
    assert.match(html, /<section class="dd" aria-label="Double dummy"><h2>Double dummy<\/h2><table class="dd-grid"/);
  });

  it('a trick with a revoke is read whole: no card of it is blamed for what the revoke gained', async () => {
    // samples/revoke-equity.pbn: East discards ♥2 on North's ♠A at trick 3 holding ♠Q93. Before that
    // trick NS take 10 double dummy (counted by hand in ddEquity.test.ts).
    const sample = readFileSync(join(__dirname, '..', '..', 'samples', 'revoke-equity.pbn'), 'latin1');
    const { service, document, settings } = await answeredService(sample);
    const board = boardData(document, service.parse(document, settings)!, { gameIndex: 1 }, 'en', service.getAnalysis(settings))!;
    assert.deepEqual(board.tricks[2].cards.filter((card) => card.ddCost), []);
    const line = sample.split('\r\n').indexOf('^R H2 S5 S6 SA');
    const hoverAt = (character: number) => (service.doHover(document, { line, character }, settings)?.contents as { value: string }).value;
    // The revoke card ♥2: its equity note (beside the hover) is the one DD statement, the hover adds none.
    assert.doesNotMatch(hoverAt(4), /DD:/);
    // Another card of the trick: what the revoke cost, in the equity note's numbers (10 with ♠3, 7 after the trick).
    assert.match(hoverAt(7), /\n\nDD: East's revoke in this trick cost NS 3 tricks \(10 with East's best legal card, 7 after the trick; Law 64C1\)$/);
  });

  // Issue 31 item 6. samples/revoke-unmarked.pbn, trick 7 (N ♥J, E ♠5 ruffing while holding hearts,
  // S ♥7, W ♥5): the ruff gains nothing, NS take 9 double dummy with East's best legal card and 9
  // after the trick (ddEquityDecision.test.ts); declarer's own ♥J lead had dropped them from 10 to 9.
  // The hover said "10 before this trick, 9 after it" beside the equity note's "cost NS no trick
  // (9 … 9)"; now it says one thing.
  for (const [language, expected] of [
    ['en', "DD: East's revoke in this trick cost NS no trick (9 with East's best legal card, 9 after the trick; Law 64C1)"],
    ['nl', 'DD: de verzaking van Oost in deze slag kostte NZ geen slag (9 met de beste reglementaire kaart van Oost, 9 na de slag; artikel 64C1)'],
  ] as const) {
    it(`a revoke that cost nothing: the trick's hovers say so in the Law 64C numbers, never "10 before, 9 after" (${language})`, async () => {
      const sample = readFileSync(join(__dirname, '..', '..', 'samples', 'revoke-unmarked.pbn'), 'latin1');
      const { service, document, settings } = await answeredService(sample, { language });
      const line = sample.split('\r\n').indexOf('H5 HJ S5 H7');
      const hoverAt = (card: string) => (service.doHover(document, { line, character: 'H5 HJ S5 H7'.indexOf(card) + 1 }, settings)?.contents as { value: string }).value;
      assert.doesNotMatch(hoverAt('S5'), /DD:/);
      for (const card of ['H5', 'HJ', 'H7']) {
        const text = hoverAt(card);
        assert.ok(text.endsWith(`\n\n${expected}`), text);
        assert.doesNotMatch(text, /10/);
      }
    });
  }

  it('with double dummy turned off the service shows none of it', async () => {
    const { service, document, settings } = await answeredService(DECLARER_ERRS);
    const off = { ...settings, analysis: { enabled: false } };
    const lines = DECLARER_ERRS.split('\n');
    const hover = service.doHover(document, { line: lines.indexOf('C2 CA D2 DK'), character: 1 }, off);
    assert.doesNotMatch((hover?.contents as { value: string }).value, /DD:/);
    assert.equal(service.getAnalysis(off), undefined);
    assert.deepEqual(service.analysisQuestions(document, off), []);
  });
});
