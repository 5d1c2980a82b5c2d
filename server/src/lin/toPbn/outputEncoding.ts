/**
 * The encoding a converted text is written in. PBN is Latin-1, and the reference verifier reads
 * nothing else, so a conversion is written in Latin-1 whenever every character fits it — also when
 * the LIN file it comes from was UTF-8 — unless the Latin-1 bytes would happen to form valid UTF-8
 * (`Ã©`), which a reader that detects the encoding, this one included, would take for other
 * characters: then, as for characters beyond Latin-1, UTF-8. A text written as it is made (the
 * command line's `convert` of a LIN file board by board) is judged piece by piece.
 */
import { decodePbnBytes, encodePbnText } from '../../syntax/encoding';

/** Latin-1 when the text fits it and reads back the same; else UTF-8. */
export function convertedTextEncoding(text: string): 'latin1' | 'utf8' {
  if (/[^\u0000-\u00ff]/.test(text)) return 'utf8';
  if (!/[\u0080-\u00ff]/.test(text)) return 'latin1';
  return decodePbnBytes(encodePbnText(text, 'latin1')).text === text ? 'latin1' : 'utf8';
}

/**
 * `convertedTextEncoding` of a text given in pieces that meet between ASCII characters: UTF-8
 * when a character lies beyond Latin-1, or when there are characters beyond ASCII and the Latin-1
 * bytes of every piece form valid UTF-8 (then so do those of the whole); else Latin-1.
 */
export class PiecesEncoding {
  private wide = false;
  private high = false;
  private latin1Readable = false;

  /** Takes the next piece into account. */
  add(text: string): void {
    const encoding = convertedTextEncoding(text);
    if (encoding === 'utf8' && /[^\u0000-\u00ff]/.test(text)) this.wide = true;
    if (/[\u0080-\u00ff]/.test(text)) {
      this.high = true;
      if (encoding === 'latin1') this.latin1Readable = true;
    }
  }

  /** The encoding of all the pieces together. */
  result(): 'latin1' | 'utf8' {
    return this.wide ? 'utf8' : !this.high || this.latin1Readable ? 'latin1' : 'utf8';
  }
}
