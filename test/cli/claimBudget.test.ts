/**
 * The `--claim-budget SECONDS` option (issue 33): how long solving one claim's layouts may take
 * in `check --dd`, `report` and `analyse` before it answers with what it has.
 */
import assert from 'node:assert/strict';
import { UsageError, parseArguments } from '../../server/src/cli/args';

describe('cli: --claim-budget', () => {
  it('takes seconds for check --dd, report and analyse', () => {
    assert.equal(parseArguments(['check', '--dd', '--claim-budget', '5', 'a.pbn']).claimBudget, 5);
    assert.equal(parseArguments(['report', '--claim-budget=0.5', 'a.pbn']).claimBudget, 0.5);
    assert.equal(parseArguments(['analyse', '--claim-budget', '0', 'a.pbn']).claimBudget, 0);
    assert.equal(parseArguments(['check', '--dd', 'a.pbn']).claimBudget, undefined);
  });

  it('refuses what is not a number of seconds, and commands that solve no claim', () => {
    assert.throws(() => parseArguments(['check', '--dd', '--claim-budget', 'soon', 'a.pbn']), (error: unknown) => error instanceof UsageError && error.message === "--claim-budget must be a number of seconds, not 'soon'");
    assert.throws(() => parseArguments(['check', '--claim-budget', '5', 'a.pbn']), /--claim-budget belongs to check --dd, report and analyse/);
    assert.throws(() => parseArguments(['fix', '--claim-budget', '5', 'a.pbn']), /--claim-budget belongs to/);
  });
});
