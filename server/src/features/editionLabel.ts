/**
 * The edition of the Laws in force for a board and where it came from, as hovers and code lenses
 * show it: "Laws 2007 (inferred from 2013)" or, short, "Laws 2017 (inferred)". Read per
 * request, so a changed setting or language shows at once.
 */
import { lawsName } from '../i18n/bridgeTerms';
import { editionSourceText, shortEditionSourceText } from '../i18n/editorTexts';
import { Language } from '../i18n/localize';
import { EditionChoice } from '../shapes/laws';

/** "Laws 2007 (inferred from 2013)" / "Spelregels 2007 (afgeleid uit 2013)"; "Laws 2017 (the default)". */
export function editionLabel(choice: EditionChoice, language: Language): string {
  return `${lawsName(choice.edition, language)} (${editionSourceText(choice.source, choice.year, language)})`;
}

/** "Laws 2017 (inferred)"; no parenthesis when a [Laws] tag says it. */
export function shortEditionLabel(choice: EditionChoice, language: Language): string {
  const source = shortEditionSourceText(choice.source, language);
  return source ? `${lawsName(choice.edition, language)} (${source})` : lawsName(choice.edition, language);
}
