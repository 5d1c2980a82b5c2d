/**
 * The language server measured the way the editor meets it: a real `dist/server.js --stdio`
 * process, a client speaking JSON-RPC over its pipes. Measures the time from `didOpen` to the
 * first full diagnostics (pull: the answer to `textDocument/diagnostic`; push: the first
 * publish, which includes the server's debounce), the server's resident memory (VmRSS and its
 * peak VmHWM from /proc), the CPU time the server spent on the open (from /proc: what a loaded
 * machine's wall time hides), and one-character edits inside the middle game (the time from
 * sending `didChange` to the answer of the pull that follows it).
 */
import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MessageConnection, StreamMessageReader, StreamMessageWriter, createMessageConnection } from 'vscode-jsonrpc/node';
import {
  ConfigurationRequest, DidChangeTextDocumentNotification, DidOpenTextDocumentNotification, DocumentDiagnosticReport, DocumentDiagnosticRequest, ExitNotification,
  InitializeRequest, InitializedNotification, PublishDiagnosticsNotification, ShutdownRequest,
} from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { median } from './processRuns';

/** The server bundle (BENCH_SERVER: another build of it, e.g. to compare with an earlier version). */
const SERVER_PATH = process.env.BENCH_SERVER ?? join(__dirname, '..', '..', 'dist', 'server.js');
const URI = 'file:///bench/large.pbn';

/** What the server bench measured. */
export interface ServerFigures {
  pullOpenMs: number;
  /** CPU time (user + system, all threads) the pull server spent from didOpen to its first diagnostics. */
  pullOpenCpuMs: number;
  pushOpenMs: number;
  diagnostics: number;
  rssMb: number;
  peakRssMb: number;
  /** Median and maximum of the insert-or-delete edits, and of the replace edits. */
  typingMedianMs: number;
  typingMaxMs: number;
  replaceMedianMs: number;
}

interface RunningServer {
  child: ChildProcess;
  connection: MessageConnection;
  stop(): Promise<void>;
}

/** Starts a server; `doubleDummy: false` answers its configuration request with `pbn.analysis.enabled: false`. */
async function startServer(pull: boolean, doubleDummy: boolean): Promise<RunningServer> {
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : []), SERVER_PATH, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const connection = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  connection.onRequest(ConfigurationRequest.type, (params) => params.items.map(() => (doubleDummy ? {} : { analysis: { enabled: false } })));
  connection.listen();
  const capabilities = { ...(pull ? { textDocument: { diagnostic: { dynamicRegistration: false } } } : {}), workspace: { configuration: true } };
  await connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: null, workspaceFolders: null, capabilities });
  await connection.sendNotification(InitializedNotification.type, {});
  return {
    child, connection,
    async stop() {
      await connection.sendRequest(ShutdownRequest.type);
      await connection.sendNotification(ExitNotification.type);
      await exited;
      connection.dispose();
    },
  };
}

/** VmRSS and VmHWM of a process in MB (Linux /proc); NaN elsewhere. */
function residentMemory(pid: number): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

/** CPU milliseconds (user + system) a process has used so far (Linux /proc, clock ticks of 10 ms); NaN elsewhere. */
function cpuTime(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

async function pullDiagnostics(connection: MessageConnection): Promise<number> {
  const report = await connection.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri: URI } }) as DocumentDiagnosticReport;
  return report.kind === 'full' ? report.items.length : -1;
}

/** Offset of a character inside the middle game's Event value, safe to change. */
function middleEditOffset(text: string, boards: number): number {
  const at = text.indexOf(`[Board "${Math.ceil(boards / 2)}"]`);
  return text.lastIndexOf('[Event "', at) + '[Event "'.length;
}

/** Opens `text` in a pull server and a push server and edits it; `edits` rounds of each kind; `doubleDummy: false` turns the analysis off. */
export async function measureServer(text: string, boards: number, edits = 20, doubleDummy = true): Promise<ServerFigures> {
  const push = await startServer(false, doubleDummy);
  const pushStart = performance.now();
  const published = new Promise<void>((resolve) => push.connection.onNotification(PublishDiagnosticsNotification.type, () => resolve()));
  await push.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: URI, languageId: 'pbn', version: 1, text } });
  await published;
  const pushOpenMs = performance.now() - pushStart;
  await push.stop();

  const server = await startServer(true, doubleDummy);
  const openStart = performance.now();
  const cpuStart = cpuTime(server.child.pid!);
  await server.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: URI, languageId: 'pbn', version: 1, text } });
  const diagnostics = await pullDiagnostics(server.connection);
  const pullOpenMs = performance.now() - openStart;
  const pullOpenCpuMs = cpuTime(server.child.pid!) - cpuStart;
  let document = TextDocument.create(URI, 'pbn', 1, text);
  const offset = middleEditOffset(text, boards);
  const edit = async (change: { start: number; end: number; text: string }) => {
    const range = { start: document.positionAt(change.start), end: document.positionAt(change.end) };
    document = TextDocument.update(document, [{ range, text: change.text }], document.version + 1);
    const start = performance.now();
    await server.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: URI, version: document.version }, contentChanges: [{ range, text: change.text }] });
    await pullDiagnostics(server.connection);
    return performance.now() - start;
  };
  const typing: number[] = [], replacing: number[] = [];
  for (let round = 0; round < edits; round++) typing.push(await edit(round % 2 === 0 ? { start: offset, end: offset, text: 'x' } : { start: offset, end: offset + 1, text: '' }));
  for (let round = 0; round < edits; round++) replacing.push(await edit({ start: offset, end: offset + 1, text: round % 2 === 0 ? 'b' : 'B' }));
  const memory = residentMemory(server.child.pid!);
  await server.stop();
  return {
    pullOpenMs, pullOpenCpuMs, pushOpenMs, diagnostics, rssMb: memory.rss, peakRssMb: memory.peak,
    typingMedianMs: median(typing), typingMaxMs: Math.max(...typing), replaceMedianMs: median(replacing),
  };
}
