/**
 * The per-edition rules read as data (rulebook §2.5-2.6, §7) and the article summaries for
 * hovers: which 64B exceptions each edition has, under which labels, and the "modelled on" notes.
 */
import assert from 'node:assert/strict';
import { rulesFor } from '../../server/src/laws/editions';
import { explainLaw } from '../../server/src/laws/explain/explainLaw';

describe('Per-edition rules and article summaries', () => {
  it('64B: 1975 has a-e (6 cases), 1987/1997 B1-B6, 2007 adds B7, 2017 adds B8', () => {
    assert.deepEqual(rulesFor('1975').exceptions.map((rule) => rule.article), ['64a', '64b', '64c', '64d1', '64d2', '64e']);
    assert.deepEqual(rulesFor('1997').exceptions.map((rule) => rule.id), ['B1', 'B2', 'B3', 'B4', 'B5', 'B6']);
    assert.deepEqual(rulesFor('2007').exceptions.map((rule) => rule.id), ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7']);
    assert.deepEqual(rulesFor('2017').exceptions.map((rule) => rule.id), ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8']);
  });

  it('64A2: the extra trick exists in 1987 and 1997 only; vocabulary switches in 2007', () => {
    assert.deepEqual(['1975', '1987', '1997', '2007', '2017'].map((edition) => rulesFor(edition as never).extraTrickForLaterWinWithLegalCard), [false, true, true, false, false]);
    assert.deepEqual(['1975', '1987', '1997', '2007', '2017'].map((edition) => rulesFor(edition as never).vocabulary), ['penalty', 'penalty', 'penalty', 'rectification', 'rectification']);
  });

  it('L97 64A2: explainLaw gives the 1997 text with the extra trick, L17 without', () => {
    assert.equal(
      explainLaw('64A2', '1997', 'en'),
      'Law 64A2 (Laws 1997): The offender did not win the revoke trick: one trick goes over if his side won that or a later trick, and one more if he later won a trick with a card he could legally have played to the revoke trick.',
    );
    assert.equal(explainLaw('64A2', '2017', 'nl'), 'Artikel 64A2 (Spelregels 2017): De overtreder won de slag van de verzaking niet: één slag gaat over als zijn partij die of een latere slag won.');
  });

  it('L87 64A1: explainLaw adds the "modelled on the 1997 text" note', () => {
    assert.ok(explainLaw('64A1', '1987', 'en')?.endsWith('1987 Law 64 modelled on the 1997 text.'));
  });

  it('L75 64e / 61: 1975 labels and the penalty vocabulary; 64B7 does not exist before 2007', () => {
    assert.equal(explainLaw('64e', '1975', 'en')?.startsWith('Law 64e (Laws 1975): No transfer for a revoke at trick 12'), true);
    assert.ok(explainLaw('61', '1975', 'nl')?.includes('door de tegenpartij gekozen straf'));
    assert.ok(explainLaw('61', '2017', 'en')?.includes('a rectification chosen by an opponent'));
    assert.equal(explainLaw('64B7', '1997', 'en'), undefined);
  });

  it('L75 77: the scoring note on the redoubled insult', () => {
    assert.ok(explainLaw('77', '1975', 'en')?.includes('pre-1987 scoring table'));
  });
});
