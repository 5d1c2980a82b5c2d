/**
 * Laws 53-56, leads out of turn. A card marked `^L` led out of turn and was accepted: by the
 * next player playing to it, or by a statement when a `LeadOutOfTurn … Accepted` event says so
 * (54B for an opening lead, 53A otherwise; 2017 does not allow it at trick 13). The events add what
 * the record cannot show: a rejected lead (56 for a defender, whose card becomes a penalty card;
 * 55B1 for declarer, whose card goes back), declarer's lead from the wrong hand (55B2, with the
 * 1975 obligation to lead the same suit from the right hand) and declarer spreading his hand (54A).
 */
import { suitOf } from '../../bridge/cards';
import { partnerOf, Seat } from '../../bridge/seats';
import { PlayIrregularityRules } from '../editions/playRules';
import { LeadOutOfTurnRuling, PlayedBoard } from '../../shapes/laws';
import { eventsNamed, ResolvedEvent } from './events';
import { isDeclaringSeat, properLeaderOf, trickNumbered } from './playState';

/** One ruling per `^L` mark and per `LeadOutOfTurn` event (an `Accepted` event merges with its mark). */
export function ruleOnLeadsOutOfTurn(board: PlayedBoard, events: readonly ResolvedEvent[], rules: PlayIrregularityRules): LeadOutOfTurnRuling[] {
  const rulings: LeadOutOfTurnRuling[] = [];
  const leadEvents = eventsNamed(events, 'LeadOutOfTurn');
  for (const trick of board.tricks) {
    // A `^L` before a card written `-`: the lead out of turn and its acceptance are recorded, the card is not.
    const marked = trick.cards.find((played) => played.leadMarked);
    if (!marked) continue;
    const statement = leadEvents.find((event) => event.trick === trick.number && event.seat === marked.seat && event.choiceWord === 'accepted');
    rulings.push(acceptedLead(board, rules, trick.number, marked.seat, marked.card ?? '-', statement));
  }
  for (const event of leadEvents) {
    if (event.trick === undefined || !event.cardValue) continue;
    if (event.choiceWord === 'accepted') {
      if (!rulings.some((ruling) => ruling.eventIndex === event.index)) {
        rulings.push({ ...acceptedLead(board, rules, event.trick, event.seat, event.cardValue, event), problem: 'accepted-lead-not-marked' });
      }
      continue;
    }
    rulings.push(otherLead(board, rules, event));
  }
  return rulings;
}

/** An accepted lead out of turn (53A, or 54B for the opening lead by a defender). */
function acceptedLead(board: PlayedBoard, rules: PlayIrregularityRules, trick: number, seat: Seat, card: string, statement?: ResolvedEvent): LeadOutOfTurnRuling {
  const openingLead = trick === 1 && !isDeclaringSeat(board, seat);
  const ruling: LeadOutOfTurnRuling = {
    kind: 'lead-out-of-turn', trick, seat, card, outcome: 'accepted',
    properLeader: properLeaderOf(board, trick) ?? seat,
    law: openingLead ? rules.articles.openingLeadAccepted : rules.articles.leadAccepted,
    acceptedBy: statement ? 'statement' : 'play',
  };
  if (statement) ruling.eventIndex = statement.index;
  if (trick === 13 && !rules.leadAtTrickThirteenAcceptable) {
    ruling.law = rules.articles.leadAccepted;
    ruling.problem = 'trick-thirteen';
  }
  return ruling;
}

/** A lead out of turn that was not accepted, led from the wrong hand, or answered by declarer spreading his hand. */
function otherLead(board: PlayedBoard, rules: PlayIrregularityRules, event: ResolvedEvent): LeadOutOfTurnRuling {
  const trick = event.trick!;
  const card = event.cardValue!;
  const recordedLeader = trickNumbered(board, trick)?.leader;
  const properLeader = recordedLeader ?? properLeaderOf(board, trick) ?? event.seat;
  const base = { kind: 'lead-out-of-turn' as const, trick, seat: event.seat, card, properLeader, eventIndex: event.index };
  const byDeclarerSide = isDeclaringSeat(board, event.seat);
  if (event.choiceWord === 'declarerspreads') {
    const ruling: LeadOutOfTurnRuling = { ...base, outcome: 'declarer-spreads', law: rules.articles.declarerSpreads };
    if (trick !== 1 || byDeclarerSide) ruling.problem = 'spread-not-opening-lead';
    return ruling;
  }
  const wrongHand = event.choiceWord === 'wronghand' || (byDeclarerSide && properLeader === partnerOf(event.seat));
  if (wrongHand) {
    const ruling: LeadOutOfTurnRuling = { ...base, outcome: 'wrong-hand', properLeader: partnerOf(event.seat), law: rules.articles.wrongHand };
    if (!byDeclarerSide) ruling.problem = 'wrong-hand-by-defender';
    else if (rules.wrongHandSameSuit) ruling.obliges = { seat: partnerOf(event.seat), action: 'lead-same-suit', card: suitOf(card), fromTrick: trick };
    return ruling;
  }
  if (byDeclarerSide) return { ...base, outcome: 'declarer-card-returned', law: rules.articles.declarerLeadReturned };
  return {
    ...base, outcome: 'rejected', law: rules.articles.defenderLeadRejected,
    obliges: { seat: event.seat, action: 'play-penalty-card', card, fromTrick: trick },
  };
}
