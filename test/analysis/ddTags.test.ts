/**
 * The double-dummy tags a file carries, checked and written: RealBridge's OptimumResultTable,
 * DoubleDummyTricks (declarers N S E W, each NT S H D C: the file carries both, so the order is
 * confirmed when neither disagrees with DDS) and OptimumScore agree with DDS on its first boards;
 * a wrong cell is `pbn.dd.table-mismatch` with the right value, taken from the file's own
 * untouched value; "Add double-dummy analysis" writes the tags in export order, idempotently,
 * and never into a game with a syntax error.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CodeAction, TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { doubleDummyTricksValue, optimumResultRows, parContractValue, parContractsPerDeclarer } from '../../server/src/analysis/logic/answers/ddTagValues';
import { parResult } from '../../server/src/analysis/engine/dds/parContracts';
import { answeredService } from './support/answered';
import { SOLID_DEAL, game } from './support/ddBoards';
import { describeWith } from './support/ddEngine';

const REALBRIDGE = join(__dirname, '..', '..', '..', 'shared', 'corpus', 'real', 'dominicprice-endplay_example2.pbn');
const BOARDS = 6;

/** The first `count` games of a PBN file (after its header lines). */
function firstGames(text: string, count: number): string {
  return text.split(/\n\n(?=\[Event )/).slice(0, count).join('\n\n') + '\n';
}

const addAction = (actions: CodeAction[]) => actions.find((action) => action.title.startsWith('Add double-dummy analysis'));
const apply = (document: TextDocument, action: CodeAction) => TextDocument.applyEdits(document, (action.edit!.documentChanges![0] as { edits: TextEdit[] }).edits);

describe('double dummy: the DD tag values', () => {
  const table = { N: { NT: 9, S: 10, H: 7, D: 5, C: 6 }, E: { NT: 4, S: 3, H: 6, D: 8, C: 7 }, S: { NT: 9, S: 10, H: 7, D: 5, C: 6 }, W: { NT: 4, S: 3, H: 6, D: 8, C: 7 } };
  it('writes 20 OptimumResultTable rows N E S W, each NT S H D C, Denomination and Result right-aligned in 2', () => {
    const rows = optimumResultRows(table);
    assert.equal(rows.length, 20);
    assert.deepEqual(rows.slice(0, 6), ['N NT  9', 'N  S 10', 'N  H  7', 'N  D  5', 'N  C  6', 'E NT  4']);
  });
  it('writes DoubleDummyTricks as hex digits, declarers N S E W', () => {
    assert.equal(doubleDummyTricksValue(table), '9A756' + '9A756' + '43687' + '43687');
  });
  it('writes ParContract with the declarers first and the JSON per declarer', () => {
    const par = parResult(620, ['4S-NS']);
    assert.equal(parContractValue(par), 'NS 4S');
    assert.deepEqual(parContractsPerDeclarer(par), ['4S N', '4S S']);
    assert.equal(parContractValue(parResult(-430, ['4N-W+1', '5C-E'])), 'W 4NT+1, E 5C');
    assert.equal(parContractValue(parResult(0, ['pass'])), 'Pass');
  });
});

describeWith('engine', 'double dummy: DD tags checked and written', function () {
  this.timeout(60000);

  it(`RealBridge: the first ${BOARDS} boards' OptimumResultTable, DoubleDummyTricks and OptimumScore all agree with DDS`, async function () {
    if (!existsSync(REALBRIDGE)) { console.log(`    skipped: ${REALBRIDGE} is not there`); this.skip(); }
    const { service, document, settings } = await answeredService(firstGames(readFileSync(REALBRIDGE, 'utf8'), BOARDS));
    const diagnostics = service.doValidation(document, settings) ?? [];
    assert.deepEqual(diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.dd.table-mismatch'), []);
    assert.equal(document.getText().match(/\[DoubleDummyTricks /g)?.length, BOARDS);
  });

  it('RealBridge board 11 with three cells spoiled: each is reported with the file\'s own right value, and corrected', async function () {
    if (!existsSync(REALBRIDGE)) { console.log(`    skipped: ${REALBRIDGE} is not there`); this.skip(); }
    const original = firstGames(readFileSync(REALBRIDGE, 'utf8'), 1);
    assert.ok(original.includes('N  S  7\n') && original.includes('[DoubleDummyTricks "77667775576677566775"]') && original.includes('[OptimumScore "NS +90"]'));
    const spoiled = original.replace('N  S  7\n', 'N  S  9\n').replace('"77667775576677566775"', '"77667775576677566A75"').replace('"NS +90"', '"NS +100"');
    const { service, document, settings } = await answeredService(spoiled);
    const mismatches = (service.doValidation(document, settings) ?? []).filter((diagnostic) => diagnostic.code === 'pbn.dd.table-mismatch');
    assert.deepEqual(mismatches.map((diagnostic) => [document.getText(diagnostic.range), (diagnostic.data as { replacement: string }).replacement]), [['9', '7'], ['A', '7'], ['NS +100', 'NS 90']]);
    assert.equal(mismatches[0].message, 'OptimumResultTable: North in ♠ takes 7 tricks double dummy, not 9');
    assert.equal(mismatches[1].message, 'DoubleDummyTricks: West in ♥ takes 7 tricks double dummy, not 10 (digit 7)');
    assert.equal(mismatches[2].message, 'OptimumScore: the par score is NS 90 double dummy, not NS +100');
    const [fix] = service.getCodeActions(document, { diagnostics: [mismatches[0]] }, settings);
    assert.equal(fix.title, 'Correct to 7 (double dummy)');
    assert.ok(apply(document, fix).includes('N  S  7\n'));
  });

  it('a producer\'s wrong table (all 20 cells) is one warning for the board, naming the count and the first cell, with the action that writes the table again', async () => {
    // SOLID_DEAL: each seat holds one whole suit, so every cell is 0 or 13 tricks (the side holding the trumps takes all; in NT the leader runs his suit): 6 is wrong everywhere.
    const rows = ['N', 'E', 'S', 'W'].flatMap((seat) => ['NT', 'S', 'H', 'D', 'C'].map((strain) => `${seat} ${strain.padStart(2)}  6`));
    const wrong = game({ Deal: SOLID_DEAL }, ['[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]', ...rows]);
    const { service, document, settings } = await answeredService(wrong);
    const mismatches = (service.doValidation(document, settings) ?? []).filter((diagnostic) => diagnostic.code === 'pbn.dd.table-mismatch');
    assert.equal(mismatches.length, 1);
    assert.equal(mismatches[0].message, '20 values of the DD tags differ from double dummy (the first: OptimumResultTable: North in NT takes 0 tricks double dummy, not 6); "Add double-dummy analysis" writes them again.');
    const actions = service.getCodeActions(document, { diagnostics: [mismatches[0]] }, settings, mismatches[0].range);
    assert.deepEqual(actions.filter((action) => action.title.startsWith('Correct to')), []);
    assert.ok(addAction(actions), 'the table is written again by "Add double-dummy analysis"');
  });

  it('"Add double-dummy analysis" writes the three tags where export order puts them, then has nothing more to add', async () => {
    const { service, document, settings } = await answeredService(game({ Deal: SOLID_DEAL }));
    const formatted = TextDocument.applyEdits(document, service.format(document, settings));
    const second = await answeredService(formatted);
    const action = addAction(second.service.getCodeActions(second.document, { diagnostics: [] }, second.settings, { start: { line: 2, character: 0 }, end: { line: 2, character: 0 } }))!;
    const written = apply(second.document, action);
    assert.match(written, /\[OptimumScore "NS 1510"\]\n\[ParContract "NS 7S"\]\n\[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"\]\nN NT {2}0\nN {2}S 13\n/);
    assert.equal(written.match(/\n[NESW] +(NT|[SHDC]) +\d+/g)?.length, 20);
    const third = await answeredService(written);
    assert.deepEqual(third.service.format(third.document, third.settings), [], 'the tags sit where the formatter would put them');
    assert.equal(addAction(third.service.getCodeActions(third.document, { diagnostics: [] }, third.settings, { start: { line: 2, character: 0 }, end: { line: 2, character: 0 } })), undefined, 'idempotent');
    assert.deepEqual((third.service.doValidation(third.document, third.settings) ?? []).filter((diagnostic) => diagnostic.code === 'pbn.dd.table-mismatch'), []);
  });

  it('replaces a wrong table whole and leaves a game with a syntax error alone', async () => {
    const wrong = game({ Deal: SOLID_DEAL }, ['[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]', 'N S 12']);
    const { service, document, settings } = await answeredService(wrong);
    const written = apply(document, addAction(service.getCodeActions(document, { diagnostics: [] }, settings, { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }))!);
    assert.equal(written.match(/OptimumResultTable/g)?.length, 1);
    assert.doesNotMatch(written, /N S 12/);
    const broken = await answeredService(game({ Deal: SOLID_DEAL, Site: 'Test" x' }).replace('[Site "Test" x"]', '[Site "Test" x]'));
    assert.equal(addAction(broken.service.getCodeActions(broken.document, { diagnostics: [] }, broken.settings, { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } })), undefined);
    assert.deepEqual(broken.service.getAnalysisEdits(broken.document, broken.settings).map((entry) => entry.skipped), ['syntax-error']);
  });
});
