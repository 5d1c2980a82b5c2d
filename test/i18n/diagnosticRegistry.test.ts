/**
 * The diagnostic registry checks itself: every code a source file under server/src names is
 * registered, every entry with text has it in English and Dutch, every fix an entry names is a
 * provider that exists and handles that code, codes are stable dotted strings, and the codes the
 * README and docs name are registered. Wrong codes, severities and payloads at ProblemSink.add
 * do not compile (the @ts-expect-error lines below fail the typecheck if they ever do).
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DIAGNOSTICS, codesFixedBy, dataOf, diagnosticEntry, isDiagnosticCode } from '../../server/src/i18n/diagnostics/registry';
import { FixName } from '../../server/src/i18n/diagnostics/entry';
import { ProblemSink } from '../../server/src/syntax/problems';
import { RULING_CODES } from '../../server/src/features/fixes/codeActions/applyRulings';
import { CONFIRM_CODES } from '../../server/src/features/fixes/codeActions/confirmRuling';
import { LEAD_OUT_OF_TURN_HINT } from '../../server/src/features/fixes/codeActions/markLeadOutOfTurn';
import { TRAVELLER_CODES } from '../../server/src/features/fixes/codeActions/updateTraveller';

const ROOT = path.resolve(__dirname, '../..');
const CODE = /^pbn(\.[a-z0-9]+(-[a-z0-9]+)*)+$/;

/** Every `.ts` file under a folder. */
function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The whole-code literals (`'pbn.x.y'`) of the server's sources, by file. */
function namedCodes(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(path.join(ROOT, 'server/src'))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/'(pbn\.[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z0-9-]*[a-z0-9])'/g)) {
      found.set(match[1], path.relative(ROOT, file));
    }
  }
  return found;
}

/** Setting names and code prefixes that look like codes but are not diagnostics. */
const NOT_CODES = /^pbn\.(laws\.edition|language|analysis\.|diagnostics\.hide|trace\.|restartServer|showBoard|export|convert)/;

/** Where each provider's code set lives, to check the entries that name it. */
const PROVIDER_CODES: Partial<Record<FixName, readonly string[]>> = {
  applyRulings: [...RULING_CODES, 'pbn.ruling.line-stale'],
  confirmRuling: [...CONFIRM_CODES],
  markLeadOutOfTurn: [LEAD_OUT_OF_TURN_HINT],
  updateTraveller: [...TRAVELLER_CODES],
  ddCorrect: ['pbn.dd.table-mismatch'],
  adjustedScore: ['pbn.revoke.equity'],
  missingCard: ['pbn.irregularities.syntax'],
};

/** The module and function of each provider. */
const PROVIDERS: Record<FixName, [string, string]> = {
  replaceValue: ['features/fixes/codeActions/replaceValue', 'replaceValueActions'],
  applyRulings: ['features/fixes/codeActions/applyRulings', 'applyRulingActions'],
  notARevoke: ['features/fixes/codeActions/notARevoke', 'notARevokeActions'],
  markLeadOutOfTurn: ['features/fixes/codeActions/markLeadOutOfTurn', 'markLeadOutOfTurnActions'],
  confirmRuling: ['features/fixes/codeActions/confirmRuling', 'confirmRulingActions'],
  updateTraveller: ['features/fixes/codeActions/updateTraveller', 'updateTravellerActions'],
  ddCorrect: ['features/dd/ddCodeActions', 'ddCodeActions'],
  adjustedScore: ['features/dd/adjustedScoreActions', 'adjustedScoreActions'],
  missingCard: ['features/fixes/codeActions/missingCard', 'missingCardActions'],
};

describe('Diagnostic registry', () => {
  const codes = Object.keys(DIAGNOSTICS);

  it('every code a source under server/src names is registered', () => {
    const unregistered = [...namedCodes()].filter(([code]) => !NOT_CODES.test(code) && !isDiagnosticCode(code)).map(([code, file]) => `${code} (${file})`);
    assert.deepEqual(unregistered, []);
  });

  it('codes are stable dotted strings: pbn, then lower-case words joined by dots', () => {
    assert.deepEqual(codes.filter((code) => !CODE.test(code)), []);
    assert.ok(codes.length > 160, `${codes.length} codes`);
  });

  it('every entry has an English and a Dutch message, or names where the Laws compose its words', () => {
    for (const code of codes) {
      const entry = diagnosticEntry(code)!;
      if (entry.composedIn) {
        assert.ok(!entry.en && !entry.nl, code);
        for (const file of entry.composedIn.split(', ')) assert.ok(fs.existsSync(path.join(ROOT, 'server/src', file)), `${code}: ${file}`);
      } else {
        assert.equal(typeof entry.en, 'function', `${code} en`);
        assert.equal(typeof entry.nl, 'function', `${code} nl`);
      }
      assert.ok(entry.severity.length > 0, `${code} has a severity`);
    }
  });

  it('every fix an entry names is a provider that exists, and handles that code', () => {
    for (const [fix, [module, name]] of Object.entries(PROVIDERS) as Array<[FixName, [string, string]]>) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = require(path.join(ROOT, 'server/src', module)) as Record<string, unknown>;
      assert.equal(typeof exported[name], 'function', `${fix}: ${module}.${name}`);
      const handled = PROVIDER_CODES[fix];
      if (handled) assert.deepEqual([...codesFixedBy(fix)].sort(), [...handled].sort(), fix);
      else assert.ok(codesFixedBy(fix).length > 0, `${fix} fixes some code`);
    }
  });

  it('the codes the README and docs name are registered', () => {
    const files = [path.join(ROOT, 'README.md'), ...fs.readdirSync(path.join(ROOT, 'docs')).map((name) => path.join(ROOT, 'docs', name))];
    const named = new Set<string>();
    for (const file of files.filter((name) => name.endsWith('.md'))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/`(pbn\.[a-z0-9-]+(?:\.[a-z0-9-]+)+)`/g)) named.add(match[1]);
    }
    const documented = [...named].filter((code) => !NOT_CODES.test(code) && !code.endsWith('.*'));
    assert.deepEqual(documented.filter((code) => !isDiagnosticCode(code) && !codes.some((known) => known.startsWith(code + '.'))), []);
  });

  it('dataOf reads the data of the code asked for only', () => {
    const diagnostic = { code: 'pbn.score.mismatch', data: { replacement: 'NS 620', gameIndex: 3 } };
    assert.equal(dataOf(diagnostic, 'pbn.score.mismatch')?.replacement, 'NS 620');
    assert.equal(dataOf(diagnostic, 'pbn.contract.mismatch'), undefined);
    assert.equal(dataOf(diagnostic, ['pbn.contract.mismatch', 'pbn.score.mismatch'])?.gameIndex, 3);
  });

  it('ProblemSink.add takes only a registered code, its severities, its arguments and its data', () => {
    const sink = new ProblemSink();
    sink.add('pbn.tag.duplicate', 'warning', 0, 4, { tag: 'Site' });
    // @ts-expect-error an unregistered code
    sink.add('pbn.tag.duplicated', 'warning', 0, 4, { tag: 'Site' });
    // @ts-expect-error a severity the entry does not list
    sink.add('pbn.tag.duplicate', 'hint', 0, 4, { tag: 'Site' });
    // @ts-expect-error a missing argument
    sink.add('pbn.tag.duplicate', 'warning', 0, 4, { value: 'Site' });
    // @ts-expect-error data of the wrong shape
    sink.add('pbn.score.mismatch', 'error', 0, 4, { value: '620', expected: 'NS 650', edition: 2017 }, { replacement: 650 });
    assert.equal(sink.problems.length, 5);
    assert.deepEqual(sink.problems[0], { code: 'pbn.tag.duplicate', severity: 'warning', start: 0, end: 4, args: { tag: 'Site' }, data: undefined });
  });
});
