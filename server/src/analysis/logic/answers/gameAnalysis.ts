/**
 * What the answers at hand say about one game: the DD table and par (or that they are being
 * computed, or why they cannot be), the cost of each played card, the equity of each revoke, the
 * claim, and the wrong cells of the DD tags the file carries. Features read this, never the
 * engine; an answer that is not there yet is `computing`, never a wait.
 */
import { DdErrorData } from '../../../shapes/ddErrorCode';
import { DdTable, ParResult } from '../../../shapes/ddTypes';
import { AnalysisLookup, AnalysisOutcome } from '../lookup';
import { GameModel } from '../../../model/game/gameModel';
import { GameQuestions, questionsOfGame } from '../questions/questionsOfGame';
import { EquityQuestion } from '../questions/equityQuestions';
import { ClaimLayoutsFinding, claimLayoutsFinding } from '../layouts/claimLayoutsFinding';
import { ClaimFinding, claimFinding } from './claim';
import { EquityFinding, equityFinding } from './equity';
import { CardCost, playCosts } from './playCosts';
import { TableMismatch, tableMismatches } from './tableCheck';

/** An answer as a feature sees it. */
export type Known<T> = { state: 'ready'; value: T } | { state: 'computing' } | { state: 'failed'; error: DdErrorData };

/** The DD table of a deal and, for a full deal with dealer and vulnerability, its par. */
export interface TableAnswer {
  table: DdTable;
  par?: ParResult;
}

/** Everything the answers at hand say about one game. */
export interface GameAnalysis {
  questions: GameQuestions;
  table?: Known<TableAnswer>;
  costs?: Known<Map<string, CardCost>>;
  equity: Array<{ question: EquityQuestion; finding: Known<EquityFinding | undefined> }>;
  claim?: Known<ClaimFinding>;
  claimLayouts?: Known<ClaimLayoutsFinding>;
  mismatches: TableMismatch[];
}

/** Reads an outcome as a `Known`, mapping its answer. */
function known<T, U>(outcome: AnalysisOutcome<T> | undefined, map: (answer: T) => U): Known<U> {
  if (!outcome) return { state: 'computing' };
  if ('error' in outcome) return { state: 'failed', error: outcome.error };
  return { state: 'ready', value: map(outcome.answer) };
}

/** Two outcomes read as one `Known`: failed when either failed, computing until both are there. */
function bothKnown<T, U>(first: AnalysisOutcome<T> | undefined, second: AnalysisOutcome<T> | undefined, map: (a: T, b: T) => U): Known<U> {
  if (first && 'error' in first) return { state: 'failed', error: first.error };
  if (second && 'error' in second) return { state: 'failed', error: second.error };
  if (!first || !second) return { state: 'computing' };
  return { state: 'ready', value: map(first.answer, second.answer) };
}

/** The analysis of a game from the answers `lookup` has. */
export function analyseGame(model: GameModel, lookup: AnalysisLookup): GameAnalysis {
  const questions = questionsOfGame(model);
  const tableQuestion = questions.table;
  const table: Known<TableAnswer> | undefined = tableQuestion && (tableQuestion.kind === 'par'
    ? known(lookup.get(tableQuestion), (answer) => ({ table: answer.table, par: answer.par }))
    : known(lookup.get(tableQuestion), (answer) => ({ table: answer })));
  const play = questions.play;
  const costs = play && known(lookup.get(play), (trace) => playCosts(play, trace));
  const equity = questions.equity.map((question) => ({
    question,
    finding: bothKnown(lookup.get(question.question), lookup.get(question.afterTrick.question), (before, after) => equityFinding(model, question, before, after)),
  }));
  const claim = questions.claim && known(lookup.get(questions.claim.question), (solved) => claimFinding(model, questions.claim!, solved));
  const layouts = questions.claimLayouts;
  const claimLayouts = layouts && known(lookup.get(layouts), (answer) => claimLayoutsFinding(model, questions.claim!, layouts.spec, answer));
  const mismatches = table?.state === 'ready' ? tableMismatches(model, table.value.table, table.value.par) : [];
  return { questions, table, costs, equity, claim, claimLayouts, mismatches };
}
