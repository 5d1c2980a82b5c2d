/**
 * Tag value inheritance (PBN §4.8) and supplemental tables (PBN §5): `#` takes the last real
 * value, `##text` sticks to the following games, the deal-describing tags may not inherit (one
 * error each, no cascade); table headers, element counts, comments and sort order; and the
 * ScoreRubberHistory / Vulnerable agreement.
 */
import assert from 'node:assert/strict';
import { parseColumns } from '../../server/src/scoring/traveller/tables';
import { parseRubberHistory, vulnerabilityOfHistory } from '../../server/src/model/game/rubberHistory';
import { ProblemSink } from '../../server/src/syntax/problems';
import { errorCodes, problemsOf, readGame, readGames } from './support/readGame';

describe('Inheritance', () => {
  it('# takes the nearest real value; ## sticks until overridden', () => {
    const games = readGames(['[Event "##Club night"]\n[Site "Hall"]\n', '[Site "#"]\n', '[Event "Final"]\n[Site "Annex"]\n', '[Site "#"]\n']);
    assert.deepEqual(games.map((game) => [game.values.get('Event'), game.values.get('Site')]), [
      ['Club night', 'Hall'], ['Club night', 'Hall'], ['Final', 'Annex'], ['Club night', 'Annex'],
    ]);
  });

  it('# with no earlier value is empty', () => {
    assert.equal(readGame('[Site "#"]\n').values.get('Site'), '');
  });

  it('Dealer, Vulnerable, Deal, Declarer, Contract, Auction and Play may not inherit: one error each, no cascade', () => {
    const model = readGame('[Dealer "#"]\n[Vulnerable "#"]\n[Deal "#"]\n[Declarer "#"]\n[Contract "#"]\n[Auction "#"]\nPass Pass Pass\n[Play "#"]\n*\n');
    assert.deepEqual(errorCodes(model), Array(7).fill('pbn.tag.inheritance'));
  });
});

describe('Tables', () => {
  it('reads a column spec with order and width', () => {
    const sink = new ProblemSink();
    const columns = parseColumns({ name: 'ScoreTable' } as never, '-Rank\\3R;+Score_NS\\5;Names', sink);
    assert.deepEqual(columns, [
      { order: '-', name: 'Rank', width: 3, align: 'R' },
      { order: '+', name: 'Score_NS', width: 5, align: undefined },
      { order: '', name: 'Names', width: undefined, align: undefined },
    ]);
    assert.deepEqual(sink.problems, []);
  });

  it('a malformed width is a bad column', () => {
    assert.deepEqual(problemsOf(readGame('[ActionTable "Rank;Call\\L"]\n'), 'pbn.table.bad-column').map((problem) => problem.args.column), ['Call\\L']);
  });

  it('elements must fill whole rows; strings count as one element', () => {
    assert.deepEqual(errorCodes(readGame('[TotalScoreTable "Rank;Names;MP"]\n1 "A;B" 60\n2 "C;D" 40\n')), []);
    assert.deepEqual(problemsOf(readGame('[TotalScoreTable "Rank;Names;MP"]\n1 "A;B" 60\n2 "C;D"\n'), 'pbn.table.bad').map((problem) => problem.args.count), [5]);
  });

  it('commentary may follow the tag pair, but not stand among the elements', () => {
    assert.deepEqual(errorCodes(readGame('[ActionTable "Rank;Call"]\n; about the table\n1 4H\n')), []);
    assert.deepEqual(problemsOf(readGame('[ActionTable "Rank;Call"]\n1 4H ; no\n'), 'pbn.table.comment').map((problem) => problem.text), ['; no']);
  });

  it('+ columns descend, - columns ascend', () => {
    const model = readGame('[ScoreTable "-Rank;+Score_NS"]\n1 500\n2 470\n4 480\n3 100\n');
    assert.deepEqual(problemsOf(model, 'pbn.table.order').map((problem) => problem.text).sort(), ['3', '480']);
    assert.deepEqual(errorCodes(readGame('[ScoreTable "#"]\n1 2 3\n')), []);
  });
});

describe('ScoreRubberHistory', () => {
  it('a side that won a game of the rubber is vulnerable', () => {
    assert.equal(vulnerabilityOfHistory(parseRubberHistory('NS 0 0 / 0 EW 0 0 / 0')!), 'None');
    assert.equal(vulnerabilityOfHistory(parseRubberHistory('NS 0 0 / 100 0 EW 0 0 / 0 0')!), 'NS');
    assert.equal(vulnerabilityOfHistory(parseRubberHistory('NS 0 0 / 100 0 0 EW 0 0 / 0 100 0')!), 'All');
  });

  it('a Vulnerable tag that disagrees is reported on the later of the two tags', () => {
    const model = readGame('[Vulnerable "All"]\n[ScoreRubberHistory "NS 0 0 / 100 0 EW 0 0 / 0 0"]\n');
    const [problem] = problemsOf(model, 'pbn.vulnerable.rubber-mismatch');
    assert.deepEqual([problem.text, problem.args.recorded, problem.args.implied], ['NS 0 0 / 100 0 EW 0 0 / 0 0', 'All', 'NS']);
    assert.deepEqual(errorCodes(readGame('[Vulnerable "NS"]\n[ScoreRubberHistory "NS 0 0 / 100 0 EW 0 0 / 0 0"]\n')), []);
  });

  it('ScoreRubber is <above>/<below>, optionally per side', () => {
    assert.deepEqual(errorCodes(readGame('[ScoreRubber "EW 300/40 NS 50 / 70  "]\n')), []);
    assert.deepEqual(errorCodes(readGame('[ScoreRubber "10.a"]\n')), ['pbn.tag.bad-number']);
  });
});
