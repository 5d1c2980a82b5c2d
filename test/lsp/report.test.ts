/**
 * Issue 37 item 8: a whole file's report over stdio, in the real server, is made in a worker
 * thread. A hover on another document is answered while a large report is still being made; the
 * report sends work-done progress (begin cancellable, reports whose board counts grow, end) when
 * the client gives a token; cancelling the request ends it with RequestCancelled and the server
 * answers the next request. Its pages equal the whole-file path's (rulingReport, run here in the
 * test's process on the same text): the ruling report in HTML and Markdown, the handout in HTML.
 * Double dummy is off (no answers to wait for; the worker's question relay is test/lsp/reportDd).
 * Test tier: full — it opens a document of 2,000 boards in the server.
 */
import assert from 'node:assert/strict';
import { CancellationTokenSource, ResponseError } from 'vscode-jsonrpc/node';
import { DidChangeConfigurationNotification, HoverRequest, LSPErrorCodes, WorkDoneProgress, WorkDoneProgressBegin, WorkDoneProgressReport } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { generateFile } from '../../scripts/benchBoards';
import { getLanguageService } from '../../server/src/languageService';
import { rulingReport } from '../../server/src/features/report/rulingReport';
import { PLAYED_BOARD } from './boards';
import { TestClient, delay, startClient } from './client';

const LARGE_URI = 'file:///test/large-session.pbn';
const SMALL_URI = 'file:///test/played.pbn';
const PAIR_URI = 'file:///test/two-boards.pbn';
/** Two boards: the played board 7 and the same deal as board 8 (a file's title names no board). */
const PAIR = `${PLAYED_BOARD}\n\n${PLAYED_BOARD.replace('[Board "7"]', '[Board "8"]')}\n`;

interface Progress { kind: string; message?: string; percentage?: number; cancellable?: boolean }

/** The first number of a progress message ("1,200 of 2,000 boards" → 1200). */
const countOf = (message: string | undefined) => Number(/^([\d,]+) of/.exec(message ?? '')?.[1].replace(/,/g, ''));

/** Resolves once `test` holds, looking again every 20 ms. */
async function until(test: () => boolean): Promise<void> {
  while (!test()) await delay(20);
}

describe('Reports over LSP run off the main thread, with progress and cancel (issue 37 item 8)', function () {
  this.timeout(300_000);
  let client: TestClient;
  let tokens = 0;

  beforeEach(async () => {
    client = await startClient({ workspace: { configuration: true }, window: { workDoneProgress: true } });
    client.configuration = () => ({ analysis: { enabled: false } });
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
  });
  afterEach(async () => { await client.stop(); });

  /** Sends `pbn/report` with a progress token; the progress values it is sent, in order. */
  function report(params: object, token = new CancellationTokenSource().token): { answer: Promise<unknown>; progress: Progress[] } {
    const workDoneToken = `report-${++tokens}`;
    const progress: Progress[] = [];
    client.connection.onProgress(WorkDoneProgress.type, workDoneToken, (value) => { progress.push(value as Progress); });
    return { answer: client.connection.sendRequest('pbn/report', { ...params, workDoneToken }, token), progress };
  }

  it('answers a hover on another document while a large report is being made; cancel ends the report', async () => {
    await client.open(LARGE_URI, generateFile(2000, 37));
    await client.open(SMALL_URI, PLAYED_BOARD);
    const cancel = new CancellationTokenSource();
    const { answer, progress } = report({ uri: LARGE_URI, format: 'pdf' }, cancel.token);
    let settled = false;
    const outcome = answer.then((value) => ({ value }), (error: unknown) => ({ error }));
    void outcome.then(() => { settled = true; });
    // The worker has begun: the first count has come.
    await until(() => progress.some((value) => value.kind === 'report'));
    const dealLine = PLAYED_BOARD.split('\n').findIndex((line) => line.startsWith('[Deal '));
    const hover = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri: SMALL_URI }, position: { line: dealLine, character: 2 } });
    assert.ok(hover, 'the hover is answered');
    assert.equal(settled, false, 'the report (2,000 PDF pages) is still being made when the hover is answered');
    // Two counts, the second larger, then cancel.
    await until(() => progress.filter((value) => value.kind === 'report').length >= 2);
    cancel.cancel();
    const ended = await outcome;
    assert.ok('error' in ended && ended.error instanceof ResponseError, 'the request ends in an error');
    assert.equal((ended.error as ResponseError<unknown>).code, LSPErrorCodes.RequestCancelled);
    const begin = progress[0] as WorkDoneProgressBegin;
    assert.equal(begin.kind, 'begin');
    assert.equal(begin.title, 'Ruling report');
    assert.equal(begin.cancellable, true);
    assert.equal(begin.message, '0 of 2,000 boards');
    const counts = progress.filter((value): value is WorkDoneProgressReport & { kind: 'report' } => value.kind === 'report').map((value) => countOf(value.message));
    assert.ok(counts.length >= 2);
    assert.deepEqual(counts.slice(0, 2), [100, 200], 'a count every 100 boards');
    for (let at = 1; at < counts.length; at++) assert.ok(counts[at] > counts[at - 1], `the counts grow: ${counts.join(', ')}`);
    // The server goes on answering, and a report asked again is made.
    await until(() => progress.at(-1)?.kind === 'end');
    const again = await client.connection.sendRequest<{ content: string } | null>('pbn/report', { uri: SMALL_URI, format: 'md' });
    assert.match(again?.content ?? '', /^# Ruling report — played\.pbn — Board 7/);
  });

  it('makes the same pages as the whole-file path, with progress begun and ended', async () => {
    await client.open(PAIR_URI, PAIR);
    const expected = (format: 'html' | 'md', layout = {}) => rulingReport(TextDocument.create(PAIR_URI, 'pbn', 1, PAIR), getLanguageService().getModelView(TextDocument.create(PAIR_URI, 'pbn', 1, PAIR), { language: 'en' })!.model, 'file', format, 'en', undefined, layout);
    for (const [params, want] of [
      [{ format: 'html' }, expected('html')],
      [{ format: 'md' }, expected('md')],
      [{ format: 'html', layout: 'handout', perPage: 4, paper: 'Letter' }, expected('html', { layout: 'handout', perPage: 4, paper: 'Letter' })],
    ] as const) {
      const { answer, progress } = report({ uri: PAIR_URI, ...params });
      const got = await answer as { content: string };
      assert.ok(want && want.length > 1000);
      assert.equal(got.content, want, JSON.stringify(params));
      await until(() => progress.at(-1)?.kind === 'end');
      assert.equal(progress[0].kind, 'begin');
      assert.equal(progress[0].message, '0 of 2 boards');
    }
    const pdf = await report({ uri: PAIR_URI, format: 'pdf', layout: 'handout', perPage: 1 }).answer as { content: string; encoding: string };
    assert.equal(pdf.encoding, 'base64');
    const bytes = Buffer.from(pdf.content, 'base64');
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal((bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length, 2, 'one page a board');
    // In Dutch the progress speaks Dutch: "Spelverdeling", "0 van 2 spellen".
    client.configuration = () => ({ analysis: { enabled: false }, language: 'nl' });
    await client.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: null });
    const dutch = report({ uri: PAIR_URI, format: 'html', layout: 'handout' });
    await dutch.answer;
    await until(() => dutch.progress.at(-1)?.kind === 'end');
    assert.deepEqual([(dutch.progress[0] as WorkDoneProgressBegin).title, dutch.progress[0].message], ['Spelverdeling', '0 van 2 spellen']);
  });
});
