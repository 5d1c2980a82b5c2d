/**
 * The diagnostics of the auction and of what annotates calls and cards: calls out of place,
 * illegal or not standard, suffixes, NAGs, note references and notes, irregularity marks.
 */
import { Args, entry } from './entry';
import { Language } from '../localize';
import { card, seat } from './readerWords';

/** The entries of this family, by code. */
export const AUCTION_DIAGNOSTICS = {
  'pbn.auction.no-dealer': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: () => 'The auction needs a Dealer tag before it.',
    nl: () => 'Het bieden heeft een Dealer-tag ervoor nodig.',
  }),
  'pbn.auction.wrong-first-seat': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'dealer' | 'seat'>, l: Language = 'en') => `The first call must be the dealer's (${seat(a, 'dealer', l)}), but this column is ${seat(a, 'seat', l)}'s; use '-' for the seats before the dealer.`,
    nl: (a) => `De eerste bieding is van de gever (${seat(a, 'dealer', 'nl')}), maar deze kolom is van ${seat(a, 'seat', 'nl')}; gebruik '-' voor de spelers voor de gever.`,
  }),
  'pbn.auction.prose': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'text'>) => `"${a.text}" is text, not calls: write it as a comment in braces, { … }; its words are not read as calls.`,
    nl: (a) => `"${a.text}" is tekst, geen biedingen: schrijf het als commentaar tussen accolades, { … }; de woorden worden niet als biedingen gelezen.`,
  }),
  'pbn.auction.after-end': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'text'>) => `"${a.text}" comes after the end of the auction.`,
    nl: (a) => `"${a.text}" staat na het einde van het bieden.`,
  }),
  'pbn.auction.after-plus': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'text'>) => `"${a.text}" follows '+'; nothing may follow the continuation mark.`,
    nl: (a) => `"${a.text}" volgt op '+'; na het vervolgteken mag niets staan.`,
  }),
  'pbn.call.bad-token': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'text'>) => `"${a.text}" is not a call; calls are Pass, X, XX, AP, 1C … 7NT, or '-'.`,
    nl: (a) => `"${a.text}" is geen bieding; biedingen zijn Pass, X, XX, AP, 1C … 7NT, of '-'.`,
  }),
  'pbn.call.illegal': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'reason' | 'call', 'previous'>) => a.reason === 'insufficient' ? `${a.call} is insufficient after ${a.previous}; mark an accepted insufficient bid with ^I.` : a.reason === 'double' ? 'A double is only allowed of an opponent\'s bid that is not doubled yet.' : 'A redouble is only allowed of an opponent\'s double.',
    nl: (a) => a.reason === 'insufficient' ? `${a.call} is onvoldoende na ${a.previous}; markeer een geaccepteerd onvoldoende bod met ^I.` : a.reason === 'double' ? 'Doublet mag alleen op een nog niet gedoubleerd bod van een tegenstander.' : 'Redoublet mag alleen op een doublet van een tegenstander.',
  }),
  'pbn.call.sufficient': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'call'>) => `${a.call} is marked ^I (accepted insufficient bid) but it is sufficient.`,
    nl: (a) => `${a.call} is gemarkeerd met ^I (geaccepteerd onvoldoende bod) maar is voldoende.`,
  }),
  'pbn.call.bad-strain': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'text'>) => `"${a.text}" has no valid denomination; a bid is a level 1–7 followed by C, D, H, S or NT (for example 1NT).`,
    nl: (a) => `"${a.text}" heeft geen geldige denominatie; een bod is een niveau 1–7 gevolgd door C, D, H, S of NT (bijvoorbeeld 1NT).`,
  }),
  'pbn.suffix.alert': entry({
    severity: ['hint'],
    en: (a: Args<'text'>) => `"${a.text}" after a call means "good call" in PBN ($1); if it marks an alert, refer to a note instead (=1= with [Note "1:…"]).`,
    nl: (a) => `"${a.text}" na een bieding betekent in PBN "goede bieding" ($1); markeert het een alert, verwijs dan naar een notitie (=1= met [Note "1:…"]).`,
  }),
  'pbn.call.nonstandard': entry({
    severity: ['warning'],
    en: (a: Args<'text' | 'expected'>) => `"${a.text}" is not standard PBN; write ${a.expected}.`,
    nl: (a) => `"${a.text}" is geen standaard-PBN; schrijf ${a.expected}.`,
  }),
  'pbn.annotation.orphan': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `"${a.text}" has no call or card to belong to.`,
    nl: (a) => `"${a.text}" hoort bij geen bieding of kaart.`,
  }),
  'pbn.suffix.double': entry({
    severity: ['warning'],
    en: (a: Args<'text'>) => `"${a.text}": a call or card takes at most one suffix (! ? !! ?? !? ?!).`,
    nl: (a) => `"${a.text}": een bieding of kaart krijgt hoogstens één suffix (! ? !! ?? !? ?!).`,
  }),
  'pbn.nag.double': entry({
    severity: ['warning'],
    en: (a: Args<'text'>) => `"${a.text}": a suffix and a quality NAG on the same item say the same thing twice.`,
    nl: (a) => `"${a.text}": een suffix en een kwaliteits-NAG op hetzelfde item zeggen twee keer hetzelfde.`,
  }),
  'pbn.nag.bad': entry({
    severity: ['error'],
    en: (a: Args<'nag' | 'of'>) => `${a.nag} is not a NAG for a ${a.of}: $1–$6 and $13 are for calls, $7–$12 and $14 for cards, at most $255.`,
    nl: (a) => `${a.nag} is geen NAG voor een ${a.of === 'call' ? 'bieding' : 'kaart'}: $1–$6 en $13 zijn voor biedingen, $7–$12 en $14 voor kaarten, hoogstens $255.`,
  }),
  'pbn.nag.bad-number': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `"${a.text}" is not a NAG; write $ followed by a number 0–255.`,
    nl: (a) => `"${a.text}" is geen NAG; schrijf $ gevolgd door een getal 0–255.`,
  }),
  'pbn.note.bad-reference': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `"${a.text}" is not a note reference; use =1= … =32=.`,
    nl: (a) => `"${a.text}" is geen notitieverwijzing; gebruik =1= … =32=.`,
  }),
  'pbn.note.double': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `"${a.text}": a call or card takes at most one note reference.`,
    nl: (a) => `"${a.text}": een bieding of kaart krijgt hoogstens één notitieverwijzing.`,
  }),
  'pbn.note.missing': entry({
    severity: ['error'],
    en: (a: Args<'number'>) => `No [Note "${a.number}:…"] explains =${a.number}=.`,
    nl: (a) => `Geen [Note "${a.number}:…"] verklaart =${a.number}=.`,
  }),
  'pbn.note.unused': entry({
    severity: ['warning'],
    en: (a: Args<'number'>) => `Note ${a.number} is not referred to by any =${a.number}=.`,
    nl: (a) => `Naar notitie ${a.number} verwijst geen enkele =${a.number}=.`,
  }),
  'pbn.note.bad-number': entry({
    severity: ['error'],
    en: (a: Args<'value'>) => `Note "${a.value}" must start with its number: "n:text".`,
    nl: (a) => `Note "${a.value}" moet met zijn nummer beginnen: "n:tekst".`,
  }),
  'pbn.note.out-of-range': entry({
    severity: ['error'],
    en: (a: Args<'number'>) => `Note number ${a.number} is out of range; notes are numbered 1 to 32.`,
    nl: (a) => `Notitienummer ${a.number} valt buiten het bereik; notities zijn genummerd van 1 tot 32.`,
  }),
  'pbn.note.misplaced': entry({
    severity: ['error'],
    en: () => 'A Note tag belongs after the calls of the auction or the cards of the play.',
    nl: () => 'Een Note-tag hoort na de biedingen van het bieden of de kaarten van het spelverloop.',
  }),
  'pbn.irregularity.bad': entry({
    severity: ['error'],
    en: (a: Args<'text' | 'where'>) => `"${a.text}" is not an irregularity mark of the ${a.where === 'auction' ? 'auction (^I, ^S)' : 'play (^R, ^L)'}.`,
    nl: (a) => `"${a.text}" is geen onregelmatigheidsteken van ${a.where === 'auction' ? 'het bieden (^I, ^S)' : 'het spelverloop (^R, ^L)'}.`,
  }),
  'pbn.irregularity.double': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `"${a.text}" repeats an irregularity mark.`,
    nl: (a) => `"${a.text}" herhaalt een onregelmatigheidsteken.`,
  }),
  'pbn.irregularity.combined': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `"${a.text}": a card cannot be both a revoke (^R) and a lead out of turn (^L).`,
    nl: (a) => `"${a.text}": een kaart kan niet tegelijk een verzaking (^R) en een voorspelen voor de beurt (^L) zijn.`,
  }),
};
