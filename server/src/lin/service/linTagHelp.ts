/**
 * What each LIN tag holds, for the hover on a tag name: LIN has no published specification, so a
 * Director reading a `.lin` file is told what `md`, `mb` or `mc` stand for and how the reader takes
 * them. The words, in English and Dutch, are in i18n/linServiceTexts.ts.
 */
import { Language } from '../../i18n/localize';
import { LIN_TAG_HELP } from '../../i18n/linServiceTexts';

/** The help text of a LIN tag, or undefined for a tag the reader does not know. */
export function linTagHelp(name: string, language: Language): string | undefined {
  const text = LIN_TAG_HELP[language][name];
  return text && `**${name}** — ${text}`;
}
