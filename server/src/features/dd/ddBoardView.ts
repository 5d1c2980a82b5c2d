/**
 * The double-dummy parts of the board view model: the section with the tricks per declarer and
 * strain and the par (or "computing…", or why not), and per played card what it cost its side,
 * for the "−1" badge, and the claim over the unseen layouts (claimLayoutsView.ts). Plain JSON like the rest of the board view; the report prints it too.
 */
import { SEATS, Seat } from '../../bridge/seats';
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { analyseGame } from '../../analysis/logic/answers/gameAnalysis';
import { CardCost, cardKey } from '../../analysis/logic/answers/playCosts';
import { parText } from '../../analysis/logic/parText';
import { seatName } from '../../i18n/bridgeTerms';
import { strainText } from '../../i18n/bridgeNotation';
import { DD_WORDS, GRID_STRAINS, cardCostText, unavailableText } from '../../i18n/ddViewTexts';
import { Language } from '../../i18n/localize';
import { GameModel } from '../../model/game/gameModel';
import { ClaimLayoutsView, DdView } from '../board/boardDataTypes';
import { claimLayoutsView } from './claimLayoutsView';

/** The DD section and the card costs of a game's board view. */
export function ddBoardParts(model: GameModel, lookup: AnalysisLookup, language: Language): { dd?: DdView; claimLayouts?: ClaimLayoutsView; costOf(trick: number, seat: Seat): { ddCost: number; ddText: string } | undefined } {
  const analysis = analyseGame(model, lookup);
  const words = DD_WORDS[language];
  const costs: Map<string, CardCost> | undefined = analysis.costs?.state === 'ready' ? analysis.costs.value : undefined;
  const costOf = (trick: number, seat: Seat) => {
    const cost = costs?.get(cardKey(trick, seat));
    return cost && cost.cost > 0 ? { ddCost: cost.cost, ddText: cardCostText(cost, language) } : undefined;
  };
  const table = analysis.table;
  const claimLayouts = claimLayoutsView(model, analysis, language);
  if (!table) return { costOf, claimLayouts };
  const dd: DdView = { state: table.state, heading: words.doubleDummy, caption: words.tableCaption, strains: GRID_STRAINS.map((strain) => strainText(strain, language)), declarerLabel: words.declarer };
  if (table.state === 'computing') dd.message = words.computing;
  else if (table.state === 'failed') dd.message = unavailableText(table.error, language);
  else {
    dd.rows = SEATS.map((seat) => ({ seat, seatName: seatName(seat, language), tricks: GRID_STRAINS.map((strain) => table.value.table[seat][strain]) }));
    if (table.value.par) dd.par = parText(table.value.par, language);
  }
  return { dd, costOf, claimLayouts };
}
