/**
 * Choosing the edition of the Laws for a board (rulebook §8): an explicit `[Laws]` tag beats the
 * command-line option, which beats the user's setting (`auto` means none), which beats inference
 * from the PBN `Date` tag; the default is 2017. A Date with unknown digits (`2017.??.??`) takes
 * the edition of its earliest possible day, i.e. the earlier edition where it is ambiguous.
 */
import { EDITIONS, Edition, EditionChoice, EditionSource } from './types';

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
  const inferred = inputs.date === undefined ? undefined : editionFromDate(inputs.date);
  if (inferred) return { choice: choiceOf(inferred, 'date') };
  return { choice: choiceOf('2017', 'default') };
}

/** One shared, frozen choice per edition and source (every game of a file has one). */
const CHOICES = new Map<string, EditionChoice>();

/** The choice of `edition` from `source`. */
export function choiceOf(edition: Edition, source: EditionSource): EditionChoice {
  const key = `${edition}:${source}`;
  let choice = CHOICES.get(key);
  if (!choice) CHOICES.set(key, (choice = Object.freeze({ edition, source })));
  return choice;
}

/** Parses an edition value such as `1997`; undefined for anything else (`auto` included). */
export function parseEdition(text: string): Edition | undefined {
  const trimmed = text.trim();
  return (EDITIONS as readonly string[]).includes(trimmed) ? (trimmed as Edition) : undefined;
}

/** Dates already seen (a file repeats its dates): at most 256 kept. */
const EDITIONS_BY_DATE = new Map<string, Edition | undefined>();

/** The edition in force on a PBN date (`YYYY.MM.DD`, `?` for unknown digits, `-` separators allowed). */
export function editionFromDate(date: string): Edition | undefined {
  if (EDITIONS_BY_DATE.has(date)) return EDITIONS_BY_DATE.get(date);
  const edition = readEditionFromDate(date);
  if (EDITIONS_BY_DATE.size < 256) EDITIONS_BY_DATE.set(date, edition);
  return edition;
}

function readEditionFromDate(date: string): Edition | undefined {
  const match = /^([0-9?]{4})[.-]([0-9?]{2})[.-]([0-9?]{2})$/.exec(date.trim());
  if (!match || match[1] === '????') return undefined;
  const year = Number(match[1].replace(/\?/g, '0'));
  const month = earliestPart(match[2], 12);
  const day = earliestPart(match[3], 31);
  if (month === undefined || day === undefined) return undefined;
  return editionInMonth(year, month);
}

/** The smallest value a two-digit field with `?` digits can take, at least 1; undefined when out of range. */
function earliestPart(field: string, maximum: number): number | undefined {
  const value = Math.max(1, Number(field.replace(/\?/g, '0')));
  return value > maximum ? undefined : value;
}

/** The edition in force in a given month (the 2017 code from 1 September 2017). */
function editionInMonth(year: number, month: number): Edition {
  if (year < 1987) return '1975';
  if (year <= 1997) return '1987';
  if (year <= 2007) return '1997';
  if (year < 2017 || (year === 2017 && month < 9)) return '2007';
  return '2017';
}
