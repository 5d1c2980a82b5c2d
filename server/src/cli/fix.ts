/**
 * `pbn-director fix`: applies the rulings' edits (the same ones the editor's "Fix all rulings in
 * file" makes), the Score and Result corrections of the editor's quick-fixes (`--only` picks one
 * kind) and, with `--travellers`, the recomputed travellers. `--dry-run` prints a diff, `-o OUT`
 * writes a new file, `--in-place` rewrites the input; without any of them the fixed text goes to
 * standard output. Several files or a folder (its `.pbn` files; LIN files are left alone with a
 * note) take `--in-place` or `--dry-run`, file by file. The fixed text streams from the input
 * (commands/fix.ts) into an atomic write (a file whose mode makes it read-only only with `--force`;
 * a lost owner is said) or to standard output; what changed per game, and which games were left
 * alone and why, is said on standard error once the write succeeded. The exit status is 1 when
 * errors remain, counted by `check`'s streaming reader over what was written (for standard output,
 * over a temporary copy), so memory stays that of a game whatever the size of the file.
 */
import { GameFixPlan, ServiceSettings } from '../languageService';
import { fixPlanLine, fixedBytes } from '../commands/fix';
import { errorsOf } from '../commands/checkDocument';
import { StreamedDiff } from '../commands/streamedDiff';
import { FileStamp, fileStamp, writeFileAtomic } from '../io/atomicWrite';
import { DeferredOutput } from '../io/deferredOutput';
import { withTemporaryCopy } from '../io/temporaryCopy';
import { CliArguments } from './args';
import { expandPaths } from './files';
import { InputError } from '../io/inputError';
import { openInput } from './inputRoute';
import { InputText } from '../io/inputText';
import { CliIo } from './io';
import { outcomeNote } from './writeOutcome';
import { refuseOutputOverInput } from '../io/outputOverInput';
import { FIX_WORDS } from '../i18n/cliTexts';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';

/** Runs `fix`; returns the exit status (0, or 1 when errors remain after fixing in any file). */
export async function runFix(args: CliArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const files = await expandPaths(args.paths);
  const single = files.length === 1 && args.paths.length === 1 && files[0] === args.paths[0];
  if (!single && !args.dryRun && !args.inPlace) throw new InputError(CLI_REFUSALS.severalToFix(args.paths.join(' '), files.length));
  // -o through a link to the input (the name itself is a usage error, args.ts): --in-place is the way to rewrite it.
  if (args.output !== undefined) await refuseOutputOverInput(args.output, files);
  let status = 0;
  for (const file of files) {
    // Taken before the first read: a file another program writes to meanwhile is not replaced.
    let stamp: FileStamp | undefined;
    const opened = await openInput(file, io, { bounded: true, beforeRead: async () => { stamp = args.inPlace ? await fileStamp(file) : undefined; } });
    if (opened.kind === 'lin') {
      if (single) throw new InputError(CLI_REFUSALS.linNotFixed(file));
      io.stderr(`${file}: ${FIX_WORDS[settings.language].lin}\n`);
      continue;
    }
    status = Math.max(status, await fixFile(opened.games, file, stamp, args, settings, io));
  }
  return status;
}

/** Fixes one file; returns 1 when errors remain in it. */
async function fixFile(input: InputText, file: string, stamp: FileStamp | undefined, args: CliArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const words = FIX_WORDS[settings.language];
  const target = args.dryRun ? undefined : args.inPlace ? file : args.output;
  const options = { rulings: args.only !== 'scores', scores: args.only !== 'rulings', travellers: args.travellers };
  let edits = 0;
  // Each game's line: to standard error at once, or once the target is written.
  const held = target === undefined ? undefined : new DeferredOutput();
  const onPlan = (plan: GameFixPlan) => {
    edits += plan.edits.length;
    const line = fixPlanLine(input.path, plan, settings.language);
    if (held) held.write(line);
    else io.stderr(line);
  };
  const diff = args.dryRun ? new StreamedDiff(input.path, (text) => io.stdout(text, 'document')) : undefined;
  const bytes = fixedBytes(input, settings, options, onPlan, diff);
  let remaining: number;
  if (target === undefined) {
    remaining = await printed(bytes, settings, io, diff === undefined, () => diff?.finish());
    if (diff && !diff.changed) io.stdout(`${input.path}: ${words.nothing}\n`);
  } else {
    const outcome = await writeFileAtomic(target, bytes, { refuseReadOnly: !args.force, unchangedSince: stamp }).catch((error: unknown) => {
      held!.discard();
      throw error;
    });
    held!.drainTo(io.stderr);
    remaining = await errorsIn(target, settings);
    io.stderr(`${input.path}: ${words.written(edits, target)}${outcomeNote(outcome, settings.language)}\n`);
  }
  if (remaining > 0) io.stderr(`${input.path}: ${words.remain(remaining)}\n`);
  return remaining > 0 ? 1 : 0;
}

/** The errors `check` finds in a file, read game by game. */
async function errorsIn(file: string, settings: ServiceSettings): Promise<number> {
  return errorsOf(await InputText.open(file), settings);
}

/** Writes the bytes to a temporary copy (and to standard output when `show`), whose errors are then counted once `ended` ran; the copy is removed. */
function printed(bytes: AsyncIterable<Uint8Array>, settings: ServiceSettings, io: CliIo, show: boolean, ended: () => void): Promise<number> {
  return withTemporaryCopy(async (copy) => {
    for await (const piece of bytes) {
      if (show) io.stdout(piece);
      copy.write(piece);
      await io.stdoutDrained?.();
    }
    copy.close();
    ended();
    return errorsIn(copy.path, settings);
  });
}
