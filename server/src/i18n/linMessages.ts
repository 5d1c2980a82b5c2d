/**
 * The texts of the LIN reader's own diagnostics (codes `pbn.lin.…`) and of the LIN commands, in
 * English and Dutch. Cards read the way players write them: ♠A ♥10 in English, ♠A ♥V ♦B in Dutch
 * (H V B for king, queen, jack); seats North/Noord, sides NS/NZ.
 */
import { Card, SUIT_SYMBOLS, Suit } from '../bridge/cards';
import { Seat, Side } from '../bridge/seats';
import { MessageArgs } from '../syntax/problems';
import { seatName, sideName } from './bridgeTerms';
import { Language, Localized } from './localize';

type Message = (args: MessageArgs) => string;

const RANK_WORDS: Localized<Record<string, string>> = {
  en: { T: '10' },
  nl: { K: 'H', Q: 'V', J: 'B', T: '10' },
};

/** A card as players write it: ♠A, ♥10; in Dutch ♠H, ♥V, ♦B. */
export function cardText(card: Card, language: Language): string {
  const rank = card[1];
  return SUIT_SYMBOLS[card[0] as Suit] + (RANK_WORDS[language][rank] ?? rank);
}

const seat = (args: MessageArgs, key: string, language: Language) => seatName(String(args[key]) as Seat, language);
const side = (args: MessageArgs, key: string, language: Language) => sideName(String(args[key]) as Side, language);
const card = (args: MessageArgs, key: string, language: Language) => cardText(String(args[key]), language);
const room = (args: MessageArgs, language: Language) => {
  if (args.room === 'Open') return language === 'nl' ? ' (open kamer)' : ' (open room)';
  if (args.room === 'Closed') return language === 'nl' ? ' (gesloten kamer)' : ' (closed room)';
  return '';
};

const en: Record<string, Message> = {
  'pbn.lin.syntax.stray-text': (a) => `"${a.text}" is not a LIN tag: a tag is a name, '|', a value and '|' (such as mb|1H|).`,
  'pbn.lin.syntax.stray-pipe': () => "A '|' stands where a tag name should be; it is ignored.",
  'pbn.lin.syntax.bad-name': (a) => `"${a.text}" is not a LIN tag name (two letters, such as md, mb or pc); the tag is ignored.`,
  'pbn.lin.syntax.unclosed': (a) => `The value of ${a.tag} has no closing '|' before the end of the line.`,
  'pbn.lin.syntax.more': (a) => `${a.count} more syntax problems in this file are not shown.`,
  'pbn.lin.deal.bad-dealer': (a) => `Dealer digit "${a.digit}" is not 1 (South), 2 (West), 3 (North) or 4 (East); the dealer is taken from the board number.`,
  'pbn.lin.deal.too-many-hands': (a) => `The deal lists ${a.count} hands; md holds at most four (South, West, North, East).`,
  'pbn.lin.deal.bad-card': (a) => `"${a.character}" in ${seat(a, 'seat', 'en')}'s hand is not a suit (S H D C) or a rank (A K Q J T 9–2).`,
  'pbn.lin.deal.duplicate-card': (a) => `${card(a, 'card', 'en')} is dealt to ${seat(a, 'seat', 'en')} and to ${seat(a, 'other', 'en')}.`,
  'pbn.lin.deal.hand-size': (a) => `${seat(a, 'seat', 'en')}'s hand has ${a.count} cards; a hand holds 13.`,
  'pbn.lin.call.bad': (a) => `"${a.text}" is not a call; write p, d, r or a bid such as 1N or 4S (a trailing ! alerts it).`,
  'pbn.lin.call.after-end': (a) => `The auction was over (three passes), but ${a.call} follows; it is left out.`,
  'pbn.lin.card.bad': (a) => `"${a.text}" is not a card; write a suit and a rank, such as SA, hT or D10.`,
  'pbn.lin.card.passed-out': () => 'Cards are played, but the board was passed out; they are left out.',
  'pbn.lin.card.before-auction-end': () => 'Cards are played before the auction has ended (it needs three passes after the last bid); they are left out.',
  'pbn.lin.card.too-many': () => 'More than 52 cards are played; the cards after the 52nd are left out.',
  'pbn.lin.claim.bad': (a) => `Claim "${a.text}" is not a number of tricks from 0 to 13.`,
  'pbn.lin.claim.no-contract': () => 'A claim before the auction has produced a contract is left out.',
  'pbn.lin.claim.too-many': (a) => `The claim gives ${side(a, 'side', 'en')} ${a.claimed} tricks, but they have won ${a.won} and only ${a.left} are left: at most ${a.most}.`,
  'pbn.lin.claim.too-few': (a) => `The claim gives ${side(a, 'side', 'en')} ${a.claimed} tricks, fewer than the ${a.won} they have already won.`,
  'pbn.lin.claim.play-continued': (a) => `Play continued after this claim of ${a.claimed} tricks; the claim is ignored.`,
  'pbn.lin.results.mismatch': (a) => `The results list says ${a.listed} for board ${a.board}${room(a, 'en')}, but the board's own auction and claim give ${a.own}.`,
  'pbn.lin.tag.unknown': (a) => `Tag ${a.tag} is not a LIN tag this tool knows (${a.count}× in this file); it is kept and not read.`,
  'pbn.lin.names.count': (a) => `pn lists ${a.count} names; it takes 4 (South, West, North, East) or 8 (open room, then closed room).`,
  'pbn.lin.explanation.orphan': () => 'This explanation (an) does not follow a call of the auction; it is ignored.',
  'pbn.lin.room.bad': (a) => `"${a.text}" is not a room and board such as o12 or c12.`,
  'pbn.lin.vulnerability.bad': (a) => `Vulnerability "${a.text}" is not o (none), n (NS), e (EW) or b (both); it is taken from the board number.`,
};

const nl: Record<string, Message> = {
  'pbn.lin.syntax.stray-text': (a) => `"${a.text}" is geen LIN-tag: een tag is een naam, '|', een waarde en '|' (zoals mb|1H|).`,
  'pbn.lin.syntax.stray-pipe': () => "Een '|' staat waar een tagnaam hoort; hij wordt genegeerd.",
  'pbn.lin.syntax.bad-name': (a) => `"${a.text}" is geen LIN-tagnaam (twee letters, zoals md, mb of pc); de tag wordt genegeerd.`,
  'pbn.lin.syntax.unclosed': (a) => `De waarde van ${a.tag} heeft geen afsluitende '|' voor het einde van de regel.`,
  'pbn.lin.syntax.more': (a) => `Nog ${a.count} syntaxfouten in dit bestand worden niet getoond.`,
  'pbn.lin.deal.bad-dealer': (a) => `Gevercijfer "${a.digit}" is niet 1 (Zuid), 2 (West), 3 (Noord) of 4 (Oost); de gever volgt uit het spelnummer.`,
  'pbn.lin.deal.too-many-hands': (a) => `De verdeling noemt ${a.count} handen; md bevat er hoogstens vier (Zuid, West, Noord, Oost).`,
  'pbn.lin.deal.bad-card': (a) => `"${a.character}" in de hand van ${seat(a, 'seat', 'nl')} is geen kleur (S H D C) of rang (A K Q J T 9–2).`,
  'pbn.lin.deal.duplicate-card': (a) => `${card(a, 'card', 'nl')} is gedeeld aan ${seat(a, 'seat', 'nl')} en aan ${seat(a, 'other', 'nl')}.`,
  'pbn.lin.deal.hand-size': (a) => `De hand van ${seat(a, 'seat', 'nl')} heeft ${a.count} kaarten; een hand heeft er 13.`,
  'pbn.lin.call.bad': (a) => `"${a.text}" is geen bieding; schrijf p, d, r of een bod zoals 1N of 4S (een ! erachter alerteert).`,
  'pbn.lin.call.after-end': (a) => `Het bieden was voorbij (drie keer pas), maar ${a.call} volgt nog; die wordt weggelaten.`,
  'pbn.lin.card.bad': (a) => `"${a.text}" is geen kaart; schrijf een kleur en een rang, zoals SA, hT of D10.`,
  'pbn.lin.card.passed-out': () => 'Er worden kaarten gespeeld, maar het spel is rondgepast; ze worden weggelaten.',
  'pbn.lin.card.before-auction-end': () => 'Er worden kaarten gespeeld voordat het bieden voorbij is (drie keer pas na het laatste bod); ze worden weggelaten.',
  'pbn.lin.card.too-many': () => 'Er worden meer dan 52 kaarten gespeeld; de kaarten na de 52e worden weggelaten.',
  'pbn.lin.claim.bad': (a) => `Claim "${a.text}" is geen aantal slagen van 0 tot en met 13.`,
  'pbn.lin.claim.no-contract': () => 'Een claim voordat het bieden een contract heeft opgeleverd, wordt weggelaten.',
  'pbn.lin.claim.too-many': (a) => `De claim geeft ${side(a, 'side', 'nl')} ${a.claimed} slagen, maar zij hebben er ${a.won} gemaakt en er zijn er nog maar ${a.left} te spelen: hoogstens ${a.most}.`,
  'pbn.lin.claim.too-few': (a) => `De claim geeft ${side(a, 'side', 'nl')} ${a.claimed} slagen, minder dan de ${a.won} die zij al gemaakt hebben.`,
  'pbn.lin.claim.play-continued': (a) => `Na deze claim van ${a.claimed} slagen is doorgespeeld; de claim wordt genegeerd.`,
  'pbn.lin.results.mismatch': (a) => `De uitslagenlijst geeft ${a.listed} voor spel ${a.board}${room(a, 'nl')}, maar het bieden en de claim van het spel zelf geven ${a.own}.`,
  'pbn.lin.tag.unknown': (a) => `Tag ${a.tag} is geen LIN-tag die dit programma kent (${a.count}× in dit bestand); hij blijft staan en wordt niet gelezen.`,
  'pbn.lin.names.count': (a) => `pn noemt ${a.count} namen; er horen er 4 (Zuid, West, Noord, Oost) of 8 (open kamer, dan gesloten kamer).`,
  'pbn.lin.explanation.orphan': () => 'Deze uitleg (an) volgt niet op een bieding; hij wordt genegeerd.',
  'pbn.lin.room.bad': (a) => `"${a.text}" is geen kamer en spel zoals o12 of c12.`,
  'pbn.lin.vulnerability.bad': (a) => `Kwetsbaarheid "${a.text}" is niet o (niemand), n (NZ), e (OW) of b (allen); ze volgt uit het spelnummer.`,
};

const MESSAGES: Localized<Record<string, Message>> = { en, nl };

/** The localised message of a LIN diagnostic; the code itself when it has no text. */
export function linMessage(code: string, args: MessageArgs, language: Language): string {
  const message = MESSAGES[language][code] ?? MESSAGES.en[code];
  return message ? message(args) : code;
}

/** Every code that has a message, per language. */
export function knownLinCodes(): { en: string[]; nl: string[] } {
  return { en: Object.keys(en), nl: Object.keys(nl) };
}

/** The words of LIN code actions and lenses. */
export const LIN_ACTION_WORDS: Localized<{ convert: string; convertForRuling: string; showReport: string }> = {
  en: { convert: 'Convert this file to PBN', convertForRuling: 'Convert this file to PBN to write the ruling (LIN has no Result or Score)', showReport: 'Show the ruling in the report' },
  nl: { convert: 'Dit bestand naar PBN omzetten', convertForRuling: 'Dit bestand naar PBN omzetten om de uitspraak vast te leggen (LIN heeft geen Result of Score)', showReport: 'De uitspraak in het verslag tonen' },
};
