/**
 * The Auction and Play sections of a LIN board in PBN export format: the auction from the dealer,
 * four calls a line, an explanation or an alert as a `=n=` note with its `[Note "n:…"]` after the
 * calls ("Alert: …" for an alerted call); the play in the columns of the opening leader, a trick
 * a line with `-` for the cards not played, `*` where the record stops (a claim), `^R` before a
 * revoke when the conversion is written; `nt`
 * commentary in braces after the call or card it follows, on lines of its own.
 */
import { seatAfter } from '../../bridge/seats';
import { LinCall } from '../reader/auction';
import { LinBoard, LinComment } from '../reader/board';
import { LinCard } from '../reader/play';
import { PbnWriter, pbnSuitEscapes, spanOf } from './pbnWriter';

/** Notes a section can hold (PBN numbers them 1 to 32). */
const MAX_NOTES = 32;

/** The text of a call's note: its explanation, after "Alert" when it was alerted. */
export function noteText(call: LinCall): string | undefined {
  const explanation = call.explanation ? pbnSuitEscapes(call.explanation.text, '!') : undefined;
  if (call.alert) return explanation ? `Alert: ${explanation}` : 'Alert';
  return explanation || undefined;
}

/** The comments that follow each point of the record: `call:n` after n calls (before any card), `card:n` after n cards, `claim` after the claim. */
function commentsByPlace(board: LinBoard): Map<string, LinComment[]> {
  const places = new Map<string, LinComment[]>();
  for (const comment of board.comments) {
    const place = comment.afterClaim ? 'claim' : comment.cards === 0 ? `call:${comment.calls}` : `card:${comment.cards}`;
    const list = places.get(place);
    if (list) list.push(comment); else places.set(place, [comment]);
  }
  return places;
}


/** The Auction section with its notes. */
export function writeAuction(writer: PbnWriter, board: LinBoard): void {
  const { calls } = board.auction;
  writer.tagPair('Auction', board.dealer, spanOf(calls[0]?.tag));
  const notes: Array<{ number: number; text: string; call: LinCall }> = [];
  const places = commentsByPlace(board);
  const commentsAfterCall = (count: number) => places.get(`call:${count}`) ?? [];
  const lead = commentsAfterCall(0);
  for (const comment of lead) { writer.comment(pbnSuitEscapes(comment.text, '@'), spanOf(comment.tag)); writer.newline(); }
  let lineOpen = false;
  calls.forEach((call, index) => {
    if (index % 4 === 0 && lineOpen) { writer.newline(); lineOpen = false; }
    if (lineOpen) writer.write(' ');
    const { tag } = call;
    writer.write(call.call, { start: tag.valueStart, end: tag.valueEnd }, spanOf(tag));
    const text = noteText(call);
    if (text !== undefined && notes.length < MAX_NOTES) {
      notes.push({ number: notes.length + 1, text, call });
      writer.write(' ');
      writer.write(`=${notes.length}=`, undefined, spanOf(call.explanation?.tag ?? tag));
    }
    lineOpen = true;
    const after = commentsAfterCall(index + 1);
    for (const comment of after) {
      writer.newline();
      writer.comment(pbnSuitEscapes(comment.text, '@'), spanOf(comment.tag));
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
    writer.tagPair('Note', `${note.number}:${note.text}`, spanOf(explanation?.tag ?? note.call.tag));
  }
}

/** The Play section, a claim ending it with `*`; the cards in `revokes` marked `^R` (a written conversion). */
export function writePlay(writer: PbnWriter, board: LinBoard, revokes: ReadonlySet<LinCard> = new Set()): void {
  const leader = seatAfter(board.auction.declarer!);
  writer.tagPair('Play', leader, spanOf(board.cards[0]?.tag ?? board.claim?.tag));
  const played = new Map(board.cards.map((card, index) => [card, index] as const));
  const places = commentsByPlace(board);
  const afterCard = (count: number) => places.get(`card:${count}`) ?? [];
  for (const trick of board.tricks) {
    let lineOpen = false;
    for (let column = 0; column < 4; column++) {
      const seat = seatAfter(leader, column);
      const card = trick.cards.find((candidate) => candidate.seat === seat);
      if (lineOpen) writer.write(' ');
      if (!card) { writer.write('-'); lineOpen = true; continue; }
      if (revokes.has(card)) writer.write('^R ', undefined, spanOf(card.tag));
      writer.write(card.card, { start: card.start, end: card.end }, spanOf(card.tag));
      lineOpen = true;
      const comments = afterCard(played.get(card)! + 1);
      for (const comment of comments) { writer.newline(); writer.comment(pbnSuitEscapes(comment.text, '@'), spanOf(comment.tag)); }
      if (comments.length) { writer.newline(); lineOpen = false; }
    }
    if (lineOpen) writer.newline();
  }
  if (board.cards.length < 52 || board.claim) {
    writer.write('*', undefined, spanOf(board.claim?.tag));
    writer.newline();
  }
  for (const comment of places.get('claim') ?? []) { writer.comment(pbnSuitEscapes(comment.text, '@'), spanOf(comment.tag)); writer.newline(); }
}

