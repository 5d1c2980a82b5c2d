/**
 * Standard input for the commands that stream (`check -`, `fix -`, `score -`, `convert -`): its
 * chunks go to a temporary file as they arrive, so that it is read like a file (inputText.ts: a
 * first pass for the encoding and the file's facts, a second for the text) without being held in
 * memory. The 64 MB bound of standard input is counted as it arrives and refused with the same one
 * line as before (the rest is not read). The file is removed once its last reader closes it, or
 * on a signal (io/temporaryFiles.ts).
 */
import { closeSync, unlinkSync } from 'node:fs';
import { forgetTemporary, openSpillFile, writeSpill } from '../io/temporaryFiles';
import { MAX_INPUT_BYTES, standardInputTooLarge } from './files';
import { CliIo } from './io';

/** A temporary copy of standard input and how many readers still hold it. */
export interface StandardInputCopy {
  path: string;
  readers: number;
}

/** Copies standard input into a temporary file; throws InputError (one line) beyond the bound. */
export async function copyStandardInput(io: CliIo): Promise<StandardInputCopy> {
  const { path, descriptor } = openSpillFile();
  let length = 0;
  try {
    for await (const chunk of standardInputChunks(io)) {
      length += chunk.length;
      if (length > MAX_INPUT_BYTES) throw standardInputTooLarge();
      writeSpill(descriptor, chunk);
    }
  } catch (error) {
    closeSync(descriptor);
    removeCopy(path);
    throw error;
  }
  closeSync(descriptor);
  return { path, readers: 1 };
}

/** A reader is done with the copy; the last one removes it. */
export function releaseCopy(copy: StandardInputCopy): void {
  if (--copy.readers === 0) removeCopy(copy.path);
}

/** Standard input in chunks as they come (the whole of it at once where the streams give no chunks, as in tests). */
async function* standardInputChunks(io: CliIo): AsyncGenerator<Uint8Array> {
  if (io.stdinChunks) yield* io.stdinChunks();
  else yield await io.readStdin(MAX_INPUT_BYTES);
}

function removeCopy(path: string): void {
  try {
    unlinkSync(path);
  } finally {
    forgetTemporary(path);
  }
}
