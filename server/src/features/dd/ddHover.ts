/**
 * The double-dummy parts of hovers: under the Deal's hand diagram the 5×4 grid of tricks per
 * declarer and strain with the par ("Par: 4♠ by N/S, NS +620"), and under a played card what
 * double dummy says of it ("DD: 10 tricks before, 9 after: this card cost declarer a trick").
 * An answer still being computed says so; one that cannot be had says why.
 */
import { Seat } from '../../bridge/seats';
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { analyseGame } from '../../analysis/logic/answers/gameAnalysis';
import { cardKey } from '../../analysis/logic/answers/playCosts';
import { parText } from '../../analysis/logic/parText';
import { DD_WORDS, cardCostText, computingText, gridLines, unavailableText } from '../../i18n/ddViewTexts';
import { Language } from '../../i18n/localize';
import { GameModel } from '../../model/game/gameModel';

/** The Markdown DD section of the Deal hover, or undefined when the game has no deal. */
export function dealAnalysisSection(model: GameModel, lookup: AnalysisLookup, language: Language): string | undefined {
  const table = analyseGame(model, lookup).table;
  if (!table) return undefined;
  if (table.state === 'computing') return `_${computingText(language)}_`;
  if (table.state === 'failed') return `_${unavailableText(table.error, language)}_`;
  const lines = [`**${DD_WORDS[language].doubleDummy}**`, '', '```text', ...gridLines(table.value.table, language), '```'];
  if (table.value.par) lines.push('', parText(table.value.par, language));
  return lines.join('\n');
}

/** The DD line of a played card's hover, or undefined when the play is not analysed. */
export function cardAnalysisLine(model: GameModel, trick: number, seat: Seat, lookup: AnalysisLookup, language: Language): string | undefined {
  const costs = analyseGame(model, lookup).costs;
  if (!costs) return undefined;
  if (costs.state === 'computing') return `_${computingText(language)}_`;
  if (costs.state === 'failed') return `_${unavailableText(costs.error, language)}_`;
  const cost = costs.value.get(cardKey(trick, seat));
  return cost ? cardCostText(cost, language) : undefined;
}
