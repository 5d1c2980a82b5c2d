/**
 * Choosing the edition of the Laws for a board (rulebook §8): an explicit `[Laws]` tag beats the
 * command-line option, which beats the user's setting (`auto` means none), which beats inference
 * from the PBN `Date` tag; the default is 2017. A Date with unknown digits (`2017.??.??`) takes
 * the edition of its earliest possible day, i.e. the earlier edition where it is ambiguous; any
 * date a person can read is read (readableDate.ts: ISO dates, a time after the date, `20160831`).
 */
import { readDate } from './readableDate';
import { EDITIONS, Edition, EditionChoice, EditionSource } from '../shapes/laws';

/** What the caller knows about a board: each value as written, all optional. */
export interface EditionInputs {
  tag?: string;
  option?: string;
  setting?: string;
  date?: string;
}

/** An explicit edition value that is not one of the editions. */
export interface EditionError {
  source: EditionSource;
  value: string;
  validValues: readonly Edition[];
}

/** Picks the edition for a board, or reports an invalid tag or option value. */
export function chooseEdition(inputs: EditionInputs): { choice: EditionChoice } | { error: EditionError } {
  const explicitValues: [EditionSource, string | undefined][] = [
    ['tag', inputs.tag?.replace(/^#+/, '')],
    ['option', inputs.option],
  ];
  for (const [source, value] of explicitValues) {
    if (value === undefined || value.trim() === '') continue;
    const edition = parseEdition(value);
    if (!edition) return { error: { source, value, validValues: EDITIONS } };
    return { choice: choiceOf(edition, source) };
  }
  const setting = inputs.setting === undefined ? undefined : parseEdition(inputs.setting);
  if (setting) return { choice: choiceOf(setting, 'setting') };
  const read = inputs.date === undefined ? undefined : readDateCached(inputs.date);
  if (read) return { choice: choiceOf(editionInMonth(read.year, read.month), 'date', read.year) };
  return { choice: choiceOf('2017', 'default') };
}

/** One shared, frozen choice per edition and source (every game of a file has one). */
const CHOICES = new Map<string, EditionChoice>();

/** The choice of `edition` from `source` (with the year it was inferred from, for a date). */
export function choiceOf(edition: Edition, source: EditionSource, year?: number): EditionChoice {
  const key = `${edition}:${source}:${year ?? ''}`;
  let choice = CHOICES.get(key);
  if (!choice) CHOICES.set(key, (choice = Object.freeze(year === undefined ? { edition, source } : { edition, source, year })));
  return choice;
}

/** Parses an edition value such as `1997`; undefined for anything else (`auto` included). */
export function parseEdition(text: string): Edition | undefined {
  const trimmed = text.trim();
  return (EDITIONS as readonly string[]).includes(trimmed) ? (trimmed as Edition) : undefined;
}

/** Dates already seen (a file repeats its dates): at most 256 kept. */
const DATES_READ = new Map<string, ReturnType<typeof readDate>>();

function readDateCached(date: string): ReturnType<typeof readDate> {
  if (DATES_READ.has(date)) return DATES_READ.get(date);
  const read = readDate(date);
  if (DATES_READ.size < 256) DATES_READ.set(date, read);
  return read;
}

/** The edition in force on a date a person can read (`YYYY.MM.DD`, `?` for unknown digits, other forms: readableDate.ts). */
export function editionFromDate(date: string): Edition | undefined {
  const read = readDateCached(date);
  return read && editionInMonth(read.year, read.month);
}

/** The edition in force in a given month (the 2017 code from 1 September 2017). */
function editionInMonth(year: number, month: number): Edition {
  if (year < 1987) return '1975';
  if (year <= 1997) return '1987';
  if (year <= 2007) return '1997';
  if (year < 2017 || (year === 2017 && month < 9)) return '2007';
  return '2017';
}
