/**
 * The edition of the Laws in force for a board and where it came from, as hovers and code lenses
 * show it: "Laws 2007 (inferred from 2013)" or, short, "Laws 2017 (inferred)". Read per
 * request, so a changed setting or language shows at once.
 */
import { lawsName } from '../i18n/bridgeTerms';
import { Language, Localized } from '../i18n/localize';
import { EditionChoice, EditionSource } from '../laws/types';

const LONG_SOURCES: Localized<Record<EditionSource, string>> = {
  en: { tag: 'from the [Laws] tag', option: 'from the --laws option', setting: 'from the pbn.laws.edition setting', date: 'inferred from the date', default: 'the default' },
  nl: { tag: 'uit de [Laws]-tag', option: 'uit de optie --laws', setting: 'uit de instelling pbn.laws.edition', date: 'afgeleid uit de datum', default: 'de standaard' },
};

const SHORT_SOURCES: Localized<Partial<Record<EditionSource, string>>> = {
  en: { date: 'inferred', default: 'default', setting: 'setting', option: 'option' },
  nl: { date: 'afgeleid', default: 'standaard', setting: 'instelling', option: 'optie' },
};

/** "Laws 2007 (inferred from 2013)" / "Spelregels 2007 (afgeleid uit 2013)"; "Laws 2017 (the default)". */
export function editionLabel(choice: EditionChoice, language: Language): string {
  if (choice.source === 'date' && choice.year !== undefined) return `${lawsName(choice.edition, language)} (${language === 'nl' ? 'afgeleid uit' : 'inferred from'} ${choice.year})`;
  return `${lawsName(choice.edition, language)} (${LONG_SOURCES[language][choice.source]})`;
}

/** "Laws 2017 (inferred)"; no parenthesis when a [Laws] tag says it. */
export function shortEditionLabel(choice: EditionChoice, language: Language): string {
  const source = SHORT_SOURCES[language][choice.source];
  return source ? `${lawsName(choice.edition, language)} (${source})` : lawsName(choice.edition, language);
}
