/**
 * Law 60A (1987 and 1997 seeds, same principle in the 2007 and 2017 codes; 1975 assumed to match
 * 1987): when a member of the non-offending side plays after his right-hand opponent led or played
 * out of turn or prematurely, and before the rectification was settled, the right to it is lost
 * and the irregular card counts as played in turn; obligations from earlier rectifications stay.
 * The play record shows it: the offender's card, from a `LeadOutOfTurn` (not accepted, not spread,
 * not a 54C/53C fact) or a `PrematurePlay` event, is followed in the same recorded trick by the
 * card of the offender's left-hand opponent. A premature lead is looked for in the next trick too,
 * but only where the offender led it out of turn there: when he won the trick he played to early he
 * is the proper leader of the next one, and leading his penalty card to it is the rectification
 * carried out (60A1 forfeits only a play "before a penalty has been imposed"; the recorded choice
 * shows declarer made it), so his left-hand opponent's card that follows is play in turn.
 */
import { Card } from '../../bridge/cards';
import { Seat, seatAfter } from '../../bridge/seats';
import { PlayedBoard } from '../../shapes/laws';
import { ResolvedEvent } from './events';
import { positionOf, properLeaderOf, trickNumbered } from './playState';

/** The play that forfeited the rectification of one event. */
export interface Forfeiture {
  /** The event whose rectification is lost. */
  eventIndex: number;
  offender: Seat;
  card: Card;
  /** The offender's left-hand opponent, who played on. */
  nonOffender: Seat;
  /** The recorded trick in which he played on. */
  trick: number;
}

/** `LeadOutOfTurn` choices that ask for a rectification a later play can forfeit. */
const FORFEITABLE_LEAD_CHOICES = new Set(['rejected', 'wronghand']);

/** The Law 60 forfeitures of a board, by event index. */
export function findForfeitures(board: PlayedBoard, events: readonly ResolvedEvent[]): Map<number, Forfeiture> {
  const found = new Map<number, Forfeiture>();
  for (const event of events) {
    if (event.trick === undefined || !event.cardValue) continue;
    const isLead = event.name === 'LeadOutOfTurn' && FORFEITABLE_LEAD_CHOICES.has(event.choiceWord);
    if (!isLead && event.name !== 'PrematurePlay') continue;
    const candidates = isLead ? [event.trick] : [event.trick, event.trick + 1];
    for (const number of candidates) {
      const trick = trickNumbered(board, number);
      const position = positionOf(trick, event.seat);
      if (!trick || position < 0 || position > 2 || (isLead && position !== 0)) continue;
      if (number !== event.trick && (position !== 0 || !ledOutOfTurn(board, number, event.seat))) continue;
      if (trick.cards[position].card !== event.cardValue) continue;
      const next = trick.cards[position + 1];
      if (!next?.card || next.seat !== seatAfter(event.seat)) continue;
      found.set(event.index, { eventIndex: event.index, offender: event.seat, card: event.cardValue, nonOffender: next.seat, trick: number });
      break;
    }
  }
  return found;
}

/** True when the record shows another seat was to lead trick `number` (the winner of the trick before is known). */
function ledOutOfTurn(board: PlayedBoard, number: number, leader: Seat): boolean {
  const proper = properLeaderOf(board, number);
  return proper !== undefined && proper !== leader;
}
