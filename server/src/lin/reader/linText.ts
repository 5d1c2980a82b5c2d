/**
 * The text of a LIN value as people read it. LIN comes out of web addresses (BBO's hand viewer),
 * so a value may hold `%XX` escapes (`ah|Board%2010|` is "Board 10") and `+` for a space
 * (`ah|Board+10|`). Every text value (titles, names, vugraph fields, explanations, commentary)
 * is read through `decodeLinText`, so one value reads the same wherever it is used.
 *
 * A `+` is also a plus in bridge text ("5+ !S", "14+-17", "ave + 17s"): it is read as a space
 * only where a web form would have written it, in a value without a literal space and between
 * two letters or digits. Doubt: an alert written "4+H" without spaces reads "4 H"; BBO writes
 * suits as `!H` with a space before them, so real alerts keep their plus.
 */

/** A decoded value and, per character of it, the index of the raw character it came from. */
export interface DecodedLinText {
  text: string;
  /** `rawIndex[i]` is the index in the raw value of decoded character `i`; one more entry gives the raw length. */
  rawIndex: number[];
}

const ESCAPE = /%[0-9A-Fa-f]{2}/;

/** The value as text: `%XX` escapes (UTF-8 bytes) decoded, a `+` between words read as a space. */
export function decodeLinText(raw: string): string {
  if (!raw.includes('%') && !raw.includes('+')) return raw;
  return decodeLinTextMapped(raw).text;
}

/** `decodeLinText` with the raw index of each decoded character, for ranges in the document. */
export function decodeLinTextMapped(raw: string): DecodedLinText {
  const plusIsSpace = !raw.includes(' ');
  let text = '';
  const rawIndex: number[] = [];
  let i = 0;
  while (i < raw.length) {
    const escaped = escapedRun(raw, i);
    if (escaped) {
      for (const character of escaped.text) {
        text += character;
        for (let unit = 0; unit < character.length; unit++) rawIndex.push(i);
      }
      i = escaped.end;
      continue;
    }
    const character = raw[i];
    text += character === '+' && plusIsSpace && isWordCharacter(raw[i - 1]) && isWordCharacter(raw[i + 1]) ? ' ' : character;
    rawIndex.push(i);
    i++;
  }
  rawIndex.push(raw.length);
  return { text, rawIndex };
}

/** The escapes `%XX%XX…` from `start` decoded as UTF-8, when they form valid text; else undefined (the `%` stays as written). */
function escapedRun(raw: string, start: number): { text: string; end: number } | undefined {
  if (raw[start] !== '%' || !ESCAPE.test(raw.slice(start, start + 3))) return undefined;
  const bytes: number[] = [];
  let end = start;
  while (raw[end] === '%' && ESCAPE.test(raw.slice(end, end + 3))) {
    bytes.push(parseInt(raw.slice(end + 1, end + 3), 16));
    end += 3;
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes)), end };
  } catch {
    // Not UTF-8: each byte as Latin-1, the way old producers wrote them.
    return { text: Buffer.from(bytes).toString('latin1'), end };
  }
}

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && /[\p{L}\p{N}]/u.test(character);
}
