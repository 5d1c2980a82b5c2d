/**
 * Tags that are not PBN 2.1 but that common producers write, with who writes them and what they
 * hold (the words, in English and Dutch, are in i18n/producerTagTexts.ts). A file full of them is
 * normal, so they are information, once per file, where an unknown tag is a warning; the tag-name
 * hover says who writes them.
 */
import { PRODUCER_TAGS, ProducerTag } from '../../i18n/producerTagTexts';

/** What is known of one producer tag: who writes it and what it holds, in both languages. */
export type { ProducerTag } from '../../i18n/producerTagTexts';

/** The producer tag of a name, if it is one. */
export function producerTag(name: string): ProducerTag | undefined {
  return Object.prototype.hasOwnProperty.call(PRODUCER_TAGS, name) ? PRODUCER_TAGS[name] : undefined;
}
