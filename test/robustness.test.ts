/**
 * Bad input never crashes the language service or the CLI: empty and binary files, a 10 MB single
 * line, truncated tags, unbalanced braces, games of only commentary, CR-only line ends and NUL
 * bytes. Each case asserts that a result comes back and that what is reported makes sense (an
 * unterminated comment is reported at its `{`, a NUL at its column). The big cases carry a time
 * budget so that the reader's hot path stays linear.
 * Test tier: full — large generated inputs.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Diagnostic } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../server/src/languageService';
import { decodePbnBytes } from '../server/src/syntax/encoding';

/** Runs the service over a text; returns the diagnostics and the time taken. */
function validate(text: string): { diagnostics: Diagnostic[]; milliseconds: number } {
  const service = getLanguageService();
  const started = Date.now();
  const document = TextDocument.create('file:///robustness.pbn', 'pbn', 1, text);
  const diagnostics = service.doValidation(document, { language: 'en' });
  // Every feature must cope too.
  service.findDocumentSymbols(document, { language: 'en' });
  service.getFoldingRanges(document, { language: 'en' });
  assert.ok(diagnostics, 'a result comes back');
  return { diagnostics, milliseconds: Date.now() - started };
}

function codes(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((diagnostic) => String(diagnostic.code));
}

const TEN_MEGABYTES = 10 * 1024 * 1024;

describe('Robustness: bad input never crashes the reader', () => {
  it('an empty file gives no diagnostics', () => {
    assert.deepEqual(validate('').diagnostics, []);
  });

  it('a file of only % lines is commentary, nothing to report', () => {
    assert.deepEqual(validate('% PBN 2.1\r\n% EXPORT\r\n%\r\n').diagnostics, []);
  });

  it('a game of only comments is not a game and not an error', () => {
    assert.deepEqual(validate('{ just a remark }\n; and another\n\n[Event "x"]\n').diagnostics, []);
  });

  it('binary bytes: every byte value 0..255, decoded as the CLI does, is one diagnostic (not text), no crash', () => {
    const bytes = Buffer.from(Array.from({ length: 256 * 64 }, (_, index) => index % 256));
    const { diagnostics } = validate(decodePbnBytes(bytes).text);
    assert.deepEqual(codes(diagnostics), ['pbn.document.binary']);
  });

  it('every byte value 0..255 once among text (below the binary share) is read: errors but no crash', () => {
    const bytes = Buffer.concat([Buffer.from('[Event "x"]\n'.repeat(200), 'latin1'), Buffer.from(Array.from({ length: 256 }, (_, index) => index))]);
    const { diagnostics } = validate(decodePbnBytes(bytes).text);
    assert.ok(diagnostics.some((diagnostic) => diagnostic.code === 'pbn.character.bad'));
  });

  it('NUL bytes are reported at their column, once per run', () => {
    const { diagnostics } = validate('[Event "x"]\u0000\u0000\u0000\n');
    const bad = diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.character.bad');
    assert.equal(bad.length, 1);
    assert.deepEqual(bad[0].range, { start: { line: 0, character: 11 }, end: { line: 0, character: 14 } });
  });

  it('a NUL inside a string is reported once, inside the string', () => {
    const { diagnostics } = validate('[Event "a\u0000b"]\n');
    assert.deepEqual(codes(diagnostics), ['pbn.character.bad']);
    assert.equal(diagnostics[0].range.start.character, 9);
  });

  it('a truncated tag `[Event "x` reports the open string and the open tag pair', () => {
    const { diagnostics } = validate('[Event "x');
    assert.deepEqual(codes(diagnostics).sort(), ['pbn.string.unterminated', 'pbn.tag.syntax']);
    assert.equal(diagnostics.find((diagnostic) => diagnostic.code === 'pbn.string.unterminated')!.range.start.character, 7);
  });

  it('an unterminated brace comment is reported at its `{`', () => {
    const { diagnostics } = validate('[Event "x"]\n[Site "y"] { no end\n\n[Event "z"]\n');
    const open = diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.comment.unterminated');
    assert.equal(open.length, 1);
    assert.deepEqual(open[0].range.start, { line: 1, character: 11 });
  });

  it('a stray `}` and a stray `]` are errors at their place', () => {
    const { diagnostics } = validate('[Event "x"] }\n[Auction "N"]\n1S ] Pass\n');
    assert.ok(diagnostics.some((diagnostic) => diagnostic.code === 'pbn.character.bad' && diagnostic.range.start.line === 0 && diagnostic.range.start.character === 12));
    assert.ok(diagnostics.some((diagnostic) => diagnostic.code === 'pbn.tag.syntax' && diagnostic.range.start.line === 2 && diagnostic.range.start.character === 3));
  });

  it('CR-only line ends do not crash, and each tag is read', () => {
    const { diagnostics } = validate('[Event "x"]\r[Site "y"]\r[Dealer "Q"]\r');
    // The bad Dealer is still found, on its own (CR-terminated) line.
    const dealer = diagnostics.find((diagnostic) => diagnostic.code === 'pbn.side.bad');
    assert.ok(dealer);
    assert.equal(dealer.range.start.line, 2);
  });

  it('unbalanced tag brackets `[[Event "x"]]` are reported, not thrown', () => {
    const { diagnostics } = validate('[[Event "x"]]\n[Event\n');
    assert.ok(codes(diagnostics).includes('pbn.tag.syntax'));
  });

  it('a 10 MB single line of one word is read in well under a few seconds', () => {
    const { diagnostics, milliseconds } = validate('x'.repeat(TEN_MEGABYTES));
    assert.ok(milliseconds < 2500, `${milliseconds} ms`);
    assert.ok(codes(diagnostics).includes('pbn.line.too-long'));
  });

  it('a 10 MB single-line tag value is read in well under a few seconds', () => {
    const { diagnostics, milliseconds } = validate(`[Event "${'a'.repeat(TEN_MEGABYTES)}"]`);
    assert.ok(milliseconds < 2500, `${milliseconds} ms`);
    assert.deepEqual(codes(diagnostics), ['pbn.line.too-long']);
  });

  it('a 10 MB single-line unterminated comment is read in well under a few seconds', () => {
    const { diagnostics, milliseconds } = validate(`[Event "x"] {${'a '.repeat(TEN_MEGABYTES / 2)}`);
    assert.ok(milliseconds < 2500, `${milliseconds} ms`);
    assert.deepEqual(codes(diagnostics).sort(), ['pbn.comment.unterminated', 'pbn.line.too-long']);
  });

  it('a play section of a million cards on one line: one too-many-tricks error, fast', () => {
    const deal = '[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]';
    const { diagnostics, milliseconds } = validate(`${deal}[Declarer "S"][Contract "7NT"][Play "W"]\n${'SA HA DA CA '.repeat(250_000)}`);
    assert.ok(milliseconds < 5000, `${milliseconds} ms`);
    assert.equal(diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.play.too-many-tricks').length, 1);
  });

  it('the CLI survives a binary file and an empty file (binary refused in one line with status 2, the others 0 or 1, never a crash)', function () {
    this.timeout(60000);
    const cli = path.resolve(__dirname, '../bin/pbn-director.js');
    const built = path.resolve(__dirname, '../dist');
    if (!fs.existsSync(cli) || !fs.existsSync(built)) this.skip();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pbn-robustness-'));
    try {
      fs.writeFileSync(path.join(folder, 'binary.pbn'), Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 37) % 256)));
      fs.writeFileSync(path.join(folder, 'empty.pbn'), '');
      fs.writeFileSync(path.join(folder, 'truncated.pbn'), '[Event "x');
      const binary = spawnSync(process.execPath, [cli, 'check', '--format', 'json', path.join(folder, 'binary.pbn')], { encoding: 'utf8' });
      assert.equal(binary.status, 2);
      assert.match(binary.stderr, /^pbn-director: .*binary\.pbn: not a text file \(\d+% [^\n]*\n$/);
      for (const name of ['empty.pbn', 'truncated.pbn']) {
        const run = spawnSync(process.execPath, [cli, 'check', '--format', 'json', path.join(folder, name)], { encoding: 'utf8' });
        assert.ok(run.status === 0 || run.status === 1, `${name}: status ${run.status}, ${run.stderr}`);
        assert.ok(JSON.parse(run.stdout).files.length === 1, `${name}: a JSON report`);
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
