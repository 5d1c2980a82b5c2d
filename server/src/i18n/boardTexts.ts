/**
 * The board view's sentences beyond its labels (boardLabels.ts), in English and Dutch: a call in
 * the language's notation, the names of the ruling kinds, an article cited with its edition, the
 * plain sentence of a ruling the Laws engine has no words for, a transfer behind a rectified
 * result, the trick before a recorded event, and the points word of a hand diagram.
 */
import type { Edition } from '../shapes/laws';
import { lawsName } from './bridgeTerms';
import { Language, Localized } from './localize';

const KIND_NAMES: Localized<Record<string, string>> = {
  en: {
    revoke: 'Revoke', 'lead-out-of-turn': 'Lead out of turn', 'penalty-card': 'Penalty card',
    'lead-restriction': 'Lead restriction', 'premature-play': 'Premature lead or play', claim: 'Claim or concession',
  },
  nl: {
    revoke: 'Verzaking', 'lead-out-of-turn': 'Uitkomst buiten de beurt', 'penalty-card': 'Strafkaart',
    'lead-restriction': 'Uitkomstbeperking', 'premature-play': 'Voortijdig uitkomen of spelen', claim: 'Claim of concessie',
  },
};

/** The localised name of a ruling kind ("Revoke" / "Verzaking"); the kind itself when it has none. */
export function rulingKindName(kind: string, language: Language): string {
  return KIND_NAMES[language][kind] ?? kind;
}

/** "Law 64A1 (Laws 2017)" / "Artikel 64A1 (Spelregels 2017)". */
export function articleCitation(law: string, edition: Edition, language: Language): string {
  return `${language === 'nl' ? 'Artikel' : 'Law'} ${law} (${lawsName(edition, language)})`;
}

/** "Revoke by East at trick 7 (♠5): Law 64A1 (Laws 2017)." — a ruling the engine has no sentence for. */
export function plainRulingSentence(kind: string, seat: string | undefined, trick: number, card: string | undefined, citation: string, language: Language): string {
  const parts = [kind];
  if (seat) parts.push(language === 'nl' ? `door ${seat}` : `by ${seat}`);
  parts.push(language === 'nl' ? `in slag ${trick}` : `at trick ${trick}`);
  return `${parts.join(' ')}${card ? ` (${card})` : ''}: ${citation}.`;
}

/** "Law 64A1: 2 tricks to NS" / "artikel 64A1: 2 slagen naar NZ" (tricks and side already in words). */
export function transferBecause(law: string, tricks: string, side: string, language: Language): string {
  return `${language === 'nl' ? 'artikel' : 'Law'} ${law}: ${tricks} ${language === 'nl' ? 'naar' : 'to'} ${side}`;
}

/** "Trick 7, " / "Slag 7, " before a recorded event's seat; nothing without a trick. */
export function trickPrefix(trick: number | undefined, language: Language): string {
  return trick === undefined ? '' : language === 'nl' ? `Slag ${trick}, ` : `Trick ${trick}, `;
}

/** A call as the language writes it: `3NT` is Dutch `3SA`; any other call as given. */
export function callInLanguage(call: string, language: Language): string {
  return language === 'nl' ? call.replace(/^([1-7])NT$/, '$1SA') : call;
}

/** The points after a hand's count: "HCP" / "punt", "punten". */
export function pointsWord(count: number, language: Language): string {
  return language === 'nl' ? (count === 1 ? 'punt' : 'punten') : 'HCP';
}
