/**
 * One fault, one finding: when a play record is broken (the trick lines written from the wrong
 * seat, a card missing), every later card of the section is "not in hand" too, 4 to 48 errors
 * for one fault where the reference verifier flags the game once. From three such errors in a
 * play section on (a cascade: one or two are separate faults, each shown, as the verifier shows
 * them), the first is shown and what follows from it is folded into it: "… and 11 more cards
 * not in hand in this play section". The model keeps every problem (fixes and rulings read them).
 */
import { Language } from '../../i18n/localize';
import { Problem } from '../../syntax/problems';

/** The codes folded into their first occurrence in a game. */
const FOLDED = new Set(['pbn.card.not-in-hand']);
/** How many of a code make a cascade that is folded. */
const CASCADE = 3;

const MORE: Record<Language, (count: number) => string> = {
  en: (count) => ` … and ${count} more ${count === 1 ? 'card' : 'cards'} not in hand in this play section.`,
  nl: (count) => ` … en nog ${count} ${count === 1 ? 'kaart' : 'kaarten'} in deze spelverloopsectie die niet in de hand zitten.`,
};

/** A game's problems to show, each folded one with how many it stands for. */
export interface FoldedProblem {
  problem: Problem;
  /** How many later problems of its kind it stands for (0: none). */
  more: number;
}

/** The problems of one game with the repeats of a folded code left out and counted on the first. */
export function foldRepeatedFaults(problems: readonly Problem[]): FoldedProblem[] {
  const counts = new Map<string, number>();
  for (const problem of problems) if (FOLDED.has(problem.code)) counts.set(problem.code, (counts.get(problem.code) ?? 0) + 1);
  if (![...counts.values()].some((count) => count >= CASCADE)) return problems.map((problem) => ({ problem, more: 0 }));
  const shown: FoldedProblem[] = [];
  const first = new Map<string, FoldedProblem>();
  for (const problem of problems) {
    const earlier = (counts.get(problem.code) ?? 0) >= CASCADE ? first.get(problem.code) : undefined;
    if (earlier) { earlier.more++; continue; }
    const entry = { problem, more: 0 };
    if ((counts.get(problem.code) ?? 0) >= CASCADE) first.set(problem.code, entry);
    shown.push(entry);
  }
  return shown;
}

/** What the message of a folded problem gains: " … and 11 more cards not in hand in this play section." */
export function foldedSuffix(more: number, language: Language): string {
  return more > 0 ? MORE[language](more) : '';
}
