/**
 * Law 57, a defender's premature lead or play before his partner has played to the trick. The
 * event's trick is the one partner still had to play to, its seat the offender. The card becomes
 * a penalty card (a major one from 1987) and declarer chooses for partner: highest or lowest of
 * the suit led, not to play a named other suit, and from 2007 also to play one. Under 57C there
 * is no rectification when declarer had already played from both hands before partner's turn.
 */
import { partnerOf, Seat } from '../../bridge/seats';
import { PlayIrregularityRules } from '../editions/playRules';
import { Obligation, PlayedBoard, PrematurePlayRuling } from '../../shapes/laws';
import { eventsNamed, ResolvedEvent } from './events';
import { dummySeat, positionOf, trickNumbered } from './playState';

const CHOICES: Record<string, PrematurePlayRuling['choice']> = {
  highest: 'highest', lowest: 'lowest', play: 'play-suit', notplay: 'not-play-suit', none: 'none',
};

const OBLIGATIONS: Record<PrematurePlayRuling['choice'], Obligation['action'] | undefined> = {
  highest: 'play-highest', lowest: 'play-lowest', 'play-suit': 'play-suit', 'not-play-suit': 'not-play-suit', none: undefined,
};

/** One ruling per `PrematurePlay` event by a defender. */
export function ruleOnPrematurePlays(board: PlayedBoard, events: readonly ResolvedEvent[], rules: PlayIrregularityRules): PrematurePlayRuling[] {
  const rulings: PrematurePlayRuling[] = [];
  for (const event of eventsNamed(events, 'PrematurePlay')) {
    const choice = CHOICES[event.choiceWord];
    if (event.trick === undefined || !event.cardValue || !choice) continue;
    const partner = partnerOf(event.seat);
    const rectified = !declarerPlayedFromBothHands(board, event.trick, partner);
    const ruling: PrematurePlayRuling = {
      kind: 'premature-play', trick: event.trick, seat: event.seat, card: event.cardValue, choice, partner, rectified,
      law: rectified ? rules.articles.prematurePlay : rules.articles.prematureExempt, eventIndex: event.index,
    };
    if (event.suit && (choice === 'play-suit' || choice === 'not-play-suit')) ruling.suit = event.suit;
    const action = OBLIGATIONS[choice];
    if (rectified && action) ruling.obliges = { seat: partner, action, card: ruling.suit, fromTrick: event.trick };
    if (!rectified && choice !== 'none') ruling.problem = 'no-rectification';
    if (event.seat === board.declarer || event.seat === dummySeat(board)) ruling.problem = 'not-a-defender';
    rulings.push(ruling);
  }
  return rulings;
}

/** 57C: declarer's and dummy's cards both come before partner's card in the trick. */
export function declarerPlayedFromBothHands(board: PlayedBoard, trickNumber: number, partner: Seat): boolean {
  const trick = trickNumbered(board, trickNumber);
  const partnerPosition = positionOf(trick, partner);
  if (partnerPosition < 0) return false;
  const declarerPosition = positionOf(trick, board.declarer);
  const dummyPosition = positionOf(trick, dummySeat(board));
  return declarerPosition >= 0 && dummyPosition >= 0 && declarerPosition < partnerPosition && dummyPosition < partnerPosition;
}
