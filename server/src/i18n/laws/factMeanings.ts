/**
 * What each fact of an `[Irregularities]` event means (annotations.md §3a), in English and Dutch,
 * for the hover on a `name=value` word: its explanation (factTexts.ts), the value as read, and which
 * editions of the Laws it decides something in.
 */
import { SUIT_SYMBOLS, Suit } from '../../bridge/cards';
import { Seat } from '../../bridge/seats';
import { seatName } from '../bridgeTerms';
import { tricksText } from '../bridgeNotation';
import { Language, Localized } from '../localize';
import { FACT_EXPLANATIONS, FACT_YES_NO } from './factTexts';

/** Where each fact decides something, per language; what it says is its explanation (factTexts.ts). */
const DECIDES: Localized<Record<keyof typeof FACT_EXPLANATIONS, string>> = {
  en: {
    led: 'Law 64B2 compares it with an earlier revoke by the same player (all editions)',
    won: '64A1 against 64A2 from 1987; 1975 counts the side that won it',
    later: '64A and 64B1 in all editions, and the cap on the transfer',
    legal: 'the extra trick of 64A2 in 1987 and 1997 only',
    award: 'the Result (Laws 69-71, all editions)',
  },
  nl: {
    led: 'artikel 64B2 vergelijkt haar met een eerdere verzaking van dezelfde speler (alle uitgaven)',
    won: '64A1 of 64A2 vanaf 1987; 1975 telt de partij die hem won',
    later: '64A en 64B1 in alle uitgaven, en de grens van de overdracht',
    legal: 'de extra slag van 64A2, alleen in 1987 en 1997',
    award: 'het Result (artikelen 69-71, alle uitgaven)',
  },
};

const DECIDES_WORD: Localized<string> = { en: 'Decides', nl: 'Beslist' };

/** "**won=E** (Revoke): the seat whose card won the revoke trick — East. Decides …"; undefined for an unknown name. */
export function factHoverText(name: string, event: string, value: unknown, language: Language): string | undefined {
  if (!Object.hasOwn(FACT_EXPLANATIONS, name)) return undefined;
  const fact = name as keyof typeof FACT_EXPLANATIONS;
  const words = FACT_YES_NO[language];
  let read = '';
  if (fact === 'led' && typeof value === 'string') read = SUIT_SYMBOLS[value as Suit];
  else if (fact === 'won' && typeof value === 'string') read = seatName(value as Seat, language);
  else if ((fact === 'later' || fact === 'award') && typeof value === 'number') read = tricksText(value, language);
  else if (fact === 'legal' && typeof value === 'boolean') read = value ? words.yes : words.no;
  return `**${fact}** (${event}): ${FACT_EXPLANATIONS[fact][language]}${read ? ` — ${read}` : ''}. ${DECIDES_WORD[language]}: ${DECIDES[language][fact]}.`;
}
