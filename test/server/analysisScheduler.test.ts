/**
 * The editor's double-dummy scheduler with a stand-in client that records what it is asked: the
 * answers that decide diagnostics before the display-only ones, the board under the cursor at
 * `cursor` priority, a document of more than 2,000 games asking only the deciding questions
 * beyond its first slice (the rest at the cursor), a new version taking over the old one's
 * requests it still asks (asked once) and cancelling the rest, a closed document's requests
 * cancelled and its answers forgotten, and only answers that decide a diagnostic re-publishing
 * diagnostics.
 */
import assert from 'node:assert/strict';
import { DdError } from '../../server/src/analysis/logic/ddError';
import { DdClient } from '../../server/src/analysis/engine/worker/ddClient';
import { DdQuestion } from '../../server/src/analysis/logic/protocol';
import { GameAnalysisQuestions } from '../../server/src/languageService';
import { AnalysisScheduler } from '../../server/src/server/analysisScheduler';

interface Asked { question: DdQuestion; priority: string; signal: AbortSignal; claimBudgetMs?: number; onProgress?: (soFar: unknown) => void; resolve(answer: unknown): void; reject(error: Error): void }

/** A client that keeps every request open until the test settles it. */
function fakeClient(asked: Asked[]): DdClient {
  return {
    ask: (question: DdQuestion, options: { priority: string; signal: AbortSignal; claimBudgetMs?: number; onProgress?: (soFar: unknown) => void }) => new Promise((resolve, reject) => {
      const entry = { question, priority: options.priority, signal: options.signal, claimBudgetMs: options.claimBudgetMs, onProgress: options.onProgress, resolve, reject };
      asked.push(entry);
      options.signal.addEventListener('abort', () => reject(new DdError('dd.cancelled')), { once: true });
    }),
    stats: () => ({ queued: 0, cached: 0, workersStarted: 0 }),
    dispose: () => undefined,
  } as unknown as DdClient;
}

const table = (id: string): DdQuestion => ({ kind: 'table', hands: { N: [id], E: [], S: [], W: [] } });
const position = (id: string): DdQuestion => ({ kind: 'position', position: { hands: { N: [id], E: [], S: [], W: [] }, trump: 'S', leader: 'N' } });
const games = (...specs: Array<[number, number, number, DdQuestion[]]>): GameAnalysisQuestions[] =>
  specs.map(([gameIndex, startLine, endLine, questions]) => ({ gameIndex, startLine, endLine, questions: questions.map((question) => ({ question, hint: question.kind === 'position' ? 'diagnostics' as const : 'display' as const })) }));
/** The marker card a test question carries in North's hand. */
const idOf = (question: DdQuestion) => (question.kind === 'position' ? question.position.hands.N[0] : question.kind === 'table' ? question.hands.N?.[0] : undefined);

describe('double dummy: the editor\'s scheduler', () => {
  let asked: Asked[];
  let answered: Array<[string, boolean]>;
  let versions: Map<string, { version: number; games: GameAnalysisQuestions[] }>;
  let scheduler: AnalysisScheduler;
  /** Waits for the state: the settle time passed, the update ran and every answer given so far was taken in. */
  const settle = () => scheduler.whenIdle();
  beforeEach(() => {
    asked = [];
    answered = [];
    versions = new Map();
    scheduler = new AnalysisScheduler(fakeClient(asked), {
      questionsOf: async (uri) => versions.get(uri),
      answered: (uri, diagnostics) => answered.push([uri, diagnostics]),
      progress: () => undefined,
    });
  });
  afterEach(() => scheduler.dispose());

  it('asks a claim\'s layouts with the document\'s budget (pbn.analysis.claimBudgetSeconds as ms), none when the setting is absent', async () => {
    const layouts: DdQuestion = { kind: 'layouts', spec: { position: { hands: { N: ['L2'], E: [], S: [], W: [] }, trump: 'NT', leader: 'N' }, hidden: ['E', 'W'], voids: {}, side: 'NS', target: 1, limit: 5000, seed: 70 } };
    const claimGame = [{ gameIndex: 1, startLine: 0, endLine: 9, questions: [{ question: layouts, hint: 'heavy' as const }] }];
    versions.set('a', { version: 1, games: claimGame, claimBudgetMs: 5000 } as { version: number; games: GameAnalysisQuestions[] });
    versions.set('b', { version: 1, games: claimGame });
    scheduler.changed('a');
    await settle();
    assert.deepEqual(asked.map((entry) => [entry.question.kind, entry.claimBudgetMs]), [['layouts', 5000]]);
    scheduler.closed('a');
    scheduler.changed('b');
    await settle();
    assert.deepEqual(asked.map((entry) => [entry.question.kind, entry.claimBudgetMs]), [['layouts', 5000], ['layouts', undefined]]);
  });

  it('shows a claim\'s layouts from the answer so far (re-publishing diagnostics), the whole answer replacing it', async () => {
    const layouts: DdQuestion = { kind: 'layouts', spec: { position: { hands: { N: ['L3'], E: [], S: [], W: [] }, trump: 'NT', leader: 'N' }, hidden: ['E', 'W'], voids: {}, side: 'NS', target: 1, limit: 5000, seed: 70 } };
    versions.set('a', { version: 1, games: [{ gameIndex: 1, startLine: 0, endLine: 9, questions: [{ question: layouts, hint: 'heavy' }] }] });
    scheduler.changed('a');
    await settle();
    const soFar = { total: 5000, sample: true, holds: [true, false], worst: 0, soFar: true };
    asked[0].onProgress!(soFar);
    assert.deepEqual([scheduler.answers.get(layouts), answered], [{ answer: soFar }, [['a', true]]]);
    const whole = { total: 5000, sample: true, holds: [true, false, true], worst: 0 };
    asked[0].resolve(whole);
    await settle();
    assert.deepEqual([scheduler.answers.get(layouts), answered.length, asked.length], [{ answer: whole }, 2, 1]);
  });

  it('asks diagnostics answers at "visible", the rest at "background", once each', async () => {
    versions.set('a', { version: 1, games: games([1, 0, 9, [position('p1'), table('t1')]], [2, 10, 19, [table('t2')]]) });
    scheduler.changed('a');
    await settle();
    assert.deepEqual(asked.map((entry) => [entry.question.kind, entry.priority]), [['position', 'visible'], ['table', 'background'], ['table', 'background']]);
  });

  it('asks a claim\'s layouts (hint heavy) at "heavy", which the client takes after everything else; their answer re-publishes diagnostics', async () => {
    const layouts: DdQuestion = { kind: 'layouts', spec: { position: { hands: { N: ['L1'], E: [], S: [], W: [] }, trump: 'NT', leader: 'N' }, hidden: ['E', 'W'], voids: {}, side: 'NS', target: 1, limit: 5000, seed: 70 } };
    versions.set('a', { version: 1, games: [{ gameIndex: 1, startLine: 0, endLine: 9, questions: [{ question: layouts, hint: 'heavy' }, { question: table('t1'), hint: 'display' }] }] });
    scheduler.changed('a');
    await settle();
    assert.deepEqual(asked.map((entry) => [entry.question.kind, entry.priority]), [['layouts', 'heavy'], ['table', 'background']]);
    asked[0].resolve({ total: 1, sample: false, tricks: [1] });
    await settle();
    assert.deepEqual(answered, [['a', true]]);
  });

  it('asks the board under the cursor again at "cursor", once per board', async () => {
    versions.set('a', { version: 1, games: games([1, 0, 9, [table('t1')]], [2, 10, 19, [table('t2')]]) });
    scheduler.focus('a', 12);
    scheduler.changed('a');
    await settle();
    // t2 is asked once, at the cursor's priority; the other board in the background.
    assert.deepEqual(asked.map((entry) => [idOf(entry.question), entry.priority]), [['t2', 'cursor'], ['t1', 'background']]);
    scheduler.focus('a', 15);
    assert.equal(asked.length, 2, 'the same board: nothing more');
    scheduler.focus('a', 3);
    assert.deepEqual([idOf(asked[2].question), asked[2].priority], ['t1', 'cursor']);
  });

  it('a new version keeps the requests it still asks, cancels the others, asks only what is new; an answer is stored and reported', async () => {
    versions.set('a', { version: 1, games: games([1, 0, 9, [position('p1'), table('t1')]]) });
    scheduler.changed('a');
    await settle();
    versions.set('a', { version: 2, games: games([1, 0, 9, [position('p1'), table('t9')]]) });
    scheduler.changed('a');
    await settle();
    assert.deepEqual(asked.map((entry) => idOf(entry.question)), ['p1', 't1', 't9'], 'p1 is not asked again');
    const [p1, t1, t9] = asked;
    assert.deepEqual([p1.signal.aborted, t1.signal.aborted, t9.signal.aborted], [false, true, false]);
    p1.resolve({ tricks: 3 });
    t9.resolve({ N: {} });
    await settle();
    assert.deepEqual(scheduler.answers.get(position('p1')), { answer: { tricks: 3 } });
    assert.deepEqual(answered, [['a', true], ['a', false]], 'the position decides a diagnostic, the table does not');
  });

  it('a document of more than 2,000 games: the display questions of the first slice and of the board at the cursor, the deciding ones of every game', async () => {
    // 3,000 games, one line each; every game has a display table, every 1,000th also a deciding position.
    const gameAt = (index: number, decidingOnly: boolean): GameAnalysisQuestions => ({
      gameIndex: index + 1, startLine: index, endLine: index,
      questions: [
        ...(index % 1000 === 999 ? [{ question: position(`p${index}`), hint: 'diagnostics' as const }] : []),
        ...(decidingOnly ? [] : [{ question: table(`t${index}`), hint: 'display' as const }]),
      ],
    });
    const slices: Array<{ from: number; decidingOnly?: boolean }> = [];
    const large = new AnalysisScheduler(fakeClient(asked), {
      questionsOf: async (_uri, slice) => {
        slices.push({ from: slice.from, decidingOnly: slice.decidingOnly });
        const games = [];
        for (let index = slice.from; index < Math.min(3000, slice.from + slice.count); index++) {
          const game = gameAt(index, slice.decidingOnly === true);
          if (game.questions.length) games.push(game);
        }
        return { version: 1, games, total: 3000 };
      },
      questionsAt: async (_uri, line) => gameAt(line, false),
      answered: () => undefined,
      progress: () => undefined,
    });
    try {
      large.focus('big', 2500);
      large.changed('big');
      await large.whenIdle();
      assert.equal(slices.length, 30, 'thirty slices of 100 games');
      assert.deepEqual(slices.slice(0, 2).map((slice) => slice.decidingOnly), [false, true]);
      const ids = asked.map((entry) => `${idOf(entry.question)} ${entry.priority}`);
      assert.equal(ids.filter((id) => id.startsWith('t') && id.endsWith('background')).length, 100, 'the display tables of the first slice only');
      assert.ok(ids.includes('t2500 cursor'), "the cursor's board asked at the cursor's priority");
      assert.deepEqual(ids.filter((id) => id.startsWith('p')), ['p999 visible', 'p1999 visible', 'p2999 visible']);
    } finally {
      large.dispose();
    }
  });

  it('a closed document\'s requests are cancelled and its answers forgotten', async () => {
    versions.set('a', { version: 1, games: games([1, 0, 9, [table('t1'), table('t2')]]) });
    scheduler.changed('a');
    await settle();
    asked[0].resolve({ N: {} });
    await settle();
    assert.equal(scheduler.answers.size, 1);
    scheduler.closed('a');
    assert.equal(asked[1].signal.aborted, true);
    assert.equal(scheduler.answers.size, 0);
  });

  it('an engine error is kept as the answer (the hover says why), a cancellation is not', async () => {
    versions.set('a', { version: 1, games: games([1, 0, 9, [table('t1')]]) });
    scheduler.changed('a');
    await settle();
    asked[0].reject(new DdError('dd.unknown-hand', { seats: ['S'] }));
    await settle();
    assert.deepEqual(scheduler.answers.get(table('t1')), { error: { code: 'dd.unknown-hand', params: { seats: ['S'] } } });
  });
});
