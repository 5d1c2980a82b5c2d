/**
 * One fault, one finding: a play record whose cards stand in hands that do not hold them is one
 * broken-record finding (model/game/brokenPlay.ts), and it takes in the not-in-hand errors its
 * reading explains. What no reading explains is still a cascade, where every later card of the
 * section is "not in hand" too. From three such errors in a game on (one or two are separate
 * faults, each shown, as the verifier shows them), the first is shown and the rest are folded into
 * it: "… and 11 more cards not in hand in this play section". The model keeps every problem (fixes
 * and rulings read them).
 */
import { Language } from '../../i18n/localize';
import { moreNotInHand } from '../../i18n/diagnostics/foldWords';
import { Problem } from '../../syntax/problems';

/** The code folded into its first occurrence in a game, and how many of it make a cascade. */
const FOLDED = 'pbn.card.not-in-hand';
const CASCADE = 3;

/** A game's problems to show, each folded one with how many it stands for. */
export interface FoldedProblem {
  problem: Problem;
  /** How many later problems of its kind it stands for (0: none). */
  more: number;
}

/** The problems of one game with the repeats of the folded code left out and counted on the first. */
export function foldRepeatedFaults(problems: readonly Problem[]): FoldedProblem[] {
  const count = problems.reduce((total, problem) => total + (problem.code === FOLDED ? 1 : 0), 0);
  if (count < CASCADE) return problems.map((problem) => ({ problem, more: 0 }));
  const shown: FoldedProblem[] = [];
  let first: FoldedProblem | undefined;
  for (const problem of problems) {
    if (problem.code === FOLDED && first) { first.more++; continue; }
    const entry = { problem, more: 0 };
    if (problem.code === FOLDED) first = entry;
    shown.push(entry);
  }
  return shown;
}

/** What the message of a folded problem gains: " … and 11 more cards not in hand in this play section." */
export function foldedSuffix(more: number, language: Language): string {
  return more > 0 ? moreNotInHand(more, language) : '';
}
