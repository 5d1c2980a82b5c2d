/**
 * Bad AdjustedScore values and odd travellers never crash or hang the service: random values
 * built from the notation's own characters, and ScoreTables with huge Multiplicities, artificial
 * marks everywhere, missing scores and non-numbers. Each returns diagnostics that make sense.
 */
import assert from 'node:assert/strict';
import { parseAdjustedScore } from '../../server/src/scoring/adjusted/parseAdjusted';
import { open } from '../support/service';
import { mpBoard } from './support/travellerBoards';

/** A small deterministic generator (the test must give the same values on every run). */
function generator(seed: number): () => number {
  let state = seed;
  return () => { state = (state * 1103515245 + 12345) % 2147483648; return state / 2147483648; };
}

describe('AdjustedScore and travellers: bad input', () => {
  it('2,000 random values from the notation\'s characters: every problem lies inside the value', () => {
    const next = generator(7);
    const alphabet = ['NS', 'EW', ' ', '|', ';', '%', 'A', '+', '-', '=', '4', '7', '0', 'S', 'NT', 'X', 'XX', 'Pass', '60', '.5', 'W', 'Q'];
    for (let round = 0; round < 2000; round++) {
      const value = Array.from({ length: 1 + Math.floor(next() * 12) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      const { score, problems } = parseAdjustedScore(value, 5);
      assert.ok(score !== undefined || problems.length > 0, value);
      for (const problem of problems) assert.ok(problem.start >= 5 && problem.end <= 5 + Math.max(1, value.length) && problem.start < problem.end, `${value}: ${problem.code} ${problem.start}-${problem.end}`);
    }
  });

  it('a traveller with a Multiplicity of a billion, ^ marks everywhere, "?" scores and words is read without a hang', () => {
    const rows = [
      '1 4S   S 10   420    -   ^7   ^1  ^87.5  ^12.5',
      '2 4S   S  9     ?    ?    2    6    25    75',
      '3 4S   S 10   420    -    7    1  87.5  12.5',
      '4 3NT  N  9   abc  xyz    4    4    50    50',
      '5 4S   S  8     -  100    0 1000000000 0   100',
    ];
    const started = Date.now();
    const { diagnostics } = open(mpBoard(['[AdjustedScore "NS A+ | EW"]'], rows));
    assert.ok(Date.now() - started < 5000);
    assert.ok(diagnostics.some((diagnostic) => diagnostic.code === 'pbn.adjusted.syntax'));
  });

  it('an empty or "?" AdjustedScore says nothing', () => {
    for (const value of ['', '?']) assert.deepEqual(open(mpBoard([`[AdjustedScore "${value}"]`])).diagnostics.filter((diagnostic) => String(diagnostic.code).startsWith('pbn.adjusted')), []);
  });
});
