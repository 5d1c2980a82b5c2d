/**
 * The editor's short words, in English and Dutch: the code lens above each game and its "Apply
 * rulings", the inlay hints of the Play section, the hover of a played card, the one-line game summary of symbols and the CLI,
 * the outline's groups of games in a large document,
 * and the edition of the Laws with where it came from ("Laws 2007 (inferred from 2013)").
 */
import type { EditionSource } from '../shapes/laws';
import { Language, Localized } from './localize';

/** The code lens's words. */
export const LENS_WORDS: Localized<{ board: string; game: string; by: string; passedOut: string; apply: string }> = {
  en: { board: 'Board', game: 'Game', by: 'by', passedOut: 'passed out', apply: 'Apply rulings' },
  nl: { board: 'Spel', game: 'Partij', by: 'door', passedOut: 'rondgepast', apply: 'Uitspraken toepassen' },
};

/** The inlay hints' words: `← N led · S won`, `NS 5 · EW 2 in play`. */
export const INLAY_WORDS: Localized<{ led: string; won: string; inPlay: string }> = {
  en: { led: 'led', won: 'won', inPlay: 'in play' },
  nl: { led: 'kwam uit', won: 'won', inPlay: 'in het spel' },
};

/** The words of a played card's hover: "**♠5** — played by East · trick 7 · revoke (still held ♠2)". */
export const CARD_HOVER_WORDS: Localized<{ trick: string; played: string; led: string; won: string; revoke: string; held: string; ruling: string; assumption: string }> = {
  en: { trick: 'trick', played: 'played by', led: 'led the trick', won: 'won the trick', revoke: 'revoke', held: 'still held', ruling: 'Ruling', assumption: 'This rule is an assumption for' },
  nl: { trick: 'slag', played: 'gespeeld door', led: 'kwam uit', won: 'won de slag', revoke: 'verzaking', held: 'had nog', ruling: 'Beslissing', assumption: 'Deze regel is een aanname voor' },
};

/** The outline's group of games in a large document: "Games 1–1000" / "Partijen 1–1000". */
export const OUTLINE_GROUP_WORDS: Localized<{ games: string }> = {
  en: { games: 'Games' },
  nl: { games: 'Partijen' },
};

/** The game summary's words: "Board 7 · 4♠ S · 10 tricks" / "Spel 7 · 4♠ Z · 10 slagen". */
export const SUMMARY_WORDS: Localized<{ board: string; game: string; passedOut: string; tricks: string }> = {
  en: { board: 'Board', game: 'Game', passedOut: 'passed out', tricks: 'tricks' },
  nl: { board: 'Spel', game: 'Partij', passedOut: 'rondgepast', tricks: 'slagen' },
};

const LONG_SOURCES: Localized<Record<EditionSource, string>> = {
  en: { tag: 'from the [Laws] tag', option: 'from the --laws option', setting: 'from the pbn.laws.edition setting', date: 'inferred from the date', default: 'the default' },
  nl: { tag: 'uit de [Laws]-tag', option: 'uit de optie --laws', setting: 'uit de instelling pbn.laws.edition', date: 'afgeleid uit de datum', default: 'de standaard' },
};

const SHORT_SOURCES: Localized<Partial<Record<EditionSource, string>>> = {
  en: { date: 'inferred', default: 'default', setting: 'setting', option: 'option' },
  nl: { date: 'afgeleid', default: 'standaard', setting: 'instelling', option: 'optie' },
};

/** Where an edition came from, in full ("inferred from the date"), or from the year of the Date ("inferred from 2013"). */
export function editionSourceText(source: EditionSource, year: number | undefined, language: Language): string {
  if (source === 'date' && year !== undefined) return `${language === 'nl' ? 'afgeleid uit' : 'inferred from'} ${year}`;
  return LONG_SOURCES[language][source];
}

/** Where an edition came from, short ("inferred"); undefined for a [Laws] tag. */
export function shortEditionSourceText(source: EditionSource, language: Language): string | undefined {
  return SHORT_SOURCES[language][source];
}
