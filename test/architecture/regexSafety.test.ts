/**
 * Every regular expression in server/src, read from the sources (literals and `new RegExp` of a
 * template over the file's string constants), is free of the shapes that make V8's backtracking
 * engine take more than linear steps on a crafted input (test/support/regexShapes.ts): nested or
 * overlapping repeats, and repeats that rescan a run from every start. Nothing is timed: the steps
 * are bounded by the pattern's shape. Issue 37 item 4 (a Rubber history, a Date, a LIN bid and a hover
 * that hung for seconds to minutes).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { backtrackingShapes } from '../support/regexShapes';
import { sourceFiles } from '../support/sourceFiles';

const SOURCES = resolve(__dirname, '..', '..', 'server', 'src');

interface FoundPattern { where: string; source: string; flags: string }

/** The regular expressions one source file builds, with file:line. */
function patternsOf(file: string): FoundPattern[] {
  const text = readFileSync(file, 'utf8');
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const constants = new Map<string, string>();
  const found: FoundPattern[] = [];
  const where = (node: ts.Node): string => `${relative(SOURCES, file)}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const stringOf = (node: ts.Expression | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isIdentifier(node)) return constants.get(node.text);
    if (ts.isTemplateExpression(node)) {
      let out = node.head.text;
      for (const span of node.templateSpans) {
        const value = stringOf(span.expression);
        if (value === undefined) return undefined;
        out += value + span.literal.text;
      }
      return out;
    }
    return undefined;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const value = stringOf(node.initializer);
      if (value !== undefined) constants.set(node.name.text, value);
    }
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText();
      const slash = literal.lastIndexOf('/');
      found.push({ where: where(node), source: literal.slice(1, slash), flags: literal.slice(slash + 1) });
    }
    if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
      if (node.expression.getText() === 'RegExp') {
        const source = stringOf(node.arguments?.[0]);
        if (source === undefined) found.push({ where: where(node), source: '<not a constant>', flags: '' });
        else found.push({ where: where(node), source, flags: stringOf(node.arguments?.[1]) ?? '' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('Regular expressions in server/src', () => {
  const patterns = sourceFiles(SOURCES).flatMap(patternsOf);

  it('reads the literals and the built patterns of the sources (the check below is not vacuous)', () => {
    assert.ok(patterns.length > 150, `${patterns.length} patterns`);
    assert.ok(patterns.some((pattern) => pattern.where.startsWith('model/game/rulingLine.ts') && pattern.source.includes('(NS|EW|NZ|OW)$')));
  });

  describe('the shape analysis itself', () => {
    const named = (source: string, flags = ''): string[] => backtrackingShapes(source, flags).map((reason) => reason.split(':')[0]);
    it('names the shapes that hung (issue 37 item 4)', () => {
      assert.deepEqual(named('^\\s*(NS|EW)\\s+(.*?)\\s+(NS|EW)\\s+(.*)$'), ['adjacent']);
      assert.deepEqual(named('(?:[ T]+\\d{1,2}:\\d{2})$'), ['unanchored']);
      assert.deepEqual(named('!+\\s*$'), ['unanchored']);
      assert.deepEqual(named('[^\\s;]*$'), ['unanchored']);
    });
    it('names nested and overlapping repeats', () => {
      assert.deepEqual(named('^(a+)+$'), ['repeat']);
      assert.deepEqual(named('^(?:\\s*[!?]+)*x'), ['repeat']);
      assert.deepEqual(named('^(a|aa)*c'), ['repeat']);
      assert.deepEqual(named('^(a*)*b'), ['repeat']);
      assert.deepEqual(named('^x\\s*(?:y)?\\s*$'), ['adjacent']);
      assert.deepEqual(named('\\B(?=(\\d{3})+(?!\\d))', 'g'), ['unanchored']);
    });
    it('passes the linear shapes', () => {
      for (const source of ['^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*$', '\\s+', ';[ \\t\\r\\n]+', '\\b(NS|EW) (-?\\d+)\\b', '^\\d+\\s*\\/\\s*\\d+$',
        '\\r?\\n[ \\t]*\\r?\\n', '^[ \\t]*<PBN>[ \\t]*\\r?$', '^(\\d+(?:\\s+\\d+){0,2})\\s*$', '^A([+=-]|\\d{1,3}(?:\\.\\d{1,2})?)$']) {
        assert.deepEqual(named(source), [], source);
      }
    });
  });

  it('has none that can backtrack more than linearly', () => {
    const bad = patterns.flatMap((pattern) => backtrackingShapes(pattern.source, pattern.flags).map((reason) => `${pattern.where} /${pattern.source}/${pattern.flags}: ${reason}`));
    assert.deepEqual(bad, []);
  });
});
