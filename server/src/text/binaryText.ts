/**
 * Whether an input is text at all. A binary file (an archive, a PDF, a program, a UTF-16 file) read
 * as PBN gives thousands of findings about nothing; it is refused instead, on one shared rule used
 * by every command of the CLI and by the language server: in the first 64 K characters, the
 * characters no text file holds (NUL and the other C0 controls but tab, line feed, vertical tab,
 * form feed and carriage return; DEL; the C1 controls U+0080–U+009F; U+FFFD, what a decoder writes
 * for bytes it cannot read) are more than a tenth, and at least 16. A text file with a few stray
 * NULs or damaged characters is still read, and each is reported where it is.
 */

/** How much of the start of an input the rule looks at (characters, or bytes of the CLI's sample). */
export const BINARY_SAMPLE_LENGTH = 64 * 1024;
/** The fewest foreign characters that make an input binary (a short text with a few stray controls is text). */
const MIN_FOREIGN = 16;

/** What made an input binary: the foreign characters in the sample and the sample's length. */
export interface BinaryEvidence {
  foreign: number;
  sample: number;
}

/** The evidence that `text` (its first BINARY_SAMPLE_LENGTH characters) is not text; undefined when it reads as text. */
export function binaryEvidence(text: string): BinaryEvidence | undefined {
  const sample = Math.min(text.length, BINARY_SAMPLE_LENGTH);
  let foreign = 0;
  for (let index = 0; index < sample; index++) if (isForeign(text.charCodeAt(index))) foreign++;
  return foreign >= MIN_FOREIGN && foreign * 10 > sample ? { foreign, sample } : undefined;
}

/** The evidence for the first bytes of a file: read as UTF-8 when they are UTF-8, else byte for character (Latin-1), as the file would be read. */
export function binaryEvidenceOfBytes(bytes: Uint8Array): BinaryEvidence | undefined {
  const sample = bytes.subarray(0, BINARY_SAMPLE_LENGTH);
  let text: string;
  try {
    // Streaming, so that a character cut at the end of the sample is no fault.
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
  } catch {
    text = Buffer.from(sample).toString('latin1');
  }
  return binaryEvidence(text);
}

/** The share of foreign characters as a whole percentage, for a message. */
export function foreignPercent(evidence: BinaryEvidence): number {
  return Math.round((100 * evidence.foreign) / evidence.sample);
}

function isForeign(code: number): boolean {
  if (code < 32) return code !== 9 && code !== 10 && code !== 11 && code !== 12 && code !== 13;
  return code === 127 || (code >= 0x80 && code < 0xa0) || code === 0xfffd;
}
