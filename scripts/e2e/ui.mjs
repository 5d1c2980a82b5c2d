// Playwright UI tests against the code-server workbench: what a person sees. Each entry of UI_TESTS is one
// test `{ name, slug?, run(ctx) }` (slug: the screenshots' name prefix); add new flows by appending to the list.
// The workspace holds samples/ and test/e2e-fixtures/ (ctx.workspace); the quick-fix flow saves into it, and
// the runner removes it afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const STEP_MS = 30000;

/**
 * Saves a full-page screenshot named `<test>-<nn>-<step>.png` in the artifacts folder; with `docsName`, and the
 * runner's `--docs-images`, a copy as docs/images/<docsName> (the pictures docs/printing.md shows).
 */
async function shot(ctx, step, docsName) {
  ctx.shots += 1;
  const file = join(ctx.shotDir, `${ctx.slug}-${String(ctx.shots).padStart(2, '0')}-${step}.png`);
  await ctx.page.screenshot({ path: file });
  if (docsName && ctx.docsImages) copyFileSync(file, join(ROOT, 'docs', 'images', docsName));
  return file;
}

/** Picks the row of the open quick pick that `label` names (typed to filter it, then Enter). */
async function pickItem(page, label) {
  await page.locator('.quick-input-widget input').fill(label);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: label }).first().waitFor({ timeout: STEP_MS });
  await page.keyboard.press('Enter');
}

/** Runs a command from the command palette (F1) by its label. */
async function runCommand(page, label) {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.fill(`>${label}`);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: label }).first().waitFor({ timeout: STEP_MS });
  await page.keyboard.press('Enter');
}

/** Opens a workspace file with Quick Open (Ctrl+P) and waits for its editor to show `expectText`. */
async function quickOpen(page, name, expectText) {
  await page.locator('.monaco-workbench').click({ position: { x: 700, y: 300 } });
  // The first Quick Open of a fresh workbench can find nothing while the file search starts: retry, bounded.
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('Control+P');
    await page.locator('.quick-input-widget input').fill(name);
    const found = await page.locator('.quick-input-list .monaco-list-row', { hasText: name }).first().waitFor({ timeout: STEP_MS }).then(() => true, () => false);
    if (found) break;
    if (attempt === 3) throw new Error(`Quick Open found no ${name} (${attempt} tries)`);
    await page.keyboard.press('Escape');
  }
  await page.keyboard.press('Enter');
  await page.locator('.monaco-editor .view-lines', { hasText: expectText }).first().waitFor({ timeout: STEP_MS });
}

/** Moves the cursor to a line with Go to Line (Ctrl+G; in the web workbench it opens Quick Open, so the `:` prefix). */
async function goToLine(page, line) {
  await page.keyboard.press('Control+G');
  await page.locator('.quick-input-widget input').fill(`:${line}`);
  await page.keyboard.press('Enter');
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: STEP_MS });
}

/** Polls `predicate` every 200 ms until it holds, bounded by `ms`. */
async function poll(predicate, ms, what) {
  const end = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// e2e-wrong-score.pbn: 4♠ by South, 10 tricks, NS vulnerable. Law 77: 4 × 30 trick points, 500 for a
// vulnerable game, so NS 620 — the file says NS 420, its one problem.
const WRONG_SCORE = { file: 'e2e-wrong-score.pbn', written: '[Score "NS 420"]', fixed: '[Score "NS 620"]', action: 'Set Score to "NS 620" (Law 77)' };

/** The UI tests, in order. */
export const UI_TESTS = [
  {
    name: 'Problems panel lists the bad Dealer of e2e-bad-dealer.pbn',
    async run(ctx) {
      const { page } = ctx;
      await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
      await shot(ctx, 'workbench');
      await quickOpen(page, 'e2e-bad-dealer.pbn', '[Dealer "Q"]');
      await shot(ctx, 'editor');
      await runCommand(page, 'View: Focus Problems (Errors, Warnings, Infos)');
      const row = page.locator('.markers-panel .monaco-list-row', { hasText: /pbn\./ }).first();
      await row.waitFor({ timeout: STEP_MS });
      const text = (await row.innerText()).replace(/\s+/g, ' ');
      if (!/Ln 11\b/.test(text)) throw new Error(`problem row is not on line 11: ${text}`);
      ctx.log(`     problem row: ${text}`);
      await shot(ctx, 'problems');
    },
  },
  {
    name: 'TextMate grammar colours escapes, tags and calls in e2e-clean.pbn',
    async run(ctx) {
      const { page } = ctx;
      await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
      await quickOpen(page, 'e2e-clean.pbn', 'Pass Pass');
      // Tokenisation is asynchronous: poll (bounded) until the three tokens have distinct colour classes.
      let classes = [];
      const deadline = Date.now() + STEP_MS;
      do {
        const tokens = await page.locator('.monaco-editor .view-lines .view-line span span')
          .evaluateAll((spans) => spans.map((s) => [(s.textContent ?? '').replace(/\u00a0/g, ' '), s.className]));
        classes = ['% PBN 2.1', 'Event', 'Pass'].map((text) => tokens.find(([t]) => t === text)?.[1]);
        if (classes.every(Boolean) && new Set([...classes, 'mtk1']).size === 4) break;
        await page.waitForTimeout(250);
      } while (Date.now() < deadline);
      ctx.log(`     token classes: escape=${classes[0]} tag=${classes[1]} call=${classes[2]}`);
      if (!classes.every(Boolean) || new Set([...classes, 'mtk1']).size !== 4) {
        throw new Error('escape, tag name and call are not coloured distinctly');
      }
      await shot(ctx, 'colours');
    },
  },
  {
    name: 'Quick-fix of the wrong Score with Ctrl+. leaves no problems',
    slug: 'quick-fix-score',
    async run(ctx) {
      const { page } = ctx;
      await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
      await quickOpen(page, WRONG_SCORE.file, WRONG_SCORE.written);
      await shot(ctx, 'editor-wrong-score');
      await runCommand(page, 'View: Focus Problems (Errors, Warnings, Infos)');
      const rows = page.locator('.markers-panel .monaco-list-row', { hasText: /\[Ln \d+, Col \d+\]/ }); // problem rows, not file rows
      const row = rows.filter({ hasText: 'pbn.score.mismatch' }).first();
      await row.waitFor({ timeout: STEP_MS });
      const text = (await row.innerText()).replace(/\s+/g, ' ');
      ctx.log(`     problem row: ${text}`);
      if (!text.includes('Score "NS 420" does not match') || !/Ln 18\b/.test(text)) throw new Error(`unexpected problem row: ${text}`);
      if ((await rows.count()) !== 1) throw new Error(`expected exactly one problem, got ${await rows.count()}`);
      await shot(ctx, 'problems-panel');
      await row.dblclick();
      await page.locator('.monaco-editor.focused').first().waitFor({ timeout: STEP_MS });
      // Ctrl+. right after the jump can come before the editor has the code actions; retry, bounded.
      const action = page.locator('.action-widget .monaco-list-row', { hasText: WRONG_SCORE.action }).first();
      for (let attempt = 1; ; attempt++) {
        await page.keyboard.press('Control+.');
        const shown = await action.waitFor({ timeout: 5000 }).then(() => true, () => false);
        if (shown) break;
        if (attempt === 4) throw new Error(`no "${WRONG_SCORE.action}" action after Ctrl+. (${attempt} tries)`);
        await page.keyboard.press('Escape');
      }
      await shot(ctx, 'quick-fix-menu');
      await action.click();
      await page.locator('.monaco-editor .view-lines', { hasText: WRONG_SCORE.fixed }).first().waitFor({ timeout: STEP_MS });
      await shot(ctx, 'fixed-unsaved');
      await page.keyboard.press('Control+S');
      const onDisk = join(ctx.workspace, WRONG_SCORE.file);
      await poll(() => readFileSync(onDisk, 'utf8').includes(WRONG_SCORE.fixed), STEP_MS, `${WRONG_SCORE.fixed} saved to ${onDisk}`);
      await page.locator('.tabs-container .tab.active.dirty').waitFor({ state: 'detached', timeout: STEP_MS });
      await page.locator('.markers-panel', { hasText: 'No problems have been detected' }).first().waitFor({ timeout: STEP_MS });
      await shot(ctx, 'saved-no-problems');
    },
  },
  {
    name: 'Inlay hints on the play of revoke-unmarked.pbn and the board view',
    slug: 'revoke-sample',
    async run(ctx) {
      const { page } = ctx;
      await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
      await quickOpen(page, 'revoke-unmarked.pbn', '[Play "W"]');
      await goToLine(page, 29); // the revoke trick (H5 HJ S5 H7) is the Play section's seventh line
      // The first trick (W ♦Q, N ♦3, E ♦8, S ♦A) was led by West and won by South's ace.
      await page.locator('.monaco-editor .view-lines', { hasText: '← W led · S won · NS 1 · EW 0' }).first().waitFor({ timeout: STEP_MS });
      await page.locator('.monaco-editor .view-lines', { hasText: '← N led · E won' }).first().waitFor({ timeout: STEP_MS });
      await shot(ctx, 'inlay-hints-play');
      // Ctrl+. on East's ♠5 offers the ruling; the README shows this picture.
      await goToLine(page, '29:7');
      const apply = page.locator('.action-widget .monaco-list-row', { hasText: 'Apply Law 64A1' }).first();
      for (let attempt = 1; ; attempt++) {
        await page.keyboard.press('Control+.');
        if (await apply.waitFor({ timeout: 5000 }).then(() => true, () => false)) break;
        if (attempt === 4) throw new Error(`no "Apply Law 64A1" action after Ctrl+. (${attempt} tries)`);
        await page.keyboard.press('Escape');
      }
      await shot(ctx, 'revoke-quick-fix');
      await page.keyboard.press('Escape');
      await goToLine(page, 16);
      await runCommand(page, 'PBN: Show Board');
      const board = page.frameLocator('iframe.webview').frameLocator('#active-frame');
      for (const seat of ['N', 'E', 'S', 'W']) await board.locator(`.hand[data-seat="${seat}"]`).waitFor({ timeout: STEP_MS });
      await board.locator('#trick-slider').waitFor({ timeout: STEP_MS });
      await page.waitForTimeout(500); // let the webview finish painting before the screenshot
      await shot(ctx, 'board-view', 'e2e-board-view.png');
      // "PBN: Export Handout" from the editor: HTML, two boards a page on A4, the proposed file beside the sample, then the
      // preview the notification offers shows the hand record.
      await page.locator('.monaco-editor .view-lines').first().click();
      await runCommand(page, 'PBN: Export Handout');
      await pickItem(page, 'HTML (one self-contained page)');
      await pickItem(page, '2 boards a page');
      await pickItem(page, 'A4');
      const saveAs = page.locator('.quick-input-widget input');
      await poll(async () => /revoke-unmarked-handout\.html$/.test(await saveAs.inputValue().catch(() => '')), STEP_MS, 'the save dialog proposes revoke-unmarked-handout.html');
      await page.keyboard.press('Enter');
      // The notification offers the preview; if its toast has gone, the notification centre still holds it.
      const previewButton = page.locator('.monaco-button', { hasText: /^Preview$/ }).first();
      if (!await previewButton.waitFor({ timeout: 10000 }).then(() => true, () => false)) await runCommand(page, 'Notifications: Show Notifications');
      await previewButton.click({ timeout: STEP_MS });
      const preview = page.frameLocator('iframe.webview >> nth=-1').frameLocator('#active-frame');
      await preview.locator('article.board h2', { hasText: 'Board 7' }).waitFor({ timeout: STEP_MS });
      await preview.locator('h1', { hasText: 'Club pairs' }).waitFor({ timeout: STEP_MS });
      if (await preview.locator('table.play').count() !== 0) throw new Error('the handout preview shows the play table');
      await page.waitForTimeout(500); // let the webview finish painting before the screenshot
      await shot(ctx, 'handout-preview', 'e2e-handout-preview.png');
    },
  },
  {
    name: 'Double dummy on revoke-equity.pbn: the 64C warning, the DD grid in the Deal hover and in the board view',
    slug: 'double-dummy',
    async run(ctx) {
      const { page } = ctx;
      await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
      await quickOpen(page, 'revoke-equity.pbn', '[Play "E"]');
      await runCommand(page, 'View: Focus Problems (Errors, Warnings, Infos)');
      // The 64A2 transfer gives NS 8 where they take 10 without the revoke: double dummy makes the 64C note a warning.
      const row = page.locator('.markers-panel .monaco-list-row', { hasText: 'without the revoke NS would take 10 tricks, as rectified 8' }).first();
      await row.waitFor({ timeout: 60000 });
      ctx.log(`     problem row: ${(await row.innerText()).replace(/\s+/g, ' ').slice(0, 120)}`);
      await shot(ctx, 'equity-warning');
      await page.locator('.monaco-editor .view-lines').first().click();
      await goToLine(page, 14); // [Deal "E:…"]
      await runCommand(page, 'Show or Focus Hover');
      await page.locator('.monaco-hover', { hasText: 'Double dummy' }).first().waitFor({ timeout: STEP_MS });
      await page.locator('.monaco-hover', { hasText: 'Par:' }).first().waitFor({ timeout: STEP_MS });
      // The grid is below the hand diagram: scroll the hover with the mouse wheel over it.
      const box = await page.locator('.monaco-hover', { hasText: 'Par:' }).first().boundingBox();
      if (box) {
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        for (let step = 0; step < 12; step++) { await page.mouse.wheel(0, 120); await page.waitForTimeout(50); }
      }
      await page.waitForTimeout(300);
      await shot(ctx, 'deal-hover-dd-grid');
      await page.keyboard.press('Escape');
      await runCommand(page, 'PBN: Show Board');
      const board = page.frameLocator('iframe.webview').frameLocator('#active-frame');
      await board.locator('table.dd-grid').waitFor({ timeout: STEP_MS });
      await board.locator('p.par').waitFor({ timeout: STEP_MS });
      await board.locator('section.dd').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500); // let the webview finish painting before the screenshot
      await shot(ctx, 'board-view-dd');
    },
  },
];

/** Writes a report with the CLI (`report ARGS -o FILE`), opens it in a tab of its own and screenshots it whole. */
async function reportShot(ctx, step, args, expectText) {
  const file = join(ctx.workspace, `${step}.html`);
  execFileSync(process.execPath, [join(ROOT, 'bin', 'pbn-director.js'), 'report', ...args, '-o', file], { stdio: 'ignore' });
  const page = await ctx.page.context().newPage();
  try {
    await page.goto(`file://${file}`);
    await page.getByText(expectText).first().waitFor({ timeout: STEP_MS });
    ctx.shots += 1;
    await page.screenshot({ path: join(ctx.shotDir, `${ctx.slug}-${String(ctx.shots).padStart(2, '0')}-${step}.png`), fullPage: true });
  } finally {
    await page.close();
    rmSync(file, { force: true });
  }
}

UI_TESTS.push({
  name: 'Boards people read: the ruling report, the teaching handout, and the board view in Dutch',
  slug: 'presentation',
  async run(ctx) {
    const { page, workspace } = ctx;
    await reportShot(ctx, 'ruling-report', ['--no-dd', join(workspace, 'revoke-unmarked.pbn')], 'Rectified:');
    await reportShot(ctx, 'teaching-handout', ['--layout', 'handout', '--per-page', '4', join(workspace, 'teaching.pbn')], 'Board 4');
    // The board view in Dutch: pbn.language in the workspace settings, for this test only.
    const settings = join(workspace, '.vscode', 'settings.json');
    mkdirSync(join(workspace, '.vscode'), { recursive: true });
    writeFileSync(settings, JSON.stringify({ 'pbn.language': 'nl' }));
    try {
      await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
      await quickOpen(page, 'teaching.pbn', '[Event');
      await goToLine(page, 52); // board 2, whose East and West [Hidden] keeps
      await runCommand(page, 'PBN: Show Board');
      const board = page.frameLocator('iframe.webview').frameLocator('#active-frame');
      await board.locator('h1', { hasText: 'Spel 2' }).waitFor({ timeout: STEP_MS });
      await board.locator('.hand.concealed[data-seat="E"]').waitFor({ timeout: STEP_MS });
      await board.locator('#show-hidden', { hasText: 'Alle handen tonen' }).waitFor({ timeout: STEP_MS });
      await page.waitForTimeout(500); // let the webview finish painting before the screenshot
      await shot(ctx, 'board-view-dutch');
    } finally {
      rmSync(join(workspace, '.vscode'), { recursive: true, force: true });
    }
  },
});

UI_TESTS.push({
  name: 'The extension page, a handout PDF printed from the editor (its first page as a picture) and the export in the status bar',
  slug: 'page-and-print',
  async run(ctx) {
    const { page, workspace } = ctx;
    await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
    // The installed .vsix's Details page: docs/extension-README.md as the Marketplace would show it.
    // The view's search box has the focus; "@installed" lists the installed extensions whatever the view showed last.
    await runCommand(page, 'View: Show Extensions');
    await page.locator('.extensions-viewlet .suggest-input-container').first().click();
    await page.keyboard.type('@installed');
    const entry = page.locator('.extensions-viewlet .monaco-list-row', { hasText: 'PBN Director' }).first();
    await entry.waitFor({ timeout: STEP_MS });
    await entry.click();
    await page.locator('.extension-editor .name', { hasText: 'PBN Director' }).first().waitFor({ timeout: STEP_MS });
    const details = page.frameLocator('iframe.webview >> nth=-1').frameLocator('#active-frame');
    await details.locator('h1', { hasText: 'PBN Director' }).first().waitFor({ timeout: STEP_MS });
    await page.waitForTimeout(500); // let the webview finish painting before the screenshot
    await shot(ctx, 'extension-page');
    await runCommand(page, 'View: Close All Editors');
    // On a loaded machine the workbench can restore a file an earlier test saved from its backup, dirty
    // again: closing it then asks to save it, which is answered "Don't Save" (the file on disk is right).
    const dontSave = page.locator('.monaco-dialog-box button', { hasText: "Don't Save" }).first();
    await poll(async () => {
      if (await dontSave.isVisible().catch(() => false)) await dontSave.click().catch(() => undefined);
      return (await page.locator('.tabs-container .tab').count()) === 0;
    }, STEP_MS, 'every editor closed');
    // "PBN: Export Handout" as PDF, two boards a page on A4, saved where it proposes; its first page rendered by pdftoppm.
    await quickOpen(page, 'teaching.pbn', '[Event');
    await page.locator('.monaco-editor .view-lines').first().click();
    await runCommand(page, 'PBN: Export Handout');
    await pickItem(page, 'PDF (for print, fonts embedded)');
    await pickItem(page, '2 boards a page');
    await pickItem(page, 'A4');
    const saveAs = page.locator('.quick-input-widget input');
    await poll(async () => /teaching-handout\.pdf$/.test(await saveAs.inputValue().catch(() => '')), STEP_MS, 'the save dialog proposes teaching-handout.pdf');
    await page.keyboard.press('Enter');
    const pdf = join(workspace, 'teaching-handout.pdf');
    // The status bar keeps the export once the notification has hidden itself (issue 32 item 11).
    const status = page.locator('.statusbar-item', { hasText: 'Exported: teaching-handout.pdf' }).first();
    await status.waitFor({ timeout: 60000 });
    await poll(() => existsSync(pdf), STEP_MS, `${pdf} written`);
    await shot(ctx, 'exported-status-bar');
    await status.click();
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Reveal in Explorer' }).first().waitFor({ timeout: STEP_MS });
    await shot(ctx, 'status-bar-choices');
    await page.keyboard.press('Escape');
    if (spawnSync('pdftoppm', ['-v']).error) {
      ctx.log('     no picture of the handout page: pdftoppm (poppler-utils) is not installed');
      return;
    }
    ctx.shots += 1;
    const prefix = join(ctx.shotDir, `${ctx.slug}-${String(ctx.shots).padStart(2, '0')}-handout-pdf-page`);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdf, prefix], { stdio: 'ignore' });
    if (!existsSync(`${prefix}.png`)) throw new Error(`pdftoppm wrote no ${prefix}.png`);
    rmSync(pdf, { force: true });
  },
});

/** Runs every UI test on a fresh page of `browser` opened at `url`; returns `{ name, ok, ms, error }` per test. */
export async function runUiTests({ browser, url, shotDir, workspace, log, docsImages = false, only }) {
  const results = [];
  for (const test of UI_TESTS.filter((candidate) => !only || candidate.slug === only)) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const ctx = { page, shotDir, workspace, log, docsImages, shots: 0, slug: test.slug ?? test.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 40) };
    const started = Date.now();
    try {
      await page.goto(url, { timeout: 60000 });
      await test.run(ctx);
      results.push({ name: test.name, ok: true, ms: Date.now() - started });
    } catch (error) {
      await shot(ctx, 'failure').catch(() => undefined);
      results.push({ name: test.name, ok: false, ms: Date.now() - started, error });
    } finally {
      await context.close().catch(() => undefined);
    }
  }
  return results;
}
