/**
 * The pure PBN language service: one facade over the reader, the bridge model, the Laws engine
 * and one module per editor feature. It knows nothing of the LSP connection or of VS Code; the
 * server and the CLI both drive it. Models are cached per document URI and version, and each new
 * version reuses the games of the previous one whose text did not change. Double-dummy answers
 * come through an injected lookup (`getLanguageService({ analysis })`): the service lists what it
 * would like answered (`analysisQuestions`) and shows what the lookup has, never running DDS.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { diagnosticMessage } from './i18n/diagnosticMessages';
import { DocumentModel, DocumentOptions, buildDocumentModel, updateDocumentModel } from './model/document/document';
import { composeEdits } from './model/document/resplit';
import { isTrackedDocument } from './text/editableDocument';
import { binaryDiagnostic, binaryDocument } from './features/diagnostics/binaryDocument';
import { codeActions } from './features/fixes/codeActions';
import { fileLevelDiagnostics } from './features/diagnostics/fileDiagnostics';
import { documentDiagnostics } from './pipeline/documentChecks';
import { foldDocumentNoise } from './pipeline/noiseFold';
import { fixPlan } from './features/fixes/fixPlan';
import { documentSymbols } from './features/editor/documentSymbols';
import { foldingRanges } from './features/editor/folding';
import { ServiceSettings, gameOptionsOf, hiddenFilter } from './features/settings';
import { TextEncoding } from './syntax/encoding';
import { hasLoneCarriageReturn, withLineFeeds } from './syntax/splitter';
import { applyRulingsEdits, codeLenses } from './features/editor/codeLens';
import { completions } from './features/editor/completion';
import { formatDocument, formatRange } from './features/export/formatting';
import { cardHighlights } from './features/editor/highlights';
import { hover } from './features/editor/hover';
import { inlayHints } from './features/editor/inlayHints';
import { noteDefinition, noteReferences, prepareNoteRename, renameNote } from './features/editor/notes';
import { selectionRanges } from './features/editor/selectionRanges';
import { withLinProjection } from './lin/service/linLanguageService';
import { documentAnalysisQuestions } from './features/dd/analysisQuestions';
import { decidesDiagnostics } from './analysis/logic/questions/questionsOfGame';
import { withAnalysisDiagnostics } from './features/dd/ddDiagnostics';
import { withAuditDiagnostics } from './features/audit/auditDiagnostics';
import { withAuditQuestions } from './features/audit/auditAnalysisQuestions';
import { ddCodeActions } from './features/dd/ddCodeActions';
import { adjustedScoreActions } from './features/dd/adjustedScoreActions';
import { cardCostHints, costsBeforeSummaries } from './features/dd/ddInlayHints';
import { analysisEdits } from './features/dd/analysisEdits';

export { ServiceSettings, gameOptionsOf } from './features/settings';
// The event's scores of `score --event` (features/event/).
export { eventJson, eventSections, eventText, streamEvent } from './features/event/eventReport';
export type { EventSections } from './features/event/eventReport';
// As a page and a PDF (`--format html|pdf`, the editor's "Re-score Event").
export { eventHtml, eventPdf } from './features/event/eventPages';
// Its rulings log (`score --event --rulings-log`).
export { streamRulingsLog } from './features/event/rulingsLog';
export type { RulingsLogRow } from './features/event/rulingsLog';
export { rulingsLogCsv, rulingsLogHtml, rulingsLogJson } from './features/event/rulingsLogFormats';
export { rulingsLogPdf } from './features/event/rulingsLogPdf';
export type { Cancellation, LanguageService, LanguageServiceOptions, ModelView } from './languageServiceTypes';
import type { Cancellation, LanguageService, LanguageServiceOptions } from './languageServiceTypes';
import { pushAll } from './arrays';
export { GameAnalysisQuestions, GameSlice } from './features/dd/analysisQuestions';
export { GameAnalysisEdits } from './features/dd/analysisEdits';
export { FixOptions, GameFixPlan } from './features/fixes/fixPlan';
// The game pipeline of a file read as a stream, game by game (the command line's `check`), and what reading a file needs.
export { GamePipeline, fileDiagnosticsOf } from './pipeline/gamePipeline';
export { DdGamePipeline } from './pipeline/ddGamePipeline';
export { GameStream } from './syntax/gameStream';
export { GameChecker } from './pipeline/gameChecker';
export { FileNoiseFold, hasNoise, noisePiece } from './pipeline/noiseFold';
export { TextFactsScanner } from './syntax/textFacts';
export { decodePbnBytes, encodePbnText } from './syntax/encoding';
export type { PipelineFacts } from './pipeline/gamePipeline';
export type { GameChunk, StreamFacts } from './syntax/gameStream';
export type { CheckedGame } from './pipeline/gameChecker';
export type { KeptPiece, NoisePiece } from './pipeline/noiseFold';
export type { TextFacts } from './syntax/textFacts';
export type { DecodedText, TextEncoding } from './syntax/encoding';
// The double-dummy engine's worker threads, which the front ends start (the service itself only reads answers from its lookup).
export { ddEngineBuilt, startDdEngine } from './analysis/engine/worker/startEngine';
export type { DdClient } from './analysis/engine/worker/ddClient';

interface CacheEntry {
  version: number;
  optionsKey: string;
  model: DocumentModel;
}

/** The document's length in characters (without building the text of a server document). */
function lengthOf(document: TextDocument): number {
  return isTrackedDocument(document) ? document.text.length : document.getText().length;
}

/** True when the document is over the size the settings let the service analyse. */
function tooLarge(document: TextDocument, settings: ServiceSettings): boolean {
  return settings.maxDocumentLength !== undefined && lengthOf(document) > settings.maxDocumentLength;
}

/** The one diagnostic of a document too large to analyse. */
function tooLargeDiagnostic(document: TextDocument, settings: ServiceSettings): Diagnostic {
  const megabytes = (characters: number) => (characters / (1024 * 1024)).toFixed(1);
  return {
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, severity: DiagnosticSeverity.Warning, code: 'pbn.document.too-large', source: 'pbn',
    message: diagnosticMessage('pbn.document.too-large', { size: megabytes(lengthOf(document)), limit: megabytes(settings.maxDocumentLength!) }, settings.language),
  };
}

/** Creates a language service with its own model cache; LIN documents are served through their projection onto PBN. */
export function getLanguageService(options: LanguageServiceOptions = {}): LanguageService {
  const cache = new Map<string, CacheEntry>();
  const encodings = new Map<string, TextEncoding>();
  /** The lookup, unless double dummy is off for these settings. */
  const analysisFor = (settings: ServiceSettings) => (settings.analysis?.enabled === false ? undefined : options.analysis);

  function parse(document: TextDocument, settings: ServiceSettings, token?: Cancellation): DocumentModel | undefined {
    // A quiet game keeps its model when a double-dummy answer decides a diagnostic in it (the key leaves the test out).
    const options: DocumentOptions = { ...gameOptionsOf(settings), keepModel: decidesDiagnostics };
    const optionsKey = JSON.stringify(options);
    const cached = cache.get(document.uri);
    if (cached && cached.version === document.version && cached.optionsKey === optionsKey) return cached.model;
    const isCancelled = () => token?.isCancellationRequested ?? false;
    // The server's documents say what changed: only the games it touched are read again.
    const tracked = isTrackedDocument(document) && document.loneCarriageReturns === 0 ? document : undefined;
    const edits = cached && cached.optionsKey === optionsKey ? tracked?.editsSince(cached.version) : undefined;
    const model = edits && tracked
      ? updateDocumentModel(cached!.model, composeEdits(edits), tracked.text, options, isCancelled)
      // A tracked document counted its lone CRs: with none, its text is read as it is.
      : buildDocumentModel(tracked ? document.getText() : withLineFeeds(document.getText()), options, cached?.model, isCancelled);
    if (model) cache.set(document.uri, { version: document.version, optionsKey, model });
    return model;
  }

  function fileDiagnostics(document: TextDocument, settings: ServiceSettings): Diagnostic[] {
    const loneCarriageReturn = isTrackedDocument(document) ? document.loneCarriageReturns > 0 : hasLoneCarriageReturn(document.getText());
    return fileLevelDiagnostics(encodings.get(document.uri) === 'utf8', loneCarriageReturn, settings.language);
  }

  /**
   * Runs `work` on the document's model; `fallback` when the document is too large or `token` was
   * cancelled (while parsing, between the games or items `work` checks with its `isCancelled`, or by its end).
   */
  function withModel<T>(document: TextDocument, settings: ServiceSettings, fallback: T, work: (model: DocumentModel, isCancelled: () => boolean) => T, token?: Cancellation): T {
    if (tooLarge(document, settings)) return fallback;
    const isCancelled = () => token?.isCancellationRequested ?? false;
    if (isCancelled()) return fallback;
    const model = parse(document, settings, token);
    if (!model || isCancelled()) return fallback;
    const answer = work(model, isCancelled);
    return isCancelled() ? fallback : answer;
  }

  return withLinProjection({
    parse,
    getModelView: (document, settings) => withModel(document, settings, undefined, (model) => ({ model, document })),
    doValidation(document, settings, token) {
      if (tooLarge(document, settings)) return [tooLargeDiagnostic(document, settings)];
      const binary = binaryDocument(document);
      if (binary) return [binaryDiagnostic(binary, settings.language)];
      const model = parse(document, settings, token);
      if (!model) return undefined;
      // The game pipeline over the incremental document: each game's stage, then what double dummy and the audit add, then the file's noise folded.
      const isHidden = hiddenFilter(settings);
      const diagnostics = documentDiagnostics(document, model, settings.language, fileDiagnostics(document, settings), { isHidden, ...settings.diagnosticsLimit }, () => token?.isCancellationRequested ?? false);
      const analysis = analysisFor(settings);
      const withDd = diagnostics && analysis ? withAnalysisDiagnostics(document, model, diagnostics, analysis, settings.language, isHidden) : diagnostics;
      const all = withDd && withAuditDiagnostics(document, model, withDd, analysis, settings.language, isHidden);
      return all && foldDocumentNoise(all, model, settings.language);
    },
    findDocumentSymbols: (document, settings) => withModel(document, settings, [], (model) => documentSymbols(document, model, settings.language)),
    getFoldingRanges: (document, settings) => withModel(document, settings, [], (model) => foldingRanges(document, model)),
    getCodeActions: (document, context, settings, range, token) => withModel(document, settings, [], (model, isCancelled) => {
      const analysis = analysisFor(settings);
      const wantsQuickFixes = !context.only || context.only.some((kind) => 'quickfix'.startsWith(kind));
      if (!wantsQuickFixes) return codeActions(document, model, context, settings.language, isCancelled);
      const actions = codeActions(document, model, context, settings.language, isCancelled);
      if (isCancelled()) return actions;
      pushAll(actions, adjustedScoreActions(document, model, context.diagnostics, settings.language));
      if (analysis && !isCancelled()) pushAll(actions, ddCodeActions(document, model, context, range ?? context.diagnostics[0]?.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, analysis, settings.language));
      return actions;
    }, token),
    getFixAllEdits: (document, settings) => withModel(document, settings, [], (model) => fixPlan(document, model, settings.language, { scores: false }).flatMap((plan) => plan.edits)),
    getFixPlan: (document, settings, options) => withModel(document, settings, [], (model) => fixPlan(document, model, settings.language, options)),
    doHover: (document, position, settings, token) => withModel(document, settings, undefined, (model) => hover(document, model, position, settings.language, analysisFor(settings)), token),
    getInlayHints: (document, range, settings, token) => withModel(document, settings, [], (model, isCancelled) => {
      const analysis = settings.analysis?.cardCost ? analysisFor(settings) : undefined;
      const hints = inlayHints(document, model, range, settings.language, isCancelled);
      return analysis && !isCancelled() ? costsBeforeSummaries(cardCostHints(document, model, range, analysis, settings.language), hints) : hints;
    }, token),
    getCodeLenses: (document, settings) => withModel(document, settings, [], (model) => codeLenses(document, model, settings.language)),
    getApplyRulingsEdits: (document, gameIndex, settings) => withModel(document, settings, [], (model) => applyRulingsEdits(document, model, gameIndex, settings.language)),
    doComplete: (document, position, settings, token) => withModel(document, settings, [], (model) => completions(document, model, position, settings.language), token),
    format: (document, settings) => withModel(document, settings, [], (model) => formatDocument(document, model)),
    formatRange: (document, range, settings) => withModel(document, settings, [], (model) => formatRange(document, model, range)),
    findDefinition: (document, position, settings) => withModel(document, settings, [], (model) => noteDefinition(document, model, position)),
    findReferences: (document, position, includeDeclaration, settings) => withModel(document, settings, [], (model) => noteReferences(document, model, position, includeDeclaration)),
    prepareRename: (document, position, settings) => withModel(document, settings, undefined, (model) => prepareNoteRename(document, model, position)),
    doRename: (document, position, newName, settings) => withModel(document, settings, undefined, (model) => renameNote(document, model, position, newName)),
    findDocumentHighlights: (document, position, settings) => withModel(document, settings, [], (model) => cardHighlights(document, model, position)),
    getSelectionRanges: (document, positions, settings) => withModel(document, settings, [], (model) => selectionRanges(document, model, positions)),
    analysisQuestions: (document, settings, slice) => {
      const lookup = analysisFor(settings);
      return lookup ? withModel(document, settings, [], (model) => withAuditQuestions(document, model, documentAnalysisQuestions(document, model, slice), lookup, slice)) : [];
    },
    getAnalysis: analysisFor,
    getAnalysisEdits: (document, settings) => withModel(document, settings, [], (model) => analysisEdits(document, model, analysisFor(settings))),
    setEncoding(uri, encoding) {
      encodings.set(uri, encoding);
    },
    forget(uri) {
      cache.delete(uri);
      encodings.delete(uri);
    },
  });
}
