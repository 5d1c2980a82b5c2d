// Starts and stops code-server for the e2e tests: temp root with settings, offline install of the .vsix,
// serving on a free 127.0.0.1 port, health polling and PID-based shutdown.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const SETTINGS = {
  'workbench.startupEditor': 'none', 'workbench.tips.enabled': false, 'security.workspace.trust.enabled': false,
  'telemetry.telemetryLevel': 'off', 'update.mode': 'none', 'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false, 'chat.disableAIFeatures': true, 'files.autoSave': 'off', 'git.enabled': false,
};

/** Lines code-server prints on every page load that mean nothing here. */
const NOISE = [/File not found: .*vsda/, /read ECONNRESET/];

/** Resolves with a free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
  });
}

/** Creates user-data (with settings), extensions, tmp and config.yaml under `root`; returns their paths. */
export function prepareRoot(root) {
  const dirs = { userData: join(root, 'user-data'), extensions: join(root, 'extensions'), tmp: join(root, 'tmp') };
  for (const d of [join(dirs.userData, 'User'), dirs.extensions, dirs.tmp]) mkdirSync(d, { recursive: true });
  writeFileSync(join(dirs.userData, 'User', 'settings.json'), JSON.stringify(SETTINGS, null, 2));
  const config = join(root, 'config.yaml');
  writeFileSync(config, 'auth: none\ncert: false\n');
  return { ...dirs, config };
}

/** Common command-line flags that keep code-server inside `dirs`. */
function baseArgs(dirs) {
  return ['--config', dirs.config, '--user-data-dir', dirs.userData, '--extensions-dir', dirs.extensions];
}

/** Installs a .vsix offline and returns the directory of the unpacked extension. */
export function installVsix({ codeServer, env, dirs, vsix }) {
  const r = spawnSync(codeServer, [...baseArgs(dirs), '--install-extension', vsix], { env, encoding: 'utf8', timeout: 60000 });
  if (r.status !== 0) throw new Error(`--install-extension failed (${r.status ?? r.signal}): ${r.stderr || r.stdout}`);
  const dir = readdirSync(dirs.extensions).find((d) => d.startsWith('pbn-director.pbn-director-'));
  if (!dir) throw new Error(`installed extension not found in ${dirs.extensions}`);
  return join(dirs.extensions, dir);
}

/** Starts code-server on `port` serving `folder`; resolves once /healthz answers. Output goes to `logFile`. */
export async function startCodeServer({ codeServer, env, dirs, port, folder, logFile }) {
  const args = [...baseArgs(dirs), '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`, '--disable-telemetry',
    '--disable-update-check', '--disable-workspace-trust', '--disable-getting-started-override',
    '--vscode-option', 'enable-smoke-test-driver', folder];
  const log = createWriteStream(logFile);
  const child = spawn(codeServer, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const sink = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line && !NOISE.some((re) => re.test(line))) log.write(`${line}\n`);
  };
  child.stdout.on('data', sink);
  child.stderr.on('data', sink);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const deadline = Date.now() + 30000;
  for (;;) {
    const early = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 250))]);
    if (early !== undefined) throw new Error(`code-server exited early (${early}); see ${logFile}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) { await stopCodeServer({ child, exited }); throw new Error('code-server did not become healthy in 30 s'); }
  }
  return { child, exited, log };
}

/** Stops code-server by its PID (SIGTERM, SIGKILL after 5 s), then any leftovers in its own process group. */
export async function stopCodeServer({ child, exited, log }) {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]);
    if (!done) { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* already gone */ } await exited; }
  }
  try { process.kill(-child.pid, 'SIGKILL'); } catch { /* no leftovers in its process group */ }
  log?.end();
}
