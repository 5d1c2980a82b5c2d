/**
 * The vocabulary of the `[Irregularities]` tag (annotations.md §3), in one place for the reader,
 * the engine, completion and hover: each event word, what its card field holds, its choices with
 * their meanings in English and Dutch, the articles they concern, and which choices exist only in
 * some editions (read from the edition's rules, never from the edition number). Words compare
 * case-insensitively; `Play:<suit>` and `NotPlay:<suit>` carry a suit after the colon.
 *
 * Extensions to annotations.md §3 (additive only): `LeadOutOfTurn … MustAccept` records that
 * declarer could have seen a card of dummy's, so he had to accept the opening lead (54C); written
 * next to a `Rejected` event for the same lead it marks that rejection as one the Laws forbid.
 * `LeadOutOfTurn … ProperLead` records that the proper leader, an opponent of the offender, led in
 * turn after the irregular lead, so his lead stands and the cards played in error go back without
 * rectification (53C; 53B in 2017). The wrong defender playing to declarer's lead out of turn
 * (53B; 53C in 2017) is written with the existing words: a `PrematurePlay` of that defender in the
 * same trick. `Revoke … RecordError` records the Director's finding that what looks like a revoke in the
 * Play section is a recording error: no ruling is given on it.
 */
import { Localized } from '../i18n/localize';
import { PlayIrregularityRules } from './editions/playRules';
import { rulesFor } from './editions';
import { Edition } from './types';

/** The event words of the tag. */
export type IrregularityEventName = 'Revoke' | 'LeadOutOfTurn' | 'PenaltyCard' | 'LeadRestriction' | 'PrematurePlay' | 'Claim';

/** What the card field of an event holds. */
export type CardField = 'card' | 'suit' | 'none';

/** One choice value of an event. */
export interface ChoiceDefinition {
  /** The word as written, without the suit of `Play:<suit>`. */
  value: string;
  /** True for `Play:` and `NotPlay:`, which name a suit after the colon. */
  takesSuit?: boolean;
  /** The edition flag that must be true for the choice to exist. */
  onlyWhen?: keyof Pick<PlayIrregularityRules, 'prematurePlayRequireSuit' | 'asIfEstablished' | 'claimPlayedOn'>;
  meaning: Localized<string>;
}

/** One event word and its choices. */
export interface EventDefinition {
  name: IrregularityEventName;
  card: CardField;
  /** The articles concerned, for hovers (2017 numbering). */
  laws: string;
  meaning: Localized<string>;
  choices: ChoiceDefinition[];
}

/** Every event of the tag, in the order of annotations.md §3. */
export const IRREGULARITY_EVENTS: readonly EventDefinition[] = [
  {
    name: 'Revoke', card: 'card', laws: '61-64',
    meaning: { en: 'a revoke: the card played while holding the suit led', nl: 'een verzaking: de kaart gespeeld terwijl de speler de gevraagde kleur had' },
    choices: [
      { value: 'Established', meaning: { en: 'not noticed in time; the same as ^R', nl: 'niet op tijd opgemerkt; hetzelfde als ^R' } },
      { value: 'Corrected', meaning: { en: 'withdrawn before it was established; the Play section shows the substitute', nl: 'teruggenomen voordat ze voldongen was; de Play-sectie toont de vervangende kaart' } },
      { value: 'NextBoard', meaning: { en: 'first noticed after a non-offender called on the next board', nl: 'pas opgemerkt nadat een niet-overtreder in het volgende spel had geboden' } },
      { value: 'AfterRound', meaning: { en: 'first noticed after the round ended', nl: 'pas opgemerkt na afloop van de ronde' } },
      { value: 'RecordError', meaning: { en: "the Director found there was no revoke: the record of the play is wrong here (no ruling)", nl: 'de wedstrijdleider stelde vast dat er niet verzaakt is: de registratie van het spel is hier fout (geen uitspraak)' } },
      { value: 'AsIfEstablished', onlyWhen: 'asIfEstablished', meaning: { en: 'corrected after an illegal inquiry, so Law 64 applies as if established (1997 Law 63B)', nl: 'hersteld na een ongeoorloofde vraag, dus artikel 64 geldt alsof ze voldongen was (artikel 63B, 1997)' } },
    ],
  },
  {
    name: 'LeadOutOfTurn', card: 'card', laws: '53-56',
    meaning: { en: 'a lead out of turn: the card led', nl: 'voorspelen voor de beurt: de voorgespeelde kaart' },
    choices: [
      { value: 'Accepted', meaning: { en: 'accepted; the same as ^L before the card', nl: 'geaccepteerd; hetzelfde als ^L voor de kaart' } },
      { value: 'Rejected', meaning: { en: "not accepted: a defender's card becomes a penalty card, declarer's card goes back", nl: 'niet geaccepteerd: de kaart van een tegenspeler wordt een strafkaart, die van de leider gaat terug' } },
      { value: 'DeclarerSpreads', meaning: { en: 'declarer spread his hand and became dummy (Law 54A, with [Declarer "^X"])', nl: 'de leider legde zijn hand open en werd de blinde (artikel 54A, met [Declarer "^X"])' } },
      { value: 'WrongHand', meaning: { en: 'declarer led from the wrong hand and must lead from the right one', nl: 'de leider speelde voor uit de verkeerde hand en moet uit de juiste hand voorspelen' } },
      { value: 'MustAccept', meaning: { en: "declarer could have seen a card of dummy's, so he must accept the opening lead (Law 54C); beside a Rejected event for the same lead it marks the rejection as not allowed", nl: 'de leider kan een kaart van de blinde hebben gezien, dus moet hij de uitkomst accepteren (artikel 54C); naast een Rejected-gebeurtenis voor dezelfde uitkomst markeert het die weigering als niet toegestaan' } },
      { value: 'ProperLead', meaning: { en: 'the proper leader, an opponent of the offender, led in turn after it: his lead stands and the cards played in error go back (Law 53C; 53B in 2017)', nl: 'de juiste voorspeler, een tegenstander van de overtreder, speelde daarna op zijn beurt voor: dat voorspelen blijft en de ten onrechte gespeelde kaarten gaan terug (artikel 53C; 53B in 2017)' } },
    ],
  },
  {
    name: 'PenaltyCard', card: 'card', laws: '49-52',
    meaning: { en: "a defender's card exposed: a penalty card", nl: 'een getoonde kaart van een tegenspeler: een strafkaart' },
    choices: [
      { value: 'Major', meaning: { en: 'a major penalty card: played at the first legal opportunity', nl: 'een grote strafkaart: te spelen zodra dat reglementair kan' } },
      { value: 'Minor', meaning: { en: 'a minor penalty card: no lower card of its suit below an honour before it', nl: 'een kleine strafkaart: geen lagere kaart van die kleur onder de honneurs ervóór' } },
    ],
  },
  {
    name: 'LeadRestriction', card: 'suit', laws: '50D2, 51',
    meaning: { en: "declarer's choice when the penalty-card owner's partner is to lead (the seat is that partner)", nl: 'de keuze van de leider wanneer de partner van de bezitter van de strafkaart moet voorspelen (de plaats is die partner)' },
    choices: [
      { value: 'Require', meaning: { en: 'partner must lead the suit; the penalty card is picked up', nl: 'de partner moet de kleur voorspelen; de strafkaart wordt opgenomen' } },
      { value: 'Forbid', meaning: { en: 'partner may not lead the suit while he keeps the lead; the penalty card is picked up', nl: 'de partner mag de kleur niet voorspelen zolang hij aan slag blijft; de strafkaart wordt opgenomen' } },
      { value: 'None', meaning: { en: 'no restriction; the penalty card stays on the table', nl: 'geen beperking; de strafkaart blijft op tafel liggen' } },
    ],
  },
  {
    name: 'PrematurePlay', card: 'card', laws: '57',
    meaning: { en: "a defender's premature lead or play: the card (it becomes a penalty card)", nl: 'voortijdig voorspelen of spelen door een tegenspeler: de kaart (die een strafkaart wordt)' },
    choices: [
      { value: 'Highest', meaning: { en: 'partner must play his highest card of the suit led', nl: 'de partner moet zijn hoogste kaart in de voorgespeelde kleur spelen' } },
      { value: 'Lowest', meaning: { en: 'partner must play his lowest card of the suit led', nl: 'de partner moet zijn laagste kaart in de voorgespeelde kleur spelen' } },
      { value: 'Play:', takesSuit: true, onlyWhen: 'prematurePlayRequireSuit', meaning: { en: 'partner must play a card of the named other suit (2007 on)', nl: 'de partner moet een kaart van de genoemde andere kleur spelen (vanaf 2007)' } },
      { value: 'NotPlay:', takesSuit: true, meaning: { en: 'partner may not play a card of the named other suit', nl: 'de partner mag geen kaart van de genoemde andere kleur spelen' } },
      { value: 'None', meaning: { en: 'declarer chose nothing for partner', nl: 'de leider koos niets voor de partner' } },
    ],
  },
  {
    name: 'Claim', card: 'none', laws: '68-71',
    meaning: { en: 'a claim or concession: the record stops here (the seat is the claimer)', nl: 'opeisen of afstaan van slagen: het spelverloop stopt hier (de plaats is wie opeiste)' },
    choices: [
      { value: 'Agreed', meaning: { en: 'the other side agreed', nl: 'de andere partij stemde in' } },
      { value: 'Disputed', meaning: { en: 'disputed: the Director rules under Law 70', nl: 'betwist: de wedstrijdleider beslist volgens artikel 70' } },
      { value: 'PlayedOn', onlyWhen: 'claimPlayedOn', meaning: { en: 'play continued after a doubted claim with all four agreeing (2017 Law 68D2b)', nl: 'na een betwijfelde claim werd met instemming van alle vier doorgespeeld (artikel 68D2b, 2017)' } },
    ],
  },
];

/** The definition of an event word (case-insensitive); undefined when unknown. */
export function findEventDefinition(word: string): EventDefinition | undefined {
  return IRREGULARITY_EVENTS.find((definition) => definition.name.toLowerCase() === word.toLowerCase());
}

/** The choices an event offers in an edition. */
export function choicesIn(definition: EventDefinition, edition: Edition): ChoiceDefinition[] {
  const rules = rulesFor(edition).play;
  return definition.choices.filter((choice) => !choice.onlyWhen || rules[choice.onlyWhen]);
}

/** How a choice is written for a list of valid values: `Play:<suit>` for the suit-taking ones. */
export function choiceLabel(choice: ChoiceDefinition): string {
  return choice.takesSuit ? `${choice.value}<suit>` : choice.value;
}

/** A choice text split into its definition and, for `Play:`/`NotPlay:`, the suit text after the colon. */
export function findChoiceDefinition(definition: EventDefinition, text: string): { choice: ChoiceDefinition; suitText?: string } | undefined {
  const lower = text.toLowerCase();
  for (const choice of definition.choices) {
    const word = choice.value.toLowerCase();
    if (choice.takesSuit ? lower.startsWith(word) : lower === word) {
      return choice.takesSuit ? { choice, suitText: text.slice(choice.value.length) } : { choice };
    }
  }
  return undefined;
}
