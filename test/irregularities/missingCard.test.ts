/**
 * The quick-fix for an Irregularities event written without its card (issue 32 item 5):
 * `10 N Claim Agreed` (four fields, the fourth a choice of the event) gets "Write - for the card
 * nobody noted", which inserts `-` before the choice; the event then reads cleanly. An event of
 * four fields whose fourth is no choice gets no such fix (its missing field is not the card).
 */
import assert from 'node:assert/strict';
import { pbnGame } from '../support/pbnGame';
import { applyAction, open, withCode } from '../support/service';

const BOARD = { declarer: 'S', contract: '4S', tricks: ['W:HA H2 H3 H4', 'W:HK H5 H6 H7'], result: '10', score: '420' } as const;

function gameWith(irregularities: string): string {
  return pbnGame({ ...BOARD, extraTags: ['[Laws "2017"]', `[Irregularities "${irregularities}"]`] });
}

describe('quick-fix: the card of an Irregularities event', () => {
  it('writes - for the card of "10 N Claim Agreed", after which the tag has no syntax error', () => {
    const text = gameWith('3 W PenaltyCard HK Major; 10 N Claim Agreed');
    const { document, diagnostics, actionsFor } = open(text);
    const [syntax] = withCode(diagnostics, 'pbn.irregularities.syntax');
    assert.ok(syntax, 'the four fields are reported');
    const fixes = actionsFor(syntax).filter((action) => action.title.startsWith('Write -'));
    assert.deepEqual(fixes.map((action) => action.title), ['Write - for the card nobody noted: 10 N Claim - Agreed']);
    const fixed = applyAction(document, fixes[0]);
    assert.ok(fixed.includes('[Irregularities "3 W PenaltyCard HK Major; 10 N Claim - Agreed"]'));
    assert.deepEqual(withCode(open(fixed).diagnostics, 'pbn.irregularities.syntax'), []);
  });

  it('offers it in Dutch, and not where the fourth field is no choice of the event', () => {
    const dutch = open(gameWith('10 N Claim Agreed'), { language: 'nl' });
    const titles = dutch.actionsFor(withCode(dutch.diagnostics, 'pbn.irregularities.syntax')[0]).map((action) => action.title);
    assert.ok(titles.includes('Schrijf - voor de kaart die niemand noteerde: 10 N Claim - Agreed'), titles.join(' | '));
    const noChoice = open(gameWith('3 W PenaltyCard HK'));
    assert.deepEqual(noChoice.actionsFor(withCode(noChoice.diagnostics, 'pbn.irregularities.syntax')[0]).filter((action) => action.title.startsWith('Write -')), []);
  });
});
