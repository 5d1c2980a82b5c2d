/**
 * The texts of the double-dummy engine's errors (`dd.*` codes), in English and Dutch: what is
 * wrong with the deal or the play handed to the solver, or with the engine itself. Cards read
 * as people write them (♠10, Dutch ♠H for the king), seats as words.
 */
import { cardText } from './bridgeNotation';
import type { DdErrorCode } from '../shapes/ddErrorCode';
import { SEATS, Seat } from '../bridge/seats';
import { seatName } from './bridgeTerms';
import { Language, Localized } from './localize';

type Params = Record<string, string | number | boolean | readonly (string | number)[]>;
type Message = (params: Params, language: Language) => string;

export { cardText } from './bridgeNotation';

const seat = (value: unknown, language: Language) => seatName(String(value) as Seat, language);
const seatList = (value: unknown, language: Language) =>
  (Array.isArray(value) ? value : [value]).map((s) => seat(s, language)).join(language === 'nl' ? ' en ' : ' and ');
/** "N 4, E 4, S 3, W 4" / "N 4, O 4, Z 3, W 4". */
const counts = (value: unknown, language: Language) => {
  const letters: Record<Seat, string> = language === 'nl' ? { N: 'N', E: 'O', S: 'Z', W: 'W' } : { N: 'N', E: 'E', S: 'S', W: 'W' };
  return SEATS.map((s, i) => `${letters[s]} ${(value as number[])[i]}`).join(', ');
};

/** Dutch for DDS's own error texts (DDS speaks English only). */
const DDS_CODES_NL: Record<number, string> = {
  [-1]: 'algemene fout', [-2]: 'geen kaarten', [-4]: 'dubbele kaarten', [-10]: 'te veel kaarten',
  [-12]: 'fout in de kaarten van de lopende slag', [-13]: 'een gespeelde kaart zit nog in een hand',
  [-14]: 'verkeerd aantal kaarten in een hand', [-98]: 'fout in het gespeelde spel', [-99]: 'fout in de PBN-tekst',
};

const MESSAGES: Localized<Record<DdErrorCode, Message>> = {
  en: {
    'dd.unknown-hand': (p, l) => `double dummy needs all four hands, but the deal does not give ${seatList(p.seats, l)} (“-”)`,
    'dd.bad-card': (p, l) => `${cardText(String(p.card), l)} is not a card${p.seat ? ` (in ${seat(p.seat, l)}'s hand)` : ''}`,
    'dd.duplicate-card': (p, l) => `${cardText(String(p.card), l)} appears twice (${seatList(p.seats, l)})`,
    'dd.wrong-card-count': (p, l) => `${seat(p.seat, l)} holds ${p.count} cards, a full deal has ${p.expected} in each hand (${p.total} cards in all)`,
    'dd.unequal-hands': (p, l) => `the hands hold different numbers of cards (${counts(p.counts, l)}); a position needs equal hands, one card less for each seat that played to the current trick`,
    'dd.no-cards': () => 'there are no cards left to play',
    'dd.trick-too-long': (p) => `the current trick holds ${p.count} cards; at most 3 can be played to it before the position is solved`,
    'dd.card-not-held': (p, l) => `card ${p.index} of the play, ${cardText(String(p.card), l)}, is not in ${seat(p.seat, l)}'s hand (${seat(p.seat, l)} was to play)`,
    'dd.play-too-long': (p) => `the play has ${p.count} cards, but the hands hold only ${p.max}`,
    'dd.engine': (p) => `DDS ${p.function} failed with code ${p.returnCode} (${p.ddsText})`,
    'dd.engine-missing': () => 'the double-dummy engine is not built (dist/dds.wasm is missing): run `npm run build:dds`',
    'dd.engine-crashed': (p) => `the double-dummy engine stopped unexpectedly (${p.reason}); it restarts on the next request`,
    'dd.engine-stuck': (p) => `the double-dummy engine gave no answer within ${p.seconds} s and was restarted; this question is not asked again until the board changes`,
    'dd.cancelled': () => 'double-dummy request cancelled',
  },
  nl: {
    'dd.unknown-hand': (p, l) => `dubbel dummy vraagt alle vier handen, maar de verdeling geeft ${seatList(p.seats, l)} niet („-”)`,
    'dd.bad-card': (p, l) => `${cardText(String(p.card), l)} is geen kaart${p.seat ? ` (in de hand van ${seat(p.seat, l)})` : ''}`,
    'dd.duplicate-card': (p, l) => `${cardText(String(p.card), l)} komt twee keer voor (${seatList(p.seats, l)})`,
    'dd.wrong-card-count': (p, l) => `${seat(p.seat, l)} heeft ${p.count} kaarten, een volledige verdeling heeft ${p.expected} kaarten per hand (${p.total} kaarten in totaal)`,
    'dd.unequal-hands': (p, l) => `de handen tellen verschillende aantallen kaarten (${counts(p.counts, l)}); een eindpositie vraagt gelijke handen, één kaart minder voor wie al bijliep in de lopende slag`,
    'dd.no-cards': () => 'er zijn geen kaarten meer te spelen',
    'dd.trick-too-long': (p) => `de lopende slag telt ${p.count} kaarten; er kunnen er hoogstens 3 in liggen voordat de positie wordt doorgerekend`,
    'dd.card-not-held': (p, l) => `kaart ${p.index} van het spel, ${cardText(String(p.card), l)}, zit niet in de hand van ${seat(p.seat, l)} (${seat(p.seat, l)} was aan de beurt)`,
    'dd.play-too-long': (p) => `het spel telt ${p.count} kaarten, maar de handen hebben er maar ${p.max}`,
    'dd.engine': (p) => `DDS ${p.function} gaf foutcode ${p.returnCode} (${DDS_CODES_NL[Number(p.returnCode)] ?? p.ddsText})`,
    'dd.engine-missing': () => 'de dubbel-dummy-rekenkern is niet gebouwd (dist/dds.wasm ontbreekt): voer `npm run build:dds` uit',
    'dd.engine-crashed': (p) => `de dubbel-dummy-rekenkern stopte onverwacht (${p.reason}); bij het volgende verzoek start hij opnieuw`,
    'dd.engine-stuck': (p) => `de dubbel-dummy-rekenkern gaf binnen ${p.seconds} s geen antwoord en is opnieuw gestart; deze vraag wordt pas opnieuw gesteld als het spel verandert`,
    'dd.cancelled': () => 'dubbel-dummy-verzoek geannuleerd',
  },
};

/** The text of a `dd.*` error in `language`. */
export function ddErrorText(code: DdErrorCode, params: Params, language: Language): string {
  const message = MESSAGES[language][code] as Message | undefined;
  return message ? message(params, language) : code;
}
