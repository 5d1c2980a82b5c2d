/**
 * Average plus and average minus against the session (issue 36 section 2): the rule per edition
 * when no setting is given (2007 and 2017 Law 12C2: "at least 60 %", "at most 40 %", fixed unless
 * the regulating authority rules otherwise; 1975, 1987 and 1997 Law 88: the side not at fault
 * gets its session percentage when higher than 60 %), the setting `fixed` or `session` over it,
 * and the setting as the editor sends it (`pbn.scoring.averagePlus`).
 */
import assert from 'node:assert/strict';
import { rulesFor } from '../../server/src/laws/editions';
import { Edition } from '../../server/src/shapes/laws';
import { artificialRuleOf, sessionArtificialImps, sessionArtificialPercent } from '../../server/src/scoring/artificial';
import { readConfiguration } from '../../server/src/server/settingsValues';

const PLUS = { kind: 'plus' } as const;
const MINUS = { kind: 'minus' } as const;
const AVERAGE = { kind: 'average' } as const;
const adjusted = (edition: Edition) => rulesFor(edition).adjusted;

describe('artificial scores against the session (Law 12C2; Law 88 before 2007)', () => {
  it('L17 12C2 / L07 12C2: by default fixed, 60 % and 40 % whatever the session', () => {
    for (const edition of ['2007', '2017'] as const) {
      assert.deepEqual(artificialRuleOf(adjusted(edition)), { rule: 'fixed', sides: 'both', article: '12C2' });
      // A pair on 67.5 % on its other boards still gets 60 % for average plus; one on 30 % gets 40 % for average minus.
      assert.equal(sessionArtificialPercent(PLUS, adjusted(edition), undefined, 67.5), 60);
      assert.equal(sessionArtificialPercent(MINUS, adjusted(edition), undefined, 30), 40);
      assert.equal(sessionArtificialImps(PLUS, adjusted(edition), undefined, 4.5), 3);
    }
  });

  it('L97 / L87 / L75 88: by default average plus is the session percentage when higher; average minus stays 40 %', () => {
    for (const edition of ['1975', '1987', '1997'] as const) {
      assert.deepEqual(artificialRuleOf(adjusted(edition)), { rule: 'session', sides: 'plus', article: '88' });
      assert.equal(sessionArtificialPercent(PLUS, adjusted(edition), undefined, 67.5), 67.5);
      // 55 % on the other boards is less than 60 %: the 60 % stands.
      assert.equal(sessionArtificialPercent(PLUS, adjusted(edition), undefined, 55), 60);
      // Law 88 is about the side not at fault only: the offender's 30 % does not lower its 40 %.
      assert.equal(sessionArtificialPercent(MINUS, adjusted(edition), undefined, 30), 40);
    }
  });

  it('L17 12C2 with the setting "session" (a regulation such as the Dutch "G+, 60 % of meer"): plus the higher, minus the lower', () => {
    const rules = adjusted('2017');
    assert.equal(sessionArtificialPercent(PLUS, rules, 'session', 67.5), 67.5);
    assert.equal(sessionArtificialPercent(PLUS, rules, 'session', 52), 60);
    assert.equal(sessionArtificialPercent(MINUS, rules, 'session', 30), 30);
    assert.equal(sessionArtificialPercent(MINUS, rules, 'session', 45), 40);
    // Average (50 %) and an explicit percentage (A65) are as written; a pair that played no other board gets the fixed value.
    assert.equal(sessionArtificialPercent(AVERAGE, rules, 'session', 70), 50);
    assert.equal(sessionArtificialPercent({ kind: 'percent', percent: 65 }, rules, 'session', 70), 65);
    assert.equal(sessionArtificialPercent(PLUS, rules, 'session', undefined), 60);
    // IMP pairs: +3 or the mean IMPs per board of the other boards when higher (86A's +3 the floor).
    assert.equal(sessionArtificialImps(PLUS, rules, 'session', 4.5), 4.5);
    assert.equal(sessionArtificialImps(MINUS, rules, 'session', -5), -5);
  });

  it('L97 88 with the setting "fixed": 60 % whatever the session', () => {
    assert.equal(sessionArtificialPercent(PLUS, adjusted('1997'), 'fixed', 67.5), 60);
  });

  it('reads pbn.scoring.averagePlus: fixed and session kept, auto the edition\'s default, anything else named', () => {
    assert.equal(readConfiguration({ scoring: { averagePlus: 'session' } }).averagePlus, 'session');
    assert.equal(readConfiguration({ scoring: { averagePlus: ' fixed ' } }).averagePlus, 'fixed');
    assert.equal(readConfiguration({ scoring: { averagePlus: 'auto' } }).averagePlus, undefined);
    const wrong = readConfiguration({ scoring: { averagePlus: 'sometimes' } });
    assert.equal(wrong.averagePlus, undefined);
    assert.deepEqual(wrong.wrong.map(({ name, value, fallback }) => `${name} ${value} ${fallback}`), ['pbn.scoring.averagePlus "sometimes" "auto"']);
  });
});
