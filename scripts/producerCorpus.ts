/**
 * Measures the checker on a folder of real files that other programs wrote: runs `check --format
 * json` in-process on every .pbn/.lin file under the folder and prints, per file and per
 * producer (the first folder under the root), the games read and the findings per game by code
 * (errors and warnings; information and remarks are counted apart). Nothing is kept: the folder
 * is read, the table printed. Usage: `npx tsx scripts/producerCorpus.ts FOLDER [--files]`
 * (`--files` adds a line per file; `--json` prints the figures as JSON for a later comparison).
 */
import { readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { runCaptured } from '../test/support/cli';

/** What one file or producer gave. */
interface Figures {
  files: number;
  games: number;
  /** Errors and warnings by code. */
  findings: Map<string, number>;
  /** Information and remarks. */
  quiet: number;
}

interface JsonDiagnostic { severity: string; code: string }
interface JsonFile { diagnostics: JsonDiagnostic[]; games?: { diagnostics: JsonDiagnostic[] }[] }

/** Every .pbn and .lin file under `folder`, sorted. */
function filesUnder(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder).sort()) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) found.push(...filesUnder(full));
    else if (/\.(pbn|lin)$/i.test(name)) found.push(full);
  }
  return found;
}

function emptyFigures(): Figures {
  return { files: 0, games: 0, findings: new Map(), quiet: 0 };
}

function addDiagnostics(figures: Figures, diagnostics: readonly JsonDiagnostic[]): void {
  for (const diagnostic of diagnostics) {
    if (diagnostic.severity === 'error' || diagnostic.severity === 'warning') figures.findings.set(diagnostic.code, (figures.findings.get(diagnostic.code) ?? 0) + 1);
    else figures.quiet++;
  }
}

/** Checks one file and returns its figures. */
async function measureFile(file: string): Promise<Figures> {
  const figures = emptyFigures();
  figures.files = 1;
  const run = await runCaptured(['check', '--format', 'json', file]);
  let report: { files: JsonFile[] };
  try {
    report = JSON.parse(run.output);
  } catch {
    figures.findings.set('(no report: ' + run.errors.trim().split('\n')[0] + ')', 1);
    return figures;
  }
  for (const entry of report.files) {
    addDiagnostics(figures, entry.diagnostics);
    for (const game of entry.games ?? []) {
      figures.games++;
      addDiagnostics(figures, game.diagnostics);
    }
  }
  return figures;
}

function merge(into: Figures, from: Figures): void {
  into.files += from.files;
  into.games += from.games;
  into.quiet += from.quiet;
  for (const [code, count] of from.findings) into.findings.set(code, (into.findings.get(code) ?? 0) + count);
}

function total(figures: Figures): number {
  let sum = 0;
  for (const count of figures.findings.values()) sum += count;
  return sum;
}

/** One table line: name, files, games, findings, findings per game, the five commonest codes. */
function line(name: string, figures: Figures): string {
  const perGame = figures.games ? (total(figures) / figures.games).toFixed(2) : '-';
  const codes = [...figures.findings].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([code, count]) => `${code} ${count}`).join(', ');
  return `| ${name} | ${figures.files} | ${figures.games} | ${total(figures)} | ${perGame} | ${codes} |`;
}

async function main(): Promise<void> {
  const root = process.argv[2];
  if (!root) {
    process.stderr.write('usage: producerCorpus.ts FOLDER [--files] [--json]\n');
    process.exit(2);
  }
  const byProducer = new Map<string, Figures>();
  const byFile: [string, Figures][] = [];
  for (const file of filesUnder(root)) {
    const producer = path.relative(root, file).split(path.sep)[0];
    const figures = await measureFile(file);
    byFile.push([path.relative(root, file), figures]);
    if (!byProducer.has(producer)) byProducer.set(producer, emptyFigures());
    merge(byProducer.get(producer)!, figures);
  }
  if (process.argv.includes('--json')) {
    const plain = (figures: Figures) => ({ ...figures, findings: Object.fromEntries(figures.findings) });
    process.stdout.write(JSON.stringify({ producers: Object.fromEntries([...byProducer].map(([name, f]) => [name, plain(f)])), files: Object.fromEntries(byFile.map(([name, f]) => [name, plain(f)])) }, null, 1) + '\n');
    return;
  }
  const header = '| producer | files | games | errors+warnings | per game | commonest codes |\n|---|---|---|---|---|---|';
  process.stdout.write(header + '\n');
  const all = emptyFigures();
  for (const [name, figures] of byProducer) {
    process.stdout.write(line(name, figures) + '\n');
    merge(all, figures);
  }
  process.stdout.write(line('all', all) + '\n');
  if (process.argv.includes('--files')) {
    process.stdout.write('\n' + header.replace('producer', 'file') + '\n');
    for (const [name, figures] of byFile) process.stdout.write(line(name, figures) + '\n');
  }
}

void main();
