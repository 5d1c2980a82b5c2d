/**
 * The Director's finding that a revoke in the Play section is a recording error
 * (`[Irregularities "7 E Revoke S5 RecordError"]`): the card is no longer treated as a revoke by
 * anything that reads the model (diagnostics, hovers, the board view), the Laws engine gives no
 * ruling on it (laws/revoke/ruleOnRevokes.ts), and one information line on the card says why.
 * The revoke leaves the replay's list (`play.revokes`) and the card's compact record alike.
 */
import { ProblemSink } from '../../syntax/problems';
import type { GameModel } from './gameModel';

/** Clears the revoke of every card the Irregularities tag calls a recording error, with an information line on it. */
export function applyRecordErrors(model: GameModel, sink: ProblemSink): void {
  const play = model.play;
  if (!play || play.revokes.length === 0) return;
  for (const event of model.irregularities?.events ?? []) {
    if (event.event.toLowerCase() !== 'revoke' || event.choice.toLowerCase() !== 'recorderror' || event.trick === undefined) continue;
    const revoke = play.revokes.find((found) => found.trick === event.trick && found.seat === event.seat);
    if (!revoke) continue;
    sink.add('pbn.revoke.record-error', 'info', revoke.start, revoke.end, { seat: event.seat, card: revoke.card, trick: event.trick, held: revoke.held });
    play.revokes = play.revokes.filter((found) => found !== revoke);
    const first = (event.trick - 1) * 4;
    for (let slot = first; slot < Math.min(play.records.count, first + 4); slot++) {
      if (play.records.start(slot) === revoke.start) play.records.setHeld(slot, -1);
    }
    // The trick objects may have been built already (they are built once, on first use).
    const card = play.tricks[event.trick - 1]?.cards.find((record) => record.start === revoke.start);
    if (card) delete card.revoke;
  }
}
