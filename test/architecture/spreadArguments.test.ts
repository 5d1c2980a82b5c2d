/**
 * No spread in the arguments of a call (`push(...x)`, `Math.max(...x)`, `fn(...x)`) in server/src
 * and client/src: a spread passes each element as an argument, and an array built from the input
 * (problems, cells, lines, boards, files) can overflow the stack — 300,000 `[` in one game stopped
 * every command and the language server (issue 37 item 6). Loops instead (server/src/arrays.ts).
 * Allowed: a tag's value range (`valueContentRange`, a [start, end] pair), an edit's entries
 * spliced in only below 1,000 (model/document/document.ts), a wording's own arguments
 * (i18n/bothLanguages.ts), and VS Code's message buttons.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from '../support/sourceFiles';

const ROOT = resolve(__dirname, '..', '..');

/** Spreads that are bounded, by what is spread (or the file and what is spread). */
function allowed(file: string, spread: ts.SpreadElement): boolean {
  const operand = spread.expression;
  if (ts.isCallExpression(operand) && operand.expression.getText() === 'valueContentRange') return true;
  if (file === 'server/src/model/document/document.ts' && operand.getText() === 'pieceEntries') return true;
  // A wording's own arguments passed on to its two languages (as many as its parameters).
  if (file === 'server/src/i18n/bothLanguages.ts' && operand.getText() === 'args') return true;
  const call = spread.parent;
  return file.startsWith('client/src/') && ts.isCallExpression(call) && /^vscode\.window\.show(Information|Warning|Error)Message$/.test(call.expression.getText());
}

/** The spreads in call arguments of one file, as file:line and the call's start. */
function spreadsIn(file: string, text: string): string[] {
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isSpreadElement(node) && (ts.isCallExpression(node.parent) || ts.isNewExpression(node.parent)) && !allowed(file, node)) {
      found.push(`${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.parent.getText().slice(0, 80)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('Spread arguments in server/src and client/src', () => {
  const files = [...sourceFiles(join(ROOT, 'server', 'src')), ...sourceFiles(join(ROOT, 'client', 'src'))];

  it('finds a spread where there is one (the detector itself)', () => {
    assert.equal(spreadsIn('server/src/x.ts', 'a.push(...b); Math.max(0, ...c); new Set(...d); f([...e]);').length, 3);
    assert.deepEqual(spreadsIn('server/src/x.ts', 'sink.add(code, severity, ...valueContentRange(tag)); const a = [...b];'), []);
  });

  it('has none but the bounded ones', () => {
    assert.ok(files.length > 300, `${files.length} files`);
    const found = files.flatMap((file) => spreadsIn(relative(ROOT, file).split('\\').join('/'), readFileSync(file, 'utf8')));
    assert.deepEqual(found, []);
  });
});
