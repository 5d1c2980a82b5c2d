/**
 * The 2007 Laws (published English text). 64A1/64A2 without the 1997 extra trick; a seventh
 * exception, 64B7, when both sides revoked on the board. Vocabulary changes from 'penalty' to
 * 'rectification'.
 */
import { MODERN_PLAY_ARTICLES } from './playRules';
import { ADJUSTED_2007 } from './adjustedRules';
import { EditionRules } from './rulesShape';

/** The rules of the 2007 Laws. */
export const LAWS_2007: EditionRules = {
  edition: '2007',
  sources: ['pub (2007 English text)'],
  vocabulary: 'rectification',
  transferFormula: 'byPlayer',
  transferArticles: { offenderWon: '64A1', offenderDidNotWin: '64A2' },
  extraTrickForLaterWinWithLegalCard: false,
  exceptions: [
    { id: 'B1', article: '64B1' },
    { id: 'B2', article: '64B2' },
    { id: 'B3', article: '64B3' },
    { id: 'B4', article: '64B4' },
    { id: 'B5', article: '64B5' },
    { id: 'B6', article: '64B6' },
    { id: 'B7', article: '64B7' },
  ],
  sameSuitNeedsEarlierEstablished: false,
  correctionArticle: '62',
  twelfthTrickArticle: '62D',
  twelfthTrickPartnerRule: 'noSuggestedPlay',
  twelfthTrickPartnerArticle: '62D2',
  twelfthTrickPartnerRuleOnlyForDefenders: true,
  equityArticle: '64C',
  equityArticles: { general: '64C' },
  scoring: { doubledNonVulnerableFourthOn: 300, doubledInsult: 50, redoubledInsult: 100 },
  adjusted: ADJUSTED_2007,
  play: {
    penaltyCardKinds: 'majorMinor',
    wrongHandSameSuit: false,
    leadAtTrickThirteenAcceptable: true,
    defendersDisagreeNextToPlayDecides: true,
    prematurePlayRequireSuit: true,
    asIfEstablished: false,
    claimPlayedOn: false,
    articles: MODERN_PLAY_ARTICLES,
  },
  assumptions: [],
};
