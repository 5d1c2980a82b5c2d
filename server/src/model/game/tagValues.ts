/**
 * Checks the value grammar of identification and supplemental tags (PBN §3.4, §4): dates,
 * times, board and round numbers, sides, vulnerability, scoring, enumerations, and the score
 * family. Deal, Contract, Declarer and Result are read by their own modules. Unknown tag names
 * are reported as information, unknown values of open enumerations as remarks.
 */
import { parseSeat } from '../../bridge/seats';
import { parseVulnerability } from '../../bridge/contract';
import { readDate } from '../../laws/readableDate';
import { TagPair, valueContentRange } from '../../syntax/gameSyntax';
import { ProblemSink } from '../../syntax/problems';
import { ANNOTATION_TAGS, MANDATORY_TAGS, SUPPLEMENTAL_TAGS } from '../../syntax/tags';
import { producerTag } from './producerTags';
import { likelyTagName } from './tagSpelling';

type Check = (value: string, tag: TagPair, sink: ProblemSink) => void;

const PBN_DATE = /^[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2}$/;
const TIME = /^[0-9?]{2}:[0-9?]{2}:[0-9?]{2}$/;
const ROUND = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/;
const INTEGER = /^-?\d+$/;
const DECIMAL = /^[+-]?\d+(\.\d*)?$/;
const RUBBER_SCORE = '\\d+\\s*/\\s*\\d+';
const SCORE_RUBBER = new RegExp(`^(?:(?:NS|EW)\\s+)?${RUBBER_SCORE}(?:\\s+(?:NS|EW)\\s+${RUBBER_SCORE})?$`);
const SCORING_WORDS = new Set(['MP', 'MatchPoints', 'IMP', 'Cavendish', 'Chicago', 'Rubber', 'BAM', 'Instant', 'Butler',
  'Butler-2', 'Experts', 'Cross', 'Cross1', 'Cross2', 'Mean', 'Median', 'MP1', 'MP2', 'OldMP', 'Mitchell2', 'Mitchell3',
  'Mitchell4', 'Ascherman', 'Bastille', 'EMP', 'IMP_1948', 'IMP_1961']);
const ENUMERATIONS: Record<string, readonly string[]> = {
  Competition: ['Cavendish', 'Chicago', 'Individuals', 'Pairs', 'Rubber', 'Teams'],
  FrenchMP: ['Yes', 'No'],
  Room: ['Open', 'Closed'],
  Mode: ['EM', 'IBS', 'OKB', 'TABLE', 'TC'],
  WestType: ['human', 'program'], NorthType: ['human', 'program'], EastType: ['human', 'program'], SouthType: ['human', 'program'],
};

/** True for a value inherited with `#`: its fault is reported once, where the value is written, not again on every game that inherits it. */
function inherited(tag: TagPair): boolean {
  return tag.value === '#';
}

function badValue(tag: TagPair, sink: ProblemSink, expected: string, code: 'pbn.tag.bad-value' | 'pbn.tag.bad-number' | 'pbn.side.bad' | 'pbn.vulnerable.bad' = 'pbn.tag.bad-value'): void {
  if (inherited(tag)) return;
  const [start, end] = valueContentRange(tag);
  sink.add(code, 'error', start, end, { tag: tag.name, value: tag.value, expected });
}

function newValue(tag: TagPair, sink: ProblemSink, expected: string): void {
  if (inherited(tag)) return;
  const [start, end] = valueContentRange(tag);
  sink.add('pbn.tag.new-value', 'info', start, end, { tag: tag.name, value: tag.value, expected });
}

/** A date in the PBN form passes; any other date a person can read is a warning saying the year read; the rest an error. */
const checkDate: Check = (value, tag, sink) => {
  if (PBN_DATE.test(value)) return;
  const read = readDate(value);
  if (read) {
    const [start, end] = valueContentRange(tag);
    // The data (any) carries the game to the file-level fold, which names the boards (fileNoise.ts).
    sink.add('pbn.date.nonstandard', 'warning', start, end, { tag: tag.name, value, year: read.year }, { year: read.year });
  } else {
    badValue(tag, sink, 'YYYY.MM.DD');
  }
};

/** Tags whose value has a grammar, and how to check it. */
const CHECKS: Record<string, Check> = {
  Date: checkDate, EventDate: checkDate, UTCDate: checkDate,
  Time: (value, tag, sink) => { if (!TIME.test(value)) badValue(tag, sink, 'HH:MM:SS'); },
  UTCTime: (value, tag, sink) => { if (!TIME.test(value)) badValue(tag, sink, 'HH:MM:SS'); },
  Board: (value, tag, sink) => { if (!/^\d+$/.test(value) || Number(value) < 1) badValue(tag, sink, 'a positive board number', 'pbn.tag.bad-number'); },
  Round: (value, tag, sink) => { if (!ROUND.test(value)) badValue(tag, sink, 'letters, digits and periods (1.A.2)'); },
  Table: (value, tag, sink) => { if (!ROUND.test(value)) badValue(tag, sink, 'letters and digits'); },
  Dealer: (value, tag, sink) => { if (!parseSeat(value) || value.length !== 1) badValue(tag, sink, 'W, N, E or S', 'pbn.side.bad'); },
  Vulnerable: (value, tag, sink) => { if (!parseVulnerability(value)) badValue(tag, sink, 'None, NS, EW or All', 'pbn.vulnerable.bad'); },
  Hidden: (value, tag, sink) => { if (!/^[WNESwnes]*$/.test(value)) badValue(tag, sink, 'a subset of W, N, E, S'); },
  Scoring: (value, tag, sink) => {
    if (SCORING_WORDS.has(value)) return;
    const unknown = value.split(';').map((word) => word.trim()).filter((word) => !SCORING_WORDS.has(word));
    if (unknown.length) newValue(tag, sink, [...SCORING_WORDS].slice(0, 8).join(', ') + ', …');
  },
  ScoreIMP: (value, tag, sink) => checkScoreFamily(value, tag, sink, DECIMAL),
  ScoreMP: (value, tag, sink) => checkScoreFamily(value, tag, sink, DECIMAL),
  ScorePercentage: (value, tag, sink) => checkScoreFamily(value, tag, sink, /^\d+(\.\d*)?$/, 100),
  OptimumScore: (value, tag, sink) => {
    if (/^(NS|EW) [+-]?\d+( (NS|EW) [+-]?\d+)?$/.test(value)) return;
    // A side without a valid number is a bad number; anything else (a bare number) a bad value.
    if (/^(NS|EW)\b/.test(value)) badValue(tag, sink, 'NS <score> and/or EW <score>', 'pbn.tag.bad-number');
    else badValue(tag, sink, 'NS <score> and/or EW <score>');
  },
  ScoreRubber: (value, tag, sink) => {
    if (!SCORE_RUBBER.test(value.trim())) badValue(tag, sink, '<above>/<below>, optionally after NS or EW', 'pbn.tag.bad-number');
  },
  TimeControl: (value, tag, sink) => { if (!/^\d+\/\d+$/.test(value)) badValue(tag, sink, '<games>/<minutes>'); },
  TimeCall: (value, tag, sink) => { if (!/^\d+$/.test(value)) badValue(tag, sink, 'seconds'); },
  TimeCard: (value, tag, sink) => { if (!/^\d+$/.test(value)) badValue(tag, sink, 'seconds'); },
};

/** Reads a value of the score family: `s`, `NS s`, `EW s`, `NS s EW s`, `EW s NS s`. */
export function checkScoreFamily(value: string, tag: TagPair, sink: ProblemSink, number: RegExp, maximum?: number): void {
  const parts = value.split(/\s+/);
  const numbers = parts.length === 1 ? parts : parts.length === 2 || parts.length === 4 ? parts.filter((_, i) => i % 2 === 1) : undefined;
  const sidesOk = parts.length === 1 || (parts.length === 2 && /^(NS|EW)$/.test(parts[0]))
    || (parts.length === 4 && /^(NS|EW)$/.test(parts[0]) && /^(NS|EW)$/.test(parts[2]) && parts[0] !== parts[2]);
  if (!numbers || !sidesOk || !numbers.every((n) => number.test(n) && (maximum === undefined || Number(n) <= maximum))) {
    badValue(tag, sink, maximum === undefined ? 'a number, optionally after NS or EW' : `a number from 0 to ${maximum}`, 'pbn.tag.bad-number');
  }
}

/** Every known tag name with its value check (the grammar's, then the enumeration's), null when its value is free: one look-up per tag. */
const RULES = new Map<string, Check | null>();
for (const name of [...MANDATORY_TAGS, ...SUPPLEMENTAL_TAGS, ...ANNOTATION_TAGS]) {
  const check = Object.hasOwn(CHECKS, name) ? CHECKS[name] : undefined;
  const allowed = Object.hasOwn(ENUMERATIONS, name) ? ENUMERATIONS[name] : undefined;
  RULES.set(name, !allowed ? check ?? null : (value, tag, sink) => {
    check?.(value, tag, sink);
    if (!allowed.includes(value)) newValue(tag, sink, allowed.join(', '));
  });
}

/** Checks one tag's value (skipping `?`, `""` and inherited values, which are handled elsewhere). */
export function checkTagValue(tag: TagPair, value: string, sink: ProblemSink): void {
  const rule = RULES.get(tag.name);
  if (rule === undefined) {
    const producer = producerTag(tag.name);
    if (producer) sink.add('pbn.tag.producer', 'info', tag.nameStart, tag.nameEnd, { tag: tag.name, producers: producer.producers.en, producersNl: producer.producers.nl }, { tag: tag.name });
    else {
      const meant = likelyTagName(tag.name);
      if (meant === undefined) sink.add('pbn.tag.new-name', 'warning', tag.nameStart, tag.nameEnd, { tag: tag.name }, { tag: tag.name });
      else sink.add('pbn.tag.new-name', 'warning', tag.nameStart, tag.nameEnd, { tag: tag.name, meant }, { tag: tag.name, replacement: meant });
    }
    return;
  }
  if (value === '' || value === '?' || rule === null) return;
  rule(value, tag, sink);
}
