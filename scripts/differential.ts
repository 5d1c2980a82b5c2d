/**
 * The differential fixture of the CLI: what `check` (JSON and text, English and Dutch) and `fix`
 * print for every sample, e2e fixture, shared corpus file and two generated files, recorded once
 * by a known-good version of the code so that later changes can prove they changed no verdict.
 * `npm run differential:update` runs every case in-process and writes the expected outputs to
 * test/fixtures/differential/expected.json.gz; test/differential.test.ts runs the same cases and
 * compares byte for byte. The inputs that are ours (copies of samples/ and test/e2e-fixtures/,
 * the generated files) are stored beside the expected outputs, so a later change to samples/
 * does not break the fixture; the shared corpus is read from ../shared when present. Paths in
 * the outputs are written with placeholders (`<inputs>`, `<shared>`, `<generated>`).
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { runCaptured } from '../test/support/cli';
import { eventFile } from './eventBoards';
import { irregularFile } from './irregularBoards';

const ROOT = path.resolve(__dirname, '..');
/** Where the fixture lives. */
export const FIXTURE_FOLDER = path.join(ROOT, 'test', 'fixtures', 'differential');
const INPUTS = path.join(FIXTURE_FOLDER, 'inputs');
const EXPECTED = path.join(FIXTURE_FOLDER, 'expected.json.gz');
const SHARED = path.resolve(ROOT, '..', 'shared');
const SHARED_FOLDERS = ['corpus/verifier', 'corpus/real'];

/** The generated inputs: name, how it is made, where it is stored (gzipped). */
const GENERATED = [
  { name: 'irregular-2000.pbn', make: () => irregularFile(2000, 20261201) },
  { name: 'events-1000.pbn', make: () => eventFile(1000, 20261202) },
];

/** One CLI run of the fixture. */
export interface DifferentialCase {
  name: string;
  /** Arguments with placeholder paths. */
  argv: string[];
  /** Needs ../shared. */
  shared: boolean;
  /** Runs over a generated file (slower). */
  generated: boolean;
}

/** What one run printed. */
export interface DifferentialOutput {
  status: number;
  stdout: string;
  stderr: string;
}

/** The recorded fixture. */
export interface DifferentialFixture {
  commit: string;
  command: string;
  cases: Array<DifferentialCase & DifferentialOutput>;
}

function pbnFiles(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.toLowerCase().endsWith('.pbn')).sort() : [];
}

/** Every case, in a fixed order. The shared ones are listed whether or not ../shared is present. */
export function differentialCases(sharedNames: Record<string, string[]> = sharedFileNames()): DifferentialCase[] {
  const cases: DifferentialCase[] = [];
  const perFile = (argvPath: string, shared: boolean) => {
    cases.push({ name: `check --format json ${argvPath}`, argv: ['check', '--format', 'json', '--language', 'en', argvPath], shared, generated: false });
    cases.push({ name: `check --language nl ${argvPath}`, argv: ['check', '--language', 'nl', argvPath], shared, generated: false });
  };
  for (const folder of ['samples', 'e2e-fixtures']) for (const name of pbnFiles(path.join(INPUTS, folder))) perFile(`<inputs>/${folder}/${name}`, false);
  for (const name of pbnFiles(path.join(INPUTS, 'samples'))) {
    const file = `<inputs>/samples/${name}`;
    cases.push({ name: `report --format md ${file}`, argv: ['report', '--format', 'md', '--language', 'en', file], shared: false, generated: false });
  }
  for (const folder of SHARED_FOLDERS) for (const name of sharedNames[folder] ?? []) perFile(`<shared>/${folder}/${name}`, true);
  const folders = ['<inputs>/samples', '<inputs>/e2e-fixtures'];
  cases.push({ name: 'check --format json (two folders)', argv: ['check', '--format', 'json', '--language', 'en', ...folders], shared: false, generated: false });
  cases.push({ name: 'check (two folders)', argv: ['check', '--language', 'en', ...folders], shared: false, generated: false });
  cases.push({ name: 'check (shared corpus folders)', argv: ['check', '--language', 'en', ...SHARED_FOLDERS.map((folder) => `<shared>/${folder}`)], shared: true, generated: false });
  for (const { name } of GENERATED) {
    const file = `<generated>/${name}`;
    cases.push({ name: `check --format json ${file}`, argv: ['check', '--format', 'json', '--language', 'en', file], shared: false, generated: true });
    cases.push({ name: `check --language nl ${file}`, argv: ['check', '--language', 'nl', file], shared: false, generated: true });
    cases.push({ name: `fix ${file}`, argv: ['fix', '--language', 'en', file], shared: false, generated: true });
  }
  cases.push({ name: 'check --format json --laws 1997 <generated>/events-1000.pbn', argv: ['check', '--format', 'json', '--language', 'en', '--laws', '1997', '<generated>/events-1000.pbn'], shared: false, generated: true });
  return cases;
}

/** The shared corpus files by folder ({} when ../shared is absent). */
export function sharedFileNames(): Record<string, string[]> {
  return Object.fromEntries(SHARED_FOLDERS.map((folder) => [folder, pbnFiles(path.join(SHARED, folder))]));
}

/** True when the shared corpus is beside the repository. */
export function sharedPresent(): boolean {
  return SHARED_FOLDERS.every((folder) => existsSync(path.join(SHARED, folder)));
}

/** Writes the generated inputs (from their stored gzip) into a fresh temporary folder; returns it. */
export function unpackGenerated(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'pbn-differential-'));
  for (const { name } of GENERATED) writeFileSync(path.join(folder, name), gunzipSync(readFileSync(path.join(INPUTS, `${name}.gz`))));
  return folder;
}

/** Runs one case; `generatedFolder` holds the unpacked generated inputs. Paths in the output become placeholders again. */
export async function runDifferentialCase(testCase: DifferentialCase, generatedFolder: string): Promise<DifferentialOutput> {
  const places: Array<[string, string]> = [['<inputs>', INPUTS], ['<shared>', SHARED], ['<generated>', generatedFolder]];
  const argv = testCase.argv.map((argument) => places.reduce((text, [placeholder, folder]) => text.split(placeholder).join(folder), argument));
  const run = await runCaptured(argv);
  const back = (text: string) => places.reduce((result, [placeholder, folder]) => result.split(folder).join(placeholder), text);
  return { status: run.status, stdout: back(run.output), stderr: back(run.errors) };
}

/** Reads the recorded fixture. */
export function readFixture(): DifferentialFixture {
  return JSON.parse(gunzipSync(readFileSync(EXPECTED)).toString('utf8')) as DifferentialFixture;
}

/** Copies the inputs that are ours into the fixture (only when missing, or with `--refresh-inputs`). */
function storeInputs(refresh: boolean): void {
  for (const [folder, source] of [['samples', 'samples'], ['e2e-fixtures', 'test/e2e-fixtures']]) {
    const target = path.join(INPUTS, folder);
    if (existsSync(target) && !refresh) continue;
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    for (const name of pbnFiles(path.join(ROOT, source))) copyFileSync(path.join(ROOT, source, name), path.join(target, name));
  }
  for (const { name, make } of GENERATED) {
    const target = path.join(INPUTS, `${name}.gz`);
    if (!existsSync(target) || refresh) writeFileSync(target, gzipSync(Buffer.from(make(), 'latin1'), { level: 9 }));
  }
}

async function main(): Promise<void> {
  if (!sharedPresent()) throw new Error(`the shared corpus is missing (${SHARED}); the fixture must cover it`);
  storeInputs(process.argv.includes('--refresh-inputs'));
  const commit = process.env.DIFFERENTIAL_COMMIT ?? 'unknown';
  const generatedFolder = unpackGenerated();
  try {
    const cases: DifferentialFixture['cases'] = [];
    for (const testCase of differentialCases()) {
      cases.push({ ...testCase, ...(await runDifferentialCase(testCase, generatedFolder)) });
      process.stderr.write(`${testCase.name}\n`);
    }
    const fixture: DifferentialFixture = { commit, command: 'npm run differential:update', cases };
    writeFileSync(EXPECTED, gzipSync(Buffer.from(JSON.stringify(fixture), 'utf8'), { level: 9 }));
    process.stderr.write(`${cases.length} cases written to ${path.relative(ROOT, EXPECTED)}\n`);
  } finally {
    rmSync(generatedFolder, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error) => { process.stderr.write(`differential: ${(error as Error).message}\n`); process.exit(1); });
}
