/**
 * Standard input for the commands that stream (`check -`, `fix -`, `score -`, `convert -`): its
 * chunks go to a temporary file as they arrive, so that it is read like a file (inputText.ts: a
 * first pass for the encoding and the file's facts, a second for the text) without being held in
 * memory. The 64 MB bound of standard input is counted as it arrives and refused in one line (the
 * rest is not read). The file is removed once its last reader closes it, or on a signal
 * (temporaryFiles.ts). The chunks come from the front end (the command line's process streams).
 */
import { TemporaryCopy } from './temporaryCopy';
import { InputError, MAX_INPUT_BYTES, describeSize } from './inputError';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';

/** A temporary copy of standard input and how many readers still hold it. */
export interface StandardInputCopy {
  file: TemporaryCopy;
  readers: number;
}

/** Copies standard input's chunks into a temporary file; throws InputError (one line) beyond the bound, leaving the rest unread. */
export async function copyStandardInput(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<StandardInputCopy> {
  const copy = new TemporaryCopy();
  let length = 0;
  try {
    for await (const chunk of chunks) {
      length += chunk.length;
      if (length > MAX_INPUT_BYTES) throw new InputError(CLI_REFUSALS.standardInputTooLarge(describeSize(MAX_INPUT_BYTES)));
      copy.write(chunk);
    }
  } catch (error) {
    copy.remove();
    throw error;
  }
  copy.close();
  return { file: copy, readers: 1 };
}

/** A reader is done with the copy; the last one removes it. */
export function releaseCopy(copy: StandardInputCopy): void {
  if (--copy.readers === 0) copy.file.remove();
}
