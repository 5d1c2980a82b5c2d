/**
 * The refusal of an output that is one of the command's inputs: `report s.pbn -o s.pbn`,
 * `convert a.lin -o a.lin`, or `-o x.html` where x.html is a symbolic or hard link to the input
 * would replace the input by the output. The output is compared with each input by device and
 * inode (following links), so every name of the same file is found; a missing output is new.
 */
import { promises as fs } from 'node:fs';
import { InputError } from './inputError';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';

/** The device and inode of an existing file (links followed); undefined when there is none. */
async function identity(file: string): Promise<string | undefined> {
  const stat = await fs.stat(file).catch(() => undefined);
  return stat ? `${stat.dev}:${stat.ino}` : undefined;
}

/** Throws InputError (one line, exit 2) when `output` is the same file as one of `inputs` (`-`, standard input, is none). */
export async function refuseOutputOverInput(output: string, inputs: readonly string[]): Promise<void> {
  const written = await identity(output);
  if (written === undefined) return;
  for (const input of inputs) {
    if (input !== '-' && await identity(input) === written) {
      throw new InputError(CLI_REFUSALS.outputIsInput(output, input));
    }
  }
}
