/**
 * The tags that are not PBN 2.1 but that common producers write, with who writes them and what they
 * hold (our own summary), in English and Dutch, and the sentence the tag-name hover makes of them.
 * model/game/producerTags.ts looks them up; the info diagnostic carries both languages' producers.
 */
import { Language, Localized } from './localize';

/** What is known of one producer tag. */
export interface ProducerTag {
  producers: Localized<string>;
  holds: Localized<string>;
}

/** The non-standard tags of common producers. */
export const PRODUCER_TAGS: Readonly<Record<string, ProducerTag>> = {
  DoubleDummyTricks: {
    producers: { en: 'RealBridge and BridgeComposer', nl: 'RealBridge en BridgeComposer' },
    holds: { en: 'the tricks each declarer takes double dummy in each strain (20 hexadecimal digits)', nl: 'de slagen die elke leider dubbel dummy in elke kleur maakt (20 hexadecimale cijfers)' },
  },
  BCFlags: {
    producers: { en: 'BridgeComposer', nl: 'BridgeComposer' },
    holds: { en: 'BridgeComposer\'s display options for the board (a hexadecimal bit field)', nl: 'de weergave-instellingen van BridgeComposer voor het spel (een hexadecimaal bitveld)' },
  },
  // BCConfirm and BCConfirmMod: what BridgeComposer keeps in them is not documented where we could read it; the words stay general.
  BCConfirm: {
    producers: { en: 'BridgeComposer', nl: 'BridgeComposer' },
    holds: { en: 'BridgeComposer\'s own bookkeeping for the board', nl: 'de eigen administratie van BridgeComposer voor het spel' },
  },
  BCConfirmMod: {
    producers: { en: 'BridgeComposer', nl: 'BridgeComposer' },
    holds: { en: 'BridgeComposer\'s own bookkeeping for the board, after a change', nl: 'de eigen administratie van BridgeComposer voor het spel, na een wijziging' },
  },
  OptimumOpeningLeadTable: {
    producers: { en: 'BridgeComposer', nl: 'BridgeComposer' },
    holds: { en: 'a table of the opening leads with the tricks each gives double dummy', nl: 'een tabel van de mogelijke uitkomsten met de slagen die elk dubbel dummy oplevert' },
  },
  ParContract: {
    producers: { en: 'BridgeComposer and double-dummy tools (PBN Director among them)', nl: 'BridgeComposer en dubbeldummyprogramma\'s (PBN Director ook)' },
    holds: { en: 'the par contracts of the board', nl: 'de parcontracten van het spel' },
  },
  Ability: {
    producers: { en: 'double-dummy analysis tools', nl: 'dubbeldummyprogramma\'s' },
    holds: { en: 'the makeable contracts per declarer', nl: 'de maakbare contracten per leider' },
  },
  Minimax: {
    producers: { en: 'double-dummy analysis tools', nl: 'dubbeldummyprogramma\'s' },
    holds: { en: 'the par (minimax) contract and score', nl: 'het par- (minimax-)contract en de score' },
  },
};

/** "**BCFlags** — not a PBN 2.1 tag; written by BridgeComposer: …" — the hover of a producer tag. */
export function producerTagHoverText(name: string, producer: ProducerTag, language: Language): string {
  return language === 'nl'
    ? `**${name}** — geen PBN 2.1-tag; ${producer.producers.nl} schrijven hem: ${producer.holds.nl}.`
    : `**${name}** — not a PBN 2.1 tag; written by ${producer.producers.en}: ${producer.holds.en}.`;
}
