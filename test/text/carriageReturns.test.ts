// Lone CRs found by looking at each CR: the three helpers against texts with none, only CR LF
// pairs, lone CRs in the middle and at the very end, and ranges that cut a CR LF pair.
import { strict as assert } from 'node:assert';
import { countLoneCarriageReturns, hasLoneCarriageReturn, withLineFeeds } from '../../server/src/text/carriageReturns';

describe('lone carriage returns', () => {
  it('finds none in LF and CR LF text, and finds one in the middle or at the end', () => {
    assert.equal(hasLoneCarriageReturn('[Board "1"]\n[Deal "N:..."]\n'), false);
    assert.equal(hasLoneCarriageReturn('[Board "1"]\r\n\r\n[Board "2"]\r\n'), false);
    assert.equal(hasLoneCarriageReturn('[Board "1"]\r[Board "2"]\r\n'), true);
    assert.equal(hasLoneCarriageReturn('[Board "1"]\r\n[Board "2"]\r'), true);
    assert.equal(hasLoneCarriageReturn(''), false);
  });

  it('counts the lone CRs of a range; the character after the range decides for a CR at its end', () => {
    const text = 'a\rb\r\nc\r\rd\r';
    assert.equal(countLoneCarriageReturns(text), 4);
    // [0, 4) ends on the CR of "\r\n": followed by LF, so not lone.
    assert.equal(countLoneCarriageReturns(text, 0, 4), 1);
    assert.equal(countLoneCarriageReturns(text, 2, 9), 2);
    assert.equal(countLoneCarriageReturns(text, 9), 1);
    assert.equal(countLoneCarriageReturns(text, 10), 0);
  });

  it('turns lone CRs into LFs, keeping the length and every CR LF pair', () => {
    assert.equal(withLineFeeds('a\rb\r\nc\r'), 'a\nb\r\nc\n');
    const unchanged = 'a\r\nb\n';
    assert.equal(withLineFeeds(unchanged), unchanged);
  });
});
