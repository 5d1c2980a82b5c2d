/**
 * Where the words live: every user-visible text exists in English and Dutch under server/src/i18n/.
 * The scan covers all of server/src; no file outside i18n/ may pick a Dutch text of its own (an
 * `nl:` entry or a `language === 'nl'` choice). Issue 20 moved the last of the files that still
 * did (51 when the rule came in) behind the registry or into i18n/. The scan itself is checked on
 * a text that holds such a choice, so an empty finding means something.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

const SOURCES = path.resolve(__dirname, '../../server/src');

/** Every `.ts` file under a folder, relative to server/src. */
function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [path.relative(SOURCES, full).split(path.sep).join('/')] : [];
  });
}

const DUTCH_CHOICE = /\bnl: *[{'"`(]|=== 'nl'/;

describe('Text lives under i18n/', () => {
  it('the scan sees a Dutch choice in either form', () => {
    assert.ok(DUTCH_CHOICE.test("const WORDS = { en: 'board', nl: 'spel' };"));
    assert.ok(DUTCH_CHOICE.test("return language === 'nl' ? 'spel' : 'board';"));
    assert.ok(!DUTCH_CHOICE.test("const words = BOARD_WORDS[language];"));
  });

  it('no file outside i18n/ holds English and Dutch text of its own', () => {
    const withDutch = sources(SOURCES).filter((file) => !file.startsWith('i18n/') && DUTCH_CHOICE.test(fs.readFileSync(path.join(SOURCES, file), 'utf8')));
    assert.deepEqual(withDutch, [], 'move the words to server/src/i18n/');
  });
});
