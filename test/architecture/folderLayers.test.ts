/**
 * Layers hold per folder, not only per file (issue 34 item 5): the top-level folders (and files)
 * of server/src are ordered once, in ARCHITECTURE.md's "Folder order" line, and no source imports
 * a folder after its own in that order, so no two folders import each other. The shapes both a text
 * and a higher folder name live in shapes/, below i18n/.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { resolved, specifiersOf } from '../support/importSpecifiers';
import { sourceFiles } from '../support/sourceFiles';

const ROOT = resolve(__dirname, '..', '..');
const SOURCES = resolve(ROOT, 'server', 'src');

/** The folder order as ARCHITECTURE.md writes it: the backticked names of its "Folder order" line's next line. */
export function folderOrder(architecture: string): string[] {
  const lines = architecture.split('\n');
  const heading = lines.findIndex((line) => line.startsWith('Folder order'));
  if (heading < 0) return [];
  return [...lines[heading + 1].matchAll(/`([^`]+)`/g)].map((match) => match[1]);
}

/** The top-level folder (or file) of a source under server/src. */
function topOf(file: string): string {
  const parts = relative(SOURCES, file).split('/');
  return parts[0];
}

describe('Folder layers of server/src', () => {
  const order = folderOrder(readFileSync(resolve(ROOT, 'ARCHITECTURE.md'), 'utf8'));
  const files = sourceFiles(SOURCES);
  const rank = new Map(order.map((name, index) => [name, index]));

  it('reads the order from ARCHITECTURE.md, and it names every top-level folder and file once', () => {
    assert.ok(order.length > 10, `${order.length} names`);
    assert.equal(new Set(order).size, order.length);
    assert.deepEqual([...new Set(files.map(topOf))].sort(), [...order].sort());
  });

  it('finds an import against the order where there is one (the reader itself)', () => {
    assert.deepEqual(folderOrder('Folder order, lowest first:\n`a` < `b`\n'), ['a', 'b']);
  });

  it('has no import against the order', () => {
    const against = new Map<string, string[]>();
    for (const file of files) {
      const from = topOf(file);
      for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
        const target = resolved(file, specifier);
        if (!target) continue;
        const to = topOf(target);
        if (from === to || rank.get(to)! < rank.get(from)!) continue;
        const pair = `${from} -> ${to}`;
        against.set(pair, [...(against.get(pair) ?? []), `${relative(SOURCES, file)} -> ${relative(SOURCES, target)}`]);
      }
    }
    assert.deepEqual([...against].map(([pair, imports]) => `${pair}: ${imports.join(', ')}`), []);
  });
});
