/**
 * Parses one game's tokens into a GameSyntax: tag pairs in every import-format spelling, the
 * sections that follow Auction, Play and table tags, Note tags attached to their section, and
 * syntax problems (missing value, missing bracket, text outside any section, duplicate tags).
 */
import { GameSyntax, SectionTokens, TagPair } from './gameSyntax';
import { ProblemSink } from './problems';
import { scanTokens } from './scanner';
import { BLOCK_COMMENT, CLOSE, ESCAPE, LINE_COMMENT, OPEN, STRING, TokenList, WORD } from './tokenList';
import { AUCTION_TAG, BC_NOTE_TAG, NOTE_TAG, PLAY_TAG, TAG_NUMBER_LIMIT, numberOpensSection, numberedName, tagNameNumber, tagNameOfNumber } from './tagNames';

/** Per tag number, the game in which the name was last seen (a duplicate is a name seen in this game): no set to clear per game. */
const SEEN_IN_GAME = new Uint32Array(TAG_NUMBER_LIMIT);
let gameStamp = 0;
/** The number of the name of the tag pair `parseTagPair` read last (-1: a name without a number). */
let lastTagNumber = -1;

/** Parses a game's text. Never throws; problems go to `sink`. `transient`: see `scanTokens`. */
export function parseGame(text: string, sink: ProblemSink, transient = false): GameSyntax {
  const tokens = scanTokens(text, sink, transient);
  const tags: TagPair[] = [];
  gameStamp = (gameStamp + 1) >>> 0;
  if (gameStamp === 0) { SEEN_IN_GAME.fill(0); gameStamp = 1; }
  // The names without a number met so far (not Note), only when some are (rare: more than 512 unknown names read).
  let seenOthers: Set<string> | undefined;
  let current: TagPair | undefined;
  let noteOwner: 'Auction' | 'Play' | undefined;
  let i = 0;
  while (i < tokens.length) {
    const kind = tokens.kindCode(i);
    if (kind === ESCAPE || ((kind === LINE_COMMENT || kind === BLOCK_COMMENT) && !current?.section)) { i++; continue; }
    if (kind === OPEN) {
      const count = tags.length;
      i = parseTagPair(tokens, i, sink, tags);
      if (tags.length === count) continue;
      const tag = tags[count];
      const number = lastTagNumber;
      // BridgeComposer writes `[BCNote ""]` between a section and its notes: it keeps them with the section.
      const noteLike = number === NOTE_TAG || (number === BC_NOTE_TAG && noteOwner !== undefined);
      if (noteLike) {
        tag.noteOwner = noteOwner;
      } else {
        noteOwner = number === AUCTION_TAG ? 'Auction' : number === PLAY_TAG ? 'Play' : undefined;
        if (number >= 0) {
          tag.duplicate = SEEN_IN_GAME[number] === gameStamp;
          SEEN_IN_GAME[number] = gameStamp;
        } else {
          tag.duplicate = seenOthers?.has(tag.name) ?? false;
          (seenOthers ??= new Set()).add(tag.name);
        }
        if (tag.duplicate) sink.add('pbn.tag.duplicate', 'warning', tag.nameStart, tag.nameEnd, { tag: tag.name });
      }
      // A name without a number is not one we know: its tag opens a section.
      if (number < 0 || numberOpensSection(number)) tag.section = new SectionTokens(tokens, tags.length);
      // Note tags continue the auction or play section that precedes them.
      if (!noteLike || !noteOwner) current = tag;
      continue;
    }
    if (kind === CLOSE) {
      // A ']' without its '[' is never part of a section (PBN §3.2: it only closes a tag pair).
      sink.add('pbn.tag.syntax', 'error', tokens.start(i), tokens.end(i), { found: ']' });
    } else if (current?.section) {
      current.section.add(i);
    } else {
      sink.add('pbn.text.outside-section', 'error', tokens.start(i), tokens.end(i), { text: tokens.text(i).slice(0, 20) });
    }
    i++;
  }
  return { text, tags, tokens, firstTagStart: tags.length ? tags[0].start : 0 };
}

/** True for a tag name: letters, digits and underscores, at least one. */
function isTagName(text: string, start: number, end: number): boolean {
  if (end <= start) return false;
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (!((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95)) return false;
  }
  return true;
}

/** Reads the tag pair at token `open` into `tags` (nothing when it has no name); returns the next token. */
function parseTagPair(tokens: TokenList, open: number, sink: ProblemSink, tags: TagPair[]): number {
  const text = tokens.source;
  let i = open + 1;
  const hasName = i < tokens.length;
  const nameIsWord = hasName && tokens.kindCode(i) === WORD;
  // A name numbered already is a valid one (only valid names are numbered): its characters need no look.
  const known = nameIsWord ? numberedName(text, tokens.start(i), tokens.end(i)) : -1;
  if (!nameIsWord || (known < 0 && !isTagName(text, tokens.start(i), tokens.end(i)))) {
    const found = hasName ? describeToken(tokens, i) : 'end of game';
    sink.add('pbn.tag.syntax', 'error', tokens.start(open), nameIsWord ? tokens.end(i) : tokens.end(open), { found });
    return nameIsWord ? i + 1 : i;
  }
  const nameStart = tokens.start(i), nameEnd = tokens.end(i);
  const number = (lastTagNumber = known >= 0 ? known : tagNameNumber(text, nameStart, nameEnd));
  const name = number >= 0 ? tagNameOfNumber(number) : text.slice(nameStart, nameEnd);
  i++;
  // Every tag pair has the same fields in the same order (one shape for the engine).
  const tag: TagPair = {
    name, nameStart, nameEnd, value: '', valueStart: nameEnd, valueEnd: nameEnd, hasValue: false,
    start: tokens.start(open), end: nameEnd, section: undefined, noteOwner: undefined, duplicate: false,
  };
  const valueKind = i < tokens.length ? tokens.kindCode(i) : -1;
  if (valueKind === STRING) {
    tag.value = tokens.text(i);
    tag.valueStart = tokens.start(i);
    tag.valueEnd = tokens.end(i);
    tag.hasValue = true;
    tag.end = tag.valueEnd;
    i++;
  } else if (valueKind === WORD) {
    // An unquoted value: read it, but it is not PBN. Words up to a `]` on the same line are one value (`[Event Random Deal #]`): one fault, one finding.
    const last = unquotedValueEnd(tokens, i);
    const value = text.slice(tokens.start(i), tokens.end(last));
    sink.add('pbn.tag.unquoted', 'error', tokens.start(i), tokens.end(last), { tag: tag.name, value });
    tag.value = value;
    tag.valueStart = tokens.start(i);
    tag.valueEnd = tokens.end(last);
    tag.end = tag.valueEnd;
    i = last + 1;
  } else {
    sink.add('pbn.tag.missing-value', 'error', nameStart, nameEnd, { tag: tag.name });
  }
  if (i < tokens.length && tokens.kindCode(i) === CLOSE) {
    tag.end = tokens.end(i);
    i++;
  } else {
    sink.add('pbn.tag.syntax', 'error', tag.start, tag.end, { found: i < tokens.length ? describeToken(tokens, i) : 'end of game' });
  }
  tags.push(tag);
  return i;
}

/** The last word of an unquoted value starting at token `first`: the words before a `]` on the same line, or `first` alone. */
function unquotedValueEnd(tokens: TokenList, first: number): number {
  const text = tokens.source;
  let last = first;
  for (let at = first + 1; at < tokens.length; at++) {
    const kind = tokens.kindCode(at);
    if (hasLineBreak(text, tokens.end(at - 1), tokens.start(at))) return first;
    if (kind === CLOSE) return last;
    if (kind !== WORD) return first;
    last = at;
  }
  return first;
}

function hasLineBreak(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) if (text.charCodeAt(at) === 10 || text.charCodeAt(at) === 13) return true;
  return false;
}

function describeToken(tokens: TokenList, index: number): string {
  switch (tokens.kind(index)) {
    case 'string': return `"${tokens.text(index).slice(0, 20)}"`;
    case 'lineComment': case 'blockComment': return 'a comment';
    case 'escape': return 'an escape line';
    default: return tokens.text(index).slice(0, 20);
  }
}
