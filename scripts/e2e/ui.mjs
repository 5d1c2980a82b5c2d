// Playwright UI tests against the code-server workbench: what a person sees. Each entry of UI_TESTS is one
// test `{ name, run(ctx) }`; add new flows (e.g. the quick-fix flow) by appending to the list.
import { join } from 'node:path';

const STEP_MS = 30000;

/** Saves a full-page screenshot named `<test>-<nn>-<step>.png` in the artifacts folder. */
async function shot(ctx, step) {
  ctx.shots += 1;
  const file = join(ctx.shotDir, `${ctx.slug}-${String(ctx.shots).padStart(2, '0')}-${step}.png`);
  await ctx.page.screenshot({ path: file });
  return file;
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
  await page.keyboard.press('Control+P');
  await page.locator('.quick-input-widget input').fill(name);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: name }).first().waitFor({ timeout: STEP_MS });
  await page.keyboard.press('Enter');
  await page.locator('.monaco-editor .view-lines', { hasText: expectText }).first().waitFor({ timeout: STEP_MS });
}

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
];

/** Runs every UI test on a fresh page of `browser` opened at `url`; returns `{ name, ok, ms, error }` per test. */
export async function runUiTests({ browser, url, shotDir, log }) {
  const results = [];
  for (const test of UI_TESTS) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const ctx = { page, shotDir, log, shots: 0, slug: test.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 40) };
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
