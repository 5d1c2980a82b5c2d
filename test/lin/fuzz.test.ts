/**
 * Bad LIN never crashes the service or the CLI. Seeded mutations of a board (random cuts, `|`
 * removed or doubled, random bytes) go through every feature of the service; 5 MB lines (one
 * run of cards, a run of stray `|`) through the service; mutated files and a 5 MB commentary
 * through the CLI, which must end with status 0, 1 or 2 and never print a stack trace. The
 * amount of work is bounded by the sizes, not by a clock.
 * Test tier: full — a fuzz run.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../../server/src/languageService';
import { pbnToLin } from '../../server/src/lin/toPbn/fromPbn';
import { REVOKE_BOARD, claimBoard } from './support';

const BIN = path.join(__dirname, '..', '..', 'bin', 'pbn-director.js');
const SEED_TEXT = `${REVOKE_BOARD}qx|o2|pn|a,b,c,d,e,f,g,h|${claimBoard('7')}nt|@S hello|rs|4SN+2,1HE-5|vg|Cup,Final,I,1,2,Reds,0,Blues,0|\n`;
const FIVE_MEGABYTES = 5 * 1024 * 1024;

/** A small deterministic generator (so a failure can be replayed). */
function generator(seed: number): () => number {
  let state = seed;
  return () => { state = (state * 1103515245 + 12345) % 2147483648; return state / 2147483648; };
}

/** One mutation of a text: a cut, a removed or doubled `|`, or replaced bytes. */
function mutate(text: string, random: () => number, kind: number): string {
  if (kind === 0) return text.slice(0, Math.floor(random() * text.length));
  let result = text;
  for (let count = 1 + Math.floor(random() * 8); count > 0; count--) {
    const at = Math.floor(random() * result.length);
    const pipe = result.indexOf('|', at);
    if (kind === 1 && pipe >= 0) result = result.slice(0, pipe) + result.slice(pipe + 1);
    else if (kind === 2 && pipe >= 0) result = result.slice(0, pipe) + '|' + result.slice(pipe);
    else result = result.slice(0, at) + String.fromCharCode(Math.floor(random() * 256)) + result.slice(at + 1);
  }
  return result;
}

/** Runs every feature of the service over a LIN text; returns the diagnostics. */
function exercise(text: string, random: () => number) {
  const service = getLanguageService();
  const settings = { language: 'en' as const };
  const document = TextDocument.create('file:///fuzz.lin', 'lin', 1, text);
  const diagnostics = service.doValidation(document, settings);
  assert.ok(diagnostics, 'a result comes back');
  service.findDocumentSymbols(document, settings);
  service.getFoldingRanges(document, settings);
  service.getCodeLenses(document, settings);
  service.getCodeActions(document, { diagnostics }, settings);
  service.getInlayHints(document, { start: { line: 0, character: 0 }, end: document.positionAt(text.length) }, settings);
  for (let probe = 0; probe < 4; probe++) {
    const position = document.positionAt(Math.floor(random() * text.length));
    service.doHover(document, position, settings);
    service.findDocumentHighlights(document, position, settings);
    service.getSelectionRanges(document, [position], settings);
  }
  const view = service.getModelView(document, settings)!;
  pbnToLin(view.model);
  for (const diagnostic of diagnostics) {
    assert.ok(document.offsetAt(diagnostic.range.start) <= document.offsetAt(diagnostic.range.end), 'ranges run forward');
  }
  return diagnostics;
}

/** The 5 MB lines. */
function hugeLines(): Record<string, string> {
  const board = REVOKE_BOARD.trimEnd();
  return {
    commentary: `${board}nt|${'words of a very long commentary '.repeat(FIVE_MEGABYTES / 32)}|`,
    cards: `${board.slice(0, board.indexOf('pc|'))}${'pc|SA|'.repeat(FIVE_MEGABYTES / 6)}`,
    pipes: '|'.repeat(FIVE_MEGABYTES),
  };
}

describe('LIN fuzz: the service', () => {
  it('survives 60 seeded mutations of a board in every feature', () => {
    const random = generator(20240613);
    for (let round = 0; round < 60; round++) exercise(mutate(SEED_TEXT, random, round % 4), random);
  });

  for (const [name, text] of Object.entries(hugeLines()).filter(([name]) => name !== 'commentary')) {
    it(`survives a 5 MB line (${name})`, function () {
      this.timeout(120000);
      const diagnostics = exercise(text, generator(7));
      if (name === 'cards') assert.equal(diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.lin.card.too-many').length, 1, 'cards beyond 52: once');
      if (name === 'pipes') assert.equal(diagnostics.length, 51, '50 stray | and the count of the rest');
    });
  }
});

describe('LIN fuzz: the CLI', function () {
  let folder: string;
  before(function () {
    if (!fs.existsSync(path.join(__dirname, '..', '..', 'dist', 'server.js'))) { console.log('    skipped: dist/server.js is not built (npm test builds it)'); this.skip(); }
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lin-fuzz-'));
  });
  after(() => { if (folder) fs.rmSync(folder, { recursive: true, force: true }); });

  it('check, report and convert end with 0, 1 or 2 and no stack trace on mutated and huge files', function () {
    this.timeout(300000);
    const random = generator(99);
    const inputs = [0, 1, 2, 3].map((kind) => mutate(SEED_TEXT, random, kind)).concat([hugeLines().commentary]);
    inputs.forEach((text, index) => {
      const file = path.join(folder, `input-${index}.lin`);
      fs.writeFileSync(file, text, 'latin1');
      const commands = [['convert', '--to', 'pbn', '-o', path.join(folder, `out-${index}.pbn`), file], ['check', file], ['report', '--format', 'md', file]];
      // One command per file, in turn.
      for (const args of [commands[index % 3]]) {
        const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
        assert.ok([0, 1, 2].includes(run.status ?? -1), `${args[0]} ${index}: status ${run.status}`);
        assert.doesNotMatch(run.stderr, /\n\s+at /, `${args[0]} ${index}: no stack trace`);
      }
    });
  });
});
