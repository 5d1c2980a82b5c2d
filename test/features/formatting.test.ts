/**
 * Formatting to PBN export format: the expected text of an import-format board, CRLF kept, one
 * empty line between games, nothing done to a file with a syntax error, range formatting of one
 * game, idempotence, and on every sample file a re-parse that finds the same tags, calls, cards,
 * marks, annotations, comments and problems as before.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentModel, buildDocumentModel } from '../../server/src/model/document/document';
import { GameModel } from '../../server/src/model/game/gameModel';
import { IMPORT_BOARD, NOTES_BOARD, REVOKE_BOARD } from './boards';
import { openDocument } from './support';

const EXPECTED_IMPORT_BOARD = [
  '% a header line',
  '{ board commentary }',
  '[Event "Club"]',
  '[Board "5"]',
  '[Dealer "E"]',
  '[Vulnerable "All"]',
  '[Deal "E:A75.92.765.A8742 T9.A754.A82.T953 J.K863.KQJ94.KQJ KQ86432.QJT.T3.6"]',
  '[Declarer "S"]',
  '; the declarer',
  '[Contract "4S"]',
  '[Result "9"]',
  '[Annotator "Me"]',
  '[Auction "E"]',
  'Pass 1S { light } Pass 2S =1=',
  'Pass 4S Pass Pass',
  'Pass',
  '[Note "1:natural"]',
  '[Play "W"]',
  'DK DT D7 DA',
  'HK ; ace wins',
  'HQ H9 HA',
  'SJ SK SA ST',
  '*',
].join('\n');

/** Formats a whole text with the service. */
function formatted(text: string): string {
  const { service, document, settings } = openDocument(text);
  return TextDocument.applyEdits(document, service.format(document, settings));
}

/** Everything a game says, in a form that formatting must not change. */
function meaning(model: GameModel): unknown {
  const comments = model.syntax.tokens.filter((token) => token.kind === 'lineComment' || token.kind === 'blockComment').map((token) => token.text.replace(/\r\n/g, '\n')).sort();
  const tags = model.syntax.tags.filter((tag) => !['Deal', 'Vulnerable', 'Auction', 'Play'].includes(tag.name)).map((tag) => `${tag.name}=${tag.value}`).sort();
  const hands = model.deal ? Object.entries(model.deal.hands).map(([seat, hand]) => `${seat}:${hand ? [...hand].sort().join(',') : '-'}`).sort() : undefined;
  const calls = model.auction?.calls.map((call) => [call.seat, call.call, call.insufficientAccepted, call.note, call.suffix?.text, call.nags.join(',')]);
  const cards = model.play?.tricks.map((trick) => trick.cards.map((card) => [card.seat, card.card ?? card.text, !!card.revokeMark, !!card.leadMark, card.note, card.suffix?.text, card.nags.join(',')]).sort());
  // Layout may cure a line that was too long (`[Event  "…" ]`), and the export spelling a call written
  // as a shorthand (`P`, `D`: pbn.call.nonstandard): the same calls, read as before (`calls` below).
  const problems = model.problems.map((problem) => problem.code).filter((code) => code !== 'pbn.line.too-long' && code !== 'pbn.call.nonstandard').sort();
  return { comments, tags, hands, vulnerability: model.vulnerability, calls, cards, problems, dealer: model.dealer, declarer: model.declarer, contract: model.contract, rulings: model.rulings.map((ruling) => `${ruling.kind} ${ruling.trick} ${ruling.seat} ${ruling.law}`) };
}

function modelOf(text: string): DocumentModel {
  return buildDocumentModel(text, {})!;
}

/** Asserts that a formatted text means what the original meant, game by game, escape lines included. */
function assertSameMeaning(before: string, after: string, label: string): void {
  const original = modelOf(before).games.filter((game) => game.model);
  const reread = modelOf(after).games.filter((game) => game.model);
  assert.equal(reread.length, original.length, `${label}: number of games`);
  original.forEach((game, index) => assert.deepEqual(meaning(reread[index].model!), meaning(game.model!), `${label}: game ${index + 1}`));
  const tooLong = (text: string) => modelOf(text).games.flatMap((game) => game.model?.problems ?? []).filter((problem) => problem.code === 'pbn.line.too-long').length;
  assert.ok(tooLong(after) <= tooLong(before), `${label}: no new long lines`);
  const escapes = (text: string) => text.split(/\r?\n/).filter((line) => line.startsWith('%'));
  assert.deepEqual(escapes(after), escapes(before), `${label}: escape lines`);
}

describe('features: formatting', () => {
  it('writes an import-format game in export format, every comment after what it followed', () => {
    assert.equal(formatted(IMPORT_BOARD), EXPECTED_IMPORT_BOARD);
    assertSameMeaning(IMPORT_BOARD, EXPECTED_IMPORT_BOARD, 'import board');
  });

  it('changes nothing the second time, nor in a file already in export format', () => {
    assert.equal(formatted(EXPECTED_IMPORT_BOARD), EXPECTED_IMPORT_BOARD);
    assert.equal(formatted(REVOKE_BOARD), REVOKE_BOARD);
  });

  it('keeps CRLF line endings and leaves one empty line between games', () => {
    const crlf = `${IMPORT_BOARD}\n\n\n   \n${NOTES_BOARD}\n`.replace(/\n/g, '\r\n');
    const result = formatted(crlf);
    assert.ok(!/[^\r]\n/.test(result), 'only CRLF');
    assert.ok(result.startsWith(EXPECTED_IMPORT_BOARD.replace(/\n/g, '\r\n') + '\r\n\r\n[Event "Notes"]'));
    assert.equal(formatted(result), result);
    assertSameMeaning(crlf, result, 'crlf');
  });

  it('never reformats a file with a syntax error', () => {
    const broken = `${IMPORT_BOARD}\n\n${NOTES_BOARD.replace('[Event "Notes"]', '[Event "Notes]')}`;
    assert.equal(formatted(broken), broken);
  });

  it('formats only the game a range touches, unless that game has a syntax error', () => {
    const text = `${IMPORT_BOARD}\n\n${IMPORT_BOARD.replace('[Board "5"]', '[Board "6"')}`;
    const { service, document, settings } = openDocument(text);
    const first = service.formatRange(document, { start: { line: 3, character: 0 }, end: { line: 4, character: 0 } }, settings);
    assert.equal(TextDocument.applyEdits(document, first), `${EXPECTED_IMPORT_BOARD}\n\n${IMPORT_BOARD.replace('[Board "5"]', '[Board "6"')}`);
    assert.deepEqual(service.formatRange(document, { start: { line: 25, character: 0 }, end: { line: 26, character: 0 } }, settings), []);
  });

  it('keeps every tag, call, card, mark, annotation, comment and problem of the sample and corpus files', function () {
    this.timeout(120000);
    const folders = ['samples', 'test/e2e-fixtures', '../shared/corpus/real', '../shared/corpus/verifier'].filter(existsSync);
    let changedGames = 0;
    for (const folder of folders) {
      for (const name of readdirSync(folder).filter((file) => file.endsWith('.pbn'))) {
        const text = readFileSync(join(folder, name), 'latin1');
        const { service, document, settings } = openDocument(text);
        const whole = TextDocument.applyEdits(document, service.format(document, settings));
        assertSameMeaning(text, whole, name);
        assert.equal(formatted(whole), whole, `${name}: idempotent`);
        // Game by game (range formatting), so that a file with one broken game still gets its other games checked.
        const model = service.parse(document, settings)!;
        const edits = model.games.flatMap((game) => service.formatRange(document, { start: document.positionAt(game.start), end: document.positionAt(game.end) }, settings));
        changedGames += edits.length;
        const byGame = TextDocument.applyEdits(document, edits);
        assertSameMeaning(text, byGame, `${name} (by game)`);
        const again = openDocument(byGame);
        const secondModel = again.service.parse(again.document, again.settings)!;
        const secondEdits = secondModel.games.flatMap((game) => again.service.formatRange(again.document, { start: again.document.positionAt(game.start), end: again.document.positionAt(game.end) }, again.settings));
        assert.deepEqual(secondEdits, [], `${name} (by game): idempotent`);
      }
    }
    assert.ok(changedGames >= 1, `${changedGames} games reformatted`);
  });
});
