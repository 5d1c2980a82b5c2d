/**
 * Never silence a `-` card (PBN §3.6: a card not known) where the Laws asked something of its player:
 * a penalty card to play, a restriction on the lead, a Law 57 choice. The engine cannot tell whether
 * he honoured it; one finding at the card says which obligation and that the card should be
 * recorded (the card led, when that `-` is what hides it).
 */
import { ProblemSink } from '../../syntax/problems';
import type { GameModel } from './gameModel';
import { uncheckedObligationsOf } from './rulings';

/** Reports each obligation a `-` card hides, at the player's card. */
export function reportUncheckedObligations(model: GameModel, sink: ProblemSink): void {
  const play = model.play;
  if (!play) return;
  for (const unchecked of uncheckedObligationsOf(model)) {
    const record = play.tricks[unchecked.trick - 1]?.cards.find((card) => card.seat === unchecked.seat);
    if (!record) continue;
    sink.add('pbn.play.unknown-obligation', 'warning', record.start, record.end, {
      seat: unchecked.seat, trick: unchecked.trick, obligation: unchecked.obligation, required: unchecked.required, law: unchecked.imposedBy, cause: unchecked.cause,
    });
  }
}
