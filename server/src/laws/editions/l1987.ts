/**
 * The 1987 Laws. Only Arts 57-60 are available (seed 001); Laws 61-64 are modelled on the 1997
 * text, so every revoke ruling in this edition carries that assumption and hovers say so. Law 77
 * from 1987 on: doubled non-vulnerable undertricks cost 300 each from the fourth, and the
 * redoubled insult is 100.
 */
import { MODERN_PLAY_ARTICLES } from './playRules';
import { ADJUSTED_1987 } from './adjustedRules';
import { EditionRules } from './rulesShape';
import { ASSUMPTION_NOTES_1987 } from '../../i18n/laws/editionNotes';

/** The rules of the 1987 Laws. */
export const LAWS_1987: EditionRules = {
  edition: '1987',
  sources: ['seed:001 Arts 57-60', 'Laws 61-64 assumed from seed:000 (1997)'],
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
  adjusted: ADJUSTED_1987,
  play: {
    penaltyCardKinds: 'majorMinor',
    wrongHandSameSuit: false,
    leadAtTrickThirteenAcceptable: true,
    defendersDisagreeNextToPlayDecides: false,
    prematurePlayRequireSuit: false,
    asIfEstablished: false,
    claimPlayedOn: false,
    articles: MODERN_PLAY_ARTICLES,
  },
  assumptions: [
    {
      topic: 'lead-out-of-turn',
      articles: '53-56',
      modelledOn: '1997',
      note: ASSUMPTION_NOTES_1987.leadOutOfTurn,
    },
    {
      topic: 'penalty-card',
      articles: '50-51',
      modelledOn: '1997',
      note: ASSUMPTION_NOTES_1987.penaltyCard,
    },
    {
      topic: 'revoke',
      articles: '61-64',
      modelledOn: '1997',
      note: ASSUMPTION_NOTES_1987.revoke,
    },
  ],
};
