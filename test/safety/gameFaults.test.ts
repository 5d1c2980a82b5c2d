/**
 * A game that cannot be read is one finding, and the games around it are still reported (issue 37
 * item 6): 300,000 `[` in one game overflowed the stack through a spread (every command stopped with
 * "internal error", the earlier games' findings lost), and the guard's fallback repeated the fault.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyseSafely, ownValues } from '../../server/src/model/document/gameEntry';
import { parseGame } from '../../server/src/syntax/parser';
import { ProblemSink } from '../../server/src/syntax/problems';
import { GameOptions } from '../../server/src/model/game/gameModel';
import { REVOKE_BOARD } from '../features/boards';
import { runCaptured } from '../support/cli';

describe('a game that fails', () => {
  it('is one internal-error finding when the analysis and its fallback both fail', () => {
    const sink = new ProblemSink();
    const syntax = parseGame(REVOKE_BOARD, sink);
    // Options that fail whenever the edition is looked up: the analysis and the tag-less fallback both read it.
    const failing = { get lawsSetting(): string { throw new Error('stand-in fault'); } } as GameOptions;
    const model = analyseSafely(syntax, ownValues(syntax), failing, sink.problems);
    assert.deepEqual(model.problems.map((problem) => [problem.code, problem.args.reason]), [['pbn.internal-error', 'stand-in fault']]);
    assert.equal(model.syntax, syntax);
  });

  it('leaves the games around it reported (check, 300,000 `[` in the middle game)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'game-faults-'));
    try {
      const file = join(folder, 'crafted.pbn');
      const crafted = REVOKE_BOARD.replace('[Scoring "MP"]', `[Scoring "MP"]\n${'['.repeat(300_000)}`);
      writeFileSync(file, [REVOKE_BOARD, crafted, REVOKE_BOARD].join('\n'));
      const run = await runCaptured(['check', file]);
      assert.equal(run.errors, '');
      const revokes = run.output.split('\n').filter((line) => line.includes('pbn.revoke.unmarked'));
      // Each copy of the board has East's revoke at trick 7; the first and the last are read whole.
      assert.ok(revokes.some((line) => line.startsWith(`${file}:`) && Number(line.split(':')[1]) < 40), revokes.join('\n'));
      assert.ok(revokes.some((line) => Number(line.split(':')[1]) > 60), revokes.join('\n'));
      assert.match(run.output, /1 file · \d+ errors/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
