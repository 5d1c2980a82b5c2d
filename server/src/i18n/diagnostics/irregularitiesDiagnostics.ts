/**
 * The diagnostics of the [Irregularities] tag: the five fields of an event, the events and
 * choices each edition of the Laws offers, the `name=value` facts after the five fields (§3a),
 * and events the play record contradicts.
 */
import { Args, dataOfType, entry } from './entry';
import { FACT_VALUE_KINDS, IRREGULARITY_CARD_FIELDS, IRREGULARITY_CONTRADICTIONS, card, factRecord, noRevokeReason, seat, tricks } from './readerWords';
import { Language } from '../localize';
import { claimFactsMessage, contradictedFactsMessage, needsFactsMessage, needsPlayMessage, needsTrickMessage } from '../laws/factFindingTexts';

/** The entries of this family, by code. */
export const IRREGULARITIES_DIAGNOSTICS = {
  'pbn.irregularities.syntax': entry({
    severity: ['error'],
    en: (a: Args<'event' | 'count'>) => `Irregularities event "${a.event}" has ${a.count} fields; write five separated by spaces: trick (1-13 or -), seat (W N E S), event, card (a card, a suit or -), choice; then any facts as name=value.`,
    nl: (a) => `Irregularities-gebeurtenis "${a.event}" heeft ${a.count} velden; schrijf er vijf gescheiden door spaties: slag (1-13 of -), plaats (W N E S), gebeurtenis, kaart (een kaart, een kleur of -), keuze; daarna eventuele feiten als naam=waarde.`,
    fixes: ['missingCard'],
  }),
  'pbn.irregularities.bad-trick': entry({
    severity: ['error'],
    en: (a: Args<'value' | 'event'>) => `Trick "${a.value}" in Irregularities event "${a.event}" is not valid; write 1 to 13, or - for the whole board.`,
    nl: (a) => `Slag "${a.value}" in Irregularities-gebeurtenis "${a.event}" is ongeldig; schrijf 1 tot en met 13, of - voor het hele spel.`,
  }),
  'pbn.irregularities.bad-seat': entry({
    severity: ['error'],
    en: (a: Args<'value' | 'event'>) => `Seat "${a.value}" in Irregularities event "${a.event}" is not valid; write W, N, E or S.`,
    nl: (a) => `Plaats "${a.value}" in Irregularities-gebeurtenis "${a.event}" is ongeldig; schrijf W, N, E of S.`,
  }),
  'pbn.irregularities.unknown-event': entry({
    severity: ['error'],
    en: (a: Args<'value' | 'event' | 'valid'>) => `Unknown event "${a.value}" in Irregularities event "${a.event}"; the events are ${a.valid}.`,
    nl: (a) => `Onbekende gebeurtenis "${a.value}" in Irregularities-gebeurtenis "${a.event}"; de gebeurtenissen zijn ${a.valid}.`,
  }),
  'pbn.irregularities.bad-card': entry({
    severity: ['error'],
    en: (a: Args<'value' | 'event' | 'name' | 'expected'>) => `"${a.value}" in Irregularities event "${a.event}" is not valid: ${a.name} takes ${IRREGULARITY_CARD_FIELDS.en[String(a.expected)] ?? 'a card, a suit or -'}.`,
    nl: (a) => `"${a.value}" in Irregularities-gebeurtenis "${a.event}" is ongeldig: ${a.name} verwacht ${IRREGULARITY_CARD_FIELDS.nl[String(a.expected)] ?? 'een kaart, een kleur of -'}.`,
  }),
  'pbn.irregularities.bad-choice': entry({
    severity: ['error'],
    en: (a: Args<'value' | 'event' | 'name' | 'valid'>) => `Choice "${a.value}" in Irregularities event "${a.event}" is not one ${a.name} offers; valid: ${a.valid}.`,
    nl: (a) => `Keuze "${a.value}" in Irregularities-gebeurtenis "${a.event}" bestaat niet bij ${a.name}; geldig: ${a.valid}.`,
  }),
  'pbn.irregularities.edition-choice': entry({
    severity: ['error'],
    en: (a: Args<'value' | 'event' | 'edition' | 'name' | 'valid'>) => `Choice "${a.value}" in Irregularities event "${a.event}" does not exist in the Laws ${a.edition}; ${a.name} offers ${a.valid}.`,
    nl: (a) => `Keuze "${a.value}" in Irregularities-gebeurtenis "${a.event}" bestaat niet in de Spelregels ${a.edition}; ${a.name} kent ${a.valid}.`,
  }),
  'pbn.irregularities.trick-beyond-record': entry({
    severity: ['error'],
    en: (a: Args<'event' | 'trick' | 'recorded'>) => `Irregularities event "${a.event}" names trick ${a.trick}, but the play records only ${tricks(a.recorded, 'en')}.`,
    nl: (a) => `Irregularities-gebeurtenis "${a.event}" noemt slag ${a.trick}, maar het spelverloop bevat maar ${tricks(a.recorded, 'nl')}.`,
  }),
  'pbn.irregularities.not-a-defender': entry({
    severity: ['error'],
    en: (a: Args<'event' | 'name' | 'seat'>, l: Language = 'en') => `Irregularities event "${a.event}": ${seat(a, 'seat', l)} is declarer or dummy, and ${a.name} concerns a defender only (declarer's and dummy's cards never become penalty cards, Law 48).`,
    nl: (a) => `Irregularities-gebeurtenis "${a.event}": ${seat(a, 'seat', 'nl')} is leider of blinde, en ${a.name} gaat alleen over een tegenspeler (kaarten van de leider en de blinde worden nooit strafkaarten, artikel 48).`,
  }),
  'pbn.irregularities.card-not-held': entry({
    severity: ['error'],
    en: (a: Args<'event' | 'trick' | 'seat' | 'card'>, l: Language = 'en') => `Irregularities event "${a.event}": ${seat(a, 'seat', l)} no longer held ${card(a, 'card', l)} at trick ${a.trick} (not dealt to him, or played earlier).`,
    nl: (a) => `Irregularities-gebeurtenis "${a.event}": ${seat(a, 'seat', 'nl')} had ${card(a, 'card', 'nl')} in slag ${a.trick} niet meer (niet gedeeld of al eerder gespeeld).`,
  }),
  'pbn.irregularities.contradicts-play': entry({
    severity: ['warning'],
    en: (a: Args<'event' | 'reason'>) => `Irregularities event "${a.event}" contradicts the play record: ${IRREGULARITY_CONTRADICTIONS.en[String(a.reason)] ?? 'the recorded cards say otherwise'}.`,
    nl: (a) => `Irregularities-gebeurtenis "${a.event}" spreekt het spelverloop tegen: ${IRREGULARITY_CONTRADICTIONS.nl[String(a.reason)] ?? 'de vastgelegde kaarten zeggen iets anders'}.`,
  }),
  'pbn.irregularities.bad-fact': entry({
    severity: ['error'],
    en: (a: Args<'value' | 'event' | 'name' | 'valid'>) => `"${a.value}" in Irregularities event "${a.event}" is not a fact: after the five fields write facts as name=value without spaces (${a.name} takes ${a.valid}).`,
    nl: (a) => `"${a.value}" in Irregularities-gebeurtenis "${a.event}" is geen feit: schrijf na de vijf velden feiten als naam=waarde zonder spaties (${a.name} kent ${a.valid}).`,
  }),
  'pbn.irregularities.unknown-fact': entry({
    severity: ['error'],
    en: (a: Args<'fact' | 'event' | 'name' | 'valid'>) => `Unknown fact "${a.fact}" in Irregularities event "${a.event}"; ${a.name} takes ${a.valid}.`,
    nl: (a) => `Onbekend feit "${a.fact}" in Irregularities-gebeurtenis "${a.event}"; ${a.name} kent ${a.valid}.`,
  }),
  'pbn.irregularities.fact-not-for-event': entry({
    severity: ['error'],
    en: (a: Args<'fact' | 'owner' | 'event' | 'name' | 'valid'>) => `Fact "${a.fact}" in Irregularities event "${a.event}" belongs to ${a.owner}, not to ${a.name}; ${a.name} takes ${a.valid}.`,
    nl: (a) => `Feit "${a.fact}" in Irregularities-gebeurtenis "${a.event}" hoort bij ${a.owner}, niet bij ${a.name}; ${a.name} kent ${a.valid}.`,
  }),
  'pbn.irregularities.duplicate-fact': entry({
    severity: ['error'],
    en: (a: Args<'fact' | 'event'>) => `Fact "${a.fact}" is given more than once in Irregularities event "${a.event}"; keep one.`,
    nl: (a) => `Feit "${a.fact}" staat meer dan eens in Irregularities-gebeurtenis "${a.event}"; laat er een staan.`,
  }),
  'pbn.irregularities.bad-fact-value': entry({
    severity: ['error'],
    en: (a: Args<'fact' | 'given' | 'kind' | 'event'>) => `"${a.given}" is not a value of fact "${a.fact}" in Irregularities event "${a.event}": ${a.fact} takes ${FACT_VALUE_KINDS.en[String(a.kind)] ?? 'another value'}.`,
    nl: (a) => `"${a.given}" is geen waarde van feit "${a.fact}" in Irregularities-gebeurtenis "${a.event}": ${a.fact} verwacht ${FACT_VALUE_KINDS.nl[String(a.kind)] ?? 'een andere waarde'}.`,
  }),
  'pbn.irregularities.needs-facts': entry({
    severity: ['warning'],
    en: (a: Args<'event' | 'edition' | 'trick' | 'seat' | 'side' | 'to' | 'missing', 'alternatives' | 'least' | 'most' | 'earlier'>) => needsFactsMessage(a, 'en'),
    nl: (a) => needsFactsMessage(a, 'nl'),
  }),
  'pbn.irregularities.facts-contradict': entry({
    severity: ['warning'],
    en: (a: Args<'event' | 'reason' | 'trick' | 'side', 'later' | 'total'>) => contradictedFactsMessage(a, 'en'),
    nl: (a) => contradictedFactsMessage(a, 'nl'),
  }),
  'pbn.irregularities.needs-trick': entry({
    severity: ['warning'],
    en: (a: Args<'event'>) => needsTrickMessage(a, 'en'),
    nl: (a) => needsTrickMessage(a, 'nl'),
  }),
  'pbn.irregularities.needs-declarer': entry({
    severity: ['warning'],
    en: (a: Args<'event'>) => `Irregularities event "${a.event}" gets no ruling: the game names no declarer, so the Laws cannot say who defends or which side a trick goes to. Add the Declarer tag.`,
    nl: (a) => `Irregularities-gebeurtenis "${a.event}" krijgt geen uitspraak: het spel noemt geen leider, dus de spelregels kunnen niet zeggen wie tegenspeelt of naar welke partij een slag gaat. Voeg de Declarer-tag toe.`,
  }),
  'pbn.irregularities.needs-play': entry({
    severity: ['info'],
    en: (a: Args<'event' | 'articles' | 'edition'>) => needsPlayMessage(a, 'en'),
    nl: (a) => needsPlayMessage(a, 'nl'),
  }),
  'pbn.irregularities.fact-contradicts-play': entry({
    severity: ['error'],
    en: (a: Args<'event' | 'fact' | 'record' | 'trick', 'suit' | 'seat' | 'count' | 'side'>, l: Language = 'en') => `Irregularities event "${a.event}" says ${a.fact}, but in the play record ${factRecord(a, l)}.`,
    nl: (a) => `Irregularities-gebeurtenis "${a.event}" zegt ${a.fact}, maar in het spelverloop ${factRecord(a, 'nl')}.`,
  }),
  'pbn.irregularities.no-revoke-in-play': entry({
    severity: ['warning'],
    en: (a: Args<'event' | 'trick' | 'seat' | 'reason', 'card' | 'suit'>, l: Language = 'en') => `Irregularities event "${a.event}" gets no ruling: ${noRevokeReason(a, l)}.`,
    nl: (a) => `Irregularities-gebeurtenis "${a.event}" krijgt geen uitspraak: ${noRevokeReason(a, 'nl')}.`,
  }),
  'pbn.irregularities.claim-facts': entry({
    severity: ['info', 'warning'],
    en: (a: Args<'event' | 'edition' | 'law' | 'state' | 'side', 'award'>) => claimFactsMessage(a, 'en'),
    nl: (a) => claimFactsMessage(a, 'nl'),
  }),
  'pbn.claim.award-result': entry({
    severity: ['warning'],
    traits: { keptInLin: true },
    data: dataOfType<{ replacement: string }>(),
    fixes: ['replaceValue'],
    en: (a: Args<'event' | 'value' | 'expected' | 'award' | 'side'>) => `Result "${a.value}" is not the Director's award of Irregularities event "${a.event}" (award=${a.award}: ${a.side} ${a.award}); the Result is "${a.expected}".`,
    nl: (a) => `Result "${a.value}" is niet wat de wedstrijdleider toekende bij Irregularities-gebeurtenis "${a.event}" (award=${a.award}: ${a.side === 'NS' ? 'NZ' : 'OW'} ${a.award}); het Result is "${a.expected}".`,
  }),
};
