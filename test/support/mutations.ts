/**
 * Seeded mutations of PBN text for the fuzz tests: characters deleted, inserted (the ones that
 * matter to the reader: brackets, braces, quotes, `;`, `%`, `^`, `*`, `+`, line ends), lines
 * dropped, doubled or swapped, a cut at a random point, a tag line of a new game put in. The
 * same seed always gives the same mutants.
 */
import { seededRandom } from '../../scripts/benchBoards';

const PIECES = ['[', ']', '{', '}', '"', ';', '%', '^', '^R ', '^L ', '*', '+', '-', '\n', '\r', '\r\n', '\n\n', ' ', '\t', 'x', '9', 'S', '=1=', '$3', '!', '#', '\\', '\u00e9', '\u2660', '[Event "x"]\n', '[Board "7"]\n', '[Result "^12"]'];

/** A mutation source. */
export class Mutator {
  private readonly random: () => number;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  private pick(limit: number): number {
    return Math.floor(this.random() * limit);
  }

  /** One mutant of `text`: one to three mutations. */
  mutate(text: string): string {
    let mutant = text;
    const count = 1 + this.pick(3);
    for (let step = 0; step < count; step++) mutant = this.once(mutant);
    return mutant;
  }

  private once(text: string): string {
    const at = this.pick(text.length + 1);
    const lines = text.split('\n');
    const line = this.pick(lines.length);
    switch (this.pick(7)) {
      case 0: return text.slice(0, at) + text.slice(at + 1 + this.pick(8));
      case 1: return text.slice(0, at) + PIECES[this.pick(PIECES.length)] + text.slice(at);
      case 2: return lines.filter((_, index) => index !== line).join('\n');
      case 3: return [...lines.slice(0, line + 1), lines[line], ...lines.slice(line + 1)].join('\n');
      case 4: {
        const other = this.pick(lines.length);
        [lines[line], lines[other]] = [lines[other], lines[line]];
        return lines.join('\n');
      }
      case 5: return text.slice(0, at);
      default: return text.slice(0, at) + text.slice(at).replace(/\d/, String(this.pick(10)));
    }
  }
}
