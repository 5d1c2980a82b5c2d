/**
 * Choosing the edition (rulebook §8): tag > option > setting > Date > 2017, an invalid tag or
 * option reported with the valid values, and Date inference at each boundary, with unknown
 * digits taking the earlier edition.
 */
import assert from 'node:assert/strict';
import { chooseEdition, editionFromDate } from '../../server/src/laws/edition';

describe('§8: choosing the edition of the Laws', () => {
  it('§8: a [Laws] tag beats the option, the setting and the Date', () => {
    assert.deepEqual(chooseEdition({ tag: '1997', option: '2007', setting: '1975', date: '2020.01.01' }), { choice: { edition: '1997', source: 'tag' } });
  });

  it('§8: inherited tag values (##1997) are read', () => {
    assert.deepEqual(chooseEdition({ tag: '##1997' }), { choice: { edition: '1997', source: 'tag' } });
  });

  it('§8: the CLI option beats the setting; the setting beats the Date; auto means no setting', () => {
    assert.deepEqual(chooseEdition({ option: '2007', setting: '1975' }), { choice: { edition: '2007', source: 'option' } });
    assert.deepEqual(chooseEdition({ setting: '1975', date: '2020.01.01' }), { choice: { edition: '1975', source: 'setting' } });
    assert.deepEqual(chooseEdition({ setting: 'auto', date: '2000.05.05' }), { choice: { edition: '1997', source: 'date', year: 2000 } });
  });

  it('§8: nothing known → 2017 by default; an unreadable Date falls through to the default', () => {
    assert.deepEqual(chooseEdition({}), { choice: { edition: '2017', source: 'default' } });
    assert.deepEqual(chooseEdition({ date: '95.06.10' }), { choice: { edition: '2017', source: 'default' } });
    assert.deepEqual(chooseEdition({ date: '????.??.??' }), { choice: { edition: '2017', source: 'default' } });
  });

  it('§8: an invalid tag value is an error listing the valid editions', () => {
    assert.deepEqual(chooseEdition({ tag: '2019', setting: '1997' }), {
      error: { source: 'tag', value: '2019', validValues: ['1975', '1987', '1997', '2007', '2017'] },
    });
  });

  const dates: [string, string | undefined][] = [
    ['1986.12.31', '1975'], ['1987.01.01', '1987'], ['1997.12.31', '1987'], ['1998.01.01', '1997'],
    ['2007.12.31', '1997'], ['2008.01.01', '2007'], ['2017.08.31', '2007'], ['2017.09.01', '2017'],
    ['2017.??.??', '2007'], ['2017.1?.??', '2017'], ['199?.??.??', '1987'], ['19??.??.??', '1975'],
    ['2017-09-01', '2017'], ['2017.13.01', undefined], ['yesterday', undefined],
  ];
  for (const [date, edition] of dates) {
    it(`§8: Date ${date} → ${edition ?? 'not readable'}`, () => {
      assert.equal(editionFromDate(date), edition);
    });
  }
});
