/**
 * One pipeline, one set of findings (issue 20): `check FILE` and `check - < FILE`, which stream a
 * PBN file through pipeline/, give the ScoreTable audit's findings without double dummy
 * (`pbn.audit.lead-not-held`, `pbn.audit.reversed-score`, `pbn.audit.impossible-result`) at
 * the lines and columns the editor's diagnostics (the facade's `doValidation`) give them, on
 * samples/audit.pbn.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService, ServiceSettings } from '../../server/src/languageService';
import { runCaptured } from '../support/cli';

const SAMPLE = path.join(__dirname, '..', '..', 'samples', 'audit.pbn');
const SETTINGS = { language: 'en' } as ServiceSettings;

/** The editor's diagnostics as `code line:column` (1-based, as the CLI prints them), sorted as the CLI sorts. */
function editorFindings(): string[] {
  const document = TextDocument.create('file:///audit.pbn', 'pbn', 1, fs.readFileSync(SAMPLE, 'utf8'));
  const diagnostics = getLanguageService().doValidation(document, SETTINGS) ?? [];
  return diagnostics
    .map((diagnostic) => ({ line: diagnostic.range.start.line + 1, column: diagnostic.range.start.character + 1, text: `${diagnostic.code} ${diagnostic.message}` }))
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map((found) => `${found.line}:${found.column} ${found.text}`);
}

/** The CLI's lines as `line:column code message`. */
function cliFindings(output: string, shownPath: string): string[] {
  return output.split('\n').filter((line) => line.startsWith(`${shownPath}:`)).map((line) => {
    const match = /^.*?:(\d+):(\d+) \S+ (.*)$/.exec(line.slice(shownPath.length))!;
    return `${match[1]}:${match[2]} ${match[3]}`;
  });
}

describe('check gives the audit findings the editor gives (no double dummy)', () => {
  it('the editor has the three audit findings on samples/audit.pbn', () => {
    const codes = editorFindings().map((line) => line.split(' ')[1]);
    for (const code of ['pbn.audit.lead-not-held', 'pbn.audit.reversed-score', 'pbn.audit.impossible-result']) assert.ok(codes.includes(code), code);
  });

  it('check FILE: the same codes, lines, columns and messages as the editor', async () => {
    const { output } = await runCaptured(['check', '--color', 'never', SAMPLE]);
    assert.deepEqual(cliFindings(output, SAMPLE), editorFindings());
  });

  it('check - < FILE: the same as well', async () => {
    const { output } = await runCaptured(['check', '--color', 'never', '-'], fs.readFileSync(SAMPLE));
    assert.deepEqual(cliFindings(output, '<stdin>'), editorFindings());
  });
});
