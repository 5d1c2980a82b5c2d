/**
 * Reads the year and the earliest possible month of a date a person can read, as producers write
 * them in a PBN `Date` tag: the PBN form `YYYY.MM.DD` with `?` for unknown digits, short unknown
 * fields (`2015.09.?`), `-` or `/` separators, a time after the date (`2013-11-23 11:23`,
 * `2013-11-23T11:23:00Z`), the compact `20160831`, day-first `23.11.2013` / `23/11/2013`, and
 * month names in English or Dutch (`23 Nov 2013`, `november 23, 2013`, `23 mei 2016`). Where the
 * month is ambiguous (`05/11/2013`) or unknown, the earliest month it can be is taken, so that
 * the edition inferred is the earlier one (rulebook §8).
 */
import { smallest } from '../arrays';

/** What a date says: the year and the earliest month it can be (1 to 12); `standard` when in the PBN form. */
export interface ReadDate {
  year: number;
  month: number;
  standard: boolean;
}

const PBN_FORM = /^[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2}$/;
/** Year first: `2013-11-23`, `2015.09.?`, `2015.09`, `2015/9/1`; unknown digits as `?`. */
const YEAR_FIRST = /^([0-9?]{4})(?:[.\-/]([0-9?]{1,2})(?:[.\-/]([0-9?]{1,2}))?)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
/** Day (or month) first: `23.11.2013`, `11/23/2013`. */
const YEAR_LAST = /^(\d{1,2})[.\-/](\d{1,2})[.\-/](\d{4})$/;
/**
 * A time after the date, with an optional zone, to the end of the text; sticky: it is tried only
 * where a run of spaces or `T`s starts (`withoutTime`), never from every position of a long run.
 */
const TIME_PART = /[ T]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[aApP][mM])?(?:\s*(?:Z|[+-]\d{2}:?\d{2}|UTC|GMT))?$/y;
/** Month names in English and Dutch; a word names a month when it is the start of one (at least three letters). */
const MONTH_NAMES: [string, number][] = [
  ['january', 1], ['januari', 1], ['february', 2], ['februari', 2], ['march', 3], ['maart', 3], ['mrt', 3], ['april', 4],
  ['may', 5], ['mei', 5], ['june', 6], ['juni', 6], ['july', 7], ['juli', 7], ['august', 8], ['augustus', 8],
  ['september', 9], ['october', 10], ['oktober', 10], ['november', 11], ['december', 12],
];

/** Years a non-standard date may name (the PBN form is read whatever its year). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2099;

/** The year and earliest month of `text`, or undefined when no date can be read from it. */
export function readDate(text: string): ReadDate | undefined {
  const trimmed = text.trim();
  if (PBN_FORM.test(trimmed)) return yearFirst(trimmed, true);
  const date = withoutTime(trimmed).trim();
  return yearFirst(date, false) ?? compact(date) ?? yearLast(date) ?? withMonthName(date);
}

/** A trimmed date without the time at its end (the first place a time runs to the end from). */
function withoutTime(text: string): string {
  for (let at = 0; at < text.length; at++) {
    const here = text[at];
    if (here !== ' ' && here !== 'T') continue;
    if (at > 0 && (text[at - 1] === ' ' || text[at - 1] === 'T')) continue;
    TIME_PART.lastIndex = at;
    if (TIME_PART.test(text)) return text.slice(0, at);
  }
  return text;
}

function yearFirst(date: string, standard: boolean): ReadDate | undefined {
  const match = YEAR_FIRST.exec(date);
  if (!match || match[1] === '????') return undefined;
  // Outside the PBN form, a four-digit number is a year only when it is plausibly one.
  const year = Number(match[1].replace(/\?/g, '0'));
  if (!standard && (year < FIRST_YEAR || year > LAST_YEAR)) return undefined;
  const month = earliest(match[2], 12);
  const day = earliest(match[3], 31);
  if (month === undefined || day === undefined) return undefined;
  return { year, month, standard };
}

function compact(date: string): ReadDate | undefined {
  const match = COMPACT.exec(date);
  if (!match) return undefined;
  const year = Number(match[1]), month = Number(match[2]), day = Number(match[3]);
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return { year, month, standard: false };
}

function yearLast(date: string): ReadDate | undefined {
  const match = YEAR_LAST.exec(date);
  if (!match) return undefined;
  const first = Number(match[1]), second = Number(match[2]), year = Number(match[3]);
  if (year < FIRST_YEAR || year > LAST_YEAR || first < 1 || second < 1) return undefined;
  // Day first or month first: the month is the smaller reading that is a month.
  const months = [first, second].filter((value, index) => value <= 12 && [second, first][index] <= 31);
  if (!months.length) return undefined;
  return { year, month: smallest(months), standard: false };
}

function withMonthName(date: string): ReadDate | undefined {
  const words = date.toLowerCase().split(/[\s,./-]+/).filter((word) => word !== '');
  const years = words.filter((word) => /^\d{4}$/.test(word)).map(Number).filter((year) => year >= FIRST_YEAR && year <= LAST_YEAR);
  const months = words.map(monthNamed).filter((month) => month !== undefined);
  const others = words.filter((word) => !/^\d{4}$/.test(word) && !/^\d{1,2}(st|nd|rd|th|e)?$/.test(word) && !/^[a-z]{3,}$/.test(word));
  if (years.length !== 1 || months.length !== 1 || others.length) return undefined;
  return { year: years[0], month: months[0]!, standard: false };
}

/** The month a word names (`nov`, `Sept.`, `mei`), if any. */
function monthNamed(word: string): number | undefined {
  if (!/^[a-z]{3,}$/.test(word)) return undefined;
  return MONTH_NAMES.find(([name]) => name.startsWith(word))?.[1];
}

/** The smallest value a field with `?` digits can take, at least 1 (1 when the field is absent); undefined when out of range. */
function earliest(field: string | undefined, maximum: number): number | undefined {
  if (field === undefined) return 1;
  const value = Math.max(1, Number(field.replace(/\?/g, '0')));
  return value > maximum ? undefined : value;
}
