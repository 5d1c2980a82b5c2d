/**
 * The cases where a lead or play out of turn stands whatever the tag chose, applied to the lead and
 * premature-play rulings before penalty cards and obligations are worked out: 54C (declarer could
 * have seen a card of dummy's, `MustAccept`: he must accept the opening lead, so a `Rejected` for
 * it is flagged and gives no penalty card), 53B (53C in 2017: the defender on the right of
 * declarer's irregular lead played to it, recorded as his `PrematurePlay` in that trick: the lead
 * stands and Law 57 applies to his card), 53C (53B in 2017, `ProperLead`: the proper leader, an
 * opponent of the offender, led in turn: his lead stands, the cards played in error go back without
 * rectification) and Law 60 (a non-offender played on: no rectification, the card counts as in turn).
 */
import { Seat, seatAfter, sideOf } from '../../bridge/seats';
import { PlayIrregularityRules } from '../editions/playRules';
import { LeadOutOfTurnRuling, PlayedBoard, PrematurePlayRuling } from '../../shapes/laws';
import { eventsNamed, ResolvedEvent } from './events';
import { findForfeitures, Forfeiture } from './law60';
import { isDeclaringSeat, trickNumbered } from './playState';

/** What the exceptions leave of the rulings. */
export interface ExceptionOutcome {
  leads: LeadOutOfTurnRuling[];
  prematurePlays: PrematurePlayRuling[];
  /** Events whose rectification does not apply (no penalty card, no obligation). */
  withoutRectification: Set<number>;
}

/** Everything the exceptions read. */
export interface ExceptionContext {
  board: PlayedBoard;
  events: readonly ResolvedEvent[];
  rules: PlayIrregularityRules;
  leads: readonly LeadOutOfTurnRuling[];
  prematurePlays: readonly PrematurePlayRuling[];
  /** True when the edition's Law 60 is modelled on another edition's text. */
  law60Assumed: boolean;
}

/** Applies 54C, 53B/53C and Law 60 to the lead and premature-play rulings. */
export function applyLeadExceptions(context: ExceptionContext): ExceptionOutcome {
  const { board, events, rules } = context;
  const forfeitures = findForfeitures(board, events);
  const withoutRectification = new Set<number>();
  const byIndex = new Map(events.map((event) => [event.index, event]));
  const leadEvents = eventsNamed(events, 'LeadOutOfTurn');
  const mustAccept = (trick: number, seat: Seat) => leadEvents.some((event) => event.choiceWord === 'mustaccept' && event.trick === trick && event.seat === seat);
  const rejectedToo = (trick: number, seat: Seat) => leadEvents.some((event) => event.choiceWord === 'rejected' && event.trick === trick && event.seat === seat);
  const wrongDefender = (trick: number, seat: Seat) => isDeclaringSeat(board, seat)
    && eventsNamed(events, 'PrematurePlay').some((event) => event.trick === trick && event.seat === seatAfter(seat, 3));

  const leads: LeadOutOfTurnRuling[] = [];
  for (const original of context.leads) {
    const event = original.eventIndex === undefined ? undefined : byIndex.get(original.eventIndex);
    const ruling: LeadOutOfTurnRuling = { ...original };
    if (!event || event.choiceWord === 'accepted') {
      if (wrongDefender(ruling.trick, ruling.seat)) Object.assign(ruling, { law: rules.articles.wrongDefenderPlays, standsBy: 'wrong-defender' });
      leads.push(ruling);
      continue;
    }
    const word = event.choiceWord;
    if (word === 'mustaccept') {
      if (rejectedToo(ruling.trick, ruling.seat) && ruling.trick === 1 && !isDeclaringSeat(board, ruling.seat)) continue;
      standAccepted(ruling, rules.articles.mustAcceptOpeningLead, 'must-accept', 'statement');
      if (ruling.trick !== 1 || isDeclaringSeat(board, ruling.seat)) ruling.problem = 'must-accept-not-opening-lead';
    } else if (word === 'properlead') {
      delete ruling.obliges;
      delete ruling.problem;
      const leader = trickNumbered(board, ruling.trick)?.leader;
      Object.assign(ruling, { outcome: 'proper-lead-stands', law: rules.articles.properLeadStands, properLeader: leader ?? ruling.properLeader });
      if (!leader || sideOf(leader) === sideOf(ruling.seat)) ruling.problem = 'proper-lead-not-by-opponent';
    } else if (word === 'rejected' && mustAccept(ruling.trick, ruling.seat) && ruling.trick === 1 && !isDeclaringSeat(board, ruling.seat)) {
      standAccepted(ruling, rules.articles.mustAcceptOpeningLead, 'must-accept', 'statement', event.choice);
      withoutRectification.add(event.index);
    } else if (wrongDefender(ruling.trick, ruling.seat)) {
      standAccepted(ruling, rules.articles.wrongDefenderPlays, 'wrong-defender', 'play', event.choice);
      withoutRectification.add(event.index);
    } else if (forfeitures.has(event.index)) {
      standAccepted(ruling, rules.articles.afterIrregularity, 'after-irregularity', 'play', event.choice);
      markForfeited(ruling, forfeitures.get(event.index)!, context.law60Assumed);
      withoutRectification.add(event.index);
    }
    leads.push(ruling);
  }

  const prematurePlays = context.prematurePlays.map((original) => {
    const forfeiture = original.eventIndex === undefined ? undefined : forfeitures.get(original.eventIndex);
    if (!forfeiture || !original.rectified) return original;
    const ruling: PrematurePlayRuling = { ...original, rectified: false, law: rules.articles.afterIrregularity, standsBy: 'after-irregularity' };
    delete ruling.obliges;
    markForfeited(ruling, forfeiture, context.law60Assumed);
    if (ruling.choice !== 'none' && !ruling.problem) {
      ruling.problem = 'choice-not-available';
      ruling.unavailableChoice = byIndex.get(forfeiture.eventIndex)?.choice;
    }
    withoutRectification.add(forfeiture.eventIndex);
    return ruling;
  });

  return { leads: withoutDuplicateMarks(leads), prematurePlays, withoutRectification };
}

/** Turns a lead ruling into an accepted lead that stands by the given article. */
function standAccepted(ruling: LeadOutOfTurnRuling, law: string, standsBy: LeadOutOfTurnRuling['standsBy'], acceptedBy: 'play' | 'statement', unavailableChoice?: string): void {
  delete ruling.obliges;
  delete ruling.problem;
  Object.assign(ruling, { outcome: 'accepted', law, standsBy, acceptedBy });
  if (unavailableChoice) {
    ruling.unavailableChoice = unavailableChoice;
    ruling.problem = 'choice-not-available';
  }
}

/** Records who played on and whether the edition's Law 60 is assumed. */
function markForfeited(ruling: LeadOutOfTurnRuling | PrematurePlayRuling, forfeiture: Forfeiture, assumed: boolean): void {
  ruling.forfeitedBy = { seat: forfeiture.nonOffender, trick: forfeiture.trick };
  if (assumed) ruling.assumed = true;
}

/** Drops the `^L` ruling of a lead that an event ruling now also rules on as standing. */
function withoutDuplicateMarks(leads: LeadOutOfTurnRuling[]): LeadOutOfTurnRuling[] {
  return leads.filter((ruling) => !(ruling.eventIndex === undefined && leads.some((other) =>
    other !== ruling && other.eventIndex !== undefined && other.standsBy !== undefined && other.trick === ruling.trick && other.seat === ruling.seat)));
}
