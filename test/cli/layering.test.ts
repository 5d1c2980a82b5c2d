/**
 * The command line is a front end, not a second reader (issue 20): no file in server/src/cli
 * imports the syntax layer; `check` reads games through the service's game pipeline
 * (pipeline/gamePipeline.ts, exposed by languageService.ts). The sources are read as text and
 * every module specifier (`from '…'`, `import('…')`, `require('…')`) is resolved against its file.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';

const CLI = path.join(__dirname, '..', '..', 'server', 'src', 'cli');
const SYNTAX = path.join(__dirname, '..', '..', 'server', 'src', 'syntax');


/** The module specifiers of a source text. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm)) found.push(match[2]);
  return found;
}

/** True when a specifier of a file in cli/ resolves into syntax/. */
function intoSyntax(specifier: string): boolean {
  if (!specifier.startsWith('.')) return false;
  const target = path.resolve(CLI, specifier);
  return target === SYNTAX || target.startsWith(SYNTAX + path.sep);
}

describe('cli/ layering', () => {
  const files = readdirSync(CLI).filter((name) => name.endsWith('.ts'));

  it('finds the sources and reads their imports (the check below is not vacuous)', () => {
    assert.ok(files.includes('checkFile.ts') && files.includes('checkWorkers.ts'));
    assert.deepEqual(specifiers("import { a } from '../x';\nexport { b } from './y';\nconst c = import('../z');\nimport '../w';"), ['../x', './y', '../z', '../w']);
    assert.equal(intoSyntax('../syntax/gameSplitter'), true);
    assert.equal(intoSyntax('../languageService'), false);
  });

  it('no file in server/src/cli imports from syntax/', () => {
    const offending = files.flatMap((name) => {
      return specifiers(readFileSync(path.join(CLI, name), 'utf8')).filter((specifier) => intoSyntax(specifier)).map((specifier) => `${name}: ${specifier}`);
    });
    assert.deepEqual(offending, []);
  });

  it('check goes through the facade: its files read games with the service\'s pipeline', () => {
    const checkFile = readFileSync(path.join(CLI, 'checkFile.ts'), 'utf8');
    assert.match(checkFile, /GamePipeline/);
    assert.ok(specifiers(checkFile).includes('../languageService'));
  });
});
