/**
 * Which command an option belongs to is asked of the options read as options: a path after `--`
 * or another option's value that looks like an option is not one, and an option given with the
 * value it has by default (`--only all`) is given all the same (cli/args.ts).
 */
import assert from 'node:assert/strict';
import { parseArguments } from '../../server/src/cli/args';
import { usageError } from '../support/usageError';

describe('cli: the options given', () => {
  it('a path after -- is a path, whatever it looks like', () => {
    assert.deepEqual(parseArguments(['fix', '--dry-run', '--', '--no-dd']).paths, ['--no-dd']);
    assert.deepEqual(parseArguments(['score', '--', '--color']).paths, ['--color']);
  });

  it("an option's value is a value, whatever it looks like", () => {
    assert.equal(parseArguments(['report', '-o', '--hide', 'a.pbn']).output, '--hide');
    assert.equal(parseArguments(['fix', '--output=--layout', 'a.pbn']).output, '--layout');
  });

  it('an option given with its default value is given', () => {
    assert.equal(usageError(['check', '--only', 'all', 'a.pbn']), '--only and --travellers belong to the fix command');
    assert.equal(usageError(['audit', '--output=', 'a.pbn']), '--dry-run, -o and --in-place belong to the fix command');
    assert.equal(parseArguments(['fix', '--only', 'all', 'a.pbn']).only, 'all');
  });
});
