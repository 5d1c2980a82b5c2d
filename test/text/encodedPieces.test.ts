/**
 * Text pieces as bytes (text/encodedPieces.ts, issue 34): UTF-8 when the encoding is UTF-8, else a
 * byte per character (Latin-1, ASCII as its part), the byte order mark first when asked, and a
 * piece that is bytes already passed on as it is. The bytes are worked out by hand (é is E9 in
 * Latin-1, C3 A9 in UTF-8; ♠ is E2 99 A0 in UTF-8).
 */
import assert from 'node:assert/strict';
import { encodedPieces } from '../../server/src/text/encodedPieces';

/** Every byte the pieces give, and how many pieces. */
async function bytesOf(pieces: AsyncIterable<Uint8Array>): Promise<{ bytes: number[]; count: number }> {
  const bytes: number[] = [];
  let count = 0;
  for await (const piece of pieces) {
    bytes.push(...piece);
    count++;
  }
  return { bytes, count };
}

describe('encodedPieces: text pieces as bytes', () => {
  it('writes a character a byte in Latin-1 and ASCII, in its UTF-8 bytes in UTF-8', async () => {
    assert.deepEqual((await bytesOf(encodedPieces(['é'], 'latin1'))).bytes, [0xe9]);
    assert.deepEqual((await bytesOf(encodedPieces(['é'], 'ascii'))).bytes, [0xe9]);
    assert.deepEqual((await bytesOf(encodedPieces(['é♠'], 'utf8'))).bytes, [0xc3, 0xa9, 0xe2, 0x99, 0xa0]);
  });

  it('puts the byte order mark first when asked, and passes bytes on as they are', async () => {
    const pieces = async function* (): AsyncGenerator<string | Uint8Array> {
      yield 'A';
      yield new Uint8Array([0xff]);
    };
    assert.deepEqual(await bytesOf(encodedPieces(pieces(), 'utf8', true)), { bytes: [0xef, 0xbb, 0xbf, 0x41, 0xff], count: 3 });
    assert.deepEqual(await bytesOf(encodedPieces(['A'], 'utf8')), { bytes: [0x41], count: 1 });
  });
});
