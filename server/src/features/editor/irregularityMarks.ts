/**
 * What the PBN irregularity marks mean (PBN §3.9, annotations.md §1): `^R` an established revoke,
 * `^L` an accepted lead out of turn, `^I` an accepted insufficient bid, `^S` a player skipped by
 * an accepted call out of rotation, and `^` before the Declarer and Result values. For hovers;
 * the words, in English and Dutch, are in i18n/irregularityMarkTexts.ts.
 */
import { MARK_MEANINGS } from '../../i18n/irregularityMarkTexts';
import { Language } from '../../i18n/localize';

/** The marks this module explains. */
export type { IrregularityMark } from '../../i18n/irregularityMarkTexts';

/** The meaning of `^R`, `^L`, `^I` or `^S`; undefined for anything else. */
export function markMeaning(text: string, language: Language): string | undefined {
  const mark = text.toUpperCase();
  return mark === '^R' || mark === '^L' || mark === '^I' || mark === '^S' ? MARK_MEANINGS[language][mark] : undefined;
}

/** The meaning of a leading `^` in the Declarer or Result value. */
export function caretMeaning(tagName: 'Declarer' | 'Result', language: Language): string {
  return MARK_MEANINGS[language][tagName === 'Declarer' ? 'declarer' : 'result'];
}
