/**
 * The play of one board as its tags come: `pc` cards (none before the auction has ended or on a
 * passed-out board, none beyond the 52nd), `mc` claims (a later card supersedes a claim; `mc|0|`
 * before any card is no result), and
 * once the board is read, its tricks with seats and winners and the claim checked against them.
 */
import { seatAfter } from '../../bridge/seats';
import { ProblemSink } from '../../syntax/problems';
import { LinBoard } from './board';
import { MAX_CARDS, checkClaim, followTricks, readCards } from './play';
import { LinTag } from './tokens';
import { CodeIn } from '../../i18n/diagnostics/registry';

/** Reports a fault once per board. */
export type Once = (code: CodeIn<'pbn.lin.'>, tag: LinTag, args?: Record<string, string | number>) => void;

/** Adds the cards of a `pc` tag. */
export function readPlayTag(board: LinBoard, tag: LinTag, once: Once, sink: ProblemSink): void {
  const cards = readCards(tag, sink);
  if (cards.length === 0) return;
  const { auction } = board;
  if (auction.passedOut) return once('pbn.lin.card.passed-out', tag);
  if (!auction.ended) return once('pbn.lin.card.before-auction-end', tag);
  if (board.claim) {
    sink.add('pbn.lin.claim.play-continued', 'warning', board.claim.tag.valueStart, board.claim.tag.valueEnd, { claimed: board.claim.tricks });
    board.claim = undefined;
  }
  for (const card of cards) {
    if (board.cards.length >= MAX_CARDS) return once('pbn.lin.card.too-many', tag);
    board.cards.push(card);
  }
}

/** Reads an `mc` claim. */
export function readClaim(board: LinBoard, tag: LinTag, once: Once, sink: ProblemSink): void {
  const text = tag.value.trim();
  if (!/^\d{1,2}$/.test(text) || Number(text) > 13) {
    sink.add('pbn.lin.claim.bad', 'error', tag.valueStart, Math.max(tag.valueEnd, tag.valueStart), { text: tag.value });
    return;
  }
  if (!board.auction.ended || board.auction.passedOut) return once('pbn.lin.claim.no-contract', tag);
  // Bridge Composer writes `mc|0|` on a board with no card played for "no result recorded"; read
  // as a claim it would give declarer no trick and a score. Doubt: a real concession of every
  // trick before the lead reads the same and is lost; it is far rarer than the placeholder.
  if (Number(text) === 0 && board.cards.length === 0) return;
  board.claim = { tricks: Number(text), tag, afterCards: board.cards.length };
}

/** Tricks, seats and winners once the board's cards are all read; the claim checked against them. */
export function finishPlay(board: LinBoard, sink: ProblemSink): void {
  const { contract, declarer } = board.auction;
  if (!contract || !declarer) return;
  board.tricks = followTricks(board.cards, seatAfter(declarer), contract.strain, board.deal?.hands);
  if (board.claim) checkClaim(board.claim, board.tricks, declarer, sink);
}
