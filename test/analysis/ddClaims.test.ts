/**
 * Claims against double dummy (Laws 68-71): the position where the record stops, mid-trick
 * included, solved for the claiming side. RUFF (support/ddBoards.ts) is counted by hand: in 4♠ by
 * South, West's clubs take three tricks and then South ruffs and draws West's three trumps, so
 * after West's ♣A and ♣K the defence can take exactly one more trick (any club but the deuce
 * is as good: South must lose his ♣2 sooner or later) and declarer's side at most 10 in all. Also
 * on a LIN board (`mc`), and the best cards named when the opponents of the claimer are to play and
 * some card does worse (a solved position made by hand).
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Diagnostic } from 'vscode-languageserver-types';
import { pbnToLin } from '../../server/src/lin/toPbn/fromPbn';
import { claimFinding } from '../../server/src/analysis/logic/answers/claim';
import { getLanguageService } from '../../server/src/languageService';
import { answeredService } from './support/answered';
import { RUFF_PLAY, ruffBoard } from './support/ddBoards';
import { describeWith } from './support/ddEngine';

const claimOf = (diagnostics: readonly Diagnostic[] | undefined) => (diagnostics ?? []).filter((diagnostic) => String(diagnostic.code).startsWith('pbn.claim.'));
const TRUMPS = 'Trumps still out at the claim: ♠4 (West), ♠3 (West), ♠2 (West) (Law 70C).';

describeWith('engine', 'double dummy: claims', () => {
  it('a claim of all 11 tricks after West\'s ♣A K: the defence can take one (West leads a club)', async () => {
    const { service, document, settings } = await answeredService(ruffBoard({ tricks: RUFF_PLAY.slice(0, 2), result: '11' }));
    const [claim] = claimOf(service.doValidation(document, settings));
    assert.equal(claim.code, 'pbn.claim.dd-short');
    assert.equal(claim.severity, 2);
    assert.equal(claim.message, `Result 11 claims 11 of the last 11 tricks for declarer; double dummy the defenders can take 1 of them. ${TRUMPS} Double dummy is a bound, not the likely result: the claim is the Director's to judge (Law 70, Laws 2017).`);
    assert.equal(document.getText(claim.range), '11');
  });

  it('a concession of a trick declarer could take is information, and says Law 71 needs more than double dummy', async () => {
    const { service, document, settings } = await answeredService(ruffBoard({ tricks: RUFF_PLAY.slice(0, 2), result: '9' }));
    const [claim] = claimOf(service.doValidation(document, settings));
    assert.deepEqual([claim.code, claim.severity], ['pbn.claim.dd-conceded', 3]);
    assert.equal(claim.message, `Result 9 gives declarer 9 of the last 11 tricks; double dummy declarer can take 10. ${TRUMPS} A conceded trick is restored only when no normal play could lose it (Law 71, Laws 2017): double dummy is an upper bound.`);
  });

  it('a claim that agrees with double dummy says nothing', async () => {
    const { service, document, settings } = await answeredService(ruffBoard({ tricks: RUFF_PLAY.slice(0, 2), result: '10' }));
    assert.deepEqual(claimOf(service.doValidation(document, settings)), []);
  });

  it('mid-trick: West has led the ♣Q when the play stops, so that trick is the defence\'s', async () => {
    const { service, document, settings } = await answeredService(ruffBoard({ tricks: [...RUFF_PLAY.slice(0, 2), 'CQ - - -'], result: '11' }));
    const [claim] = claimOf(service.doValidation(document, settings));
    assert.equal(claim.code, 'pbn.claim.dd-short');
    assert.match(String(claim.message), /^Result 11 claims 11 of the last 11 tricks for declarer; double dummy the defenders can take 1 of them\. Trumps/);
  });

  it('a defender\'s claim (the Claim event names West) is measured for the defence', async () => {
    const { service, document, settings } = await answeredService(ruffBoard({ tricks: RUFF_PLAY.slice(0, 2), result: '8', tags: { Irregularities: '3 W Claim - Agreed' } }));
    const [claim] = claimOf(service.doValidation(document, settings));
    assert.equal(claim.code, 'pbn.claim.dd-short');
    assert.match(String(claim.message), /^Result 8 claims 3 of the last 11 tricks for the defenders \(claim by West\); double dummy declarer can take 10 of them\. Trumps still out at the claim: ♠A \(South\), ♠K \(South\)/);
  });

  it('in Dutch, with the edition\'s articles', async () => {
    const { service, document, settings } = await answeredService(ruffBoard({ tricks: RUFF_PLAY.slice(0, 2), result: '11' }), { language: 'nl', lawsOption: '1997' });
    const [claim] = claimOf(service.doValidation(document, settings));
    assert.equal(claim.message, 'Result 11 eist 11 van de laatste 11 slagen op voor de leider; dubbel dummy kan de tegenspelers er 1 van maken. Troeven van de tegenpartij bij de claim: ♠4 (West), ♠3 (West), ♠2 (West) (artikel 70C). Dubbel dummy is een grens, niet het waarschijnlijke resultaat: de wedstrijdleider beoordeelt de claim (artikel 70, Spelregels 1997).');
  });

  it('works on a LIN board: the claim is flagged on its `mc|11|`', async () => {
    const pbn = ruffBoard({ tricks: RUFF_PLAY.slice(0, 2), result: '11' });
    const plain = getLanguageService();
    const pbnDocument = TextDocument.create('file:///ruff.pbn', 'pbn', 1, pbn);
    const lin = pbnToLin(plain.parse(pbnDocument, { language: 'en' })!);
    assert.match(lin, /mc\|11\|/);
    const { service, document, settings } = await answeredService(lin, {}, 'lin');
    const [claim] = claimOf(service.doValidation(document, settings));
    assert.equal(claim?.code, 'pbn.claim.dd-short');
    assert.equal(document.getText(claim.range), 'mc|11|');
  });
});

describe('double dummy: the best cards of a claim', () => {
  it('names the opponents\' best cards only when some legal card does worse', () => {
    const model = { declarer: 'S' } as never;
    const claim = { at: { won: { NS: 0, EW: 2 }, remaining: 11 }, recorded: 11, claimerSide: 'NS', question: { position: { hands: { N: [], E: [], S: [], W: [] }, trump: 'S' } } } as never;
    const solved = (scores: number[]) => ({ seatToPlay: 'W', side: 'EW', remainingTricks: 11, tricks: Math.max(...scores), cards: scores.map((tricks, index) => ({ card: ['CQ', 'CJ', 'S4'][index], tricks })) }) as never;
    assert.deepEqual(claimFinding(model, claim, solved([1, 1, 0])).bestCards, ['CQ', 'CJ']);
    assert.deepEqual(claimFinding(model, claim, solved([1, 1, 1])).bestCards, []);
    assert.equal(claimFinding(model, claim, solved([1, 1, 0])).ddMax, 10);
  });
});
