/**
 * The audit of one game of our model: its traveller, its deal (all four hands) and its
 * vulnerability and edition handed to scoring/audit/, with the double-dummy tables read from the
 * lookup: the recorded deal's from the game's own table or par question (which the editor and
 * `check --dd` ask anyway), a swapped deal's from a table question of its own. `auditQuestions`
 * lists what the audit still needs; the no-DD audit is cached per model.
 */
import { AnalysisLookup, answerOf } from '../../analysis/logic/lookup';
import { questionsOfGame } from '../../analysis/logic/questions/questionsOfGame';
import { DdTable, DealHands } from '../../shapes/ddTypes';
import { DdQuestion } from '../../analysis/logic/protocol';
import { GameModel } from '../../model/game/gameModel';
import { AuditInput, AuditTables, auditBoard, swapDeals } from '../../scoring/audit/auditBoard';
import { BoardAudit } from '../../shapes/auditFindings';
import { readTraveller } from '../../scoring/traveller/readTraveller';

const inputs = new WeakMap<GameModel, AuditInput | null>();
const plain = new WeakMap<GameModel, BoardAudit>();

/** The audit's reading of a game; undefined without a ScoreTable. */
export function auditInput(model: GameModel): AuditInput | undefined {
  let input = inputs.get(model);
  if (input === undefined) {
    const traveller = model.traveller?.traveller ?? readTraveller(model.syntax, model.values.get('ScoreTable'));
    const hands = model.deal?.complete && !model.endPosition ? model.deal.hands as DealHands : undefined;
    input = traveller ? { traveller, hands, vulnerability: model.vulnerability, edition: model.edition.edition } : null;
    inputs.set(model, input);
  }
  return input ?? undefined;
}

/** The DD table a table or par question's answer holds, if the lookup has it. */
export function answeredTable(question: Extract<DdQuestion, { kind: 'par' | 'table' }> | undefined, lookup: AnalysisLookup): DdTable | undefined {
  if (!question) return undefined;
  const answer = answerOf(lookup.get(question));
  return answer && 'par' in answer ? answer.table : answer as DdTable | undefined;
}

/** The recorded deal's DD table, if the lookup has it. */
export function recordedTable(model: GameModel, lookup: AnalysisLookup): DdTable | undefined {
  return answeredTable(questionsOfGame(model).table, lookup);
}

/** The table question of a swapped deal. */
export function swapQuestion(hands: DealHands): Extract<DdQuestion, { kind: 'table' }> {
  return { kind: 'table', hands };
}

/** The audit of a game: without a lookup only what needs no double dummy; undefined without a ScoreTable. */
export function gameAudit(model: GameModel, lookup?: AnalysisLookup): BoardAudit | undefined {
  const input = auditInput(model);
  if (!input) return undefined;
  const recorded = lookup && input.hands ? recordedTable(model, lookup) : undefined;
  if (!recorded || !lookup) {
    let audit = plain.get(model);
    if (!audit) plain.set(model, audit = auditBoard(input));
    return lookup && input.hands ? { ...audit, pending: true } : audit;
  }
  return auditBoard(input, auditTables(recorded, swapDeals(input, recorded), lookup));
}

/** The tables the audit is given: the recorded deal's, and each swapped deal's as the lookup answers its table question. */
export function auditTables(recorded: DdTable, swapped: ReadonlyArray<{ key: string; hands: DealHands }>, lookup: AnalysisLookup): AuditTables {
  const swaps = new Map(swapped.map((deal) => [deal.key, deal.hands] as const));
  return { recorded, swap: (key) => { const hands = swaps.get(key); return hands ? answerOf(lookup.get(swapQuestion(hands))) : undefined; } };
}

/** The DD questions the audit of a game needs and the lookup cannot answer yet: the recorded deal's, then the swaps a suspect row calls for (before the recorded answer, a row whose lead is not held). */
export function auditQuestions(model: GameModel, lookup: AnalysisLookup): DdQuestion[] {
  const input = auditInput(model);
  const table = questionsOfGame(model).table;
  if (!input?.hands || !table) return [];
  const recorded = recordedTable(model, lookup);
  return unansweredQuestions(table, recorded, swapDeals(input, recorded), lookup);
}

/** What the lookup cannot answer yet of a board's questions: its recorded deal's `table` (unless `recorded` is known), then the swapped deals' tables. */
export function unansweredQuestions(table: DdQuestion, recorded: DdTable | undefined, swapped: ReadonlyArray<{ hands: DealHands }>, lookup: AnalysisLookup): DdQuestion[] {
  const swaps = swapped.map((deal) => swapQuestion(deal.hands));
  return [...(recorded || lookup.get(table) ? [] : [table]), ...swaps].filter((question) => !lookup.get(question));
}
