/**
 * `explainLaw` for hovers: the summary of an article in an edition and language, with the era's
 * word for rectification, the citation, and the "modelled on" note when the edition's text for
 * that article is an assumption. Covers the revoke, scoring and irregularity articles; the
 * summaries and the words are in i18n/laws/, the choice of summary and note stays here.
 */
import { lawsName } from '../../i18n/bridgeTerms';
import { Language } from '../../i18n/localize';
import { IRREGULARITY_SUMMARIES } from '../../i18n/laws/irregularityLawSummaries';
import { LAW_SUMMARIES } from '../../i18n/laws/lawSummaries';
import { remedyWord, summaryHeading } from '../../i18n/laws/lawWords';
import { rulesFor } from '../editions';
import { Edition } from '../../shapes/laws';

const ALL_SUMMARIES = [...LAW_SUMMARIES, ...IRREGULARITY_SUMMARIES];

/** "Law 64A1 (Laws 2017): …" — undefined when the article has no summary in that edition. */
export function explainLaw(article: string, edition: Edition, language: Language): string | undefined {
  const summary = ALL_SUMMARIES.find((candidate) => candidate.article === article && candidate.editions.includes(edition));
  if (!summary) return undefined;
  const rules = rulesFor(edition);
  const text = summary.text[language].replace('{rect}', remedyWord(rules.vocabulary, language));
  const heading = summaryHeading(article, lawsName(edition, language), language);
  const assumption = rules.assumptions.find((candidate) => candidate.topic === topicOf(article));
  return assumption ? `${heading}: ${text} ${assumption.note[language]}.` : `${heading}: ${text}`;
}

/** Which assumption topic an article belongs to (claims have none). */
function topicOf(article: string): string | undefined {
  const number = Number.parseInt(article, 10);
  if (number === 77) return 'scoring';
  if (number >= 61 && number <= 64) return 'revoke';
  if (number >= 57 && number <= 60) return 'premature-play';
  if (number >= 53 && number <= 56) return 'lead-out-of-turn';
  if (number >= 49 && number <= 52) return 'penalty-card';
  return undefined;
}
