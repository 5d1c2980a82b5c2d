/**
 * Export-format layout (PBN §16): after a `% EXPORT` line every tag pair starts a line and
 * auction and play rows hold four items per line; files without it are free in their layout.
 */
import assert from 'node:assert/strict';
import { exportCall } from '../../server/src/features/export/exportSection';
import { open, withCode } from '../support/service';

const GAME = [
  '[Event "Layout"]', '[Dealer "N"]', '[Vulnerable "None"]',
  '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]',
  '[Declarer "N"]', '[Contract "7NT"]', '[Result "13"]',
  '[Auction "N"]', '7NT Pass Pass Pass', '[Play "E"]', 'ST S3 S2 SA', '*',
];

describe('export-format layout (% EXPORT)', () => {
  it('a well laid out export file has no layout warning', () => {
    const { diagnostics } = open(['% PBN 2.1', '% EXPORT', ...GAME].join('\r\n') + '\r\n');
    assert.deepEqual(withCode(diagnostics, 'pbn.export.layout'), []);
  });

  it('two tags on a line, and five calls on a line, are one warning each at the misplaced item', () => {
    const text = ['% EXPORT', ...GAME].join('\n').replace('[Event "Layout"]\n[Dealer "N"]', '[Event "Layout"] [Dealer "N"]').replace('[Auction "N"]\n7NT Pass Pass Pass', '[Auction "N"]\n7NT Pass Pass Pass Pass');
    const { diagnostics, document } = open(text);
    const warnings = withCode(diagnostics, 'pbn.export.layout');
    assert.deepEqual(warnings.map((warning) => document.getText(warning.range)), ['[Dealer', 'P']);
    assert.match(warnings[0].message, /each tag pair starts its own line/);
    assert.match(warnings[1].message, /four calls or cards per line/);
  });

  it('an import-format file (no % EXPORT) may lay out tags and calls freely', () => {
    const text = GAME.join('\n').replace('[Event "Layout"]\n[Dealer "N"]', '[Event "Layout"] [Dealer "N"]');
    assert.deepEqual(withCode(open(text).diagnostics, 'pbn.export.layout'), []);
  });

  it('speaks Dutch', () => {
    const text = ['% EXPORT', ...GAME].join('\n').replace('[Event "Layout"]\n[Dealer "N"]', '[Event "Layout"] [Dealer "N"]');
    const [warning] = withCode(open(text, { language: 'nl' }).diagnostics, 'pbn.export.layout');
    assert.equal(warning.message, 'Het bestand is in exportformaat (% EXPORT): elk tagpaar begint op een eigen regel.');
  });
});

describe('Export spelling of a call', () => {
  it('writes the shorthands P, D and R as Pass, X and XX (issue 31, item 9)', () => {
    assert.deepEqual(['P', 'd', 'R', 'pass', '1n', 'AP'].map(exportCall), ['Pass', 'X', 'XX', 'Pass', '1N', 'AP']);
  });
});
