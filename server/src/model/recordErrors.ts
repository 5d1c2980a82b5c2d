/**
 * The Director's finding that a revoke in the Play section is a recording error
 * (`[Irregularities "7 E Revoke S5 RecordError"]`): the card is no longer treated as a revoke by
 * anything that reads the model (diagnostics, hovers, the board view), the Laws engine gives no
 * ruling on it (laws/revoke/ruleOnRevokes.ts), and one information line on the card says why.
 */
import { ProblemSink } from '../syntax/problems';
import type { GameModel } from './game';

/** Clears the revoke of every card the Irregularities tag calls a recording error, with an information line on it. */
export function applyRecordErrors(model: GameModel, sink: ProblemSink): void {
  for (const event of model.irregularities?.events ?? []) {
    if (event.event.toLowerCase() !== 'revoke' || event.choice.toLowerCase() !== 'recorderror' || event.trick === undefined) continue;
    const card = model.play?.tricks[event.trick - 1]?.cards.find((record) => record.seat === event.seat);
    if (!card?.revoke || card.card === undefined) continue;
    sink.add('pbn.revoke.record-error', 'info', card.start, card.end, { seat: event.seat, card: card.card, trick: event.trick, held: card.revoke.held });
    delete card.revoke;
  }
}
