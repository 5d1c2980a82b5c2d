/**
 * The bound of `check` on one file, stage by stage, in-process on the sources (CPU time, so that a
 * loaded machine shows less in it): a Node loop that reads the file and looks at every byte, the
 * same with each block decoded to text, then the game pipeline's stages added one at a time —
 * split into games, read each (tokens and tags), analyse each (the model's passes), and the whole
 * check (each game's diagnostics, the file's noise). Each row is MB/s through everything up to it;
 * the difference between two rows is what that stage costs. The stages run bundled by esbuild in a
 * process of their own, as the CLI's code runs (through tsx every imported constant is a getter).
 */
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GameSequence } from '../../server/src/model/document/gameSequence';
import { GamePipeline } from '../../server/src/pipeline/gamePipeline';
import { GameStream } from '../../server/src/syntax/gameStream';
import { parseGame } from '../../server/src/syntax/parser';
import { ProblemSink } from '../../server/src/syntax/problems';
import { scanTokens } from '../../server/src/syntax/scanner';

const BLOCK_BYTES = 1 << 15;
type Stage = 'bytes' | 'decode' | 'split' | 'scan' | 'read' | 'model' | 'check';
/** The stages, each doing all the work of the ones before it. */
export const STAGES: readonly Stage[] = ['bytes', 'decode', 'split', 'scan', 'read', 'model', 'check'];

/** Runs stage `stage` over `file` once (Latin-1 or ASCII files: the benchmark's); returns a count that keeps the work alive. */
function runStage(stage: Stage, file: string): number {
  const descriptor = openSync(file, 'r');
  const buffer = Buffer.alloc(BLOCK_BYTES);
  let count = 0, carried = '';
  const facts = { embedded: false, exportLine: true };
  const sequence = new GameSequence({});
  const pipeline = stage === 'check' ? new GamePipeline({ ...facts, encoding: 'latin1', loneCarriageReturn: false }, { language: 'en' }, (checked) => { count += checked.own.length; }) : undefined;
  const stream = stage === 'split' || stage === 'scan' || stage === 'read' || stage === 'model' ? new GameStream(facts, (chunk) => {
    count++;
    if (stage === 'scan') count += scanTokens(chunk.text, new ProblemSink(), true).length;
    else if (stage === 'read') count += parseGame(chunk.text, new ProblemSink(), true).tags.length;
    else if (stage === 'model') count += sequence.next(chunk).model?.problems.length ?? 0;
  }) : undefined;
  const sink = pipeline ?? stream;
  try {
    for (let position = 0; ;) {
      const length = readSync(descriptor, buffer, 0, BLOCK_BYTES, position);
      position += length;
      if (stage === 'bytes') { for (let at = 0; at < length; at++) if (buffer[at] === 10) count++; }
      else {
        const text = carried + buffer.toString('latin1', 0, length);
        // Blocks end at a line end, as the CLI's reader gives them.
        const cut = length < BLOCK_BYTES ? text.length : text.lastIndexOf('\n') + 1;
        carried = text.slice(cut);
        if (sink) sink.push(text.slice(0, cut)); else count += cut;
      }
      if (length < BLOCK_BYTES) break;
    }
    sink?.finish();
  } finally {
    closeSync(descriptor);
  }
  return count;
}

/** One stage's figure: CPU milliseconds (best round) and MB/s through it. */
export interface StageFigure { stage: Stage; mbPerSecond: number; cpuMs: number }

/** MB/s (CPU time) through each stage over `file`, best of `rounds` after a warm-up run, in this process. */
export function stageFiguresHere(file: string, rounds: number): StageFigure[] {
  const megabytes = statSync(file).size / (1024 * 1024);
  return STAGES.map((stage) => {
    runStage(stage, file);
    let best = Infinity;
    for (let round = 0; round < rounds; round++) {
      const start = process.cpuUsage();
      runStage(stage, file);
      const used = process.cpuUsage(start);
      best = Math.min(best, (used.user + used.system) / 1000);
    }
    return { stage, mbPerSecond: megabytes / (best / 1000), cpuMs: best };
  });
}

/** The stage figures over `file` from this module bundled into `directory` and run in a new process. */
export function readerStageFigures(file: string, rounds: number, directory: string): StageFigure[] {
  const bundle = join(directory, 'readerStages.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('esbuild').buildSync({ entryPoints: [__filename], outfile: bundle, bundle: true, platform: 'node', target: 'node20', format: 'cjs', logLevel: 'warning', external: ['esbuild'] });
  return JSON.parse(execFileSync(process.execPath, [bundle, file, String(rounds)], { encoding: 'utf8', maxBuffer: 1 << 20 })) as StageFigure[];
}

if (require.main === module) {
  const [file, rounds, directory] = process.argv.slice(2);
  if (directory) {
    for (const row of readerStageFigures(file, Number(rounds ?? 3), directory)) console.log(`${row.stage.padEnd(7)} ${row.cpuMs.toFixed(0).padStart(6)} ms cpu  ${row.mbPerSecond.toFixed(1).padStart(7)} MB/s`);
  } else {
    process.stdout.write(JSON.stringify(stageFiguresHere(file, Number(rounds ?? 3))));
  }
}
