/**
 * The diagnostics that double-dummy answers decide, added to a document's diagnostics by the
 * facade when answers exist (never cached with the per-game diagnostics, whose key holds no
 * answers): the Law 64C equity of each established revoke (a warning, with the adjusted score
 * the quick-fix may write, only when equityAdjustment says the transfer falls short; else the
 * information note with the numbers; either replaces the plain `pbn.revoke.equity` note), a
 * claim against best defence (`pbn.claim.dd-short`, `pbn.claim.dd-conceded`) and over the layouts
 * the claimer could not see (`pbn.claim.layouts`, claimLayoutsDiagnostic.ts) and each wrong
 * cell of a DD tag (`pbn.dd.table-mismatch`, with the right value for its quick-fix).
 */
import { Diagnostic, DiagnosticSeverity, Range } from 'vscode-languageserver-types';
import { sideOf } from '../../bridge/seats';
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { GameAnalysis, analyseGame } from '../../analysis/logic/answers/gameAnalysis';
import { decidesDiagnostics } from '../../analysis/logic/questions/questionsOfGame';
import { ClaimFinding } from '../../analysis/logic/answers/claim';
import { EquityFinding, equityAdjustment } from '../../analysis/logic/answers/equity';
import { adjustedScoreFromResult } from '../../scoring/adjusted/formatAdjusted';
import { contractResultText, sideScoreText } from '../../i18n/scoreNotation';
import { EquityFacts, claimConcededText, claimShortText, equityRestored, equityWarning, tableMismatchText, tableMismatchesText } from '../../i18n/ddRulingTexts';
import { Language } from '../../i18n/localize';
import { rulesFor } from '../../laws/editions';
import { equityNote } from '../../laws/messages';
import { DocumentGame, DocumentModel } from '../../model/document/document';
import { GAME_DD_TAGS, GAME_QUIET } from '../../model/document/gameEntry';
import { GameModel } from '../../model/game/gameModel';
import { lawScore } from '../../model/game/outcome';
import { findTag, valueContentRange } from '../../syntax/gameSyntax';
import { Positions, gameRange } from '../ranges';
import { revokeCard } from '../diagnostics/rulingDiagnostics';
import { claimLayoutsDiagnostic } from './claimLayoutsDiagnostic';
import { equityArticleFor, equityCitationFor } from './equityArticle';
import { DiagnosticData } from '../../i18n/diagnostics/registry';

/** What an equity diagnostic's `data` holds for its quick-fixes (its entry in the registry). */
export type EquityDiagnosticData = DiagnosticData<'pbn.revoke.equity'>;

/** The DD diagnostics of every game, merged into `base`: equity notes replaced in place, the rest appended. */
export function withAnalysisDiagnostics(document: Positions, model: DocumentModel, base: Diagnostic[], lookup: AnalysisLookup, language: Language, isHidden?: (code: string, severity?: number) => boolean): Diagnostic[] {
  const merged = [...base];
  for (let position = 0; position < model.count; position++) {
    // Only a game that asks a question deciding a diagnostic (a revoke's equity, a claim, DD tags to
    // check) can get one. A quiet game (no ruling) without DD tags asks none: skipped on its flags alone.
    if ((model.flags[position] & (GAME_QUIET | GAME_DD_TAGS)) === GAME_QUIET) continue;
    const entry = model.entry(position);
    if (!entry.model || !decidesDiagnostics(entry.model)) continue;
    const game = model.game(position);
    if (!game.model) continue;
    mergeGameAnalysis(merged, document, game, game.model, lookup, language, isHidden);
  }
  return merged;
}

/** The DD diagnostics of one game with a model merged into `merged` (changed in place) as the document's merge does it. */
export function mergeGameAnalysis(merged: Diagnostic[], positions: Positions, game: DocumentGame, model: GameModel, lookup: AnalysisLookup, language: Language, isHidden?: (code: string, severity?: number) => boolean): void {
  for (const diagnostic of gameAnalysisDiagnostics(positions, game, model, analyseGame(model, lookup), language)) {
    const replaces = diagnostic.code === 'pbn.revoke.equity'
      ? merged.findIndex((other) => other.code === 'pbn.revoke.equity' && sameRange(other.range, diagnostic.range)) : -1;
    if (replaces >= 0) merged[replaces] = diagnostic;
    else if (!isHidden?.(String(diagnostic.code), diagnostic.severity)) merged.push(diagnostic);
  }
}

const sameRange = (a: Range, b: Range) => a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;

/** The most wrong DD cells of a game reported one by one; more are one warning for the board. */
const MOST_CELLS_APART = 3;

/** The DD diagnostics of one game. */
export function gameAnalysisDiagnostics(document: Positions, game: DocumentGame, model: GameModel, analysis: GameAnalysis, language: Language): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const { finding } of analysis.equity) {
    if (finding.state === 'ready' && finding.value) {
      const diagnostic = equityDiagnostic(document, game, model, finding.value, language);
      if (diagnostic) diagnostics.push(diagnostic);
    }
  }
  if (analysis.claim?.state === 'ready' && analysis.claim.value.verdict !== 'agrees') diagnostics.push(claimDiagnostic(document, game, model, analysis.claim.value, language));
  const layouts = claimLayoutsDiagnostic(document, game, model, analysis, language);
  if (layouts) diagnostics.push(layouts);
  if (analysis.mismatches.length > MOST_CELLS_APART) {
    // A producer's wrong DD tables: one warning for the board at its first wrong cell, not one per cell ("Add double-dummy analysis" rewrites them).
    const first = analysis.mismatches[0];
    diagnostics.push({
      range: gameRange(document, game, first.start, first.end), severity: DiagnosticSeverity.Warning, code: 'pbn.dd.table-mismatch', source: 'pbn',
      message: tableMismatchesText(analysis.mismatches.length, first, language), data: { gameIndex: game.index } satisfies DiagnosticData<'pbn.dd.table-mismatch'>,
    });
    return diagnostics;
  }
  for (const cell of analysis.mismatches) {
    diagnostics.push({
      range: gameRange(document, game, cell.start, cell.end), severity: DiagnosticSeverity.Warning, code: 'pbn.dd.table-mismatch', source: 'pbn',
      message: tableMismatchText(cell, language), data: { gameIndex: game.index, replacement: cell.expected } satisfies DiagnosticData<'pbn.dd.table-mismatch'>,
    });
  }
  return diagnostics;
}

function equityDiagnostic(document: Positions, game: DocumentGame, model: GameModel, finding: EquityFinding, language: Language): Diagnostic | undefined {
  const card = revokeCard(model, finding.ruling);
  if (!card || !model.contract || !model.declarer) return undefined;
  const edition = model.edition.edition;
  const range = gameRange(document, game, card.revokeMark?.start ?? card.start, card.end);
  const facts: EquityFacts = {
    side: finding.nonOffenders, offender: finding.ruling.seat, withLegalCard: finding.ddWithLegalCard, afterRevokeTrick: finding.ddAfterRevokeTrick,
    damage: finding.damage, transfer: finding.transfer, law: finding.ruling.law, without: finding.nonOffendersWithout, after: finding.nonOffendersAfter,
  };
  const adjustment = equityAdjustment(finding);
  const data: EquityDiagnosticData = {
    gameIndex: game.index, trick: finding.ruling.trick, seat: finding.ruling.seat, article: equityArticleFor(finding.ruling, edition),
    equity: { withoutRevoke: finding.withoutRevoke, afterTransfer: finding.afterTransfer, nonOffendersWithout: finding.nonOffendersWithout, nonOffendersAfter: finding.nonOffendersAfter },
  };
  if (adjustment === undefined) {
    const message = `${equityNote(edition, language)} ${equityRestored(facts, language)}`;
    return { range, severity: DiagnosticSeverity.Information, code: 'pbn.revoke.equity', source: 'pbn', message, data };
  }
  data.withoutRevokeScore = adjustedScoreFromResult(model.contract, model.declarer, adjustment);
  const points = lawScore(model, adjustment);
  const result = contractResultText(model.contract, adjustment);
  const adjusted = points === undefined ? result : `${result}, ${sideScoreText(sideOf(model.declarer), points, language)}`;
  const message = equityWarning({ ...facts, citation: equityCitationFor(finding.ruling, edition, language), adjusted }, language);
  return { range, severity: DiagnosticSeverity.Warning, code: 'pbn.revoke.equity', source: 'pbn', message, data };
}

function claimDiagnostic(document: Positions, game: DocumentGame, model: GameModel, finding: ClaimFinding, language: Language): Diagnostic {
  const rules = rulesFor(model.edition.edition).play.articles;
  const claim = finding.question;
  const opponentsToPlay = sideOf(finding.seatToPlay) !== claim.claimerSide && finding.bestCards.length > 0;
  const facts = {
    recorded: finding.recorded, claimed: finding.claimed, remaining: finding.remaining, ddClaimer: finding.ddClaimer,
    claimerIsDeclarerSide: claim.claimerSide === sideOf(model.declarer!), claimer: claim.claimer,
    opponentsBest: opponentsToPlay ? { seat: finding.seatToPlay, cards: finding.bestCards } : undefined,
    outstandingTrumps: finding.outstandingTrumps, edition: model.edition.edition,
    articles: { outstandingTrump: rules.outstandingTrump, disputed: rules.disputedClaim, concession: rules.concessionCancelled },
  };
  const result = findTag(model.syntax, 'Result');
  const play = findTag(model.syntax, 'Play');
  const [start, end] = result ? valueContentRange(result) : play ? [play.nameStart, play.nameEnd] : [0, 0];
  const short = finding.verdict === 'short';
  return {
    range: gameRange(document, game, start, end), source: 'pbn',
    severity: short ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
    code: short ? 'pbn.claim.dd-short' : 'pbn.claim.dd-conceded',
    message: short ? claimShortText(facts, language) : claimConcededText(facts, language),
    data: { gameIndex: game.index, claim: { recorded: finding.recorded, ddMax: finding.ddMax, remaining: finding.remaining } } satisfies DiagnosticData<'pbn.claim.dd-short'>,
  };
}
