/**
 * The game's `[AdjustedScore]` tag (notation in scoring/adjusted/notation.ts): read with exact
 * offsets, then checked against the board's edition of the Laws (laws/editions/adjustedRules.ts):
 * a weighted score where the edition has none (1975, 1987: a warning) or only by zonal choice
 * (1997 12C3: information), and an explicit artificial percentage that is none of the three
 * Law 12 names (between 40 and 60 but not 50: a warning). The parsed value goes on the model.
 */
import { rulesFor } from '../../laws/editions';
import { isWeighted } from '../../scoring/adjusted/notation';
import { adjustedScoreFromResult } from '../../scoring/adjusted/formatAdjusted';
import { parseAdjustedScore } from '../../scoring/adjusted/parseAdjusted';
import { valueContentRange } from '../../syntax/gameSyntax';
import { tagNamed } from './tagIndex';
import { ProblemSink } from '../../syntax/problems';
import type { GameModel } from './gameModel';

/** Reads and checks the AdjustedScore tag; stores a well-formed value on the model. */
export function readAdjustedScore(model: GameModel, sink: ProblemSink): void {
  const tag = tagNamed(model.syntax, 'AdjustedScore');
  if (!tag || tag.value.trim() === '' || tag.value === '?') return;
  const [start, end] = valueContentRange(tag);
  const { score, problems } = parseAdjustedScore(tag.value, start);
  for (const problem of problems) sink.add(problem.code, 'error', problem.start, problem.end, problem.args);
  if (!score) return;
  const rules = rulesFor(model.edition.edition).adjusted;
  const edition = model.edition.edition;
  if (isWeighted(score) && rules.weighting !== 'laws') {
    sink.add('pbn.adjusted.weighted-edition', rules.weighting === 'zonal' ? 'info' : 'warning', start, end, { edition, weighting: rules.weighting, article: rules.weightingArticle });
  }
  for (const part of score.parts) {
    if (part.body.kind !== 'artificial' || part.body.form.kind !== 'percent') continue;
    const percent = part.body.form.percent;
    if (percent > rules.artificialPercent.minus && percent < rules.artificialPercent.plus && percent !== rules.artificialPercent.average) {
      sink.add('pbn.adjusted.artificial-percent', 'warning', part.start, part.end, { percent, edition, article: rules.artificialArticle });
    }
  }
  model.adjustedScore = { tag, score };
}

/** The AdjustedScore value the game's rulings imply: its contract with the rectified tricks (`4S+1 S`); undefined without one. */
export function adjustedScoreForRulings(model: GameModel): string | undefined {
  const tricks = model.outcome?.expectedTricks;
  if (model.passedOut) return adjustedScoreFromResult(undefined, undefined, undefined);
  if (!model.contract || model.contract.level === 0 || !model.declarer || tricks === undefined) return undefined;
  return adjustedScoreFromResult(model.contract, model.declarer, tricks);
}
