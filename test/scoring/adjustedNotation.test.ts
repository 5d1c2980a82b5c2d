/**
 * The AdjustedScore notation: what each form reads as, the offsets problems point at, the
 * canonical writing and the round trip, and the builders a ruling uses.
 */
import assert from 'node:assert/strict';
import { parseContract } from '../../server/src/bridge/contract';
import { adjustedScoreFromResult, formatAdjustedScore, weightedAdjustedScore } from '../../server/src/scoring/adjusted/formatAdjusted';
import { AdjustedScore, isSplit, isWeighted, partFor } from '../../server/src/scoring/adjusted/notation';
import { parseAdjustedScore } from '../../server/src/scoring/adjusted/parseAdjusted';
import { awardFor, outcomeScore } from '../../server/src/scoring/adjusted/adjustedResults';

function parsed(value: string): AdjustedScore {
  const { score, problems } = parseAdjustedScore(value);
  assert.deepEqual(problems, [], value);
  return score!;
}

/** The problems of a value as `code start-end` (offsets from the value's first character + 10). */
function problems(value: string): string[] {
  return parseAdjustedScore(value, 10).problems.map((problem) => `${problem.code} ${problem.start}-${problem.end}`);
}

describe('AdjustedScore notation: reading', () => {
  it('one assigned result for both sides: "4S-1 S" is 4♠ by South with 9 tricks', () => {
    const score = parsed('4S-1 S');
    assert.equal(score.parts.length, 1);
    assert.equal(score.parts[0].side, undefined);
    assert.deepEqual(score.parts[0].body, { kind: 'assigned', outcomes: [{ percent: undefined, contract: { level: 4, strain: 'S', risk: '' }, declarer: 'S', tricks: 9, start: 0, end: 6 }] });
    assert.ok(!isSplit(score) && !isWeighted(score));
  });

  it('a weighted score: "60% 4S= S; 40% 4SX-1 S" has two outcomes, 10 and 9 tricks, the second from offset 11', () => {
    const score = parsed('60% 4S= S; 40% 4SX-1 S');
    const body = score.parts[0].body;
    assert.ok(body.kind === 'assigned');
    assert.deepEqual(body.outcomes.map((outcome) => [outcome.percent, outcome.contract?.risk, outcome.tricks, outcome.start, outcome.end]), [[60, '', 10, 0, 9], [40, 'X', 9, 11, 22]]);
    assert.ok(isWeighted(score));
  });

  it('split artificial scores: "NS A+ | EW A-" gives NS average plus and EW average minus', () => {
    const score = parsed('NS A+ | EW A-');
    assert.ok(isSplit(score));
    assert.deepEqual(partFor(score, 'NS')?.body, { kind: 'artificial', form: { kind: 'plus' } });
    assert.deepEqual(partFor(score, 'EW')?.body, { kind: 'artificial', form: { kind: 'minus' } });
  });

  it('explicit percentages and average: "EW A40 | NS A65", "A="', () => {
    const score = parsed('EW A40 | NS A65');
    assert.deepEqual(partFor(score, 'NS')?.body, { kind: 'artificial', form: { kind: 'percent', percent: 65 } });
    assert.deepEqual(partFor(score, 'EW')?.body, { kind: 'artificial', form: { kind: 'percent', percent: 40 } });
    assert.deepEqual(partFor(parsed('A='), 'EW')?.body, { kind: 'artificial', form: { kind: 'average' } });
  });

  it('a split assigned score and a passed-out outcome: "NS 4H= N | EW 50% 4H+1 N; 50% Pass"', () => {
    const score = parsed('NS 4H= N | EW 50% 4H+1 N; 50% Pass');
    const ew = partFor(score, 'EW')!.body;
    assert.ok(ew.kind === 'assigned');
    assert.deepEqual(ew.outcomes.map((outcome) => [outcome.percent, outcome.tricks, outcome.contract === undefined]), [[50, 11, false], [50, undefined, true]]);
  });
});

describe('AdjustedScore notation: problems point at the fault', () => {
  it('weights that do not add up to 100 mark the whole mix', () => {
    assert.deepEqual(problems('60% 4S= S; 30% 4S-1 S'), ['pbn.adjusted.weights 10-31']);
    assert.equal(parseAdjustedScore('60% 4S= S; 30% 4S-1 S').problems[0].args.sum, 90);
  });

  it('a missing weight in a mix marks that outcome', () => {
    assert.deepEqual(problems('60% 4S= S; 4S-1 S'), ['pbn.adjusted.weight-missing 21-27']);
  });

  it('an impossible contract, result or declarer marks its word', () => {
    assert.deepEqual(problems('8S= S'), ['pbn.adjusted.contract 10-13']);
    assert.deepEqual(problems('4S+4 S'), ['pbn.adjusted.result 10-14']);
    assert.deepEqual(problems('1NT-8 W'), ['pbn.adjusted.result 10-15']);
    assert.deepEqual(problems('4S= X'), ['pbn.adjusted.declarer 14-15']);
    assert.deepEqual(problems('4S='), ['pbn.adjusted.declarer 10-13']);
  });

  it('sides: one side alone, the same side twice, three parts', () => {
    assert.deepEqual(problems('NS A+'), ['pbn.adjusted.sides 10-15']);
    assert.deepEqual(problems('NS A+ | NS A-'), ['pbn.adjusted.sides 10-23']);
    assert.deepEqual(problems('NS A+ | EW A- | NS A='), ['pbn.adjusted.sides 10-31']);
  });

  it('malformed words: "A+3", "A101", an empty part, a weight with nothing after it', () => {
    assert.deepEqual(problems('A+3'), ['pbn.adjusted.syntax 10-13']);
    assert.deepEqual(problems('NS A101 | EW A-'), ['pbn.adjusted.syntax 13-17']);
    assert.deepEqual(problems('NS A+ | '), ['pbn.adjusted.syntax 16-17'], 'the | before the empty part');
    assert.deepEqual(problems('60% 4S= S; 40%'), ['pbn.adjusted.syntax 21-24']);
  });
});

describe('AdjustedScore notation: writing and round trip', () => {
  const canonical = ['4S-1 S', '60% 4S= S; 40% 4SX-1 S', 'NS A+ | EW A-', 'EW A= | NS A65', 'NS 4H= N | EW 50% 4H+1 N; 50% Pass', '33.33% 3NT+1 E; 33.33% 3NT= E; 33.34% 3NT-1 E', 'A50', 'Pass'];

  it('writes every canonical value back unchanged', () => {
    for (const value of canonical) assert.equal(formatAdjustedScore(parsed(value)), value);
  });

  it('writes loose spacing canonically, and that text reads as the same score', () => {
    const loose = parsed('  NS   60%  4S=  S ;40% 4S-1 S|EW A-  ');
    const written = formatAdjustedScore(loose);
    assert.equal(written, 'NS 60% 4S= S; 40% 4S-1 S | EW A-');
    const strip = (score: AdjustedScore) => JSON.stringify(score, (key, value) => (key === 'start' || key === 'end' ? undefined : value));
    assert.equal(strip(parsed(written)), strip(loose));
  });

  it('builds the value a rectified result implies: 4♠ by S with 9 tricks → "4S-1 S"; passed out → "Pass"', () => {
    assert.equal(adjustedScoreFromResult(parseContract('4S'), 'S', 9), '4S-1 S');
    assert.equal(adjustedScoreFromResult(parseContract('3NTX'), 'E', 11), '3NTX+2 E');
    assert.equal(adjustedScoreFromResult(undefined, undefined, undefined), 'Pass');
  });

  it('builds a weighted value: 60 % 4♠= S, 40 % 4♠−1 S', () => {
    const four = parseContract('4S');
    assert.equal(weightedAdjustedScore([[60, four, 'S', 10], [40, four, 'S', 9]]), '60% 4S= S; 40% 4S-1 S');
  });
});

describe('AdjustedScore in points (Law 77 of the board\'s edition)', () => {
  it('4♠X −4 not vulnerable: 100 + 200 + 200 + 200 = 700 in 1975, 100 + 200 + 200 + 300 = 800 from 1987 (NS view −, EW view +)', () => {
    const score = parsed('4SX-4 S');
    const nsPoints = (edition: '1975' | '1987' | '2017') => {
      const award = awardFor(score, 'NS', 'None', edition);
      assert.ok(award?.kind === 'scored');
      return award.result.outcomes[0].score;
    };
    assert.deepEqual([nsPoints('1975'), nsPoints('1987'), nsPoints('2017')], [-700, -800, -800]);
    const ew = awardFor(score, 'EW', 'None', '2017');
    assert.ok(ew?.kind === 'scored' && ew.result.outcomes[0].score === 800);
  });

  it('a weighted split score: NS gets 60 % of 4♥= by N vulnerable (+620) and 40 % of 4♥−1 (−100); EW the artificial A-', () => {
    const score = parsed('NS 60% 4H= N; 40% 4H-1 N | EW A-');
    assert.deepEqual(awardFor(score, 'NS', 'NS', '2017'), { kind: 'scored', result: { outcomes: [{ score: 620, weight: 0.6 }, { score: -100, weight: 0.4 }] } });
    assert.deepEqual(awardFor(score, 'EW', 'NS', '2017'), { kind: 'artificial', form: { kind: 'minus' } });
    assert.equal(outcomeScore({ start: 0, end: 0 }, 'All', '2017', 'NS'), 0, 'a passed-out outcome scores 0');
  });
});
