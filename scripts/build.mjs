// Builds the two CommonJS bundles of the extension: dist/client.js (runs in the VS Code
// extension host, `vscode` left external) and dist/server.js (the language server and the CLI).
import { build } from 'esbuild';

const common = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', sourcemap: true, logLevel: 'warning' };
await Promise.all([
  build({ ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'] }),
  build({ ...common, entryPoints: ['server/src/main.ts'], outfile: 'dist/server.js' }),
]);
