/**
 * The 1997 Laws (seed 000 Arts 53-64). Law 64A1 when the offender won the revoke trick himself,
 * 64A2 otherwise, with one extra trick when the offender later wins a trick with a card he could
 * legally have played to the revoke trick. Six exceptions, 64B1-B6; 62D for the twelfth trick.
 */
import { MODERN_PLAY_ARTICLES } from './playRules';
import { ADJUSTED_1997 } from './adjustedRules';
import { EditionRules } from './rulesShape';

/** The rules of the 1997 Laws. */
export const LAWS_1997: EditionRules = {
  edition: '1997',
  sources: ['seed:000 Arts 53-64'],
  vocabulary: 'penalty',
  transferFormula: 'byPlayer',
  transferArticles: { offenderWon: '64A1', offenderDidNotWin: '64A2' },
  extraTrickForLaterWinWithLegalCard: true,
  exceptions: [
    { id: 'B1', article: '64B1' },
    { id: 'B2', article: '64B2' },
    { id: 'B3', article: '64B3' },
    { id: 'B4', article: '64B4' },
    { id: 'B5', article: '64B5' },
    { id: 'B6', article: '64B6' },
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
  adjusted: ADJUSTED_1997,
  play: {
    penaltyCardKinds: 'majorMinor',
    wrongHandSameSuit: false,
    leadAtTrickThirteenAcceptable: true,
    defendersDisagreeNextToPlayDecides: false,
    prematurePlayRequireSuit: false,
    asIfEstablished: true,
    claimPlayedOn: false,
    articles: MODERN_PLAY_ARTICLES,
  },
  assumptions: [],
};
