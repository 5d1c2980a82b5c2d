/**
 * The parts of the premature-play rulings' sentences in English and Dutch (declarer's choice for
 * the offender's partner, no remedy once declarer had played from both hands, the right lost when
 * a non-offender played on), and the phrase that names a breached obligation inside a revoke
 * message. The remedy word and the citations come in as arguments; laws/irregularities/ picks the
 * parts and joins them.
 */
import { Localized } from '../localize';

/** The sentence parts of the premature-play rulings and the breach phrase in one language. */
export interface PlayRulingParts {
  /** "West played ♠3 prematurely at trick 4, before partner East". */
  prematureOpening: (seat: string, card: string, trick: number, partner: string) => string;
  /** No remedy: declarer had already played from both hands. */
  prematureNotRectified: (remedy: string) => string;
  /** Declarer's choices for partner. */
  prematureChoice: {
    highest: (partner: string) => string;
    lowest: (partner: string) => string;
    playSuit: (partner: string, suit: string) => string;
    notPlaySuit: (partner: string, suit: string) => string;
  };
  /** "declarer chose that <choice>". */
  prematureChose: (choice: string) => string;
  /** Declarer made no choice for partner. */
  prematureNoChoice: string;
  /** If partner cannot comply, any card. */
  prematureUnable: (lawReference: string) => string;
  /** "<remedy>: the card becomes <penalty card> and <chose>". */
  prematureRectified: (remedy: string, penaltyCard: string, chose: string) => string;
  /** A non-offender played after the premature card before the remedy was settled (Law 60). */
  prematureForfeited: (seat: string, card: string, trick: number, by: string, remedy: string, citation: string) => string;
  /** Declarer's recorded choice does not apply. */
  prematureLostChoice: (choice: string) => string;
  /** "a card other than ♥". */
  breachOtherThan: (suit: string) => string;
  /** "a ♥". */
  breachSuit: (suit: string) => string;
  /** What the breached obligation required. */
  breachObligation: {
    'penalty-card': (named: string) => string;
    'lead-restriction': (named: string, sinceTrick: number | undefined) => string;
    'premature-play': (named: string) => string;
    'wrong-hand-lead': (named: string) => string;
  };
  /** "instead of <what> (Law 50D1); failing to comply is a revoke (Law 61A, Laws 2017)". */
  breach: (what: string, imposedBy: string, definition: string, laws: string) => string;
}

/** The premature-play and breach parts per language. */
export const PLAY_RULING_TEXTS: Localized<PlayRulingParts> = {
  en: {
    prematureOpening: (seat, card, trick, partner) => `${seat} played ${card} prematurely at trick ${trick}, before partner ${partner}`,
    prematureNotRectified: (remedy) => `no ${remedy}, as declarer had already played from both hands`,
    prematureChoice: {
      highest: (partner) => `${partner} plays his highest card of the suit led`,
      lowest: (partner) => `${partner} plays his lowest card of the suit led`,
      playSuit: (partner, suit) => `${partner} plays a ${suit}`,
      notPlaySuit: (partner, suit) => `${partner} plays no ${suit}`,
    },
    prematureChose: (choice) => `declarer chose that ${choice}`,
    prematureNoChoice: 'declarer made no choice for partner',
    prematureUnable: (lawReference) => `; if he cannot, any card (${lawReference})`,
    prematureRectified: (remedy, penaltyCard, chose) => `${remedy}: the card becomes ${penaltyCard} and ${chose}`,
    prematureForfeited: (seat, card, trick, by, remedy, citation) => `${seat} played ${card} prematurely at trick ${trick}: ${by} played after it before the ${remedy} was settled, so there is no ${remedy}, the card is no penalty card and counts as played in turn; obligations from an earlier ${remedy} still apply ${citation}`,
    prematureLostChoice: (choice) => `; declarer's recorded choice ${choice} does not apply`,
    breachOtherThan: (suit) => `a card other than ${suit}`,
    breachSuit: (suit) => `a ${suit}`,
    breachObligation: {
      'penalty-card': (named) => `the penalty card ${named}`,
      'lead-restriction': (named, sinceTrick) => `${named} as declarer chose at trick ${sinceTrick}`,
      'premature-play': (named) => `${named} as declarer chose after the premature play`,
      'wrong-hand-lead': (named) => `${named} after the lead from the wrong hand`,
    },
    breach: (what, imposedBy, definition, laws) => `instead of ${what} (${imposedBy}); failing to comply is a revoke (${definition}, ${laws})`,
  },
  nl: {
    prematureOpening: (seat, card, trick, partner) => `${seat} speelde ${card} voortijdig in slag ${trick}, vóór partner ${partner}`,
    prematureNotRectified: (remedy) => `geen ${remedy}, want de leider had al uit beide handen gespeeld`,
    prematureChoice: {
      highest: (partner) => `${partner} zijn hoogste kaart in de voorgespeelde kleur speelt`,
      lowest: (partner) => `${partner} zijn laagste kaart in de voorgespeelde kleur speelt`,
      playSuit: (partner, suit) => `${partner} een ${suit} speelt`,
      notPlaySuit: (partner, suit) => `${partner} geen ${suit} speelt`,
    },
    prematureChose: (choice) => `de leider koos dat ${choice}`,
    prematureNoChoice: 'de leider koos niets voor de partner',
    prematureUnable: (lawReference) => `; kan hij dat niet, dan elke kaart (${lawReference})`,
    prematureRectified: (remedy, penaltyCard, chose) => `${remedy}: de kaart wordt ${penaltyCard} en ${chose}`,
    prematureForfeited: (seat, card, trick, by, remedy, citation) => `${seat} speelde ${card} voortijdig in slag ${trick}: ${by} speelde daarna bij voordat de ${remedy} was vastgesteld, dus er volgt geen ${remedy}, de kaart is geen strafkaart en geldt als op de beurt gespeeld; verplichtingen uit een eerdere ${remedy} blijven gelden ${citation}`,
    prematureLostChoice: (choice) => `; de vastgelegde keuze ${choice} van de leider geldt niet`,
    breachOtherThan: (suit) => `een kaart die geen ${suit} is`,
    breachSuit: (suit) => `een ${suit}`,
    breachObligation: {
      'penalty-card': (named) => `de strafkaart ${named}`,
      'lead-restriction': (named, sinceTrick) => `${named} zoals de leider in slag ${sinceTrick} koos`,
      'premature-play': (named) => `${named} zoals de leider na het voortijdig spelen koos`,
      'wrong-hand-lead': (named) => `${named} na het voorspelen uit de verkeerde hand`,
    },
    breach: (what, imposedBy, definition, laws) => `in plaats van ${what} (${imposedBy}); niet voldoen is een verzaking (${definition}, ${laws})`,
  },
};
