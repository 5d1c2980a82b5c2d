/**
 * The 2017 Laws (published English text; seed 004 for Arts 47E, 50 and 68). As 2007, plus 64B8
 * for a revoke corrected under 62C3 (both sides revoked in one trick); a later same-suit revoke
 * is exempt only after an established first one; at trick 12 Law 16C governs partner's play.
 */
import { MODERN_PLAY_ARTICLES } from './playRules';
import { ADJUSTED_2017 } from './adjustedRules';
import { EditionRules } from './rulesShape';

/** The rules of the 2017 Laws. */
export const LAWS_2017: EditionRules = {
  edition: '2017',
  sources: ['pub (2017 English text)', 'seed:004 Arts 47E, 50, 68'],
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
    { id: 'B8', article: '64B8' },
  ],
  sameSuitNeedsEarlierEstablished: true,
  correctionArticle: '62',
  twelfthTrickArticle: '62D',
  twelfthTrickPartnerRule: 'unauthorisedInformation',
  twelfthTrickPartnerArticle: '62D2',
  twelfthTrickPartnerRuleOnlyForDefenders: true,
  equityArticle: '64C',
  equityArticles: { general: '64C1', repeatedSameSuit: '64C2(a)', bothSidesRevoked: '64C2(b)' },
  scoring: { doubledNonVulnerableFourthOn: 300, doubledInsult: 50, redoubledInsult: 100 },
  adjusted: ADJUSTED_2017,
  play: {
    penaltyCardKinds: 'majorMinor',
    wrongHandSameSuit: false,
    leadAtTrickThirteenAcceptable: false,
    defendersDisagreeNextToPlayDecides: true,
    prematurePlayRequireSuit: true,
    asIfEstablished: false,
    claimPlayedOn: true,
    // The 2017 code swaps the letters of 53B and 53C.
    articles: { ...MODERN_PLAY_ARTICLES, wrongDefenderPlays: '53C', properLeadStands: '53B' },
  },
  assumptions: [],
};
