/**
 * The temporary copy written piece by piece (io/temporaryCopy.ts, issue 34): it is a spill file
 * in the temporary folder, read back as written once closed, and removed when its user is done,
 * also when the user fails.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { TemporaryCopy, withTemporaryCopy } from '../../server/src/io/temporaryCopy';

describe('TemporaryCopy: written, read back or put in place, removed', () => {
  it('holds what was written, in the temporary folder, and is gone once its user is done', async () => {
    let kept = '';
    const read = await withTemporaryCopy(async (copy) => {
      kept = copy.path;
      assert.equal(path.dirname(copy.path), tmpdir());
      copy.write('[Board "1"]\n');
      copy.write(new Uint8Array([0x41, 0x42]));
      copy.close();
      copy.close();
      return readFileSync(copy.path, 'utf8');
    });
    assert.equal(read, '[Board "1"]\nAB');
    assert.equal(existsSync(kept), false);
  });

  it('is removed when its user fails, still open', async () => {
    let kept = '';
    await assert.rejects(withTemporaryCopy(async (copy) => {
      kept = copy.path;
      copy.write('x');
      throw new Error('reader failed');
    }), /reader failed/);
    assert.equal(kept !== '' && existsSync(kept), false);
  });

  it('stays once closed until it is removed (a copy kept past its writing, as standard input\'s)', () => {
    const copy = new TemporaryCopy();
    copy.write('kept');
    copy.close();
    assert.equal(readFileSync(copy.path, 'utf8'), 'kept');
    copy.remove();
    assert.equal(existsSync(copy.path), false);
  });
});
