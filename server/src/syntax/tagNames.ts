/**
 * Tag names as small numbers, so that the parser finds a game's duplicate tags and the tags that
 * open a section without a set of strings per game: the names of the standard, our annotation tags
 * and BridgeComposer's BCNote are numbered first, then up to 512 other names as files bring them.
 * A name is found in the text without slicing it, and each number keeps one string, which every
 * game's tag pairs share. A name met when the numbers are all taken has none (-1).
 */
import { ANNOTATION_TAGS, MANDATORY_TAGS, SUPPLEMENTAL_TAGS, opensSection } from './tags';

/** The most names numbered beyond the known ones. */
const MAX_OTHER_NAMES = 512;

/** Each number's name, and whether the tag opens a section (tags.ts: opensSection). */
const NAMES: string[] = [];
const OPENS_SECTION: boolean[] = [];
/** A hash table of the numbers by length, first and last character: the first number of each bucket, and each number's next in its bucket (-1 ends). */
const BUCKETS = new Int32Array(1 << 15).fill(-1);
const NEXT_IN_BUCKET: number[] = [];

function bucket(length: number, first: number, last: number): number {
  return ((length & 31) << 10) | ((first & 31) << 5) | (last & 31);
}

function register(name: string): number {
  const number = NAMES.length;
  NAMES.push(name);
  OPENS_SECTION.push(opensSection(name));
  // Appended at its bucket's end, so that the names first numbered are found first.
  const at = bucket(name.length, name.charCodeAt(0), name.charCodeAt(name.length - 1));
  NEXT_IN_BUCKET.push(-1);
  if (BUCKETS[at] < 0) { BUCKETS[at] = number; return number; }
  let last = BUCKETS[at];
  while (NEXT_IN_BUCKET[last] >= 0) last = NEXT_IN_BUCKET[last];
  NEXT_IN_BUCKET[last] = number;
  return number;
}

for (const name of new Set([...MANDATORY_TAGS, ...SUPPLEMENTAL_TAGS, ...ANNOTATION_TAGS])) register(name);

/** The numbers of the names the parser asks about by name. */
export const AUCTION_TAG = NAMES.indexOf('Auction'), PLAY_TAG = NAMES.indexOf('Play'), NOTE_TAG = NAMES.indexOf('Note');
/** BridgeComposer's tag between a section and its Note tags. */
export const BC_NOTE_TAG = register('BCNote');

/** How many numbers there can be. */
export const TAG_NUMBER_LIMIT = NAMES.length + MAX_OTHER_NAMES;

/** The number of the name `text[start, end)` (numbered now if new and there is room), or -1. */
export function tagNameNumber(text: string, start: number, end: number): number {
  const known = numberedName(text, start, end);
  if (known >= 0) return known;
  return NAMES.length < TAG_NUMBER_LIMIT ? register(text.slice(start, end)) : -1;
}

/** The number of `text[start, end)` when it is a name numbered already (any text may be asked: nothing is numbered here), or -1. */
export function numberedName(text: string, start: number, end: number): number {
  const length = end - start;
  if (length <= 0) return -1;
  for (let number = BUCKETS[bucket(length, text.charCodeAt(start), text.charCodeAt(end - 1))]; number >= 0; number = NEXT_IN_BUCKET[number]) {
    if (sameName(NAMES[number], text, start, length)) return number;
  }
  return -1;
}

/** True when `name` is written at `text[start, start + length)`. */
function sameName(name: string, text: string, start: number, length: number): boolean {
  if (name.length !== length) return false;
  for (let index = 0; index < length; index++) if (name.charCodeAt(index) !== text.charCodeAt(start + index)) return false;
  return true;
}

/** The name of number `number`. */
export function tagNameOfNumber(number: number): string {
  return NAMES[number];
}

/** True when the tag numbered `number` opens a section (an auction, play or table tag, or one we do not know). */
export function numberOpensSection(number: number): boolean {
  return OPENS_SECTION[number];
}
