/**
 * The ruling line: the one commentary line a fix writes after the Result tag, recording the facts
 * a rectified Result is computed from, so that the next run recomputes from them instead of from
 * the Result it wrote itself. It names the edition, the result at the table (the tricks won in the
 * play plus the claimed remainder), each revoke's article and transfer, and the rectified result:
 *
 *   {Ruling (Laws 2017): table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks}
 *   {Uitspraak (Spelregels 2017): tafelresultaat NZ 9 slagen; artikel 64A1: 2 slagen overgedragen naar NZ; rechtgezet resultaat NZ 11 slagen}
 *
 * It is read strictly: a comment that starts like one but does not parse is reported, never
 * guessed at. The shorter line earlier versions wrote (`{Law 64A1 (2017): 2 tricks transferred to
 * NS}`, no table result) is still recognised, so that a file fixed by them migrates on the next fix.
 */
import { Side } from '../../bridge/seats';
import { sideName } from '../../i18n/bridgeTerms';
import { Language } from '../../i18n/localize';
import { RULING_LINE_WORDS } from '../../i18n/rulingLineTexts';
import { EDITIONS, Edition } from '../../shapes/laws';
import { GameSyntax } from '../../syntax/gameSyntax';
import { BLOCK_COMMENT } from '../../syntax/tokenList';

/** One revoke's part of a ruling line. */
export interface LineTransfer {
  law: string;
  tricks: number;
  to: Side;
  /** Why no trick was transferred, in the line's words (free text). */
  reason?: string;
}

/** A ruling line as read (or to be written). */
export interface RulingLine {
  /** `full` records the table result; `legacy` is the earlier, transfers-only line. */
  form: 'full' | 'legacy';
  edition: Edition;
  /** The declaring side and its tricks at the table, before any transfer (full lines only). */
  side?: Side;
  tableTricks?: number;
  transfers: LineTransfer[];
  /** The declaring side's tricks after the transfers (full lines only). */
  rectifiedTricks?: number;
}

/** Where the line is in the game text and what was found. */
export type RulingLineScan =
  | { kind: 'none' }
  | { kind: 'line'; line: RulingLine; start: number; end: number }
  | { kind: 'unreadable'; start: number; end: number }
  | { kind: 'several'; start: number; end: number };

const SIDE = '(NS|EW|NZ|OW)';
const HEADER = /^(?:Ruling \(Laws (\d{4})\): table result|Uitspraak \(Spelregels (\d{4})\): tafelresultaat) (NS|EW|NZ|OW) (\d{1,2}) (?:tricks?|slag|slagen)$/;
const FOOTER = /^(?:rectified result|rechtgezet resultaat) (NS|EW|NZ|OW) (\d{1,2}) (?:tricks?|slag|slagen)$/;
const TRANSFER = new RegExp(`^(?:Law|artikel) (\\S+): (\\d{1,2}) (?:tricks?|slag|slagen) (?:transferred to|overgedragen naar) ${SIDE}$`);
const NO_TRANSFER = /^(?:Law|artikel) (\S+): (?:no trick transferred|geen slag overgedragen)(?: \(([^()]*)\))?$/;
const LEGACY_PART = new RegExp(`^(?:Law|Artikel) (\\S+) \\((\\d{4})\\): (\\d{1,2}) (?:tricks?|slag|slagen) (?:transferred to|overgedragen naar) ${SIDE}$`);
const STARTS_LIKE_LINE = /^\s*(?:Ruling \(Laws|Uitspraak \(Spelregels)/;

function sideOfWord(word: string): Side {
  return word === 'NS' || word === 'NZ' ? 'NS' : 'EW';
}

function editionOf(text: string | undefined): Edition | undefined {
  return EDITIONS.find((edition) => edition === text);
}

/** Parses the text of a full ruling line (without braces); undefined when it does not fit exactly. */
export function parseFullLine(text: string): RulingLine | undefined {
  const parts = text.trim().split(/;[ \t\r\n]+/);
  if (parts.length < 2) return undefined;
  const header = HEADER.exec(parts[0]);
  const footer = FOOTER.exec(parts[parts.length - 1]);
  const edition = editionOf(header?.[1] ?? header?.[2]);
  if (!header || !footer || !edition || sideOfWord(header[3]) !== sideOfWord(footer[1])) return undefined;
  const transfers: LineTransfer[] = [];
  for (const part of parts.slice(1, -1)) {
    const transfer = TRANSFER.exec(part);
    const none = transfer ? undefined : NO_TRANSFER.exec(part);
    if (transfer && Number(transfer[2]) > 0) transfers.push({ law: transfer[1], tricks: Number(transfer[2]), to: sideOfWord(transfer[3]) });
    else if (none) transfers.push(none[2] === undefined ? { law: none[1], tricks: 0, to: sideOfWord(header[3]) } : { law: none[1], tricks: 0, to: sideOfWord(header[3]), reason: none[2] });
    else return undefined;
  }
  const tableTricks = Number(header[4]), rectifiedTricks = Number(footer[2]);
  if (tableTricks > 13 || rectifiedTricks > 13) return undefined;
  return { form: 'full', edition, side: sideOfWord(header[3]), tableTricks, transfers, rectifiedTricks };
}

/** Parses the earlier transfers-only line; undefined when the text is not exactly one. */
export function parseLegacyLine(text: string): RulingLine | undefined {
  const transfers: LineTransfer[] = [];
  let edition: Edition | undefined;
  for (const part of text.trim().split(/;[ \t\r\n]+/)) {
    const match = LEGACY_PART.exec(part);
    const partEdition = editionOf(match?.[2]);
    if (!match || !partEdition || (edition && edition !== partEdition) || Number(match[3]) === 0) return undefined;
    edition = partEdition;
    transfers.push({ law: match[1], tricks: Number(match[3]), to: sideOfWord(match[4]) });
  }
  return edition ? { form: 'legacy', edition, transfers } : undefined;
}

/**
 * True when the comment starting at `from` may be a ruling line: after spaces it starts with the
 * `R`, `U`, `L` or `A` of "Ruling", "Uitspraak", "Law" or "Artikel" (a quick test before the patterns).
 */
function mayBeRulingLine(text: string, from: number): boolean {
  let at = from;
  while (at < text.length && /\s/.test(text[at])) at++;
  const code = text.charCodeAt(at);
  return code === 82 || code === 85 || code === 76 || code === 65;
}

/** No ruling line: one shared object. */
const NO_RULING_LINE: RulingLineScan = Object.freeze({ kind: 'none' });

/** Finds the game's ruling line among its brace comments. */
export function findRulingLine(syntax: GameSyntax): RulingLineScan {
  let found: RulingLineScan = NO_RULING_LINE;
  // A game without a `{` has no block comment: its tokens need no scan.
  if (syntax.text.indexOf('{') < 0) return found;
  const tokens = syntax.tokens;
  for (let index = 0; index < tokens.length; index++) {
    if (tokens.kindCode(index) !== BLOCK_COMMENT || !mayBeRulingLine(syntax.text, tokens.start(index) + 1)) continue;
    const text = tokens.text(index);
    const full = STARTS_LIKE_LINE.test(text);
    const line = full ? (tokens.closed(index) ? parseFullLine(text) : undefined) : parseLegacyLine(text);
    if (!full && !line) continue;
    const start = tokens.start(index), end = tokens.end(index);
    if (found.kind !== 'none') return { kind: 'several', start, end };
    found = line ? { kind: 'line', line, start, end } : { kind: 'unreadable', start, end };
  }
  return found;
}

/** The net tricks a line's transfers give the declaring side. */
export function netTransfer(transfers: readonly LineTransfer[], declaringSide: Side): number {
  return transfers.reduce((total, transfer) => total + (transfer.to === declaringSide ? transfer.tricks : -transfer.tricks), 0);
}

/** A trick count kept within 0..13. */
export function clampTricks(tricks: number): number {
  return Math.min(13, Math.max(0, tricks));
}

/** True when two lines say the same (whatever their language or form). */
export function sameRuling(a: RulingLine, b: RulingLine): boolean {
  const parts = (line: RulingLine) => line.transfers.map((transfer) => `${transfer.law}:${transfer.tricks}:${transfer.tricks ? transfer.to : ''}`).join(',');
  return a.edition === b.edition && parts(a) === parts(b)
    && (a.form === 'legacy' || b.form === 'legacy' || (a.tableTricks === b.tableTricks && a.side === b.side && a.rectifiedTricks === b.rectifiedTricks));
}

/** Longest ruling line kept on one line; a longer one breaks after each `;` (PBN lines hold 255 characters). */
const ONE_LINE_LIMIT = 200;

/** Writes a full ruling line (with its braces) in a language, breaking a long one with `lineBreak`. */
export function formatRulingLine(line: RulingLine, language: Language, lineBreak = '\n'): string {
  const words = RULING_LINE_WORDS[language];
  const side = (value: Side) => sideName(value, language);
  const count = (tricks: number) => `${tricks} ${tricks === 1 ? words.trick : words.tricks}`;
  const parts = [`${words.header(line.edition)} ${side(line.side!)} ${count(line.tableTricks!)}`];
  for (const transfer of line.transfers) {
    const reason = transfer.reason ? ` (${transfer.reason.replace(/[()}]/g, '')})` : '';
    parts.push(transfer.tricks > 0 ? `${words.law} ${transfer.law}: ${count(transfer.tricks)} ${words.to} ${side(transfer.to)}` : `${words.law} ${transfer.law}: ${words.none}${reason}`);
  }
  parts.push(`${words.footer} ${side(line.side!)} ${count(line.rectifiedTricks!)}`);
  const oneLine = `{${parts.join('; ')}}`;
  return oneLine.length <= ONE_LINE_LIMIT ? oneLine : `{${parts.join(`;${lineBreak}`)}}`;
}
