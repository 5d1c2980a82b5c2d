/**
 * The words the LIN reader's messages share: cards as players write them (♠A ♥10 in English,
 * ♠A ♥V ♦B in Dutch: H V B for king, queen, jack), seats North/Noord, sides NS/NZ, rooms.
 */
import { Card, SUIT_SYMBOLS, Suit } from '../../bridge/cards';
import { Seat, Side } from '../../bridge/seats';
import { seatName, sideName } from '../bridgeTerms';
import { Language, Localized } from '../localize';
import { MessageArgs } from './entry';

const RANK_WORDS: Localized<Record<string, string>> = {
  en: { T: '10' },
  nl: { K: 'H', Q: 'V', J: 'B', T: '10' },
};

/** A card as players write it: ♠A, ♥10; in Dutch ♠H, ♥V, ♦B. */
export function cardText(card: Card, language: Language): string {
  const rank = card[1];
  return SUIT_SYMBOLS[card[0] as Suit] + (RANK_WORDS[language][rank] ?? rank);
}

/** A seat argument as a word. */
export const seat = (args: MessageArgs, key: string, language: Language) => seatName(String(args[key]) as Seat, language);
/** A side argument as a word. */
export const side = (args: MessageArgs, key: string, language: Language) => sideName(String(args[key]) as Side, language);
/** A card argument as players write it. */
export const card = (args: MessageArgs, key: string, language: Language) => cardText(String(args[key]), language);
/** The room of a board, " (open room)", or nothing. */
export const room = (args: MessageArgs, language: Language) => {
  if (args.room === 'Open') return language === 'nl' ? ' (open kamer)' : ' (open room)';
  if (args.room === 'Closed') return language === 'nl' ? ' (gesloten kamer)' : ' (closed room)';
  return '';
};
