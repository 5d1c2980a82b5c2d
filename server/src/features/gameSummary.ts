/**
 * A one-line summary of a game for symbols, code lenses and the CLI: board number, contract
 * with suit symbol and declarer, and the declaring side's tricks.
 */
import { Contract } from '../bridge/contract';
import { sideOf } from '../bridge/seats';
import { contractText, seatLetter } from '../i18n/bridgeNotation';
import { SUMMARY_WORDS } from '../i18n/editorTexts';
import { Language } from '../i18n/localize';
import { GameModel } from '../model/game/gameModel';

/** `4♠`, `3NT`, `5♥×` (Dutch `3SA`). */
export function contractWithSymbol(contract: Contract, language: Language = 'en'): string {
  return contractText(contract, language);
}

/** The declaring side's tricks: the Result if given, else the tricks won in the recorded play. */
export function declaringSideTricks(model: GameModel): number | undefined {
  if (!model.declarer) return undefined;
  const side = sideOf(model.declarer);
  return model.result?.tricks[side] ?? model.play?.tricksWon[side];
}

/** "Board 7 · 4♠ S · 10 tricks" / "Spel 7 · 4♠ Z · 10 slagen". */
export function gameSummary(model: GameModel, index: number, language: Language): string {
  const words = SUMMARY_WORDS[language];
  const parts = [model.board && model.board !== '?' ? `${words.board} ${model.board}` : `${words.game} ${index}`];
  if (model.passedOut) parts.push(words.passedOut);
  else if (model.contract) parts.push(`${contractWithSymbol(model.contract, language)}${model.declarer ? ' ' + seatLetter(model.declarer, language) : ''}`);
  const tricks = model.passedOut ? undefined : declaringSideTricks(model);
  if (tricks !== undefined) parts.push(`${tricks} ${words.tricks}`);
  return parts.join(' · ');
}
