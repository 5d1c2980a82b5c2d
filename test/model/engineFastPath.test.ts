/**
 * The reader skips the Laws engine on a complete play where everyone followed suit when able,
 * with no `^R`/`^L` mark and no `[Irregularities]` event, and skips the leader hint when nobody
 * failed to follow (issue 10). Both skips must be invisible: on every generated board (revokes,
 * claims, leads out of turn, events) the engine, asked anyway, finds nothing either.
 */
import assert from 'node:assert/strict';
import { seededRandom } from '../../scripts/benchBoards';
import { eventBoard } from '../../scripts/eventBoards';
import { irregularBoards } from '../../scripts/irregularBoards';
import { findLeaderHint, ruleOnBoard } from '../../server/src/laws/irregularities';
import { nothingToRuleOn, playedBoardOf } from '../../server/src/model/game/rulings';
import { readGame } from './support/readGame';

function boards(): string[] {
  const random = seededRandom(31);
  const events = Array.from({ length: 150 }, (_, index) => eventBoard(index + 1, random));
  // Some event boards without their tag: a lead out of turn the record shows, nothing annotated.
  const stripped = events.map((text) => text.replace(/\[Irregularities "[^"]*"\]\r\n/, ''));
  return [...irregularBoards(300, 17), ...events, ...stripped];
}

describe('the engine is skipped only where it has nothing to say', () => {
  it('on generated boards, a skipped board gets no ruling and no leader hint from the engine either', () => {
    let skipped = 0, hinted = 0;
    for (const [index, text] of boards().entries()) {
      const model = readGame(text);
      const board = playedBoardOf(model);
      if (!board) continue;
      const hint = findLeaderHint(board);
      if (hint) hinted++;
      if (!model.play!.failedToFollow) assert.equal(hint, undefined, `board ${index}: hint without a failure to follow`);
      if (!nothingToRuleOn(model)) continue;
      skipped++;
      assert.deepEqual(ruleOnBoard(board, model.edition.edition), [], `board ${index}: rulings on a skipped board`);
    }
    assert.ok(skipped > 50, `boards skipped: ${skipped}`);
    assert.ok(hinted > 0, 'some board gets a leader hint');
  });
});
