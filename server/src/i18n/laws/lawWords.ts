/**
 * The small words every ruling and summary of the Laws is built with, in English and Dutch: the
 * era's word for the remedy ('penalty' / 'straf' in the codes up to 1997, 'rectification' /
 * 'rechtzetting' from 2007), the word for an article inside a sentence and at the head of a
 * hover, and the penalty card a withdrawn or premature card becomes. Which word an edition uses is
 * decided in laws/ (its `vocabulary`); this file only holds the words.
 */
import { Language, Localized } from '../localize';

/** The two vocabularies of the editions: 'penalty' until 1997, 'rectification' from 2007. */
export type LawVocabulary = 'penalty' | 'rectification';

const REMEDY_WORDS: Record<LawVocabulary, Localized<string>> = {
  penalty: { en: 'penalty', nl: 'straf' },
  rectification: { en: 'rectification', nl: 'rechtzetting' },
};

/** The era's word for the remedy: "penalty"/"straf" or "rectification"/"rechtzetting". */
export function remedyWord(vocabulary: LawVocabulary, language: Language): string {
  return REMEDY_WORDS[vocabulary][language];
}

/** "Law" / "artikel": the word for an article inside a sentence. */
export function articleWord(language: Language): string {
  return language === 'nl' ? 'artikel' : 'Law';
}

/** "Law 64A1" / "artikel 64A1". */
export function articleReference(article: string, language: Language): string {
  return `${articleWord(language)} ${article}`;
}

/** "Law 64A1 (Laws 2017)" / "Artikel 64A1 (Spelregels 2017)": the heading of a hover's summary. */
export function summaryHeading(article: string, laws: string, language: Language): string {
  return `${language === 'nl' ? 'Artikel' : 'Law'} ${article} (${laws})`;
}

const PENALTY_CARDS: Localized<{ single: string; major: string }> = {
  en: { single: 'a penalty card', major: 'a major penalty card' },
  nl: { single: 'een strafkaart', major: 'een grote strafkaart' },
};

/** "a penalty card" in the codes with one kind (1975), "a major penalty card" in the others. */
export function penaltyCardPhrase(singleKind: boolean, language: Language): string {
  return PENALTY_CARDS[language][singleKind ? 'single' : 'major'];
}
