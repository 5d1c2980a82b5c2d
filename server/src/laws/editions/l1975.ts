/**
 * The 1975 Laws (NBB "Spelregels voor tafelarbiters", seed 002 Arts 61-64). Law 64 counts by
 * side: the revoke trick when the offending side won it, plus one trick when that side won any
 * later trick. The exceptions are lettered a-e in one article; the twelfth-trick correction is
 * the second paragraph of Law 62; the Director's general indemnity closes Law 64. Law 77: doubled
 * non-vulnerable undertricks stay at 200 from the fourth on, and the redoubled insult of 50 is
 * assumed from the pre-1987 table.
 */
import { MODERN_PLAY_ARTICLES } from './playRules';
import { ADJUSTED_1975 } from './adjustedRules';
import { EditionRules } from './rulesShape';
import { ASSUMPTION_NOTES_1975 } from '../../i18n/laws/editionNotes';

/** The rules of the 1975 Laws. */
export const LAWS_1975: EditionRules = {
  edition: '1975',
  sources: ['seed:002 Arts 61-64', 'seed:003 Arts 53-56'],
  vocabulary: 'penalty',
  transferFormula: 'bySide',
  transferArticles: { offenderWon: '64', offenderDidNotWin: '64' },
  extraTrickForLaterWinWithLegalCard: false,
  exceptions: [
    { id: 'B1', article: '64a' },
    { id: 'B2', article: '64b' },
    { id: 'B3', article: '64c' },
    { id: 'B4', article: '64d1' },
    { id: 'B5', article: '64d2' },
    { id: 'B6', article: '64e' },
  ],
  sameSuitNeedsEarlierEstablished: false,
  correctionArticle: '62',
  twelfthTrickArticle: '62',
  twelfthTrickPartnerRule: 'declarerNamesCard',
  twelfthTrickPartnerArticle: '62',
  twelfthTrickPartnerRuleOnlyForDefenders: false,
  equityArticle: '64',
  equityArticles: { general: '64' },
  scoring: { doubledNonVulnerableFourthOn: 200, doubledInsult: 50, redoubledInsult: 50 },
  adjusted: ADJUSTED_1975,
  play: {
    penaltyCardKinds: 'single',
    wrongHandSameSuit: true,
    leadAtTrickThirteenAcceptable: true,
    defendersDisagreeNextToPlayDecides: false,
    prematurePlayRequireSuit: false,
    asIfEstablished: false,
    claimPlayedOn: false,
    articles: {
      ...MODERN_PLAY_ARTICLES,
      leadAccepted: '53', declarerSpreads: '54c', openingLeadAccepted: '54a', mustAcceptOpeningLead: '54b',
      declarerLeadReturned: '55a', wrongHand: '55b', penaltyCardKind: '50', majorPenaltyCard: '50', minorPenaltyCard: '',
      leadRestriction: '50', prematurePlay: '57', prematureExempt: '57', revokeDefinition: '61', correctedRevokeCard: '62', correctedDeclarerCard: '62',
      wrongDefenderPlays: '53', properLeadStands: '53', afterIrregularity: '60',
    },
  },
  assumptions: [
    {
      topic: 'penalty-card',
      articles: '50',
      modelledOn: '1987',
      note: ASSUMPTION_NOTES_1975.penaltyCard,
    },
    {
      topic: 'premature-play',
      articles: '57',
      modelledOn: '1987',
      note: ASSUMPTION_NOTES_1975.prematurePlay,
    },
    {
      topic: 'premature-play',
      articles: '60',
      modelledOn: '1987',
      note: ASSUMPTION_NOTES_1975.afterIrregularity,
    },
    {
      topic: 'scoring',
      articles: '77',
      note: ASSUMPTION_NOTES_1975.scoring,
    },
  ],
};
