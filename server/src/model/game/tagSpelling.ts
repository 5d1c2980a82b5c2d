/**
 * The PBN tag a misspelt name most likely means: `Reslt` → `Result`, `result` → `Result`,
 * `Declarar` → `Declarer`. A name is taken for a tag of the standard (or one of our annotation
 * tags) when it differs from it only in case, or by one letter left out, added or changed or two
 * neighbours swapped, and no other tag is as close (`Dealr` could be Deal or Dealer: no guess).
 */
import { ANNOTATION_TAGS, MANDATORY_TAGS, SUPPLEMENTAL_TAGS } from '../../syntax/tags';

const KNOWN_NAMES: readonly string[] = [...new Set([...MANDATORY_TAGS, ...SUPPLEMENTAL_TAGS, ...ANNOTATION_TAGS])];
/** Names shorter than this are too short to tell a typo from a tag of its own. */
const SHORTEST = 4;

/** The edit distance of two words, an adjacent swap counting as one step (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** The known tag an unknown name most likely misspells, if exactly one is close enough. */
export function likelyTagName(name: string): string | undefined {
  if (name.length < SHORTEST) return undefined;
  const lower = name.toLowerCase();
  const sameLetters = KNOWN_NAMES.find((known) => known.toLowerCase() === lower);
  if (sameLetters) return sameLetters;
  const allowed = 1;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  let tied = false;
  for (const known of KNOWN_NAMES) {
    if (Math.abs(known.length - name.length) > allowed) continue;
    const distance = editDistance(lower, known.toLowerCase());
    if (distance < bestDistance) { best = known; bestDistance = distance; tied = false; }
    else if (distance === bestDistance) tied = true;
  }
  return best !== undefined && !tied ? best : undefined;
}
