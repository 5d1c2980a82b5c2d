/**
 * The double-dummy parts of hovers: under the Deal's hand diagram the 5×4 grid of tricks per
 * declarer and strain with the par ("Par: 4♠ by N/S, NS +620"), and under a played card what
 * double dummy says of it ("DD: 10 tricks before, 9 after: this card cost declarer a trick"; in a
 * revoke's trick what the revoke cost, as Law 64C counts it).
 * An answer still being computed says so; one that cannot be had says why.
 */
import { Seat } from '../../bridge/seats';
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { analyseGame } from '../../analysis/logic/answers/gameAnalysis';
import { cardKey } from '../../analysis/logic/answers/playCosts';
import { parText } from '../../analysis/logic/parText';
import { DD_WORDS, cardCostText, computingText, gridLines, revokeTrickText, unavailableText } from '../../i18n/ddViewTexts';
import { Language } from '../../i18n/localize';
import { GameModel } from '../../model/game/gameModel';
import { equityArticleFor } from './equityArticle';

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

/**
 * The DD line of a played card's hover, or undefined when the play is not analysed. In the trick of
 * an established revoke double dummy says one thing, the Law 64C one: the revoke card's equity note
 * (shown beside its hover) says it, so that card adds no line; the trick's other cards say what the
 * revoke cost in the same numbers. Totals from the start of that trick would blame the revoke for
 * what an earlier card of the trick cost.
 */
export function cardAnalysisLine(model: GameModel, trick: number, seat: Seat, lookup: AnalysisLookup, language: Language): string | undefined {
  const analysis = analyseGame(model, lookup);
  const costs = analysis.costs;
  if (!costs) return undefined;
  if (costs.state === 'computing') return `_${computingText(language)}_`;
  if (costs.state === 'failed') return `_${unavailableText(costs.error, language)}_`;
  const cost = costs.value.get(cardKey(trick, seat));
  const equity = cost?.revokeTrick ? analysis.equity.find((entry) => entry.question.ruling.trick === trick) : undefined;
  if (!cost || !equity) return cost ? cardCostText(cost, language) : undefined;
  if (equity.question.ruling.seat === seat) return undefined;
  const finding = equity.finding;
  if (finding.state === 'computing') return `_${computingText(language)}_`;
  if (finding.state === 'failed') return `_${unavailableText(finding.error, language)}_`;
  if (!finding.value) return cardCostText(cost, language);
  const { value } = finding;
  return revokeTrickText({
    side: value.nonOffenders, offender: value.ruling.seat, damage: value.damage, withLegalCard: value.ddWithLegalCard,
    afterRevokeTrick: value.ddAfterRevokeTrick, article: equityArticleFor(value.ruling, model.edition.edition),
  }, language);
}
