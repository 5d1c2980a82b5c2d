/**
 * What a fix writes passes the reference verifier (issue 18 item 2): for the published files
 * (../shared/corpus) and generated files with irregularities (scripts/irregularBoards.ts,
 * scripts/eventBoards.ts), under each of the five editions, the verifier finds no error in the
 * fixed file that it did not find in the original. Scores under 1975 and 1987 aside: the verifier
 * knows one scoring table only. The verifier is Java, so it runs once per file (the original
 * once, each fixed version once), in a temporary folder removed afterwards.
 * Test tier: full — the reference verifier before and after fix.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../../server/src/languageService';
import { EDITIONS } from '../../server/src/shapes/laws';
import { decodePbnBytes, encodePbnText } from '../../server/src/syntax/encoding';
import { eventFile } from '../../scripts/eventBoards';
import { irregularFile } from '../../scripts/irregularBoards';
import { SHARED_FOLDER, sharedCorpusPresent } from '../golden/support/fixtureGames';

const VERIFY = path.join(SHARED_FOLDER, 'tools/pbnjveri/verify');

function javaPresent(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

/**
 * The verifier's errors in a file, counted per game and message (`3: Bad revoke`): severe (S)
 * and ordinary (E) errors, warnings (W) aside. Its log gives each faulty line, carets, then
 * "X: message", under a "% ===== game N =====" heading.
 */
function verifierErrors(file: string): Map<string, number> {
  const run = spawnSync(VERIFY, [file], { encoding: 'latin1' });
  const errors = new Map<string, number>();
  let game = '0';
  for (const line of run.stdout.split(/\r?\n/)) {
    const heading = /^% =+ game (\d+) =+$/.exec(line);
    if (heading) { game = heading[1]; continue; }
    const message = /^([SE]): (.*)$/.exec(line);
    if (message) errors.set(`${game}: ${message[2]}`, (errors.get(`${game}: ${message[2]}`) ?? 0) + 1);
  }
  assert.ok(/Total number of games read/.test(run.stdout), `the verifier did not run on ${file}: ${run.stderr}`);
  return errors;
}

/** The inputs: the published PBN files and two generated files of irregular boards. */
function inputs(): Array<{ name: string; bytes: Buffer }> {
  const folders = ['corpus/verifier', 'corpus/real'].map((folder) => path.join(SHARED_FOLDER, folder)).filter(existsSync);
  const published = folders.flatMap((folder) => readdirSync(folder).filter((name) => name.endsWith('.pbn')).map((name) => ({ name, bytes: readFileSync(path.join(folder, name)) })));
  return [
    ...published,
    { name: 'generated irregular boards', bytes: Buffer.from(irregularFile(150, 18), 'latin1') },
    { name: 'generated event boards', bytes: Buffer.from(eventFile(150, 18), 'latin1') },
  ];
}

describe('fix and the reference verifier: no error after a fix that was not there before', function () {
  this.timeout(300_000);
  if (!sharedCorpusPresent() || !existsSync(VERIFY)) {
    it.skip('the shared corpus and verifier (../shared) are absent: nothing to compare with');
    return;
  }
  if (!javaPresent()) {
    it.skip('java is not installed: the reference verifier cannot run');
    return;
  }

  it('holds for the published and generated files under every edition', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pbn-fix-verifier-'));
    const service = getLanguageService();
    const problems: string[] = [];
    let fixedFiles = 0, games = 0;
    try {
      for (const [index, input] of inputs().entries()) {
        const decoded = decodePbnBytes(input.bytes);
        const original = path.join(folder, `${index}.pbn`);
        writeFileSync(original, input.bytes);
        const before = verifierErrors(original);
        /** Each fixed text, with the edition each game was fixed under (a Laws tag outranks the option) by the verifier's game number. */
        const outputs = new Map<string, Array<Map<string, string>>>();
        for (const edition of EDITIONS) {
          const document = TextDocument.create(`file:///fv/${index}-${edition}.pbn`, 'pbn', 1, decoded.text);
          const settings = { language: 'en' as const, lawsOption: edition };
          const parsed = service.parse(document, settings)?.games ?? [];
          if (edition === EDITIONS[0]) games += parsed.length;
          const gameEditions = new Map(parsed.map((game, position) => [String(position + 1), game.model?.edition.edition ?? edition]));
          const after = TextDocument.applyEdits(document, service.getFixPlan(document, settings).flatMap((plan) => plan.edits));
          service.forget(document.uri);
          if (after !== decoded.text) outputs.set(after, [...(outputs.get(after) ?? []), gameEditions]);
        }
        for (const [after, editionsByGame] of outputs) {
          fixedFiles++;
          const fixed = path.join(folder, `${index}-fixed.pbn`);
          writeFileSync(fixed, encodePbnText(after, decoded.encoding, decoded.byteOrderMark));
          for (const [key, count] of verifierErrors(fixed)) {
            if (count <= (before.get(key) ?? 0)) continue;
            // The verifier scores by one table; a Score under the 1975 or 1987 Laws may differ from it.
            const gameEditions = editionsByGame.map((byGame) => byGame.get(key.split(':')[0]) ?? '');
            if (/: Bad score$/.test(key) && gameEditions.every((edition) => edition === '1975' || edition === '1987')) continue;
            problems.push(`${input.name}, fixed under ${[...new Set(gameEditions)].join('/')}: game ${key}`);
          }
        }
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    console.log(`      (${games} games, ${fixedFiles} fixed versions verified)`);
    assert.deepEqual(problems, []);
    assert.ok(fixedFiles >= 10, `only ${fixedFiles} fixed versions: the generated files lost their irregularities`);
  });
});
