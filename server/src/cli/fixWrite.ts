/**
 * `fix` of one file game by game (commands/fix.ts): the file streams in, the fixed text streams
 * out as bytes encoded as the file was — into the atomic write (`-o`, `--in-place`) or to standard output. The errors left are counted afterwards by `check`'s own
 * streaming reader over what was written (for standard output over a temporary copy), so memory
 * stays that of a game whatever the size of the file. The per-game lines wait in a DeferredOutput
 * until the write has succeeded. `--dry-run` runs the same stream, writing only the diff of what
 * it would change (streamedDiff.ts). A file with lone CRs streams with its CRs read as LFs and
 * written back as they were (streamSource.ts).
 */
import { closeSync, unlinkSync } from 'node:fs';
import { FixOptions, GameFixPlan, ServiceSettings } from '../languageService';
import { fixedBytes } from '../commands/fix';
import { writeFileAtomic, WriteOptions, WriteOutcome } from '../io/atomicWrite';
import { forgetTemporary, openSpillFile, writeSpill } from '../io/temporaryFiles';
import { errorsOf } from '../commands/checkDocument';
import { DeferredOutput } from '../io/deferredOutput';
import { InputText } from '../io/inputText';
import { CliIo } from './io';
import { StreamedDiff } from '../commands/streamedDiff';

/** What a streamed fix did. */
export interface StreamedFixResult {
  edits: number;
  /** Errors in the fixed text. */
  remaining: number;
  /** The write's outcome (`-o`, `--in-place`). */
  outcome?: WriteOutcome;
}

/**
 * Fixes `input` to `target` (atomically) or, without one, to standard output. `planLine` turns a
 * game's plan into its line: to standard error at once when printing, after the write otherwise.
 */
export async function fixStreamed(input: InputText, target: string | undefined, writeOptions: WriteOptions, settings: ServiceSettings, options: FixOptions, planLine: (plan: GameFixPlan) => string, io: CliIo): Promise<StreamedFixResult> {
  let edits = 0;
  const held = target === undefined ? undefined : new DeferredOutput();
  const onPlan = (plan: GameFixPlan) => {
    edits += plan.edits.length;
    if (held) held.write(planLine(plan));
    else io.stderr(planLine(plan));
  };
  const bytes = fixedBytes(input, settings, options, onPlan);
  if (target !== undefined) {
    let outcome: WriteOutcome;
    try {
      outcome = await writeFileAtomic(target, bytes, writeOptions);
    } catch (error) {
      held!.discard();
      throw error;
    }
    held!.drainTo(io.stderr);
    return { edits, outcome, remaining: await errorsIn(target, settings, io) };
  }
  return { edits, remaining: await printed(bytes, settings, io, true) };
}

/**
 * `fix --dry-run` of `input` game by game: the same stream as a fix, its diff written to standard
 * output as it comes (streamedDiff.ts) and each game's line to standard error; the fixed text goes
 * only to a temporary copy, whose errors are counted. `changed` is false when the diff is empty.
 */
export async function fixDryRun(input: InputText, settings: ServiceSettings, options: FixOptions, planLine: (plan: GameFixPlan) => string, io: CliIo): Promise<StreamedFixResult & { changed: boolean }> {
  let edits = 0;
  const diff = new StreamedDiff(input.path, (text) => io.stdout(text, 'document'));
  const onPlan = (plan: GameFixPlan) => {
    edits += plan.edits.length;
    io.stderr(planLine(plan));
  };
  const bytes = fixedBytes(input, settings, options, onPlan, diff);
  const remaining = await printed(bytes, settings, io, false, () => diff.finish());
  return { edits, remaining, changed: diff.changed };
}

/** The errors `check` finds in a file, read game by game. */
async function errorsIn(file: string, settings: ServiceSettings, io: CliIo): Promise<number> {
  const input = await InputText.open(file);
  return errorsOf(input, settings);
}

/** Writes the bytes to a temporary copy (and to standard output when `show`), whose errors are then counted once `ended` ran; the copy is removed. */
async function printed(bytes: AsyncIterable<Uint8Array>, settings: ServiceSettings, io: CliIo, show: boolean, ended: () => void = () => undefined): Promise<number> {
  const { path: copy, descriptor } = openSpillFile();
  try {
    try {
      for await (const piece of bytes) {
        if (show) io.stdout(piece);
        writeSpill(descriptor, piece);
        await io.stdoutDrained?.();
      }
    } finally {
      closeSync(descriptor);
    }
    ended();
    return await errorsIn(copy, settings, io);
  } finally {
    unlinkSync(copy);
    forgetTemporary(copy);
  }
}
