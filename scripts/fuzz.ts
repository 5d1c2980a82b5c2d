/**
 * The long fuzz campaign (`npm run fuzz`): mutants of every sample, fixture and shared corpus
 * file (whole files and single games) through `check` and `fix` (test/support/fuzzCheck.ts), and
 * random edits through the language service compared with a fresh read of the same text. Seeded
 * and bounded: FUZZ_SEED (default 1), FUZZ_SECONDS (default 300), FUZZ_RUNS (default 20,000).
 * Prints the counts and every failure; exit status 1 when anything failed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../server/src/languageService';
import { decodePbnBytes } from '../server/src/syntax/encoding';
import { fuzzFailures } from '../test/support/fuzzCheck';
import { Mutator } from '../test/support/mutations';

const ROOT = path.resolve(__dirname, '..');
const SEED = Number(process.env.FUZZ_SEED ?? 1);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 300);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20_000);

function inputs(): string[] {
  const folders = ['samples', 'test/e2e-fixtures', '../shared/corpus/verifier', '../shared/corpus/real'].map((folder) => path.join(ROOT, folder)).filter(existsSync);
  const files = folders.flatMap((folder) => readdirSync(folder).filter((name) => name.endsWith('.pbn')).map((name) => decodePbnBytes(readFileSync(path.join(folder, name))).text));
  return [...files, ...files.flatMap((text) => text.split(/\r?\n[ \t]*\r?\n/).filter((game) => game.includes('[')))];
}

/** Random edits to one document: the incremental model must give the diagnostics of a fresh read. */
function editRound(text: string, mutator: Mutator, seed: number): string | undefined {
  const service = getLanguageService();
  let document = TextDocument.create('file:///fuzz.pbn', 'pbn', 1, text);
  let state = seed;
  const random = (limit: number) => { state = (Math.imul(state, 1103515245) + 12345) >>> 0; return (state >>> 8) % Math.max(1, limit); };
  for (let step = 0; step < 20; step++) {
    const mutant = mutator.mutate(document.getText());
    const current = document.getText();
    let prefix = 0;
    while (prefix < current.length && prefix < mutant.length && current[prefix] === mutant[prefix]) prefix++;
    const start = document.positionAt(Math.min(prefix, current.length - random(3)));
    document = TextDocument.update(document, [{ range: { start, end: document.positionAt(current.length) }, text: mutant.slice(document.offsetAt(start)) }], document.version + 1);
    const incremental = JSON.stringify(service.doValidation(document, { language: 'en' }));
    const fresh = JSON.stringify(getLanguageService().doValidation(TextDocument.create('file:///fuzz.pbn', 'pbn', 1, document.getText()), { language: 'en' }));
    if (incremental !== fresh) return `edit ${step}: incremental diagnostics differ from a fresh read`;
  }
  return undefined;
}

async function main(): Promise<void> {
  const seeds = inputs();
  const mutator = new Mutator(SEED);
  const deadline = Date.now() + SECONDS * 1000;
  const counts = { mutants: 0, editRounds: 0, failures: 0 };
  for (let run = 0; run < RUNS && Date.now() < deadline; run++) {
    const original = seeds[run % seeds.length];
    try {
      const mutant = mutator.mutate(original);
      counts.mutants++;
      for (const failure of await fuzzFailures(mutant)) {
        counts.failures++;
        console.log(`FAIL run ${run} (seed ${SEED}): ${failure}`);
      }
      if (run % 10 === 0) {
        counts.editRounds++;
        const failure = editRound(original, mutator, SEED + run);
        if (failure) { counts.failures++; console.log(`FAIL edit round ${run} (seed ${SEED}): ${failure}`); }
      }
    } catch (error) {
      counts.failures++;
      console.log(`FAIL run ${run} (seed ${SEED}): threw ${(error as Error).stack}`);
    }
    if (run % 500 === 0) process.stderr.write(`\r${counts.mutants} mutants, ${counts.editRounds} edit rounds, ${counts.failures} failures`);
  }
  process.stderr.write('\n');
  console.log(`fuzz (seed ${SEED}): ${counts.mutants} mutants through check and fix, ${counts.editRounds} rounds of 20 editor edits, ${counts.failures} failures`);
  process.exitCode = counts.failures ? 1 : 0;
}

void main();
