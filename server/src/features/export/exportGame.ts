/**
 * One game in export format (PBN §16): the commentary before the first tag as written, the 15
 * mandatory tags in export order, the other tags alphabetically, the Auction (from the dealer)
 * and Play (from the opening leader) sections four per line with their Note tags, then tables
 * and unknown sections alphabetically, written as they were. Every comment moves with the tag,
 * call or card it follows. Returns undefined when the game cannot be formatted safely (syntax
 * errors, duplicate tags, escape lines or calls after a Note tag).
 */
import { RANKS, SUITS, rankOf, suitOf } from '../../bridge/cards';
import { SEATS, seatAfter } from '../../bridge/seats';
import { parseVulnerability } from '../../bridge/contract';
import { GameModel } from '../../model/game/gameModel';
import { parseGame } from '../../syntax/parser';
import { ProblemSink } from '../../syntax/problems';
import { MAX_LINE_LENGTH } from '../../syntax/scanner';
import { MANDATORY_TAGS, opensSection } from '../../syntax/tags';
import { TagPair } from '../../syntax/gameSyntax';
import { auctionLayout, playLayout } from './exportColumns';
import { TagUnit, layoutGroups } from './exportSection';
import { pushAll } from '../../arrays';

/** True when the game's text has syntax errors (the scanner's or the parser's). */
export function hasSyntaxErrors(text: string): boolean {
  const sink = new ProblemSink();
  parseGame(text, sink);
  return sink.problems.some((problem) => problem.severity === 'error');
}

/** The game in export format with `eol` line endings, or undefined when it is left alone. */
export function exportGame(model: GameModel, eol: string): string | undefined {
  const { syntax } = model;
  const text = syntax.text;
  if (!syntax.tags.length || hasSyntaxErrors(text) || syntax.tags.some((tag) => tag.duplicate)) return undefined;
  const units = tagUnits(model);
  if (!units) return undefined;
  const normalize = (raw: string) => raw.replace(/\r?\n/g, eol);
  const lines: string[] = [];
  const header = text.slice(0, syntax.tags[0].start).trimEnd();
  if (header) lines.push(normalize(header));
  for (const unit of orderUnits(units)) {
    const written = writeUnit(model, unit);
    if (!written) return undefined;
    pushAll(lines, written.map(normalize));
  }
  return lines.join(eol);
}

/** Splits the game into tag units; Note tags join their section's unit. */
function tagUnits(model: GameModel): TagUnit[] | undefined {
  const { tags, tokens, text } = model.syntax;
  const units: TagUnit[] = [];
  let owner: TagUnit | undefined;
  for (const [index, tag] of tags.entries()) {
    const nextStart = tags[index + 1]?.start ?? text.length;
    const trailing = tokens.filter((token) => token.start >= tag.end && token.start < nextStart);
    const unit: TagUnit = { tag, trailing, notes: [] };
    const isSection = tag.name === 'Auction' || tag.name === 'Play';
    if ((isSection || (tag.name === 'Note' && tag.noteOwner)) && trailing.some((token) => token.kind === 'escape')) return undefined;
    if (tag.name === 'Note' && tag.noteOwner && owner) {
      if (trailing.some((token) => token.kind !== 'lineComment' && token.kind !== 'blockComment')) return undefined;
      owner.notes.push(unit);
      continue;
    }
    owner = isSection ? unit : undefined;
    units.push(unit);
  }
  return units;
}

/** Mandatory tags, other tags, Auction, Play, then sections (tables, unknown tags with data). */
function orderUnits(units: TagUnit[]): TagUnit[] {
  const rank = (unit: TagUnit): number => {
    const mandatory = MANDATORY_TAGS.indexOf(unit.tag.name);
    if (mandatory >= 0) return mandatory;
    if (unit.tag.name === 'Auction') return 101;
    if (unit.tag.name === 'Play') return 102;
    const hasData = opensSection(unit.tag.name) && unit.trailing.some((token) => token.kind === 'word' || token.kind === 'string');
    return hasData ? 103 : 100;
  };
  return units.map((unit, index) => ({ unit, index })).sort((a, b) =>
    rank(a.unit) - rank(b.unit) || (rank(a.unit) >= 100 && rank(a.unit) !== 101 && rank(a.unit) !== 102 ? a.unit.tag.name.localeCompare(b.unit.tag.name) : 0) || a.index - b.index,
  ).map(({ unit }) => unit);
}

/** The tag line with its value in export form (as written when that would make the line too long). */
function tagLine(model: GameModel, tag: TagPair, value?: string): string {
  const written = value !== undefined ? `"${value}"` : model.syntax.text.slice(tag.valueStart, tag.valueEnd);
  const line = `[${tag.name} ${written}]`;
  return line.length > MAX_LINE_LENGTH ? model.syntax.text.slice(tag.start, tag.end) : line;
}

/** Writes a unit: tag line, its comments, its section and its notes. */
function writeUnit(model: GameModel, unit: TagUnit): string[] | undefined {
  const { tag, trailing } = unit;
  const source = model.syntax.text;
  if (tag.name === 'Auction' || tag.name === 'Play') {
    const section = tag.name === 'Auction' ? auctionLayout(model, unit) : playLayout(model, unit);
    if (!section) return undefined;
    const lines = [tagLine(model, tag, section.value), ...section.grouped.leading.map((piece) => piece.text), ...layoutGroups(section.grouped.groups)];
    for (const note of unit.notes) pushAll(lines, writeUnit(model, note)!);
    return lines;
  }
  const lines = [tagLine(model, tag, normalizedValue(model, tag))];
  const data = trailing.filter((token) => token.kind === 'word' || token.kind === 'string');
  if (data.length) {
    lines.push(source.slice(trailing[0].start, trailing[trailing.length - 1].end));
  } else {
    for (const token of trailing) lines.push(source.slice(token.start, token.end));
  }
  return lines;
}

/** The export form of the Deal (from the dealer, ranks descending) and Vulnerable values. */
function normalizedValue(model: GameModel, tag: TagPair): string | undefined {
  if (tag.value.startsWith('#')) return undefined;
  if (tag.name === 'Vulnerable') {
    const vulnerability = parseVulnerability(tag.value);
    return vulnerability && vulnerability !== tag.value ? vulnerability : undefined;
  }
  if (tag.name === 'Deal' && model.deal && model.dealer) {
    const hands = SEATS.map((_, step) => seatAfter(model.dealer!, step)).map((seat) => {
      const hand = model.deal!.hands[seat];
      if (!hand) return '-';
      return SUITS.map((suit) => hand.filter((card) => suitOf(card) === suit).map(rankOf).sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b)).join('')).join('.');
    });
    const value = `${model.dealer}:${hands.join(' ')}`;
    return value !== tag.value ? value : undefined;
  }
  return undefined;
}
