/**
 * Benchmark of issue 33, the editor's side: how long a claim waits for its first answer. One
 * worker as the editor has (DdClient, started before the first claim), each claim of the 20-claim
 * file (claimBoards.ts) asked at the editor's priority for layouts; the time (wall, from the
 * request) to the answer of its first range of layouts (what a progressive answer would show:
 * "holds on N of M so far") and to the whole answer (what the editor shows today). Wall time on
 * a busy machine is long: the machine's load is printed with it. `npx tsx scripts/bench/claimFirstAnswer.ts`.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DdsEngine } from '../../server/src/analysis/engine/dds/engine';
import { DdClient } from '../../server/src/analysis/engine/worker/ddClient';
import { layoutRanges } from '../../server/src/analysis/engine/worker/layoutRequests';
import { questionsOfGame } from '../../server/src/analysis/logic/questions/questionsOfGame';
import { getLanguageService } from '../../server/src/languageService';
import { claimBoardsText } from './claimBoards';

/** One row per claim, by tricks left: the first range's answer and the whole answer, in ms from the request. */
export async function claimFirstAnswerFigures(engine: DdsEngine): Promise<Array<Record<string, string>>> {
  const text = claimBoardsText(engine);
  const document = TextDocument.create('file:///claims.pbn', 'pbn', 1, text);
  const client = new DdClient({ workers: 1, claimBudgetMs: 30_000 });
  const rows: Array<{ left: number; first: number; whole: number; row: Record<string, string> }> = [];
  try {
    // The worker started and its engine loaded, as in an editor that has answered something already.
    await client.ddTable({ N: ['SA'], E: ['HA'], S: ['DA'], W: ['CA'] });
    for (const game of getLanguageService().parse(document, { language: 'en' })?.games ?? []) {
      const question = game.model && questionsOfGame(game.model).claimLayouts;
      if (!question) continue;
      const left = Math.max(...Object.values(question.spec.position.hands).map((hand) => hand.length));
      const start = performance.now();
      const [firstRange] = layoutRanges(question.spec);
      // The same first range the whole answer asks: one job, shared.
      const whole = client.ask(question, { priority: 'heavy' });
      const first = await client.ask(firstRange, { priority: 'heavy' });
      const firstMs = performance.now() - start;
      const answer = await whole;
      const wholeMs = performance.now() - start;
      rows.push({ left, first: firstMs, whole: wholeMs, row: {
        board: String(game.index), 'tricks left': String(left),
        'first range': `${first.holds.length} layouts, ${firstMs.toFixed(0)} ms`,
        'whole answer': `${answer.holds.length} layouts, ${wholeMs.toFixed(0)} ms`,
      } });
    }
  } finally {
    client.dispose();
  }
  rows.sort((a, b) => b.left - a.left);
  const worst = (pick: (row: { first: number; whole: number }) => number) => Math.max(...rows.map(pick)).toFixed(0);
  return [
    ...rows.map(({ row }) => row),
    { board: `slowest (target: a first answer within 1 s; load ${loadavg()[0].toFixed(1)})`, 'tricks left': '', 'first range': `${worst((row) => row.first)} ms`, 'whole answer': `${worst((row) => row.whole)} ms` },
  ];
}

if (require.main === module) {
  void DdsEngine.load().then(async (engine) => console.table(await claimFirstAnswerFigures(engine)));
}
