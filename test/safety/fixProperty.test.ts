/**
 * The property a fix must have (issue: `fix` must never corrupt a file): for every board of every
 * corpus, sample and generated file, under every edition and every sequence of up to three fixes
 * with different editions, the final Result and Score equal those a single fix with the last
 * edition gives the original. Runs that would change nothing are not repeated, and each step is
 * computed once per (text, edition), so the whole search stays fast.
 * Test tier: full — a property test over every file.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../../server/src/languageService';
import { EDITIONS } from '../../server/src/shapes/laws';
import { decodePbnBytes } from '../../server/src/syntax/encoding';
import { irregularBoards } from '../../scripts/irregularBoards';
import { SHARED_FOLDER, sharedCorpusPresent } from '../golden/support/fixtureGames';

const ROOT = path.resolve(__dirname, '../..');

/** The files the property is checked on: samples, the shared corpus when present, and generated boards. */
function inputs(): Array<{ name: string; text: string }> {
  const folders = [path.join(ROOT, 'samples'), path.join(ROOT, 'test/e2e-fixtures')];
  if (sharedCorpusPresent()) folders.push(path.join(SHARED_FOLDER, 'corpus/verifier'), path.join(SHARED_FOLDER, 'corpus/real'));
  const files = folders.filter(existsSync).flatMap((folder) => readdirSync(folder).filter((name) => name.endsWith('.pbn')).map((name) => path.join(folder, name)));
  const read = files.map((file) => ({ name: path.relative(ROOT, file), text: decodePbnBytes(readFileSync(file)).text }));
  return [...read, ...irregularBoards(200, 7).map((text, index) => ({ name: `generated board ${index + 1}`, text }))];
}

/** Result and Score of every game, in order. */
function outcomes(text: string): string[] {
  const service = getLanguageService();
  const model = service.parse(TextDocument.create('file:///p.pbn', 'pbn', 1, text), { language: 'en' })!;
  return model.games.filter((game) => game.model).map((game) => `${game.model!.values.get('Result')} | ${game.model!.values.get('Score')}`);
}

describe('fix property: sequences of fixes under different editions end where one fix of the last edition ends', function () {
  this.timeout(120_000);
  if (!sharedCorpusPresent()) it.skip('the shared corpus (../shared) is absent: checking samples and generated boards only');

  it('holds for every board of every file', () => {
    const service = getLanguageService();
    let checkedSequences = 0, filesWithFixes = 0;
    for (const { name, text } of inputs()) {
      const memo = new Map<string, string>();
      let version = 0;
      const fix = (input: string, edition: string) => {
        const key = `${edition}\u0000${input}`;
        let output = memo.get(key);
        if (output === undefined) {
          const document = TextDocument.create(`file:///${version++}.pbn`, 'pbn', 1, input);
          output = TextDocument.applyEdits(document, service.getFixPlan(document, { language: 'en', lawsOption: edition }).flatMap((plan) => plan.edits));
          service.forget(document.uri);
          memo.set(key, output);
        }
        return output;
      };
      const single = new Map(EDITIONS.map((edition) => [edition, fix(text, edition)]));
      if ([...single.values()].every((output) => output === text)) continue;
      filesWithFixes++;
      const expected = new Map([...single].map(([edition, output]) => [edition, outcomes(output)]));
      const walk = (current: string, used: string[]) => {
        for (const edition of EDITIONS) {
          if (used.includes(edition)) continue;
          const next = fix(current, edition);
          const sequence = [...used, edition];
          if (sequence.length > 1) {
            checkedSequences++;
            assert.deepEqual(outcomes(next), expected.get(edition), `${name}: fixes under ${sequence.join(' → ')}`);
          }
          if (sequence.length < 3 && next !== current) walk(next, sequence);
        }
      };
      walk(text, []);
    }
    console.log(`      (${filesWithFixes} inputs with fixes, ${checkedSequences} sequences)`);
    assert.ok(filesWithFixes > 30, `only ${filesWithFixes} inputs needed a fix: the generator lost its revokes`);
    assert.ok(checkedSequences > 500, `only ${checkedSequences} sequences checked`);
  });
});
