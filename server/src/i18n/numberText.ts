/**
 * Numbers as each language writes them: digits grouped by thousands, with a comma in English
 * (12,345) and a full stop in Dutch (12.345). Used where a message counts many things, such as
 * the diagnostics left out over a limit.
 */
import { Language } from './localize';

/** 12345 as "12,345" / "12.345". */
export function numberText(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'nl' ? 'nl-NL' : 'en-GB').format(value);
}
