/**
 * The packaged extension's Details page is a user's page (issue 32 item 2): `npm run package`
 * packs docs/extension-README.md, not the developers' README; it shows no picture (VS Code's
 * extension page shows images only over https, and this project hosts none); it tells nobody to
 * run npm, and its first step is a command the extension contributes ("PBN: Open Sample Board", titled in English and Dutch) whose sample ships too. Every
 * bundle scripts/build.mjs writes ships (the report worker was left out once: whole-file reports failed).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
/** The sample the command opens (client/src/sample.ts, which needs VS Code to load, names it). */
const SAMPLE = 'samples/revoke-unmarked.pbn';

/** True when .vscodeignore's allow-list re-includes `file` by name. */
function shipped(file: string): boolean {
  return read('.vscodeignore').split('\n').map((line) => line.trim()).includes(`!${file}`);
}

describe('the extension page', () => {
  const manifest = JSON.parse(read('package.json'));
  const page = read('docs/extension-README.md');

  it('is docs/extension-README.md, packed in place of the developers\' README', () => {
    assert.match(manifest.scripts.package, /vsce package .*--readme-path docs\/extension-README\.md/);
    assert.doesNotMatch(page, /npm (install|test|run)/);
    // vsce writes the page as extension/readme.md: a README.md packed beside it is a second readme, which the VSIX refuses.
    assert.ok(!shipped('README.md'), "the developers' README.md is not packed");
  });

  it('shows no picture the extension page leaves blank', () => {
    // VS Code's extension page loads images over https only (a picture in the package, even inlined
    // as data:, stays blank: the e2e screenshot showed it), and this project hosts none: the page
    // shows what the quick-fix writes as text instead.
    assert.deepEqual([...page.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((match) => match[1]), []);
    assert.match(page, /```\n\[Result "\^11"\]\n\[Score "NS 650"\]\n```/);
  });

  it('ships every bundle scripts/build.mjs writes', () => {
    const bundles = [...read('scripts/build.mjs').matchAll(/outfile: '([^']+)'/g)].map((match) => match[1]);
    assert.ok(bundles.length >= 5 && bundles.includes('dist/reportWorker.js'), bundles.join(' '));
    for (const bundle of bundles.filter((file) => file !== 'dist/cli.js')) assert.ok(shipped(bundle), `${bundle} is shipped by .vscodeignore`);
  });

  it('starts with "PBN: Open Sample Board", a contributed command whose sample ships', () => {
    assert.match(page, /Run \*\*PBN: Open Sample Board\*\*/);
    const command = manifest.contributes.commands.find((entry: { command: string }) => entry.command === 'pbn.openSample');
    assert.equal(command?.title, '%pbn.openSample.title%');
    assert.equal(JSON.parse(read('package.nls.json'))['pbn.openSample.title'], 'Open Sample Board (a revoke to rule on)');
    assert.equal(JSON.parse(read('package.nls.nl.json'))['pbn.openSample.title'], 'Voorbeeldspel openen (een verzaking om over te beslissen)');
    assert.ok(read('client/src/sample.ts').includes(`SAMPLE_PATH = '${SAMPLE}'`), 'the command opens the shipped sample');
    assert.ok(shipped(SAMPLE), 'the sample is shipped');
    assert.match(read(SAMPLE), /\[Board "7"\]/);
  });
});
