/**
 * The projection wrapper: a language service that serves LIN documents (language id `lin`)
 * through the PBN language service. For a LIN document it builds the projection once per version
 * and settings (cached by URI; a new version re-reads only the boards its edit touched,
 * incrementalProjection.ts), runs the PBN feature on the projected PBN document and maps the
 * answer back onto the LIN text; PBN documents go straight through. LIN has no Result or Score
 * tags, so the features that edit the file (fixes, formatting, completion, rename) answer nothing
 * and the quick-fixes become "Convert this file to PBN".
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { LanguageService } from '../../languageServiceTypes';
import type { ServiceSettings } from '../../features/settings';
import { gameOptionsOf } from '../../features/settings';
import { linCodeActions, linCodeLenses } from './linActions';
import { linDiagnostics } from './linDiagnostics';
import { binaryDocument } from '../../features/diagnostics/binaryDocument';
import { linHighlights, linHover, linInlayHints, linSelectionRanges } from './linEditorFeatures';
import { linFolding, linSymbols } from './linOutline';
import { LinProjection } from '../toPbn/projection';
import { LinProjector } from '../toPbn/incrementalProjection';

/** True for a document the wrapper serves as LIN. */
export function isLinDocument(document: TextDocument): boolean {
  return document.languageId === 'lin';
}

interface CachedProjection {
  version: number;
  optionsKey: string;
  text: string;
  projection: LinProjection;
  /** Makes the next version's projection from this one's. */
  projector: LinProjector;
}

/** Wraps a PBN language service so that it serves LIN documents too. */
export function withLinProjection(pbn: LanguageService): LanguageService {
  const cache = new Map<string, CachedProjection>();
  const project = (document: TextDocument, settings: ServiceSettings): LinProjection => {
    const options = gameOptionsOf(settings);
    const optionsKey = JSON.stringify(options);
    const text = document.getText();
    const cached = cache.get(document.uri);
    if (cached && cached.version === document.version && cached.optionsKey === optionsKey && cached.text === text) return cached.projection;
    const projector = cached?.projector ?? new LinProjector();
    const projection = projector.project(document, options);
    cache.set(document.uri, { version: document.version, optionsKey, text, projection, projector });
    return projection;
  };
  /** `lin` for a LIN document, `pbnWork` for any other. */
  const serve = <T>(document: TextDocument, settings: ServiceSettings, pbnWork: () => T, lin: (projection: LinProjection) => T): T =>
    (isLinDocument(document) ? lin(project(document, settings)) : pbnWork());

  return {
    parse: (document, settings, token) => serve(document, settings, () => pbn.parse(document, settings, token), (projection) => pbn.parse(projection.view, settings, token)),
    getModelView: (document, settings) => serve(document, settings, () => pbn.getModelView(document, settings), (projection) => pbn.getModelView(projection.view, settings)),
    doValidation: (document, settings, token) => binaryDocument(document) ? pbn.doValidation(document, settings, token) : serve(document, settings, () => pbn.doValidation(document, settings, token), (projection) => {
      const diagnostics = pbn.doValidation(projection.pbn, settings, token);
      return diagnostics && linDiagnostics(projection, diagnostics, settings);
    }),
    findDocumentSymbols: (document, settings) => serve(document, settings, () => pbn.findDocumentSymbols(document, settings),
      (projection) => linSymbols(projection, pbn.parse(projection.pbn, settings), settings.language)),
    getFoldingRanges: (document, settings) => serve(document, settings, () => pbn.getFoldingRanges(document, settings), linFolding),
    getCodeActions: (document, context, settings, range, token) => serve(document, settings, () => pbn.getCodeActions(document, context, settings, range, token),
      () => linCodeActions(document.uri, context, settings.language)),
    getFixAllEdits: (document, settings) => serve(document, settings, () => pbn.getFixAllEdits(document, settings), () => []),
    getFixPlan: (document, settings, options) => serve(document, settings, () => pbn.getFixPlan(document, settings, options), () => []),
    setEncoding: (uri, encoding) => pbn.setEncoding(uri, encoding),
    doHover: (document, position, settings, token) => serve(document, settings, () => pbn.doHover(document, position, settings, token),
      (projection) => linHover(pbn, projection, position, settings, token)),
    getInlayHints: (document, range, settings, token) => serve(document, settings, () => pbn.getInlayHints(document, range, settings, token),
      (projection) => linInlayHints(pbn, projection, range, settings, token)),
    getCodeLenses: (document, settings) => serve(document, settings, () => pbn.getCodeLenses(document, settings),
      (projection) => linCodeLenses(projection, pbn.getCodeLenses(projection.pbn, settings), settings.language)),
    getApplyRulingsEdits: (document, gameIndex, settings) => serve(document, settings, () => pbn.getApplyRulingsEdits(document, gameIndex, settings), () => []),
    doComplete: (document, position, settings, token) => serve(document, settings, () => pbn.doComplete(document, position, settings, token), () => []),
    format: (document, settings) => serve(document, settings, () => pbn.format(document, settings), () => []),
    formatRange: (document, range, settings) => serve(document, settings, () => pbn.formatRange(document, range, settings), () => []),
    findDefinition: (document, position, settings) => serve(document, settings, () => pbn.findDefinition(document, position, settings), () => []),
    findReferences: (document, position, includeDeclaration, settings) => serve(document, settings,
      () => pbn.findReferences(document, position, includeDeclaration, settings), () => []),
    prepareRename: (document, position, settings) => serve(document, settings, () => pbn.prepareRename(document, position, settings), () => undefined),
    doRename: (document, position, newName, settings) => serve(document, settings, () => pbn.doRename(document, position, newName, settings), () => undefined),
    findDocumentHighlights: (document, position, settings) => serve(document, settings, () => pbn.findDocumentHighlights(document, position, settings),
      (projection) => linHighlights(pbn, projection, position, settings)),
    getSelectionRanges: (document, positions, settings) => serve(document, settings, () => pbn.getSelectionRanges(document, positions, settings),
      (projection) => linSelectionRanges(pbn, projection, positions, settings)),
    analysisQuestions: (document, settings, slice) => serve(document, settings, () => pbn.analysisQuestions(document, settings, slice), (projection) => pbn.analysisQuestions(projection.view, settings, slice)),
    getAnalysis: (settings) => pbn.getAnalysis(settings),
    getAnalysisEdits: (document, settings) => serve(document, settings, () => pbn.getAnalysisEdits(document, settings), () => []),
    forget(uri) {
      cache.delete(uri);
      pbn.forget(uri);
    },
  };
}
