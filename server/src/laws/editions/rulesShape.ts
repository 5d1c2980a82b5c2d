/**
 * The shape every edition module fills in, so that the five editions of the Laws can be read side
 * by side: how Law 64A counts the transfer, which 64B exceptions exist and under which article
 * label, what Law 62D says about the twelfth trick, the Law 77 table differences, the vocabulary
 * ('penalty' or 'rectification') and which parts are modelled on another edition's text. The
 * engine reads only these values; it never tests the edition itself.
 */
import { Localized } from '../../i18n/localize';
import { Edition, RevokeException, TwelfthTrickPartnerRule } from '../../shapes/laws';
import { AdjustedScoreRules } from './adjustedRules';
import { PlayIrregularityRules } from './playRules';

/** How Law 64A counts the automatic transfer. */
export type TransferFormula =
  /** L75: the revoke trick if the offending side won it, plus one if that side won a later trick. */
  | 'bySide'
  /** L87+: 64A1 when the offender himself won the revoke trick, else 64A2. */
  | 'byPlayer';

/** One Law 64B exception as it exists in an edition. */
export interface ExceptionRule {
  id: RevokeException;
  /** The article as that edition numbers it: `64B3`, or `64c` in the 1975 code. */
  article: string;
}

/** A part of an edition that is modelled on another edition's text. */
export interface Assumption {
  /** What the assumption is about: the revoke laws (61-64) or the score table (77). */
  topic: 'revoke' | 'scoring' | 'lead-out-of-turn' | 'penalty-card' | 'premature-play';
  /** The articles concerned, e.g. `61-64` or `77`. */
  articles: string;
  /** The edition whose text was used, when the model is another edition's text. */
  modelledOn?: Edition;
  /** One sentence for hovers, e.g. "1987 Law 64 modelled on the 1997 text". */
  note: Localized<string>;
}

/** The Law 77 values that changed between editions. */
export interface ScoringRules {
  /** Each doubled non-vulnerable undertrick from the fourth on (redoubled: twice this). */
  doubledNonVulnerableFourthOn: number;
  /** Bonus for making a doubled contract. */
  doubledInsult: number;
  /** Bonus for making a redoubled contract. */
  redoubledInsult: number;
}

/** Everything the engine needs to know about one edition. */
export interface EditionRules {
  edition: Edition;
  /** Where the text comes from: seed files, the published text, or modelled on another edition. */
  sources: string[];
  /** 'penalty' until 1997, 'rectification' from 2007. */
  vocabulary: 'penalty' | 'rectification';
  transferFormula: TransferFormula;
  /** Article labels of the transfer: 64A1/64A2, or `64` for both in the 1975 code. */
  transferArticles: { offenderWon: string; offenderDidNotWin: string };
  /** L87/L97 64A2: one more trick when the offender later wins a trick with a card of the suit led. */
  extraTrickForLaterWinWithLegalCard: boolean;
  /** The 64B exceptions of this edition, in the order they are checked. */
  exceptions: ExceptionRule[];
  /** L17 64B2: the earlier same-suit revoke counts only when it was established. */
  sameSuitNeedsEarlierEstablished: boolean;
  /** The article for correcting a revoke before establishment. */
  correctionArticle: string;
  /** The article that makes a trick-12 revoke be corrected, established or not. */
  twelfthTrickArticle: string;
  twelfthTrickPartnerRule: TwelfthTrickPartnerRule;
  /** The article of that partner rule: `62D2`, or `62` in the 1975 code. */
  twelfthTrickPartnerArticle: string;
  /** True when the partner rule applies only to a defender's revoke (1987 on); in 1975 to anyone's. */
  twelfthTrickPartnerRuleOnlyForDefenders: boolean;
  /** The article on equity after a revoke: 64C, or the closing paragraph of the 1975 Law 64. */
  equityArticle: string;
  /** The articles a double-dummy equity check cites: the general one, and where the edition has them the cases of a repeated same-suit revoke and of both sides revoking (2017 64C2(a), 64C2(b)). */
  equityArticles: { general: string; repeatedSameSuit?: string; bothSidesRevoked?: string };
  scoring: ScoringRules;
  /** Law 12: assigned, weighted, split and artificial adjusted scores. */
  adjusted: AdjustedScoreRules;
  /** Leads out of turn, penalty cards, premature plays, claims. */
  play: PlayIrregularityRules;
  assumptions: Assumption[];
}
