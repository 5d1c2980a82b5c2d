/**
 * The command line is a shell, not a second reader (issues 20 and 34): no file in server/src/cli
 * imports the syntax layer, and none reaches into model/, features/ or analysis/ but through the
 * facade (languageService.ts) or the commands (server/src/commands/), the engine's worker threads
 * included (started through the facade). One route opens every input (cli/inputRoute.ts): no other file
 * of cli/ tests a path for its kind, save the few listed with their reasons. The commands themselves touch no file system and no process and
 * import nothing from cli/. `check` reads games through the service's game pipeline
 * (pipeline/gamePipeline.ts, exposed by languageService.ts). The sources are read as text and every
 * module specifier (`from '…'`, `import('…')`, `require('…')`) is resolved against its file.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';

const SOURCES = path.join(__dirname, '..', '..', 'server', 'src');
const CLI = path.join(SOURCES, 'cli');
const COMMANDS = path.join(SOURCES, 'commands');
/** The layers cli/ reaches only through the facade or the commands. */
const BEHIND_THE_FACADE = ['syntax', 'model', 'features', 'analysis'];

/** The module specifiers of a source text. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm)) found.push(match[2]);
  return found;
}

/** The folder under server/src a relative specifier of a file in `folder` resolves into (its first segment), or the package name. */
function layerOf(folder: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path.relative(SOURCES, path.resolve(folder, specifier)).split(path.sep)[0];
}

/** The TypeScript files of a folder. */
function sourcesIn(folder: string): string[] {
  return readdirSync(folder).filter((name) => name.endsWith('.ts'));
}

describe('cli/ and commands/ layering', () => {
  const cli = sourcesIn(CLI);
  const commands = sourcesIn(COMMANDS);

  it('finds the sources and reads their imports (the checks below are not vacuous)', () => {
    assert.ok(cli.includes('main.ts') && cli.includes('checkWorkers.ts'));
    assert.ok(commands.includes('checkFile.ts') && commands.includes('gameInput.ts'));
    assert.deepEqual(specifiers("import { a } from '../x';\nexport { b } from './y';\nconst c = import('../z');\nimport '../w';"), ['../x', './y', '../z', '../w']);
    assert.equal(layerOf(CLI, '../syntax/gameSplitter'), 'syntax');
    assert.equal(layerOf(CLI, '../commands/checkFile'), 'commands');
    assert.equal(layerOf(CLI, './args'), 'cli');
    assert.equal(layerOf(CLI, 'node:fs'), 'node:fs');
  });

  it('no file in server/src/cli imports syntax/, model/, features/ or analysis/', () => {
    const offending = cli.flatMap((name) => {
      const layers = new Set(specifiers(readFileSync(path.join(CLI, name), 'utf8')).map((specifier) => layerOf(CLI, specifier)).filter((layer) => BEHIND_THE_FACADE.includes(layer)));
      return [...layers].map((layer) => `${name}: ${layer}/`);
    });
    assert.deepEqual(offending, []);
  });

  it('one route tells the kinds of input apart: no other cli/ file tests a path for LIN, a session or a deal file (but those listed, each saying why)', () => {
    // A path is told to be a LIN file, a Bridgemate session or a deal file by these tests.
    const kindTest = /\\\.lin\$|\\\.bws\$|\bisBwsFile\(|\bisDealFileName\(|\bconvertsDealFile\(/g;
    const allowed: Record<string, string[]> = {
      // The route itself.
      'inputRoute.ts': ['\\.lin$', 'isBwsFile(', 'isDealFileName('],
      // Where a conversion's kind is defined (to or from a deal file).
      'dealFile.ts': ['convertsDealFile(', 'isDealFileName('],
      // A session converts to PBN only, and a deal file to or from its own formats: conversions, not routes.
      'convert.ts': ['isBwsFile(', 'convertsDealFile('],
    };
    const offending = cli.flatMap((name) => {
      const found = [...readFileSync(path.join(CLI, name), 'utf8').matchAll(kindTest)].map((match) => match[0]);
      return [...new Set(found)].filter((test) => !(allowed[name] ?? []).includes(test)).map((test) => `${name}: ${test}`);
    });
    assert.deepEqual(offending, []);
  });

  it('the commands touch no file system and no process, and import nothing from cli/', () => {
    const offending = commands.flatMap((name) => {
      const source = readFileSync(path.join(COMMANDS, name), 'utf8');
      const layers = specifiers(source).map((specifier) => layerOf(COMMANDS, specifier));
      const bad = layers.filter((layer) => layer === 'cli' || ['node:fs', 'fs', 'node:fs/promises', 'node:child_process', 'node:worker_threads', 'node:os', 'node:process'].includes(layer));
      if (/\bprocess\.(?:env|exit|stdout|stderr|stdin|argv|cwd)\b/.test(source)) bad.push('process');
      return bad.map((what) => `${name}: ${what}`);
    });
    assert.deepEqual(offending, []);
  });

  it('check goes through the facade: its files read games with the service\'s pipeline', () => {
    const checkFile = readFileSync(path.join(COMMANDS, 'checkFile.ts'), 'utf8');
    assert.match(checkFile, /GamePipeline/);
    assert.ok(specifiers(checkFile).includes('../languageService'));
  });
});
