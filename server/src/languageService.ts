/**
 * The pure PBN language service: one facade over the reader, the bridge model, the Laws engine
 * and one module per editor feature. It knows nothing of the LSP connection or of VS Code; the
 * server and the CLI both drive it. Models are cached per document URI and version, and each new
 * version reuses the games of the previous one whose text did not change.
 */
import { CodeAction, CodeActionContext, Diagnostic, DiagnosticSeverity, DocumentSymbol, FoldingRange } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { diagnosticMessage } from './i18n/diagnosticMessages';
import { DocumentModel, buildDocumentModel } from './model/document';
import { codeActions } from './features/codeActions';
import { computeDiagnostics } from './features/diagnostics';
import { allRulingEdits } from './features/rulingEdits';
import { TextEdit } from 'vscode-languageserver-types';
import { documentSymbols } from './features/documentSymbols';
import { foldingRanges } from './features/folding';
import { ServiceSettings, gameOptionsOf } from './features/settings';
import { TextEncoding } from './syntax/encoding';

export { ServiceSettings } from './features/settings';

/** Cancellation as the service sees it (an LSP CancellationToken fits). */
export interface Cancellation {
  readonly isCancellationRequested: boolean;
}

/** The language service facade. */
export interface LanguageService {
  /** The model of a document version (cached). Undefined only when cancelled. */
  parse(document: TextDocument, settings: ServiceSettings, token?: Cancellation): DocumentModel | undefined;
  doValidation(document: TextDocument, settings: ServiceSettings, token?: Cancellation): Diagnostic[] | undefined;
  findDocumentSymbols(document: TextDocument, settings: ServiceSettings): DocumentSymbol[];
  getFoldingRanges(document: TextDocument, settings: ServiceSettings): FoldingRange[];
  /** Quick-fixes for the context's diagnostics and the fix-all source action. */
  getCodeActions(document: TextDocument, context: CodeActionContext, settings: ServiceSettings): CodeAction[];
  /** Every edit that writes the rulings of the whole document (the CLI's `fix`). */
  getFixAllEdits(document: TextDocument, settings: ServiceSettings): TextEdit[];
  /** Records how the file's bytes were decoded (the CLI knows; the editor does not). */
  setEncoding(uri: string, encoding: TextEncoding): void;
  /** Forgets a closed document. */
  forget(uri: string): void;
}

interface CacheEntry {
  version: number;
  optionsKey: string;
  model: DocumentModel;
}

/** Creates a language service with its own model cache. */
export function getLanguageService(): LanguageService {
  const cache = new Map<string, CacheEntry>();
  const encodings = new Map<string, TextEncoding>();

  function parse(document: TextDocument, settings: ServiceSettings, token?: Cancellation): DocumentModel | undefined {
    const options = gameOptionsOf(settings);
    const optionsKey = JSON.stringify(options);
    const cached = cache.get(document.uri);
    if (cached && cached.version === document.version && cached.optionsKey === optionsKey) return cached.model;
    const model = buildDocumentModel(document.getText(), options, cached?.model, () => token?.isCancellationRequested ?? false);
    if (model) cache.set(document.uri, { version: document.version, optionsKey, model });
    return model;
  }

  function fileDiagnostics(document: TextDocument, settings: ServiceSettings): Diagnostic[] {
    if (encodings.get(document.uri) !== 'utf8') return [];
    return [{
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      severity: DiagnosticSeverity.Warning, code: 'pbn.encoding.utf8', source: 'pbn',
      message: diagnosticMessage('pbn.encoding.utf8', {}, settings.language),
    }];
  }

  return {
    parse,
    doValidation(document, settings, token) {
      const model = parse(document, settings, token);
      if (!model) return undefined;
      return computeDiagnostics(document, model, settings.language, fileDiagnostics(document, settings), () => token?.isCancellationRequested ?? false);
    },
    findDocumentSymbols(document, settings) {
      const model = parse(document, settings);
      return model ? documentSymbols(document, model, settings.language) : [];
    },
    getFoldingRanges(document, settings) {
      const model = parse(document, settings);
      return model ? foldingRanges(document, model) : [];
    },
    getCodeActions(document, context, settings) {
      const model = parse(document, settings);
      return model ? codeActions(document, model, context, settings.language) : [];
    },
    getFixAllEdits(document, settings) {
      const model = parse(document, settings);
      return model ? allRulingEdits(document, model, settings.language) : [];
    },
    setEncoding(uri, encoding) {
      encodings.set(uri, encoding);
    },
    forget(uri) {
      cache.delete(uri);
      encodings.delete(uri);
    },
  };
}
