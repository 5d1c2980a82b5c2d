/**
 * The layout's rules, read from the sources: no import circle anywhere in server/src (type-only
 * imports count too: a circle of shapes is still a circle of files); the core never imports
 * `vscode` or the LSP connection package (only server/src/server/ and the entry files may speak to
 * a connection); the double-dummy logic (analysis/logic) stays apart from the engine runtime. The
 * graph is built from the import, export-from, require and import() specifiers that point at a
 * relative .ts file.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { resolved, specifiersOf } from '../support/importSpecifiers';
import { sourceFiles } from '../support/sourceFiles';

const SOURCES = resolve(__dirname, '..', '..', 'server', 'src');

/** The strongly connected groups of more than one file (Tarjan), each as its files. */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, counter); low.set(file, counter++); stack.push(file); onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) { visit(next); low.set(file, Math.min(low.get(file)!, low.get(next)!)); }
      else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do { member = stack.pop()!; onStack.delete(member); group.push(member); } while (member !== file);
    if (group.length > 1) found.push(group);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

describe('Import graph of server/src', () => {
  const files = sourceFiles(SOURCES);
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const graph = new Map(files.map((file) => [file, specifiersOf(texts.get(file)!).map((specifier) => resolved(file, specifier)).filter((target): target is string => target !== undefined)]));

  it('reads the sources and their imports (the checks below are not vacuous)', () => {
    assert.ok(files.length > 300, `${files.length} files`);
    assert.ok(graph.get(join(SOURCES, 'languageService.ts'))!.length > 20);
  });

  it('finds a circle where there is one (the detector itself)', () => {
    const found = circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]));
    assert.deepEqual(found.map((group) => [...group].sort()), [['a', 'b', 'c']]);
  });

  it('has no import circle', () => {
    const named = circles(graph).map((group) => group.map((file) => relative(SOURCES, file)).sort().join(' -> '));
    assert.deepEqual(named, []);
  });

  it('keeps the double-dummy logic pure: analysis/logic imports neither the engine runtime nor Node', () => {
    const logic = join(SOURCES, 'analysis', 'logic');
    const engine = join(SOURCES, 'analysis', 'engine');
    const impure = files.filter((file) => file.startsWith(logic)).flatMap((file) => [
      ...graph.get(file)!.filter((target) => target.startsWith(engine)).map((target) => `${relative(SOURCES, file)} -> ${relative(SOURCES, target)}`),
      ...specifiersOf(texts.get(file)!).filter((specifier) => specifier.startsWith('node:')).map((specifier) => `${relative(SOURCES, file)} -> ${specifier}`),
    ]);
    assert.deepEqual(impure, []);
  });

  it('keeps vscode and the LSP connection out of the core', () => {
    const connected = files.filter((file) => {
      const path = relative(SOURCES, file);
      if (path.startsWith('server/') || path === 'main.ts') return false;
      return specifiersOf(texts.get(file)!).some((specifier) => specifier === 'vscode' || specifier === 'vscode-languageserver' || specifier.startsWith('vscode-languageserver/'));
    }).map((file) => relative(SOURCES, file));
    assert.deepEqual(connected, []);
  });
});
