/**
 * Artificial adjusted scores (Law 12C2; 12C1 before 2007) in numbers: average plus, average and
 * average minus, or an explicit percentage, as matchpoints (a percentage of the top: 60/50/40 %)
 * or as IMPs (+3/0/−3). The values come from the edition's rules, not from here.
 */
import { AdjustedScoreRules } from '../laws/editions';

/** An artificial score for one side: by class, or an explicit percentage (`A60`, `A65`). */
export type ArtificialForm = { kind: 'plus' | 'average' | 'minus' } | { kind: 'percent'; percent: number };

/** The percentage of the top an artificial score is worth in matchpoints. */
export function artificialPercent(form: ArtificialForm, rules: AdjustedScoreRules): number {
  return form.kind === 'percent' ? form.percent : rules.artificialPercent[form.kind];
}

/** The matchpoints an artificial score is worth on a top of `top`. */
export function artificialMatchpoints(form: ArtificialForm, top: number, rules: AdjustedScoreRules): number {
  return (artificialPercent(form, rules) / 100) * top;
}

/** The class an explicit percentage stands for: above 50 average plus, below 50 average minus. */
export function artificialClass(form: ArtificialForm): 'plus' | 'average' | 'minus' {
  if (form.kind !== 'percent') return form.kind;
  return form.percent > 50 ? 'plus' : form.percent < 50 ? 'minus' : 'average';
}

/** The IMPs an artificial score is worth (an explicit percentage counts by its class). */
export function artificialImps(form: ArtificialForm, rules: AdjustedScoreRules): number {
  return rules.artificialImps[artificialClass(form)];
}
