/**
 * The one Law 64C decision (issue 18, items 1, 16 and 17): the damage is what the revoke itself
 * cost the non-offenders double dummy (their total with the offender's best legal card at the
 * revoke against their total after the revoke trick), never declarer's own later mistakes; a
 * warning, an AdjustedScore candidate, the board view's and the report's "provisional" mark come
 * only when the transfer falls short of that damage, and a candidate is never worse for the
 * non-offenders than the rectified result. The boards and their numbers are in
 * support/equityBoards.ts and samples/revoke-unmarked.pbn (East's ruff at trick 7 gains nothing:
 * NS take 9 double dummy before it and 9 after the trick, 9 at the table; 64A1 gives them 2: 11).
 * Law 64C (1987, 1997, 2007), 64C1 (2017) and the closing indemnity clause of the 1975 Law 64 all
 * make up only for damage the transfer leaves ("onvoldoende schadeloos", seed 000 64C; seed 002).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardData } from '../../server/src/features/board/boardData';
import { rulingReport } from '../../server/src/features/report/rulingReport';
import { boardViewHtml } from '../../client/src/boardViewHtml';
import { answeredService } from './support/answered';
import { describeWith } from './support/ddEngine';
import { BOTH_SIDES, DUMMY_REVOKE, GAINED_NOTHING, SHORT_BY_EDITION } from './support/equityBoards';

const UNMARKED = readFileSync(join(__dirname, '..', '..', 'samples', 'revoke-unmarked.pbn'), 'latin1');
const EQUITY = readFileSync(join(__dirname, '..', '..', 'samples', 'revoke-equity.pbn'), 'latin1');
const EDITIONS = ['1975', '1987', '1997', '2007', '2017'];

/** What every path says about a board's revoke in an edition: the diagnostic, the AdjustedScore actions, the board view and the report. */
async function paths(text: string, edition: string, language: 'en' | 'nl' = 'en') {
  // Only the answers that decide diagnostics (the equity positions): the DD table and the play trace are not needed here.
  const { service, document, settings } = await answeredService(text, { lawsOption: edition, language }, 'pbn', 'diagnostics');
  const equity = (service.doValidation(document, settings) ?? []).filter((diagnostic) => diagnostic.code === 'pbn.revoke.equity');
  const actions = service.getCodeActions(document, { diagnostics: equity }, settings).map((action) => action.title).filter((title) => title.includes('AdjustedScore'));
  const model = service.parse(document, settings)!;
  const board = boardData(document, model, { gameIndex: 1 }, language, service.getAnalysis(settings))!;
  const report = rulingReport(document, model, 'file', 'md', language, service.getAnalysis(settings))!;
  const page = boardViewHtml(board, { nonce: 'n', cspSource: 'c', step: 0, emptyMessage: '' });
  const revoke = board.rulings.find((ruling) => ruling.kind === 'revoke')!;
  const rectified = model.games.find((game) => game.index === 1)?.model?.outcome?.expectedTricks;
  return { equity: equity.map((diagnostic) => ({ severity: diagnostic.severity, message: String(diagnostic.message) })), actions, provisional: revoke.provisional === true, report, page, label: board.labels.provisional, rectified };
}

/** The declarer's-side tricks an `[AdjustedScore "4S-1 S"]` title offers, for the comparison with the rectified result. */
function offeredTricks(title: string): number {
  const [, level, sign, count] = /AdjustedScore "(\d)(?:NT|[SHDC])([=+-])(\d?)/.exec(title)!;
  const over = sign === '=' ? 0 : Number(count) * (sign === '+' ? 1 : -1);
  return Number(level) + 6 + over;
}

describeWith('engine', 'double dummy: the Law 64C decision every path shares', () => {
  describe('samples/revoke-unmarked.pbn: the transfer (11) gives NS more than the revoke cost them (nothing)', () => {
    for (const edition of EDITIONS) {
      it(`${edition}: no 64C AdjustedScore action, no warning, no provisional mark in the board view or the report`, async () => {
        const found = await paths(UNMARKED, edition);
        assert.deepEqual(found.actions, []);
        assert.deepEqual(found.equity.map((diagnostic) => diagnostic.severity), [3]);
        assert.equal(found.provisional, false);
        assert.doesNotMatch(found.report, new RegExp(found.label));
        assert.doesNotMatch(found.page, new RegExp(found.label));
      });
    }

    it('says the numbers in words: cost nothing, 2 tricks transferred, 9 without the revoke against 11', async () => {
      const [equity] = (await paths(UNMARKED, '2017')).equity;
      assert.match(equity.message, / Double dummy the revoke cost NS no trick \(9 with East's best legal card, 9 after the revoke trick\); the transfer gives them 2 tricks: without the revoke NS would take 9 tricks, as rectified 11, so the rectification makes up for the damage\.$/);
    });
  });

  describe('a revoke that gained nothing (9 before, 9 after its trick), declarer losing two tricks later: no equity warning', () => {
    for (const edition of EDITIONS) {
      it(`${edition}: information only, no "3NT =" candidate, nothing provisional (before: "consider restoring equity (3NT =)")`, async () => {
        const found = await paths(GAINED_NOTHING, edition);
        assert.deepEqual(found.equity.map((diagnostic) => diagnostic.severity), [3]);
        assert.doesNotMatch(found.equity[0].message, /consider restoring equity/);
        assert.match(found.equity[0].message, /the revoke cost NS no trick \(9 with West's best legal card, 9 after the revoke trick\); the transfer gives them 1 trick: without the revoke NS would take 7 tricks, as rectified 8/);
        assert.deepEqual(found.actions, []);
        assert.equal(found.provisional, false);
        assert.doesNotMatch(found.report, new RegExp(found.label));
      });
    }

    it('in Dutch', async () => {
      const [equity] = (await paths(GAINED_NOTHING, '2017', 'nl')).equity;
      assert.match(equity.message, / Dubbel dummy kostte de verzaking NZ geen slag \(9 met de beste reglementaire kaart van West, 9 na de slag van de verzaking\); de overdracht geeft NZ 1 slag: zonder de verzaking zou NZ 7 slagen maken, rechtgezet 8, dus de rechtzetting maakt de schade goed\.$/);
    });
  });

  describe('the transfer falls short by edition: the revoke cost NS 2 tricks, 5 at the table', () => {
    // 2017 and 2007 64A2: 1 trick; 1997 and 1987 64A2: 2 (West's later ♥K); 1975 Law 64 by side: 2.
    const SHORT = { 2017: 'Law 64C1 (Laws 2017)', 2007: 'Law 64C (Laws 2007)' } as Record<string, string>;
    for (const edition of EDITIONS) {
      const citation = SHORT[edition];
      if (citation) {
        it(`${edition}: 64A2 gives 1 trick, 6 against 7 without the revoke: the warning and the 2♠ −1 candidate (not 2♠ =, the double-dummy total)`, async () => {
          const found = await paths(SHORT_BY_EDITION, edition);
          assert.equal(found.equity[0].severity, 2);
          assert.equal(found.equity[0].message, `${citation}: double dummy the revoke cost NS 2 tricks (8 with West's best legal card, 6 after the revoke trick); the transfer gives them 1 trick: without the revoke NS would take 7 tricks, as rectified 6 — consider restoring equity (adjusted score 2♠ −1, NS −50). Double dummy is a bound, not the likely result: the decision is the Director's.`);
          assert.deepEqual(found.actions, [`Add [AdjustedScore "2S-1 S"]: the result without the revoke, double dummy (Law ${citation.split(' ')[1]})`]);
          assert.equal(found.provisional, true);
          assert.match(found.report, new RegExp(found.label));
          assert.match(found.page, new RegExp(found.label));
        });
      } else {
        it(`${edition}: the transfer gives 2 tricks, 7 as without the revoke: no warning, no candidate`, async () => {
          const found = await paths(SHORT_BY_EDITION, edition);
          assert.deepEqual(found.equity.map((diagnostic) => diagnostic.severity), [3]);
          assert.match(found.equity[0].message, /the transfer gives them 2 tricks: without the revoke NS would take 7 tricks, as rectified 7/);
          assert.deepEqual(found.actions, []);
          assert.equal(found.provisional, false);
        });
      }
    }
  });

  describe('no transfer (64B3, dummy\'s revoke): the words say so', () => {
    for (const [edition, law] of [['2017', '64B3'], ['2007', '64B3'], ['1997', '64B3'], ['1987', '64B3'], ['1975', '64c']]) {
      it(`${edition}: "no trick is transferred (Law ${law})", never "the transfer gives them"`, async () => {
        const found = await paths(DUMMY_REVOKE, edition);
        assert.equal(found.equity[0].severity, 2);
        assert.match(found.equity[0].message, new RegExp(`: double dummy the revoke cost EW 1 trick \\(4 with North's best legal card, 3 after the revoke trick\\); no trick is transferred \\(Law ${law}\\): without the revoke EW would take 4 tricks, as rectified 3 — consider restoring equity \\(adjusted score 3♠ =, NS \\+140\\)`));
        assert.doesNotMatch(found.equity[0].message, /transfer gives/);
        assert.deepEqual(found.actions[0], `Add [AdjustedScore "3S= S"]: the result without the revoke, double dummy (Law ${edition === '2017' ? '64C1' : edition === '1975' ? '64' : '64C'})`);
      });
    }

    it('in Dutch: "er wordt geen slag overgedragen (artikel 64B3)"', async () => {
      const [equity] = (await paths(DUMMY_REVOKE, '2017', 'nl')).equity;
      assert.match(equity.message, /^Artikel 64C1 \(Spelregels 2017\): dubbel dummy kostte de verzaking OW 1 slag \(4 met de beste reglementaire kaart van Noord, 3 na de slag van de verzaking\); er wordt geen slag overgedragen \(artikel 64B3\): zonder de verzaking zou OW 4 slagen maken, rechtgezet 3 — overweeg/);
    });
  });

  describe('both sides revoked (64B7 from 2007 on): "no trick is transferred" only where the edition transfers none', () => {
    const WORDS: Record<string, [string, string]> = {
      2017: ['no trick is transferred \\(Law 64B7\\)', 'no trick is transferred \\(Law 64B7\\)'],
      2007: ['no trick is transferred \\(Law 64B7\\)', 'no trick is transferred \\(Law 64B7\\)'],
      1997: ['the transfer gives them 2 tricks', 'the transfer gives them 1 trick'],
      1987: ['the transfer gives them 2 tricks', 'the transfer gives them 1 trick'],
      1975: ['the transfer gives them 1 trick', 'the transfer gives them 2 tricks'],
    };
    for (const [edition, [east, south]] of Object.entries(WORDS)) {
      it(`${edition}: East's revoke "${east.replace(/\\/g, '')}", South's "${south.replace(/\\/g, '')}"; neither cost a trick, so information only and no AdjustedScore candidate`, async () => {
        const found = await paths(BOTH_SIDES, edition);
        assert.deepEqual(found.equity.map((diagnostic) => diagnostic.severity), [3, 3]);
        assert.match(found.equity[0].message, new RegExp(`the revoke cost NS no trick \\(8 with East's best legal card, 10 after the revoke trick\\); ${east}:`));
        assert.match(found.equity[1].message, new RegExp(`the revoke cost EW no trick \\(3 with South's best legal card, 3 after the revoke trick\\); ${south}:`));
        assert.equal(found.actions.length, 0, found.actions.join(' / '));
      });
    }
  });

  it('every candidate offered, on every board and in every edition, is better for the non-offenders than the rectified result', async function () {
    this.timeout(120_000);
    // [board, the non-offenders are declarer's side]
    const boards: Array<[string, boolean]> = [[UNMARKED, true], [EQUITY, true], [GAINED_NOTHING, true], [SHORT_BY_EDITION, true], [DUMMY_REVOKE, false]];
    let offered = 0;
    for (const [text, declarerSideDamaged] of boards) {
      for (const edition of EDITIONS) {
        const { actions, rectified } = await paths(text, edition);
        const [withoutRevoke] = actions.map(offeredTricks);
        if (withoutRevoke === undefined) continue;
        offered++;
        assert.ok(declarerSideDamaged ? withoutRevoke > rectified! : withoutRevoke < rectified!, `${edition}: ${actions.join(' / ')}`);
      }
    }
    assert.equal(offered, 5 + 2 + 5, 'revoke-equity in every edition, the short board in 2017 and 2007, the dummy revoke in every edition');
  });
});
