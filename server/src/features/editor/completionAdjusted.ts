/**
 * Completion inside an `[AdjustedScore]` value: at the start of a part the artificial forms and
 * the results near the game's own (its contract with the rectified or recorded tricks, one
 * more and one fewer), whole split values (`NS A+ | EW A-`), a 60/40 weighting of the two
 * nearest results; after `|` the side still missing; after `;` or a weight the results again.
 */
import { CompletionItem, CompletionItemKind } from 'vscode-languageserver-types';
import { sideOf } from '../../bridge/seats';
import { Language } from '../../i18n/localize';
import { ADJUSTED_COMPLETION_WORDS } from '../../i18n/adjustedScoreTexts';
import { GameModel } from '../../model/game/gameModel';
import { formatContractResult, weightedAdjustedScore } from '../../scoring/adjusted/formatAdjusted';

const item = (label: string, order: number, detail: string): CompletionItem => ({ label, kind: CompletionItemKind.Value, sortText: String(order).padStart(4, '0'), detail });

/** The results near the game's own, as outcomes (`4S-1 S`): label, what it is, tricks. */
function nearResults(model: GameModel, language: Language): Array<[string, string, number]> {
  const { contract, declarer } = model;
  if (!contract || !declarer || contract.level === 0) return [];
  const tricks = model.outcome?.expectedTricks ?? model.result?.tricks[sideOf(declarer)];
  if (tricks === undefined) return [];
  const words = ADJUSTED_COMPLETION_WORDS[language];
  const around: Array<[number, string]> = [[tricks, words.result], [tricks - 1, words.fewer], [tricks + 1, words.more]];
  return around.filter(([count]) => count >= 0 && count <= 13).map(([count, what]) => [`${formatContractResult(contract, count)} ${declarer}`, what, count]);
}

/** Completions for the AdjustedScore value typed so far. */
export function adjustedScoreCompletions(model: GameModel, textBeforeCursor: string, language: Language): CompletionItem[] {
  const words = ADJUSTED_COMPLETION_WORDS[language];
  const parts = textBeforeCursor.split('|');
  const current = parts[parts.length - 1];
  const results = nearResults(model, language);
  if (parts.length === 2 && current.trim() === '') {
    const missing = /^\s*EW\b/.test(parts[0]) ? 'NS' : 'EW';
    return [item(`${missing} `, 0, missing), item(`${missing} A-`, 1, words.minus), item(`${missing} A+`, 2, words.plus)];
  }
  const piece = current.slice(current.lastIndexOf(';') + 1).replace(/^\s*(NS|EW)\b/, '');
  if (piece.trim() !== '' && !/%\s*$/.test(piece)) return [];
  const items = results.map(([label, what], index) => item(label, index, what));
  if (current.includes(';') || /%\s*$/.test(piece)) return items;
  items.push(item('A+', 10, words.plus), item('A=', 11, words.average), item('A-', 12, words.minus));
  if (parts.length === 1 && textBeforeCursor.trim() === '') {
    items.push(item('NS A+ | EW A-', 13, words.split), item('NS A- | EW A+', 14, words.split));
    if (results.length >= 2 && model.contract && model.declarer) {
      items.push(item(weightedAdjustedScore([[60, model.contract, model.declarer, results[0][2]], [40, model.contract, model.declarer, results[1][2]]]), 15, words.weighted));
    }
  }
  return items;
}
