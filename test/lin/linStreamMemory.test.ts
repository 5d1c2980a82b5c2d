/**
 * The LIN commands' lighter paths give what the whole path gives, byte for byte: `check` and
 * `convert` find a LIN file's diagnostics game by game (lin/service/linGameChecks.ts) instead of
 * through the service's model of the whole projection, and `score` skips the parse, the projection
 * having no traveller. Inputs: the LIN corpus (skipped with a note when ../shared is absent), the
 * LIN fixtures and boards of the tests, and every PBN sample converted to LIN; in English and
 * Dutch, under two editions of the Laws.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService, ServiceSettings } from '../../server/src/languageService';
import { linDiagnosticsByGame } from '../../server/src/lin/service/linGameChecks';
import { pbnToLin } from '../../server/src/lin/toPbn/fromPbn';
import { travellerSummary } from '../../server/src/features/travellerSummary';
import { LIN_CORPUS, REVOKE_BOARD, claimBoard, requirePath } from './support';

const ROOT = path.resolve(__dirname, '../..');
const SETTINGS: ServiceSettings[] = [{ language: 'en' }, { language: 'nl', lawsOption: '2007' }];

/** The LIN texts of the repository: fixtures, test boards and the PBN samples converted. */
function repositoryTexts(): Array<[string, string]> {
  const service = getLanguageService();
  const texts: Array<[string, string]> = [
    ['revoke board', REVOKE_BOARD], ['claim 11', claimBoard('11')], ['claim 14', claimBoard('14')],
    ['rooms.lin', fs.readFileSync(path.join(ROOT, 'test/fixtures/audit/rooms.lin'), 'latin1')],
    ['e2e-revoke.lin', fs.readFileSync(path.join(ROOT, 'test/e2e-fixtures/e2e-revoke.lin'), 'latin1')],
  ];
  for (const name of fs.readdirSync(path.join(ROOT, 'samples')).filter((file) => file.endsWith('.pbn'))) {
    const document = TextDocument.create(`file:///samples/${name}`, 'pbn', 1, fs.readFileSync(path.join(ROOT, 'samples', name), 'latin1'));
    texts.push([`${name} as LIN`, pbnToLin(service.getModelView(document, { language: 'en' })!.model)]);
    service.forget(document.uri);
  }
  return texts;
}

/** Asserts that the game-by-game diagnostics and the skipped score equal the whole path's. */
function assertSame(name: string, text: string): void {
  const service = getLanguageService();
  for (const settings of SETTINGS) {
    const document = TextDocument.create(`file:///test/${encodeURIComponent(name)}.lin`, 'lin', 1, text);
    const whole = JSON.stringify(service.doValidation(document, settings));
    const travellers = service.parse(document, settings)!.games.flatMap((game) => travellerSummary(game, settings.language) ?? []);
    service.forget(document.uri);
    assert.equal(JSON.stringify(linDiagnosticsByGame(document, service, settings)), whole, `${name} (${settings.language})`);
    assert.deepEqual(travellers, [], `${name}: a LIN projection with a traveller`);
  }
}

describe('LIN: game-by-game check equals the whole projection', () => {
  it('on the LIN corpus', function () {
    requirePath(this, LIN_CORPUS, 'the LIN corpus');
    const names = fs.readdirSync(LIN_CORPUS).filter((file) => file.endsWith('.lin'));
    assert.ok(names.length > 0);
    for (const name of names) assertSame(name, fs.readFileSync(path.join(LIN_CORPUS, name), 'latin1'));
  });

  it('on the LIN fixtures, test boards and the samples converted to LIN', () => {
    const texts = repositoryTexts();
    // The comparison must see diagnostics, not only clean files.
    const service = getLanguageService();
    const found = texts.reduce((count, [, text]) => count + (service.doValidation(TextDocument.create('file:///count.lin', 'lin', 1, text), { language: 'en' }) ?? []).length, 0);
    assert.ok(found > 10, `only ${found} diagnostics in the inputs`);
    for (const [name, text] of texts) assertSame(name, text);
  });
});
