/**
 * What the record marks besides its `[Irregularities]` events, in words for the facts block of
 * the ruling report and the board view: the auction's accepted irregularities (an insufficient
 * bid accepted, a player skipped), declarer and dummy swapped, each card marked as a revoke not
 * noticed in time or as an accepted lead out of turn, a play record that stops before the last
 * trick (a claim or concession), a Result marked as differing from the tricks won, and the ruling
 * line a fix wrote (its table result, transfers and rectified result). Facts only: what they
 * mean under the Laws is the rulings' part.
 */
import { parseContract } from '../../bridge/contract';
import { Seat, Side } from '../../bridge/seats';
import { cardText, contractText, tricksText } from '../../i18n/bridgeNotation';
import { lawsName, seatName, sideName } from '../../i18n/bridgeTerms';
import { Language } from '../../i18n/localize';
import { RECORD_MARK_WORDS, RecordMarkWords } from '../../i18n/recordMarkTexts';
import type { GameModel } from '../../model/game/gameModel';
import { RulingLine, RulingLineScan } from '../../model/game/rulingLine';

/** The marks of the record in words, in the order of the record. */
export function markedFacts(model: GameModel, language: Language): string[] {
  const words = RECORD_MARK_WORDS[language];
  const seat = (which: Seat) => seatName(which, language);
  const facts: string[] = [];
  for (const call of model.auction?.calls ?? []) {
    if (call.call === 'skip') facts.push(words.skipped(seat(call.seat)));
    else if (call.insufficientAccepted) {
      const bid = parseContract(call.call);
      facts.push(words.insufficientBid(seat(call.seat), bid ? contractText(bid, language) : call.call));
    }
  }
  if (model.declarerSwapped && model.declarer) facts.push(words.swapped(seat(model.declarer)));
  for (const trick of model.play?.tricks ?? []) {
    for (const card of trick.cards) {
      if (!card.card) continue;
      const where = words.cardAt(trick.number, seat(card.seat), cardText(card.card, language));
      if (card.revokeMark) facts.push(words.revokeMarked(where));
      if (card.leadMark) facts.push(words.leadMarked(where));
    }
  }
  const claim = claimFact(model, words);
  if (claim) facts.push(claim);
  if (model.result?.irregular) facts.push(words.resultIrregular);
  const line = rulingLineFact(model.outcome?.rulingLine, language, words);
  if (line) facts.push(line);
  return facts;
}

/** "The play record stops after trick 9: the last 4 tricks were claimed or conceded", or during a trick after n cards. */
function claimFact(model: GameModel, words: RecordMarkWords): string | undefined {
  const play = model.play;
  if (!play?.endedEarly) return undefined;
  const known = play.tricks.map((trick) => trick.cards.filter((card) => card.card).length);
  while (known.length && known[known.length - 1] === 0) known.pop();
  const complete = known.filter((count) => count === 4).length;
  const partial = known.length > complete ? known[known.length - 1] : 0;
  const left = 13 - complete;
  if (left <= 0 || (complete === 0 && partial === 0)) return undefined;
  const where = partial ? words.duringTrick(complete + 1, partial) : words.afterTrick(complete);
  return words.playStops(where, left === 1 ? words.lastTrickClaimed : words.lastTricksClaimed(left));
}

/** The ruling line in words, in the report's language whatever language it was written in. */
function rulingLineFact(scan: RulingLineScan | undefined, language: Language, words: RecordMarkWords): string | undefined {
  if (!scan || scan.kind === 'none') return undefined;
  if (scan.kind === 'unreadable') return words.lineUnreadable;
  if (scan.kind === 'several') return words.lineSeveral;
  return `${words.rulingRecorded} (${lawsName(scan.line.edition, language)}): ${rulingLineParts(scan.line, language, words).join('; ')}`;
}

function rulingLineParts(line: RulingLine, language: Language, words: RecordMarkWords): string[] {
  const side = (which: Side) => sideName(which, language);
  const tricks = (count: number) => tricksText(count, language);
  const parts: string[] = [];
  if (line.side && line.tableTricks !== undefined) parts.push(words.lineAtTable(side(line.side), tricks(line.tableTricks)));
  for (const transfer of line.transfers) {
    const law = words.law(transfer.law);
    if (transfer.tricks > 0) parts.push(words.transferred(law, tricks(transfer.tricks), side(transfer.to)));
    else parts.push(`${law}: ${words.noTransfer}${transfer.reason ? ` (${transfer.reason})` : ''}`);
  }
  if (line.side && line.rectifiedTricks !== undefined) parts.push(words.lineRectified(side(line.side), tricks(line.rectifiedTricks)));
  return parts;
}
