/**
 * The LIN reader's own diagnostics (codes `pbn.lin.…`): tag syntax, deals, calls, cards,
 * claims, the results list, names and rooms. Cards read as players write them (♠A ♥10; Dutch
 * ♠H ♥V ♦B), seats North/Noord, sides NS/NZ.
 */
import { Args, entry } from './entry';
import { card, room, seat, side } from './linWords';

/** The entries of this family, by code. */
export const LIN_DIAGNOSTICS = {
  'pbn.lin.syntax.stray-text': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `"${a.text}" is not a LIN tag: a tag is a name, '|', a value and '|' (such as mb|1H|).`,
    nl: (a) => `"${a.text}" is geen LIN-tag: een tag is een naam, '|', een waarde en '|' (zoals mb|1H|).`,
  }),
  'pbn.lin.syntax.stray-pipe': entry({
    severity: ['error'],
    en: () => "A '|' stands where a tag name should be; it is ignored.",
    nl: () => "Een '|' staat waar een tagnaam hoort; hij wordt genegeerd.",
  }),
  'pbn.lin.syntax.bad-name': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `"${a.text}" is not a LIN tag name (two letters, such as md, mb or pc); the tag is ignored.`,
    nl: (a) => `"${a.text}" is geen LIN-tagnaam (twee letters, zoals md, mb of pc); de tag wordt genegeerd.`,
  }),
  'pbn.lin.syntax.unclosed': entry({
    severity: ['error'],
    en: (a: Args<'tag'>) => `The value of ${a.tag} has no closing '|' before the end of the line.`,
    nl: (a) => `De waarde van ${a.tag} heeft geen afsluitende '|' voor het einde van de regel.`,
  }),
  'pbn.lin.syntax.more': entry({
    severity: ['error'],
    en: (a: Args<'count'>) => `${a.count} more syntax problems in this file are not shown.`,
    nl: (a) => `Nog ${a.count} syntaxfouten in dit bestand worden niet getoond.`,
  }),
  'pbn.lin.deal.bad-dealer': entry({
    severity: ['error'],
    en: (a: Args<'digit'>) => `Dealer digit "${a.digit}" is not 1 (South), 2 (West), 3 (North) or 4 (East); the dealer is taken from the board number.`,
    nl: (a) => `Gevercijfer "${a.digit}" is niet 1 (Zuid), 2 (West), 3 (Noord) of 4 (Oost); de gever volgt uit het spelnummer.`,
  }),
  'pbn.lin.deal.too-many-hands': entry({
    severity: ['error'],
    en: (a: Args<'count'>) => `The deal lists ${a.count} hands; md holds at most four (South, West, North, East).`,
    nl: (a) => `De verdeling noemt ${a.count} handen; md bevat er hoogstens vier (Zuid, West, Noord, Oost).`,
  }),
  'pbn.lin.deal.bad-card': entry({
    severity: ['error'],
    en: (a: Args<'character' | 'seat'>) => `"${a.character}" in ${seat(a, 'seat', 'en')}'s hand is not a suit (S H D C) or a rank (A K Q J T 9–2).`,
    nl: (a) => `"${a.character}" in de hand van ${seat(a, 'seat', 'nl')} is geen kleur (S H D C) of rang (A K Q J T 9–2).`,
  }),
  'pbn.lin.deal.duplicate-card': entry({
    severity: ['error'],
    en: (a: Args<'card' | 'seat' | 'other'>) => `${card(a, 'card', 'en')} is dealt to ${seat(a, 'seat', 'en')} and to ${seat(a, 'other', 'en')}.`,
    nl: (a) => `${card(a, 'card', 'nl')} is gedeeld aan ${seat(a, 'seat', 'nl')} en aan ${seat(a, 'other', 'nl')}.`,
  }),
  'pbn.lin.deal.hand-size': entry({
    severity: ['error'],
    en: (a: Args<'count' | 'seat'>) => `${seat(a, 'seat', 'en')}'s hand has ${a.count} cards; a hand holds 13.`,
    nl: (a) => `De hand van ${seat(a, 'seat', 'nl')} heeft ${a.count} kaarten; een hand heeft er 13.`,
  }),
  'pbn.lin.call.bad': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `"${a.text}" is not a call; write p, d, r or a bid such as 1N or 4S (a trailing ! alerts it).`,
    nl: (a) => `"${a.text}" is geen bieding; schrijf p, d, r of een bod zoals 1N of 4S (een ! erachter alerteert).`,
  }),
  'pbn.lin.call.after-end': entry({
    severity: ['error'],
    en: (a: Args<'call'>) => `The auction was over (three passes), but ${a.call} follows; it is left out.`,
    nl: (a) => `Het bieden was voorbij (drie keer pas), maar ${a.call} volgt nog; die wordt weggelaten.`,
  }),
  'pbn.lin.card.bad': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `"${a.text}" is not a card; write a suit and a rank, such as SA, hT or D10.`,
    nl: (a) => `"${a.text}" is geen kaart; schrijf een kleur en een rang, zoals SA, hT of D10.`,
  }),
  'pbn.lin.card.passed-out': entry({
    severity: ['error'],
    en: () => 'Cards are played, but the board was passed out; they are left out.',
    nl: () => 'Er worden kaarten gespeeld, maar het spel is rondgepast; ze worden weggelaten.',
  }),
  'pbn.lin.card.before-auction-end': entry({
    severity: ['error'],
    en: () => 'Cards are played before the auction has ended (it needs three passes after the last bid); they are left out.',
    nl: () => 'Er worden kaarten gespeeld voordat het bieden voorbij is (drie keer pas na het laatste bod); ze worden weggelaten.',
  }),
  'pbn.lin.card.too-many': entry({
    severity: ['error'],
    en: () => 'More than 52 cards are played; the cards after the 52nd are left out.',
    nl: () => 'Er worden meer dan 52 kaarten gespeeld; de kaarten na de 52e worden weggelaten.',
  }),
  'pbn.lin.claim.bad': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `Claim "${a.text}" is not a number of tricks from 0 to 13.`,
    nl: (a) => `Claim "${a.text}" is geen aantal slagen van 0 tot en met 13.`,
  }),
  'pbn.lin.claim.no-contract': entry({
    severity: ['error'],
    en: () => 'A claim before the auction has produced a contract is left out.',
    nl: () => 'Een claim voordat het bieden een contract heeft opgeleverd, wordt weggelaten.',
  }),
  'pbn.lin.claim.too-many': entry({
    severity: ['error'],
    en: (a: Args<'claimed' | 'won' | 'left' | 'most' | 'side'>) => `The claim gives ${side(a, 'side', 'en')} ${a.claimed} tricks, but they have won ${a.won} and only ${a.left} are left: at most ${a.most}.`,
    nl: (a) => `De claim geeft ${side(a, 'side', 'nl')} ${a.claimed} slagen, maar zij hebben er ${a.won} gemaakt en er zijn er nog maar ${a.left} te spelen: hoogstens ${a.most}.`,
  }),
  'pbn.lin.claim.too-few': entry({
    severity: ['error'],
    en: (a: Args<'claimed' | 'won' | 'side'>) => `The claim gives ${side(a, 'side', 'en')} ${a.claimed} tricks, fewer than the ${a.won} they have already won.`,
    nl: (a) => `De claim geeft ${side(a, 'side', 'nl')} ${a.claimed} slagen, minder dan de ${a.won} die zij al gemaakt hebben.`,
  }),
  'pbn.lin.claim.play-continued': entry({
    severity: ['warning'],
    en: (a: Args<'claimed'>) => `Play continued after this claim of ${a.claimed} tricks; the claim is ignored.`,
    nl: (a) => `Na deze claim van ${a.claimed} slagen is doorgespeeld; de claim wordt genegeerd.`,
  }),
  'pbn.lin.results.mismatch': entry({
    severity: ['warning'],
    en: (a: Args<'listed' | 'board' | 'own'>) => `The results list says ${a.listed} for board ${a.board}${room(a, 'en')}, but the board's own auction and claim give ${a.own}.`,
    nl: (a) => `De uitslagenlijst geeft ${a.listed} voor spel ${a.board}${room(a, 'nl')}, maar het bieden en de claim van het spel zelf geven ${a.own}.`,
  }),
  'pbn.lin.tag.unknown': entry({
    severity: ['info'],
    en: (a: Args<'tag' | 'count'>) => `Tag ${a.tag} is not a LIN tag this tool knows (${a.count}× in this file); it is kept and not read.`,
    nl: (a) => `Tag ${a.tag} is geen LIN-tag die dit programma kent (${a.count}× in dit bestand); hij blijft staan en wordt niet gelezen.`,
  }),
  'pbn.lin.names.count': entry({
    severity: ['warning'],
    en: (a: Args<'count'>) => `pn lists ${a.count} names; it takes 4 (South, West, North, East) or 8 (open room, then closed room).`,
    nl: (a) => `pn noemt ${a.count} namen; er horen er 4 (Zuid, West, Noord, Oost) of 8 (open kamer, dan gesloten kamer).`,
  }),
  'pbn.lin.explanation.orphan': entry({
    severity: ['warning'],
    en: () => 'This explanation (an) does not follow a call of the auction; it is ignored.',
    nl: () => 'Deze uitleg (an) volgt niet op een bieding; hij wordt genegeerd.',
  }),
  'pbn.lin.room.bad': entry({
    severity: ['warning'],
    en: (a: Args<'text'>) => `"${a.text}" is not a room and board such as o12 or c12.`,
    nl: (a) => `"${a.text}" is geen kamer en spel zoals o12 of c12.`,
  }),
  'pbn.lin.vulnerability.bad': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `Vulnerability "${a.text}" is not o (none), n (NS), e (EW) or b (both); it is taken from the board number.`,
    nl: (a) => `Kwetsbaarheid "${a.text}" is niet o (niemand), n (NZ), e (OW) of b (allen); ze volgt uit het spelnummer.`,
  }),
};
