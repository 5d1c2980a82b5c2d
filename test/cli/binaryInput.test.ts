/**
 * A file that is not text (issue 31, item 13): every command refuses it in one line naming the
 * file, exit status 2, and writes nothing (before, `check` printed 2,565 errors, `report` wrote a
 * 2.3 MB report and `convert` a LIN file of the bytes); the language server gives a binary
 * document one diagnostic. A text file with a few stray NULs is still read.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { runCaptured } from '../support/cli';
import { open } from '../support/service';
import { binaryEvidence } from '../../server/src/text/binaryText';
import { decodePbnBytes } from '../../server/src/syntax/encoding';

/** 20,000 bytes of every value 0..255 in turn: 60 of each 256 are C0 controls but tab and line ends, DEL or C1 controls. */
const BINARY = Buffer.from(Array.from({ length: 20000 }, (_, index) => (index * 7) % 256));

describe('Binary input', () => {
  let folder: string;
  beforeEach(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-binary-')); });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const commands: Array<[string, (file: string, out: string) => string[]]> = [
    ['check', (file) => ['check', file]],
    ['check --json', (file) => ['check', '--format', 'json', file]],
    ['fix', (file) => ['fix', '--dry-run', file]],
    ['report', (file, out) => ['report', '-o', path.join(out, 'report.html'), file]],
    ['convert', (file, out) => ['convert', '--to', 'lin', '-o', path.join(out, 'out.lin'), file]],
    ['score', (file) => ['score', file]],
    ['audit', (file) => ['audit', file]],
    ['analyse', (file) => ['analyse', file]],
  ];
  for (const [name, argv] of commands) {
    // `fix` refuses any .lin file by its name first (a LIN file has no Result to fix), binary or not.
    for (const extension of name === 'fix' ? ['pbn'] : ['pbn', 'lin']) {
      it(`${name} refuses a binary .${extension} file in one line, exit 2, writing nothing`, async () => {
        const file = path.join(folder, `data.${extension}`);
        writeFileSync(file, BINARY);
        const out = path.join(folder, 'out');
        const { status, output, errors } = await runCaptured(argv(file, out));
        assert.equal(status, 2);
        assert.equal(output, '');
        assert.equal(errors, `pbn-director: ${file}: not a text file (23% of its first 20 KB are control or unreadable bytes); give a PBN or LIN file\n`);
        assert.deepEqual(readdirSync(folder), [`data.${extension}`]);
      });
    }
  }

  it('refuses binary standard input the same way', async () => {
    const { status, errors } = await runCaptured(['check', '-'], BINARY);
    assert.equal(status, 2);
    assert.match(errors, /^pbn-director: <stdin>: not a text file \(23% /);
  });

  it('still reads a text file with a few stray NULs, and a file in UTF-8 or Latin-1 with accents', async () => {
    assert.equal(binaryEvidence('[Event "x"]\u0000\u0000\u0000\n'), undefined);
    assert.equal(binaryEvidence('[Event "Café Zwölf"]\n'.repeat(100)), undefined);
    const file = path.join(folder, 'nul.pbn');
    writeFileSync(file, Buffer.from('[Event "x"]\u0000\u0000\u0000\n[Board "1"]\n', 'latin1'));
    const { status, errors } = await runCaptured(['check', file]);
    assert.equal(status, 1);
    assert.equal(errors, '');
    assert.ok(existsSync(file));
  });

  it('gives a binary document one diagnostic in the editor, in English and Dutch', () => {
    // 60 of each 256 characters are foreign: 20,000 characters hold 4,688 of them, 23%.
    const text = decodePbnBytes(BINARY).text;
    const english = open(text).diagnostics;
    assert.deepEqual(english.map((diagnostic) => [diagnostic.code, diagnostic.severity]), [['pbn.document.binary', 1]]);
    assert.match(english[0].message, /^This is not a text file: 23% of its first characters/);
    assert.match(open(text, { language: 'nl' }).diagnostics[0].message, /^Dit is geen tekstbestand: 23% van de eerste tekens/);
  });
});
