/**
 * PBN → LIN: every game of a PBN document becomes one line in the form BBO's handviewer reads,
 * `pn|S,W,N,E|st||md|<dealer><S>,<W>,<N>,<E>|rh||ah|Board n|sv|…|mb|…|an|…|pg||pc|…|pg||mc|n|`
 * (with `qx|o12|` in front when the game names its Room). Notes become `an` explanations (a note
 * "Alert: …" written by the LIN → PBN conversion becomes an alerted call again), the play is
 * written in the order of play up to the first unknown card, a Result of an unfinished play is a
 * claim, and commentary becomes `nt` after the call or card it follows. What LIN cannot hold
 * (Score, Event, suffixes, `^` marks, commas and `|` in names and texts) is left out or replaced.
 */
import { RANKS, SUITS, rankOf, suitOf } from '../../bridge/cards';
import { Vulnerability } from '../../bridge/contract';
import { Seat, sideOf } from '../../bridge/seats';
import { DocumentGame, DocumentModel } from '../../model/document/document';
import { GameModel } from '../../model/game/gameModel';
import { orderFrom } from '../../model/game/play';
import { LIN_HAND_ORDER } from '../reader/deal';
import { dealerOfBoard } from '../reader/identity';
import { largest } from '../../arrays';

const DEALER_DIGITS: Record<Seat, string> = { S: '1', W: '2', N: '3', E: '4' };
const VULNERABILITY_LETTERS: Record<Vulnerability, string> = { None: 'o', NS: 'n', EW: 'e', All: 'b' };
const SEAT_TAGS: Record<Seat, string> = { S: 'South', W: 'West', N: 'North', E: 'East' };

/** Text fit for a LIN value: no `|`, no line breaks. */
function linValue(text: string): string {
  return text.replace(/\|/g, '/').replace(/[\r\n\t]+/g, ' ');
}

/** `\S` (PBN suit escape) → `!S` in explanations or `@S` in commentary. */
function linSuitEscapes(text: string, escape: '!' | '@'): string {
  return text.replace(/\\([SHDC])/g, `${escape}$1`);
}

/** The LIN spelling of a PBN call: p, d, r, 1N, 4S; undefined for a skipped seat. */
function linCall(call: string): string | undefined {
  if (call === 'Pass') return 'p';
  if (call === 'X') return 'd';
  if (call === 'XX') return 'r';
  if (call === 'skip') return undefined;
  return call.replace(/NT$/, 'N');
}

/** The LIN text of a whole PBN document, one line per game. */
export function pbnToLin(model: DocumentModel): string {
  return model.games.filter((game) => game.model && game.index > 0).map((game) => gameToLin(game, game.model!) + '\n').join('');
}

/** One game as a LIN line. */
export function gameToLin(game: DocumentGame, model: GameModel): string {
  const out: string[] = [];
  const tag = (name: string, value = '') => out.push(`${name}|${linValue(value)}|`);
  const boardNumber = /^\d+$/.test(model.board ?? '') ? Number(model.board) : game.index;
  const room = model.values.get('Room');
  if (room === 'Open' || room === 'Closed') tag('qx', `${room === 'Open' ? 'o' : 'c'}${boardNumber}`);
  tag('pn', LIN_HAND_ORDER.map((seat) => names(model, seat)).join(','));
  tag('st');
  tag('md', DEALER_DIGITS[model.dealer ?? dealerOfBoard(boardNumber)] + LIN_HAND_ORDER.map((seat) => hand(model, seat)).join(','));
  tag('rh');
  tag('ah', `Board ${boardNumber}`);
  if (model.vulnerability) tag('sv', VULNERABILITY_LETTERS[model.vulnerability]);
  const comments = commentAnchors(model);
  const after = (offset: number | undefined) => {
    for (const text of comments.get(offset ?? -1) ?? []) tag('nt', linSuitEscapes(text, '@'));
  };
  after(undefined);
  const notes = auctionNotes(model);
  for (const call of model.auction?.calls ?? []) {
    const written = linCall(call.call);
    if (!written) continue;
    const note = call.note !== undefined ? notes.get(call.note) : undefined;
    const alert = note === undefined ? null : /^Alert(?:: (.*))?$/s.exec(note);
    const alerted = alert !== null;
    const explanation = alert ? alert[1] : note;
    tag('mb', written + (alerted ? '!' : ''));
    if (explanation) tag('an', linSuitEscapes(explanation, '!'));
    after(call.end);
  }
  const cards = playedInOrder(model);
  if (cards.length) tag('pg');
  cards.forEach((card, index) => {
    tag('pc', card.card);
    after(card.end);
    if (index % 4 === 3) tag('pg');
  });
  const claim = claimedTricks(model, cards.length);
  if (claim !== undefined) tag('mc', String(claim));
  after(Number.MAX_SAFE_INTEGER);
  return out.join('');
}

function names(model: GameModel, seat: Seat): string {
  const name = model.values.get(SEAT_TAGS[seat]) ?? '';
  return name === '?' ? '' : name.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
}

/** A hand as `md` writes it: `S` ranks `H` ranks `D` ranks `C` ranks; empty when unknown. */
function hand(model: GameModel, seat: Seat): string {
  const cards = model.deal?.hands[seat];
  if (!cards) return '';
  return SUITS.map((suit) => suit + cards.filter((card) => suitOf(card) === suit).map(rankOf).sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b)).join('')).join('');
}

/** The texts of the auction's Note tags by number. */
function auctionNotes(model: GameModel): Map<number, string> {
  const notes = new Map<number, string>();
  for (const tag of model.syntax.tags) {
    const match = tag.name === 'Note' && tag.noteOwner === 'Auction' ? /^(\d+):(.*)$/s.exec(tag.value) : null;
    if (match && !notes.has(Number(match[1]))) notes.set(Number(match[1]), match[2]);
  }
  return notes;
}

/** The cards in the order they were played, up to the first unknown one (LIN cannot skip a card). */
function playedInOrder(model: GameModel): Array<{ card: string; end: number }> {
  const played: Array<{ card: string; end: number }> = [];
  for (const trick of model.play?.tricks ?? []) {
    if (!trick.leader) return played;
    const ordered = orderFrom(trick.cards, trick.leader);
    for (const record of ordered) {
      if (!record.card) return played;
      played.push({ card: record.card, end: record.end });
    }
    if (ordered.length < 4) return played;
  }
  return played;
}

/** The Result of an unfinished play, as declarer's side's total (LIN's claim). */
function claimedTricks(model: GameModel, cardsWritten: number): number | undefined {
  if (!model.declarer || !model.contract || model.passedOut || !model.result) return undefined;
  if (cardsWritten === 52) return undefined;
  return model.result.tricks[sideOf(model.declarer)];
}

/**
 * The game's commentary by the end offset of the call or card it follows (-1: before the first
 * call; MAX_SAFE_INTEGER: after the last row of the play, i.e. after the claim), in the order written.
 */
function commentAnchors(model: GameModel): Map<number, string[]> {
  const anchors = [
    ...(model.auction?.calls ?? []).filter((call) => call.call !== 'skip').map((call) => call.end),
    ...(model.play?.tricks ?? []).flatMap((trick) => trick.cards.filter((card) => card.card).map((card) => card.end)),
  ].sort((a, b) => a - b);
  const written = new Set(playedInOrder(model).map((card) => card.end).concat((model.auction?.calls ?? []).map((call) => call.end)));
  const comments = new Map<number, string[]>();
  const lastRow = largest((model.play?.tricks ?? []).flatMap((trick) => trick.cards.map((card) => card.end)), -1);
  for (const token of model.syntax.tokens) {
    if (token.kind !== 'lineComment' && token.kind !== 'blockComment') continue;
    let anchor = -1;
    for (const end of anchors) if (end <= token.start && written.has(end)) anchor = end;
    if (lastRow >= 0 && token.start > lastRow && written.has(anchor)) anchor = Number.MAX_SAFE_INTEGER;
    const text = token.text.replace(/\s+/g, ' ').trim();
    const list = comments.get(anchor);
    if (!text) continue;
    if (list) list.push(text); else comments.set(anchor, [text]);
  }
  return comments;
}
