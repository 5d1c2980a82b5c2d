/**
 * When the push handler checks a document: at once after it opens (nothing to wait out), after
 * the debounce for an edit, and only once for an open followed by an edit before that first
 * check ran. The handler runs in-process with stand-ins for the connection, the documents, the
 * settings and the service, and with the timers recorded instead of run, so each check happens
 * when the test says (no wall-clock waits).
 */
import assert from 'node:assert/strict';
import { Connection, TextDocuments } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService } from '../../server/src/languageService';
import { DiagnosticsHandler } from '../../server/src/server/diagnosticsHandler';
import { SettingsStore } from '../../server/src/server/settings';

const URI = 'file:///test/push.pbn';

interface Timer { callback: () => void; delay: number; cleared: boolean }
type Listener = (event: { document: TextDocument }) => void;

/** The handler over stand-ins; `published` lists what it published, `validated` the versions it checked. */
function pushHandler() {
  const listeners = { open: [] as Listener[], change: [] as Listener[], close: [] as Listener[] };
  const open = new Map<string, TextDocument>();
  const documents = {
    onDidOpen: (listener: Listener) => listeners.open.push(listener),
    onDidChangeContent: (listener: Listener) => listeners.change.push(listener),
    onDidClose: (listener: Listener) => listeners.close.push(listener),
    get: (uri: string) => open.get(uri),
    all: () => [...open.values()],
  } as unknown as TextDocuments<TextDocument>;
  const published: Array<{ version?: number; count: number }> = [];
  const connection = {
    sendDiagnostics: (params: { version?: number; diagnostics: unknown[] }) => { published.push({ version: params.version, count: params.diagnostics.length }); return Promise.resolve(); },
    console: { error: (message: string) => assert.fail(message) },
  } as unknown as Connection;
  const validated: number[] = [];
  const service = { doValidation: (document: TextDocument) => { validated.push(document.version); return []; } } as unknown as LanguageService;
  const settings = { get: () => Promise.resolve({}) } as unknown as SettingsStore;
  new DiagnosticsHandler(connection, documents, service, settings, false).listen();
  // As TextDocuments does: an open fires onDidOpen, then onDidChangeContent; an edit the latter alone.
  const fire = (kind: keyof typeof listeners, document: TextDocument) => { for (const listener of listeners[kind]) listener({ document }); };
  return {
    published, validated,
    open(text: string) { const document = TextDocument.create(URI, 'pbn', 1, text); open.set(URI, document); fire('open', document); fire('change', document); },
    edit(text: string) { const document = TextDocument.create(URI, 'pbn', open.get(URI)!.version + 1, text); open.set(URI, document); fire('change', document); },
    close() { const document = open.get(URI)!; open.delete(URI); fire('close', document); },
  };
}

/** Runs `work` with setTimeout/clearTimeout recorded into `timers` rather than run. */
function withRecordedTimers<T>(timers: Timer[], work: () => T): T {
  const real = { set: globalThis.setTimeout, clear: globalThis.clearTimeout };
  globalThis.setTimeout = ((callback: () => void, delay: number) => { const timer = { callback, delay, cleared: false }; timers.push(timer); return timer; }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((timer?: Timer) => { if (timer) timer.cleared = true; }) as typeof clearTimeout;
  try {
    return work();
  } finally {
    globalThis.setTimeout = real.set;
    globalThis.clearTimeout = real.clear;
  }
}

/** Runs the timers not cleared yet, as the event loop would, and lets the push finish. */
async function runTimers(timers: Timer[]): Promise<void> {
  for (const timer of timers.splice(0)) if (!timer.cleared) timer.callback();
  await new Promise((resolve) => setImmediate(resolve));
}

describe('LSP: when push diagnostics are computed', () => {
  it('checks a document just opened without the debounce, and an edit after it', async () => {
    const timers: Timer[] = [];
    const handler = pushHandler();
    withRecordedTimers(timers, () => handler.open('[Board "1"]\n'));
    assert.deepEqual(timers.map((timer) => timer.delay), [0], 'the open is checked on the next turn of the event loop');
    await runTimers(timers);
    assert.deepEqual(handler.published, [{ version: 1, count: 0 }]);
    withRecordedTimers(timers, () => handler.edit('[Board "2"]\n'));
    assert.deepEqual(timers.map((timer) => timer.delay), [200], 'an edit waits for the debounce');
    await runTimers(timers);
    assert.deepEqual(handler.published.map((entry) => entry.version), [1, 2]);
  });

  it('checks once, the last version, when an edit comes before the open was checked', async () => {
    const timers: Timer[] = [];
    const handler = pushHandler();
    withRecordedTimers(timers, () => { handler.open('[Board "1"]\n'); handler.edit('[Board "2"]\n'); });
    assert.deepEqual(timers.map((timer) => [timer.delay, timer.cleared]), [[0, true], [200, false]]);
    await runTimers(timers);
    assert.deepEqual(handler.validated, [2]);
    assert.deepEqual(handler.published.map((entry) => entry.version), [2]);
  });

  it('does not check a document closed before its first check ran, and checks it at once when it opens again', async () => {
    const timers: Timer[] = [];
    const handler = pushHandler();
    withRecordedTimers(timers, () => { handler.open('[Board "1"]\n'); handler.close(); });
    await runTimers(timers);
    assert.deepEqual(handler.validated, []);
    assert.deepEqual(handler.published, [{ version: undefined, count: 0 }], 'only the empty list of the close');
    withRecordedTimers(timers, () => handler.open('[Board "3"]\n'));
    assert.deepEqual(timers.map((timer) => timer.delay), [0]);
  });
});
