/**
 * The readers that used patterns able to backtrack (issue 37 item 4) read as before on ordinary
 * values, and give the right answer on the crafted values that hung them: a Rubber history with
 * long spaces, a Date with a long run of `T`s, a LIN call with a long run of `!`, a LIN title,
 * a hover and a completion at the end of a long Irregularities value. Expected values worked out
 * by hand. Nothing is timed: test/architecture/regexSafety.test.ts bounds the steps by the shapes.
 */
import assert from 'node:assert/strict';
import { MarkupContent } from 'vscode-languageserver-types';
import { parseRubberHistory } from '../../server/src/model/game/rubberHistory';
import { readDate } from '../../server/src/laws/readableDate';
import { countText } from '../../server/src/i18n/claimLayoutTexts';
import { formatDecimal } from '../../server/src/rounding';
import { readLin } from '../../server/src/lin/reader/reader';
import { REVOKE_BOARD } from '../features/boards';
import { openDocument, positionOf } from '../features/support';

const LONG = 20_000;

describe('crafted values: the readers that used backtracking patterns', () => {
  it('reads a Rubber history side by side, and refuses a crafted one', () => {
    assert.deepEqual(parseRubberHistory('NS 30 120/40 70 EW 50 0/60 20'), { NS: [40, 70], EW: [60, 20] });
    assert.deepEqual(parseRubberHistory('  EW 0 0 / 100  NS 20 30/0 '), { EW: [100], NS: [0] });
    assert.equal(parseRubberHistory('NS 1 2/3 NS 4 5/6'), undefined, 'the same side twice');
    assert.equal(parseRubberHistory('NS 1 2/3 EW'), undefined, 'no history for EW');
    assert.equal(parseRubberHistory(`NS${' '.repeat(LONG)}x`), undefined);
    assert.equal(parseRubberHistory(`NS 1 2/3${' '.repeat(LONG)}EW${' '.repeat(LONG)}4 5/6`)?.EW.join(), '6');
  });

  it('reads a date with a time after it, and a crafted one without', () => {
    assert.deepEqual(readDate('2013-11-23T11:23:00Z'), { year: 2013, month: 11, standard: false });
    assert.deepEqual(readDate('2013-11-23 11:23 pm +01:00'), { year: 2013, month: 11, standard: false });
    assert.deepEqual(readDate('23 Nov 2013 9:05'), { year: 2013, month: 11, standard: false });
    assert.equal(readDate(`2024${'T'.repeat(LONG)}x`), undefined);
    assert.deepEqual(readDate(`2024${'T'.repeat(LONG)}1:00`), { year: 2024, month: 1, standard: false });
  });

  it('writes thousands separators and drops trailing zeros', () => {
    assert.equal(countText(5000, 'en'), '5,000');
    assert.equal(countText(1234567, 'nl'), '1.234.567');
    assert.equal(countText(999, 'en'), '999');
    assert.equal(countText(-12000, 'en'), '-12,000');
    assert.equal(formatDecimal(4.8), '4.8');
    assert.equal(formatDecimal(5), '5');
    assert.equal(formatDecimal(0), '0');
    assert.equal(formatDecimal(100), '100');
    assert.equal(formatDecimal(33.333), '33.33');
  });

  it('reads LIN alerts and the board number in a title, also after long runs', () => {
    const calls = readLin(`md|1|mb|1C!!|mb|2D! |mb|p|mb|1H${'!'.repeat(LONG)}x|`).boards[0].auction.calls;
    assert.deepEqual(calls.slice(0, 3).map((call) => [call.call, call.alert]), [['1C', true], ['2D', true], ['Pass', false]]);
    assert.equal(calls.length, 3, 'the crafted call is unreadable');
    assert.equal(readLin('md|1|ah|Board 12 of 24 (open)|').boards[0].number, 24);
    assert.equal(readLin(`md|1|ah|${'7'.repeat(LONG)}x${'-'.repeat(LONG)}|`).boards[0].number, Number('7'.repeat(LONG)));
  });

  it('hovers and completes at the end of a long Irregularities value as at the end of a short one', () => {
    const withRun = (count: number) => REVOKE_BOARD.replace('[Scoring "MP"]', `[Scoring "MP"]\n[Irregularities "${'x;'.repeat(count)}7 E Revoke S5 Corrected"]`);
    const at = (count: number) => {
      const { service, document, settings } = openDocument(withRun(count));
      const hover = service.doHover(document, positionOf(document, 'Corrected"', 0, 9), settings);
      const labels = service.doComplete(document, positionOf(document, 'Revoke S5'), settings).map((item) => item.label).sort();
      return { hover: (hover!.contents as MarkupContent).value, labels };
    };
    const short = at(2);
    assert.match(short.hover, /^\*\*Corrected\*\*/);
    assert.ok(short.labels.includes('Revoke'), short.labels.join());
    assert.deepEqual(at(LONG), short);
  });
});
