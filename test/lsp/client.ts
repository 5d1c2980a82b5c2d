/**
 * A small LSP client for the stdio tests: spawns `dist/server.js --stdio`, speaks JSON-RPC over
 * its pipes, records every publishDiagnostics notification, answers workspace/configuration
 * requests with whatever the test sets, and shuts the server down and waits for it to exit.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { MessageConnection, StreamMessageReader, StreamMessageWriter, createMessageConnection } from 'vscode-jsonrpc/node';
import {
  ClientCapabilities, ConfigurationItem, Diagnostic, ConfigurationRequest, DidOpenTextDocumentNotification, ExitNotification, InitializeRequest,
  InitializeResult, InitializedNotification, PublishDiagnosticsNotification, PublishDiagnosticsParams, ShowMessageNotification, ShowMessageParams, ShutdownRequest,
} from 'vscode-languageserver-protocol';

/** The bundled server the tests drive. */
export const SERVER_PATH = join(__dirname, '..', '..', 'dist', 'server.js');

/** A running server and the client side of its connection. */
export interface TestClient {
  connection: MessageConnection;
  initializeResult: InitializeResult;
  /** Every publishDiagnostics notification received, in order. */
  published: PublishDiagnosticsParams[];
  /** Every workspace/configuration item the server asked for. */
  configurationRequests: ConfigurationItem[];
  /** The answer given to workspace/configuration (per item). */
  configuration: (item: ConfigurationItem) => unknown;
  /** Every window/showMessage notification received, in order. */
  shownMessages: ShowMessageParams[];
  /** Resolves with the next publishDiagnostics for `uri`. */
  nextDiagnostics(uri: string): Promise<PublishDiagnosticsParams>;
  /** Sends didOpen for a PBN document. */
  open(uri: string, text: string, version?: number): Promise<void>;
  /** Shuts the server down and waits for its process to exit; returns the exit code. */
  stop(): Promise<number | null>;
}

/** Starts the server and completes the initialize handshake with `capabilities`. */
export async function startClient(capabilities: ClientCapabilities = {}, initializationOptions?: unknown): Promise<TestClient> {
  const child: ChildProcess = spawn(process.execPath, [SERVER_PATH, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const connection = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const published: PublishDiagnosticsParams[] = [];
  const waiters: Array<{ uri: string; resolve: (params: PublishDiagnosticsParams) => void }> = [];
  const client = {
    connection, published, configurationRequests: [] as ConfigurationItem[],
    configuration: (() => ({})) as (item: ConfigurationItem) => unknown,
    shownMessages: [] as ShowMessageParams[],
  };
  connection.onNotification(ShowMessageNotification.type, (params) => { client.shownMessages.push(params); });
  connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
    published.push(params);
    const index = waiters.findIndex((waiter) => waiter.uri === params.uri);
    if (index >= 0) waiters.splice(index, 1)[0].resolve(params);
  });
  connection.onRequest(ConfigurationRequest.type, (params) => {
    client.configurationRequests.push(...params.items);
    return params.items.map((item) => client.configuration(item));
  });
  connection.listen();
  const initializeResult = await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid, rootUri: null, workspaceFolders: null, capabilities, initializationOptions,
  });
  await connection.sendNotification(InitializedNotification.type, {});
  return Object.assign(client, {
    initializeResult,
    nextDiagnostics: (uri: string) => new Promise<PublishDiagnosticsParams>((resolve) => waiters.push({ uri, resolve })),
    open: (uri: string, text: string, version = 1) =>
      connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'pbn', version, text } }),
    async stop() {
      await connection.sendRequest(ShutdownRequest.type);
      await connection.sendNotification(ExitNotification.type);
      const code = await exited;
      connection.dispose();
      return code;
    },
  });
}

/** Resolves after `ms` milliseconds. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The plain text of a diagnostic message (the protocol also allows markup). */
export function messageText(diagnostic: Diagnostic): string {
  return typeof diagnostic.message === 'string' ? diagnostic.message : diagnostic.message.value;
}

/** Capabilities of a client that pulls diagnostics. */
export const PULL_CAPABILITIES: ClientCapabilities = { textDocument: { diagnostic: { dynamicRegistration: false } } };
