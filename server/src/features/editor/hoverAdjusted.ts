/**
 * The hover of an `[AdjustedScore]` tag: what each side receives in bridge notation (each
 * outcome with its Law 77 score and weight, or the artificial score with its matchpoint and IMP
 * value), the article of Law 12 of the board's edition, what the game's traveller row becomes,
 * and where the rules come from. An unreadable value gets the notation's grammar instead.
 */
import { Side } from '../../bridge/seats';
import { Language } from '../../i18n/localize';
import { sideName } from '../../i18n/bridgeTerms';
import { contractResultText, plain, seatLetter, sideScoreText, signed } from '../../i18n/scoreNotation';
import { AdjustedScoreRules, rulesFor } from '../../laws/editions';
import { GameModel } from '../../model/game/gameModel';
import { artificialImps, artificialPercent } from '../../scoring/artificial';
import { outcomeScore } from '../../scoring/adjusted/adjustedResults';
import { AdjustedPart } from '../../scoring/adjusted/notation';
import { DERIVED_COLUMNS } from '../../scoring/traveller/expectation';

const GRAMMAR = {
  en: 'One result for both sides `4S-1 S`; weighted `60% 4S= S; 40% 4S-1 S`; per side `NS A+ | EW A-` (A+ average plus, A= average, A- average minus, A60 a percentage).',
  nl: 'Eén resultaat voor beide partijen `4S-1 S`; gewogen `60% 4S= S; 40% 4S-1 S`; per partij `NS A+ | EW A-` (A+ gemiddeld plus, A= gemiddeld, A- gemiddeld min, A60 een percentage).',
};

/** The hover text of the AdjustedScore tag. */
export function adjustedScoreHover(model: GameModel, language: Language): string {
  const nl = language === 'nl';
  const edition = model.edition.edition;
  const rules = rulesFor(edition).adjusted;
  const adjusted = model.adjustedScore;
  const heading = `**${nl ? 'Arbitrale score' : 'Adjusted score'}** (${nl ? 'artikel 12, Spelregels' : 'Law 12, Laws'} ${edition})`;
  if (!adjusted) return `${heading}\n\n${GRAMMAR[language]}`;
  const lines = adjusted.score.parts.map((part) => `- ${partLine(model, part, rules, language)}`);
  return [heading, '', ...lines, ...travellerLine(model, language), '', `_${rules.note[language]}_`].join('\n');
}

function partLine(model: GameModel, part: AdjustedPart, rules: AdjustedScoreRules, language: Language): string {
  const nl = language === 'nl';
  const who = part.side ? sideName(part.side, language) : nl ? 'NZ en OW' : 'NS and EW';
  const view: Side = part.side ?? 'NS';
  if (part.body.kind === 'artificial') {
    const form = part.body.form;
    const percent = artificialPercent(form, rules);
    const name = form.kind === 'plus' || (form.kind === 'percent' && percent > 50) ? (nl ? 'gemiddeld plus' : 'average plus') : form.kind === 'minus' || (form.kind === 'percent' && percent < 50) ? (nl ? 'gemiddeld min' : 'average minus') : nl ? 'gemiddeld' : 'average';
    return `${who}: ${name}, ${nl ? 'kunstmatig' : 'artificial'} (${nl ? 'artikel' : 'Law'} ${rules.artificialArticle}): ${plain(percent)} % ${nl ? 'van de top' : 'of the top'}, ${signed(artificialImps(form, rules))} IMP (${rules.impsArticle})`;
  }
  const outcomes = part.body.outcomes;
  const texts = outcomes.map((outcome) => {
    const weight = outcome.percent === undefined ? '' : `${plain(outcome.percent)} % `;
    const result = outcome.contract && outcome.tricks !== undefined && outcome.declarer
      ? `${contractResultText(outcome.contract, outcome.tricks)} ${nl ? 'door' : 'by'} ${seatLetter(outcome.declarer, language)}`
      : nl ? 'rondgepast' : 'passed out';
    const score = model.vulnerability ? ` (${sideScoreText(view, outcomeScore(outcome, model.vulnerability, model.edition.edition, view), language)})` : '';
    return `${weight}${result}${score}`;
  });
  const kind = outcomes.length > 1 ? (nl ? `gewogen toegewezen score (${rules.weightingArticle || '12C'})` : `weighted assigned score (${rules.weightingArticle || '12C'})`) : nl ? `toegewezen score (${rules.assignedArticle})` : `assigned score (${rules.assignedArticle})`;
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
  return ['', `${language === 'nl' ? 'Rij' : 'Row'} ${traveller.ownRow + 1} ${language === 'nl' ? 'van de ScoreTable' : 'of the ScoreTable'}: ${parts.join(' · ')}`];
}
