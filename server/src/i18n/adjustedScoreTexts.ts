/**
 * The words of the `[AdjustedScore]` tag in the editor, in English and Dutch: the hover's heading,
 * the notation's grammar for an unreadable value, each side's part (artificial or assigned, with
 * its article), the traveller row it becomes, and the details of the value completions. Numbers,
 * results and sides come in already written.
 */
import { Localized } from './localize';

/** The words of the AdjustedScore hover. */
export interface AdjustedHoverWords {
  heading: (edition: string) => string;
  grammar: string;
  bothSides: string;
  averagePlus: string;
  averageMinus: string;
  average: string;
  artificial: (who: string, name: string, article: string, percent: string, imps: string, impsArticle: string) => string;
  byDeclarer: (result: string, seat: string) => string;
  passedOut: string;
  weighted: (article: string) => string;
  assigned: (article: string) => string;
  row: (row: number, parts: string) => string;
}

/** The AdjustedScore hover's words, per language. */
export const ADJUSTED_HOVER_WORDS: Localized<AdjustedHoverWords> = {
  en: {
    heading: (edition) => `**Adjusted score** (Law 12, Laws ${edition})`,
    grammar: 'One result for both sides `4S-1 S`; weighted `60% 4S= S; 40% 4S-1 S`; per side `NS A+ | EW A-` (A+ average plus, A= average, A- average minus, A60 a percentage).',
    bothSides: 'NS and EW', averagePlus: 'average plus', averageMinus: 'average minus', average: 'average',
    artificial: (who, name, article, percent, imps, impsArticle) => `${who}: ${name}, artificial (Law ${article}): ${percent} % of the top, ${imps} IMP (${impsArticle})`,
    byDeclarer: (result, seat) => `${result} by ${seat}`,
    passedOut: 'passed out',
    weighted: (article) => `weighted assigned score (${article})`,
    assigned: (article) => `assigned score (${article})`,
    row: (row, parts) => `Row ${row} of the ScoreTable: ${parts}`,
  },
  nl: {
    heading: (edition) => `**Arbitrale score** (artikel 12, Spelregels ${edition})`,
    grammar: 'Eén resultaat voor beide partijen `4S-1 S`; gewogen `60% 4S= S; 40% 4S-1 S`; per partij `NS A+ | EW A-` (A+ gemiddeld plus, A= gemiddeld, A- gemiddeld min, A60 een percentage).',
    bothSides: 'NZ en OW', averagePlus: 'gemiddeld plus', averageMinus: 'gemiddeld min', average: 'gemiddeld',
    artificial: (who, name, article, percent, imps, impsArticle) => `${who}: ${name}, kunstmatig (artikel ${article}): ${percent} % van de top, ${imps} IMP (${impsArticle})`,
    byDeclarer: (result, seat) => `${result} door ${seat}`,
    passedOut: 'rondgepast',
    weighted: (article) => `gewogen toegewezen score (${article})`,
    assigned: (article) => `toegewezen score (${article})`,
    row: (row, parts) => `Rij ${row} van de ScoreTable: ${parts}`,
  },
};

/** The details of the AdjustedScore value completions. */
export interface AdjustedCompletionWords {
  plus: string; average: string; minus: string; split: string; result: string; weighted: string; more: string; fewer: string;
}

/** The AdjustedScore completions' details, per language. */
export const ADJUSTED_COMPLETION_WORDS: Localized<AdjustedCompletionWords> = {
  en: { plus: 'average plus (12C2)', average: 'average', minus: 'average minus', split: 'split artificial scores', result: 'the table result', weighted: 'weighted (12C1(c))', more: 'one trick more', fewer: 'one trick fewer' },
  nl: { plus: 'gemiddeld plus (12C2)', average: 'gemiddeld', minus: 'gemiddeld min', split: 'gesplitste kunstmatige scores', result: 'het tafelresultaat', weighted: 'gewogen (12C1(c))', more: 'één slag meer', fewer: 'één slag minder' },
};
