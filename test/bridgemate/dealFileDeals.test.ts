/**
 * A session's deals from a dealing program's file beside it (bridgemate/boardDeals.ts through
 * dealFiles/): the .dlm, .dup, .bri and .dge of the same set give each board the deal its PBN gives
 * (issue 35: a club session given as .dlm + .bws).
 */
import * as assert from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardDealsOfFile, holdsDeals } from '../../server/src/bridgemate/boardDeals';

const FIXTURES = join(__dirname, '..', 'fixtures', 'dealFiles');

describe('a session\'s deals from a deal file beside it (issue 35)', () => {
  for (const set of ['test', 'big-deal']) {
    for (const format of ['dlm', 'dup', 'bri', 'dge']) {
      it(`${set}.${format} gives the deals of ${set}.pbn`, () => {
        const fromPbn = boardDealsOfFile(`${set}.pbn`, readFileSync(join(FIXTURES, `${set}.pbn`)))!;
        const fromDealFile = boardDealsOfFile(`${set}.${format}`, readFileSync(join(FIXTURES, `${set}.${format}`)))!;
        assert.ok(fromPbn.size > 0);
        assert.deepStrictEqual([...fromDealFile.entries()].sort((a, b) => a[0] - b[0]), [...fromPbn.entries()].sort((a, b) => a[0] - b[0]));
      });
    }
  }

  it('takes the four deal-file names, and no other', () => {
    assert.deepStrictEqual(['a.dlm', 'a.DUP', 'a.bri', 'a.dge', 'a.pbn', 'a.lin', 'a.bws'].map(holdsDeals), [true, true, true, true, true, false, false]);
  });
});
