/**
 * The packaged extension's Details page is a user's page (issue 32 item 2): `npm run package`
 * packs docs/extension-README.md, not the developers' README; every picture it shows is a file
 * .vscodeignore ships; it tells nobody to run npm, and its first step is a command the extension
 * contributes ("PBN: Open Sample Board", titled in English and Dutch) whose sample ships too. Every
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
    // Packed as dist/extension-README.md, the same page with its pictures inlined (scripts/packageReadme.mjs).
    assert.match(manifest.scripts.package, /node scripts\/packageReadme\.mjs && vsce package .*--readme-path dist\/extension-README\.md/);
    assert.doesNotMatch(page, /npm (install|test|run)/);
    // vsce writes the page as extension/readme.md: a README.md packed beside it is a second readme, which the VSIX refuses.
    assert.ok(!shipped('README.md'), "the developers' README.md is not packed");
  });

  it('shows only pictures the package ships', () => {
    const pictures = [...page.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((match) => match[1]);
    assert.ok(pictures.length >= 1, 'a picture');
    for (const picture of pictures) {
      assert.ok(existsSync(join(ROOT, picture)), `${picture} exists`);
      assert.ok(shipped(picture), `${picture} is shipped by .vscodeignore`);
    }
  });

  it('carries its pictures inlined: the extension page shows images only from https: or data:', async () => {
    const { inlinePictures } = await import(join(ROOT, 'scripts', 'packageReadme.mjs'));
    const packed: string = inlinePictures(page, ROOT);
    const pictures = [...packed.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((match) => match[1]);
    assert.ok(pictures.length >= 1);
    for (const picture of pictures) assert.match(picture, /^data:image\/png;base64,iVBORw0KGgo/, 'a PNG inlined');
    // The text around the pictures is the page's own.
    assert.equal(packed.replace(/\(data:[^)]+\)/g, '()'), page.replace(/(!\[[^\]]*\])\([^)]+\)/g, '$1()'));
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
