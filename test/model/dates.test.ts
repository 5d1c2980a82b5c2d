/**
 * Dates a person can read (issue 18 item 3, issue 19 item 11): the edition of the Laws is
 * inferred from ISO dates, dates with a time, partial PBN dates, the compact `20160831` and
 * dates with month names, and the label says the year ("inferred from 2013"); the Date tag check
 * gives one severity to every readable non-standard form (a warning saying the year read) and
 * an error only to what no one can read as a date.
 */
import assert from 'node:assert/strict';
import { chooseEdition, editionFromDate } from '../../server/src/laws/edition';
import { editionLabel } from '../../server/src/features/editionLabel';
import { open, withCode } from '../support/service';
import { pbnGame } from '../support/pbnGame';
import { CLEAN_ONE_DOWN, EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';

describe('Dates a person can read', () => {
  // One form per edition, each with the date the Laws of that edition were in force (rulebook §8).
  const forms: [string, string][] = [
    ['1986-05-01 12:00', '1975'], // Laws 1975: ISO date with a time
    ['19900101', '1987'], // Laws 1987: compact
    ['23.11.2003', '1997'], // Laws 1997: day first
    ['2013-11-23 11:23', '2007'], // Laws 2007: the pbntools form
    ['2015.09.?', '2007'], // Laws 2007: a partial PBN date (bridge-bots)
    ['2013-11-23T11:23:00Z', '2007'],
    ['23 Nov 2013', '2007'],
    ['2017/08/31', '2007'], ['2017-09-01 00:00:00', '2017'], // the 2017 code from 1 September 2017
    ['05/11/2017', '2007'], // May or November: the earlier month, the earlier edition
    ['mei 2018', '2017'], // Laws 2017: a Dutch month name
    ['2020', '2017'], // a year alone
  ];
  for (const [date, edition] of forms) {
    it(`infers Laws ${edition} from Date "${date}"`, () => {
      assert.equal(editionFromDate(date), edition);
    });
  }

  it('does not read a date from what is none', () => {
    for (const text of ['yesterday', '12345678', '95.06.10', '2017.13.01', '31/31/2013', 'the decade 2010']) assert.equal(editionFromDate(text), undefined, text);
  });

  it('says the year the edition was inferred from, in English and Dutch', () => {
    const result = chooseEdition({ date: '2013-11-23 11:23' });
    assert.ok('choice' in result);
    assert.deepEqual(result.choice, { edition: '2007', source: 'date', year: 2013 });
    assert.equal(editionLabel(result.choice, 'en'), 'Laws 2007 (inferred from 2013)');
    assert.equal(editionLabel(result.choice, 'nl'), 'Spelregels 2007 (afgeleid uit 2013)');
  });

  it('a ruling says the year its edition was inferred from (Law 64A1 under the 2007 Laws for a 2013 game), in English and Dutch', () => {
    const text = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100' }).replace('[Date "2024.03.14"]', '[Date "2013-11-23 11:23"]');
    assert.match(withCode(open(text).diagnostics, 'pbn.revoke.unmarked')[0].message, /per Law 64A1 \(Laws 2007\)\. \(Edition inferred from 2013, the year of the Date\.\)/);
    assert.match(withCode(open(text, { language: 'nl' }).diagnostics, 'pbn.revoke.unmarked')[0].message, /\(Uitgave afgeleid uit 2013, het jaar van de datum\.\)/);
  });

  it('chooses Laws 2007 for a game dated "2015.09.?" (it fell back to the 2017 default)', () => {
    const text = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100' }).replace('[Date "2024.03.14"]', '[Date "2015.09.?"]');
    const { service, document, settings } = open(text);
    assert.equal(service.parse(document, settings)!.games[0].model?.edition.edition, '2007');
  });

  it('gives every readable non-standard date one warning with the year read, and an unreadable one an error', () => {
    const check = (date: string) => {
      const text = pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100' }).replace('[Date "2024.03.14"]', `[Date "${date}"]`);
      const diagnostics = open(text).diagnostics.filter((diagnostic) => /date|tag\.bad-value/.test(String(diagnostic.code)));
      return diagnostics.map((diagnostic) => `${diagnostic.severity} ${diagnostic.code} ${diagnostic.message}`);
    };
    assert.deepEqual(check('2013-11-23 11:22'), ['2 pbn.date.nonstandard Date "2013-11-23 11:22" is not in the PBN form YYYY.MM.DD (use ? for unknown digits); read as the year 2013.']);
    assert.deepEqual(check('20160831'), ['2 pbn.date.nonstandard Date "20160831" is not in the PBN form YYYY.MM.DD (use ? for unknown digits); read as the year 2016.']);
    assert.deepEqual(check('2024.03.14'), []);
    assert.deepEqual(check('????.??.??'), []);
    assert.equal(check('yesterday')[0]?.startsWith('1 pbn.tag.bad-value'), true);
    const dutch = open(pbnGame({ ...CLEAN_ONE_DOWN, result: '9', score: 'NS -100' }).replace('[Date "2024.03.14"]', '[Date "20160831"]'), { language: 'nl' });
    assert.match(withCode(dutch.diagnostics, 'pbn.date.nonstandard')[0].message, /gelezen als het jaar 2016\.$/);
  });
});
