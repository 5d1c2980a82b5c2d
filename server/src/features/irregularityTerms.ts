/**
 * EXTENSION POINT for the `[Irregularities]` tag vocabulary (annotations.md §3): the events, the
 * choices each event allows in an edition of the Laws, and what they mean, for completion and
 * hover. The Laws team's vocabulary module (server/src/laws/irregularityVocabulary.ts) was not
 * there when this was written, so this table follows annotations.md §3; once that module exists,
 * `irregularityVocabulary` should return its entries and this table can go.
 */
import { Language, Localized } from '../i18n/localize';
import { Edition } from '../laws/types';

/** One choice of an event. */
export interface IrregularityChoice {
  name: string;
  meaning: Localized<string>;
  /** Editions where the choice exists (all when absent). */
  editions?: readonly Edition[];
}

/** One event of the Irregularities tag. */
export interface IrregularityEventTerm {
  name: string;
  /** What the card field holds. */
  card: 'card' | 'suit' | 'none';
  laws: string;
  meaning: Localized<string>;
  choices: IrregularityChoice[];
}

const term = (name: string, en: string, nl: string, editions?: readonly Edition[]): IrregularityChoice => ({ name, meaning: { en, nl }, editions });

const EVENTS: readonly IrregularityEventTerm[] = [
  { name: 'Revoke', card: 'card', laws: '61–64', meaning: { en: 'A revoke with this card.', nl: 'Een verzaking met deze kaart.' }, choices: [
    term('Established', 'Not noticed in time (the same as ^R).', 'Niet op tijd opgemerkt (hetzelfde als ^R).'),
    term('Corrected', 'Withdrawn before it was established; the recorded card is the substitute.', 'Teruggenomen voordat ze voldongen was; de vastgelegde kaart is de vervanger.'),
    term('NextBoard', 'Attention first drawn after a non-offender called on the next board.', 'Pas opgemerkt nadat een niet-overtreder in het volgende spel had geboden.'),
    term('AfterRound', 'Attention first drawn after the round ended.', 'Pas opgemerkt na afloop van de ronde.'),
    term('AsIfEstablished', 'Treated as established after an illegal inquiry (Law 63B of 1997).', 'Als voldongen behandeld na een ongeoorloofde vraag (artikel 63B van 1997).', ['1997']),
  ] },
  { name: 'LeadOutOfTurn', card: 'card', laws: '53–56', meaning: { en: 'A lead out of turn with this card.', nl: 'Een voorspeelfout met deze kaart.' }, choices: [
    term('Accepted', 'The lead was accepted (the same as ^L).', 'De uitkomst werd geaccepteerd (hetzelfde als ^L).'),
    term('Rejected', 'Rejected: a defender\'s card becomes a penalty card; declarer\'s card goes back.', 'Geweigerd: de kaart van een tegenspeler wordt een strafkaart; die van de leider gaat terug.'),
    term('DeclarerSpreads', 'Declarer spread his hand and became dummy (Law 54A, with [Declarer "^X"]).', 'De leider legde zijn kaarten open en werd blinde (artikel 54A, met [Declarer "^X"]).'),
    term('WrongHand', 'Declarer led from the wrong hand and must lead from the right one.', 'De leider speelde uit de verkeerde hand voor en moet uit de goede hand voorspelen.'),
  ] },
  { name: 'PenaltyCard', card: 'card', laws: '49–52', meaning: { en: 'A penalty card.', nl: 'Een strafkaart.' }, choices: [
    term('Major', 'A major penalty card.', 'Een grote strafkaart.'),
    term('Minor', 'A minor penalty card.', 'Een kleine strafkaart.'),
  ] },
  { name: 'LeadRestriction', card: 'suit', laws: '50D2, 51', meaning: { en: 'Declarer\'s lead restriction when the penalty card owner\'s partner is to lead.', nl: 'De uitkomstbeperking die de leider oplegt als de partner van de eigenaar van de strafkaart moet uitkomen.' }, choices: [
    term('Require', 'The suit must be led.', 'De kleur moet worden voorgespeeld.'),
    term('Forbid', 'The suit may not be led.', 'De kleur mag niet worden voorgespeeld.'),
    term('None', 'No restriction.', 'Geen beperking.'),
  ] },
  { name: 'PrematurePlay', card: 'card', laws: '57', meaning: { en: 'A defender played to the next trick before his partner played to this one.', nl: 'Een tegenspeler speelde in de volgende slag voordat zijn partner in deze slag speelde.' }, choices: [
    term('Highest', 'Partner must play his highest card of the suit led.', 'De partner moet zijn hoogste kaart van de gevraagde kleur spelen.'),
    term('Lowest', 'Partner must play his lowest card of the suit led.', 'De partner moet zijn laagste kaart van de gevraagde kleur spelen.'),
    term('Play:', 'Partner must play a card of the suit named after the colon.', 'De partner moet een kaart spelen van de kleur na de dubbele punt.'),
    term('NotPlay:', 'Partner may not play a card of the suit named after the colon.', 'De partner mag geen kaart spelen van de kleur na de dubbele punt.'),
    term('None', 'Declarer imposed nothing.', 'De leider legde niets op.'),
  ] },
  { name: 'Claim', card: 'none', laws: '68–71', meaning: { en: 'A claim or concession.', nl: 'Een claim of het afstaan van slagen.' }, choices: [
    term('Agreed', 'The claim was agreed.', 'De claim werd aanvaard.'),
    term('Disputed', 'The claim was disputed; the Director rules.', 'De claim werd betwist; de wedstrijdleider beslist.'),
    term('PlayedOn', 'Play continued after the claim (Law 68D2b of 2017).', 'Er werd doorgespeeld na de claim (artikel 68D2b van 2017).', ['2017']),
  ] },
];

/** The events of the Irregularities tag. */
export function irregularityVocabulary(): readonly IrregularityEventTerm[] {
  return EVENTS;
}

/** The choices of an event that exist in an edition. */
export function choicesFor(event: IrregularityEventTerm, edition: Edition): IrregularityChoice[] {
  return event.choices.filter((choice) => !choice.editions || choice.editions.includes(edition));
}

/** "**Revoke** (Laws 61–64): A revoke with this card." — the hover text of an event or a choice word. */
export function describeIrregularityWord(word: string, edition: Edition, language: Language): string | undefined {
  for (const event of EVENTS) {
    const heading = language === 'nl' ? 'Artikelen' : 'Laws';
    if (event.name.toLowerCase() === word.toLowerCase()) return `**${event.name}** (${heading} ${event.laws}): ${event.meaning[language]}`;
  }
  for (const event of EVENTS) {
    const choice = choicesFor(event, edition).find((candidate) => candidate.name.replace(/:$/, '').toLowerCase() === word.replace(/:.*$/, '').toLowerCase());
    if (choice) return `**${choice.name}** (${event.name}): ${choice.meaning[language]}`;
  }
  return undefined;
}
