/**
 * The line that refuses an option given to a command that does not take it (cli/args.ts, its
 * table of options), and which mistake is told first when there are several: a command's files
 * before its options, the lines in their order (ways of writing, fixes, --dd, --claim-budget,
 * check's, report's pages, --write, --deals, score's event and log) whatever the order typed.
 */
import assert from 'node:assert/strict';
import { parseArguments } from '../../server/src/cli/args';
import { usageError } from '../support/usageError';

describe('cli: the usage lines of options', () => {
  it('the ways of writing: all three to check, the two but -o to score and report', () => {
    assert.equal(usageError(['check', '-o', 'x.pbn', 'a.pbn']), '--dry-run, -o and --in-place belong to the fix command');
    assert.equal(usageError(['score', '--dry-run', 'a.pbn']), '--dry-run and --in-place belong to the fix command');
    assert.equal(usageError(['report', '--in-place', 'a.pbn'], 'nl'), '--dry-run en --in-place horen bij de opdracht fix');
    assert.equal(usageError(['score', 'a.pbn', '-o', 'x.html']), '-o belongs to score --event (and to fix, report and convert)');
    assert.equal(usageError(['score', '--event', '--format', 'pdf', 'a.pbn']), '--format pdf needs -o FILE');
  });

  it("report's page options: audit takes --no-dd alone, the line names all five", () => {
    assert.equal(parseArguments(['audit', '--no-dd', 'a.pbn']).noDd, true);
    assert.equal(usageError(['audit', '--no-dd', '--paper', 'letter', 'a.pbn']), '--layout, --per-page, --paper, --show-hidden and --no-dd belong to the report command');
    assert.equal(usageError(['analyse', '--no-dd', 'a.pbn']), '--layout, --per-page, --paper, --show-hidden and --no-dd belong to the report command');
  });

  it('--deals to check, audit and convert; --claim-budget to check with --dd wherever typed', () => {
    assert.equal(parseArguments(['convert', '--deals', 'd.pbn', 's.bws']).deals, 'd.pbn');
    assert.equal(usageError(['fix', '--deals', 'd.pbn', 'a.pbn']), '--deals belongs to check, audit and convert (the deals of a .bws)');
    assert.equal(parseArguments(['check', '--claim-budget', '2', '--dd', 'a.pbn']).claimBudget, 2);
  });

  it('the first mistake told: files, then the lines in order, whatever the order typed', () => {
    assert.equal(usageError(['score', '--dry-run', 'a.pbn', 'b.pbn']), 'score takes exactly one file (several with --event)');
    assert.equal(usageError(['check', '--write', '--only', 'rulings', 'a.pbn']), '--only and --travellers belong to the fix command');
    assert.equal(usageError(['report', '--layout', 'handout', '--format', 'md', '--dd', 'a.pbn']), '--dd belongs to the check command');
    assert.equal(usageError(['report', '--write', '--layout', 'handout', '--format', 'md', 'a.pbn']), 'the handout is HTML or PDF (--format html|pdf)');
    assert.equal(usageError(['score', '--hide-names', '--average-plus', 'fixed', 'a.pbn']), '--average-plus needs --event');
    assert.equal(usageError(['score', '--event', '--hide-names', '--format', 'csv', 'a.pbn'], 'nl'), '--hide-names werkt alleen met --rulings-log');
  });
});
