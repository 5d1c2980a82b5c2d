/**
 * The tag pairs of a LIN board in PBN export order: the 15 mandatory tags — names from `pn`,
 * Event, Date (the year of the event) and Scoring from `vg`, the board number from `qx` or `ah`,
 * dealer and deal from `md`, vulnerability from `sv` or the board number, Declarer and Contract
 * from the auction, Result from the claim or the complete play — then HomeTeam, Room, Score
 * (Law 77, in the edition the PBN model will choose), Stage and VisitTeam. Each value is mapped
 * onto the LIN characters it comes from; a rank of the deal onto its place in `md`.
 */
import { RANKS, SUITS, rankOf, suitOf } from '../../bridge/cards';
import { formatContract, isVulnerable } from '../../bridge/contract';
import { SEATS, Seat, seatAfter, sideOf } from '../../bridge/seats';
import { chooseEdition } from '../../laws/edition';
import { duplicateScore } from '../../laws/scoring';
import { GameOptions } from '../../model/game/gameModel';
import { LinBoard, LinFile } from '../reader/board';
import { pbnScoring, recordedTricks } from '../reader/vugraph';
import { PbnWriter, spanOf } from './pbnWriter';

/** The year a vugraph title or stage names ("2010 USBF SF A" → 2010). */
function eventYear(file: LinFile): string | undefined {
  const text = `${file.event?.title?.text ?? ''} ${file.event?.stage?.text ?? ''}`;
  return /\b(19[4-9]\d|20\d\d)\b/.exec(text)?.[1];
}

/** The tag pairs of a board, in export order. */
export function writeTags(writer: PbnWriter, file: LinFile, board: LinBoard, options: GameOptions): void {
  const { event } = file;
  const { auction, deal } = board;
  const year = eventYear(file);
  writer.tagPair('Event', event?.title?.text.trim() ?? '?', spanOf(event?.tag), event?.title);
  writer.tagPair('Site', '?');
  writer.tagPair('Date', year ? `${year}.??.??` : '?', year ? spanOf(event?.tag) : undefined);
  writer.tagPair('Board', String(board.number), spanOf(board.numberTag), board.numberPiece);
  for (const seat of ['W', 'N', 'E', 'S'] as Seat[]) {
    const name = board.names[seat];
    writer.tagPair({ W: 'West', N: 'North', E: 'East', S: 'South' }[seat], name?.text.trim() || '?', spanOf(board.namesTag), name);
  }
  const dealerSpan = deal?.dealerStart !== undefined && deal.dealer ? { start: deal.dealerStart, end: deal.dealerStart + 1 } : undefined;
  writer.tagPair('Dealer', board.dealer, spanOf(deal?.tag), dealerSpan);
  const vulnerable = board.vulnerabilityTag;
  writer.tagPair('Vulnerable', board.vulnerability, spanOf(vulnerable), vulnerable && { start: vulnerable.valueStart, end: vulnerable.valueEnd });
  writeDeal(writer, board);
  writer.tagPair('Scoring', pbnScoring(event?.scoring?.text) ?? '?', event?.scoring ? spanOf(event.tag) : undefined);
  const contractTag = spanOf(auction.finalBid?.tag);
  const tricks = recordedTricks(board);
  if (auction.passedOut) {
    writer.tagPair('Declarer', '', contractTag);
    writer.tagPair('Contract', 'Pass', contractTag);
    writer.tagPair('Result', '');
  } else {
    writer.tagPair('Declarer', auction.declarer ?? '?', contractTag);
    writer.tagPair('Contract', auction.contract ? formatContract(auction.contract) : '?', contractTag);
    writer.tagPair('Result', tricks === undefined ? '?' : String(tricks), spanOf(board.claim?.tag));
  }
  if (event?.homeTeam) writer.tagPair('HomeTeam', event.homeTeam.text.trim(), spanOf(event.tag), event.homeTeam);
  if (board.room) writer.tagPair('Room', board.room, spanOf(board.roomTag));
  const score = scoreOf(board, tricks, year, options);
  if (score !== undefined) writer.tagPair('Score', `NS ${score}`);
  if (event?.stage) writer.tagPair('Stage', event.stage.text.trim(), spanOf(event.tag), event.stage);
  if (event?.visitTeam) writer.tagPair('VisitTeam', event.visitTeam.text.trim(), spanOf(event.tag), event.visitTeam);
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
  if (!deal || !hands) { writer.tagPair('Deal', '?', spanOf(deal?.tag)); return; }
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
  writer.tagSpan(start, spanOf(deal.tag));
  writer.newline();
}

