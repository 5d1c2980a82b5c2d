/**
 * Lays out an Auction or Play section in export format (PBN §16): calls or cards grouped with
 * their marks (`^I`, `^R`, `^L`), annotations and comments, four columns per line, `Pass`
 * spelled out (`AP` expanded, `P` and `pass` written `Pass`), calls and cards in upper case. A
 * comment stays right after what it follows; a `;` comment or a `%` line ends the line. What
 * the layouts read of a game is its tag units: each tag with the tokens that follow it.
 */
import { parseCard } from '../../bridge/cards';
import { SectionItem, TagPair } from '../../syntax/gameSyntax';
import { Token } from '../../syntax/scanner';

/** A tag with the tokens that follow it up to the next tag. */
export interface TagUnit {
  tag: TagPair;
  trailing: Token[];
  notes: TagUnit[];
}

/** One piece of output text and how it constrains the line. */
export interface Piece {
  text: string;
  kind: 'token' | 'lineComment' | 'blockComment' | 'escape';
}

/** A call or card with everything attached to it; `column` when it fills a column. */
export interface ItemGroup {
  pieces: Piece[];
  column: boolean;
  /** The bare call or card (undefined for marks, `*` and orphan annotations). */
  value?: string;
}

/** The grouped section: comments before the first call or card, then the groups. */
export interface GroupedSection {
  leading: Piece[];
  groups: ItemGroup[];
}

const BID = /^([1-7])(NT|N|S|H|D|C)$/i;

/** The export spelling of a call. */
export function exportCall(text: string): string {
  const upper = text.toUpperCase();
  if (upper === 'P' || upper === 'PASS') return 'Pass';
  if (upper === 'D' || upper === 'R') return upper === 'D' ? 'X' : 'XX';
  if (upper === 'X' || upper === 'XX' || upper === 'AP' || BID.test(text)) return upper;
  return text;
}

/** The export spelling of a card. */
export function exportCard(text: string): string {
  return parseCard(text) ?? text;
}

/**
 * Groups section items. `passesOfAllPass(item)` says how many passes an `AP` stands for (0 keeps
 * it as written); `plusIsColumn` is true in the Play section, where `+` stands for a card.
 */
export function groupItems(items: readonly SectionItem[], source: string, section: 'Auction' | 'Play', passesOfAllPass: (item: SectionItem) => number): GroupedSection | undefined {
  const leading: Piece[] = [];
  const groups: ItemGroup[] = [];
  let pending: Piece[] = [];
  let current: ItemGroup | undefined;
  for (const item of items) {
    const raw = source.slice(item.start, item.end);
    if (item.kind === 'junk' || item.kind === 'string') return undefined;
    if (item.kind === 'comment') {
      const piece: Piece = { text: raw, kind: raw.startsWith(';') ? 'lineComment' : 'blockComment' };
      if (pending.length) pending.push(piece); else if (current) current.pieces.push(piece); else leading.push(piece);
      continue;
    }
    if (item.kind === 'suffix' || item.kind === 'note' || item.kind === 'nag') {
      if (current && !pending.length) current.pieces.push({ text: raw, kind: 'token' });
      else groups.push((current = { pieces: [...pending.splice(0), { text: raw, kind: 'token' }], column: false }));
      continue;
    }
    if (item.kind === 'irregularity' && !(section === 'Auction' && raw.toUpperCase() === '^S')) {
      pending.push({ text: raw.toUpperCase(), kind: 'token' });
      continue;
    }
    const value = item.kind === 'value' ? (section === 'Auction' ? exportCall(raw) : exportCard(raw)) : raw.toUpperCase();
    const column = item.kind === 'value' || item.kind === 'irregularity' || (item.kind === 'plus' && section === 'Play');
    const passes = value === 'AP' ? passesOfAllPass(item) : 0;
    if (passes > 0) {
      for (let count = 0; count < passes; count++) groups.push((current = { pieces: count === 0 ? [...pending.splice(0), { text: 'Pass', kind: 'token' }] : [{ text: 'Pass', kind: 'token' }], column: true, value: 'Pass' }));
      continue;
    }
    groups.push((current = { pieces: [...pending.splice(0), { text: value, kind: 'token' }], column, value: item.kind === 'value' ? value : undefined }));
  }
  if (pending.length) groups.push({ pieces: pending, column: false });
  return { leading, groups };
}

/** Writes groups four columns per line (a closing `*` on a line of its own after a full row); returns the lines. */
export function layoutGroups(groups: readonly ItemGroup[]): string[] {
  const lines: string[] = [];
  let line = '';
  let columns = 0;
  const flush = () => { if (line) lines.push(line); line = ''; };
  for (const group of groups) {
    const endMark = group.pieces.length === 1 && group.pieces[0].text === '*';
    if ((group.column || endMark) && columns > 0 && columns % 4 === 0) flush();
    for (const piece of group.pieces) {
      if (piece.kind === 'escape') { flush(); lines.push(piece.text); continue; }
      line = line ? `${line} ${piece.text}` : piece.text;
      if (piece.kind === 'lineComment') flush();
    }
    if (group.column) columns++;
  }
  flush();
  return lines;
}
