/**
 * The public face of the Laws engine: edition choice, per-edition rules, Law 77 scoring, revoke
 * rulings, their messages and article summaries. Pure functions over `PlayedBoard` values.
 */
export * from '../shapes/laws';
export { chooseEdition, parseEdition, editionFromDate } from './edition';
export type { EditionInputs, EditionError } from './edition';
export { rulesFor } from './editions';
export type { EditionRules } from './editions';
export { duplicateScore } from './scoring';
export * from './revoke';
export { revokeMessage, revokeMessages, equityNote, unmarkedRevokeNote } from './messages';
export { explainLaw } from './explain/explainLaw';
export * from './irregularities';
export { IRREGULARITY_EVENTS, findEventDefinition, findChoiceDefinition, choicesIn, choiceLabel } from './irregularityVocabulary';
export type { EventDefinition, ChoiceDefinition, IrregularityEventName } from './irregularityVocabulary';
