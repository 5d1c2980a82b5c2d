/**
 * A seeded fuzz run in every `npm run test:full`: a few hundred mutants of the samples, the e2e fixtures
 * and (when present) the shared corpus, each checked by `fuzzFailures` (exit statuses, no stack
 * trace, valid JSON, an idempotent fix that never touches a game with a syntax error). The long
 * campaign with more seeds is `npm run fuzz`.
 * Test tier: full — a fuzz run.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { decodePbnBytes } from '../../server/src/syntax/encoding';
import { SHARED_FOLDER, sharedCorpusPresent } from '../golden/support/fixtureGames';
import { fuzzFailures } from '../support/fuzzCheck';
import { Mutator } from '../support/mutations';

const ROOT = path.resolve(__dirname, '../..');

/** Single games of the inputs (mutating one game at a time keeps each run small). */
function seedGames(): string[] {
  const folders = [path.join(ROOT, 'samples'), path.join(ROOT, 'test/e2e-fixtures'), ...(sharedCorpusPresent() ? [path.join(SHARED_FOLDER, 'corpus/verifier')] : [])];
  return folders.filter(existsSync).flatMap((folder) => readdirSync(folder).filter((name) => name.endsWith('.pbn')))
    .flatMap((name) => decodePbnBytes(readFileSync(path.join(folders.find((folder) => existsSync(path.join(folder, name)))!, name))).text.split(/\r?\n[ \t]*\r?\n/))
    .filter((game) => game.includes('['));
}

describe('fuzz: mutated games through check and fix (seeded)', function () {
  this.timeout(120_000);
  if (!sharedCorpusPresent()) it.skip('the shared corpus (../shared) is absent: mutating samples and fixtures only');

  it('300 mutants: exit 0/1/2, no stack trace, valid JSON, fix idempotent and never on a game with a syntax error', async () => {
    const games = seedGames();
    const mutator = new Mutator(20261201);
    const failed: string[] = [];
    for (let round = 0; round < 300; round++) {
      const mutant = mutator.mutate(games[round % games.length]);
      for (const failure of await fuzzFailures(mutant)) failed.push(`mutant ${round}: ${failure}\n${mutant.slice(0, 400)}`);
      if (failed.length >= 3) break;
    }
    assert.deepEqual(failed, []);
  });
});
