/**
 * What each fact of an `[Irregularities]` event means (annotations.md §3a), in English and Dutch,
 * for the hover on a `name=value` word: the meaning, the value as read, and which editions of the
 * Laws it decides something in.
 */
import { SUIT_SYMBOLS, Suit } from '../../bridge/cards';
import { Seat } from '../../bridge/seats';
import { seatName } from '../bridgeTerms';
import { tricksText } from '../bridgeNotation';
import { Language, Localized } from '../localize';

/** The words of one fact's hover. */
interface FactMeaning {
  meaning: string;
  /** Where it decides something. */
  decides: string;
}

const MEANINGS: Localized<Record<string, FactMeaning>> = {
  en: {
    led: { meaning: 'the suit led to the revoke trick, the suit the offender failed to follow', decides: 'Law 64B2 compares it with an earlier revoke by the same player (all editions)' },
    won: { meaning: 'the seat whose card won the revoke trick', decides: '64A1 against 64A2 from 1987; 1975 counts the side that won it' },
    later: { meaning: "the offending side's tricks after the revoke trick, to the end of play (claimed tricks included)", decides: '64A and 64B1 in all editions, and the cap on the transfer' },
    legal: { meaning: 'the offender later won a trick with a card he could legally have played to the revoke trick', decides: 'the extra trick of 64A2 in 1987 and 1997 only' },
    award: { meaning: "the Director's decision on the claim: the declaring side's tricks in all", decides: 'the Result (Laws 69-71, all editions)' },
  },
  nl: {
    led: { meaning: 'de kleur die in de slag van de verzaking werd voorgespeeld, de kleur die de overtreder niet bekende', decides: 'artikel 64B2 vergelijkt haar met een eerdere verzaking van dezelfde speler (alle uitgaven)' },
    won: { meaning: 'de speler wiens kaart de slag van de verzaking won', decides: '64A1 of 64A2 vanaf 1987; 1975 telt de partij die hem won' },
    later: { meaning: 'de slagen van de overtredende partij na de slag van de verzaking, tot het einde van het spel (opgeëiste slagen meegeteld)', decides: '64A en 64B1 in alle uitgaven, en de grens van de overdracht' },
    legal: { meaning: 'de overtreder won later een slag met een kaart die hij in de slag van de verzaking regelmatig had kunnen bijspelen', decides: 'de extra slag van 64A2, alleen in 1987 en 1997' },
    award: { meaning: 'de beslissing van de wedstrijdleider over de claim: het totaal aantal slagen van de leiderspartij', decides: 'het Result (artikelen 69-71, alle uitgaven)' },
  },
};

const VALUE_WORDS: Localized<{ yes: string; no: string; decides: string }> = {
  en: { yes: 'yes', no: 'no', decides: 'Decides' },
  nl: { yes: 'ja', no: 'nee', decides: 'Beslist' },
};

/** "**won=E** (Revoke): the seat whose card won the revoke trick — East. Decides …"; undefined for an unknown name. */
export function factHoverText(name: string, event: string, value: unknown, language: Language): string | undefined {
  const meaning = MEANINGS[language][name];
  if (!meaning) return undefined;
  const words = VALUE_WORDS[language];
  let read = '';
  if (name === 'led' && typeof value === 'string') read = SUIT_SYMBOLS[value as Suit];
  else if (name === 'won' && typeof value === 'string') read = seatName(value as Seat, language);
  else if ((name === 'later' || name === 'award') && typeof value === 'number') read = tricksText(value, language);
  else if (name === 'legal' && typeof value === 'boolean') read = value ? words.yes : words.no;
  return `**${name}** (${event}): ${meaning.meaning}${read ? ` — ${read}` : ''}. ${words.decides}: ${meaning.decides}.`;
}
