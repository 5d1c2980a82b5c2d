/**
 * LIN → PBN 2.1 in export format, with the source map. Each board becomes one game: the 15
 * mandatory tags (names from `pn`, Event, Stage, Date and Scoring from `vg`, vulnerability from
 * `sv` or the board number, Declarer and Contract from the auction, Result from the claim or the
 * complete play), then HomeTeam, Room, Score (Law 77), Stage and VisitTeam; the auction from the
 * dealer with alerts and explanations as `=n=` notes (`[Note "n:Alert: …"]` for an alerted call),
 * the play in the columns of the opening leader with `*` where it stops (a claim), and `nt`
 * commentary in braces after the call or card it follows.
 */
import { Card, RANKS, SUITS, rankOf, suitOf } from '../bridge/cards';
import { formatContract, isVulnerable } from '../bridge/contract';
import { SEATS, Seat, seatAfter, sideOf } from '../bridge/seats';
import { chooseEdition } from '../laws/edition';
import { duplicateScore } from '../laws/scoring';
import { GameOptions } from '../model/game';
import { LinBoard, LinComment, LinFile } from './board';
import { LinCall } from './auction';
import { LinSpan, PbnWriter } from './pbnWriter';
import { SourceMap } from './sourceMap';
import { pbnScoring, recordedTricks } from './vugraph';

/** Notes a section can hold (PBN numbers them 1 to 32). */
const MAX_NOTES = 32;

/** The PBN text of a LIN file and its source map. */
export function linToPbn(file: LinFile, options: GameOptions): { text: string; map: SourceMap } {
  const writer = new PbnWriter();
  writer.write('% PBN 2.1');
  writer.newline();
  writer.write('% EXPORT');
  writer.newline();
  for (const board of file.boards) {
    writer.newline();
    writeBoard(writer, file, board, options);
  }
  return writer.finish();
}

const span = (tag: { start: number; end: number } | undefined): LinSpan | undefined => (tag ? { start: tag.start, end: tag.end } : undefined);

/** `!S` (in explanations) or `@S` (in commentary) → `\S`, the PBN suit escape. */
export function pbnSuitEscapes(text: string, escape: '!' | '@'): string {
  return text.replace(escape === '!' ? /!([SHDC])/g : /@([SHDC])/g, '\\$1');
}

/** The year a vugraph title or stage names ("2010 USBF SF A" → 2010). */
function eventYear(file: LinFile): string | undefined {
  const text = `${file.event?.title?.text ?? ''} ${file.event?.stage?.text ?? ''}`;
  return /\b(19[4-9]\d|20\d\d)\b/.exec(text)?.[1];
}

function writeBoard(writer: PbnWriter, file: LinFile, board: LinBoard, options: GameOptions): void {
  const start = writer.offset;
  const { auction } = board;
  const hasAuction = auction.calls.length > 0;
  if (!hasAuction) for (const comment of board.comments) { writer.comment(pbnSuitEscapes(comment.text, '@'), span(comment.tag)); writer.newline(); }
  writeTags(writer, file, board, options);
  if (hasAuction) writeAuction(writer, board);
  if (auction.contract && auction.declarer && (board.cards.length > 0 || board.claim)) writePlay(writer, board);
  writer.game(start, board.index, { start: board.start, end: board.end });
}

function writeTags(writer: PbnWriter, file: LinFile, board: LinBoard, options: GameOptions): void {
  const { event } = file;
  const { auction, deal } = board;
  const year = eventYear(file);
  writer.tagPair('Event', event?.title?.text.trim() ?? '?', span(event?.tag), event?.title);
  writer.tagPair('Site', '?');
  writer.tagPair('Date', year ? `${year}.??.??` : '?', year ? span(event?.tag) : undefined);
  writer.tagPair('Board', String(board.number), span(board.numberTag), board.numberPiece);
  for (const seat of ['W', 'N', 'E', 'S'] as Seat[]) {
    const name = board.names[seat];
    writer.tagPair({ W: 'West', N: 'North', E: 'East', S: 'South' }[seat], name?.text.trim() || '?', span(board.namesTag), name);
  }
  const dealerSpan = deal?.dealerStart !== undefined && deal.dealer ? { start: deal.dealerStart, end: deal.dealerStart + 1 } : undefined;
  writer.tagPair('Dealer', board.dealer, span(deal?.tag), dealerSpan);
  const vulnerable = board.vulnerabilityTag;
  writer.tagPair('Vulnerable', board.vulnerability, span(vulnerable), vulnerable && { start: vulnerable.valueStart, end: vulnerable.valueEnd });
  writeDeal(writer, board);
  writer.tagPair('Scoring', pbnScoring(event?.scoring?.text) ?? '?', event?.scoring ? span(event.tag) : undefined);
  const contractTag = span(auction.finalBid?.tag);
  const tricks = recordedTricks(board);
  if (auction.passedOut) {
    writer.tagPair('Declarer', '', contractTag);
    writer.tagPair('Contract', 'Pass', contractTag);
    writer.tagPair('Result', '');
  } else {
    writer.tagPair('Declarer', auction.declarer ?? '?', contractTag);
    writer.tagPair('Contract', auction.contract ? formatContract(auction.contract) : '?', contractTag);
    writer.tagPair('Result', tricks === undefined ? '?' : String(tricks), span(board.claim?.tag));
  }
  if (event?.homeTeam) writer.tagPair('HomeTeam', event.homeTeam.text.trim(), span(event.tag), event.homeTeam);
  if (board.room) writer.tagPair('Room', board.room, span(board.roomTag));
  const score = scoreOf(board, tricks, year, options);
  if (score !== undefined) writer.tagPair('Score', `NS ${score}`);
  if (event?.stage) writer.tagPair('Stage', event.stage.text.trim(), span(event.tag), event.stage);
  if (event?.visitTeam) writer.tagPair('VisitTeam', event.visitTeam.text.trim(), span(event.tag), event.visitTeam);
}

/** North-South's Law 77 score, in the edition the PBN model will choose for the board. */
function scoreOf(board: LinBoard, tricks: number | undefined, year: string | undefined, options: GameOptions): number | undefined {
  const { auction } = board;
  if (auction.passedOut) return 0;
  if (!auction.contract || !auction.declarer || tricks === undefined) return undefined;
  const chosen = chooseEdition({ option: options.lawsOption, setting: options.lawsSetting, date: year ? `${year}.??.??` : undefined });
  const edition = 'choice' in chosen ? chosen.choice.edition : '2017';
  const side = sideOf(auction.declarer);
  const points = duplicateScore(auction.contract, isVulnerable(board.vulnerability, side), tricks, edition);
  return side === 'NS' ? points : -points;
}

/** The Deal tag from the dealer, ranks descending, each rank mapped to its place in `md`. */
function writeDeal(writer: PbnWriter, board: LinBoard): void {
  const deal = board.deal;
  const hands = deal?.hands;
  if (!deal || !hands) { writer.tagPair('Deal', '?', span(deal?.tag)); return; }
  const where = new Map(deal.cards.map((card) => [card.card, card] as const));
  const start = writer.offset;
  writer.write('[Deal "');
  writer.write(board.dealer, deal.dealerStart !== undefined && deal.dealer ? { start: deal.dealerStart, end: deal.dealerStart + 1 } : undefined);
  writer.write(':');
  SEATS.map((_, step) => seatAfter(board.dealer, step)).forEach((seat, position) => {
    if (position > 0) writer.write(' ');
    const hand = hands[seat];
    if (!hand) { writer.write('-'); return; }
    SUITS.forEach((suit, suitIndex) => {
      if (suitIndex > 0) writer.write('.');
      const cards = hand.filter((card) => suitOf(card) === suit).sort((a, b) => RANKS.indexOf(rankOf(a)) - RANKS.indexOf(rankOf(b)));
      for (const card of cards) writer.write(rankOf(card), where.get(card));
    });
  });
  writer.write('"]');
  writer.tagSpan(start, span(deal.tag));
  writer.newline();
}

/** The text of a call's note: its explanation, after "Alert" when it was alerted. */
export function noteText(call: LinCall): string | undefined {
  const explanation = call.explanation ? pbnSuitEscapes(call.explanation.text, '!') : undefined;
  if (call.alert) return explanation ? `Alert: ${explanation}` : 'Alert';
  return explanation || undefined;
}

/** Comments that follow call `index` (0-based, counting from 1 for "after the first call"), before any card. */
function commentsAfterCall(board: LinBoard, calls: number): LinComment[] {
  return board.comments.filter((comment) => comment.calls === calls && comment.cards === 0 && !comment.afterClaim);
}

function writeAuction(writer: PbnWriter, board: LinBoard): void {
  const { calls } = board.auction;
  writer.tagPair('Auction', board.dealer, span(calls[0]?.tag));
  const notes: Array<{ number: number; text: string; call: LinCall }> = [];
  const lead = commentsAfterCall(board, 0);
  for (const comment of lead) { writer.comment(pbnSuitEscapes(comment.text, '@'), span(comment.tag)); writer.newline(); }
  let lineOpen = false;
  calls.forEach((call, index) => {
    if (index % 4 === 0 && lineOpen) { writer.newline(); lineOpen = false; }
    if (lineOpen) writer.write(' ');
    const { tag } = call;
    writer.write(call.call, { start: tag.valueStart, end: tag.valueEnd }, span(tag));
    const text = noteText(call);
    if (text !== undefined && notes.length < MAX_NOTES) {
      notes.push({ number: notes.length + 1, text, call });
      writer.write(' ');
      writer.write(`=${notes.length}=`, undefined, span(call.explanation?.tag ?? tag));
    }
    lineOpen = true;
    const after = commentsAfterCall(board, index + 1);
    for (const comment of after) {
      writer.newline();
      writer.comment(pbnSuitEscapes(comment.text, '@'), span(comment.tag));
    }
    if (after.length) { writer.newline(); lineOpen = false; }
  });
  if (!board.auction.ended) {
    if (calls.length % 4 === 0 && lineOpen) { writer.newline(); lineOpen = false; }
    writer.write(lineOpen ? ' *' : '*');
    lineOpen = true;
  }
  if (lineOpen) writer.newline();
  for (const note of notes) {
    const explanation = note.call.explanation;
    writer.tagPair('Note', `${note.number}:${note.text}`, span(explanation?.tag ?? note.call.tag));
  }
}

function writePlay(writer: PbnWriter, board: LinBoard): void {
  const leader = seatAfter(board.auction.declarer!);
  writer.tagPair('Play', leader, span(board.cards[0]?.tag ?? board.claim?.tag));
  const played = new Map(board.cards.map((card, index) => [card, index] as const));
  const afterCard = (count: number) => board.comments.filter((comment) => comment.cards === count && count > 0 && !comment.afterClaim);
  for (const trick of board.tricks) {
    let lineOpen = false;
    for (let column = 0; column < 4; column++) {
      const seat = seatAfter(leader, column);
      const card = trick.cards.find((candidate) => candidate.seat === seat);
      if (lineOpen) writer.write(' ');
      if (!card) { writer.write('-'); lineOpen = true; continue; }
      writer.write(card.card, { start: card.start, end: card.end }, span(card.tag));
      lineOpen = true;
      const comments = afterCard(played.get(card)! + 1);
      for (const comment of comments) { writer.newline(); writer.comment(pbnSuitEscapes(comment.text, '@'), span(comment.tag)); }
      if (comments.length) { writer.newline(); lineOpen = false; }
    }
    if (lineOpen) writer.newline();
  }
  if (board.cards.length < 52 || board.claim) {
    writer.write('*', undefined, span(board.claim?.tag));
    writer.newline();
  }
  for (const comment of board.comments.filter((candidate) => candidate.afterClaim)) { writer.comment(pbnSuitEscapes(comment.text, '@'), span(comment.tag)); writer.newline(); }
}

/** Cards of a hand in PBN order, for tests and the reverse conversion. */
export function sortedHand(hand: readonly Card[]): Card[] {
  return hand.slice().sort((a, b) => SUITS.indexOf(suitOf(a)) - SUITS.indexOf(suitOf(b)) || RANKS.indexOf(rankOf(a)) - RANKS.indexOf(rankOf(b)));
}
