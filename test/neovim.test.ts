/**
 * Other editors: Neovim (Debian's 0.7 or later) with the configuration the README gives
 * (editors/neovim/pbn-director.lua) runs the language server over stdio on a sample and shows the
 * revoke diagnostic on the right line; without a server to start (no `pbn-director-server` on PATH,
 * or PBN_DIRECTOR_SERVER naming no file) it says so in one line instead of a Lua traceback. Skips
 * with one line when `nvim` is missing, except under CI=true, where .ci/run installs it and a
 * missing editor fails the run.
 * Test tier: full — runs a real Neovim.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

describe('Neovim with the README configuration', function () {
  this.timeout(90_000);

  it('the README shows exactly editors/neovim/pbn-director.lua (without its comment lines)', () => {
    const file = readFileSync(path.join(ROOT, 'editors/neovim/pbn-director.lua'), 'utf8').split('\n').filter((line) => !line.startsWith('--')).join('\n').trim();
    const block = /```lua\n([\s\S]*?)```/.exec(readFileSync(path.join(ROOT, 'README.md'), 'utf8'))![1].trim();
    assert.equal(block, file);
  });

  const available = spawnSync('nvim', ['--version'], { stdio: 'ignore' }).status === 0;

  it('receives the revoke diagnostic of samples/revoke-unmarked.pbn from pbn-director-server', function () {
    if (!available) {
      if (process.env.CI === 'true') assert.fail('nvim is not installed (apt-get install -y neovim); CI must run this test');
      console.log('      skipped: nvim is not installed (apt-get install -y neovim)');
      this.skip();
    }
    const folder = mkdtempSync(path.join(tmpdir(), 'pbn-nvim-'));
    try {
      const out = path.join(folder, 'diagnostics.txt');
      const run = spawnSync('nvim', ['--headless', '-i', 'NONE', '-u', path.join(ROOT, 'editors/neovim/pbn-director.lua'),
        '-c', `luafile ${path.join(ROOT, 'test/neovim/collect.lua')}`, path.join(ROOT, 'samples/revoke-unmarked.pbn')], {
        cwd: ROOT, timeout: 60_000, encoding: 'utf8',
        env: { ...process.env, PBN_DIRECTOR_SERVER: path.join(ROOT, 'bin/pbn-director-server.js'), PBN_NVIM_OUT: out, XDG_STATE_HOME: folder, XDG_CACHE_HOME: folder, XDG_DATA_HOME: folder },
      });
      assert.equal(run.status, 0, run.stderr);
      const revokeLine = readFileSync(path.join(ROOT, 'samples/revoke-unmarked.pbn'), 'latin1').split(/\r?\n/).findIndex((line) => /\bS5\b/.test(line) && line.startsWith('H5 '));
      const diagnostics = readFileSync(out, 'utf8').split('\n').filter(Boolean).map((line) => line.split('|'));
      const revoke = diagnostics.find(([code]) => code === 'pbn.revoke.unmarked');
      assert.ok(revoke, `diagnostics: ${JSON.stringify(diagnostics)}`);
      assert.equal(Number(revoke[1]), revokeLine);
      assert.match(revoke[2], /^Revoke by East at trick 7 \(♠5 while holding ♥2\), established at trick 8: transfer 2 tricks to NS per Law 64A1/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  for (const [name, server, expected] of [
    ['no pbn-director-server on PATH and no PBN_DIRECTOR_SERVER', undefined, /^pbn-director: pbn-director-server is not on PATH: .*PBN_DIRECTOR_SERVER/],
    ['PBN_DIRECTOR_SERVER naming no file', '/nonexistent/pbn-director-server.js', /^pbn-director: PBN_DIRECTOR_SERVER names \/nonexistent\/pbn-director-server\.js, which is not a readable file/],
  ] as const) {
    it(`says in one line why the server cannot start, no Lua traceback: ${name}`, function () {
      if (!available) {
        if (process.env.CI === 'true') assert.fail('nvim is not installed (apt-get install -y neovim); CI must run this test');
        this.skip();
      }
      const folder = mkdtempSync(path.join(tmpdir(), 'pbn-nvim-'));
      try {
        const env: NodeJS.ProcessEnv = { ...process.env, PATH: path.dirname(spawnSync('sh', ['-c', 'command -v nvim'], { encoding: 'utf8' }).stdout.trim()), XDG_STATE_HOME: folder, XDG_CACHE_HOME: folder, XDG_DATA_HOME: folder };
        delete env.PBN_DIRECTOR_SERVER;
        if (server) env.PBN_DIRECTOR_SERVER = server;
        const run = spawnSync('nvim', ['--headless', '-i', 'NONE', '-u', path.join(ROOT, 'editors/neovim/pbn-director.lua'), '-c', 'qa!', path.join(ROOT, 'samples/revoke-unmarked.pbn')],
          { cwd: folder, timeout: 60_000, encoding: 'utf8', env });
        const said = `${run.stdout}${run.stderr}`;
        assert.equal(run.status, 0, said);
        assert.doesNotMatch(said, /traceback|Error executing/);
        assert.match(said.trim(), expected);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  }
});

