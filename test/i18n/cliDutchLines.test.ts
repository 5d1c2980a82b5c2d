/**
 * The command line's refusals in Dutch (`--language nl`, or LANG=nl_NL): an output that is the
 * input, a file its mode protects, a path that does not exist, another user's symbolic link in a
 * shared folder (needs root), each one line, exit 2, with no English word in it. Every refusal
 * and write line of the tables (i18n/cliRefusalTexts.ts, writeTexts.ts) is checked for English
 * words as well, in Dutch, and for being a sentence of its own in each language.
 */
import assert from 'node:assert/strict';
import { chmodSync, chownSync, copyFileSync, lchownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Localized } from '../../server/src/i18n/localize';
import { CLI_REFUSALS } from '../../server/src/i18n/cliRefusalTexts';
import { WRITE_TEXTS } from '../../server/src/i18n/writeTexts';
import { CONVERT_USAGE } from '../../server/src/i18n/cliTexts';
import { USAGE_MISTAKES } from '../../server/src/i18n/cliUsageTexts';
import { noEngineNote } from '../../server/src/i18n/auditMessages';
import { runCaptured } from '../support/cli';

const LIN = path.resolve(__dirname, '../e2e-fixtures/e2e-revoke.lin');

/** English words a Dutch line must not hold (words both languages share, as "is", "in" and "of", left out). */
const ENGLISH = ['the', 'file', 'files', 'not', 'cannot', 'read', 'written', 'write', 'writes', 'folder', 'input', 'output', 'unchanged', 'give', 'another', 'and', 'this',
  'tool', 'changed', 'link', 'only', 'line', 'size', 'anyway', 'again', 'space', 'left', 'device', 'permission', 'denied', 'quota', 'such', 'free', 'user', 'while',
  'program', 'meanwhile', 'points', 'through', 'error', 'internal', 'standard', 'worker', 'thread', 'stopped', 'engine', 'built', 'missing', 'report', 'converted',
  'game', 'split', 'larger', 'than', 'more', 'owner', 'sticky', 'symbolic', 'session', 'deals', 'already', 'converts', 'regular', 'named', 'pipe', 'them', 'look', 'first',
  'unknown', 'needs', 'value', 'must', 'takes', 'exactly', 'least', 'several', 'belongs', 'belong', 'command', 'use', 'names', 'reads', 'with', 'number', 'seconds'];

/** The English words in a Dutch line (command names and options taken out: `check`, `--in-place`; the words of a compound, `dubbel-dummy-engine`, stay). */
function englishWordsIn(line: string): string[] {
  const prose = line.replace(/(?<![\w-])--?[a-z][a-z-]*/g, ' ').replace(/\b(check|fix|report|score|analyse|audit|convert)\b/g, ' ');
  return ENGLISH.filter((word) => new RegExp(`\\b${word}\\b`, 'i').test(prose));
}

describe('the command line in Dutch', () => {
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pbn-nl-lines-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('convert -o naming its own input: "hetzelfde bestand als de invoer", the input unchanged', async () => {
    const lin = path.join(folder, 'zelf.lin');
    copyFileSync(LIN, lin);
    const run = await runCaptured(['convert', '--language', 'nl', lin, '-o', lin]);
    assert.equal(run.status, 2);
    assert.equal(run.errors, `pbn-director: ${lin}: hetzelfde bestand als de invoer ${lin}; niet geschreven, de invoer is ongewijzigd (geef een andere -o)\n`);
    assert.deepEqual(englishWordsIn(run.errors.slice(0, -1).split(lin).join('')), []);
    assert.equal(readFileSync(lin, 'latin1'), readFileSync(LIN, 'latin1'));
  });

  it('a read-only output: "alleen-lezen (modus 0444)", --force named; and the same refusal in English without --language', async () => {
    const target = path.join(folder, 'vast.pbn');
    writeFileSync(target, 'oud\n');
    chmodSync(target, 0o444);
    const dutch = await runCaptured(['convert', '--language=nl', LIN, '-o', target]);
    assert.equal(dutch.status, 2);
    assert.equal(dutch.errors, `pbn-director: ${target}: alleen-lezen (modus 0444); niet herschreven, het bestand is ongewijzigd (--force schrijft het toch)\n`);
    const english = await runCaptured(['convert', '--language', 'en', LIN, '-o', target]);
    assert.equal(english.errors, `pbn-director: ${target}: read-only (mode 0444); not rewritten, the file is unchanged (--force writes it anyway)\n`);
    assert.equal(readFileSync(target, 'latin1'), 'oud\n');
  });

  it('LANG=nl_NL.UTF-8 without --language: a missing file is "bestand of map bestaat niet"', async () => {
    const saved = process.env.LANG;
    process.env.LANG = 'nl_NL.UTF-8';
    try {
      const missing = path.join(folder, 'weg.pbn');
      const run = await runCaptured(['check', missing]);
      assert.equal(run.status, 2);
      assert.equal(run.errors, `pbn-director: ${missing}: bestand of map bestaat niet\n`);
    } finally {
      if (saved === undefined) delete process.env.LANG; else process.env.LANG = saved;
    }
  });

  it('another user\'s link in a sticky folder (root only): refused in Dutch without an English word', async function () {
    if (process.getuid?.() !== 0) this.skip();
    const shared = path.join(folder, 'gedeeld');
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    const victim = path.join(folder, 'doel.txt');
    writeFileSync(victim, 'blijft\n');
    const link = path.join(shared, 'verslag.pbn');
    symlinkSync(victim, link);
    lchownSync(link, 1000, 1000);
    chownSync(shared, 0, 0);
    const run = await runCaptured(['convert', '--language', 'nl', LIN, '-o', link]);
    assert.equal(run.status, 2);
    assert.match(run.errors, /: een symbolische koppeling van uid 1000 in een gedeelde map waarin alleen de eigenaar een naam mag wissen of wijzigen; er is niet doorheen geschreven/);
    assert.deepEqual(englishWordsIn(run.errors.split(link).join('')), []);
    assert.equal(readFileSync(victim, 'latin1'), 'blijft\n');
  });

  it('a mistake in the arguments, in Dutch before the arguments are read: "--write hoort bij de opdracht analyse", "--color moet auto, always of never zijn"', async () => {
    const write = await runCaptured(['check', '--language', 'nl', '--write', 'a.pbn']);
    assert.equal(write.status, 2);
    assert.equal(write.errors.split('\n')[0], 'pbn-director: --write hoort bij de opdracht analyse');
    const color = await runCaptured(['check', '--color', 'rood', '--language', 'nl', 'a.pbn']);
    assert.equal(color.errors.split('\n')[0], "pbn-director: --color moet auto, always of never zijn, niet 'rood'");
  });

  it('the help in Dutch ("Gebruik:", "Afsluitstatus:"), its prose without English words, the usage lines with the placeholders worded', async () => {
    for (const argv of [['help'], ...['check', 'fix', 'report', 'score', 'convert', 'analyse', 'audit'].map((command) => [command, '--help'])]) {
      const run = await runCaptured([...argv, '--language', 'nl']);
      assert.ok(run.output.startsWith('Gebruik:\n  pbn-director '), run.output);
      assert.match(run.output, /\nAfsluitstatus: 0 /);
      const usageLines = run.output.split('\n').filter((line) => /^\s+(pbn-director|\[)/.test(line));
      for (const line of usageLines) assert.doesNotMatch(line, /\b(files?|folders?|OUT|FOLDER|FILE|with)\b/, line);
      // The prose: the usage lines, the option values (a|b), tag and product names left out.
      const prose = run.output.split('\n').filter((line) => !usageLines.includes(line)).join('\n').replace(/\b\w+(\|\w+)+/g, ' ');
      assert.deepEqual(englishWordsIn(prose), [], argv.join(' '));
    }
    const mistake = await runCaptured(['score', '--language', 'nl', '--bogus', 'x.pbn']);
    assert.match(mistake.errors, /^pbn-director: onbekende optie '--bogus'\nGebruik:\n  pbn-director score [^\n]*met --rulings-log[^\n]*\n$/);
  });

  it('every refusal and write line: no English word in Dutch, and each its own sentence in both languages', () => {
    const lines: Array<Localized<string>> = [
      CLI_REFUSALS.noSuchPath('a'), CLI_REFUSALS.notAFileOrFolder('a', 'pipe'), CLI_REFUSALS.notAFileOrFolder('a', 'device'), CLI_REFUSALS.notAFile('a', 'other'),
      CLI_REFUSALS.nothingInFolders('a', 1), CLI_REFUSALS.nothingInFolders('a, b', 2), CLI_REFUSALS.sessionNotRead('a'), CLI_REFUSALS.notText('a', 40, 8),
      CLI_REFUSALS.standardInputTooLarge('64 MB'), CLI_REFUSALS.cannotRead('a', 'EACCES'), CLI_REFUSALS.folderNotFile('a'), CLI_REFUSALS.tooLarge('a', '70 MB', '64 MB'),
      CLI_REFUSALS.lineTooLong('a', '64 MB'), CLI_REFUSALS.gameTooLong('a', '64 MB', 12), CLI_REFUSALS.outputIsInput('a', 'b'), CLI_REFUSALS.dealsKind('a'), CLI_REFUSALS.engineMissing(),
      CLI_REFUSALS.severalToFix('a b', 2), CLI_REFUSALS.linNotFixed('a'), CLI_REFUSALS.severalToReport('a b', 2), CLI_REFUSALS.internal('x'),
      CLI_REFUSALS.workerStopped('x'), CLI_REFUSALS.standardOutputFailed('EIO'),
      WRITE_TEXTS.cannotWrite('a', 'ENOSPC', true), WRITE_TEXTS.cannotWrite('a', 'EACCES', false), WRITE_TEXTS.readOnly('a', { kind: 'read-only', mode: '0444' }),
      WRITE_TEXTS.readOnly('a', { kind: 'not-writable', mode: '0644', owner: 0 }), WRITE_TEXTS.changed('a'), WRITE_TEXTS.sharedLink('a', 1000, 'sticky'),
      WRITE_TEXTS.sharedLink('a', 1000, 1000), WRITE_TEXTS.temporaryFolder('/t', 'ENOSPC'), WRITE_TEXTS.temporaryFolder('/t', 'EROFS'),
      USAGE_MISTAKES.unknownCommand('x'), USAGE_MISTAKES.unknownOption('--x'), USAGE_MISTAKES.needsValue('--to'), USAGE_MISTAKES.mustBe('--color', ['auto', 'always', 'never'], 'x'),
      USAGE_MISTAKES.mustBeEdition(['1997', '2017'], '1999'), USAGE_MISTAKES.claimBudget('x'), USAGE_MISTAKES.convertOneFile(), USAGE_MISTAKES.needsFiles('check'),
      USAGE_MISTAKES.fixSeveral(), USAGE_MISTAKES.standardInputAlone('fix'), USAGE_MISTAKES.standardInputAlone('report'), USAGE_MISTAKES.onlyOneWay(),
      USAGE_MISTAKES.outputNamesInput(), USAGE_MISTAKES.inPlaceNeedsFile(), USAGE_MISTAKES.scoreOneFile(), USAGE_MISTAKES.eventReadsFiles(), USAGE_MISTAKES.reportSeveral(),
      USAGE_MISTAKES.belongsTo(['--dd'], 'check'), USAGE_MISTAKES.belongsTo(['--only', '--travellers'], 'fix'), USAGE_MISTAKES.claimBudgetBelongs(), USAGE_MISTAKES.dealsBelong(),
      USAGE_MISTAKES.handoutFormat(), USAGE_MISTAKES.needs('--average-plus', '--event'),
      CONVERT_USAGE.sessionToLin('a'), CONVERT_USAGE.already('a', 'PBN', 'lin'), CONVERT_USAGE.already('a', 'LIN', 'pbn'), CONVERT_USAGE.dealFileTo('x'), CONVERT_USAGE.alreadyPbn('a'),
    ];
    for (const line of lines) assert.deepEqual(englishWordsIn(line.nl), [], line.nl);
    // audit's note when the engine is not built: the engine is the "rekenkern", as in every other Dutch line.
    assert.deepEqual(englishWordsIn(noEngineNote('nl')), [], noEngineNote('nl'));
    assert.equal(new Set(lines.map((line) => line.en)).size, lines.length);
    assert.equal(new Set(lines.map((line) => line.nl)).size, lines.length);
  });
});
