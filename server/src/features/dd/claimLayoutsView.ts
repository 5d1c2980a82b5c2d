/**
 * The claim over the unseen layouts where the editor shows it: the hover on the `*` where the
 * play stops (Markdown) and the board view's section (plain JSON the report prints too). Both
 * say the diagnostic's sentence, or that the layouts are still being solved, or why they cannot be.
 */
import { GameAnalysis, analyseGame } from '../../analysis/logic/answers/gameAnalysis';
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { CLAIM_LAYOUT_WORDS, claimLayoutsText } from '../../i18n/claimLayoutTexts';
import { computingText, unavailableText } from '../../i18n/ddViewTexts';
import { Language } from '../../i18n/localize';
import { GameModel } from '../../model/game/gameModel';
import { ClaimLayoutsView } from '../board/boardDataTypes';
import { claimLayoutsFacts } from './claimLayoutsDiagnostic';

/** The board view's section of a game's claim over its layouts; undefined without a claim. */
export function claimLayoutsView(model: GameModel, analysis: GameAnalysis, language: Language): ClaimLayoutsView | undefined {
  const known = analysis.claimLayouts;
  if (!known) return undefined;
  const heading = CLAIM_LAYOUT_WORDS[language].heading;
  if (known.state === 'computing') return { state: 'computing', heading, text: computingText(language) };
  if (known.state === 'failed') return { state: 'failed', heading, text: unavailableText(known.error, language) };
  const finding = known.value;
  return { state: 'ready', heading, text: claimLayoutsText(claimLayoutsFacts(model, analysis, finding), language), holding: finding.holding, solved: finding.solved };
}

/** The Markdown hover of the claim point (the `*` of the Play section); undefined without a claim. */
export function claimPointHover(model: GameModel, lookup: AnalysisLookup, language: Language): string | undefined {
  const view = claimLayoutsView(model, analyseGame(model, lookup), language);
  if (!view) return undefined;
  return view.state === 'ready' ? `**${view.heading}**\n\n${view.text}` : `**${view.heading}**\n\n_${view.text}_`;
}
