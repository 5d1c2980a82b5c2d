/**
 * The pure side of a claim over the unseen layouts: which seats are hidden and what they showed
 * out of, how many layouts there are (C(free, places), counted by hand), the seeded sample beyond
 * 5,000 (always the same, distinct, flagged), and the wording of the holdings that decide.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Card } from '../../../server/src/bridge/cards';
import { binomial, enumerateLayouts, sampleNumbers, unrank } from '../../../server/src/analysis/logic/layouts/enumerateLayouts';
import { decidingHoldings, failingPatterns } from '../../../server/src/analysis/logic/layouts/decidingHoldings';
import { showedOut } from '../../../server/src/analysis/logic/layouts/claimLayoutsSpec';
import { LayoutsSpec } from '../../../server/src/analysis/logic/layouts/layoutTypes';
import { questionsOfGame } from '../../../server/src/analysis/logic/questions/questionsOfGame';
import { getLanguageService } from '../../../server/src/languageService';
import { FINESSE_PLAY, finesseBoard } from '../support/finesseBoard';

/** A spec over an ending: North and South seen, East and West hidden, NT, South on lead. */
function spec(hands: Record<'N' | 'E' | 'S' | 'W', Card[]>, voids: LayoutsSpec['voids'] = {}, limit = 5000): LayoutsSpec {
  return { position: { hands, trump: 'NT', leader: 'S' }, hidden: ['E', 'W'], voids, side: 'NS', target: 2, limit, seed: 70 };
}

const modelOf = (text: string) => getLanguageService().parse(TextDocument.create('file:///t.pbn', 'pbn', 1, text), { language: 'en' })!.games[0].model!;

describe('claim layouts: enumeration', () => {
  it('C(n, k) as counted by hand', () => {
    assert.deepEqual([binomial(6, 3), binomial(4, 2), binomial(8, 4), binomial(16, 8), binomial(26, 13), binomial(3, 5)], [20, 6, 70, 12870, 10400600, 0]);
  });

  it('unranks combinations in lexicographic order', () => {
    const items = ['a', 'b', 'c', 'd'];
    assert.deepEqual([0, 1, 2, 3, 4, 5].map((number) => unrank(items, 2, number).join('')), ['ab', 'ac', 'ad', 'bc', 'bd', 'cd']);
  });

  it('two defenders with two cards each: all 6 layouts, each once', () => {
    const set = enumerateLayouts(spec({ N: ['SA', 'SQ'], S: ['S3', 'S2'], E: ['SK', 'H5'], W: ['SJ', 'H4'] }));
    assert.deepEqual([set.total, set.sample, set.layouts.length], [6, false, 6]);
    assert.equal(new Set(set.layouts.map((layout) => layout.join())).size, 6);
    assert.deepEqual(set.pool, ['SK', 'SJ', 'H5', 'H4']);
  });

  it('a seat that showed out of a suit gets none of it: West void in spades leaves East both spades and one heart: 4 layouts', () => {
    const set = enumerateLayouts(spec({ N: ['SA', 'SQ', 'DA'], S: ['S3', 'S2', 'D2'], E: ['SK', 'H5', 'H6'], W: ['SJ', 'H4', 'H3'] }, { W: ['S'] }));
    // East (first hidden) holds ♠K J and one of the four hearts: 4 layouts.
    assert.equal(set.total, 4);
    assert.ok(set.layouts.every((layout) => layout.includes('SK') && layout.includes('SJ')));
  });

  it('beyond 5,000 a seeded sample of 5,000 distinct layouts, the same every time', () => {
    const eight = (suit: string) => ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'].map((rank) => suit + rank);
    const big = spec({ N: eight('S'), S: eight('H'), E: eight('D'), W: eight('C') });
    const set = enumerateLayouts(big);
    assert.deepEqual([set.total, set.sample, set.layouts.length], [12870, true, 5000]);
    assert.equal(new Set(set.layouts.map((layout) => layout.join())).size, 5000);
    assert.ok(set.layouts.every((layout) => layout.length === 8));
    assert.deepEqual(sampleNumbers(12870, 5000, 70), sampleNumbers(12870, 5000, 70));
    assert.notDeepEqual(sampleNumbers(12870, 5000, 70), sampleNumbers(12870, 5000, 71));
    assert.equal(enumerateLayouts({ ...big, limit: 20000 }).sample, false);
  });
});

describe('claim layouts: what the failing layouts have in common', () => {
  it('names the top cards only as far as needed: ♠K x and ♠K x x fail, a bare ♠K and no ♠K hold', () => {
    const unseen = ['SK', 'S5', 'S4'];
    const holdings = [['SK'], ['SK', 'S5'], ['SK', 'S4'], ['SK', 'S5', 'S4'], ['S5'], ['S5', 'S4'], []];
    const holds = [true, false, false, false, true, true, true];
    assert.deepEqual(failingPatterns(unseen, holdings, holds), ['Kx', 'Kxx']);
  });

  it('a length alone: four cards fail, fewer hold', () => {
    assert.deepEqual(failingPatterns(['SQ', 'S9', 'S8', 'S7'], [['SQ', 'S9', 'S8', 'S7'], ['S9', 'S8', 'S7'], ['SQ'], []], [false, true, true, true]), ['xxxx']);
  });

  it('no pattern when the same holding both fails and holds', () => {
    assert.equal(failingPatterns(['SK'], [['SK'], ['SK']], [true, false]), undefined);
  });

  it('of two seats that say the same and name no card, the first hidden one: East ♠x x rather than West void', () => {
    const ending = spec({ N: ['SA', 'SQ'], S: ['S3', 'S2'], E: ['SK', 'SJ'], W: ['H5', 'H4'] });
    const set = enumerateLayouts(ending);
    // Hand-made outcomes: fails only where East holds ♠K J.
    const holds = set.layouts.map((east) => !(east.includes('SK') && east.includes('SJ')));
    const [spades, hearts] = decidingHoldings(ending, set, holds);
    assert.deepEqual(spades, { seat: 'E', suit: 'S', failing: ['xx'] });
    assert.deepEqual(hearts, { seat: 'E', suit: 'H', failing: [''] });
    assert.deepEqual(decidingHoldings(ending, set, holds.map(() => true)), []);
  });
});

describe('claim layouts: the question of a game', () => {
  it('declarer claims: the defenders are hidden, their showing out of clubs recorded, 20 layouts', () => {
    const questions = questionsOfGame(modelOf(finesseBoard()));
    const layouts = questions.claimLayouts!;
    assert.deepEqual(layouts.spec.hidden, ['W', 'E']);
    assert.deepEqual(layouts.spec.voids, { W: ['C'], E: ['C'] });
    assert.equal(layouts.spec.position.leader, 'S');
    assert.equal(enumerateLayouts(layouts.spec).total, 20);
    assert.ok(questions.all.some(({ question, hint }) => question === layouts && hint === 'heavy'));
  });

  it('a defender claims: declarer and the claimer\'s partner are hidden (dummy is seen)', () => {
    const layouts = questionsOfGame(modelOf(finesseBoard({ result: '12', tags: { Irregularities: '11 E Claim - Agreed' } }))).claimLayouts!;
    assert.deepEqual(layouts.spec.hidden, ['S', 'W']);
    assert.equal(layouts.spec.side, 'EW');
    assert.deepEqual(layouts.spec.voids, { S: ['H'], W: ['C'] });
  });

  it('a broken play record asks no claim question and no layouts (nothing is ruled on it)', () => {
    // Trick 10 with West's ♥3 and North's ♠7 exchanged: each seat plays a card the other holds.
    const tricks = [...FINESSE_PLAY.slice(0, 9), 'S7 H3 H2 CJ'];
    const model = modelOf(finesseBoard({ tricks }));
    assert.ok(model.play?.broken, 'the record reads as broken');
    const questions = questionsOfGame(model);
    assert.deepEqual([questions.claim, questions.claimLayouts], [undefined, undefined]);
    assert.ok(!questions.all.some(({ hint }) => hint === 'heavy'));
    // The same board with the record intact does ask it (the test above): the broken trick alone makes the difference.
    assert.ok(questionsOfGame(modelOf(finesseBoard())).claimLayouts);
  });

  it('who showed out of what, read from the play', () => {
    // North wins trick 1 with the ♦10 and leads the ♥A: East discards a spade; in trick 3 (going on) South shows out of clubs.
    const shown = showedOut(['D7', 'DT', 'D9', 'D8', 'HA', 'S2', 'H3', 'H4', 'CA', 'C2', 'D2'], 'W', 'NT');
    assert.deepEqual([...shown].map(([seat, suits]) => `${seat}:${[...suits].join('')}`), ['E:H', 'S:C']);
  });
});
