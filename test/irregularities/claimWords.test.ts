/**
 * One finding per fault, in words that fit (issue 18 item 17, issue 19 item 6): a Result no claim
 * can give (more tricks than remain, fewer than already won) is reported once, by the claim, as
 * impossible — not also as a '^' to add, nor with a Score to write for it; thirteen tricks played
 * leave nothing to claim; a claim in the middle of a trick says so; one trick is "1 trick".
 */
import assert from 'node:assert/strict';
import { equityRestored, equityWarning, tableMismatchText } from '../../server/src/i18n/ddRulingTexts';
import { diagnosticMessage } from '../../server/src/i18n/diagnosticMessages';
import { CLEAN_ONE_DOWN } from '../rulings/boards';
import { pbnGame } from '../support/pbnGame';
import { open } from '../support/service';

/** 4♠ by South, West leads; NS win tricks 1, 3, 4, 8, 9 of the first nine (5), EW 2, 5, 6, 7 (4). */
const CLEAN = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100' });

/** The game with its first `tricks` trick lines (then `extra` lines), a claim mark, and Result `result`. */
function stoppedAfter(tricks: number, result: string, extra: string[] = [], tags: string[] = []): string {
  const lines = CLEAN.trimEnd().split('\n');
  const play = lines.indexOf('[Play "W"]');
  const head = lines.slice(0, play).map((line) => (line === '[Result "9"]' ? `[Result "${result}"]` : line));
  const auction = head.findIndex((line) => line.startsWith('[Auction'));
  head.splice(auction, 0, ...tags);
  return [...head, ...lines.slice(play, play + 1 + tricks), ...extra, '*', ''].join('\n');
}

function codes(text: string, language: 'en' | 'nl' = 'en') {
  return open(text, { language }).diagnostics.map((diagnostic) => diagnostic.code);
}

describe('claims and impossible Results: one finding, words that fit', () => {
  it('a Result of more tricks than remain: one error, the claim, saying the Result is impossible; no ^ to add, no Score to write', () => {
    const text = stoppedAfter(9, '13');
    const { diagnostics, service, document, settings } = open(text);
    assert.deepEqual(diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.severity]), [['pbn.ruling.claim', 1]]);
    assert.equal(diagnostics[0].message, 'The play stops after trick 9: a player claimed or conceded the last 4 tricks (Law 68, Laws 2017); but the Result is impossible: it gives NS 8 tricks more than it won in the play, and only 4 remain.');
    assert.deepEqual(service.getFixPlan(document, settings), []);
    assert.equal(open(text, { language: 'nl' }).diagnostics[0].message,
      'Het spel stopt na slag 9: een speler eiste de laatste 4 slagen op of stond ze af (artikel 68, Spelregels 2017); maar het Result kan niet: het geeft NZ 8 slagen meer dan het in het spel won, en er zijn er nog maar 4.');
  });

  it('a Result of fewer tricks than already won: one error, saying so (1 trick fewer)', () => {
    const { diagnostics } = open(stoppedAfter(9, '4'));
    assert.deepEqual(diagnostics.map((diagnostic) => diagnostic.code), ['pbn.ruling.claim']);
    assert.match(diagnostics[0].message, /but the Result is impossible: it gives NS 1 trick fewer than it already won in the play\.$/);
  });

  it('thirteen tricks played, then "*": no claim of "the last 0 tricks"; the Result that differs gets the ^ finding alone', () => {
    const text = stoppedAfter(13, '10');
    assert.deepEqual(codes(text).filter((code) => code !== 'pbn.score.mismatch'), ['pbn.result.caret-required']);
    assert.doesNotMatch(open(text).diagnostics.map((diagnostic) => diagnostic.message).join('\n'), /last 0 tricks|claimed or conceded/);
  });

  it('a claim after two cards of trick 10 stops "during trick 10, after 2 cards"', () => {
    const { diagnostics } = open(stoppedAfter(9, '13', ['C3 D8 - -']));
    assert.match(diagnostics[0].message, /^The play stops during trick 10, after 2 cards: a player claimed or conceded the last 4 tricks/);
    assert.match(open(stoppedAfter(9, '13', ['C3 D8 - -']), { language: 'nl' }).diagnostics[0].message, /^Het spel stopt tijdens slag 10, na 2 kaarten:/);
  });

  it('a claim of the last trick says "the last trick" (singular), in both languages', () => {
    const text = stoppedAfter(12, '9', [], ['[Irregularities "13 S Claim - Agreed"]']);
    const [claim] = open(text).diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.ruling.claim');
    assert.equal(claim.message, 'The play stops after trick 12: South claimed or conceded the last trick (Law 68, Laws 2017); by the Result NS takes it; the other side agreed.');
    const [dutch] = open(text, { language: 'nl' }).diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.ruling.claim');
    assert.equal(dutch.message, 'Het spel stopt na slag 12: Zuid eiste de laatste slag op of stond hem af (artikel 68, Spelregels 2017); volgens het Result krijgt NZ hem; de andere partij stemde in.');
  });

  it('one trick is "1 trick" / "1 slag" in the other texts that count tricks', () => {
    const facts = { side: 'EW' as const, offender: 'N' as const, withLegalCard: 1, afterRevokeTrick: 0, damage: 1, transfer: 1, law: '64A2', without: 1, after: 1 };
    assert.equal(equityRestored(facts, 'en'), 'Double dummy the revoke cost EW 1 trick (1 with North\'s best legal card, 0 after the revoke trick); the transfer gives them 1 trick: without the revoke EW would take 1 trick, as rectified 1, so the rectification makes up for the damage.');
    assert.equal(equityRestored(facts, 'nl'), 'Dubbel dummy kostte de verzaking OW 1 slag (1 met de beste reglementaire kaart van Noord, 0 na de slag van de verzaking); de overdracht geeft OW 1 slag: zonder de verzaking zou OW 1 slag maken, rechtgezet 1, dus de rechtzetting maakt de schade goed.');
    assert.match(equityWarning({ ...facts, side: 'NS', damage: 2, withLegalCard: 2, without: 2, citation: 'Law 64C', adjusted: '1NT-5 S' }, 'en'), /the revoke cost NS 2 tricks .*without the revoke NS would take 2 tricks/);
    assert.equal(tableMismatchText({ tag: 'DoubleDummyTricks', declarer: 'N', strain: 'S', found: '2', expected: '1' }, 'en'), 'DoubleDummyTricks: North in ♠ takes 1 trick double dummy, not 2 (digit 1)');
    assert.match(diagnosticMessage('pbn.result.caret-required', { value: '3', declaringSide: 'NS', won: 1, defenders: 12 }, 'en'), /NS won 1 trick and the defenders 12/);
    assert.match(diagnosticMessage('pbn.result.caret-required', { value: '3', declaringSide: 'NS', won: 1, defenders: 12 }, 'nl'), /NZ 1 slag maakte/);
    assert.match(diagnosticMessage('pbn.irregularities.trick-beyond-record', { event: 'Claim', trick: 5, recorded: 1 }, 'en'), /records only 1 trick\.$/);
  });
});
