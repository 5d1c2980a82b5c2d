/**
 * `convert` is parsed by the one argument parser (cli/args.ts, issue 34): its options typed as
 * `ConvertArguments`, the others unknown to it in the words they always had, and `--to` known to
 * no other command.
 */
import assert from 'node:assert/strict';
import { convertArguments, parseArguments } from '../../server/src/cli/args';
import { usageError } from '../support/usageError';

describe('cli: convert through the one parser', () => {
  it('reads its options, inline or apart, and its one file', () => {
    const parsed = parseArguments(['convert', '--to=lin', '-o', 'out.lin', '--force', '--laws', '2007', '--language', 'nl', 'in.pbn']);
    assert.equal(parsed.command, 'convert');
    assert.deepEqual(convertArguments(parsed), { to: 'lin', output: 'out.lin', laws: '2007', language: 'nl', force: true, file: 'in.pbn' });
    assert.deepEqual(convertArguments(parseArguments(['convert', 'game.lin'])), { to: undefined, output: undefined, laws: undefined, language: undefined, force: false, file: 'game.lin' });
    assert.equal(convertArguments(parseArguments(['convert', '-'])).file, '-');
  });

  it('refuses what it always refused, in the same words', () => {
    assert.equal(usageError(['convert']), 'convert takes exactly one file');
    assert.equal(usageError(['convert', 'a.lin', 'b.lin']), 'convert takes exactly one file');
    // The deal files' formats joined --to (issue 35): the list of its values grew, the sentence did not change.
    assert.equal(usageError(['convert', '--to', 'html', 'a.lin']), "--to must be pbn, lin, dlm or dup, not 'html'");
    assert.equal(usageError(['convert', '--to']), '--to needs a value');
    assert.equal(usageError(['convert', '--laws', '1999', 'a.lin']), "--laws must be one of 1975, 1987, 1997, 2007, 2017, not '1999'");
    assert.equal(usageError(['convert', '--language', 'fr', 'a.lin']), "--language must be en or nl, not 'fr'");
    for (const option of ['--format', '--dry-run', '--in-place', '--dd', '--no-dd', '--color']) {
      assert.equal(usageError(['convert', option, 'a.lin']), `unknown option '${option}'`, option);
    }
  });

  it('--to belongs to convert alone', () => {
    assert.equal(usageError(['check', '--to', 'lin', 'a.pbn']), "unknown option '--to'");
    assert.equal(usageError(['fix', '--to=pbn', 'a.pbn']), "unknown option '--to=pbn'");
  });
});
