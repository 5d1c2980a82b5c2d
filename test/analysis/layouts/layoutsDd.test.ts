/**
 * A claim over the layouts the claimer could not see, with the real engine, on the hand-counted
 * FINESSE ending (support/finesseBoard.ts): South's claim of the last three tricks holds on 13 of
 * the 20 layouts, at worst declarer makes 12, and it fails exactly when East holds ♠K x or
 * ♠K x x. East's claim of one trick (his ♠K behind dummy's ♠A Q) holds on all 20 layouts of
 * South's and West's cards. Through the worker client the layouts go in ranges and come back
 * as the engine in this thread answers them.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseGame } from '../../../server/src/analysis/logic/answers/gameAnalysis';
import { solveLayouts } from '../../../server/src/analysis/engine/worker/solveLayouts';
import { layoutRanges } from '../../../server/src/analysis/engine/worker/layoutRequests';
import { questionsOfGame } from '../../../server/src/analysis/logic/questions/questionsOfGame';
import { DdClient } from '../../../server/src/analysis/engine/worker/ddClient';
import { DdError } from '../../../server/src/analysis/logic/ddError';
import { boardData } from '../../../server/src/features/board/boardData';
import { boardSectionMarkdown } from '../../../server/src/features/report/reportMarkdown';
import { reportHtml } from '../../../server/src/features/report/reportHtml';
import { answeredService } from '../support/answered';
import { describeWith, engineDirectory, sharedEngine } from '../support/ddEngine';
import { finesseBoard } from '../support/finesseBoard';


describeWith('engine', 'double dummy: a claim over the unseen layouts', function () {
  this.timeout(60_000);

  it('South claims three tricks: holds on 13 of 20 layouts, worst 12, fails when East holds ♠K x or ♠K x x', async () => {
    const { service, document, settings, answers } = await answeredService(finesseBoard(), {}, 'pbn', 'heavy');
    const model = service.parse(document, settings)!.games[0].model!;
    const analysis = analyseGame(model, answers);
    assert.equal(analysis.claim?.state === 'ready' && analysis.claim.value.ddMax, 12);
    assert.equal(analysis.claimLayouts?.state, 'ready');
    const finding = analysis.claimLayouts.state === 'ready' ? analysis.claimLayouts.value : undefined;
    assert.deepEqual(finding && { ...finding }, {
      total: 20, solved: 20, sample: false, holding: 13, claimed: 3, remaining: 3, worstClaimer: 2, worst: 12,
      decidedBy: [{ seat: 'E', suit: 'S', failing: ['Kx', 'Kxx'] }],
    });
  });

  it('East claims his ♠K: holds on all 20 layouts of South\'s and West\'s cards', async () => {
    const { service, document, settings, answers } = await answeredService(finesseBoard({ result: '12', tags: { Irregularities: '11 E Claim - Agreed' } }), {}, 'pbn', 'heavy');
    const model = service.parse(document, settings)!.games[0].model!;
    const finding = analyseGame(model, answers).claimLayouts;
    assert.ok(finding?.state === 'ready');
    assert.deepEqual([finding.value.total, finding.value.holding, finding.value.claimed, finding.value.worstClaimer, finding.value.worst, finding.value.decidedBy], [20, 20, 1, 1, 12, []]);
  });

  it('pbn.claim.layouts: a warning on the Result with the share, the worst layout and the holding that decides; in Dutch too', async () => {
    const { service, document, settings } = await answeredService(finesseBoard(), {}, 'pbn', 'heavy');
    const [warning] = (service.doValidation(document, settings) ?? []).filter((diagnostic) => diagnostic.code === 'pbn.claim.layouts');
    assert.equal(warning.severity, 2);
    assert.equal(document.getText(warning.range), '13');
    assert.equal(warning.message, 'The claim of 3 of the last 3 tricks holds on 13 of the 20 layouts declarer could not see (double dummy from the claim; on the actual layout 2); at worst the claiming side takes 2. It fails when East holds ♠K x or ♠K x x. An aid, not a ruling: the claim, its statement and what is a normal line are the Director\'s to judge (Law 70, Laws 2017).');
    assert.deepEqual(warning.data, { gameIndex: 1, claim: { layouts: { total: 20, solved: 20, holding: 13, worst: 12, sample: false, decidedBy: [{ seat: 'E', suit: 'S', failing: ['Kx', 'Kxx'] }] } } });
    const [dutch] = (service.doValidation(document, { ...settings, language: 'nl' }) ?? []).filter((diagnostic) => diagnostic.code === 'pbn.claim.layouts');
    assert.equal(dutch.message, 'De claim van 3 van de laatste 3 slagen houdt stand in 13 van de 20 verdelingen die de leider niet kon zien (dubbel dummy vanaf de claim; bij de werkelijke verdeling 2); in het slechtste geval maakt de claimende partij er 2. Ze faalt wanneer Oost ♠H x of ♠H x x heeft. Een hulpmiddel, geen beslissing: de claim, de verklaring erbij en wat een normale speelwijze is, beoordeelt de wedstrijdleider (artikel 70, Spelregels 2017).');
  });

  it('pbn.claim.layouts: information when the claim holds on every layout (East\'s claim)', async () => {
    const { service, document, settings } = await answeredService(finesseBoard({ result: '12', tags: { Irregularities: '11 E Claim - Agreed' } }), {}, 'pbn', 'heavy');
    const [note] = (service.doValidation(document, settings) ?? []).filter((diagnostic) => diagnostic.code === 'pbn.claim.layouts');
    assert.equal(note.severity, 3);
    assert.match(String(note.message), /^The claim of 1 of the last 3 tricks holds on all 20 layouts East could not see \(double dummy from the claim; on the actual layout 1\)\. An aid, not a ruling/);
  });

  it('the hover on the `*` where the play stops, the board view section and the report say it; "computing…" before the answer', async () => {
    const text = finesseBoard();
    const { service, document, settings, answers } = await answeredService(text, {}, 'pbn', 'heavy');
    const star = document.positionAt(text.lastIndexOf('*'));
    const hover = service.doHover(document, star, settings);
    const markdown = (hover?.contents as { value: string }).value;
    assert.match(markdown, /^\*\*The claim over the layouts the claimer could not see\*\*\n\nThe claim of 3 of the last 3 tricks holds on 13 of the 20 layouts/);
    assert.equal(document.getText(hover!.range!), '*');
    const board = boardData(document, service.parse(document, settings)!, { gameIndex: 1 }, 'en', answers)!;
    assert.deepEqual([board.claimLayouts?.state, board.claimLayouts?.holding, board.claimLayouts?.solved], ['ready', 13, 20]);
    assert.match(board.claimLayouts!.text, /It fails when East holds ♠K x or ♠K x x\./);
    const report = boardSectionMarkdown(board);
    assert.match(report, /### The claim over the layouts the claimer could not see\n\nThe claim of 3 of the last 3 tricks holds on 13 of the 20 layouts/);
    assert.match(reportHtml('t', [board], board.labels, 'en'), /<h3>The claim over the layouts the claimer could not see<\/h3><p class="claim-layouts">The claim of 3/);
    const waiting = await answeredService(text, { language: 'nl' }, 'pbn', 'diagnostics');
    const before = boardData(waiting.document, waiting.service.parse(waiting.document, waiting.settings)!, { gameIndex: 1 }, 'nl', waiting.answers)!;
    assert.deepEqual([before.claimLayouts?.state, before.claimLayouts?.heading], ['computing', 'De claim over de verdelingen die de claimer niet kon zien']);
  });

  it('samples/claim-layouts.pbn: the finesse works at the table (double dummy 3 of 3) but the claim holds on 13 of 20 layouts', async () => {
    const text = readFileSync(join(__dirname, '..', '..', '..', 'samples', 'claim-layouts.pbn'), 'utf8');
    const { service, document, settings } = await answeredService(text, {}, 'pbn', 'heavy');
    const claims = (service.doValidation(document, settings) ?? []).filter((diagnostic) => String(diagnostic.code).startsWith('pbn.claim.'));
    assert.deepEqual(claims.map((diagnostic) => diagnostic.code), ['pbn.claim.layouts']);
    assert.match(String(claims[0].message), /holds on 13 of the 20 layouts declarer could not see \(double dummy from the claim; on the actual layout 3\); at worst the claiming side takes 2\. It fails when East holds ♠K x or ♠K x x\./);
  });

  it('the worker client asks the layouts in ranges and answers as the engine here does; a cancel ends them', async () => {
    const client = new DdClient({ engineDirectory: engineDirectory() });
    try {
      const { service, document, settings } = await answeredService(finesseBoard(), {}, 'pbn', 'diagnostics');
      const question = questionsOfGame(service.parse(document, settings)!.games[0].model!).claimLayouts!;
      assert.deepEqual(layoutRanges(question.spec, 8).map(({ from, to }) => [from, to]), [[0, 8], [8, 16], [16, 20]]);
      const expected = solveLayouts(await sharedEngine(), question.spec);
      assert.deepEqual(await client.ask(question, { priority: 'heavy' }), expected);
      const other = questionsOfGame(service.parse(document, { ...settings })!.games[0].model!).claimLayouts!;
      assert.equal(await client.ask(other), await client.ask(question), 'the second time from the cache');
      const controller = new AbortController();
      const fresh = { kind: 'layouts' as const, spec: { ...question.spec, seed: 71, limit: 10 } };
      const pending = client.ask(fresh, { priority: 'heavy', signal: controller.signal });
      controller.abort();
      await assert.rejects(pending, (error: unknown) => error instanceof DdError && error.code === 'dd.cancelled');
    } finally {
      client.dispose();
    }
  });
});

