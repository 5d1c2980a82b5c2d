/**
 * The words of "PBN: Record a Ruling…" (features/record/), in English and Dutch: the title of each
 * question the recorder asks (the irregularity, the trick, the seat, the card, the choice, then
 * the facts the board's edition needs), the names of the irregularities it offers, the roles of
 * the seats, and what it says when it writes the event or cannot record on the board.
 */
import { Localized } from './localize';

/** The events the recorder offers, as the Director names them. */
export type RecordedEventName = 'Revoke' | 'Claim' | 'LeadOutOfTurn' | 'PenaltyCard' | 'PrematurePlay';

/** The words of one language. */
export interface RecorderWords {
  /** "Board 7 (Laws 2017)": the board the questions are about (`laws` as lawsName writes it). */
  board: (board: string | undefined, laws: string) => string;
  event: string;
  trick: string;
  wholeBoard: string;
  seat: string;
  seatForClaim: string;
  card: string;
  cardUnknown: string;
  choice: string;
  /** The question of each fact: trick, offender, offending side (names as the language writes them). */
  led: (trick: string) => string;
  won: (trick: string) => string;
  later: (trick: string, side: string) => string;
  legal: (trick: string, offender: string) => string;
  award: (side: string) => string;
  eventNames: Record<RecordedEventName, string>;
  roles: { declarer: string; dummy: string; defender: string; offender: string; partner: string; opponent: string };
  /** What was written, then what the fix changed. */
  written: (event: string, changes: string[]) => string;
  /** The event was written but the result left alone, and why. */
  resultLeft: (reason: string) => string;
  noBoard: string;
  unsafe: (problem: string) => string;
  notPbn: string;
}

/** The recorder's words, per language. */
export const RECORDER_WORDS: Localized<RecorderWords> = {
  en: {
    board: (board, laws) => `${board ? `Board ${board}` : 'This board'} (${laws})`,
    event: 'Which irregularity?',
    trick: 'At which trick?',
    wholeBoard: 'the whole board',
    seat: 'Which player committed it?',
    seatForClaim: 'Which player claimed?',
    card: 'Which card? (- when nobody noted it)',
    cardUnknown: 'not noted',
    choice: 'What was decided or what happened next?',
    led: (trick) => `Which suit was led to trick ${trick}?`,
    won: (trick) => `Whose card won trick ${trick}?`,
    later: (trick, side) => `How many tricks did ${side} win after trick ${trick}?`,
    legal: (trick, offender) => `Did ${offender} later win a trick with a card of the suit led to trick ${trick}?`,
    award: (side) => `How many tricks does ${side} get in all (the Director's decision)?`,
    eventNames: { Revoke: 'Revoke', Claim: 'Claim', LeadOutOfTurn: 'Lead out of turn', PenaltyCard: 'Penalty card', PrematurePlay: 'Premature play' },
    roles: { declarer: 'declarer', dummy: 'dummy', defender: 'defender', offender: 'the offender', partner: "the offender's partner", opponent: 'an opponent' },
    written: (event, changes) => `Recorded "${event}"${changes.length ? `; ${changes.join(', ')}` : ''}.`,
    resultLeft: (reason) => `The Result and Score were left as they are: ${reason}`,
    noBoard: 'Put the cursor on a board to record a ruling on it.',
    unsafe: (problem) => `This board cannot be read with certainty, so nothing is written: ${problem}`,
    notPbn: 'A ruling is recorded in a PBN file: convert this LIN file to PBN first.',
  },
  nl: {
    board: (board, laws) => `${board ? `Spel ${board}` : 'Dit spel'} (${laws})`,
    event: 'Welke onregelmatigheid?',
    trick: 'In welke slag?',
    wholeBoard: 'het hele spel',
    seat: 'Welke speler beging ze?',
    seatForClaim: 'Welke speler claimde?',
    card: 'Welke kaart? (- als niemand die noteerde)',
    cardUnknown: 'niet genoteerd',
    choice: 'Wat werd besloten of wat gebeurde daarna?',
    led: (trick) => `Welke kleur werd in slag ${trick} gevraagd?`,
    won: (trick) => `Wiens kaart won slag ${trick}?`,
    later: (trick, side) => `Hoeveel slagen won ${side} na slag ${trick}?`,
    legal: (trick, offender) => `Won ${offender} later een slag met een kaart van de kleur die in slag ${trick} gevraagd werd?`,
    award: (side) => `Hoeveel slagen krijgt ${side} in totaal (de beslissing van de wedstrijdleider)?`,
    eventNames: { Revoke: 'Verzaking', Claim: 'Claim', LeadOutOfTurn: 'Voorspelen voor de beurt', PenaltyCard: 'Strafkaart', PrematurePlay: 'Voortijdig spelen' },
    roles: { declarer: 'leider', dummy: 'blinde', defender: 'tegenspeler', offender: 'de overtreder', partner: 'de partner van de overtreder', opponent: 'een tegenstander' },
    written: (event, changes) => `"${event}" vastgelegd${changes.length ? `; ${changes.join(', ')}` : ''}.`,
    resultLeft: (reason) => `Result en Score bleven zoals ze waren: ${reason}`,
    noBoard: 'Zet de cursor op een spel om er een uitspraak bij vast te leggen.',
    unsafe: (problem) => `Dit spel is niet met zekerheid te lezen, dus er wordt niets geschreven: ${problem}`,
    notPbn: 'Een uitspraak wordt in een PBN-bestand vastgelegd: zet dit LIN-bestand eerst om naar PBN.',
  },
};
