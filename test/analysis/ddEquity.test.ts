/**
 * Law 64C with double dummy: for an established revoke, declarer's side's total without the revoke
 * against the 64A transfer, per edition. The boards are counted by hand:
 * - samples/revoke-equity.pbn (4♠ by North): before East's revoke at trick 3 NS have won 2 tricks;
 *   North's ♠AKJ742 ♥QJT83 lose only the ♠Q (3-3, no finesse: South's one spade is gone) and the
 *   ♥A K, so 8 of the last 11: 10 with a legal spade. After the revoke trick 7 (the engine: East's
 *   ♠Q9 now stop the suit twice and EW shorten North's trumps with the minors), so the revoke cost
 *   NS 3 tricks and 7 + 3 = 10 without it. At the table 7; East did not win the revoke
 *   trick and EW won later ones: 64A2 (1975: 64, by side) transfers 1, so 8; in 1987 and 1997 64A2
 *   adds a trick because East later won a trick with a spade, the suit led (his ♠Q at trick 11): 9.
 *   Adjusted 4♠=, NS +420.
 * - RUFF (support/ddBoards.ts) with West discarding a club on South's ♠A at trick 5: South still
 *   draws West's three trumps and takes 10; West's side wins no trick from the revoke on (64B1, no
 *   transfer): 10 after the revoke trick too, so the revoke cost nothing and there is nothing to make up.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Diagnostic } from 'vscode-languageserver-types';
import { equityArticleFor } from '../../server/src/features/dd/equityArticle';
import { RevokeRuling } from '../../server/src/shapes/laws';
import { answeredService } from './support/answered';
import { RUFF_PLAY, ruffBoard } from './support/ddBoards';
import { describeWith } from './support/ddEngine';

const SAMPLE = readFileSync(join(__dirname, '..', '..', 'samples', 'revoke-equity.pbn'), 'latin1');
const equityOf = (diagnostics: readonly Diagnostic[] | undefined) => (diagnostics ?? []).filter((diagnostic) => diagnostic.code === 'pbn.revoke.equity');

describe('double dummy: the Law 64C article of each edition', () => {
  const ruling = (exception?: RevokeRuling['exception']) => ({ kind: 'revoke', trick: 3, seat: 'E', card: 'H2', held: 'S3', established: true, marked: true, law: '64A2', transfer: 1, to: 'NS', exception }) as RevokeRuling;
  it('2017: 64C1, and 64C2(a) for a repeated same-suit revoke (64B2), 64C2(b) when both sides revoked (64B7)', () => {
    assert.deepEqual([equityArticleFor(ruling(), '2017'), equityArticleFor(ruling('B2'), '2017'), equityArticleFor(ruling('B7'), '2017')], ['64C1', '64C2(a)', '64C2(b)']);
  });
  it('2007, 1997 and 1987: 64C for every case; 1975: Law 64 (its closing indemnity clause)', () => {
    assert.deepEqual([equityArticleFor(ruling('B2'), '2007'), equityArticleFor(ruling(), '1997'), equityArticleFor(ruling('B7'), '1987'), equityArticleFor(ruling(), '1975')], ['64C', '64C', '64C', '64']);
  });
});

describeWith('engine', 'double dummy: Law 64C equity after a revoke', () => {
  const WORDS: Record<string, [string, number]> = {
    2017: ['Law 64C1 (Laws 2017)', 8], 2007: ['Law 64C (Laws 2007)', 8], 1997: ['Law 64C (Laws 1997)', 9], 1987: ['Law 64C (Laws 1987)', 9], 1975: ['Law 64, general indemnity clause (Laws 1975)', 8],
  };
  for (const [edition, [citation, after]] of Object.entries(WORDS)) {
    it(`${edition}: the transfer gives NS ${after} where they take 10 without the revoke — a warning with the adjusted score`, async () => {
      const { service, document, settings } = await answeredService(SAMPLE, { lawsOption: edition });
      const [equity] = equityOf(service.doValidation(document, settings));
      assert.equal(equity.severity, 2);
      const transfer = after - 7 === 1 ? '1 trick' : `${after - 7} tricks`;
      assert.equal(equity.message, `${citation}: double dummy the revoke cost NS 3 tricks (10 with East's best legal card, 7 after the revoke trick); the transfer gives them ${transfer}: without the revoke NS would take 10 tricks, as rectified ${after} — consider restoring equity (adjusted score 4♠ =, NS +420). Double dummy is a bound, not the likely result: the decision is the Director's.`);
      assert.equal(document.getText(equity.range), '^R H2');
    });
  }

  it('in Dutch', async () => {
    const { service, document, settings } = await answeredService(SAMPLE, { language: 'nl' });
    const [equity] = equityOf(service.doValidation(document, settings));
    assert.equal(equity.message, 'Artikel 64C1 (Spelregels 2017): dubbel dummy kostte de verzaking NZ 3 slagen (10 met de beste reglementaire kaart van Oost, 7 na de slag van de verzaking); de overdracht geeft NZ 1 slag: zonder de verzaking zou NZ 10 slagen maken, rechtgezet 8 — overweeg de billijkheid te herstellen (arbitrale score 4♠ =, NZ +420). Dubbel dummy is een grens, niet het waarschijnlijke resultaat: de beslissing is aan de wedstrijdleider.');
  });

  it('replaces the plain 64C note (one equity diagnostic, not two), and a hidden code stays hidden', async () => {
    const { service, document, settings } = await answeredService(SAMPLE);
    assert.equal(equityOf(service.doValidation(document, settings)).length, 1);
    assert.deepEqual(equityOf(service.doValidation(document, { ...settings, hiddenDiagnostics: ['pbn.revoke.equity'] })), []);
  });

  it('where the transfer makes up for the revoke the note stays information, with the numbers (RUFF, 64B1)', async () => {
    const revoked = [...RUFF_PLAY.slice(0, 4), 'C9 H6 D6 SA', 'S2 H7 D7 SK', 'S3 H8 D8 SQ', 'S4 H9 D9 SJ', 'C8 HT DT ST', 'C7 HJ DJ S9', 'C6 HQ DQ S8', 'C5 HK DK S7', 'CT HA DA S6'];
    const { service, document, settings } = await answeredService(ruffBoard({ tricks: revoked }));
    const [equity] = equityOf(service.doValidation(document, settings));
    assert.equal(equity.severity, 3);
    assert.match(String(equity.message), /^The Director checks equity under Law 64C: .* Double dummy the revoke cost NS no trick \(10 with West's best legal card, 10 after the revoke trick\); no trick is transferred \(Law 64B1\): without the revoke NS would take 10 tricks, as rectified 10, so the rectification makes up for the damage\.$/);
  });

  it('offers one AdjustedScore candidate, the result without the revoke (64C1 with damage); the rectified result is no adjusted score', async () => {
    const { service, document, settings } = await answeredService(SAMPLE);
    const [equity] = equityOf(service.doValidation(document, settings));
    const actions = service.getCodeActions(document, { diagnostics: [equity] }, settings).filter((action) => action.title.includes('AdjustedScore'));
    assert.deepEqual(actions.map((action) => action.title), [
      'Add [AdjustedScore "4S= N"]: the result without the revoke, double dummy (Law 64C1)',
    ]);
    const edit = (actions[0].edit!.documentChanges![0] as { edits: Array<{ newText: string; range: { start: { line: number } } }> }).edits[0];
    assert.equal(edit.newText, '[AdjustedScore "4S= N"]\r\n');
    assert.equal(SAMPLE.split('\r\n')[edit.range.start.line], '[Score "NS -100"]', 'in export order: before Score, the next other tag');
  });

  it('without double dummy no damage is shown, so no AdjustedScore is offered', async () => {
    const { service, document, settings } = await answeredService(SAMPLE, { analysis: { enabled: false } });
    const [equity] = equityOf(service.doValidation(document, settings));
    assert.equal(equity.severity, 3);
    const titles = service.getCodeActions(document, { diagnostics: [equity] }, settings).map((action) => action.title);
    assert.deepEqual(titles.filter((title) => title.includes('AdjustedScore')), []);
  });
});
