/**
 * Completion inside the Auction and Play sections: the calls that are legal at the cursor (for
 * the player whose turn it is), and the cards the player to play still holds, cards of the suit
 * led first. Calls and cards before the cursor decide; what follows it is ignored.
 */
import { CompletionItem, CompletionItemKind } from 'vscode-languageserver-types';
import { Card, SUIT_SYMBOLS, sortCards, suitOf } from '../../bridge/cards';
import { cardText } from '../../i18n/bridgeNotation';
import { STRAINS_ASCENDING } from '../../bridge/contract';
import { Seat, seatAfter, sideOf } from '../../bridge/seats';
import { seatName } from '../../i18n/bridgeTerms';
import { COMPLETION_WORDS } from '../../i18n/completionTexts';
import { Language } from '../../i18n/localize';
import { GameModel } from '../../model/game/gameModel';
import { orderFrom } from '../../model/game/play';

interface LastBid { level: number; strainIndex: number; seat: Seat; risk: '' | 'X' | 'XX' }

/** The legal calls for the player to call at `offset`; empty when the auction is over. */
export function auctionCompletions(model: GameModel, offset: number, language: Language): CompletionItem[] {
  const auction = model.auction;
  if (!auction) return [];
  const before = auction.calls.filter((call) => call.end < offset);
  let seat: Seat = before.length ? seatAfter(before[before.length - 1].seat) : model.dealer ?? auction.firstColumn;
  let lastBid: LastBid | undefined;
  let passes = 0;
  for (const call of before) {
    const bid = /^([1-7])(NT|S|H|D|C)$/.exec(call.call);
    if (call.call === 'Pass') passes++;
    else if (bid) { lastBid = { level: Number(bid[1]), strainIndex: STRAINS_ASCENDING.indexOf(bid[2] as never), seat: call.seat, risk: '' }; passes = 0; }
    else if ((call.call === 'X' || call.call === 'XX') && lastBid) { lastBid.risk = call.call; passes = 0; }
    else passes = 0;
  }
  if ((lastBid && passes >= 3) || (!lastBid && passes >= 4)) return [];
  const detail = seatName(seat, language);
  const items: CompletionItem[] = [{ label: 'Pass', kind: CompletionItemKind.Value, sortText: '0000', detail }];
  const opponents = lastBid && sideOf(lastBid.seat) !== sideOf(seat);
  if (lastBid && opponents && lastBid.risk === '') items.push({ label: 'X', kind: CompletionItemKind.Value, sortText: '0001', detail });
  if (lastBid && !opponents && lastBid.risk === 'X') items.push({ label: 'XX', kind: CompletionItemKind.Value, sortText: '0001', detail });
  let order = 2;
  for (let level = 1; level <= 7; level++) {
    STRAINS_ASCENDING.forEach((strain, strainIndex) => {
      if (lastBid && (level < lastBid.level || (level === lastBid.level && strainIndex <= lastBid.strainIndex))) return;
      items.push({ label: `${level}${strain}`, kind: CompletionItemKind.Value, sortText: String(order++).padStart(4, '0'), detail });
    });
  }
  return items;
}

/** The cards the player to play at `offset` still holds, the suit led first. */
export function playCompletions(model: GameModel, offset: number, language: Language): CompletionItem[] {
  const play = model.play;
  const hands = model.deal?.hands;
  if (!play || !hands) return [];
  const records = play.tricks.flatMap((trick) => trick.cards);
  const countBefore = records.filter((record) => record.end < offset).length;
  const trickIndex = Math.floor(countBefore / 4);
  const seat = seatAfter(play.firstColumn, countBefore % 4);
  const hand = hands[seat];
  if (!hand || trickIndex >= 13) return [];
  const played = new Set(records.slice(0, countBefore).map((record) => record.card).filter((card): card is Card => !!card));
  const trick = play.tricks[trickIndex];
  const leader = trick?.leader ?? (trickIndex === 0 ? undefined : play.tricks[trickIndex - 1]?.winner);
  const inTrickBefore = records.slice(trickIndex * 4, countBefore);
  const lead = leader && leader !== seat ? orderFrom(inTrickBefore, leader)[0] : undefined;
  const ledSuit = lead?.seat === leader && lead?.card ? suitOf(lead.card) : undefined;
  const remaining = sortCards(hand.filter((card) => !played.has(card)));
  const follows = ledSuit ? remaining.filter((card) => suitOf(card) === ledSuit) : [];
  const ordered = follows.length ? [...follows, ...remaining.filter((card) => suitOf(card) !== ledSuit)] : remaining;
  return ordered.map((card, index) => ({
    label: card, kind: CompletionItemKind.Value, sortText: String(index).padStart(4, '0'),
    detail: `${seatName(seat, language)} · ${cardText(card, language)}${ledSuit && suitOf(card) !== ledSuit && follows.length ? ` (${COMPLETION_WORDS[language].doesNotFollow} ${SUIT_SYMBOLS[ledSuit]})` : ''}`,
  }));
}
