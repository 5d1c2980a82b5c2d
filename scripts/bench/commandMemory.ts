/**
 * Issue 18 item 7 in the benchmark: the peak RSS of the commands that once read a file whole —
 * `fix` (in place, to standard output and `--dry-run`), `score`, `convert --to lin` and `report`
 * (double dummy off), which now read it game by game; the same file given on standard input
 * (`check -`, `fix -`, `score -`) and with lone CRs for line ends (`fix -o`, `score`, `convert`);
 * `audit` and a LIN file — on one file, each with its ratio to the file's size (the promise: at
 * most about 10 times the file, or a fixed bound).
 */
import { copyFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProcessRun, runCli } from './processRuns';

/** Notes each command's wall time and peak RSS on `file`, with the ratio of the peak to the file's size. */
export function commandMemoryFigures(file: string, label: string, directory: string, hook: string, note: (measure: string, value: string) => void): void {
  const megabytes = statSync(file).size / (1024 * 1024);
  const copy = join(directory, 'fixed-in-place.pbn');
  copyFileSync(file, copy);
  // Game by game: the peak is a floor of its own (Node, the bundle, one game), not a multiple of the file.
  const commands: Array<[string, string[], string]> = [
    ['fix --in-place', ['fix', '--in-place', copy], 'game by game'],
    ['fix (to standard output)', ['fix', file], 'game by game'],
    ['score', ['score', file], 'game by game'],
    ['convert --to lin', ['convert', '--to', 'lin', '-o', join(directory, 'converted.lin'), file], 'game by game'],
    ['report --no-dd', ['report', '--no-dd', '-o', join(directory, 'report.html'), file], 'game by game'],
    ['fix --dry-run', ['fix', '--dry-run', file], 'game by game'],
    ['audit --no-dd', ['audit', '--no-dd', file], 'whole'],
  ];
  for (const [name, args, reading] of commands) note(`CLI ${name} (${reading}), ${label} (${megabytes.toFixed(1)} MB)`, describe(runCli(args, hook, directory), megabytes));
  for (const command of ['check', 'fix', 'score']) {
    note(`CLI ${command} - (standard input, game by game), ${label} (${megabytes.toFixed(1)} MB)`, describe(runCli([command, '-'], hook, directory, {}, file), megabytes));
  }
  // The same boards with lone CRs (old Mac line ends): streamed too, the CRs written back as they were.
  const loneCr = join(directory, 'lone-cr.pbn');
  writeFileSync(loneCr, readFileSync(file, 'latin1').replace(/\r\n/g, '\r'), 'latin1');
  const crMegabytes = statSync(loneCr).size / (1024 * 1024);
  const crCommands: Array<[string, string[]]> = [['fix -o', ['fix', '-o', join(directory, 'fixed-cr.pbn'), loneCr]], ['score', ['score', loneCr]], ['convert --to lin', ['convert', '--to', 'lin', loneCr]]];
  for (const [name, args] of crCommands) note(`CLI ${name} of lone CRs (game by game), ${label} (${crMegabytes.toFixed(1)} MB)`, describe(runCli(args, hook, directory), crMegabytes));
  // A LIN file of the same boards, still read whole through its projection onto PBN.
  const lin = join(directory, 'converted.lin');
  const linMegabytes = statSync(lin).size / (1024 * 1024);
  note(`CLI check of a LIN file (whole), ${label} (${linMegabytes.toFixed(1)} MB)`, describe(runCli(['check', lin], hook, directory), linMegabytes));
}

function describe(run: ProcessRun, megabytes: number): string {
  if (run.peakRssMb === undefined) return `no figure (exit ${run.status})`;
  return `peak RSS ${run.peakRssMb.toFixed(0)} MB = ${(run.peakRssMb / megabytes).toFixed(1)}× the file, ${(run.wallMs / 1000).toFixed(1)} s wall (exit ${run.status})`;
}
