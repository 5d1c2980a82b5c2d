/**
 * What `pbn-director analyse` says about each game, from the answers at hand: the DD table
 * (`{ "N": { "NT": 9, "S": 10, … }, … }`), the par (`{ "score": "NS 620", "contracts": ["4S N",
 * "4S S"] }`) and, where the play is recorded, the trace (declarer's side's DD total before the
 * lead and after each card); as JSON, or as text with the grid, the par line and the cards that
 * cost a trick.
 */
import { analyseGame } from '../analysis/logic/answers/gameAnalysis';
import { parContractsPerDeclarer, optimumScoreValue } from '../analysis/logic/answers/ddTagValues';
import { AnalysisLookup } from '../analysis/logic/lookup';
import { parText } from '../analysis/logic/parText';
import { ANALYSE_JSON_NO_DEAL, ANALYSE_TEXT_WORDS, cliGameName } from '../i18n/cliTexts';
import { cardText, ddErrorText } from '../i18n/ddMessages';
import { cardCostText, gridLines } from '../i18n/ddViewTexts';
import { seatName } from '../i18n/bridgeTerms';
import { Language } from '../i18n/localize';
import { DocumentGame } from '../model/document/document';
import { pushAll } from '../arrays';

/** One game's analysis as the JSON shows it. */
export interface AnalysedGame {
  index: number;
  board: string | null;
  line: number;
  dd: { table: unknown; par?: { score: string; contracts: string[] }; trace?: number[] } | null;
  error?: string;
}

/** The JSON entry of one game (`line` 1-based). */
export function analysedGame(game: DocumentGame, line: number, lookup: AnalysisLookup, language: Language): AnalysedGame {
  const model = game.model!;
  const analysis = analyseGame(model, lookup);
  const entry: AnalysedGame = { index: game.index, board: model.board ?? null, line, dd: null };
  const table = analysis.table;
  if (!table || table.state !== 'ready') {
    entry.error = table?.state === 'failed' ? ddErrorText(table.error.code, table.error.params, language) : ANALYSE_JSON_NO_DEAL;
    return entry;
  }
  entry.dd = { table: table.value.table };
  if (table.value.par) entry.dd.par = { score: optimumScoreValue(table.value.par), contracts: parContractsPerDeclarer(table.value.par) };
  const play = analysis.questions.play;
  const trace = play && lookup.get(play);
  if (trace && 'answer' in trace) entry.dd.trace = trace.answer.trace;
  else if (trace) entry.error = ddErrorText(trace.error.code, trace.error.params, language);
  return entry;
}

/** The text block of one game: heading, grid, par, and the cards that cost a trick. */
export function analysedGameText(file: string, game: DocumentGame, line: number, lookup: AnalysisLookup, language: Language): string {
  const model = game.model!;
  const words = ANALYSE_TEXT_WORDS[language];
  const lines = [`${file}:${line}: ${cliGameName(model.board, game.index, language)}`];
  const analysis = analyseGame(model, lookup);
  const table = analysis.table;
  if (!table || table.state !== 'ready') {
    lines.push(`  ${table?.state === 'failed' ? ddErrorText(table.error.code, table.error.params, language) : words.noDeal}`);
    return lines.join('\n') + '\n';
  }
  pushAll(lines, gridLines(table.value.table, language).map((text) => `  ${text}`));
  if (table.value.par) lines.push(`  ${parText(table.value.par, language)}`);
  const costs = analysis.costs;
  if (costs?.state === 'ready') {
    // A card that cost its side a trick, and each trick with a revoke in it whose value changed (read whole).
    const costly = [...costs.value.values()].filter((cost, index, all) => cost.cost > 0
      || (cost.revokeTrick && cost.before !== cost.after && all.findIndex((other) => other.trick === cost.trick) === index));
    const first = [...costs.value.values()][0];
    const last = [...costs.value.values()].pop();
    if (first && last) lines.push(`  ${words.play}: ${first.before} → ${last.after} ${words.tricksForDeclarer}`);
    for (const cost of costly) lines.push(`    ${words.trick} ${cost.trick} ${seatName(cost.seat, language)} ${cardText(cost.card, language)}: ${cardCostText(cost, language)}`);
  } else if (costs?.state === 'failed') {
    lines.push(`  ${ddErrorText(costs.error.code, costs.error.params, language)}`);
  }
  return lines.join('\n') + '\n';
}
