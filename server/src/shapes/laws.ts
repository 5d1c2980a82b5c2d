/**
 * The Laws engine's view of a board: what it reads (a `PlayedBoard`, built by the model from the
 * PBN record) and what it returns (rulings). Nothing here knows about PBN text or LSP; the model
 * and the editor features translate. Below laws/ (whose index exports it all) so that the texts
 * of i18n/ can name an edition and a ruling's parts.
 */
import { Card, Strain, Suit } from '../bridge/cards';
import { Contract, Vulnerability } from '../bridge/contract';
import { Seat, Side } from '../bridge/seats';

/** An edition of the Laws of Duplicate Bridge. */
export type Edition = '1975' | '1987' | '1997' | '2007' | '2017';
/** All editions, oldest first. */
export const EDITIONS: readonly Edition[] = ['1975', '1987', '1997', '2007', '2017'];
/** Where the edition of a board came from. */
export type EditionSource = 'tag' | 'option' | 'setting' | 'date' | 'default';

/** The edition that applies to a board and why. */
export interface EditionChoice {
  edition: Edition;
  source: EditionSource;
  /** The year the edition was inferred from (source `date`). */
  year?: number;
}

/** One card as played, in trick order. `card` is undefined for an unknown card (`-`). */
export interface PlayedCard {
  seat: Seat;
  card: Card | undefined;
  /** The record marks it `^R`. */
  revokeMarked: boolean;
  /** The record marks it `^L` (it led the trick out of turn, accepted). */
  leadMarked: boolean;
}

/** One trick: the leader, the cards in the order played, and the winner when known. */
export interface PlayedTrick {
  /** 1-based trick number. */
  number: number;
  leader: Seat;
  /** Cards in playing order, leader first; fewer than four when the record stops mid-trick. */
  cards: PlayedCard[];
  /** The seat whose card won; undefined when the trick is incomplete or has unknown cards. */
  winner?: Seat;
}

/** A fact recorded in the `[Irregularities]` tag that the engine must take into account. */
export interface IrregularityEvent {
  trick: number | undefined;
  seat: Seat;
  event: string;
  card: string;
  choice: string;
  /** The facts written after the five fields (annotations.md §3a), when any. */
  facts?: EventFacts;
}

/** The facts of one event, as parsed (irregularities/eventFacts.ts reads them). */
export interface EventFacts {
  /** The suit led to the revoke trick. */
  led?: Suit;
  /** The seat whose card won the revoke trick. */
  won?: Seat;
  /** Tricks the offending side won after the revoke trick, to the end of play (claimed ones included). */
  later?: number;
  /** The offender later won a trick with a card he could legally have played to the revoke trick. */
  legal?: boolean;
  /** The Director's decision on a claim: the declaring side's total tricks. */
  award?: number;
}

/** Everything the engine needs to rule on the play of one board. */
export interface PlayedBoard {
  /** The seat that actually played the hand (after a `^X` swap). */
  declarer: Seat;
  contract: Contract;
  vulnerability: Vulnerability;
  /** The four original hands, 13 cards each. */
  hands: Record<Seat, Card[]>;
  tricks: PlayedTrick[];
  /** True when the record stops before trick 13 (a claim or concession). */
  endedEarly: boolean;
  events: IrregularityEvent[];
}

/** The trump strain of a board, for trick winners. */
export type Trump = Strain;

/** A revoke found in the play and what Law 64 (or 62D) makes of it. */
export interface RevokeRuling {
  kind: 'revoke';
  trick: number;
  seat: Seat;
  card: Card;
  /** A card of the suit led that the offender still held. */
  held: Card;
  established: boolean;
  /** The record marks this card `^R`. */
  marked: boolean;
  /** The article that decided: `64A1`, `64A2`, `64`, `64B1`…`64B8`, `62D`. */
  law: string;
  transfer: number;
  to: Side;
  /** The trick at which the revoke became established, when it did by a later play. */
  establishedAt?: number;
  /** How it became established: a later play by the offending side, a claim or concession, or (L97 63B) an illegal inquiry. */
  establishedBy?: 'play' | 'claim' | 'inquiry';
  /** The Law 64B exception that applied, by its 2017 number (`B1`…`B8`), whatever the edition calls it. */
  exception?: RevokeException;
  /** True when the L87/L97 extra trick of 64A2 was added (a later trick won with a card of the suit led). */
  extraTrick?: boolean;
  /** True when the transfer was cut down by the cap (tricks won by the offending side from the first revoke on). */
  capped?: boolean;
  /** Trick 12: the offender's partner had still to play to the trick, so the edition's 62D2 rule applies. */
  partnerStillToPlay?: boolean;
  /** True when the edition's text for this ruling is not available and was modelled on another edition. */
  assumed?: boolean;
  /** Set when the revoke is a failure to honour an obligation (Law 61A), not a failure to follow suit. */
  breach?: ObligationBreach;
  /** A `Revoke … Corrected` event: withdrawn before it was established; `card` is the withdrawn card, `held` the substitute the play shows. */
  corrected?: boolean;
  /** For a corrected revoke: the offender is declarer or dummy (his card goes back without rectification). */
  byDeclaringSide?: boolean;
  /** Ruled from the facts of an `[Irregularities]` event (no play record): the facts it rests on. `card` is `-` when not noted. */
  fromFacts?: EventFacts;
  /** The index of the `[Irregularities]` event (among the well-formed ones) a ruling from facts comes from. */
  eventIndex?: number;
}

/** A breached obligation ruled as a revoke (Law 61A). */
export interface ObligationBreach {
  /** What was not honoured. */
  obligation: 'penalty-card' | 'lead-restriction' | 'premature-play' | 'wrong-hand-lead';
  /** The article that imposed it (e.g. `50D1`, `50D2`, `57A`, `55b`). */
  imposedBy: string;
  /** The card or suit the obligation named. */
  required: string;
  /** The trick whose irregularity created the obligation. */
  sinceTrick: number;
}

/** A card written `-` where its player had an obligation (or a trick led with a `-` card he had to answer): whether he honoured it cannot be checked. */
export interface UncheckedObligation {
  trick: number;
  seat: Seat;
  obligation: ObligationBreach['obligation'];
  /** The card or suit the obligation named (a penalty card, a suit; empty for a Law 57 choice). */
  required: string;
  imposedBy: string;
  /** `card`: the player's own card is `-`; `lead`: the card led to the trick is. */
  cause: 'card' | 'lead';
}

/** The Law 64B exceptions in the 2017 numbering. */
export type RevokeException = 'B1' | 'B2' | 'B3' | 'B4' | 'B5' | 'B6' | 'B7' | 'B8';

/** Which 62D2 rule applies when a defender revoked at trick 12 before partner played (an edition's `EditionRules` names it). */
export type TwelfthTrickPartnerRule = 'declarerNamesCard' | 'noSuggestedPlay' | 'unauthorisedInformation';

/** What a ruling requires of a player from now on. */
export interface Obligation {
  seat: Seat;
  action:
    | 'play-penalty-card' | 'keep-lower-cards-back' | 'lead-suit' | 'not-lead-suit' | 'play-highest' | 'play-lowest'
    | 'play-suit' | 'not-play-suit' | 'lead-same-suit' | 'record-declarers-choice';
  /** The card or suit concerned. */
  card?: string;
  /** The first trick it applies to. */
  fromTrick: number;
}

/** Fields every ruling kind other than a revoke shares. */
interface IrregularityRulingBase {
  /** The trick of the irregularity (for a claim: the first trick not played). */
  trick: number;
  /** The offender, or for a choice the player it applies to; for a claim, the claimer when recorded. */
  seat?: Seat;
  /** The card (or suit) concerned, when there is one. */
  card?: string;
  /** The article that decides, in the edition's numbering. */
  law: string;
  /** What the ruling requires of a player, if anything. */
  obliges?: Obligation;
  /** The index of the `[Irregularities]` event the ruling comes from, when it comes from one. */
  eventIndex?: number;
  /** True when the edition's text is not available and the rule was modelled on another edition. */
  assumed?: boolean;
  /** Set when the record contradicts what the Laws allow here (shown as a warning). */
  problem?: string;
  /** Why a recorded lead or play stands whatever the tag chose: 60 (a non-offender played on), 54C (declarer could see dummy) or the wrong defender's play (53B/53C). */
  standsBy?: 'after-irregularity' | 'must-accept' | 'wrong-defender';
  /** The non-offender whose play forfeited the rectification (Law 60), and the trick he played to. */
  forfeitedBy?: { seat: Seat; trick: number };
  /** The choice written in the tag when the Laws no longer allowed it. */
  unavailableChoice?: string;
}

/** Laws 53-56: a lead out of turn and what became of it. */
export interface LeadOutOfTurnRuling extends IrregularityRulingBase {
  kind: 'lead-out-of-turn';
  seat: Seat;
  card: Card;
  outcome: 'accepted' | 'rejected' | 'declarer-spreads' | 'wrong-hand' | 'declarer-card-returned' | 'proper-lead-stands';
  /** The seat that should have led. */
  properLeader: Seat;
  /** How the lead was accepted: by a statement (the event) or by the next player playing to it (`^L` only). */
  acceptedBy?: 'statement' | 'play';
}

/** Laws 49-52 (and 56, 57, 62): a penalty card, its kind, and how long it stayed on the table. */
export interface PenaltyCardRuling extends IrregularityRulingBase {
  kind: 'penalty-card';
  seat: Seat;
  card: Card;
  /** `major`/`minor` from 1987 (Law 50B); `single` for the one kind of the 1975 code. */
  size: 'major' | 'minor' | 'single';
  /** What made it a penalty card. */
  origin: 'exposed' | 'lead-out-of-turn' | 'premature-play' | 'corrected-revoke';
  /** The kind the `PenaltyCard` event recorded, when it differs from what the Laws make of it. */
  recordedSize?: 'major' | 'minor';
  /** The trick in which its owner played it. */
  playedAt?: number;
  /** The trick at which declarer's lead restriction took it back into the hand (50D2). */
  withdrawnAt?: number;
  /** Other penalty cards of the same owner on the table at the same time (Law 51: all major). */
  alongWith?: Card[];
  /** A minor card made major by a second penalty card of its owner (50B): the trick from which it is major. */
  majorFrom?: number;
}

/** Laws 50D2 and 51: declarer's choice when the penalty-card owner's partner is to lead. */
export interface LeadRestrictionRuling extends IrregularityRulingBase {
  kind: 'lead-restriction';
  seat: Seat;
  /** The suit. */
  card: string;
  choice: 'require' | 'forbid' | 'none' | 'unrecorded';
  penaltyCardOwner: Seat;
}

/** Law 57: a defender's premature lead or play, and declarer's choice for partner. */
export interface PrematurePlayRuling extends IrregularityRulingBase {
  kind: 'premature-play';
  seat: Seat;
  card: Card;
  choice: 'highest' | 'lowest' | 'play-suit' | 'not-play-suit' | 'none';
  /** The suit named with `Play:` / `NotPlay:`. */
  suit?: string;
  partner: Seat;
  /** False under 57C: declarer had already played from both hands. */
  rectified: boolean;
}

/** Laws 68-71: a record that stops early is a claim or concession. */
export interface ClaimRuling extends IrregularityRulingBase {
  kind: 'claim';
  agreement: 'agreed' | 'disputed' | 'played-on' | 'unrecorded';
  /** Tricks not played. */
  remaining: number;
  /** Cards already played to the claim trick (a claim in the middle of a trick), when any. */
  cardsPlayed?: number;
  /** The Result is marked '^' (the Director's): a count beyond the claim's bounds may be his ruling, not an impossibility. */
  directorResult?: boolean;
  /** Of those, the tricks the declaring side gets by the Result. */
  declaringSideClaimed?: number;
  /** 2017 68D2(b): all four agreed to play on, so the claim lapsed and the recorded play stands. */
  lapsed?: boolean;
}

/** Any ruling the engine gives. */
export type Ruling = RevokeRuling | LeadOutOfTurnRuling | PenaltyCardRuling | LeadRestrictionRuling | PrematurePlayRuling | ClaimRuling;

/** The kinds of rulings. */
export type RulingKind = Ruling['kind'];

/** True for a revoke ruling (the only kind that transfers tricks). */
export function isRevokeRuling(ruling: Ruling): ruling is RevokeRuling {
  return ruling.kind === 'revoke';
}
