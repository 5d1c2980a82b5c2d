/**
 * Diagnostics delivery. When the client supports pull diagnostics the server answers
 * `textDocument/diagnostic` requests; otherwise it pushes, with a per-document debounce for
 * edits (a document just opened is checked at once: there is no burst to wait out), and drops a
 * result when the document changed while it was computed. A pull client is asked to
 * refresh only when it declared refresh support, and a failed refresh is logged, never thrown
 * (an unhandled rejection would end the server process).
 */
import { Connection, DocumentDiagnosticReportKind, TextDocuments } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService } from '../languageService';
import { SettingsStore } from './settings';

const PUSH_DELAY_MS = 200;

/** Wires diagnostics for pull or push clients. */
export class DiagnosticsHandler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Documents opened and not yet scheduled: their first check does not wait for the debounce. */
  private readonly opened = new Set<string>();

  constructor(
    private readonly connection: Connection,
    private readonly documents: TextDocuments<TextDocument>,
    private readonly service: LanguageService,
    private readonly settings: SettingsStore,
    private readonly pull: boolean,
    private readonly canRefresh = false,
  ) {}

  /** Registers the handlers. */
  listen(): void {
    if (this.pull) {
      this.connection.languages.diagnostics.on(async (params, token) => {
        const document = this.documents.get(params.textDocument.uri);
        if (!document) return { kind: DocumentDiagnosticReportKind.Full, items: [] };
        const settings = await this.settings.get(document.uri);
        const items = this.guard(() => this.service.doValidation(document, settings, token)) ?? [];
        return { kind: DocumentDiagnosticReportKind.Full, items };
      });
      return;
    }
    // TextDocuments fires onDidOpen, then onDidChangeContent, for the same open.
    this.documents.onDidOpen((event) => this.opened.add(event.document.uri));
    this.documents.onDidChangeContent((event) => this.schedule(event.document));
    this.documents.onDidClose((event) => {
      clearTimeout(this.timers.get(event.document.uri));
      this.timers.delete(event.document.uri);
      this.opened.delete(event.document.uri);
      void this.connection.sendDiagnostics({ uri: event.document.uri, diagnostics: [] });
    });
  }

  /** Re-validates every open document (settings changed). */
  refreshAll(): void {
    if (this.pull) {
      if (!this.canRefresh) return;
      this.connection.languages.diagnostics.refresh().catch((error: Error) => this.connection.console.error(`Diagnostics refresh failed: ${error.message}`));
    } else for (const document of this.documents.all()) this.schedule(document);
  }

  /** Re-validates one document (new double-dummy answers): a push client gets it again, a pull client is asked to refresh. */
  refresh(uri: string): void {
    const document = this.documents.get(uri);
    if (this.pull) this.refreshAll();
    else if (document) this.schedule(document);
  }

  private schedule(document: TextDocument): void {
    clearTimeout(this.timers.get(document.uri));
    const delay = this.opened.delete(document.uri) ? 0 : PUSH_DELAY_MS;
    this.timers.set(document.uri, setTimeout(() => void this.push(document.uri), delay));
  }

  private async push(uri: string): Promise<void> {
    this.timers.delete(uri);
    const document = this.documents.get(uri);
    if (!document) return;
    const version = document.version;
    const settings = await this.settings.get(uri);
    const current = () => this.documents.get(uri)?.version === version;
    const diagnostics = this.guard(() => this.service.doValidation(document, settings, { get isCancellationRequested() { return !current(); } }));
    if (!diagnostics || !current()) return;
    void this.connection.sendDiagnostics({ uri, version, diagnostics });
  }

  private guard<T>(work: () => T): T | undefined {
    try {
      return work();
    } catch (error) {
      this.connection.console.error(`Diagnostics failed: ${(error as Error).stack ?? error}`);
      return undefined;
    }
  }
}
