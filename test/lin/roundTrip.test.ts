/**
 * Round trips. LIN → PBN → LIN keeps every board's number, room, dealer, vulnerability, hands,
 * calls with their alerts and explanations, cards in the order of play, claim, names and
 * commentary (its words; PBN rewraps the lines). PBN → LIN → PBN keeps what LIN can hold for
 * every board of the real-world PBN corpus: board, dealer, vulnerability, deal, names (LIN has
 * no commas in names), the calls and the text of their notes, the cards in the order of play up
 * to the first card the record does not know, and the Result of an unfinished play (LIN's claim).
 * Suit symbols in notes may change spelling (`!S` and `\S` both mean ♠ to LIN).
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Seat } from '../../server/src/bridge/seats';
import { decodePbnBytes } from '../../server/src/syntax/encoding';
import { getLanguageService } from '../../server/src/languageService';
import { GameModel } from '../../server/src/model/game/gameModel';
import { pbnToLin } from '../../server/src/lin/toPbn/fromPbn';
import { readLin } from '../../server/src/lin/reader/reader';
import { LIN_CORPUS, REAL_CORPUS, ROBOT_FILE, SAMPLE_FILE, VUGRAPH_FILE, converted, corpusText, requirePath } from './support';

const SEATS: Seat[] = ['N', 'E', 'S', 'W'];
let documents = 0;

/** The document model of a PBN text. */
function parsePbn(text: string) {
  return getLanguageService().parse(TextDocument.create(`file:///round/${++documents}.pbn`, 'pbn', 1, text), { language: 'en' })!;
}

/** The PBN models of a PBN text, one per game with tags. */
function pbnGames(text: string): GameModel[] {
  return parsePbn(text).games.filter((game) => game.model && game.index > 0).map((game) => game.model!);
}

/** What a LIN board holds, in a form to compare. */
function linBoards(text: string) {
  return readLin(text).boards.map((board) => ({
    number: board.number, room: board.room, dealer: board.dealer, vulnerability: board.vulnerability,
    hands: SEATS.map((seat) => board.deal?.hands?.[seat]?.slice().sort().join(' ')),
    names: SEATS.map((seat) => board.names[seat]?.text),
    calls: board.auction.calls.map((call) => [call.call, call.alert, call.explanation?.text]),
    cards: board.cards.map((card) => card.card), claim: board.claim?.tricks,
    comments: board.comments.map((comment) => comment.text.trim().split(/\s+/).join(' ')),
  }));
}

describe('Round trip LIN → PBN → LIN', function () {
  before(function () { requirePath(this, LIN_CORPUS, 'the LIN corpus'); });

  for (const name of [ROBOT_FILE, SAMPLE_FILE, VUGRAPH_FILE]) {
    it(`${name}: every board comes back the same`, () => {
      const original = corpusText(name);
      const back = pbnToLin(parsePbn(converted(original)));
      const before = linBoards(original), after = linBoards(back);
      assert.equal(after.length, before.length);
      before.forEach((board, index) => assert.deepEqual(after[index], board, `board ${index + 1}`));
    });
  }
});

/**
 * Suit symbols in a note, one spelling: PBN writes `\S`, LIN `!S`, and LIN-born PBN files (BBO
 * Helper's, bridge-bots') keep `!S` in their notes, which LIN reads as the symbol too.
 */
function suitEscapes(text: string): string {
  return text.replace(/[!\\]([SHDC])/g, '\\$1');
}

/** What LIN can hold of a PBN game, read from its model. */
function holdable(model: GameModel) {
  const notes = new Map<number, string>();
  for (const tag of model.syntax.tags) {
    const match = tag.name === 'Note' && tag.noteOwner === 'Auction' ? /^(\d+):(.*)$/s.exec(tag.value) : null;
    if (match && !notes.has(Number(match[1]))) notes.set(Number(match[1]), suitEscapes(match[2].replace(/\|/g, '/')));
  }
  const played: string[] = [];
  let known = true;
  for (const trick of model.play?.tricks ?? []) {
    if (!known || !trick.leader) { known = false; break; }
    for (let step = 0; step < 4 && known; step++) {
      const seat = SEATS[(SEATS.indexOf(trick.leader) + step) % 4];
      const card = trick.cards.find((record) => record.seat === seat)?.card;
      if (card) played.push(card); else known = false;
    }
  }
  const unfinished = played.length < 52 && model.contract && model.declarer && !model.passedOut;
  const side = model.declarer === 'N' || model.declarer === 'S' ? 'NS' : 'EW';
  return {
    board: model.board, dealer: model.dealer, vulnerability: model.vulnerability,
    hands: SEATS.map((seat) => model.deal?.hands[seat]?.slice().sort().join(' ')),
    names: ['West', 'North', 'East', 'South'].map((tag) => (model.values.get(tag) ?? '').replace(/,/g, ' ').replace(/\s+/g, ' ').trim().replace(/^\?$/, '')),
    calls: (model.auction?.calls ?? []).filter((call) => call.call !== 'skip').map((call) => [call.call, call.note !== undefined ? notes.get(call.note) ?? null : null]),
    played, result: unfinished ? model.result?.tricks[side] : undefined,
  };
}

describe('Round trip PBN → LIN → PBN (real-world corpus)', function () {
  before(function () { requirePath(this, REAL_CORPUS, 'the real-world PBN corpus'); });

  const files = fs.existsSync(REAL_CORPUS) ? fs.readdirSync(REAL_CORPUS).filter((file) => file.endsWith('.pbn')) : [];
  for (const file of files) {
    it(`${file}: every board keeps what LIN can hold`, () => {
      const text = decodePbnBytes(fs.readFileSync(path.join(REAL_CORPUS, file))).text;
      const originals = pbnGames(text);
      const lin = pbnToLin(parsePbn(text));
      const again = pbnGames(converted(lin, `file:///round/${++documents}.lin`));
      assert.equal(again.length, originals.length);
      originals.forEach((model, index) => {
        const expected = holdable(model);
        const actual = holdable(again[index]);
        // A board LIN gets with a known dealer and vulnerability keeps them; an unknown number stays the position.
        if (expected.board === undefined || !/^\d+$/.test(expected.board)) actual.board = expected.board;
        if (expected.dealer === undefined) actual.dealer = undefined;
        if (expected.vulnerability === undefined) actual.vulnerability = undefined;
        if (expected.hands.filter(Boolean).length === 3) expected.hands = actual.hands; // LIN derives the fourth hand
        assert.deepEqual(actual, expected, `${file}, game ${index + 1}`);
      });
    });
  }
});
