/**
 * Property (issue 30): a board ruled from its play record and the same board ruled from the
 * facts of its revokes, with the play stripped, get the same rulings — article, transfer, side —
 * and the same rectified tricks and Score, in every edition. Boards are generated from a seeded
 * random deal and a random legal play in which one or two revokes are forced (a player who could
 * follow suit plays another suit, up to trick 12 so that the revoke is established by the next
 * trick); the facts are read off the play: the suit led to the revoke trick, the seat whose card
 * won it, the offending side's tricks after it, and whether the offender later won a trick with a
 * card of the suit led (the 1987/1997 extra trick's condition).
 */
import assert from 'node:assert/strict';
import { Card, RANKS, SUITS, Strain, suitOf, winningCard } from '../../server/src/bridge/cards';
import { SEATS, Seat, seatAfter, sideOf } from '../../server/src/bridge/seats';
import { RevokeRuling } from '../../server/src/shapes/laws';
import { GameModel } from '../../server/src/model/game/gameModel';
import { pbnGame } from '../support/pbnGame';
import { open } from '../support/service';
import { seededRandom } from '../../server/src/analysis/logic/layouts/seededRandom';

const EDITIONS = ['1975', '1987', '1997', '2007', '2017'] as const;
const BOARDS = 60;


interface Revoke { trick: number; seat: Seat; card: Card; led: string }
interface Generated { tricks: string[]; revokes: Revoke[]; winners: Seat[]; leads: Card[]; plays: Array<Map<Seat, Card>> }

/** A random legal play of a random deal, with a revoke forced at each of the given tricks (by a seat that could follow). */
function generate(next: () => number, strain: Strain, declarer: Seat, revokeTricks: number[], revoker?: Seat): Generated | undefined {
  const deck = SUITS.flatMap((suit) => [...RANKS].map((rank) => suit + rank));
  for (let index = deck.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [deck[index], deck[other]] = [deck[other], deck[index]];
  }
  const hands = new Map<Seat, Card[]>(SEATS.map((seat, index) => [seat, deck.slice(index * 13, index * 13 + 13)]));
  const pick = (cards: Card[]) => cards[Math.floor(next() * cards.length)];
  let leader = seatAfter(declarer);
  const result: Generated = { tricks: [], revokes: [], winners: [], leads: [], plays: [] };
  for (let trick = 1; trick <= 13; trick++) {
    const played: Card[] = [];
    const bySeat = new Map<Seat, Card>();
    for (let step = 0; step < 4; step++) {
      const seat = seatAfter(leader, step);
      const hand = hands.get(seat)!;
      let card: Card;
      if (step === 0) card = pick(hand);
      else {
        const led = suitOf(played[0]);
        const following = hand.filter((candidate) => suitOf(candidate) === led);
        const others = hand.filter((candidate) => suitOf(candidate) !== led);
        const forced = revokeTricks.includes(trick) && !result.revokes.some((revoke) => revoke.trick === trick) && (revoker === undefined || revoker === seat);
        if (forced && following.length > 0 && others.length > 0) {
          card = pick(others);
          result.revokes.push({ trick, seat, card, led });
        } else card = following.length > 0 ? pick(following) : pick(hand);
      }
      hand.splice(hand.indexOf(card), 1);
      played.push(card);
      bySeat.set(seat, card);
    }
    const winnerCard = winningCard(played, strain);
    const winner = SEATS.find((seat) => bySeat.get(seat) === winnerCard)!;
    result.tricks.push(`${leader}:${played.join(' ')}`);
    result.winners.push(winner);
    result.leads.push(played[0]);
    result.plays.push(bySeat);
    leader = winner;
  }
  return result.revokes.length === revokeTricks.length ? result : undefined;
}

/** The facts of one revoke, read off the play. */
function factsOf(play: Generated, revoke: Revoke): string {
  const side = sideOf(revoke.seat);
  const later = play.winners.slice(revoke.trick).filter((winner) => sideOf(winner) === side).length;
  const legal = play.winners.some((winner, index) => index + 1 > revoke.trick && winner === revoke.seat && suitOf(play.plays[index].get(revoke.seat)!) === revoke.led);
  return `${revoke.trick} ${revoke.seat} Revoke ${revoke.card} Established led=${revoke.led} won=${play.winners[revoke.trick - 1]} later=${later} legal=${legal ? 'yes' : 'no'}`;
}

function modelOf(text: string): GameModel {
  const { service, document, settings } = open(text);
  return service.parse(document, settings)!.games[0].model!;
}

/** What both routes must agree on. */
function answer(model: GameModel) {
  const rulings = model.rulings.filter((ruling): ruling is RevokeRuling => ruling.kind === 'revoke')
    .map((ruling) => `${ruling.trick}${ruling.seat} ${ruling.law} ${ruling.transfer}→${ruling.to}${ruling.exception ? ` ${ruling.exception}` : ''}`).sort();
  return { rulings, tricks: model.outcome?.expectedTricks, score: model.outcome?.expectedScore };
}

describe('property: the same board from its play and from its facts', () => {
  it(`${BOARDS} generated boards with one or two revokes, every edition`, () => {
    const next = seededRandom(30);
    const strains: Strain[] = ['S', 'H', 'D', 'C', 'NT'];
    let compared = 0;
    for (let attempt = 0; compared < BOARDS && attempt < BOARDS * 10; attempt++) {
      const declarer = SEATS[Math.floor(next() * 4)];
      const strain = strains[Math.floor(next() * 5)];
      const level = 1 + Math.floor(next() * 7);
      const first = 1 + Math.floor(next() * 11);
      // Half the boards have a second revoke: by the same player (64B2 when the suit is the same) or anyone (64B7, the cap).
      const second = next() < 0.5 ? first + 1 + Math.floor(next() * (12 - first)) : undefined;
      const sameSeat = next() < 0.5 ? SEATS[Math.floor(next() * 4)] : undefined;
      const play = generate(next, strain, declarer, second === undefined || second > 12 ? [first] : [first, second], sameSeat);
      if (!play) continue;
      const tableTricks = play.winners.filter((winner) => sideOf(winner) === sideOf(declarer)).length;
      const spec = { declarer, contract: `${level}${strain}`, vulnerability: next() < 0.5 ? 'None' : 'All', tricks: play.tricks, result: String(tableTricks) } as const;
      const facts = play.revokes.map((revoke) => factsOf(play, revoke)).join('; ');
      for (const laws of EDITIONS) {
        const played = pbnGame({ ...spec, extraTags: [`[Laws "${laws}"]`] });
        const withFacts = pbnGame({ ...spec, extraTags: [`[Laws "${laws}"]`, `[Irregularities "${facts}"]`] });
        const stripped = withFacts.slice(0, withFacts.indexOf('[Auction'));
        const fromPlay = answer(modelOf(played));
        const fromFacts = answer(modelOf(stripped));
        assert.deepEqual(fromFacts, fromPlay, `${laws}, ${spec.contract} by ${declarer}, ${facts}\n${played}`);
        assert.ok(fromPlay.rulings.length === play.revokes.length, `${laws}: the play shows ${play.revokes.length} revoke(s)`);
      }
      compared++;
    }
    assert.equal(compared, BOARDS);
  });
});
