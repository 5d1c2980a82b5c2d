/**
 * The message language changed (issue 32 item 9): when a configuration change gives an open
 * document another `pbn.language`, the client is told which documents (`pbn/languageChanged`),
 * so that it can fetch again what LSP 3.17 has no refresh request for — the outline and the
 * breadcrumb (document symbols) and the board view. Diagnostics, inlay hints and code lenses are
 * refreshed by their own requests (featureHandlers.ts, diagnosticsHandler.ts).
 */
import { Connection } from 'vscode-languageserver/node';
import { ServiceSettings } from '../languageService';
import { SettingsStore } from './settings';

/** The notification that names the documents whose message language changed: `{ uris: string[] }`. */
export const LANGUAGE_CHANGED_NOTIFICATION = 'pbn/languageChanged';

/** Compares the settings read before a configuration change (`before`) with those read now; tells the client of the documents whose language changed. */
export async function tellLanguageChanges(connection: Connection, settings: SettingsStore, before: ReadonlyMap<string, Promise<ServiceSettings>>): Promise<void> {
  const changed: string[] = [];
  for (const [uri, old] of before) {
    const [was, now] = await Promise.all([old, settings.get(uri)]);
    if (was.language !== now.language) changed.push(uri);
  }
  if (changed.length) await connection.sendNotification(LANGUAGE_CHANGED_NOTIFICATION, { uris: changed }).catch(() => undefined);
}
