/**
 * Cross-checks a finished auction against the Declarer and Contract tags (the verifier's Bad
 * declarer, Bad trump, Bad risk and Bad contract): the tags must say what the auction produced,
 * with `^X` naming the partner of the auction's declarer.
 */
import { formatContract } from '../../bridge/contract';
import { partnerOf } from '../../bridge/seats';
import { TagPair, valueContentRange } from '../../syntax/gameSyntax';
import { tagNamed } from './tagIndex';
import { ProblemSink } from '../../syntax/problems';
import type { GameModel } from './gameModel';

/** Compares the auction's outcome with the Declarer and Contract tags. */
export function crossCheckAuction(model: GameModel, auctionTag: TagPair, sink: ProblemSink): void {
  const auction = model.auction;
  if (!auction?.ended) return;
  const contractTag = tagNamed(model.syntax, 'Contract');
  const declarerTag = tagNamed(model.syntax, 'Declarer');
  const at = (tag: TagPair | undefined) => (tag ? valueContentRange(tag) : [auctionTag.nameStart, auctionTag.nameEnd]);
  const derived = auction.contract ? formatContract(auction.contract) : 'Pass';
  if (contractTag && contractTag.value !== '?' && contractTag.value !== '') {
    const recorded = model.passedOut ? 'Pass' : model.contract ? formatContract(model.contract) : undefined;
    if (recorded && recorded !== derived) {
      const [start, end] = at(contractTag);
      const riskOnly = model.contract && auction.contract && model.contract.level === auction.contract.level && model.contract.strain === auction.contract.strain;
      sink.add(riskOnly ? 'pbn.contract.risk-mismatch' : 'pbn.contract.mismatch', 'error', start, end, { recorded, derived }, { replacement: derived });
    }
  }
  if (!declarerTag || declarerTag.value === '?') return;
  const expected = auction.declarer;
  const recordedSeat = model.declarer;
  const [start, end] = at(declarerTag);
  if (!expected) {
    if (recordedSeat) sink.add('pbn.declarer.mismatch', 'error', start, end, { recorded: declarerTag.value, derived: '' });
    return;
  }
  if (!recordedSeat) return;
  const auctionDeclarer = model.declarerSwapped ? partnerOf(recordedSeat) : recordedSeat;
  if (auctionDeclarer !== expected) {
    sink.add('pbn.declarer.mismatch', 'error', start, end, { recorded: declarerTag.value, derived: model.declarerSwapped ? `^${partnerOf(expected)}` : expected }, { replacement: model.declarerSwapped ? `^${partnerOf(expected)}` : expected });
  }
}
