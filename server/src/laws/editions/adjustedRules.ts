/**
 * Law 12's adjusted scores as data, one value per edition in the same shape, so the editions
 * read side by side. Law 12 is not in the seeds: each rule below is our own summary, with the
 * article as that edition numbers it; `source` says whether it was taken from the published text
 * (2007, 2017) or is assumed (1975, 1987, 1997, modelled as the note says).
 *
 * In our words: an assigned adjusted score puts a result in place of the table's, and the two
 * sides' scores need not balance (split scores). 2007 and 2017 let it be weighted over several
 * results (12C1(c)) unless the regulating authority forbids it; before 2007 weighting existed
 * only where a zonal organisation used the 1997 12C3 (equity). When no result can be obtained,
 * each side gets an artificial adjusted score by its share in the fault: average plus (at least
 * 60 %) when in no way at fault, average (50 %) when partly at fault, average minus (at most
 * 40 %) when directly at fault; in IMPs +3, 0 and −3.
 *
 * Whether average plus is a fixed 60 % or the contestant's own percentage on the session's other
 * boards when that is higher (average minus likewise the lower) is, in 2007 and 2017, left to the
 * regulating authority: Law 12C2 only says "at least" 60 % (and "at most" 40 %), so the default is
 * the fixed value. The 1975, 1987 and 1997 codes put the higher session percentage into the Laws
 * for the side not at fault (Law 88, indemnity points), so there the default is the session rule,
 * for average plus only. Doubt: neither Law 12 nor Law 88 is in the seeds or the rulebook; this is
 * our reading of the published codes, and a Director whose authority rules otherwise sets
 * `pbn.scoring.averagePlus`.
 */
import { Localized } from '../../i18n/localize';
import { ADJUSTED_SCORE_NOTES } from '../../i18n/laws/editionNotes';

/** What an edition says about adjusted scores. */
export interface AdjustedScoreRules {
  /** The article for an assigned adjusted score (one result in place of the table's). */
  assignedArticle: string;
  /** The article that lets the two sides' scores differ (they need not balance). */
  splitArticle: string;
  /** Weighting: by the Laws (unless the regulating authority forbids it), only where a zone chose to, or not at all. */
  weighting: 'laws' | 'zonal' | 'none';
  /** The article that allows weighting ('' when the edition has none). */
  weightingArticle: string;
  /** The article for artificial adjusted scores. */
  artificialArticle: string;
  /** Average plus, average and average minus in matchpoints, as percentages of the top. */
  artificialPercent: { plus: number; average: number; minus: number };
  /** The same in IMPs. */
  artificialImps: { plus: number; average: number; minus: number };
  /** The article that gives the IMP values. */
  impsArticle: string;
  /**
   * The artificial scores against the session, as the edition has them when no setting says
   * otherwise: `fixed` (the values above) or `session` (the contestant's percentage on the
   * session's other boards when better for it), which `sides` it covers and the article.
   */
  sessionRule: { rule: 'fixed' | 'session'; sides: 'plus' | 'both'; article: string };
  /** `pub`: from the published text; `assumed`: modelled on another edition (see `note`). */
  source: 'pub' | 'assumed';
  /** One sentence for hovers on where the rules come from. */
  note: Localized<string>;
}

const PERCENT = { plus: 60, average: 50, minus: 40 };
const IMPS = { plus: 3, average: 0, minus: -3 };

/** 2017: weighting by 12C1(c), artificial scores by 12C2, ±3 IMPs by 86A. */
export const ADJUSTED_2017: AdjustedScoreRules = {
  assignedArticle: '12C1', splitArticle: '12C1', weighting: 'laws', weightingArticle: '12C1(c)', artificialArticle: '12C2',
  artificialPercent: PERCENT, artificialImps: IMPS, impsArticle: '86A', source: 'pub',
  sessionRule: { rule: 'fixed', sides: 'both', article: '12C2' },
  note: ADJUSTED_SCORE_NOTES['2017'],
};

/** 2007: as 2017. */
export const ADJUSTED_2007: AdjustedScoreRules = {
  ...ADJUSTED_2017,
  note: ADJUSTED_SCORE_NOTES['2007'],
};

/** 1997: artificial scores 12C1, assigned 12C2, weighting only where the zone used 12C3 (assumed). */
export const ADJUSTED_1997: AdjustedScoreRules = {
  assignedArticle: '12C2', splitArticle: '12C2', weighting: 'zonal', weightingArticle: '12C3', artificialArticle: '12C1',
  artificialPercent: PERCENT, artificialImps: IMPS, impsArticle: '86A', source: 'assumed',
  sessionRule: { rule: 'session', sides: 'plus', article: '88' },
  note: ADJUSTED_SCORE_NOTES['1997'],
};

/** 1987: as 1997 without 12C3, so no weighting (assumed). */
export const ADJUSTED_1987: AdjustedScoreRules = {
  ...ADJUSTED_1997, weighting: 'none', weightingArticle: '',
  note: ADJUSTED_SCORE_NOTES['1987'],
};

/** 1975: as 1987 (assumed). */
export const ADJUSTED_1975: AdjustedScoreRules = {
  ...ADJUSTED_1987,
  note: ADJUSTED_SCORE_NOTES['1975'],
};
