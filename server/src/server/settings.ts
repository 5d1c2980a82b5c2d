/**
 * Settings as the server reads them: per resource from the client's `pbn` configuration section
 * (when the client supports workspace/configuration), cached per document until the client says
 * the configuration changed. The message language follows `pbn.language`, else the client locale.
 * The editor's limits (diagnostics per game and per file, the largest document analysed) are set here,
 * and `pbn.analysis.enabled` / `pbn.analysis.cardCost` / `pbn.analysis.claimBudgetSeconds` (double dummy
 * on, card costs as inlay hints off, 30 s of solving a claim's layouts).
 */
import { Connection, MessageType, ShowMessageNotification } from 'vscode-languageserver/node';
import { pickLanguage } from '../i18n/localize';
import { SERVER_TEXTS } from '../i18n/serverTexts';
import { ServiceSettings } from '../languageService';
import { readConfiguration } from './settingsValues';

/** What one document may send the editor: the rest is summed up in one diagnostic per game and per file. */
const EDITOR_DIAGNOSTICS_LIMIT = { perGame: 100, perDocument: 2000 };
/** Documents longer than this are not analysed in the editor (the CLI reads them). */
export const EDITOR_MAX_DOCUMENT_LENGTH = 128 * 1024 * 1024;

/** Reads and caches settings per document URI. */
export class SettingsStore {
  private readonly cache = new Map<string, Promise<ServiceSettings>>();
  /** The wrong values already warned about (name and value): each is told once. */
  private readonly warned = new Set<string>();
  supportsConfiguration = false;
  locale: string | undefined;

  constructor(private readonly connection: Connection) {}

  /** The settings for one document. */
  get(uri: string): Promise<ServiceSettings> {
    let settings = this.cache.get(uri);
    if (!settings) {
      settings = this.read(uri);
      this.cache.set(uri, settings);
    }
    return settings;
  }

  /** The settings read so far, per document URI (to compare with those read after a change). */
  snapshot(): Map<string, Promise<ServiceSettings>> {
    return new Map(this.cache);
  }

  /** Forgets everything (configuration changed) or one document (closed). */
  clear(uri?: string): void {
    if (uri) this.cache.delete(uri); else this.cache.clear();
  }

  private async read(uri: string): Promise<ServiceSettings> {
    let section: unknown = {};
    if (this.supportsConfiguration) {
      try {
        section = await this.connection.workspace.getConfiguration({ scopeUri: uri, section: 'pbn' });
      } catch (error) {
        this.connection.console.error(`Reading settings failed: ${(error as Error).message}`);
      }
    }
    const read = readConfiguration(section);
    const language = pickLanguage(read.language, this.locale);
    for (const { name, value, fallback } of read.wrong) {
      const key = `${name}=${value}`;
      if (this.warned.has(key)) continue;
      this.warned.add(key);
      const message = SERVER_TEXTS[language].wrongSetting(name, value, fallback);
      this.connection.console.warn(message);
      // A notification (window/showMessage): a request would wait for an answer the client may never give.
      void this.connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message }).catch(() => undefined);
    }
    return {
      lawsEdition: read.lawsEdition, language, hiddenDiagnostics: read.hiddenDiagnostics,
      diagnosticsLimit: EDITOR_DIAGNOSTICS_LIMIT, maxDocumentLength: EDITOR_MAX_DOCUMENT_LENGTH,
      analysis: { enabled: read.analysisEnabled, cardCost: read.cardCost, ...(read.claimBudgetSeconds !== undefined ? { claimBudgetSeconds: read.claimBudgetSeconds } : {}) }, averagePlus: read.averagePlus,
    };
  }
}
