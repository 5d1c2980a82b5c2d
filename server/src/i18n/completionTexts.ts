/**
 * The details completion shows beside what it offers, in English and Dutch: a mandatory tag name,
 * a card that does not follow the suit led, a `^` Declarer (declarer and dummy swapped), the Laws
 * edition the Date gives, and the articles of an Irregularities event. The AdjustedScore details
 * are in adjustedScoreTexts.ts.
 */
import { Language, Localized } from './localize';

/** The completion details of a language. */
export const COMPLETION_WORDS: Localized<{ mandatory: string; doesNotFollow: string; swapped: string; inferred: string }> = {
  en: { mandatory: 'mandatory tag', doesNotFollow: 'does not follow', swapped: 'declarer and dummy swapped', inferred: 'inferred from the date' },
  nl: { mandatory: 'verplichte tag', doesNotFollow: 'bekent niet', swapped: 'leider en blinde verwisseld', inferred: 'afgeleid uit de datum' },
};

/** "Laws 61-64" / "Artikelen 61-64": the articles of an Irregularities event. */
export function eventLawsText(laws: string, language: Language): string {
  return `${language === 'nl' ? 'Artikelen' : 'Laws'} ${laws}`;
}
