/**
 * Decoding a PBN file from bytes. PBN is Latin-1; most modern producers write UTF-8. A byte
 * sequence that is valid UTF-8 and uses multi-byte characters is read as UTF-8 (and reported as a
 * deviation from the standard); anything else is read as Latin-1, which never fails.
 */

/** How a file's bytes were read. */
export type TextEncoding = 'latin1' | 'utf8' | 'ascii';

/** The decoded text and the encoding it was read in. */
export interface DecodedText {
  text: string;
  encoding: TextEncoding;
  /** The file started with a UTF-8 byte order mark (kept out of `text`, restored on write). */
  byteOrderMark: boolean;
}

/** Decodes file bytes, detecting UTF-8 versus Latin-1. */
export function decodePbnBytes(bytes: Uint8Array): DecodedText {
  const byteOrderMark = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = byteOrderMark ? bytes.subarray(3) : bytes;
  if (!body.some((byte) => byte >= 0x80)) return { text: Buffer.from(body).toString('latin1'), encoding: 'ascii', byteOrderMark };
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    return { text, encoding: 'utf8', byteOrderMark };
  } catch {
    return { text: Buffer.from(body).toString('latin1'), encoding: 'latin1', byteOrderMark };
  }
}

/** Encodes text back into the encoding it was read in. */
export function encodePbnText(text: string, encoding: TextEncoding, byteOrderMark = false): Buffer {
  const body = Buffer.from(text, encoding === 'utf8' ? 'utf8' : 'latin1');
  return byteOrderMark ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]) : body;
}
