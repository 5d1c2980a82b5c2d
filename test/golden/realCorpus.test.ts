/**
 * The real-world corpus (shared/corpus/real, provenance in its SOURCES.md): every file is read
 * without a crash, and everything reported is listed below with its severity and exact count per
 * file. The only errors are true PBN errors the reference verifier reports as well (pbn.md §21):
 * annamar's four boards with Play but no Declarer, and bridge-bots' nested brace, `=0=` note
 * references and `--` cards. Counts come from facts about the files (the verifier's counts in
 * SOURCES.md, or a count of the construct in the text made here), not from our own output.
 * Test tier: full — conformance over the real corpus.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CheckedFile, checkFile, describe as describeDiagnostic, SEVERITY_NAMES } from './support/fixtureGames';

/** shared/ sits beside the repository clone: <clone>/test/golden → <clone>/../shared. */
const SHARED = path.resolve(__dirname, '../../../shared');
const REAL = path.join(SHARED, 'corpus', 'real');

/** What a file must report: `severity code` → count. Anything not listed must not be reported. */
const EXPECTED: Record<string, Record<string, number>> = {
  'dominicprice-endplay_example2.pbn': {
    'warning pbn.encoding.utf8': 1, // RealBridge writes UTF-8
    // 92 strings/comments hold characters beyond U+00FF (the verifier: 92× Bad character): reported once, with the count.
    'warning pbn.encoding.not-latin1': 1,
    // [DoubleDummyTricks] on all 299 boards (the verifier: 299× New tag name): a RealBridge tag, once per file.
    'info pbn.tag.producer': 1,
  },
  'forrestrice-bridge-bots_sample.pbn': {
    'error pbn.character.bad': 1, // the `}` left over by a `{...}` nested in a brace comment
    'warning pbn.date.nonstandard': 1, // Date "2015.09.?"
    'error pbn.note.bad-reference': 2, // `=0=` twice (notes are numbered from 1)
    'error pbn.card.bad-token': 2, // `--` twice in `-- HQ H7 --`
    'hint pbn.suffix.alert': 2, // `2C !` and `2NT =0= !`: `!` used as an alert marker
  },
  'jarekczek-pbntools_annamar_1538_pairs_untitled.pbn': {
    'warning pbn.date.nonstandard': 1, // Date "2013-11-23 11:23" on all 57 boards: one warning for the file, naming the boards
    'error pbn.play.no-declarer': 4, // four boards with Play but no Declarer (the verifier: 4× No declarer)
    'info pbn.play.unrecorded-tricks': 20, // boards whose play ends in `- - - -` rows (a claim); counted below
  },
  'lorserker-ben_bbo-daylong.pbn': {},
  'richardschneider-pbn_ruter71.pbn': {
    'warning pbn.encoding.utf8': 1,
    // Rows whose Lead is not in the hand of declarer's left-hand opponent in the board's Deal: 13 of
    // the 167 rows with a declarer and a lead (counted over the ScoreTables by a separate script).
    'warning pbn.audit.lead-not-held': 13,
  },
};

/** Games of a file as the text shows them: blocks between blank lines. */
function blocks(text: string): Array<{ firstLine: number; lines: string[] }> {
  const result: Array<{ firstLine: number; lines: string[] }> = [];
  let current: { firstLine: number; lines: string[] } | undefined;
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') { current = undefined; return; }
    if (!current) { current = { firstLine: index, lines: [] }; result.push(current); }
    current.lines.push(line);
  });
  return result;
}

/** The play rows of a game (the lines after [Play] up to the next tag), without `*`. */
function playRows(lines: readonly string[]): string[] {
  const start = lines.findIndex((line) => line.startsWith('[Play '));
  if (start < 0) return [];
  const rows: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('[')) break;
    if (line.trim() !== '*') rows.push(line);
  }
  return rows;
}

describe('Golden: real-world corpus', function () {
  const checked = new Map<string, CheckedFile>();

  before(function () {
    if (!fs.existsSync(REAL)) {
      console.log(`    skipped: the real-world corpus is not at ${REAL} (CI places shared/ beside the clone as ../shared)`);
      this.skip();
      return;
    }
    for (const name of fs.readdirSync(REAL).filter((file) => file.endsWith('.pbn'))) checked.set(name, checkFile(path.join(REAL, name)));
  });

  it('has an expectation for every file of the corpus', () => {
    assert.deepEqual([...checked.keys()].sort(), Object.keys(EXPECTED).sort());
  });

  for (const [name, expected] of Object.entries(EXPECTED)) {
    it(`${name}: reports exactly ${Object.keys(expected).length ? Object.keys(expected).join(', ') : 'nothing'}`, () => {
      const file = checked.get(name)!;
      const counts: Record<string, number> = {};
      for (const diagnostic of file.diagnostics) {
        const key = `${SEVERITY_NAMES[diagnostic.severity ?? 1]} ${diagnostic.code}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      assert.deepEqual(counts, expected);
    });
  }

  it('RealBridge: the repeated findings are folded into one line each, with their counts', () => {
    const file = checked.get('dominicprice-endplay_example2.pbn')!;
    const [latin1] = file.diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.encoding.not-latin1');
    assert.match(String(latin1.message), / The file has 92 such places\.$/);
    const [producer] = file.diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.tag.producer');
    assert.match(String(producer.message), /^Tag DoubleDummyTricks is not PBN 2\.1 but one that RealBridge and BridgeComposer write; other programs skip it\. It is in 299 games \(boards /);
  });

  it('annamar: the no-declarer errors sit on the [Play] tags of exactly the boards without a Declarer tag', () => {
    const file = checked.get('jarekczek-pbntools_annamar_1538_pairs_untitled.pbn')!;
    const playLines = blocks(file.text)
      .filter((game) => game.lines.some((line) => line.startsWith('[Play ')) && !game.lines.some((line) => line.startsWith('[Declarer ')))
      .map((game) => game.firstLine + game.lines.findIndex((line) => line.startsWith('[Play ')));
    const reported = file.diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.play.no-declarer').map((diagnostic) => diagnostic.range.start.line);
    assert.equal(playLines.length, 4);
    assert.deepEqual(reported, playLines);
  });

  it('annamar: one unrecorded-tricks information per board whose play ends in rows of "- - - -"', () => {
    const file = checked.get('jarekczek-pbntools_annamar_1538_pairs_untitled.pbn')!;
    const claimed = blocks(file.text).filter((game) => {
      const rows = playRows(game.lines);
      return rows.length > 0 && /^-\s+-\s+-\s+-\s*$/.test(rows[rows.length - 1].trim());
    });
    const reported = file.diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.play.unrecorded-tricks');
    assert.equal(reported.length, claimed.length);
    assert.equal(claimed.length, EXPECTED['jarekczek-pbntools_annamar_1538_pairs_untitled.pbn']['info pbn.play.unrecorded-tricks']);
    // Each starts at the first of the trailing empty rows.
    for (const diagnostic of reported) assert.match(file.lines[diagnostic.range.start.line].trim(), /^-\s+-\s+-\s+-$/);
  });

  it('endplay: RealBridge claims (a partial last trick with "-" then "*") and OptimumScore "NS +90" are not errors', () => {
    const file = checked.get('dominicprice-endplay_example2.pbn')!;
    assert.ok(/^-\s+-\s+\S+\s+-\s*$/m.test(file.text) && /OptimumScore "NS \+/.test(file.text));
    assert.deepEqual(file.diagnostics.filter((diagnostic) => diagnostic.severity === 1).map(describeDiagnostic), []);
  });

  it('bridge-bots: lowercase "pass" and Scoring "#" are accepted; the `--` cards are errors on their line', () => {
    const file = checked.get('forrestrice-bridge-bots_sample.pbn')!;
    const dashLine = file.lines.findIndex((line) => line.startsWith('-- HQ H7 --'));
    const bad = file.diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.card.bad-token');
    assert.deepEqual(bad.map((diagnostic) => [diagnostic.range.start.line, diagnostic.range.start.character]), [[dashLine, 0], [dashLine, 9]]);
  });
});
