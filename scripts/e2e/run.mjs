// Outer e2e runner (`npm run test:e2e`): sets up code-server, packages and installs the .vsix, runs the API tests
// inside the real extension host (smoke-test driver payload) and the Playwright UI tests, then prints the report
// lines and a final `N passed, N failed`. Every step is bounded; code-server, the browser and the temp root are
// always cleaned up. Screenshots: test-artifacts/e2e/ (among them the extension's Details page, the board view and the
// first page of a handout PDF exported from the editor, rendered by pdftoppm); with --docs-images the ones docs/printing.md shows are
// also copied into docs/images/; --only=SLUG runs the one UI test of that slug.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, installVsix, prepareRoot, startCodeServer, stopCodeServer } from './codeServer.mjs';
import { runUiTests } from './ui.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHOT_DIR = join(REPO, 'test-artifacts', 'e2e');
const API_TIMEOUT_MS = 180000;
const WATCHDOG_MS = 20 * 60000;
const args = new Set(process.argv.slice(2));
const t0 = Date.now();

/** Logs a timestamped progress line. */
function log(line) {
  console.log(`[e2e ${((Date.now() - t0) / 1000).toFixed(1)}s] ${line}`);
}

/** Runs a command synchronously with inherited stderr; throws on failure. Returns stdout. */
function sh(cmd, cmdArgs, { timeout, capture = false } = {}) {
  const r = spawnSync(cmd, cmdArgs, { cwd: REPO, encoding: 'utf8', timeout, stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed (${r.error?.message ?? r.status ?? r.signal})`);
  return r.stdout ?? '';
}

/** Runs scripts/setup-code-server.sh and returns { CODE_SERVER, NODE24_BIN }. */
function setup() {
  const out = sh('bash', [join(REPO, 'scripts', 'setup-code-server.sh')], { timeout: 15 * 60000, capture: true });
  const vars = Object.fromEntries(out.split('\n').filter((l) => l.includes('=')).map((l) => l.trim().split(/=(.*)/s).slice(0, 2)));
  if (!vars.CODE_SERVER || !vars.NODE24_BIN) throw new Error(`setup printed no CODE_SERVER/NODE24_BIN:\n${out}`);
  return vars;
}

/** Copies test/e2e-fixtures/ (and samples/, if wanted and present) into a fresh workspace folder. */
function makeWorkspace(dir, withSamples) {
  mkdirSync(dir, { recursive: true });
  for (const src of [...(withSamples ? ['samples'] : []), join('test', 'e2e-fixtures')]) {
    if (existsSync(join(REPO, src))) cpSync(join(REPO, src), dir, { recursive: true });
  }
  return dir;
}

/** Opens the workbench with the smoke-test payload and waits for the extension host to report its exit code. */
async function runApiTests({ browser, port, extDir, ws }) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    const exitCode = new Promise((r) => page.exposeFunction('codeAutomationExit', (code) => r(code)));
    const remote = (p) => `vscode-remote://127.0.0.1:${port}${p}`;
    const payload = JSON.stringify([['extensionDevelopmentPath', remote(extDir)],
      ['extensionTestsPath', remote(join(REPO, 'test', 'e2e-api', 'index.js'))], ['skipWelcome', 'true']]);
    await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(ws)}&payload=${encodeURIComponent(payload)}`, { timeout: 60000 });
    let timer;
    const timedOut = new Promise((r) => { timer = setTimeout(() => r('timeout'), API_TIMEOUT_MS); });
    const code = await Promise.race([exitCode, timedOut]).finally(() => clearTimeout(timer));
    await page.screenshot({ path: join(SHOT_DIR, 'api-final.png') }).catch(() => undefined);
    return code;
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** Reads the API report, prints it and returns { passed, failed }. */
function readApiReport(file, exitCode) {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  const summary = lines.map((l) => /^(\d+) passed, (\d+) failed$/.exec(l)).filter(Boolean).pop();
  for (const l of lines.filter((l) => !/^\d+ passed, \d+ failed$/.test(l))) console.log(`  api ${l}`);
  if (!summary) {
    console.log(`  api FAIL no report from the extension host (exit: ${exitCode})`);
    return { passed: 0, failed: 1 };
  }
  const counts = { passed: Number(summary[1]), failed: Number(summary[2]) };
  if (exitCode !== 0 && counts.failed === 0) {
    console.log(`  api FAIL extension host exited with ${exitCode}`);
    counts.failed = 1;
  }
  return counts;
}

/** Runs the whole e2e suite and returns the process exit code. */
async function main() {
  let server; let browser; let root;
  const totals = { passed: 0, failed: 0 };
  const watchdog = setTimeout(() => { console.error(`e2e watchdog: over ${WATCHDOG_MS / 60000} min, aborting`); process.exit(2); }, WATCHDOG_MS);
  try {
    log('setup (code-server, Node 24, chromium)');
    const { CODE_SERVER, NODE24_BIN } = setup();
    if (!args.has('--no-package')) { log('npm run package'); sh('npm', ['run', '--silent', 'package'], { timeout: 5 * 60000 }); }
    const vsix = join(REPO, 'pbn-director.vsix');
    if (!existsSync(vsix)) throw new Error(`${vsix} is missing`);
    rmSync(SHOT_DIR, { recursive: true, force: true });
    mkdirSync(SHOT_DIR, { recursive: true });
    root = mkdtempSync(join(tmpdir(), 'pbn-e2e-'));
    const dirs = prepareRoot(root);
    const report = join(root, 'report.txt');
    const env = { ...process.env, PATH: `${NODE24_BIN}:${process.env.PATH}`, EXTENSIONS_GALLERY: '{}', TMPDIR: dirs.tmp, E2E_REPORT: report };
    delete env.ELECTRON_RUN_AS_NODE;
    const extDir = installVsix({ codeServer: CODE_SERVER, env, dirs, vsix });
    log(`installed ${extDir}`);
    const apiWs = makeWorkspace(join(root, 'ws'), true);
    const uiWs = makeWorkspace(join(root, 'ws-ui'), true);
    const port = await freePort();
    server = await startCodeServer({ codeServer: CODE_SERVER, env, dirs, port, folder: apiWs, logFile: join(root, 'code-server.log') });
    log(`code-server on 127.0.0.1:${port} (pid ${server.child.pid})`);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, timeout: 60000,
      env: { ...process.env, TMPDIR: dirs.tmp, XDG_CONFIG_HOME: dirs.tmp, XDG_CACHE_HOME: dirs.tmp },
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });

    if (!args.has('--no-api')) {
      log('API tests in the extension host');
      const code = await runApiTests({ browser, port, extDir, ws: apiWs });
      const counts = readApiReport(report, code);
      totals.passed += counts.passed; totals.failed += counts.failed;
    }
    if (!args.has('--no-ui')) {
      log('UI tests');
      const results = await runUiTests({ browser, url: `http://127.0.0.1:${port}/?folder=${encodeURIComponent(uiWs)}`, shotDir: SHOT_DIR, workspace: uiWs, log: console.log, docsImages: args.has('--docs-images'), only: process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) });
      for (const r of results) {
        console.log(r.ok ? `  ui  ok   ${r.name} (${r.ms} ms)` : `  ui  FAIL ${r.name}: ${String(r.error?.message ?? r.error).split('\n')[0]}`);
        totals[r.ok ? 'passed' : 'failed'] += 1;
      }
    }
    if (totals.failed > 0) console.log(`code-server log:\n${readFileSync(join(root, 'code-server.log'), 'utf8').split('\n').slice(-40).join('\n')}`);
  } catch (err) {
    console.error(`e2e error: ${err?.stack ?? err}`);
    totals.failed += 1;
  } finally {
    await browser?.close().catch(() => undefined);
    if (server) await stopCodeServer(server).catch((e) => console.error(`stopping code-server: ${e}`));
    if (root) rmSync(root, { recursive: true, force: true });
    clearTimeout(watchdog);
  }
  log(`done; screenshots in ${SHOT_DIR} (${existsSync(SHOT_DIR) ? readdirSync(SHOT_DIR).length : 0} files)`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  return totals.failed > 0 ? 1 : 0;
}

process.exitCode = await main();
