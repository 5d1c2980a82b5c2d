/**
 * The shapes of the language service facade: what it is built with, what it answers and the model
 * view it lends out. Kept apart from languageService.ts, which builds one, so that the modules the
 * facade itself runs (the LIN projection) can name the facade's type without importing its maker.
 */
import {
  CodeAction, CodeActionContext, CodeLens, CompletionItem, Diagnostic, DocumentHighlight, DocumentSymbol, FoldingRange, Hover, InlayHint, Location,
  Position, Range, SelectionRange, TextEdit, WorkspaceEdit,
} from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisLookup } from './analysis/logic/lookup';
import { GameAnalysisEdits } from './features/dd/analysisEdits';
import { GameAnalysisQuestions, GameSlice } from './features/dd/analysisQuestions';
import { FixOptions, GameFixPlan } from './features/fixes/fixPlan';
import { ServiceSettings } from './features/settings';
import { DocumentModel } from './model/document/document';
import { TextEncoding } from './syntax/encoding';

/** What a service is built with: the double-dummy answers it may show. */
export interface LanguageServiceOptions {
  analysis?: AnalysisLookup;
}


/** Cancellation as the service sees it (an LSP CancellationToken fits). */
export interface Cancellation {
  readonly isCancellationRequested: boolean;
}

/** A document model and the document its offsets belong to (for a LIN document: its PBN projection, positioned as the LIN text). */
export interface ModelView {
  model: DocumentModel;
  document: TextDocument;
}

/** The language service facade. */
export interface LanguageService {
  /** The model of a document version (cached; for a LIN document, the model of its PBN projection). Undefined only when cancelled. */
  parse(document: TextDocument, settings: ServiceSettings, token?: Cancellation): DocumentModel | undefined;
  /** The model with the document to read its offsets against (board view, report, JSON report, conversion). */
  getModelView(document: TextDocument, settings: ServiceSettings): ModelView | undefined;
  doValidation(document: TextDocument, settings: ServiceSettings, token?: Cancellation): Diagnostic[] | undefined;
  findDocumentSymbols(document: TextDocument, settings: ServiceSettings): DocumentSymbol[];
  getFoldingRanges(document: TextDocument, settings: ServiceSettings): FoldingRange[];
  /** Quick-fixes for the context's diagnostics, the fix-all source action, and at `range` "Add double-dummy analysis" (none once `token` is cancelled, checked between providers). */
  getCodeActions(document: TextDocument, context: CodeActionContext, settings: ServiceSettings, range?: Range, token?: Cancellation): CodeAction[];
  /** Every edit that writes the rulings of the whole document ("Fix all rulings in file"). */
  getFixAllEdits(document: TextDocument, settings: ServiceSettings): TextEdit[];
  /** Per game: the edits of a whole-file fix (the CLI's `fix`) and what they change, or why the game is left alone. */
  getFixPlan(document: TextDocument, settings: ServiceSettings, options?: FixOptions): GameFixPlan[];
  /** Records how the file's bytes were decoded (the CLI knows; the editor does not). */
  setEncoding(uri: string, encoding: TextEncoding): void;
  /** Hover text for a card, a mark, the Deal, Laws, Date, Declarer, Result or Irregularities tag (none once `token` is cancelled). */
  doHover(document: TextDocument, position: Position, settings: ServiceSettings, token?: Cancellation): Hover | undefined;
  /** Leader, winner and running tricks after each trick; tricks in play at the Result tag (none once `token` is cancelled, checked between games). */
  getInlayHints(document: TextDocument, range: Range, settings: ServiceSettings, token?: Cancellation): InlayHint[];
  /** The summary lens and, where rulings change the score, the "Apply rulings" lens of each game. */
  getCodeLenses(document: TextDocument, settings: ServiceSettings): CodeLens[];
  /** The edits of the "Apply rulings" command for one game. */
  getApplyRulingsEdits(document: TextDocument, gameIndex: number, settings: ServiceSettings): TextEdit[];
  /** Tag names, tag values, legal calls and cards still held at a position (none once `token` is cancelled). */
  doComplete(document: TextDocument, position: Position, settings: ServiceSettings, token?: Cancellation): CompletionItem[];
  /** The whole document in export format (no edits when it has syntax errors). */
  format(document: TextDocument, settings: ServiceSettings): TextEdit[];
  /** The games overlapping a range in export format. */
  formatRange(document: TextDocument, range: Range, settings: ServiceSettings): TextEdit[];
  /** The Note tag of the `=n=` reference at a position. */
  findDefinition(document: TextDocument, position: Position, settings: ServiceSettings): Location[];
  /** The references of the note at a position. */
  findReferences(document: TextDocument, position: Position, includeDeclaration: boolean, settings: ServiceSettings): Location[];
  /** The note number that can be renamed at a position. */
  prepareRename(document: TextDocument, position: Position, settings: ServiceSettings): Range | undefined;
  /** Renumbers the note at a position. */
  doRename(document: TextDocument, position: Position, newName: string, settings: ServiceSettings): WorkspaceEdit | undefined;
  /** The other occurrences of the card at a position (Deal and Play). */
  findDocumentHighlights(document: TextDocument, position: Position, settings: ServiceSettings): DocumentHighlight[];
  /** Card → trick → section → game selection ranges. */
  getSelectionRanges(document: TextDocument, positions: Position[], settings: ServiceSettings): SelectionRange[];
  /** The double-dummy questions of each game (the scheduler asks them; the service never does). */
  analysisQuestions(document: TextDocument, settings: ServiceSettings, slice?: GameSlice): GameAnalysisQuestions[];
  /** The analysis lookup when double dummy is on for these settings (board view, report). */
  getAnalysis(settings: ServiceSettings): AnalysisLookup | undefined;
  /** Per game, the edits of "Add double-dummy analysis" (`analyse --write`). */
  getAnalysisEdits(document: TextDocument, settings: ServiceSettings): GameAnalysisEdits[];
  /** Forgets a closed document. */
  forget(uri: string): void;
}
