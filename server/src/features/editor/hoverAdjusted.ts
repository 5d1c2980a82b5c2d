/**
 * The hover of an `[AdjustedScore]` tag: what each side receives in bridge notation (each
 * outcome with its Law 77 score and weight, or the artificial score with its matchpoint and IMP
 * value), the article of Law 12 of the board's edition, what the game's traveller row becomes,
 * and where the rules come from. An unreadable value gets the notation's grammar instead.
 */
import { Side } from '../../bridge/seats';
import { Language } from '../../i18n/localize';
import { ADJUSTED_HOVER_WORDS } from '../../i18n/adjustedScoreTexts';
import { sideName } from '../../i18n/bridgeTerms';
import { contractResultText, plain, seatLetter, sideScoreText, signed } from '../../i18n/scoreNotation';
import { AdjustedScoreRules, rulesFor } from '../../laws/editions';
import { GameModel } from '../../model/game/gameModel';
import { artificialImps, artificialPercent } from '../../scoring/artificial';
import { outcomeScore } from '../../scoring/adjusted/adjustedResults';
import { AdjustedPart } from '../../scoring/adjusted/notation';
import { DERIVED_COLUMNS } from '../../scoring/traveller/expectation';

/** The hover text of the AdjustedScore tag. */
export function adjustedScoreHover(model: GameModel, language: Language): string {
  const words = ADJUSTED_HOVER_WORDS[language];
  const edition = model.edition.edition;
  const rules = rulesFor(edition).adjusted;
  const adjusted = model.adjustedScore;
  const heading = words.heading(edition);
  if (!adjusted) return `${heading}\n\n${words.grammar}`;
  const lines = adjusted.score.parts.map((part) => `- ${partLine(model, part, rules, language)}`);
  return [heading, '', ...lines, ...travellerLine(model, language), '', `_${rules.note[language]}_`].join('\n');
}

function partLine(model: GameModel, part: AdjustedPart, rules: AdjustedScoreRules, language: Language): string {
  const words = ADJUSTED_HOVER_WORDS[language];
  const who = part.side ? sideName(part.side, language) : words.bothSides;
  const view: Side = part.side ?? 'NS';
  if (part.body.kind === 'artificial') {
    const form = part.body.form;
    const percent = artificialPercent(form, rules);
    const name = form.kind === 'plus' || (form.kind === 'percent' && percent > 50) ? words.averagePlus : form.kind === 'minus' || (form.kind === 'percent' && percent < 50) ? words.averageMinus : words.average;
    return words.artificial(who, name, rules.artificialArticle, plain(percent), signed(artificialImps(form, rules)), rules.impsArticle);
  }
  const outcomes = part.body.outcomes;
  const texts = outcomes.map((outcome) => {
    const weight = outcome.percent === undefined ? '' : `${plain(outcome.percent)} % `;
    const result = outcome.contract && outcome.tricks !== undefined && outcome.declarer
      ? words.byDeclarer(contractResultText(outcome.contract, outcome.tricks), seatLetter(outcome.declarer, language))
      : words.passedOut;
    const score = model.vulnerability ? ` (${sideScoreText(view, outcomeScore(outcome, model.vulnerability, model.edition.edition, view), language)})` : '';
    return `${weight}${result}${score}`;
  });
  const kind = outcomes.length > 1 ? words.weighted(rules.weightingArticle || '12C') : words.assigned(rules.assignedArticle);
  return `${who}: ${kind}: ${texts.join(', ')}`;
}

/** What the game's traveller row becomes, when the game has one. */
function travellerLine(model: GameModel, language: Language): string[] {
  const traveller = model.traveller;
  if (!traveller || traveller.ownRow === undefined) return [];
  const expected = traveller.recomputed.expected[traveller.ownRow];
  const parts: string[] = [];
  for (const view of ['NS', 'EW'] as const) {
    const columns = DERIVED_COLUMNS[view];
    const mp = expected.get(columns.mp)?.value;
    const percentage = expected.get(columns.percentage)?.value;
    const imps = expected.get(columns.imps)?.value;
    const values = [mp !== undefined ? `MP ${plain(mp)}` : '', percentage !== undefined ? `${plain(percentage)} %` : '', imps !== undefined ? `IMP ${plain(imps)}` : ''].filter(Boolean);
    if (values.length) parts.push(`${sideName(view, language)} ${values.join(', ')}`);
  }
  if (parts.length === 0) return [];
  return ['', ADJUSTED_HOVER_WORDS[language].row(traveller.ownRow + 1, parts.join(' · '))];
}
