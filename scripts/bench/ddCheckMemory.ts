/**
 * `check --dd` in the benchmark: the peak RSS of a PBN file checked game by game with double
 * dummy (pipeline/ddGamePipeline.ts: each block's questions answered, its games checked with the
 * answers and dropped) against the same file on standard input, which is still read whole, on
 * files of two sizes made by repeating the games of samples/ with distinct Board numbers. Game by
 * game the peak stays at the floor of Node and the double-dummy workers whatever the size; whole
 * it grows with the file. The double dummy is most of what it costs: the samples' questions are
 * answered once (the client caches the answers of repeated deals), some 13 s of CPU on each path,
 * then under half a second a MB.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProcessRun, runCli } from './processRuns';

/** The folder of the sample files the repeated file is made of. */
const SAMPLES = join(__dirname, '..', '..', 'samples');

/**
 * A PBN text of at least `bytes` characters: the games of the samples (all, or the files named in
 * `names`) over and over, numbered Board 1, 2, … in file order. Their `% EXPORT` line is left out,
 * so that the output is not held back for export-layout warnings.
 */
export function repeatedSamples(bytes: number, names?: readonly string[]): string {
  const chosen = readdirSync(SAMPLES).filter((name) => name.endsWith('.pbn') && (!names || names.includes(name))).sort();
  const texts = chosen.map((name) => readFileSync(join(SAMPLES, name), 'latin1').replace(/^% EXPORT\r?\n/m, ''));
  if (texts.length === 0) throw new Error(`no sample files ${names?.join(', ') ?? ''} in ${SAMPLES}`);
  const parts: string[] = [];
  let size = 0;
  let board = 0;
  while (size < bytes) {
    for (const text of texts) {
      const numbered = text.replace(/\[Board "[^"]*"\]/g, () => `[Board "${++board}"]`);
      parts.push(numbered);
      size += numbered.length + 1;
    }
  }
  return parts.join('\n');
}

/** Notes the peak RSS and CPU time of `check --dd` on repeated samples of each size in `sizesMb`, game by game and whole. */
export function ddCheckMemoryFigures(directory: string, hook: string, note: (measure: string, value: string) => void, sizesMb: readonly number[]): void {
  const peaks: Array<{ megabytes: number; streamed?: number; whole?: number }> = [];
  for (const size of sizesMb) {
    const file = join(directory, `dd-samples-${size}mb.pbn`);
    writeFileSync(file, repeatedSamples(size * 1024 * 1024), 'latin1');
    const megabytes = statSync(file).size / (1024 * 1024);
    const streamed = runCli(['check', '--dd', file], hook, directory);
    note(`CLI check --dd FILE (game by game), repeated samples, ${megabytes.toFixed(1)} MB`, describe(streamed));
    const whole = runCli(['check', '--dd', '-'], hook, directory, {}, file);
    note(`CLI check --dd - (standard input, whole), repeated samples, ${megabytes.toFixed(1)} MB`, describe(whole));
    peaks.push({ megabytes, streamed: streamed.peakRssMb, whole: whole.peakRssMb });
  }
  const [first, last] = [peaks[0], peaks[peaks.length - 1]];
  if (peaks.length < 2 || [first.streamed, first.whole, last.streamed, last.whole].includes(undefined)) return;
  const growth = (from: number, to: number) => `${to - from >= 0 ? '+' : ''}${(to - from).toFixed(0)} MB`;
  note(`CLI check --dd: peak RSS growth from ${first.megabytes.toFixed(1)} MB to ${last.megabytes.toFixed(1)} MB, game by game / whole`, `${growth(first.streamed!, last.streamed!)} / ${growth(first.whole!, last.whole!)}`);
}

function describe(run: ProcessRun): string {
  if (run.peakRssMb === undefined) return `no figure (exit ${run.status})`;
  return `peak RSS ${run.peakRssMb.toFixed(0)} MB, ${(run.cpuMs / 1000).toFixed(1)} s cpu, ${(run.wallMs / 1000).toFixed(1)} s wall (exit ${run.status})`;
}
