/**
 * The `pbn` configuration section read leniently (issue 37 item 10): each setting of the kind
 * expected, in the forms a client may send it, and the wrong kinds named with the default used.
 */
import assert from 'node:assert/strict';
import { readConfiguration } from '../../server/src/server/settingsValues';
import { SERVER_TEXTS } from '../../server/src/i18n/serverTexts';

describe('settings: the pbn section read leniently', () => {
  it('takes the expected kinds and the forms meant alike', () => {
    assert.deepEqual(readConfiguration({ laws: { edition: ' 2007 ' }, language: 'nl', diagnostics: { hide: ['pbn.tag'] }, analysis: { enabled: false, cardCost: true } }), {
      lawsEdition: '2007', language: 'nl', hiddenDiagnostics: ['pbn.tag'], analysisEnabled: false, cardCost: true, wrong: [],
    });
    assert.deepEqual(readConfiguration({ laws: { edition: 2017 }, diagnostics: { hide: 'pbn.side' }, analysis: { enabled: 'false', cardCost: 'true' } }), {
      lawsEdition: '2017', language: undefined, hiddenDiagnostics: ['pbn.side'], analysisEnabled: false, cardCost: true, wrong: [],
    });
  });

  it('reads null and absent as the defaults, without a word', () => {
    for (const section of [null, undefined, {}, { laws: null, language: null, analysis: { enabled: null } }]) {
      assert.deepEqual(readConfiguration(section), { lawsEdition: undefined, language: undefined, hiddenDiagnostics: [], analysisEnabled: true, cardCost: false, wrong: [] });
    }
  });

  it('names each value of the wrong kind with the default used', () => {
    const read = readConfiguration({ laws: { edition: { year: 2017 } }, language: 5, diagnostics: { hide: ['pbn.tag', 7] }, analysis: { enabled: 'yes', cardCost: [] } });
    assert.deepEqual([read.lawsEdition, read.language, read.hiddenDiagnostics, read.analysisEnabled, read.cardCost], [undefined, undefined, ['pbn.tag'], true, false]);
    assert.deepEqual(read.wrong.map(({ name, value, fallback }) => `${name} ${value} ${fallback}`), [
      'pbn.diagnostics.hide 7 []', 'pbn.laws.edition {"year":2017} "auto"', 'pbn.language 5 "auto"', 'pbn.analysis.enabled "yes" true', 'pbn.analysis.cardCost [] false',
    ]);
    assert.deepEqual(readConfiguration('2017').wrong, [{ name: 'pbn', value: '"2017"', fallback: '{}' }]);
  });

  it('pbn.analysis.claimBudgetSeconds: seconds of at least 0, as a number or its digits; absent the default (30 s downstream); anything else named', () => {
    assert.equal(readConfiguration({ analysis: { claimBudgetSeconds: 5 } }).claimBudgetSeconds, 5);
    assert.equal(readConfiguration({ analysis: { claimBudgetSeconds: ' 2.5 ' } }).claimBudgetSeconds, 2.5);
    assert.equal(readConfiguration({ analysis: { claimBudgetSeconds: 0 } }).claimBudgetSeconds, 0);
    assert.equal('claimBudgetSeconds' in readConfiguration({ analysis: { claimBudgetSeconds: null } }), false);
    for (const value of [-1, 'soon', true, Infinity]) {
      const read = readConfiguration({ analysis: { claimBudgetSeconds: value } });
      assert.equal(read.claimBudgetSeconds, undefined, String(value));
      assert.deepEqual(read.wrong.map(({ name, fallback }) => `${name} ${fallback}`), ['pbn.analysis.claimBudgetSeconds 30'], String(value));
    }
  });

  it('words the warning in Dutch too', () => {
    assert.equal(SERVER_TEXTS.nl.wrongSetting('pbn.language', '5', '"auto"'), 'PBN: de instelling pbn.language kan geen 5 zijn; de standaardwaarde "auto" geldt.');
  });
});
