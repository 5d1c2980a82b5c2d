/**
 * What the file says about a board in words, for the board view, the reports and the handout:
 * commentary `{…}` and `;…` attached to the board, to a call or to a card (PBN §3.8: a comment
 * belongs to what precedes it), with PBN's suit escapes `\S \H \D \C` turned into suit symbols;
 * the `[Note "n:…"]` texts of the auction and the play; NAGs as their symbols. The ruling line a
 * fix writes is not commentary (the results show it).
 */
import { findRulingLine } from '../../model/game/rulingLine';
import type { GameModel } from '../../model/game/gameModel';
import { findTag } from '../../syntax/gameSyntax';

/** A comment and where it belongs: the board, or the call or card (by its offset) it follows. */
export interface PlacedComment {
  text: string;
  /** `board`, or the section of the call or card it follows. */
  on: 'board' | 'auction' | 'play';
  /** The end offset of the call or card it follows (auction and play). */
  after?: number;
}

/** Commentary with the suit escapes as symbols and its layout spaces folded (blank lines kept as paragraph breaks). */
export function commentaryText(raw: string): string {
  return raw
    .replace(/\\([SHDC])/g, (_, suit: string) => ({ S: '♠', H: '♥', D: '♦', C: '♣' })[suit]!)
    .split(/\r?\n[ \t]*\r?\n/).map((paragraph) => paragraph.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n\n');
}

/** The comment tokens of a game: offsets and text without their delimiters. */
function commentTokens(model: GameModel): Array<{ start: number; end: number; text: string }> {
  return model.syntax.tokens
    .filter((token) => token.kind === 'blockComment' || token.kind === 'lineComment')
    .map((token) => ({ start: token.start, end: token.end, text: token.text }));
}

/** The section (and its text span) an offset lies in, if any. */
function sectionAt(model: GameModel, offset: number): 'auction' | 'play' | undefined {
  for (const name of ['Auction', 'Play'] as const) {
    const tag = findTag(model.syntax, name);
    if (!tag || offset < tag.end) continue;
    const next = model.syntax.tags.find((other) => other.start > tag.end && other.name !== 'Note');
    if (next === undefined || offset < next.start) return name === 'Auction' ? 'auction' : 'play';
  }
  return undefined;
}

/** Every comment of a game, placed. */
export function placedComments(model: GameModel): PlacedComment[] {
  const line = findRulingLine(model.syntax);
  const rulingLineStart = line.kind === 'line' || line.kind === 'unreadable' ? line.start : -1;
  const calls = model.auction?.calls ?? [];
  const cards = (model.play?.tricks ?? []).flatMap((trick) => trick.cards);
  const placed: PlacedComment[] = [];
  for (const token of commentTokens(model)) {
    if (token.start === rulingLineStart) continue;
    const text = commentaryText(token.text);
    if (!text) continue;
    const on = sectionAt(model, token.start) ?? 'board';
    const items = on === 'auction' ? calls : on === 'play' ? cards : [];
    const before = items.filter((item) => item.end <= token.start).reduce<number | undefined>((last, item) => Math.max(last ?? item.end, item.end), undefined);
    placed.push(before === undefined ? { text, on: on === 'board' ? 'board' : on } : { text, on, after: before });
  }
  return placed;
}

/** The `[Note "n:text"]` texts of a section, by number. */
export function notesOf(model: GameModel, owner: 'Auction' | 'Play'): Array<{ number: number; text: string }> {
  const notes: Array<{ number: number; text: string }> = [];
  for (const tag of model.syntax.tags) {
    if (tag.name !== 'Note' || tag.noteOwner !== owner) continue;
    const match = /^(\d+):(.*)$/s.exec(tag.value);
    if (match) notes.push({ number: Number(match[1]), text: commentaryText(match[2]) });
  }
  return notes.sort((a, b) => a.number - b.number);
}

const NAG_SYMBOLS: Record<number, string> = { 1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!', 7: '!', 8: '?', 9: '!!', 10: '??', 11: '!?', 12: '?!' };

/** NAGs (and a suffix) as people write them: `$3` → `!!`; free NAGs as `$n`. */
export function nagText(nags: readonly number[], suffix?: string): string {
  return [suffix ?? '', ...nags.map((nag) => NAG_SYMBOLS[nag] ?? `$${nag}`)].join('');
}
