/**
 * The edition of the Laws per board, end to end (rulebook §8): the [Laws] tag (with `##`
 * inheritance) beats the CLI option, which beats the setting, which beats the Date; the choice
 * and its source reach the rulings and their messages.
 */
import assert from 'node:assert/strict';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { pbnGame } from '../support/pbnGame';
import { open, withCode } from '../support/service';
import { EAST_RUFFS_AT_TRICK_7 } from './boards';

const revokeBoard = (extraTags: string[], date = '2024.03.14') =>
  pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100', extraTags }).replace('[Date "2024.03.14"]', `[Date "${date}"]`);

function rulingOf(text: string, settings = {}) {
  const { service, document, settings: full, diagnostics } = open(text, settings);
  const game = service.parse(document, full)!.games.find((candidate) => candidate.model)!.model!;
  return { game, diagnostics, revoke: withCode(diagnostics, 'pbn.revoke.unmarked')[0] };
}

describe('edition of the Laws per board (rulebook §8)', () => {
  const expectations: Array<[string, string]> = [['1975', '64'], ['1987', '64A1'], ['1997', '64A1'], ['2007', '64A1'], ['2017', '64A1']];
  for (const [edition, article] of expectations) {
    it(`[Laws "${edition}"]: East's ruff at trick 7 transfers 2 tricks under Law ${article} of ${edition}`, () => {
      const { game, revoke } = rulingOf(revokeBoard([`[Laws "${edition}"]`]));
      assert.deepEqual(game.edition, { edition, source: 'tag' });
      const [ruling] = game.rulings;
      assert.ok(ruling.kind === 'revoke');
      assert.equal(ruling.law, article);
      assert.equal(ruling.transfer, 2);
      assert.equal(game.outcome?.expectedResult, '^11');
      assert.ok(revoke.message.includes(`(Laws ${edition})`), revoke.message);
    });
  }

  it('the tag beats the CLI option, the option beats the setting, the setting beats the Date', () => {
    assert.deepEqual(rulingOf(revokeBoard(['[Laws "1997"]']), { lawsOption: '2007', lawsEdition: '1987' }).game.edition, { edition: '1997', source: 'tag' });
    assert.deepEqual(rulingOf(revokeBoard([]), { lawsOption: '2007', lawsEdition: '1987' }).game.edition, { edition: '2007', source: 'option' });
    assert.deepEqual(rulingOf(revokeBoard([]), { lawsEdition: '1987' }).game.edition, { edition: '1987', source: 'setting' });
    assert.deepEqual(rulingOf(revokeBoard([]), { lawsEdition: 'auto' }).game.edition, { edition: '2017', source: 'date', year: 2024 });
  });

  it('an edition inferred from the Date is labelled as inferred in the ruling message', () => {
    const { game, revoke } = rulingOf(revokeBoard([], '1995.06.10'));
    assert.deepEqual(game.edition, { edition: '1987', source: 'date', year: 1995 });
    assert.match(revoke.message, /\(Laws 1987\)\. \(Edition inferred from 1995, the year of the Date\.\)/);
  });

  it('no Laws tag and no Date falls back to 2017 (default)', () => {
    const { game } = rulingOf(revokeBoard([]).replace(/\[Date "[^"]*"\]\n/, ''));
    assert.deepEqual(game.edition, { edition: '2017', source: 'default' });
  });

  it('an unknown [Laws] value is an error listing the valid editions', () => {
    const { diagnostics } = rulingOf(revokeBoard(['[Laws "2020"]']));
    const [bad] = withCode(diagnostics, 'pbn.laws.bad-edition');
    assert.equal(bad.severity, DiagnosticSeverity.Error);
    assert.match(bad.message, /1975, 1987, 1997, 2007, 2017/);
  });

  it('[Laws "##1997"] in the first game applies to the games after it', () => {
    const text = revokeBoard(['[Laws "##1997"]']) + '\n' + revokeBoard([]).replace('[Board "1"]', '[Board "2"]');
    const { service, document, settings } = open(text);
    const editions = service.parse(document, settings)!.games.filter((game) => game.model).map((game) => game.model!.edition);
    assert.deepEqual(editions, [{ edition: '1997', source: 'tag' }, { edition: '1997', source: 'tag' }]);
  });

  it('the Dutch message speaks of a penalty (als straf … overgedragen) in 1975 and of a plain transfer in 2017', () => {
    const old = rulingOf(revokeBoard(['[Laws "1975"]']), { language: 'nl' }).revoke.message;
    const recent = rulingOf(revokeBoard(['[Laws "2017"]']), { language: 'nl' }).revoke.message;
    assert.match(old, /^Verzaking door Oost in slag 7 \(♠5 terwijl Oost ♥2 had\), voldongen in slag 8: als straf 2 slagen overgedragen naar NZ volgens artikel 64 \(Spelregels 1975\)/);
    assert.match(recent, /^Verzaking door Oost in slag 7 \(♠5 terwijl Oost ♥2 had\), voldongen in slag 8: 2 slagen overgedragen naar NZ volgens artikel 64A1 \(Spelregels 2017\)/);
    assert.doesNotMatch(recent, /straf/);
  });
});
