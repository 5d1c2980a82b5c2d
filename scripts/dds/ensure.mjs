// Run by `npm test` before mocha: brings dist/dds.wasm up to date when this machine can build it
// (Linux with Debian's apt, as root) — instant when the build cache already holds it. Elsewhere it
// does nothing; the double-dummy tests then skip with one line (or fail under CI=true). Never fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./build.sh', import.meta.url));
const canBuild = process.platform === 'linux' && existsSync('/etc/debian_version') && process.getuid?.() === 0
  && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (canBuild) {
  const result = spawnSync('bash', [script], { stdio: 'inherit' });
  if (result.status !== 0) console.log('build:dds: the engine could not be built; the double-dummy tests will say so');
}
