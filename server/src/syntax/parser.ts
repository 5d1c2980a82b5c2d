/**
 * Parses one game's tokens into a GameSyntax: tag pairs in every import-format spelling, the
 * sections that follow Auction, Play and table tags, Note tags attached to their section, and
 * syntax problems (missing value, missing bracket, text outside any section, duplicate tags).
 */
import { GameSyntax, TagPair } from './gameSyntax';
import { ProblemSink } from './problems';
import { Token, scanGame } from './scanner';
import { opensSection } from './tags';

const NAME_PATTERN = /^[A-Za-z0-9_]+$/;

/** Parses a game's text. Never throws; problems go to `sink`. */
export function parseGame(text: string, sink: ProblemSink): GameSyntax {
  const tokens = scanGame(text, sink);
  const tags: TagPair[] = [];
  const seen = new Set<string>();
  let current: TagPair | undefined;
  let noteOwner: 'Auction' | 'Play' | undefined;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    if (token.kind === 'escape' || ((token.kind === 'lineComment' || token.kind === 'blockComment') && !current?.section)) { i++; continue; }
    if (token.kind === 'open') {
      const parsed = parseTagPair(tokens, i, sink);
      i = parsed.next;
      if (!parsed.tag) continue;
      const tag = parsed.tag;
      if (tag.name === 'Note') {
        tag.noteOwner = noteOwner;
      } else {
        noteOwner = tag.name === 'Auction' || tag.name === 'Play' ? tag.name : undefined;
        tag.duplicate = seen.has(tag.name);
        seen.add(tag.name);
        if (tag.duplicate) sink.add('pbn.tag.duplicate', 'warning', tag.nameStart, tag.nameEnd, { tag: tag.name });
      }
      if (opensSection(tag.name)) tag.section = [];
      tags.push(tag);
      // Note tags continue the auction or play section that precedes them.
      if (tag.name !== 'Note') current = tag;
      else if (!noteOwner) current = tag;
      continue;
    }
    if (token.kind === 'close') {
      // A ']' without its '[' is never part of a section (PBN §3.2: it only closes a tag pair).
      sink.add('pbn.tag.syntax', 'error', token.start, token.end, { found: ']' });
    } else if (current?.section) {
      current.section.push(token);
    } else {
      sink.add('pbn.text.outside-section', 'error', token.start, token.end, { text: token.text.slice(0, 20) });
    }
    i++;
  }
  return { text, tags, tokens, firstTagStart: tags.length ? tags[0].start : 0 };
}

function parseTagPair(tokens: Token[], open: number, sink: ProblemSink): { tag?: TagPair; next: number } {
  const openToken = tokens[open];
  let i = open + 1;
  const nameToken = tokens[i];
  if (!nameToken || nameToken.kind !== 'word' || !NAME_PATTERN.test(nameToken.text)) {
    const found = nameToken ? describeToken(nameToken) : 'end of game';
    sink.add('pbn.tag.syntax', 'error', openToken.start, nameToken && nameToken.kind === 'word' ? nameToken.end : openToken.end, { found });
    return { next: nameToken && nameToken.kind === 'word' ? i + 1 : i };
  }
  i++;
  const tag: TagPair = {
    name: nameToken.text, nameStart: nameToken.start, nameEnd: nameToken.end,
    value: '', valueStart: nameToken.end, valueEnd: nameToken.end, hasValue: false,
    start: openToken.start, end: nameToken.end, duplicate: false,
  };
  const valueToken = tokens[i];
  if (valueToken && valueToken.kind === 'string') {
    tag.value = valueToken.text;
    tag.valueStart = valueToken.start;
    tag.valueEnd = valueToken.end;
    tag.hasValue = true;
    tag.end = valueToken.end;
    i++;
  } else if (valueToken && valueToken.kind === 'word') {
    // An unquoted value: read it, but it is not PBN.
    sink.add('pbn.tag.unquoted', 'error', valueToken.start, valueToken.end, { tag: tag.name, value: valueToken.text });
    tag.value = valueToken.text;
    tag.valueStart = valueToken.start;
    tag.valueEnd = valueToken.end;
    tag.end = valueToken.end;
    i++;
  } else {
    sink.add('pbn.tag.missing-value', 'error', nameToken.start, nameToken.end, { tag: tag.name });
  }
  const closeToken = tokens[i];
  if (closeToken && closeToken.kind === 'close') {
    tag.end = closeToken.end;
    i++;
  } else {
    sink.add('pbn.tag.syntax', 'error', tag.start, tag.end, { found: closeToken ? describeToken(closeToken) : 'end of game' });
  }
  return { tag, next: i };
}

function describeToken(token: Token): string {
  switch (token.kind) {
    case 'string': return `"${token.text.slice(0, 20)}"`;
    case 'lineComment': case 'blockComment': return 'a comment';
    case 'escape': return 'an escape line';
    default: return token.text.slice(0, 20);
  }
}
