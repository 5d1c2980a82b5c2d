/**
 * The LIN tokenizer. A LIN file (Bridge Base Online) is a run of `tag|value|` pairs: a two-letter
 * tag name, a `|`, the value up to the next `|`; vugraph files break lines between pairs. Each
 * pair keeps the exact offsets of its name and value in the document. Producers that break lines
 * between pairs sometimes break just before a value's closing `|` (`sv|o⏎|sa|0|`, GIB and match
 * files): a line break followed by `|` is read as part of the value, and the value keeps its text
 * without the break. Tolerant like the PBN scanner: a stray `|`, a word that is not a tag name,
 * text without a `|` and a value left open at the end of a line are reported (at most
 * MAX_SYNTAX_PROBLEMS of them) and skipped; nothing throws, and the work is linear in the length
 * of the text.
 */
import { ProblemSink } from '../../syntax/problems';
import { CodeIn } from '../../i18n/diagnostics/registry';

/** One `tag|value|` pair; offsets are document offsets. */
export interface LinTag {
  /** The tag name in lower case (`md`, `mb`, `pc`, …). */
  name: string;
  nameStart: number;
  nameEnd: number;
  value: string;
  valueStart: number;
  valueEnd: number;
  /** The whole pair, from the name to just past the closing `|` (or the value's end when open). */
  start: number;
  end: number;
  /** The closing `|` is there. */
  closed: boolean;
}

/** Syntax problems reported per file before the rest are only counted. */
export const MAX_SYNTAX_PROBLEMS = 50;

const PIPE = 124, NEWLINE = 10, RETURN = 13;
const TAG_NAME = /^[A-Za-z]{2}$/;

/** The syntax problems of a file read in parts: how many so far (only the first MAX_SYNTAX_PROBLEMS are reported) and where the last ended. */
export interface SyntaxProblemCount {
  reported: number;
  lastEnd: number;
}

/**
 * Splits a LIN text into its tag pairs; syntax problems go to `sink`. A part of a file (whole
 * lines) is read with `part`: its offsets start at `part.base`, and the problems are counted in
 * `part.count` across the parts, the count of those beyond the limit left to the caller.
 */
export function tokenizeLin(text: string, sink: ProblemSink, part?: { base: number; count: SyntaxProblemCount }): LinTag[] {
  const tags: LinTag[] = [];
  const base = part?.base ?? 0;
  const report = problemLimiter(sink, base, part?.count);
  const shared = new SharedStrings();
  const length = text.length;
  let i = 0;
  while (i < length) {
    const code = text.charCodeAt(i);
    if (code <= 32) { i++; continue; }
    const start = i;
    while (i < length && text.charCodeAt(i) !== PIPE && text.charCodeAt(i) !== NEWLINE) i++;
    if (i >= length || text.charCodeAt(i) === NEWLINE) {
      report('pbn.lin.syntax.stray-text', start, trimmedEnd(text, start, i), { text: excerpt(text, start, i) });
      continue;
    }
    if (i === start) {
      report('pbn.lin.syntax.stray-pipe', i, i + 1, {});
      i++;
      continue;
    }
    const nameEnd = trimmedEnd(text, start, i);
    const valueStart = i + 1;
    let j = valueStart;
    while (j < length && text.charCodeAt(j) !== PIPE && text.charCodeAt(j) !== NEWLINE) j++;
    const wrappedPipe = j < length && text.charCodeAt(j) === NEWLINE ? pipeAfterBreak(text, j) : -1;
    const wrapped = wrappedPipe >= 0;
    const valueEndOnLine = wrapped ? trimmedEnd(text, valueStart, j) : j;
    if (wrapped) j = wrappedPipe;
    const closed = j < length && text.charCodeAt(j) === PIPE;
    const valueEnd = wrapped ? valueEndOnLine : closed ? j : trimmedEnd(text, valueStart, j);
    const name = text.slice(start, nameEnd);
    if (!TAG_NAME.test(name)) {
      report('pbn.lin.syntax.bad-name', start, nameEnd, { text: excerpt(text, start, nameEnd) });
    } else {
      if (!closed) report('pbn.lin.syntax.unclosed', start, Math.max(valueEnd, valueStart), { tag: name.toLowerCase() });
      tags.push({
        name: shared.of(name.toLowerCase()), nameStart: base + start, nameEnd: base + nameEnd, value: shared.valueOf(text, valueStart, valueEnd),
        valueStart: base + valueStart, valueEnd: base + valueEnd, start: base + start, end: base + (closed ? j + 1 : valueEnd), closed,
      });
    }
    i = closed ? j + 1 : j;
  }
  if (!part) report.finish();
  return tags;
}

/** The longest value held once for all its tags (a card, a call, a seat letter): a file has a million short values and few kinds. */
const SHARED_VALUE_LENGTH = 3;

/** One string for each tag name and each short value, so that a large file holds each once, not once per tag. */
class SharedStrings {
  private readonly strings = new Map<string, string>();

  /** The one copy of `text`. */
  of(text: string): string {
    const known = this.strings.get(text);
    if (known !== undefined) return known;
    this.strings.set(text, text);
    return text;
  }

  /** The value `[start, end)` of `text`, shared when short. */
  valueOf(text: string, start: number, end: number): string {
    const value = text.slice(start, end);
    return value.length <= SHARED_VALUE_LENGTH ? this.of(value) : value;
  }
}

/** The offset of the `|` that opens the line after the break at `at` (spaces and empty lines between allowed); -1 when the line starts otherwise. */
function pipeAfterBreak(text: string, at: number): number {
  let index = at;
  while (index < text.length && text.charCodeAt(index) <= 32) index++;
  return index < text.length && text.charCodeAt(index) === PIPE ? index : -1;
}

/** A reporter that stops after MAX_SYNTAX_PROBLEMS (counted in `count`, offsets moved by `base`) and then adds one count of the rest. */
function problemLimiter(sink: ProblemSink, base: number, count: SyntaxProblemCount = { reported: 0, lastEnd: 0 }) {
  const report = (code: CodeIn<'pbn.lin.syntax.'>, start: number, end: number, args: Record<string, string | number>) => {
    count.reported++;
    if (count.reported <= MAX_SYNTAX_PROBLEMS) sink.add(code, 'error', base + start, base + end, args);
    count.lastEnd = base + end;
  };
  return Object.assign(report, { finish: () => addMoreSyntaxProblems(sink, count) });
}

/** The one problem that counts the syntax problems beyond MAX_SYNTAX_PROBLEMS, at the end of the last. */
export function addMoreSyntaxProblems(sink: ProblemSink, count: SyntaxProblemCount): void {
  if (count.reported > MAX_SYNTAX_PROBLEMS) sink.add('pbn.lin.syntax.more', 'error', count.lastEnd, count.lastEnd, { count: count.reported - MAX_SYNTAX_PROBLEMS });
}

/** The end of `[start, end)` without trailing carriage returns and spaces. */
function trimmedEnd(text: string, start: number, end: number): number {
  while (end > start && (text.charCodeAt(end - 1) === RETURN || text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
  return end;
}

/** At most 20 characters of `[start, end)` for a message. */
function excerpt(text: string, start: number, end: number): string {
  const raw = text.slice(start, Math.min(end, start + 20)).replace(/[\u0000-\u001f]/g, ' ');
  return end - start > 20 ? `${raw}…` : raw;
}
