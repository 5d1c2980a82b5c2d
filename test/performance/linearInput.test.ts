/**
 * Issue 18 item 5: every command is linear in its input. No clock is read here: each hot spot is
 * fed an input whose reads are counted (a Proxy over the array it walks), and doubling the input
 * must not quadruple the count (a quadratic loop would). The answers themselves are checked
 * against the definitions written out here (matchpoints: 2 per table beaten, 1 per tie; IMPs
 * table by table). The timings of whole commands on such files are figures of `npm run bench`.
 */
import assert from 'node:assert/strict';
import { crossImps } from '../../server/src/scoring/crossImps';
import { FieldResult, tableResult, weightedResult } from '../../server/src/scoring/field';
import { impsFor } from '../../server/src/scoring/imps';
import { matchpoints } from '../../server/src/scoring/matchpoints';
import { cellEdits } from '../../server/src/scoring/traveller/cellEdits';
import { CellFinding } from '../../server/src/scoring/traveller/compare';
import { Traveller, TravellerCell } from '../../server/src/scoring/traveller/readTraveller';
import { OwnTagValues } from '../../server/src/model/document/ownTagValues';
import { TagPair } from '../../server/src/syntax/gameSyntax';
import { parseGame } from '../../server/src/syntax/parser';
import { ProblemSink } from '../../server/src/syntax/problems';

/** `items` behind a Proxy that counts every element read. */
function counted<T>(items: T[]): { list: T[]; reads: () => number } {
  let reads = 0;
  const list = new Proxy(items, { get(target, key, receiver) { if (typeof key === 'string' && /^\d+$/.test(key)) reads++; return Reflect.get(target, key, receiver); } });
  return { list, reads: () => reads };
}

/** The reads `work` makes on an input of `size` and of twice that size; asserts the second is well under four times the first. */
function assertLinear(work: (size: number) => number, size: number): void {
  const single = work(size), double = work(2 * size);
  assert.ok(double <= 2.5 * single, `reads grow from ${single} to ${double} when the input doubles (quadratic: ×4)`);
}

/** A deterministic field of scores, some tables weighted (Law 12C1(c)) and some counted twice. */
function field(size: number): FieldResult[] {
  const scores = [420, 450, -50, 170, 420, -100, 620, -800, 140, 420];
  return Array.from({ length: size }, (_, index) => {
    if (index % 7 === 3) return weightedResult([[60, scores[index % 10]], [40, scores[(index + 3) % 10]]]);
    return tableResult(scores[(index * 3) % 10], index % 5 === 0 ? 2 : 1);
  });
}

/** Matchpoints by their definition: 2 per table beaten, 1 per tie, outcome by outcome and weighted, own copy taken off. */
function matchpointsByDefinition(results: readonly FieldResult[]): number[] {
  return results.map((result) => results.reduce((total, other) => total + (other.count ?? 1) * result.outcomes.reduce((sum, mine) => sum + other.outcomes.reduce((inner, theirs) => inner + mine.weight * theirs.weight * (mine.score > theirs.score ? 2 : mine.score === theirs.score ? 1 : 0), 0), 0), 0) - 1);
}

/** Cross-IMPs by their definition: the IMPs against every other table, averaged. */
function crossImpsByDefinition(results: readonly FieldResult[]): number[] {
  const tables = results.reduce((total, result) => total + (result.count ?? 1), 0);
  return results.map((result) => results.reduce((total, other) => total + (other.count ?? 1) * result.outcomes.reduce((sum, mine) => sum + other.outcomes.reduce((inner, theirs) => inner + mine.weight * theirs.weight * impsFor(mine.score - theirs.score), 0), 0), 0) / (tables - 1));
}

const close = (actual: number[], expected: number[]) => actual.forEach((value, index) => assert.ok(Math.abs(value - expected[index]) < 1e-9, `${index}: ${value} ≠ ${expected[index]}`));

describe('Linear in the input (issue 18 item 5)', () => {
  it('matchpoints and cross-IMPs equal their table-by-table definitions (ties, weighted results, Multiplicity)', () => {
    for (const size of [1, 2, 3, 9, 40]) {
      close(matchpoints(field(size)), matchpointsByDefinition(field(size)));
      if (size > 1) close(crossImps(field(size)), crossImpsByDefinition(field(size)));
    }
    close(crossImps([tableResult(420), tableResult(170), tableResult(-50)]), [8, 0, -8]);
  });

  it('matchpoints read each table a bounded number of times (doubling the field does not quadruple the reads)', () => {
    assertLinear((size) => { const input = counted(field(size)); matchpoints(input.list); return input.reads(); }, 2000);
  });

  it('cross-IMPs read each table a bounded number of times', () => {
    assertLinear((size) => { const input = counted(field(size)); crossImps(input.list); return input.reads(); }, 2000);
  });

  it('the edits of a long traveller read its rows a bounded number of times per column, not once per changed cell', () => {
    const build = (size: number) => {
      const rows: TravellerCell[][] = Array.from({ length: size }, (_, row) => [{ text: '1.0', start: row * 10, end: row * 10 + 3, quoted: false }]);
      const traveller: Traveller = { tag: {} as TagPair, columns: [{ name: 'MP_NS', order: '' }], rows };
      const findings: CellFinding[] = rows.map((cells, row) => ({ row, column: 'MP_NS', cell: cells[0], kind: 'inconsistent', expected: { value: row % 3, artificial: false, basis: 'matchpoints', args: {} } }));
      return { traveller, findings, text: rows.map(() => '1.0'.padEnd(10)).join('') };
    };
    const small = build(4);
    assert.deepEqual(cellEdits(small.text, small.traveller, small.findings).map((edit) => edit.after), ['0.0', '2.0', '0.0'], 'the column\'s one decimal is kept (row 1 already holds 1.0)');
    assertLinear((size) => {
      const { traveller, findings, text } = build(size);
      const rows = counted(traveller.rows);
      cellEdits(text, { ...traveller, rows: rows.list }, findings);
      return rows.reads();
    }, 2000);
  });

  it('a game\'s own tag values are looked up without a scan of every tag per look-up', () => {
    const tags = (size: number): TagPair[] => Array.from({ length: size }, (_, index) => ({ name: `Tag${index}`, value: `v${index}`, duplicate: false }) as TagPair);
    const values = new OwnTagValues([...tags(3), { name: 'Tag1', value: 'second', duplicate: true } as TagPair]);
    assert.equal(values.get('Tag1'), 'v1', 'the first of a name counts');
    assertLinear((size) => {
      const input = counted(tags(size));
      const own = new OwnTagValues(input.list);
      for (let index = 0; index < size; index++) assert.equal(own.get(`Tag${index}`), `v${index}`);
      return input.reads();
    }, 2000);
  });

  it('40,000 tags in one game: duplicates are still found, each once, Note tags excepted', () => {
    const text = ['[Event "x"]', ...Array.from({ length: 40_000 }, (_, index) => `[Tag${index % 20_000} "v"]`), '[Note "1:a"]', '[Note "2:b"]'].join('\n') + '\n';
    const sink = new ProblemSink();
    const syntax = parseGame(text, sink);
    assert.equal(syntax.tags.filter((tag) => tag.duplicate).length, 20_000);
    assert.equal(sink.problems.filter((problem) => problem.code === 'pbn.tag.duplicate').length, 20_000);
    assert.ok(syntax.tags.slice(-2).every((tag) => tag.name === 'Note' && !tag.duplicate));
  });
});
