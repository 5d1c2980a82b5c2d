/**
 * Issue 18 item 7 for LIN input in the benchmark: the peak RSS of `check`, `score` and `convert
 * --to pbn` on a LIN file of about 20 MB, made by repeating the boards of the LIN the bench's
 * PBN file converts to (one board a line), each with its ratio to the file's size. `check` and
 * `convert` still read the LIN file whole but check its projection game by game; `score` reads
 * it without parsing (a LIN projection has no traveller).
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from './processRuns';

/** The size the repeated LIN file grows to. */
const LIN_BYTES = 20 * 1024 * 1024;

/** Notes the LIN commands' peak RSS on a large LIN file made from the PBN file `pbn`. */
export function linMemoryFigures(pbn: string, directory: string, hook: string, note: (measure: string, value: string) => void): void {
  const converted = join(directory, 'lin-boards.lin');
  runCli(['convert', '--to', 'lin', '-o', converted, pbn], hook, directory);
  const boards = readFileSync(converted, 'latin1');
  const copies = Math.max(1, Math.ceil(LIN_BYTES / Math.max(boards.length, 1)));
  const lin = join(directory, 'large.lin');
  writeFileSync(lin, boards.repeat(copies), 'latin1');
  const megabytes = statSync(lin).size / (1024 * 1024);
  const commands: Array<[string, string[]]> = [
    ['check', ['check', lin]],
    ['score', ['score', lin]],
    ['convert --to pbn', ['convert', '--to', 'pbn', '-o', join(directory, 'large-from-lin.pbn'), lin]],
  ];
  for (const [name, args] of commands) {
    const run = runCli(args, hook, directory);
    const figure = run.peakRssMb === undefined ? `no figure (exit ${run.status})`
      : `peak RSS ${run.peakRssMb.toFixed(0)} MB = ${(run.peakRssMb / megabytes).toFixed(1)}× the file, ${(run.wallMs / 1000).toFixed(1)} s wall (exit ${run.status})`;
    note(`CLI ${name} of a LIN file, ${megabytes.toFixed(1)} MB`, figure);
  }
}
