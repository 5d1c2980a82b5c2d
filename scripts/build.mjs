// Builds the CommonJS bundles: dist/client.js (runs in the VS Code extension host, `vscode` left
// external), dist/server.js (the language server, which also exports the CLI), dist/cli.js (the
// CLI alone, which bin/pbn-director.js loads: no language-server libraries, a quicker start) and
// dist/ddWorker.js (the double-dummy worker thread; the engine itself is built by build:dds),
// dist/reportWorker.js (a whole document's report off the server's main thread),
// dist/pdfLibraries.js (pdfkit and fontkit, loaded with the first PDF); and
// dist/fonts: the DejaVu Sans faces the PDF report embeds, with their licence (io/reportFonts.ts).
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

const common = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', sourcemap: true, logLevel: 'warning' };
await Promise.all([
  build({ ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'] }),
  // tsx is only resolved when a worker runs from TypeScript source (tests): never bundle it.
  build({ ...common, entryPoints: ['server/src/main.ts'], outfile: 'dist/server.js', external: ['tsx/cjs'], define: { PACKAGE_VERSION: JSON.stringify(version) } }),
  build({ ...common, entryPoints: ['server/src/cliMain.ts'], outfile: 'dist/cli.js', external: ['tsx/cjs'], define: { PACKAGE_VERSION: JSON.stringify(version) } }),
  build({ ...common, entryPoints: ['server/src/analysis/engine/worker/ddWorker.ts'], outfile: 'dist/ddWorker.js' }),
  build({ ...common, entryPoints: ['server/src/server/reportWorker.ts'], outfile: 'dist/reportWorker.js' }),
  // pdfkit and fontkit, which the PDF report loads by path with its first PDF (report/pdf/pdfPage.ts).
  build({ ...common, entryPoints: ['server/src/features/report/pdf/pdfLibraries.ts'], outfile: 'dist/pdfLibraries.js' }),
]);

// The PDF fonts beside the bundles (pdfkit is bundled and reads no file of its own: only these faces are used).
const fonts = new URL('../node_modules/dejavu-fonts-ttf/', import.meta.url);
mkdirSync(new URL('../dist/fonts/', import.meta.url), { recursive: true });
for (const file of ['ttf/DejaVuSans.ttf', 'ttf/DejaVuSans-Bold.ttf', 'ttf/DejaVuSans-Oblique.ttf', 'LICENSE']) {
  copyFileSync(new URL(file, fonts), new URL(`../dist/fonts/${file.split('/').pop()}`, import.meta.url));
}
