/**
 * Inlay hints for `pbn.analysis.cardCost`: after each played card that cost its side tricks
 * double dummy, `DD −1` (declarer's mistakes and the defenders' alike), from the AnalysePlay
 * trace at hand. Nothing is shown for a play whose trace is not there yet. Where a trick's last card
 * cost a trick, its `DD −1` comes before the trick's summary at the same place.
 */
import { InlayHint, InlayHintKind, Range } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { analyseGame } from '../../analysis/logic/answers/gameAnalysis';
import { cardKey } from '../../analysis/logic/answers/playCosts';
import { cardCostText, costHintLabel } from '../../i18n/ddViewTexts';
import { Language } from '../../i18n/localize';
import { DocumentModel } from '../../model/document/document';
import { gamePositionsIn } from '../../model/document/documentVersion';

/** The card-cost hints of the games that overlap `range` (the others are not read). */
export function cardCostHints(document: TextDocument, model: DocumentModel, range: Range, lookup: AnalysisLookup, language: Language): InlayHint[] {
  const from = document.offsetAt(range.start);
  const to = document.offsetAt(range.end);
  const hints: InlayHint[] = [];
  for (const position of gamePositionsIn(model, from, to)) {
    if (model.starts[position] + model.entry(position).length < from || !model.entry(position).model?.play) continue;
    const game = model.game(position);
    if (!game.model?.play) continue;
    const costs = analyseGame(game.model, lookup).costs;
    if (costs?.state !== 'ready') continue;
    for (const trick of game.model.play.tricks) {
      for (const card of trick.cards) {
        const cost = costs.value.get(cardKey(trick.number, card.seat));
        const offset = game.start + card.end;
        if (!cost || cost.cost === 0 || offset < from || offset > to) continue;
        hints.push({ position: document.positionAt(offset), label: costHintLabel(cost.cost), kind: InlayHintKind.Type, paddingLeft: true, tooltip: cardCostText(cost, language) });
      }
    }
  }
  return hints;
}

/** The editor's hints and the card costs in document order, a card's cost before a trick summary at the same position. */
export function costsBeforeSummaries(costs: readonly InlayHint[], hints: readonly InlayHint[]): InlayHint[] {
  const at = (hint: InlayHint) => hint.position.line * 1e6 + hint.position.character;
  // Array.prototype.sort is stable: at equal positions the costs, listed first, stay first.
  return [...costs, ...hints].sort((a, b) => at(a) - at(b));
}
