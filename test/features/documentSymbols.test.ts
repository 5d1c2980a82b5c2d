/**
 * The outline of a document: a symbol per game up to 5,000 games with tags; above that groups of
 * games ("Games 1–1000"), built from the document's arrays without reading any game (a document
 * of a million tiny games took 24.5 s and 2.4 GB when every game was read for its summary).
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { documentSymbols } from '../../server/src/features/editor/documentSymbols';
import { DocumentModel, GAME_LIGHT, GAME_QUIET, GAME_TAGGED } from '../../server/src/model/document/document';
import { openDocument } from './support';

/** `count` tiny games, numbered from 1. */
function tinyGames(count: number): string {
  return Array.from({ length: count }, (_, index) => `[Event ""]\n[Board "${index + 1}"]\n`).join('\n');
}

/**
 * A model of `count` light games, each 20 characters long and 30 apart, that counts what is read
 * of it: the games as objects, and an entry's syntax or model (a game read again), or its length.
 */
function countingModel(count: number) {
  const reads = { games: 0, syntaxOrModel: 0, lengths: 0 };
  const entry = {
    get length() { reads.lengths++; return 20; },
    get syntax() { reads.syntaxOrModel++; throw new Error('a game was read'); },
    get model() { reads.syntaxOrModel++; throw new Error('a game was read'); },
  };
  const entries = new Proxy([] as unknown[], { get: (target, key) => (key === 'length' ? count : typeof key === 'string' && /^\d+$/.test(key) ? entry : Reflect.get(target, key)) });
  const model = {
    count,
    starts: Float64Array.from({ length: count }, (_, position) => position * 30),
    indexes: Int32Array.from({ length: count }, (_, position) => position + 1),
    flags: new Uint8Array(count).fill(GAME_TAGGED | GAME_QUIET | GAME_LIGHT),
    entries,
    entry: () => entry,
    checkpoints: [],
    get games() { reads.games++; throw new Error('the games were made objects'); },
    game() { reads.games++; throw new Error('a game was made an object'); },
  };
  return { model: model as unknown as DocumentModel, reads };
}

/** A document whose position of an offset is the offset itself on line 0. */
const OFFSETS = { positionAt: (offset: number) => ({ line: 0, character: offset }) } as unknown as TextDocument;

describe('features: document symbols', () => {
  it('groups a million games into 1,000 groups of 1,000 without reading a game', () => {
    const { model, reads } = countingModel(1_000_000);
    const symbols = documentSymbols(OFFSETS, model, 'en');
    assert.equal(symbols.length, 1000);
    assert.equal(symbols[0].name, 'Games 1–1000');
    // The first group: game 1 at 0 to the end of game 1000, at 999 × 30 + 20.
    assert.deepEqual(symbols[0].range, { start: { line: 0, character: 0 }, end: { line: 0, character: 29_990 } });
    assert.equal(symbols[999].name, 'Games 999001–1000000');
    assert.deepEqual(symbols[999].range, { start: { line: 0, character: 29_970_000 }, end: { line: 0, character: 29_999_990 } });
    assert.ok(symbols.every((symbol) => symbol.children === undefined));
    assert.deepEqual(reads, { games: 0, syntaxOrModel: 0, lengths: 1000 });
  });

  it('makes the groups ten times larger where 1,000 would make more than 1,000 groups', () => {
    const { model } = countingModel(1_000_001);
    const symbols = documentSymbols(OFFSETS, model, 'nl');
    assert.deepEqual(symbols.map((symbol) => symbol.name).slice(0, 2), ['Partijen 1–10000', 'Partijen 10001–20000']);
    assert.equal(symbols.length, 101);
    assert.equal(symbols[100].name, 'Partijen 1000001–1000001');
  });

  it('gives 5,000 games a symbol each, and 5,001 games six groups, the last of one game', () => {
    const flat = openDocument(tinyGames(5000));
    const games = flat.service.findDocumentSymbols(flat.document, flat.settings);
    assert.equal(games.length, 5000);
    assert.equal(games[4999].name, 'Board 5000');
    const grouped = openDocument(tinyGames(5001), 'nl');
    const groups = grouped.service.findDocumentSymbols(grouped.document, grouped.settings);
    assert.deepEqual(groups.map((symbol) => symbol.name), ['Partijen 1–1000', 'Partijen 1001–2000', 'Partijen 2001–3000', 'Partijen 3001–4000', 'Partijen 4001–5000', 'Partijen 5001–5001']);
    // Game 1001 starts on line 3 × 1000 (three lines a game), game 2000 ends on the line of its Board tag, 3 × 1999 + 1.
    assert.deepEqual(groups[1].range, { start: { line: 3000, character: 0 }, end: { line: 5998, character: '[Board "2000"]'.length } });
  });
});
