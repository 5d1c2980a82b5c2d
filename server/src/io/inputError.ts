/**
 * The one-line refusal of an input (InputError, exit status 2) and the bounds it names: the
 * longest line or game a reader holds, and the largest input read at once. Kept here, below the
 * commands, so that the readers of io/ and the commands' consumers throw the same error.
 */
import { Localized } from '../i18n/localize';

/** The longest line or game the reader holds (characters); beyond it the file is refused with a message. */
export const MAX_HELD_CHARACTERS = 64 * 1024 * 1024;

/** The largest file `fix` and `report` read at once, and the most `check` takes from standard input (bytes); larger ones are refused with a message rather than exhausting memory (`check` streams files of any size). */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;

/** A file that cannot be read: reported in one line, exit status 2 (in the run's language when worded in both, i18n/bothLanguages.ts). */
export class InputError extends Error {
  readonly words?: Localized<string>;

  constructor(line: string | Localized<string>) {
    super(typeof line === 'string' ? line : line.en);
    if (typeof line !== 'string') this.words = line;
  }
}

/** A size in words: `12.3 MB`, `64 MB`. */
export function describeSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}
