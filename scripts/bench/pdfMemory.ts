/**
 * Issue 18 item 7 in the benchmark: the peak RSS of `report --format pdf` (double dummy off), the
 * ruling report and the handout (2 a page), on one file, each with its ratio to the file's size.
 * Both read the file game by game (the handout twice: once for its title and type size); the
 * whole-file path they replaced took some 160 times the file (929 MB for 5.6 MB).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from './processRuns';

/** Notes the PDF report's wall time, CPU time and peak RSS on `file`, ruling report and handout. */
export function pdfMemoryFigures(file: string, label: string, directory: string, hook: string, note: (measure: string, value: string) => void): void {
  const megabytes = statSync(file).size / (1024 * 1024);
  for (const layout of ['ruling', 'handout']) {
    const run = runCli(['report', '--format', 'pdf', '--no-dd', '--layout', layout, '-o', join(directory, `report-${layout}.pdf`), file], hook, directory);
    const value = run.peakRssMb === undefined
      ? `no figure (exit ${run.status})`
      : `peak RSS ${run.peakRssMb.toFixed(0)} MB = ${(run.peakRssMb / megabytes).toFixed(1)}× the file, ${(run.cpuMs / 1000).toFixed(1)} s cpu, ${(run.wallMs / 1000).toFixed(1)} s wall (exit ${run.status})`;
    note(`CLI report --format pdf --layout ${layout} --no-dd (game by game), ${label} (${megabytes.toFixed(1)} MB)`, value);
  }
}
