/**
 * Text that comes in pieces (held or streamed) as bytes, piece by piece: in UTF-8 when its
 * encoding is UTF-8, else a byte per character (Latin-1, of which ASCII is a part), the UTF-8 byte
 * order mark first when asked; a piece that is bytes already goes on as it is. The one encoder of
 * the outputs the commands write as they come (fix, analyse --write, convert, a report to a file).
 */

/** The encodings a file is read in. */
export type PieceEncoding = 'utf8' | 'latin1' | 'ascii';

/** The pieces as bytes in `encoding`, the byte order mark first when `byteOrderMark`. */
export async function* encodedPieces(pieces: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>, encoding: PieceEncoding, byteOrderMark = false): AsyncGenerator<Uint8Array> {
  if (byteOrderMark) yield Buffer.from([0xef, 0xbb, 0xbf]);
  for await (const piece of pieces) yield typeof piece === 'string' ? Buffer.from(piece, encoding === 'utf8' ? 'utf8' : 'latin1') : piece;
}
