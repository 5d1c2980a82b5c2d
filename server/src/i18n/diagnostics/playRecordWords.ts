/**
 * The texts of the findings about a play record that cannot be what happened at the table
 * (`pbn.play.broken-record`: a card played by a hand that does not hold it, with what the record
 * most likely is; or a card a Bridgemate took without its rank, `rank-missing`), in English and
 * Dutch, for its entry in playDiagnostics.ts. Seats and cards are written in bridge notation from
 * the codes passed.
 */
import { Seat } from '../../bridge/seats';
import { SUIT_SYMBOLS, Suit } from '../../bridge/cards';
import { MessageArgs } from './entry';
import { cardText } from '../bridgeNotation';
import { seatName } from '../bridgeTerms';
import { Language, Localized } from '../localize';

const STEPS: Localized<Record<number, string>> = {
  en: { 1: 'one seat on', 2: 'two seats on', 3: 'one seat back' },
  nl: { 1: 'één plaats verder', 2: 'twee plaatsen verder', 3: 'één plaats terug' },
};

const name = (args: MessageArgs, key: string, language: Language) => seatName(String(args[key]) as Seat, language);
const cardOf = (args: MessageArgs, key: string, language: Language) => cardText(String(args[key]), language);
const order = (args: MessageArgs, language: Language) => [...String(args.order ?? '')].map((letter) => seatName(letter as Seat, language)).join(', ');
/** The tricks after the first, as "7" or "7 and 9" / "7 en 9". */
const others = (args: MessageArgs, language: Language) => {
  const rest = String(args.tricks).split(',').slice(1);
  const and = language === 'nl' ? ' en ' : ' and ';
  return rest.length <= 1 ? rest.join('') : `${rest.slice(0, -1).join(', ')}${and}${rest[rest.length - 1]}`;
};
const plural = (args: MessageArgs) => String(args.tricks).split(',').length > 2;

/** A card of each suit, as the question "which … did he play" names it. */
const SUIT_CARD: Localized<Record<Suit, string>> = {
  en: { S: 'spade', H: 'heart', D: 'diamond', C: 'club' },
  nl: { S: 'schoppenkaart', H: 'hartenkaart', D: 'ruitenkaart', C: 'klaverenkaart' },
};

/** Every trick of the list, as "3", "3 and 7" or "3, 5 and 7" / "3 en 7". */
const allTricks = (args: MessageArgs, language: Language) => {
  const tricks = String(args.tricks).split(',');
  return tricks.length === 1 ? tricks[0] : `${tricks.slice(0, -1).join(', ')}${language === 'nl' ? ' en ' : ' and '}${tricks[tricks.length - 1]}`;
};

/** A card entered on a Bridgemate without its rank (`Hx`, written `-` with `{Bridgemate Hx}`), in English. */
function rankMissingEn(a: MessageArgs): string {
  const seat = name(a, 'seat', 'en');
  const suit = String(a.suit) as Suit;
  const tricks = String(a.tricks).split(',').length;
  const more = Number(a.count) > 1 ? `; ${a.count} cards in all were entered without their rank (trick${tricks > 1 ? 's' : ''} ${allTricks(a, 'en')})` : '';
  return `The play record is broken: a card was entered on the Bridgemate without its rank. ${seat}'s card at trick ${a.trick} was entered as ${SUIT_SYMBOLS[suit]}x, so the record holds an unknown card (-) there${more}. `
    + `Ask the table which ${SUIT_CARD.en[suit]} ${seat} played (or check the score sheet) and write it in place of the -. `
    + 'No ruling on this game\'s play (no revoke, no trick transferred) until the record is complete; fix leaves the game alone.';
}

/** A card entered on a Bridgemate without its rank, in Dutch. */
function rankMissingNl(a: MessageArgs): string {
  const seat = name(a, 'seat', 'nl');
  const suit = String(a.suit) as Suit;
  const tricks = String(a.tricks).split(',').length;
  const more = Number(a.count) > 1 ? `; in totaal zijn ${a.count} kaarten zonder waarde ingevoerd (slag${tricks > 1 ? 'en' : ''} ${allTricks(a, 'nl')})` : '';
  return `Het spelverloop is fout vastgelegd: een kaart is in de Bridgemate ingevoerd zonder waarde. De kaart van ${seat} in slag ${a.trick} is ingevoerd als ${SUIT_SYMBOLS[suit]}x, dus de registratie heeft daar een onbekende kaart (-)${more}. `
    + `Vraag aan tafel welke ${SUIT_CARD.nl[suit]} ${seat} speelde (of kijk op het scorebriefje) en schrijf die kaart in plaats van de -. `
    + 'Geen uitspraak over het spel (geen verzaking, geen slag overgedragen) tot de registratie volledig is; fix laat het spel ongemoeid.';
}

/** The broken-record finding in English. */
export function brokenRecordEn(a: MessageArgs): string {
  if (a.cause === 'rank-missing') return rankMissingEn(a);
  const seat = name(a, 'seat', 'en');
  const more = Number(a.notHeld) > 1 ? `; ${a.notHeld} cards in all stand in a hand that does not hold them` : '';
  const head = `Not a revoke: the play record is broken. ${seat} plays ${cardOf(a, 'card', 'en')} at trick ${a.trick}, a card ${seat} does not hold (per the Deal)${more}.`;
  const also = !others(a, 'en') ? '' : Number(a.same) === 1
    ? `; so ${plural(a) ? 'do tricks' : 'does trick'} ${others(a, 'en')}, read the same way`
    : `; trick${plural(a) ? 's' : ''} ${others(a, 'en')} fit${plural(a) ? '' : 's'} too, read another way`;
  const steps = STEPS.en[Number(a.steps)];
  const first = String(a.tricks).split(',')[0];
  let cause: string;
  switch (a.cause) {
    case 'columns-rotated':
      cause = `Every trick fits the hands when the columns are read ${steps} (${order(a, 'en')}): the play was most likely written from the wrong seat (the Play tag or the Deal a seat off). Check the Play tag and the Deal against the table's record.`;
      break;
    case 'trick-rotated':
      cause = `Trick ${first} fits the hands, every card held and legal, when its line is read ${steps} (as ${order(a, 'en')})${also}: the line was most likely written from the wrong seat. Check it against the table's record (the score sheet, or the source the file was made from).`;
      break;
    case 'cards-swapped':
      cause = `Trick ${first} fits the hands, every card held and legal, with ${cardOf(a, 'cardA', 'en')} and ${cardOf(a, 'cardB', 'en')} exchanged (${name(a, 'seatA', 'en')}'s and ${name(a, 'seatB', 'en')}'s columns)${also}: the two cards were most likely swapped in the record. Check trick ${first} against the table's record.`;
      break;
    default:
      cause = `No reading of trick ${a.tricks} (its line rotated, or two cards exchanged) fits the Deal: check the Deal and trick ${a.tricks} against the table's record.`;
  }
  return `${head} ${cause} No ruling on this game's play (no revoke, no trick transferred) until the record is corrected; fix leaves the game alone.`;
}

/** The broken-record finding in Dutch. */
export function brokenRecordNl(a: MessageArgs): string {
  if (a.cause === 'rank-missing') return rankMissingNl(a);
  const seat = name(a, 'seat', 'nl');
  const more = Number(a.notHeld) > 1 ? `; in totaal staan ${a.notHeld} kaarten bij een hand die ze niet heeft` : '';
  const head = `Geen verzaking: het spelverloop is fout vastgelegd. ${seat} speelt ${cardOf(a, 'card', 'nl')} in slag ${a.trick}, een kaart die ${seat} niet heeft (volgens Deal)${more}.`;
  const also = !others(a, 'nl') ? '' : Number(a.same) === 1
    ? `; net als slag${plural(a) ? 'en' : ''} ${others(a, 'nl')}, op dezelfde manier gelezen`
    : `; slag${plural(a) ? 'en' : ''} ${others(a, 'nl')} klopp${plural(a) ? 'en' : 't'} ook, anders gelezen`;
  const steps = STEPS.nl[Number(a.steps)];
  const first = String(a.tricks).split(',')[0];
  let cause: string;
  switch (a.cause) {
    case 'columns-rotated':
      cause = `Elke slag klopt met de handen als de kolommen ${steps} gelezen worden (${order(a, 'nl')}): het spel is waarschijnlijk vanaf de verkeerde windrichting geschreven (de Play-tag of Deal een plaats verschoven). Controleer de Play-tag en Deal met de registratie aan tafel.`;
      break;
    case 'trick-rotated':
      cause = `Slag ${first} klopt met de handen, elke kaart in bezit en reglementair, als de regel ${steps} gelezen wordt (als ${order(a, 'nl')})${also}: de regel is waarschijnlijk vanaf de verkeerde windrichting geschreven. Controleer hem met de registratie aan tafel (het scorebriefje, of de bron van het bestand).`;
      break;
    case 'cards-swapped':
      cause = `Slag ${first} klopt met de handen, elke kaart in bezit en reglementair, met ${cardOf(a, 'cardA', 'nl')} en ${cardOf(a, 'cardB', 'nl')} verwisseld (de kolommen van ${name(a, 'seatA', 'nl')} en ${name(a, 'seatB', 'nl')})${also}: die twee kaarten zijn waarschijnlijk verwisseld. Controleer slag ${first} met de registratie aan tafel.`;
      break;
    default:
      cause = `Geen lezing van slag ${a.tricks} (de regel gedraaid, of twee kaarten verwisseld) klopt met Deal: controleer Deal en slag ${a.tricks} met de registratie aan tafel.`;
  }
  return `${head} ${cause} Geen uitspraak over het spel (geen verzaking, geen slag overgedragen) tot de registratie verbeterd is; fix laat het spel ongemoeid.`;
}
