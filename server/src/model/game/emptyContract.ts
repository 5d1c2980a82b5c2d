/**
 * An empty `[Contract ""]` or `[Declarer ""]` on a board that was bid and played (BEN writes
 * them so): PBN reads an empty Declarer as a passed-out board, the reference verifier says "Bad
 * contract" / "No declarer" on every trick. When cards were played, or a Result follows a finished
 * auction, one finding per tag says what the auction made (with it as the quick-fix value) or,
 * without a finished auction, that the cards were played; a bidding record alone is left alone.
 */
import { formatContract } from '../../bridge/contract';
import { valueContentRange } from '../../syntax/gameSyntax';
import { tagNamed } from './tagIndex';
import { ProblemSink } from '../../syntax/problems';
import type { GameModel } from './gameModel';
import { JUNK, VALUE, sectionItemList } from './sectionItems';

/** True when the game's Play section holds cards. */
function playHasCards(model: GameModel): boolean {
  const playTag = tagNamed(model.syntax, 'Play');
  if (!playTag || playTag.duplicate) return false;
  const items = sectionItemList(model.syntax, playTag);
  for (let index = 0; index < items.length; index++) if (items.kind(index) === VALUE || items.kind(index) === JUNK) return true;
  return false;
}

/** True when a Result is given (a number of tricks someone took). */
function hasResult(model: GameModel): boolean {
  const result = model.values.get('Result');
  return result !== undefined && result !== '' && result !== '?';
}

/** True when an empty Declarer tag stands on a board that someone declared: cards were played, or a Result follows an auction that names a declarer. */
export function declaredDespiteEmptyDeclarer(model: GameModel): boolean {
  return playHasCards(model) || (hasResult(model) && Boolean(model.auction?.ended && model.auction.declarer));
}

/** Reports an empty Contract or Declarer on a board that was bid to a contract or played. */
export function checkEmptyContract(model: GameModel, sink: ProblemSink): void {
  const auction = model.auction?.ended && model.auction.contract ? model.auction : undefined;
  const contractTag = tagNamed(model.syntax, 'Contract');
  const declarerTag = tagNamed(model.syntax, 'Declarer');
  const contractEmpty = contractTag !== undefined && model.values.get('Contract') === '';
  const declarerEmpty = declarerTag !== undefined && model.values.get('Declarer') === '';
  if (!contractEmpty && !declarerEmpty) return;
  // A bidding record alone (no play, no Result) may leave the tags empty.
  const played = playHasCards(model);
  if (!played && !(auction && hasResult(model))) return;
  if (contractEmpty) {
    const derived = auction ? formatContract(auction.contract!) : undefined;
    sink.add('pbn.contract.empty', 'error', ...valueContentRange(contractTag), derived ? { derived } : {}, derived ? { replacement: derived } : undefined);
  }
  if (declarerEmpty) {
    const derived = auction?.declarer;
    sink.add('pbn.declarer.empty', 'error', ...valueContentRange(declarerTag), derived ? { derived } : {}, derived ? { replacement: derived } : undefined);
  }
}
