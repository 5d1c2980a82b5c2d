/**
 * The parts of the lead-out-of-turn rulings' sentences in English and Dutch: the lead accepted,
 * rejected or returned, the lead from the wrong hand, declarer spreading his hand, and the leads
 * that stand whatever the tag chose (Law 60: a non-offender played on; 54C: declarer must accept;
 * the wrong defender playing to declarer's lead; the proper lead made after a lead out of turn).
 * The remedy word and the citations come in as arguments; laws/irregularities/ picks the parts.
 */
import { Localized } from '../localize';

/** The sentence parts of the lead rulings in one language. */
export interface LeadRulingParts {
  /** "East led ♠3 out of turn at trick 1 (South was to lead)". */
  opening: (seat: string, card: string, trick: number, proper: string) => string;
  /** A lead out of turn at trick 13 cannot be accepted. */
  trickThirteen: string;
  /** Declarer accepted an opening lead out of turn. */
  openingLeadAccepted: (citation: string) => string;
  /** Accepted by statement. */
  acceptedByStatement: (citation: string) => string;
  /** Accepted by the next player playing to it. */
  acceptedByPlay: (citation: string) => string;
  /** Had the defenders disagreed, the one next to play would have decided. */
  defendersDisagree: (lawReference: string) => string;
  /** The accepted lead is not marked `^L`. */
  notMarked: string;
  /** Not accepted: the defender's card becomes a penalty card. */
  rejected: (remedy: string, singleKind: boolean, proper: string) => string;
  /** Not accepted: declarer's card goes back. */
  declarerCardReturned: (remedy: string) => string;
  /** "South led ♠3 from the wrong hand at trick 5: the lead must come from North". */
  wrongHand: (seat: string, card: string, trick: number, right: string) => string;
  /** The 1975 remedy: a card of the same suit from the right hand. */
  wrongHandSameSuit: (remedy: string, suit: string) => string;
  /** Only declarer can lead from the wrong hand. */
  wrongHandByDefender: string;
  /** Declarer spread his hand and became dummy. */
  declarerSpreads: string;
  /** Spreading applies only to an opening lead out of turn by a defender. */
  declarerSpreadsNotOpening: string;
  /** "East led ♠3 out of turn at trick 1" (the leads that stand). */
  standingOpening: (seat: string, card: string, trick: number) => string;
  /** The recorded choice no longer applies. */
  lostChoice: (choice: string) => string;
  /** The proper leader led in turn after the lead out of turn. */
  properLeadStands: (opening: string, proper: string, remedy: string, citation: string) => string;
  /** The proper lead was not made by an opponent of the offender. */
  properLeadNotByOpponent: (seat: string) => string;
  /** Declarer could have seen a card of dummy's and must accept the lead. */
  mustAccept: (opening: string, citation: string) => string;
  /** The recorded rejection is not allowed. */
  mustAcceptRejection: string;
  /** 54C applies only to an opening lead by a defender. */
  mustAcceptNotOpening: string;
  /** The defender on the right of declarer's irregular lead played to it. */
  wrongDefender: (opening: string, wrong: string, article: string, citation: string) => string;
  /** A non-offender played to the lead before the remedy was settled (Law 60). */
  forfeited: (opening: string, by: string, remedy: string, citation: string) => string;
  /** "the next player", when the record does not say who played on. */
  nextPlayer: string;
  /** The edition's Law 60 is modelled on the 1987 text. */
  assumedAfterIrregularity: (article: string) => string;
}

/** The lead ruling parts per language. */
export const LEAD_RULING_TEXTS: Localized<LeadRulingParts> = {
  en: {
    opening: (seat, card, trick, proper) => `${seat} led ${card} out of turn at trick ${trick} (${proper} was to lead)`,
    trickThirteen: 'at trick 13 a lead out of turn cannot be accepted; the correct leader leads',
    openingLeadAccepted: (citation) => `declarer accepted it: dummy is spread and declarer plays the second card from his own hand ${citation}`,
    acceptedByStatement: (citation) => `it was accepted and stands as a correct lead ${citation}`,
    acceptedByPlay: (citation) => `the next player played to it, which accepts it as a correct lead ${citation}`,
    defendersDisagree: (lawReference) => `; had the defenders disagreed, the one next to play would have decided (${lawReference})`,
    notMarked: '. The Play section does not mark the card ^L',
    rejected: (remedy, singleKind, proper) => `not accepted; ${remedy}: the card becomes a ${singleKind ? '' : 'major '}penalty card and ${proper} leads`,
    declarerCardReturned: (remedy) => `not accepted; the card goes back without ${remedy}`,
    wrongHand: (seat, card, trick, right) => `${seat} led ${card} from the wrong hand at trick ${trick}: the lead must come from ${right}`,
    wrongHandSameSuit: (remedy, suit) => `, as a ${remedy} with a ${suit} if he can`,
    wrongHandByDefender: ' — but only declarer can lead from the wrong hand',
    declarerSpreads: `declarer spread his hand and became dummy, so the lead stands and his partner plays the hand (Declarer "^X")`,
    declarerSpreadsNotOpening: '; this applies only to an opening lead out of turn by a defender',
    standingOpening: (seat, card, trick) => `${seat} led ${card} out of turn at trick ${trick}`,
    lostChoice: (choice) => `; the recorded choice ${choice} is no longer available`,
    properLeadStands: (opening, proper, remedy, citation) => `${opening}, then ${proper}, whose turn it was, led in turn: that lead stands and every card played in error to the trick goes back without ${remedy} ${citation}`,
    properLeadNotByOpponent: (seat) => `, but the trick is not led by an opponent of ${seat}`,
    mustAccept: (opening, citation) => `${opening}: declarer could have seen a card of dummy's, so he must accept the lead and it stands ${citation}`,
    mustAcceptRejection: '; the recorded rejection is not allowed, so no penalty card arises',
    mustAcceptNotOpening: '; but this applies only to an opening lead out of turn by a defender',
    wrongDefender: (opening, wrong, article, citation) => `${opening}: ${wrong}, on the right of the irregular leader, played to it, so the lead stands and Law ${article} applies to his card ${citation}`,
    forfeited: (opening, by, remedy, citation) => `${opening}: ${by} played to it before the ${remedy} was settled, so the right to a ${remedy} is lost and the lead counts as made in turn; obligations from an earlier ${remedy} still apply ${citation}`,
    nextPlayer: 'the next player',
    assumedAfterIrregularity: (article) => `; this code's Law ${article} is modelled on the 1987 text`,
  },
  nl: {
    opening: (seat, card, trick, proper) => `${seat} speelde ${card} voor de beurt voor in slag ${trick} (${proper} was aan de beurt)`,
    trickThirteen: 'in de dertiende slag kan voorspelen voor de beurt niet geaccepteerd worden; de juiste speler speelt voor',
    openingLeadAccepted: (citation) => `de leider accepteerde de uitkomst: de blinde gaat open en de leider speelt de tweede kaart uit zijn eigen hand ${citation}`,
    acceptedByStatement: (citation) => `het werd geaccepteerd en geldt als juist voorgespeeld ${citation}`,
    acceptedByPlay: (citation) => `de volgende speler speelde bij, waarmee het als juist voorgespeeld geldt ${citation}`,
    defendersDisagree: (lawReference) => `; waren de tegenspelers het oneens, dan besliste wie na de leider aan de beurt was (${lawReference})`,
    notMarked: '. De Play-sectie markeert de kaart niet met ^L',
    rejected: (remedy, singleKind, proper) => `niet geaccepteerd; ${remedy}: de kaart wordt een ${singleKind ? '' : 'grote '}strafkaart en ${proper} speelt voor`,
    declarerCardReturned: (remedy) => `niet geaccepteerd; de kaart gaat terug zonder ${remedy}`,
    wrongHand: (seat, card, trick, right) => `${seat} speelde ${card} voor uit de verkeerde hand in slag ${trick}: ${right} moet voorspelen`,
    wrongHandSameSuit: (remedy, suit) => `, als ${remedy} zo mogelijk met een ${suit}`,
    wrongHandByDefender: ' — maar alleen de leider kan uit de verkeerde hand voorspelen',
    declarerSpreads: `de leider legde zijn hand open en werd de blinde, dus de uitkomst blijft en zijn partner speelt het spel (Declarer "^X")`,
    declarerSpreadsNotOpening: '; dit geldt alleen voor een uitkomst voor de beurt door een tegenspeler',
    standingOpening: (seat, card, trick) => `${seat} speelde ${card} voor de beurt voor in slag ${trick}`,
    lostChoice: (choice) => `; de vastgelegde keuze ${choice} is niet meer mogelijk`,
    properLeadStands: (opening, proper, remedy, citation) => `${opening}, daarna speelde ${proper}, die aan de beurt was, op zijn beurt voor: dat voorspelen blijft en elke ten onrechte bijgespeelde kaart gaat terug zonder ${remedy} ${citation}`,
    properLeadNotByOpponent: (seat) => `, maar de slag is niet voorgespeeld door een tegenstander van ${seat}`,
    mustAccept: (opening, citation) => `${opening}: de leider kan een kaart van de blinde hebben gezien, dus moet hij de uitkomst accepteren en die blijft ${citation}`,
    mustAcceptRejection: '; de vastgelegde weigering is niet toegestaan, dus er ontstaat geen strafkaart',
    mustAcceptNotOpening: '; maar dit geldt alleen voor een uitkomst voor de beurt door een tegenspeler',
    wrongDefender: (opening, wrong, article, citation) => `${opening}: ${wrong}, rechts van wie onregelmatig voorspeelde, speelde bij, dus het voorspelen blijft en artikel ${article} geldt voor zijn kaart ${citation}`,
    forfeited: (opening, by, remedy, citation) => `${opening}: ${by} speelde bij voordat de ${remedy} was vastgesteld, dus het recht op ${remedy} vervalt en het voorspelen geldt als op de beurt; verplichtingen uit een eerdere ${remedy} blijven gelden ${citation}`,
    nextPlayer: 'de volgende speler',
    assumedAfterIrregularity: (article) => `; artikel ${article} van deze spelregels is gemodelleerd naar de tekst van 1987`,
  },
};
