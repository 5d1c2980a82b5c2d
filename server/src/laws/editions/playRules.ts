/**
 * The part of an edition's rules that covers the play-period irregularities other than the revoke
 * itself: leads out of turn (53-56), penalty cards (49-52), premature plays (57-60), corrected
 * revokes (62), the 1997 illegal inquiry (63B) and claims (68-71). Each edition module fills in
 * one of these; the irregularity engine reads only these values and never tests the edition.
 */

/** The article labels an edition gives the play-period rules the engine cites. */
export interface PlayArticles {
  /** A lead out of turn accepted (53A; `53` in the 1975 code). */
  leadAccepted: string;
  /** Declarer spreads his hand after an opening lead out of turn (54A; `54c` in 1975). */
  declarerSpreads: string;
  /** Declarer accepts an opening lead out of turn (54B; `54a` in 1975). */
  openingLeadAccepted: string;
  /** Declarer must accept an opening lead out of turn (54C; `54b` in 1975). */
  mustAcceptOpeningLead: string;
  /** Declarer led out of turn when a defender was to lead: the card goes back (55B1; `55a`). */
  declarerLeadReturned: string;
  /** Declarer led from the wrong hand (55B2; `55b`). */
  wrongHand: string;
  /** A defender's lead out of turn not accepted (56). */
  defenderLeadRejected: string;
  /** What makes a card a penalty card and its kind (50 / 50B). */
  penaltyCardKind: string;
  /** The duty to play a (major) penalty card at the first legal opportunity (50 / 50D1). */
  majorPenaltyCard: string;
  /** The minor penalty card (50C); empty where the edition has one kind only. */
  minorPenaltyCard: string;
  /** Declarer's choice when the penalty-card owner's partner is to lead (50 / 50D2). */
  leadRestriction: string;
  /** Two or more penalty cards (51). */
  twoPenaltyCards: string;
  /** A premature lead or play by a defender (57A; `57` in 1975). */
  prematurePlay: string;
  /** No rectification when declarer had played from both hands (57C). */
  prematureExempt: string;
  /** Unable to comply with a rectification (59). */
  cannotComply: string;
  /** The definition of a revoke that covers obligations (61A; `61` in 1975). */
  revokeDefinition: string;
  /** A defender's withdrawn revoke card becomes a penalty card (62B1; `62` in 1975). */
  correctedRevokeCard: string;
  /** Declarer's or dummy's card withdrawn when a revoke is corrected: no rectification. */
  correctedDeclarerCard: string;
  /** L97 63B: a revoke corrected after an illegal inquiry is treated as established. */
  illegalInquiry: string;
  /** Claims and concessions (68). */
  claim: string;
  /** A disputed claim is the Director's (70). */
  disputedClaim: string;
  /** Play continued after a doubted claim (68D2b in 2017). */
  playedOn: string;
  /** A claim with a trump still outstanding (70C). */
  outstandingTrump: string;
  /** A conceded trick that could not be lost is restored (71). */
  concessionCancelled: string;
  /** When defenders disagree about accepting declarer's lead out of turn, the next to play decides (55A). */
  defendersDisagree: string;
  /** The wrong defender (right of declarer's irregular lead) plays to it: the lead stands, 57 applies (53B; 53C in 2017). */
  wrongDefenderPlays: string;
  /** The proper leader, an opponent of the offender, leads after a lead out of turn: his lead stands (53C; 53B in 2017). */
  properLeadStands: string;
  /** A non-offender played after the irregular lead or play of his right-hand opponent: no rectification (60A; 60 in 1975). */
  afterIrregularity: string;
}

/** How an edition treats the play-period irregularities. */
export interface PlayIrregularityRules {
  /** One kind of penalty card (1975) or major and minor (1987 on, Law 50B). */
  penaltyCardKinds: 'single' | 'majorMinor';
  /** 1975 55b: after a lead from the wrong hand, declarer must lead the same suit from the right hand if he can. */
  wrongHandSameSuit: boolean;
  /** False in 2017: a lead out of turn at trick 13 cannot be accepted. */
  leadAtTrickThirteenAcceptable: boolean;
  /** 2007 on: when the defenders disagree about declarer's lead out of turn, the next to play decides. */
  defendersDisagreeNextToPlayDecides: boolean;
  /** 2007 on: Law 57 lets declarer require partner to play a named other suit (`Play:<suit>`). */
  prematurePlayRequireSuit: boolean;
  /** 1997 only: 63B `AsIfEstablished` after an illegal inquiry. */
  asIfEstablished: boolean;
  /** 2017 only: 68D2b `PlayedOn` after a doubted claim. */
  claimPlayedOn: boolean;
  articles: PlayArticles;
}

/** The 53-71 article labels shared by the 1987 (assumed), 1997, 2007 and 2017 texts. */
export const MODERN_PLAY_ARTICLES: PlayArticles = {
  leadAccepted: '53A',
  declarerSpreads: '54A',
  openingLeadAccepted: '54B',
  mustAcceptOpeningLead: '54C',
  declarerLeadReturned: '55B1',
  wrongHand: '55B2',
  defenderLeadRejected: '56',
  penaltyCardKind: '50B',
  majorPenaltyCard: '50D1',
  minorPenaltyCard: '50C',
  leadRestriction: '50D2',
  twoPenaltyCards: '51',
  prematurePlay: '57A',
  prematureExempt: '57C',
  cannotComply: '59',
  revokeDefinition: '61A',
  correctedRevokeCard: '62B1',
  correctedDeclarerCard: '62B2',
  illegalInquiry: '63B',
  claim: '68',
  disputedClaim: '70',
  playedOn: '68D2b',
  outstandingTrump: '70C',
  concessionCancelled: '71',
  defendersDisagree: '55A',
  wrongDefenderPlays: '53B',
  properLeadStands: '53C',
  afterIrregularity: '60A',
};
