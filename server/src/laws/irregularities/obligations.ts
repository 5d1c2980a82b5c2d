/**
 * Follows the play trick by trick and checks every obligation the irregularities created: a major
 * penalty card played at the first legal opportunity (following suit, or a restriction in force,
 * comes first; 50D1), no lower card of a minor penalty card's suit below an honour before it
 * (50C), declarer's recorded choice whenever the owner's partner is to lead with a major card on
 * the table (50D2: require, forbid while he keeps the lead, or none), the Law 57 choice for the
 * offender's partner, and the 1975 same-suit lead after a lead from the wrong hand (55b). A player
 * unable to comply plays any card (59). Every failure is a revoke (61A), handed to the revoke rules.
 */
import { Card, Suit, suitOf } from '../../bridge/cards';
import { partnerOf, Seat } from '../../bridge/seats';
import { PlayIrregularityRules } from '../editions/playRules';
import { FoundRevoke } from '../revoke/findRevokes';
import { LeadOutOfTurnRuling, LeadRestrictionRuling, ObligationBreach, PlayedBoard, PlayedCard, PlayedTrick, PrematurePlayRuling, UncheckedObligation } from '../../shapes/laws';
import { eventsNamed, ResolvedEvent } from './events';
import { majorAt, onTableAt, TabledPenaltyCard } from './penaltyCards';
import { cardsOfSuit, heldBefore, highestOf, isDeclaringSeat, isHonour, lowestOf, properLeaderOf, suitLedOf, trickNumbered } from './playState';

/** What following the play found. */
export interface ObligationFindings {
  restrictions: LeadRestrictionRuling[];
  breaches: FoundRevoke[];
  /** Obligations a `-` card hides: the player's own card, or the card led to the trick. */
  unchecked: UncheckedObligation[];
}

/** Everything the walk reads. */
interface WalkContext {
  board: PlayedBoard;
  rules: PlayIrregularityRules;
  events: readonly ResolvedEvent[];
  penaltyCards: readonly TabledPenaltyCard[];
  prematurePlays: readonly PrematurePlayRuling[];
  leads: readonly LeadOutOfTurnRuling[];
}

/** A suit forbidden to a player while he keeps the lead. */
interface ForbiddenLead {
  seat: Seat;
  suit: Suit;
  sinceTrick: number;
}

/** Checks the whole play against the obligations of the board. */
export function followObligations(context: WalkContext): ObligationFindings {
  const findings: ObligationFindings = { restrictions: [], breaches: [], unchecked: [] };
  const usedRestrictionEvents = new Set<number>();
  let forbidden: ForbiddenLead | undefined;
  for (const trick of context.board.tricks) {
    if (forbidden && trick.leader !== forbidden.seat) forbidden = undefined;
    const restriction = leadRestrictionAt(context, trick, findings, usedRestrictionEvents);
    if (restriction?.choice === 'forbid') forbidden = { seat: restriction.seat, suit: restriction.card as Suit, sinceTrick: trick.number };
    for (const [position, played] of trick.cards.entries()) {
      const ownRestriction = position === 0 ? restriction : undefined, ownForbidden = position === 0 ? forbidden : undefined;
      if (!played.card) {
        const pending = obligationInForce(context, trick, position, played, ownRestriction, ownForbidden, true);
        if (pending) findings.unchecked.push({ ...pending, trick: trick.number, seat: played.seat, cause: 'card' });
        continue;
      }
      const breach = checkPlay(context, trick, position, played as PlayedCard & { card: Card }, ownRestriction, ownForbidden);
      if (breach) findings.breaches.push(breach);
      else if (position > 0 && !suitLedOf(trick)) {
        // The card led is `-`: what following suit (and a penalty card of that suit) asked of him is not known.
        const pending = obligationInForce(context, trick, position, played, undefined, undefined, false);
        if (pending) findings.unchecked.push({ ...pending, trick: trick.number, seat: played.seat, cause: 'lead' });
      }
    }
  }
  for (const event of eventsNamed(context.events, 'LeadRestriction')) {
    if (usedRestrictionEvents.has(event.index) || event.trick === undefined) continue;
    const leader = trickNumbered(context.board, event.trick)?.leader;
    const proper = properLeaderOf(context.board, event.trick);
    const outOfTurn = leader === event.seat && proper !== undefined && proper !== leader;
    findings.restrictions.push({
      kind: 'lead-restriction', trick: event.trick, seat: event.seat, card: event.suit ?? event.card, choice: restrictionChoice(event),
      penaltyCardOwner: partnerOf(event.seat), law: context.rules.articles.leadRestriction, eventIndex: event.index, problem: outOfTurn ? 'not-in-turn' : 'no-penalty-card',
    });
  }
  return findings;
}

/**
 * The 50D2 ruling when a defender leads with a major penalty card of his partner on the table. Only a
 * defender on lead in turn ("aan slag komt"): a lead out of turn that stands (accepted, 53A) gives
 * declarer no 50D2 choice, the record shows it by another seat having won the trick before.
 */
function leadRestrictionAt(context: WalkContext, trick: PlayedTrick, findings: ObligationFindings, used: Set<number>): LeadRestrictionRuling | undefined {
  const leader = trick.leader;
  // The leader's card may be written `-`: who is on lead decides 50D2, not the card.
  if (isDeclaringSeat(context.board, leader) || trick.cards[0]?.seat !== leader) return undefined;
  const properLeader = properLeaderOf(context.board, trick.number);
  if (properLeader !== undefined && properLeader !== leader) return undefined;
  const owner = partnerOf(leader);
  const partnerCards = context.penaltyCards.filter((tabled) =>
    tabled.owner === owner && majorAt(tabled, trick.number) && trick.number >= tabled.checkFromTrick && trick.number >= tabled.sinceTrick
    && (tabled.playedAt === undefined || tabled.playedAt >= trick.number) && (tabled.withdrawnAt === undefined || tabled.withdrawnAt >= trick.number));
  if (partnerCards.length === 0) return undefined;
  const suits = [...new Set(partnerCards.map((tabled) => suitOf(tabled.card)))];
  const event = eventsNamed(context.events, 'LeadRestriction').find((candidate) => candidate.trick === trick.number && candidate.seat === leader);
  const law = context.rules.articles.leadRestriction;
  const assumed = context.rules.penaltyCardKinds === 'single' ? { assumed: true } : {};
  if (!event) {
    const ruling: LeadRestrictionRuling = {
      kind: 'lead-restriction', trick: trick.number, seat: leader, card: suits.join(''), choice: 'unrecorded', penaltyCardOwner: owner, law,
      obliges: { seat: leader, action: 'record-declarers-choice', card: suits.join(''), fromTrick: trick.number }, problem: 'choice-not-recorded', ...assumed,
    };
    findings.restrictions.push(ruling);
    return ruling;
  }
  used.add(event.index);
  const choice = restrictionChoice(event);
  const ruling: LeadRestrictionRuling = {
    kind: 'lead-restriction', trick: trick.number, seat: leader, card: event.suit ?? event.card, choice, penaltyCardOwner: owner,
    law: suits.length > 1 ? `${law}, ${context.rules.articles.twoPenaltyCards}` : law, eventIndex: event.index, ...assumed,
  };
  // 50D2: declarer may require or forbid only the suit of the penalty card; any other choice is no rectification at all.
  if (event.suit && choice !== 'none' && !suits.includes(event.suit)) ruling.problem = 'suit-not-penalty-card';
  else if (choice === 'require' || choice === 'forbid') ruling.obliges = { seat: leader, action: choice === 'require' ? 'lead-suit' : 'not-lead-suit', card: event.suit, fromTrick: trick.number };
  findings.restrictions.push(ruling);
  return ruling;
}

/** The choice word of a `LeadRestriction` event. */
function restrictionChoice(event: ResolvedEvent): LeadRestrictionRuling['choice'] {
  return event.choiceWord === 'require' ? 'require' : event.choiceWord === 'forbid' ? 'forbid' : 'none';
}

/** Checks one card against the obligations in force; returns the breach, if any. */
function checkPlay(
  context: WalkContext, trick: PlayedTrick, position: number, played: PlayedCard & { card: Card },
  restriction: LeadRestrictionRuling | undefined, forbidden: ForbiddenLead | undefined,
): FoundRevoke | undefined {
  const { board } = context;
  const held = heldBefore(board, played.seat, trick.number);
  const suitLed = position === 0 ? undefined : suitLedOf(trick);
  const ofSuitLed = suitLed ? cardsOfSuit(held, suitLed) : [];
  const breach = (obligation: ObligationBreach['obligation'], imposedBy: string, required: string, couldPlay: Card, sinceTrick: number, facedCard = false): FoundRevoke => ({
    trick: trick.number, seat: played.seat, card: played.card, suitLed: suitLed ?? suitOf(couldPlay), held: couldPlay, marked: played.revokeMarked,
    breach: { obligation, imposedBy, required, sinceTrick }, facedCard,
  });
  let restricted = false;
  if (restriction && (restriction.choice === 'require' || restriction.choice === 'forbid') && restriction.obliges?.card) {
    restricted = true;
    const suit = restriction.obliges.card as Suit;
    const ofSuit = cardsOfSuit(held, suit);
    const others = held.filter((card) => suitOf(card) !== suit);
    if (restriction.choice === 'require' && ofSuit.length > 0 && suitOf(played.card) !== suit) return breach('lead-restriction', restriction.law, suit, lowestOf(ofSuit), trick.number);
    if (restriction.choice === 'forbid' && others.length > 0 && suitOf(played.card) === suit) return breach('lead-restriction', restriction.law, `not ${suit}`, lowestOf(others), trick.number);
  } else if (forbidden && forbidden.seat === played.seat) {
    restricted = true;
    const others = held.filter((card) => suitOf(card) !== forbidden.suit);
    if (others.length > 0 && suitOf(played.card) === forbidden.suit) return breach('lead-restriction', context.rules.articles.leadRestriction, `not ${forbidden.suit}`, lowestOf(others), forbidden.sinceTrick);
  }
  const premature = context.prematurePlays.find((ruling) => ruling.rectified && ruling.trick === trick.number && ruling.partner === played.seat && ruling.obliges);
  if (premature && position > 0) {
    restricted = true;
    const found = checkPrematureChoice(premature, played.card, held, ofSuitLed);
    if (found) return breach('premature-play', premature.law, found.required, found.couldPlay, premature.trick);
  }
  const wrongHand = context.leads.find((ruling) => ruling.obliges?.action === 'lead-same-suit' && ruling.trick === trick.number && ruling.obliges.seat === played.seat);
  if (wrongHand && position === 0) {
    restricted = true;
    const ofSuit = cardsOfSuit(held, wrongHand.obliges!.card as Suit);
    if (ofSuit.length > 0 && suitOf(played.card) !== wrongHand.obliges!.card) return breach('wrong-hand-lead', wrongHand.law, wrongHand.obliges!.card!, lowestOf(ofSuit), trick.number);
  }
  if (restricted) return undefined;
  return checkPenaltyCards(context, trick, position, played, ofSuitLed, breach);
}

/**
 * The obligation a player had at this card when a `-` hides what he did: his own card (`ownUnknown`),
 * or the card led, which decides what following suit and a penalty card of that suit asked of him.
 */
function obligationInForce(
  context: WalkContext, trick: PlayedTrick, position: number, played: PlayedCard,
  restriction: LeadRestrictionRuling | undefined, forbidden: ForbiddenLead | undefined, ownUnknown: boolean,
): Omit<UncheckedObligation, 'trick' | 'seat' | 'cause'> | undefined {
  if (ownUnknown && restriction?.obliges?.card && (restriction.choice === 'require' || restriction.choice === 'forbid')) {
    return { obligation: 'lead-restriction', required: restriction.obliges.card, imposedBy: restriction.law };
  }
  if (ownUnknown && forbidden?.seat === played.seat) return { obligation: 'lead-restriction', required: forbidden.suit, imposedBy: context.rules.articles.leadRestriction };
  const premature = context.prematurePlays.find((ruling) => ruling.rectified && ruling.trick === trick.number && ruling.partner === played.seat && ruling.obliges);
  if (premature && position > 0) return { obligation: 'premature-play', required: '', imposedBy: premature.law };
  const wrongHand = context.leads.find((ruling) => ruling.obliges?.action === 'lead-same-suit' && ruling.trick === trick.number && ruling.obliges.seat === played.seat);
  if (ownUnknown && wrongHand && position === 0) return { obligation: 'wrong-hand-lead', required: wrongHand.obliges!.card ?? '', imposedBy: wrongHand.law };
  const active = context.penaltyCards.filter((tabled) => tabled.owner === played.seat && onTableAt(tabled, trick.number) && trick.number >= tabled.checkFromTrick);
  // A penalty card he is shown playing honours it, whatever was led.
  if (active.some((tabled) => tabled.card === played.card)) return undefined;
  const major = active.find((tabled) => majorAt(tabled, trick.number));
  if (major) return { obligation: 'penalty-card', required: major.card, imposedBy: context.rules.articles.majorPenaltyCard };
  const minor = active.find((tabled) => !majorAt(tabled, trick.number));
  if (minor && ownUnknown) return { obligation: 'penalty-card', required: minor.card, imposedBy: context.rules.articles.minorPenaltyCard };
  return undefined;
}

/** The Law 57 choice for partner: what he had to play, when he failed to. */
function checkPrematureChoice(premature: PrematurePlayRuling, card: Card, held: Card[], ofSuitLed: Card[]): { required: string; couldPlay: Card } | undefined {
  const action = premature.obliges!.action;
  if (action === 'play-highest' && ofSuitLed.length > 0 && card !== highestOf(ofSuitLed)) return { required: highestOf(ofSuitLed), couldPlay: highestOf(ofSuitLed) };
  if (action === 'play-lowest' && ofSuitLed.length > 0 && card !== lowestOf(ofSuitLed)) return { required: lowestOf(ofSuitLed), couldPlay: lowestOf(ofSuitLed) };
  if (ofSuitLed.length > 0 || !premature.suit) return undefined;
  const ofNamedSuit = cardsOfSuit(held, premature.suit as Suit);
  const others = held.filter((candidate) => suitOf(candidate) !== premature.suit);
  if (action === 'play-suit' && ofNamedSuit.length > 0 && suitOf(card) !== premature.suit) return { required: premature.suit, couldPlay: lowestOf(ofNamedSuit) };
  if (action === 'not-play-suit' && others.length > 0 && suitOf(card) === premature.suit) return { required: `not ${premature.suit}`, couldPlay: lowestOf(others) };
  return undefined;
}

/** Penalty cards of the player: a major one at the first legal opportunity, nothing below an honour of a minor one's suit before it. */
function checkPenaltyCards(
  context: WalkContext, trick: PlayedTrick, position: number, played: PlayedCard & { card: Card }, ofSuitLed: Card[],
  breach: (obligation: ObligationBreach['obligation'], imposedBy: string, required: string, couldPlay: Card, sinceTrick: number, facedCard?: boolean) => FoundRevoke,
): FoundRevoke | undefined {
  const active = context.penaltyCards.filter((tabled) => tabled.owner === played.seat && onTableAt(tabled, trick.number) && trick.number >= tabled.checkFromTrick);
  if (active.some((tabled) => tabled.card === played.card)) return undefined;
  const majors = active.filter((tabled) => majorAt(tabled, trick.number));
  const suitLed = position === 0 ? undefined : suitLedOf(trick);
  if (majors.length > 0 && (position === 0 || suitLed)) {
    const playable = position === 0 || ofSuitLed.length === 0 ? majors : majors.filter((tabled) => suitOf(tabled.card) === suitLed);
    if (playable.length > 0) {
      const first = playable[0];
      return breach('penalty-card', context.rules.articles.majorPenaltyCard, first.card, first.card, first.sinceTrick, true);
    }
  }
  for (const minor of active.filter((tabled) => !majorAt(tabled, trick.number))) {
    if (suitOf(played.card) === suitOf(minor.card) && !isHonour(played.card)) {
      return breach('penalty-card', context.rules.articles.minorPenaltyCard, minor.card, minor.card, minor.sinceTrick, true);
    }
  }
  return undefined;
}
