/**
 * What `check --dd` adds to the JSON report: on each revoke ruling the Law 64C numbers
 * (`"equity": { "withoutRevoke": 11, "afterTransfer": 10 }`, declarer's side's totals) and on each
 * game whose play stops early the claim against double dummy (`"claim": { "recorded": 11,
 * "ddMax": 10, "remaining": 4 }`), with, once solved, the claim over the layouts the claimer could
 * not see (`"layouts": { "total": 20, "holding": 13, "worst": 12, "sample": false, "decidedBy": […] }`).
 * Fields are only added, never renamed.
 */
import { analyseGame } from '../analysis/logic/answers/gameAnalysis';
import { AnalysisLookup } from '../analysis/logic/lookup';
import { claimLayoutsJson } from '../features/dd/claimLayoutsDiagnostic';
import { DocumentModel } from '../model/document/document';
import { GameModel } from '../model/game/gameModel';

interface ReportGame {
  index: number;
  rulings: Array<Record<string, unknown>>;
  claim?: { recorded: number; ddMax: number; remaining: number; layouts?: ReturnType<typeof claimLayoutsJson> };
}

/** Adds the DD fields to a file report's games (found by their index in `model`). */
export function addAnalysisToReport(games: ReportGame[], model: DocumentModel, lookup: AnalysisLookup): void {
  for (const entry of games) {
    const game = model.games.find((candidate) => candidate.index === entry.index && candidate.model);
    if (game?.model) addGameAnalysis(entry, game.model, lookup);
  }
}

/** Adds the DD fields to one game's report entry (`check --dd` read game by game). */
export function addGameAnalysis(entry: Omit<ReportGame, 'index'>, model: GameModel, lookup: AnalysisLookup): void {
  const analysis = analyseGame(model, lookup);
  for (const { question, finding } of analysis.equity) {
    if (finding.state !== 'ready' || !finding.value) continue;
    const ruling = entry.rulings.find((candidate) => candidate.kind === 'revoke' && candidate.trick === question.ruling.trick && candidate.seat === question.ruling.seat);
    if (ruling) ruling.equity = { withoutRevoke: finding.value.withoutRevoke, afterTransfer: finding.value.afterTransfer };
  }
  if (analysis.claim?.state === 'ready') {
    const claim = analysis.claim.value;
    entry.claim = { recorded: claim.recorded, ddMax: claim.ddMax, remaining: claim.remaining };
    if (analysis.claimLayouts?.state === 'ready') entry.claim.layouts = claimLayoutsJson(analysis.claimLayouts.value);
  }
}
