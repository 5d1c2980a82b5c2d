/**
 * The words of the deal files' problems in English and Dutch: the board named, cards in
 * players' notation (Dutch ranks H V B, the ten as 10), seats by name, every kind worded in
 * both languages, and a Dutch sentence without the English words of its English twin.
 */
import assert from 'node:assert/strict';
import { DealFileProblem } from '../../server/src/shapes/dealFileProblems';
import { dealFileProblemText, dealFileWriteProblemText, pbnDealsProblemText } from '../../server/src/i18n/dealFileTexts';

const EVERY_KIND: DealFileProblem[] = [
  { kind: 'not-a-deal-file', format: 'dlm', detail: '[Document]' },
  { kind: 'not-a-deal-file', format: 'dlm', detail: 'From board / To board' },
  { kind: 'not-a-deal-file', format: 'dup', detail: 'header' },
  { kind: 'file-checksum', found: 16, expected: 17 },
  { kind: 'encrypted' },
  { kind: 'no-boards' },
  { kind: 'missing-board', board: 6 },
  { kind: 'checksum', board: 1, found: 23, expected: 22 },
  { kind: 'truncated', board: 4, bytes: 40, needed: 156 },
  { kind: 'unreadable', board: 2, at: 4, text: 'q' },
  { kind: 'cards', board: 1, twice: [9], missing: [] },
  { kind: 'hand-size', board: 1, seat: 'E', cards: 11 },
  { kind: 'parts-differ', board: 2 },
];

describe('deal files: the problems in English and Dutch', () => {
  it('cards in players\' notation: ♥K twice and ♦10 missing is ♥H dubbel, ♦10 ontbreekt', () => {
    // ♥K: suit 1, rank 1 = 14; ♦10: suit 2, rank 4 = 30.
    const problem: DealFileProblem = { kind: 'cards', board: 7, twice: [14], missing: [30] };
    assert.equal(dealFileProblemText(problem, 'en'), 'board 7: not 52 distinct cards (♥K twice; ♦10 missing)');
    assert.equal(dealFileProblemText(problem, 'nl'), 'spel 7: geen 52 verschillende kaarten (♥H dubbel; ♦10 ontbreekt)');
  });

  it('a hand of the wrong size names the seat: East / Oost', () => {
    const problem = EVERY_KIND.find((each) => each.kind === 'hand-size')!;
    assert.equal(dealFileProblemText(problem, 'en'), 'board 1: East holds 11 cards, not 13');
    assert.equal(dealFileProblemText(problem, 'nl'), 'spel 1: Oost heeft 11 kaarten, geen 13');
  });

  it('a control byte is shown by its number', () => {
    assert.equal(dealFileProblemText({ kind: 'unreadable', board: 3, at: 9, text: '\x07' }, 'en'), 'board 3: byte 7 at position 9 of the board is not a card');
    assert.equal(dealFileProblemText({ kind: 'unreadable', board: 3, at: 9, text: '\x07' }, 'nl'), 'spel 3: teken 7 op positie 9 van het spel is geen kaart');
  });

  it('every kind is worded in both languages, each its own sentence, a board named as board / spel', () => {
    const english = EVERY_KIND.map((problem) => dealFileProblemText(problem, 'en'));
    const dutch = EVERY_KIND.map((problem) => dealFileProblemText(problem, 'nl'));
    assert.equal(new Set(english).size, EVERY_KIND.length);
    assert.equal(new Set(dutch).size, EVERY_KIND.length);
    EVERY_KIND.forEach((problem, index) => {
      if ('board' in problem) {
        assert.ok(english[index].startsWith(`board ${problem.board}: `), english[index]);
        assert.ok(dutch[index].startsWith(`spel ${problem.board}: `), dutch[index]);
      }
      for (const word of ['board', 'the', 'file', 'cards', 'missing', 'twice', 'not', 'holds']) assert.doesNotMatch(dutch[index], new RegExp(`\\b${word}\\b`), dutch[index]);
    });
    for (const text of [dealFileWriteProblemText({ kind: 'not-consecutive', board: 4, expected: 3 }, 'dup', 'nl'), pbnDealsProblemText({ kind: 'no-deal', board: 2 }, 'nl'), pbnDealsProblemText({ kind: 'board-twice', board: 2 }, 'nl')]) {
      assert.doesNotMatch(text, /\b(board|the|file|deal)\b/, text);
    }
  });
});
