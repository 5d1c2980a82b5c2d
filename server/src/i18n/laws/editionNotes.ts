/**
 * The notes the editions carry on where their rules come from, in English and Dutch: for each
 * edition's Law 12 (adjusted scores) whether it is summarised from the published text or modelled
 * on another edition, and for the 1975 and 1987 codes each article the seeds lack and what it is
 * modelled on. The edition files in laws/editions/ keep the rules as data and take these words
 * from here; hovers and ruling messages add them after the article they concern. Last, the note a
 * ruling gains when the edition was inferred from the Date.
 */
import { Language, Localized } from '../localize';

/** Where each edition's Law 12 comes from, one sentence for hovers. */
export const ADJUSTED_SCORE_NOTES: Record<'2017' | '2007' | '1997' | '1987' | '1975', Localized<string>> = {
  '2017': { en: 'Law 12 of the 2017 text, summarised in our words.', nl: 'Artikel 12 van de tekst van 2017, in eigen woorden samengevat.' },
  '2007': { en: 'Law 12 of the 2007 text, summarised in our words.', nl: 'Artikel 12 van de tekst van 2007, in eigen woorden samengevat.' },
  '1997': {
    en: 'Assumed: the 1997 Law 12 is not in the seeds; articles as the 1997 code numbers them (12C1 artificial, 12C2 assigned, 12C3 equity).',
    nl: 'Aangenomen: artikel 12 van 1997 staat niet in de bronteksten; nummering als in de code van 1997 (12C1 kunstmatig, 12C2 toegewezen, 12C3 billijkheid).',
  },
  '1987': {
    en: 'Assumed: the 1987 Law 12 is not in the seeds; modelled on the 1997 text without its 12C3 (no weighted scores).',
    nl: 'Aangenomen: artikel 12 van 1987 staat niet in de bronteksten; gemodelleerd naar de tekst van 1997 zonder 12C3 (geen gewogen scores).',
  },
  '1975': {
    en: 'Assumed: the 1975 Law 12 is not in the seeds; modelled on the 1987 text (no weighted scores).',
    nl: 'Aangenomen: artikel 12 van 1975 staat niet in de bronteksten; gemodelleerd naar de tekst van 1987 (geen gewogen scores).',
  },
};

/** The 1975 code's assumed articles: what each is modelled on. */
export const ASSUMPTION_NOTES_1975 = {
  penaltyCard: {
    en: "1975 Law 50: partner's lead options modelled on the 1987 major penalty card",
    nl: 'Artikel 50 (1975): de voorspeelmogelijkheden van de partner gemodelleerd naar de grote strafkaart van 1987',
  },
  prematurePlay: {
    en: '1975 Law 57 modelled on the 1987 text',
    nl: 'Artikel 57 (1975) gemodelleerd naar de tekst van 1987',
  },
  afterIrregularity: {
    en: '1975 Law 60 (play after an irregularity) modelled on the 1987 text',
    nl: 'Artikel 60 (1975, spelen na een onregelmatigheid) gemodelleerd naar de tekst van 1987',
  },
  scoring: {
    en: '1975 Law 77: the redoubled insult of 50 is taken from the pre-1987 scoring table',
    nl: 'Artikel 77 (1975): de bonus van 50 voor gemaakt geredoubleerd komt uit de scoretabel van vóór 1987',
  },
} satisfies Record<string, Localized<string>>;

/** The 1987 code's assumed articles: what each is modelled on. */
export const ASSUMPTION_NOTES_1987 = {
  leadOutOfTurn: {
    en: '1987 Laws 53-56 modelled on the 1997 text',
    nl: 'Artikelen 53-56 (1987) gemodelleerd naar de tekst van 1997',
  },
  penaltyCard: {
    en: '1987 Laws 50-51 modelled on the 1997 text',
    nl: 'Artikelen 50-51 (1987) gemodelleerd naar de tekst van 1997',
  },
  revoke: {
    en: '1987 Law 64 modelled on the 1997 text',
    nl: 'Artikel 64 (1987) gemodelleerd naar de tekst van 1997',
  },
} satisfies Record<string, Localized<string>>;

/** "(Edition inferred from 2013, the year of the Date.)", the year left out when it is not known. */
export function inferredEditionNote(year: number | undefined, language: Language): string {
  if (language === 'nl') return year === undefined ? '(Uitgave afgeleid uit de datum.)' : `(Uitgave afgeleid uit ${year}, het jaar van de datum.)`;
  return year === undefined ? '(Edition inferred from the date.)' : `(Edition inferred from ${year}, the year of the Date.)`;
}
