/**
 * Prose typed into an auction section (`Pass the opponents were fine with this`): words on one
 * line of which at least two are words of prose (not calls, with a lower-case letter or longer
 * than three characters: a producer's `AC` is not prose) are one fault, reported once over the
 * whole stretch (from its first word that is not a call to its last), and nothing in it is read as
 * a call, so a "X" or "pass" among the words makes no bogus illegal double or pass.
 */
import { SectionItem } from '../../syntax/gameSyntax';

/** A stretch of prose: the indexes of its first and last items in the section. */
export interface ProseRun {
  first: number;
  last: number;
}

const CALL = /^(PASS|P|X|XX|AP|-|[1-7](NT|N|S|H|D|C))$/i;

/** True for a word of prose: not a call, and with a lower-case letter or longer than three characters (`AC`, a producer's token, is not). */
function isProseWord(item: SectionItem): boolean {
  if (item.kind !== 'value' && item.kind !== 'junk') return false;
  const text = item.text;
  // A short word without a lower-case letter (every call as most files write it) is never prose: no pattern needed.
  if (text.length <= 3 && !hasLowerCase(text)) return false;
  return !CALL.test(text) && (text.length > 3 || hasLowerCase(text));
}

/** True when the text holds an ASCII lower-case letter. */
function hasLowerCase(text: string): boolean {
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code >= 97 && code <= 122) return true;
  }
  return false;
}

/** The prose runs of an auction's items; `source` is the game text the offsets are in (to see line breaks). */
export function proseRuns(items: readonly SectionItem[], source: string): ProseRun[] {
  const runs: ProseRun[] = [];
  let index = 0;
  while (index < items.length) {
    // A line's words: items with no line break between them, comments ending the stretch.
    let end = index;
    while (end + 1 < items.length && items[end + 1].kind !== 'comment' && items[end].kind !== 'comment' && !lineBreakBetween(source, items[end].end, items[end + 1].start)) end++;
    const words = [];
    for (let at = index; at <= end; at++) if (isProseWord(items[at])) words.push(at);
    if (words.length >= 2) runs.push({ first: words[0], last: words[words.length - 1] });
    index = end + 1;
  }
  return runs;
}

function lineBreakBetween(source: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) if (source.charCodeAt(at) === 10 || source.charCodeAt(at) === 13) return true;
  return false;
}
