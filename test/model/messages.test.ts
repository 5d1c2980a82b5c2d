/**
 * The reader's diagnostic texts: every code has an English and a Dutch message, every code the
 * reader emits (a `'pbn.…'` literal in server/src/syntax or server/src/model) has a message, and
 * Dutch messages render with their arguments.
 */
import assert from 'node:assert/strict';
import { open, withCode } from '../support/service';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { diagnosticMessage, knownDiagnosticCodes } from '../../server/src/i18n/diagnosticMessages';

/** Codes the reader emits, read from the sources of the syntax and model folders (and their subfolders). */
function emittedCodes(): string[] {
  const found = new Set<string>();
  for (const folder of ['syntax', 'model']) {
    const directory = path.resolve(__dirname, '../../server/src', folder);
    for (const file of fs.readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'))) {
      const source = fs.readFileSync(path.join(directory, file), 'utf8');
      for (const match of source.matchAll(/'(pbn\.[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z0-9-]*[a-z0-9])'/g)) found.add(match[1]);
    }
  }
  return [...found].sort();
}

describe('Diagnostic messages', () => {
  it('English and Dutch cover the same codes', () => {
    const { en, nl } = knownDiagnosticCodes();
    assert.deepEqual([...nl].sort(), [...en].sort());
  });

  it('every code the reader emits has a message', () => {
    const known = new Set(knownDiagnosticCodes().en);
    assert.deepEqual(emittedCodes().filter((code) => !known.has(code)), []);
  });

  it('no message falls back to the bare code', () => {
    for (const code of knownDiagnosticCodes().en) {
      for (const language of ['en', 'nl'] as const) assert.notEqual(diagnosticMessage(code, { seat: 'N', other: 'E', dealer: 'N', first: 2, last: 13 }, language), code);
    }
  });

  it('renders Dutch messages with their arguments', () => {
    assert.equal(diagnosticMessage('pbn.tag.duplicate', { tag: 'Site' }, 'nl'), 'Tag Site komt al voor in dit spel; deze wordt genegeerd.');
    assert.equal(diagnosticMessage('pbn.play.unrecorded-tricks', { first: 11, last: 13 }, 'nl'),
      "Slagen 11–13 staan als '- - - -': niet vastgelegd (een claim of concessie); Result geeft het eindtotaal.");
    assert.equal(diagnosticMessage('pbn.result.passed-out', { value: '1' }, 'nl'), 'Result "1" is ingevuld, maar het spel is rondgepast (Contract "Pass" of Declarer ""); schrijf [Result ""].');
    assert.equal(diagnosticMessage('pbn.vulnerable.rubber-mismatch', { recorded: 'All', implied: 'NS' }, 'en'),
      'Vulnerable says All but ScoreRubberHistory makes it NS (a side that has won a game of the rubber is vulnerable).');
  });

  it('says what would be right in Dutch too (the expected values are translated)', () => {
    assert.equal(diagnosticMessage('pbn.side.bad', { tag: 'Dealer', value: 'Q', expected: 'W, N, E or S' }, 'nl'), '"Q" is geen windrichting; Dealer moet W, N, E of S zijn.');
    assert.equal(diagnosticMessage('pbn.tag.bad-value', { tag: 'Date', value: '95.06.10', expected: 'YYYY.MM.DD' }, 'nl'), 'Waarde "95.06.10" van tag Date is ongeldig; verwacht JJJJ.MM.DD.');
    assert.equal(diagnosticMessage('pbn.tag.bad-number', { tag: 'ScorePercentage', value: '-10', expected: 'a number from 0 to 100' }, 'nl'),
      'Waarde "-10" van tag ScorePercentage is geen geldig getal; verwacht een getal van 0 tot 100.');
  });

  it('a play without Declarer or Contract tags says what the auction makes of them', () => {
    const text = ['[Dealer "N"]', '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]',
      '[Auction "N"]', '7NT Pass Pass Pass', '[Play "E"]', 'ST S3 S2 SA', '*'].join('\n');
    const { diagnostics } = open(text);
    assert.equal(withCode(diagnostics, 'pbn.play.no-declarer')[0].message, 'The play needs a Declarer tag before it; the auction makes North declarer: add [Declarer "N"].');
    const dutch = open(text, { language: 'nl' }).diagnostics;
    assert.equal(withCode(dutch, 'pbn.play.no-declarer')[0].message, 'Het spelverloop heeft een Declarer-tag ervoor nodig; volgens het bieden is Noord leider: voeg [Declarer "N"] toe.');
  });
});

