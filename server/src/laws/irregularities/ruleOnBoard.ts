/**
 * Rules on everything that happened in the play of one board under one edition: leads out of turn
 * (with the 53B/53C, 54C and Law 60 cases where a lead or play stands), penalty cards, lead
 * restrictions, premature plays, claims, and the revokes — those the play shows, the obligations
 * the play breached (61A), the 1997 63B revokes corrected after an illegal inquiry and those
 * corrected in time (62) — in one list ordered by trick. A board with no events, no `^R`/`^L`
 * marks and no failure to follow suit gives the other rules nothing to act on, so only the claim
 * is looked at.
 */
import { suitOf } from '../../bridge/cards';
import { rulesFor } from '../editions';
import { findRevokes, FoundRevoke } from '../revoke/findRevokes';
import { RevokeOptions, ruleOnRevokes } from '../revoke/ruleOnRevokes';
import { otherSide, sideOf } from '../../bridge/seats';
import { Edition, PlayedBoard, RevokeRuling, Ruling, UncheckedObligation } from '../../shapes/laws';
import { ruleOnClaim } from './claims';
import { eventsNamed, resolveEvents, ResolvedEvent } from './events';
import { applyLeadExceptions } from './leadExceptions';
import { ruleOnLeadsOutOfTurn } from './leadOutOfTurn';
import { followObligations } from './obligations';
import { penaltyCardRulings, tablePenaltyCards } from './penaltyCards';
import { playOf, suitLedOf, trickNumbered } from './playState';
import { ruleOnPrematurePlays } from './prematurePlay';

/** Every ruling on a board, ordered by trick (revokes keep their place within a trick). */
export function ruleOnBoard(board: PlayedBoard, edition: Edition, options: RevokeOptions = {}): Ruling[] {
  const rules = rulesFor(edition).play;
  if (hasNothingToRuleOn(board)) return ruleOnClaim(board, [], rules, options.claimedTotal);
  const { events, leads, prematurePlays, penaltyCards, restrictions, breaches } = walkObligations(board, edition);
  const inquiries = rules.asIfEstablished ? revokesAfterIllegalInquiry(board, events) : [];
  const played = ruleOnRevokes(board, edition, { ...options, additionalRevokes: [...breaches, ...inquiries], correctedRevokes: revokesCorrectedInTime(board, events) });
  const revokes = [...played, ...correctedRevokes(board, events, edition, played)];
  const claims = ruleOnClaim(board, events, rules, options.claimedTotal);
  const all: Ruling[] = [...leads, ...penaltyCardRulings(penaltyCards, rules), ...restrictions, ...prematurePlays, ...revokes, ...claims];
  return all.map((ruling, order) => ({ ruling, order })).sort((a, b) => a.ruling.trick - b.ruling.trick || a.order - b.order).map(({ ruling }) => ruling);
}

/** The leads, premature plays and penalty cards of a board, and what following the play against their obligations found. */
function walkObligations(board: PlayedBoard, edition: Edition) {
  const rules = rulesFor(edition).play;
  const events = resolveEvents(board);
  const law60Assumed = rulesFor(edition).assumptions.some((assumption) => assumption.articles === rules.articles.afterIrregularity);
  const { leads, prematurePlays, withoutRectification } = applyLeadExceptions({
    board, events, rules, leads: ruleOnLeadsOutOfTurn(board, events, rules), prematurePlays: ruleOnPrematurePlays(board, events, rules), law60Assumed,
  });
  const penaltyCards = tablePenaltyCards(board, events.filter((event) => !withoutRectification.has(event.index)), rules, prematurePlays);
  return { events, leads, prematurePlays, penaltyCards, ...followObligations({ board, rules, events, penaltyCards, prematurePlays, leads }) };
}

/** The obligations (penalty cards, restrictions, Law 57 choices) whose honouring a card written `-` hides, for a finding each. */
export function uncheckedObligations(board: PlayedBoard, edition: Edition): UncheckedObligation[] {
  if (hasNothingToRuleOn(board)) return [];
  return walkObligations(board, edition).unchecked;
}

/**
 * True when only a claim can need a ruling: without events there are no penalty cards, premature
 * plays, restrictions, inquiries or rejected leads, hence no obligations to breach (61A); without
 * `^L` marks no accepted lead; and without a failure to follow suit no revoke (61–64).
 */
function hasNothingToRuleOn(board: PlayedBoard): boolean {
  if (board.events.length > 0) return false;
  for (const trick of board.tricks) {
    for (const played of trick.cards) if (played.leadMarked || played.revokeMarked) return false;
  }
  return findRevokes(board).length === 0;
}

/** Law 62: the revokes a `Revoke … Corrected` event records (the play shows the substitute): no transfer, in every edition. */
function correctedRevokes(board: PlayedBoard, events: readonly ResolvedEvent[], edition: Edition, ruled: readonly RevokeRuling[]): RevokeRuling[] {
  const rules = rulesFor(edition);
  const assumed = rules.assumptions.some((assumption) => assumption.topic === 'revoke');
  return eventsNamed(events, 'Revoke').flatMap((event) => {
    // The revoke card may be written `-` (nobody noted it): the correction is still Law 62's, without a transfer.
    if (event.choiceWord !== 'corrected' || event.trick === undefined) return [];
    if (ruled.some((ruling) => ruling.trick === event.trick && ruling.seat === event.seat)) return [];
    const substitute = playOf(trickNumbered(board, event.trick), event.seat)?.card;
    const card = event.cardValue ?? '-';
    const ruling: RevokeRuling = {
      kind: 'revoke', trick: event.trick, seat: event.seat, card, held: substitute ?? card, established: false,
      marked: false, law: rules.correctionArticle, transfer: 0, to: otherSide(sideOf(event.seat)), corrected: true,
      byDeclaringSide: sideOf(event.seat) === sideOf(board.declarer),
    };
    if (assumed) ruling.assumed = true;
    return [ruling];
  });
}

/** The revokes `Revoke … Corrected` events name, as found revokes (the suit led from the play): earlier revokes for 64B2. */
function revokesCorrectedInTime(board: PlayedBoard, events: readonly ResolvedEvent[]): FoundRevoke[] {
  const found: FoundRevoke[] = [];
  for (const event of eventsNamed(events, 'Revoke')) {
    if (event.choiceWord !== 'corrected' || event.trick === undefined || !event.cardValue) continue;
    const trick = trickNumbered(board, event.trick);
    const suitLed = suitLedOf(trick);
    const substitute = playOf(trick, event.seat)?.card;
    // Only an event the play bears out: the seat followed the suit led (the substitute) after revoking with another suit, not the lead.
    if (!suitLed || !substitute || trick?.cards[0]?.seat === event.seat || suitOf(substitute) !== suitLed || suitOf(event.cardValue) === suitLed) continue;
    found.push({ trick: event.trick, seat: event.seat, card: event.cardValue, suitLed, held: substitute, marked: false });
  }
  return found;
}

/** 1997 Law 63B: a revoke corrected after an illegal inquiry is ruled as if established; the play shows the substitute. */
function revokesAfterIllegalInquiry(board: PlayedBoard, events: readonly ResolvedEvent[]): FoundRevoke[] {
  const found: FoundRevoke[] = [];
  for (const event of eventsNamed(events, 'Revoke')) {
    if (event.choiceWord !== 'asifestablished' || event.trick === undefined || !event.cardValue) continue;
    const trick = trickNumbered(board, event.trick);
    const substitute = playOf(trick, event.seat)?.card;
    const suitLed = suitLedOf(trick);
    if (!substitute || !suitLed || suitOf(substitute) !== suitLed) continue;
    found.push({ trick: event.trick, seat: event.seat, card: event.cardValue, suitLed, held: substitute, marked: false });
  }
  return found;
}
