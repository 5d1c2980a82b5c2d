/**
 * The `pbn.claim.layouts` diagnostic: a claim (or concession) over the layouts of the cards the
 * claimer could not see, double dummy from the claim — information when it holds on every
 * layout, a warning when it fails on some, with what the failing ones have in common. On the
 * Result value (the Play tag's name without one), like the other claim diagnostics; `data`
 * carries the numbers (`claim.layouts`) as `check --dd` writes them.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { sideOf } from '../../bridge/seats';
import { GameAnalysis } from '../../analysis/logic/answers/gameAnalysis';
import { ClaimLayoutsFinding } from '../../analysis/logic/layouts/claimLayoutsFinding';
import { ClaimLayoutsFacts, claimLayoutsText } from '../../i18n/claimLayoutTexts';
import { ClaimLayoutsData } from '../../i18n/diagnostics/lawsDiagnostics';
import { Language } from '../../i18n/localize';
import { rulesFor } from '../../laws/editions';
import { DocumentGame } from '../../model/document/document';
import { GameModel } from '../../model/game/gameModel';
import { findTag, valueContentRange } from '../../syntax/gameSyntax';
import { Positions, gameRange } from '../ranges';

/** The JSON of a layouts finding (the diagnostic's data and `check --dd`); a sample's 95% interval in percent, one decimal, outward. */
export function claimLayoutsJson(finding: ClaimLayoutsFinding): ClaimLayoutsData['claim']['layouts'] {
  const interval = finding.interval && { confidence: 95, low: Math.floor(finding.interval.low * 1000) / 10, high: Math.ceil(finding.interval.high * 1000) / 10 };
  return {
    total: finding.total, solved: finding.solved, holding: finding.holding, worst: finding.worst, sample: finding.sample,
    ...(interval ? { interval } : {}), ...(finding.partial ? { partial: true } : {}), decidedBy: finding.decidedBy.map(({ seat, suit, failing }) => ({ seat, suit, failing })),
  };
}

/** The words' facts of a game's layouts finding. */
export function claimLayoutsFacts(model: GameModel, analysis: GameAnalysis, finding: ClaimLayoutsFinding): ClaimLayoutsFacts {
  const claim = analysis.questions.claim!;
  const solved = analysis.claim?.state === 'ready' ? analysis.claim.value : undefined;
  return {
    ...finding, actual: solved?.ddClaimer, claimerIsDeclarerSide: claim.claimerSide === sideOf(model.declarer!), claimer: claim.claimer,
    article: rulesFor(model.edition.edition).play.articles.disputedClaim, edition: model.edition.edition,
  };
}

/** The diagnostic of a game's claim over its layouts, once they are solved. */
export function claimLayoutsDiagnostic(document: Positions, game: DocumentGame, model: GameModel, analysis: GameAnalysis, language: Language): Diagnostic | undefined {
  if (analysis.claimLayouts?.state !== 'ready') return undefined;
  const finding = analysis.claimLayouts.value;
  const result = findTag(model.syntax, 'Result');
  const play = findTag(model.syntax, 'Play');
  const [start, end] = result ? valueContentRange(result) : play ? [play.nameStart, play.nameEnd] : [0, 0];
  return {
    range: gameRange(document, game, start, end), source: 'pbn', code: 'pbn.claim.layouts',
    severity: finding.holding === finding.solved ? DiagnosticSeverity.Information : DiagnosticSeverity.Warning,
    message: claimLayoutsText(claimLayoutsFacts(model, analysis, finding), language),
    data: { gameIndex: game.index, claim: { layouts: claimLayoutsJson(finding) } },
  };
}
