/**
 * Artificial adjusted scores (Law 12C2; 12C1 before 2007) in numbers: average plus, average and
 * average minus, or an explicit percentage, as matchpoints (a percentage of the top: 60/50/40 %)
 * or as IMPs (+3/0/−3). The values come from the edition's rules, not from here. Under the
 * session rule (a regulation, or Law 88 before 2007: `AdjustedScoreRules.sessionRule`) average plus
 * is the contestant's own result on the session's other boards when that is better, and average
 * minus, where the rule covers it, that result when worse.
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

/** How average plus and minus are given: the fixed values, or against the contestant's session. */
export type ArtificialRule = 'fixed' | 'session';

/** The rule in force: the setting's (it covers both sides), else the edition's default. */
export function artificialRuleOf(rules: AdjustedScoreRules, setting?: ArtificialRule): { rule: ArtificialRule; sides: 'plus' | 'both'; article: string } {
  if (setting === undefined) return rules.sessionRule;
  return { rule: setting, sides: 'both', article: rules.sessionRule.article };
}

/**
 * The percentage an artificial score is worth for a contestant who scored `sessionPercent` on the
 * session's other boards (undefined when it played none): average plus at least that, average
 * minus at most that where the rule covers minus; average and an explicit percentage as written.
 */
export function sessionArtificialPercent(form: ArtificialForm, rules: AdjustedScoreRules, setting: ArtificialRule | undefined, sessionPercent: number | undefined): number {
  return againstSession(form, artificialPercent(form, rules), rules, setting, sessionPercent);
}

/** The same in IMPs, against the contestant's mean IMPs per board on the session's other boards. */
export function sessionArtificialImps(form: ArtificialForm, rules: AdjustedScoreRules, setting: ArtificialRule | undefined, sessionImpsPerBoard: number | undefined): number {
  return againstSession(form, artificialImps(form, rules), rules, setting, sessionImpsPerBoard);
}

/** A fixed artificial value moved to the session's when the rule says so and it is better (plus) or worse (minus). */
function againstSession(form: ArtificialForm, fixed: number, rules: AdjustedScoreRules, setting: ArtificialRule | undefined, session: number | undefined): number {
  const { rule, sides } = artificialRuleOf(rules, setting);
  if (rule === 'fixed' || session === undefined || form.kind === 'percent' || form.kind === 'average') return fixed;
  if (form.kind === 'plus') return Math.max(fixed, session);
  return sides === 'both' ? Math.min(fixed, session) : fixed;
}
