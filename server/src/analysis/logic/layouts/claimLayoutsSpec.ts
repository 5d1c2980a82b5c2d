/**
 * Which layouts a claimer could not see (Law 70): declarer (or dummy) claiming sees his own
 * hand and dummy, so the two defenders' unplayed cards are redistributed; a defender sees his
 * own hand and dummy, so declarer's and his partner's are. A hidden seat that showed out of a
 * suit during the play (a card of another suit to a trick led in it) holds none of it, unless
 * the record shows him still holding one (a revoke: then the showing out proved nothing).
 */
import { Card, Strain, Suit, suitOf, winningCard } from '../../../bridge/cards';
import { Seat, partnerOf, seatAfter, sideOf } from '../../../bridge/seats';
import { GameModel } from '../../../model/game/gameModel';
import { claimerOfRemaining } from '../answers/claim';
import { playedCards } from '../gameQuestions';
import { ClaimQuestion } from '../questions/claimQuestion';
import { LAYOUT_LIMIT, LAYOUT_SEED, LayoutsSpec } from './layoutTypes';

/** The layouts spec of a game's claim; undefined when the claimer sees every card that matters. */
export function claimLayoutsSpec(model: GameModel, claim: ClaimQuestion): LayoutsSpec | undefined {
  const declarer = model.declarer!;
  const position = claim.at.position;
  const hidden: [Seat, Seat] = claim.claimerSide === sideOf(declarer)
    ? [seatAfter(declarer), seatAfter(declarer, 3)]
    : [declarer, partnerOf(claim.claimer!)];
  if (hidden[0] === hidden[1] || position.hands[hidden[0]].length + position.hands[hidden[1]].length === 0) return undefined;
  const shown = showedOut(playedCards(model.play!), model.play!.tricks[0].leader!, position.trump);
  const voids: LayoutsSpec['voids'] = {};
  for (const seat of hidden) {
    const stillHeld = new Set(position.hands[seat].map(suitOf));
    const suits = [...(shown.get(seat) ?? [])].filter((suit) => !stillHeld.has(suit)).sort();
    if (suits.length) voids[seat] = suits;
  }
  const target = claimerOfRemaining(model, claim, claim.recorded);
  return { position, hidden, voids, side: claim.claimerSide, target, limit: LAYOUT_LIMIT, seed: LAYOUT_SEED };
}

/** The suits each seat showed out of in `played` (cards in playing order from `leader`). */
export function showedOut(played: readonly Card[], leader: Seat, trump: Strain): Map<Seat, Set<Suit>> {
  const shown = new Map<Seat, Set<Suit>>();
  let trickLeader = leader;
  for (let start = 0; start < played.length; start += 4) {
    const trick = played.slice(start, start + 4);
    const led = suitOf(trick[0]);
    trick.forEach((card, index) => {
      const seat = seatAfter(trickLeader, index);
      if (suitOf(card) !== led) shown.set(seat, (shown.get(seat) ?? new Set<Suit>()).add(led));
    });
    if (trick.length === 4) trickLeader = seatAfter(trickLeader, trick.indexOf(winningCard(trick, trump)));
  }
  return shown;
}
