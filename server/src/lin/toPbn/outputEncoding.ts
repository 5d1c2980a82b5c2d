/**
 * The encoding a converted text is written in. PBN is Latin-1, and the reference verifier reads
 * nothing else, so a conversion is written in Latin-1 whenever every character fits it — also when
 * the LIN file it comes from was UTF-8 — unless the Latin-1 bytes would happen to form valid UTF-8
 * (`Ã©`), which a reader that detects the encoding, this one included, would take for other
 * characters: then, as for characters beyond Latin-1, UTF-8.
 */
import { decodePbnBytes, encodePbnText } from '../../syntax/encoding';

/** Latin-1 when the text fits it and reads back the same; else UTF-8. */
export function convertedTextEncoding(text: string): 'latin1' | 'utf8' {
  if (/[^\u0000-\u00ff]/.test(text)) return 'utf8';
  if (!/[\u0080-\u00ff]/.test(text)) return 'latin1';
  return decodePbnBytes(encodePbnText(text, 'latin1')).text === text ? 'latin1' : 'utf8';
}
