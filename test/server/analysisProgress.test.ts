/**
 * The double-dummy progress in the status bar speaks the documents' language: "PBN: double dummy"
 * in English, "PBN: dubbel dummy" in Dutch (pbn.language), its message the counts (12/300) either
 * way. A fake connection records what the reporter was told; the test waits for the begin itself.
 */
import assert from 'node:assert/strict';
import { Connection } from 'vscode-languageserver/node';
import { AnalysisProgress } from '../../server/src/server/analysisProgress';
import { Language } from '../../server/src/i18n/localize';

/** A connection whose work-done progress reports its begin (title, percent, message). */
function recordingConnection(): { connection: Connection; begun: Promise<[string, number | undefined, string | undefined]> } {
  let resolve!: (begin: [string, number | undefined, string | undefined]) => void;
  const begun = new Promise<[string, number | undefined, string | undefined]>((done) => { resolve = done; });
  const reporter = { begin: (title: string, percent?: number, message?: string) => resolve([title, percent, message]), report: () => undefined, done: () => undefined };
  const connection = { window: { createWorkDoneProgress: async () => reporter } } as unknown as Connection;
  return { connection, begun };
}

describe('the double-dummy progress', () => {
  for (const [language, title] of [['en', 'PBN: double dummy'], ['nl', 'PBN: dubbel dummy']] as Array<[Language, string]>) {
    it(`${language}: begins as "${title}" with 12/300 (4%)`, async () => {
      const { connection, begun } = recordingConnection();
      const progress = new AnalysisProgress(connection, () => true, () => language);
      progress.update(12, 300);
      assert.deepEqual(await begun, [title, 4, '12/300']);
    });
  }
});
