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
 * Play section is a recording error: no ruling is given on it. The meanings in English and Dutch
 * are in i18n/laws/irregularityMeanings.ts.
 */
import { Localized } from '../i18n/localize';
import { IRREGULARITY_MEANINGS } from '../i18n/laws/irregularityMeanings';
import { PlayIrregularityRules } from './editions/playRules';
import { rulesFor } from './editions';
import { Edition } from '../shapes/laws';

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
    meaning: IRREGULARITY_MEANINGS.Revoke.event,
    choices: [
      { value: 'Established', meaning: IRREGULARITY_MEANINGS.Revoke.choices.Established },
      { value: 'Corrected', meaning: IRREGULARITY_MEANINGS.Revoke.choices.Corrected },
      { value: 'NextBoard', meaning: IRREGULARITY_MEANINGS.Revoke.choices.NextBoard },
      { value: 'AfterRound', meaning: IRREGULARITY_MEANINGS.Revoke.choices.AfterRound },
      { value: 'RecordError', meaning: IRREGULARITY_MEANINGS.Revoke.choices.RecordError },
      { value: 'AsIfEstablished', onlyWhen: 'asIfEstablished', meaning: IRREGULARITY_MEANINGS.Revoke.choices.AsIfEstablished },
    ],
  },
  {
    name: 'LeadOutOfTurn', card: 'card', laws: '53-56',
    meaning: IRREGULARITY_MEANINGS.LeadOutOfTurn.event,
    choices: [
      { value: 'Accepted', meaning: IRREGULARITY_MEANINGS.LeadOutOfTurn.choices.Accepted },
      { value: 'Rejected', meaning: IRREGULARITY_MEANINGS.LeadOutOfTurn.choices.Rejected },
      { value: 'DeclarerSpreads', meaning: IRREGULARITY_MEANINGS.LeadOutOfTurn.choices.DeclarerSpreads },
      { value: 'WrongHand', meaning: IRREGULARITY_MEANINGS.LeadOutOfTurn.choices.WrongHand },
      { value: 'MustAccept', meaning: IRREGULARITY_MEANINGS.LeadOutOfTurn.choices.MustAccept },
      { value: 'ProperLead', meaning: IRREGULARITY_MEANINGS.LeadOutOfTurn.choices.ProperLead },
    ],
  },
  {
    name: 'PenaltyCard', card: 'card', laws: '49-52',
    meaning: IRREGULARITY_MEANINGS.PenaltyCard.event,
    choices: [
      { value: 'Major', meaning: IRREGULARITY_MEANINGS.PenaltyCard.choices.Major },
      { value: 'Minor', meaning: IRREGULARITY_MEANINGS.PenaltyCard.choices.Minor },
    ],
  },
  {
    name: 'LeadRestriction', card: 'suit', laws: '50D2, 51',
    meaning: IRREGULARITY_MEANINGS.LeadRestriction.event,
    choices: [
      { value: 'Require', meaning: IRREGULARITY_MEANINGS.LeadRestriction.choices.Require },
      { value: 'Forbid', meaning: IRREGULARITY_MEANINGS.LeadRestriction.choices.Forbid },
      { value: 'None', meaning: IRREGULARITY_MEANINGS.LeadRestriction.choices.None },
    ],
  },
  {
    name: 'PrematurePlay', card: 'card', laws: '57',
    meaning: IRREGULARITY_MEANINGS.PrematurePlay.event,
    choices: [
      { value: 'Highest', meaning: IRREGULARITY_MEANINGS.PrematurePlay.choices.Highest },
      { value: 'Lowest', meaning: IRREGULARITY_MEANINGS.PrematurePlay.choices.Lowest },
      { value: 'Play:', takesSuit: true, onlyWhen: 'prematurePlayRequireSuit', meaning: IRREGULARITY_MEANINGS.PrematurePlay.choices.Play },
      { value: 'NotPlay:', takesSuit: true, meaning: IRREGULARITY_MEANINGS.PrematurePlay.choices.NotPlay },
      { value: 'None', meaning: IRREGULARITY_MEANINGS.PrematurePlay.choices.None },
    ],
  },
  {
    name: 'Claim', card: 'none', laws: '68-71',
    meaning: IRREGULARITY_MEANINGS.Claim.event,
    choices: [
      { value: 'Agreed', meaning: IRREGULARITY_MEANINGS.Claim.choices.Agreed },
      { value: 'Disputed', meaning: IRREGULARITY_MEANINGS.Claim.choices.Disputed },
      { value: 'PlayedOn', onlyWhen: 'claimPlayedOn', meaning: IRREGULARITY_MEANINGS.Claim.choices.PlayedOn },
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
