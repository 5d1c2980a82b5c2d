/**
 * The double-dummy questions a game of our model asks: the par question of its deal (dealer,
 * vulnerability and the four hands as read from the Deal tag) and the play question of its
 * recorded play, cards in playing order. Where the record cannot be followed card by card (an
 * unknown card, an unknown leader, a lead out of turn that stood) the play stops there.
 */
import { Card } from '../../bridge/cards';
import { Vulnerability } from '../../bridge/contract';
import { Seat, seatAfter } from '../../bridge/seats';
import { GameModel } from '../../model/game/gameModel';
import { PlayModel, orderFrom } from '../../model/game/play';
import { DealHands } from '../../shapes/ddTypes';
import { DdQuestion } from './protocol';

/** The par question of a game; undefined without a deal, a dealer or a vulnerability. */
export function parQuestion(model: GameModel): Extract<DdQuestion, { kind: 'par' }> | undefined {
  if (!model.deal || !model.dealer || !model.vulnerability) return undefined;
  return { kind: 'par', hands: model.deal.hands, dealer: model.dealer, vulnerability: model.vulnerability };
}

/** The table question of a full deal: its par question when the dealer and vulnerability are known, else its plain table. */
export function dealTableQuestion(hands: DealHands, dealer: Seat | undefined, vulnerability: Vulnerability | undefined): Extract<DdQuestion, { kind: 'par' | 'table' }> {
  return dealer && vulnerability ? { kind: 'par', hands, dealer, vulnerability } : { kind: 'table', hands };
}

/**
 * The played cards in playing order, as far as the record can be followed: up to the first unknown
 * card, a trick without a known leader, or a trick led by someone other than the last winner.
 */
export function playedCards(play: PlayModel): Card[] {
  const cards: Card[] = [];
  let expectedLeader: Seat | undefined = play.tricks[0]?.leader;
  for (const trick of play.tricks) {
    if (!trick.leader || trick.leader !== expectedLeader) break;
    for (const record of orderFrom(trick.cards, trick.leader)) {
      if (!record.card) return cards;
      cards.push(record.card);
    }
    if (!trick.complete) break;
    expectedLeader = trick.winner;
  }
  return cards;
}

/** The play question of a game (AnalysePlay of its recorded play); undefined without deal, contract, declarer or play. */
export function playQuestion(model: GameModel): Extract<DdQuestion, { kind: 'play' }> | undefined {
  if (!model.deal || !model.contract || !model.declarer || !model.play) return undefined;
  const leader = model.play.tricks[0]?.leader ?? seatAfter(model.declarer);
  return { kind: 'play', hands: model.deal.hands, trump: model.contract.strain, declarer: model.declarer, played: playedCards(model.play), leader };
}
