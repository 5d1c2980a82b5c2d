/**
 * `explainLaw` for hovers: the summary of an article in an edition and language, with the era's
 * word for rectification, the citation, and the "modelled on" note when the edition's text for
 * that article is an assumption.
 */
import { lawsName } from '../../i18n/bridgeTerms';
import { Language } from '../../i18n/localize';
import { rulesFor } from '../editions';
import { Edition } from '../types';
import { LAW_SUMMARIES } from './summaries';

const RECTIFICATION_WORDS = {
  penalty: { en: 'penalty', nl: 'straf' },
  rectification: { en: 'rectification', nl: 'rechtzetting' },
} as const;

/** "Law 64A1 (Laws 2017): …" — undefined when the article has no summary in that edition. */
export function explainLaw(article: string, edition: Edition, language: Language): string | undefined {
  const summary = LAW_SUMMARIES.find((candidate) => candidate.article === article && candidate.editions.includes(edition));
  if (!summary) return undefined;
  const rules = rulesFor(edition);
  const text = summary.text[language].replace('{rect}', RECTIFICATION_WORDS[rules.vocabulary][language]);
  const heading = `${language === 'nl' ? 'Artikel' : 'Law'} ${article} (${lawsName(edition, language)})`;
  const topic = article.startsWith('77') ? 'scoring' : 'revoke';
  const assumption = rules.assumptions.find((candidate) => candidate.topic === topic);
  return assumption ? `${heading}: ${text} ${assumption.note[language]}.` : `${heading}: ${text}`;
}
