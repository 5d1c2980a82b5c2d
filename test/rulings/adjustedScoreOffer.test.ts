/**
 * An AdjustedScore is a Law 12 score (or 64C's, where the transfer leaves damage), not the
 * rectified result of a trick transfer (issue 31 item 5): on samples/revoke-unmarked.pbn (East's
 * unmarked revoke at trick 7, 64A1: 9 + 2 = 11) no quick-fix of any finding, in either language,
 * offers to add one; the ruling fix writes the rectification in Result and Score.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { open } from '../support/service';

const SAMPLE = readFileSync(join(__dirname, '..', '..', 'samples', 'revoke-unmarked.pbn'), 'latin1');

describe('no AdjustedScore for a rectification', () => {
  for (const language of ['en', 'nl'] as const) {
    it(`samples/revoke-unmarked.pbn (${language}): Ctrl+. on every finding offers the ruling fix, never an AdjustedScore`, () => {
      const { diagnostics, service, document, settings } = open(SAMPLE, { language });
      const titles = service.getCodeActions(document, { diagnostics }, settings).map((action) => action.title);
      assert.ok(diagnostics.some((diagnostic) => diagnostic.code === 'pbn.revoke.equity'), 'the equity note is there');
      assert.ok(titles.length > 0, 'the ruling fix is offered');
      assert.deepEqual(titles.filter((title) => title.includes('AdjustedScore')), []);
    });
  }
});
