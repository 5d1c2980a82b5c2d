/**
 * The words the reader's diagnostic messages share: seats, cards, contracts and trick counts in
 * bridge notation from the codes the checks pass, the Dutch of the "expected" phrases, and the
 * vocabularies of the Irregularities tag's fields and contradictions.
 */
import { Seat, Side } from '../../bridge/seats';
import { SUIT_SYMBOLS, Suit } from '../../bridge/cards';
import { parseContract } from '../../bridge/contract';
import { cardText, contractText, scoreText, tricksText } from '../bridgeNotation';
import { seatName, sideName } from '../bridgeTerms';
import { Language, Localized } from '../localize';
import { Arg, ArgName, MessageArgs } from './entry';

/** A count argument as "1 trick", "9 tricks" / "1 slag", "9 slagen". */
export const tricks = (count: unknown, language: Language) => tricksText(Number(count), language);
/** A seat argument (`N`) as a word: North / Noord (`key` one the entry's arguments name). */
export const seat = <A extends MessageArgs>(args: A, key: ArgName<A>, language: Language) => seatName(String(args[key]) as Seat, language);
/** A contract argument (`4S`) in bridge notation (`4♠`; Dutch `4♠`, `3SA`). */
export const contractWords = (args: { readonly derived?: Arg }, language: Language) => {
  const contract = parseContract(String(args.derived));
  return contract ? contractText(contract, language) : String(args.derived);
};
/** Seats given as letters (`ESW`) as words: "East, South and West" / "Oost, Zuid en West". */
export const seatList = (args: { readonly seats: Arg }, language: Language) => {
  const names = [...String(args.seats)].map((letter) => seatName(letter as Seat, language));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${language === 'nl' ? 'en' : 'and'} ${names[names.length - 1]}` : names[0];
};
/** The Score Law 77 gives as people read it, each side with its sign ("NS +620", Dutch "NZ +620"); the file's form stays in the quotes. */
export const expectedScore = (args: { readonly expected: Arg; readonly side?: Arg }, language: Language) => {
  const text = String(args.expected);
  const sided = text.replace(/\b(NS|EW) (-?\d+)\b/g, (_, side: Side, points: string) => scoreText(side, Number(points), language));
  if (sided !== text) return sided;
  return (args.side === 'NS' || args.side === 'EW') && /^-?\d+$/.test(text) ? scoreText(args.side, Number(text), language) : text;
};
/** A card argument in bridge notation (`♠10`, Dutch `♥H`); anything else as written (`key` one the entry's arguments name). */
export const card = <A extends MessageArgs>(args: A, key: ArgName<A>, language: Language) => (/^[SHDC][AKQJT2-9]$/.test(String(args[key])) ? cardText(String(args[key]), language) : String(args[key]));

/** What the card field of an Irregularities event takes, by vocabulary kind. */
export const IRREGULARITY_CARD_FIELDS: Localized<Record<string, string>> = {
  en: { card: 'a card such as D3', suit: 'a suit: S, H, D or C', none: '-' },
  nl: { card: 'een kaart zoals D3', suit: 'een kleur: S, H, D of C', none: '-' },
};

/** What the value of an Irregularities fact takes, by its kind (laws/irregularities/eventFacts.ts). */
export const FACT_VALUE_KINDS: Localized<Record<string, string>> = {
  en: { suit: 'a suit: S, H, D or C', seat: 'a seat: W, N, E or S', later: 'a number of tricks from 0 to 12', yesno: '"yes" or "no"', award: 'a number of tricks from 0 to 13' },
  nl: { suit: 'een kleur: S, H, D of C', seat: 'een plaats: W, N, E of S', later: 'een aantal slagen van 0 tot en met 12', yesno: '"yes" of "no"', award: 'een aantal slagen van 0 tot en met 13' },
};

/** What the play record says where an Irregularities fact says otherwise: "♠ was led to trick 7", "East won trick 7", "EW won 3 tricks after trick 7". */
export const factRecord = (args: MessageArgs, language: Language): string => {
  const trick = args.trick;
  const suit = SUIT_SYMBOLS[String(args.suit) as Suit];
  const who = seatName(String(args.seat) as Seat, language);
  const side = sideName(String(args.side) as Side, language);
  if (language === 'nl') {
    if (args.record === 'led') return `werd ${suit} voorgespeeld in slag ${trick}`;
    if (args.record === 'won') return `won ${who} slag ${trick}`;
    return `won ${side} na slag ${trick} ${tricksText(Number(args.count), 'nl')}`;
  }
  if (args.record === 'led') return `${suit} was led to trick ${trick}`;
  if (args.record === 'won') return `${who} won trick ${trick}`;
  return `${side} won ${tricksText(Number(args.count), 'en')} after trick ${trick}`;
};

/** Why the play record shows no revoke where a Revoke event says one: "♦4 led trick 5: a lead cannot be a revoke". */
export const noRevokeReason = (args: MessageArgs, language: Language): string => {
  const played = args.card === undefined ? '' : cardText(String(args.card), language);
  const who = seatName(String(args.seat) as Seat, language);
  const suit = args.suit === undefined ? '' : SUIT_SYMBOLS[String(args.suit) as Suit];
  const trick = args.trick;
  const nl = language === 'nl';
  switch (args.reason) {
    case 'led': return nl ? `${played} kwam uit in slag ${trick}: een uitkomst kan geen verzaking zijn` : `${played} led trick ${trick}: a lead cannot be a revoke`;
    case 'followed': return nl ? `${who} bekende in slag ${trick} met ${played}, en bekennen is geen verzaking` : `${who} followed suit to trick ${trick} with ${played}, and following suit is no revoke`;
    case 'void': return nl ? `${who} had in slag ${trick} geen ${suit} meer, dus ${played} bijspelen is geen verzaking` : `${who} had no ${suit} left at trick ${trick}, so playing ${played} is no revoke`;
    case 'unknown-card': return nl ? `de kaart van ${who} in slag ${trick} staat als '-': leg die vast om over de verzaking te beslissen` : `${who}'s card at trick ${trick} is recorded as '-': record it to rule on the revoke`;
    case 'unknown-lead': return nl ? `de uitgekomen kaart in slag ${trick} staat als '-', dus of ${who} kon bekennen is niet bekend: leg die kaart vast` : `the card led to trick ${trick} is recorded as '-', so whether ${who} could follow suit is not known: record that card`;
    case 'unknown-leader': return nl ? `wie in slag ${trick} uitkwam is niet bekend, want een eerdere kaart die als '-' staat, bepaalt wie de slag ervoor won: leg die kaart vast` : `who led trick ${trick} is not known, since an earlier card recorded as '-' decides who won a trick before it: record that card`;
    default: return nl ? `het spelverloop heeft geen kaart van ${who} in slag ${trick}` : `the play record has no card of ${who} at trick ${trick}`;
  }
};

/** Why the play record contradicts an Irregularities event. */
export const IRREGULARITY_CONTRADICTIONS: Localized<Record<string, string>> = {
  en: {
    'accepted-not-marked': 'an accepted lead out of turn is marked ^L before the card in the Play section',
    'card-not-played': 'that seat did not play this card to that trick',
    'rejected-but-led': 'the card that was not accepted still leads the trick in the Play section',
    'spread-needs-swap': 'after declarer spread his hand (Law 54A) the Declarer tag names the seat that played the hand with ^ ([Declarer "^X"])',
    'spread-not-opening-lead': 'declarer can spread his hand only after the opening lead (trick 1)',
    'corrected-card-in-play': 'the Play section shows the card as played, but a corrected revoke card was withdrawn (record the substitute)',
    'claim-complete-play': 'all 13 tricks are recorded, so there was no claim',
  },
  nl: {
    'accepted-not-marked': 'een geaccepteerd voorspelen voor de beurt krijgt ^L voor de kaart in de Play-sectie',
    'card-not-played': 'die speler speelde deze kaart niet in die slag',
    'rejected-but-led': 'de niet geaccepteerde kaart komt in de Play-sectie nog steeds uit',
    'spread-needs-swap': 'nadat de leider zijn hand openlegde (artikel 54A) noemt de Declarer-tag met ^ wie het spel speelde ([Declarer "^X"])',
    'spread-not-opening-lead': 'de leider kan zijn hand alleen na de uitkomst (slag 1) openleggen',
    'corrected-card-in-play': 'de Play-sectie toont de kaart als gespeeld, maar een herstelde verzaking werd teruggenomen (leg de vervangende kaart vast)',
    'claim-complete-play': 'alle 13 slagen zijn vastgelegd, dus er was geen claim',
  },
};

/** Dutch for the "expected" phrases the reader passes in English. */
const EXPECTED_IN_DUTCH: Record<string, string> = {
  'W, N, E or S': 'W, N, E of S',
  'W, N, E, S or ^W, ^N, ^E, ^S': 'W, N, E, S of ^W, ^N, ^E, ^S',
  'None, NS, EW or All': 'None, NS, EW of All',
  'YYYY.MM.DD': 'JJJJ.MM.DD',
  'HH:MM:SS': 'UU:MM:SS',
  'seconds': 'seconden',
  'a positive board number': 'een positief spelnummer',
  'a subset of W, N, E, S': 'een deelverzameling van W, N, E, S',
  'letters and digits': 'letters en cijfers',
  'letters, digits and periods (1.A.2)': 'letters, cijfers en punten (1.A.2)',
  '<games>/<minutes>': '<partijen>/<minuten>',
  'NS <score> and/or EW <score>': 'NS <score> en/of EW <score>',
  '<above>/<below>, optionally after NS or EW': '<boven>/<onder>, eventueel na NS of EW',
  'a number, optionally after NS or EW': 'een getal, eventueel na NS of EW',
  'Pass or <level><S|H|D|C|NT>[X|XX]': 'Pass of <niveau><S|H|D|C|NT>[X|XX]',
};

/** The "expected" argument in Dutch (numbers and unknown phrases pass through). */
export function expectedNl(args: { readonly expected: Arg }): string {
  const text = String(args.expected);
  const range = /^a number from 0 to (\d+)$/.exec(text);
  return range ? `een getal van 0 tot ${range[1]}` : EXPECTED_IN_DUTCH[text] ?? text;
}
