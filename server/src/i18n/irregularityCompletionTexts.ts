/**
 * The words completion shows inside `[Irregularities "…"]`, in English and Dutch: the format of an
 * event (five fields, then the facts), the trick `-`, the seats (in Dutch with the letter a Dutch
 * reader knows: the tag writes PBN's W N E S), the snippets, and which facts the edition needs.
 */
import { Seat } from '../bridge/seats';
import { seatLetter } from './bridgeNotation';
import { seatName } from './bridgeTerms';
import { Language, Localized } from './localize';

/** The words of one language. */
export interface IrregularityCompletionWords {
  /** The format every item's documentation ends with. */
  format: string;
  wholeBoard: string;
  cardUnknown: string;
  suit: string;
  needed: (laws: string) => string;
  notInEdition: string;
  notOnBoard: string;
  fiveFields: string;
  revokeWithFacts: string;
  claimWithAward: string;
}

/** Per language. */
export const IRREGULARITY_COMPLETION_WORDS: Localized<IrregularityCompletionWords> = {
  en: {
    format: 'An event: `trick seat event card choice [facts]`: trick 1-13 or - (the whole board), seat W N E S, event, card (a card, a suit or -), choice, then name=value facts (`won=` `later=` `legal=` `led=` `award=`); events are separated by `;`.',
    wholeBoard: 'the whole board',
    cardUnknown: 'card not noted',
    suit: 'suit',
    needed: (laws) => `needed to rule (${laws})`,
    notInEdition: 'not used by this edition; accepted',
    notOnBoard: 'not needed on this board; accepted',
    fiveFields: 'the five fields of an event',
    revokeWithFacts: 'a revoke no play record shows, with its facts',
    claimWithAward: "a disputed claim with the Director's award",
  },
  nl: {
    format: 'Een gebeurtenis: `slag plaats gebeurtenis kaart keuze [feiten]`: slag 1-13 of - (het hele spel), plaats W N E S (zoals PBN ze schrijft: E is Oost, S is Zuid), gebeurtenis, kaart (een kaart, een kleur of -), keuze, dan feiten naam=waarde (`won=` `later=` `legal=` `led=` `award=`); gebeurtenissen worden gescheiden door `;`.',
    wholeBoard: 'het hele spel',
    cardUnknown: 'kaart niet genoteerd',
    suit: 'kleur',
    needed: (laws) => `nodig voor de uitspraak (${laws})`,
    notInEdition: 'speelt in deze uitgave geen rol; toegestaan',
    notOnBoard: 'bij dit spel niet nodig; toegestaan',
    fiveFields: 'de vijf velden van een gebeurtenis',
    revokeWithFacts: 'een verzaking zonder registratie van het spel, met haar feiten',
    claimWithAward: 'een betwiste claim met de beslissing van de wedstrijdleider',
  },
};

/** "East" / "Oost (O)": a seat as completion details it (the Dutch letter where it differs from PBN's). */
export function seatDetail(seat: Seat, language: Language): string {
  const letter = seatLetter(seat, language);
  return letter === seat ? seatName(seat, language) : `${seatName(seat, language)} (${letter})`;
}
