/**
 * Text damaged by an earlier conversion (issue 31, item 12): a U+FFFD (the replacement character a
 * decoder writes for a byte it could not read) inside a tag string or a comment is one warning per
 * value saying the text was damaged, not an error per place saying non-ASCII belongs in strings.
 */
import assert from 'node:assert/strict';
import { open } from '../support/service';

const DEAL = '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]';

function game(event: string, site: string, comment: string): string {
  return [`[Event "${event}"]`, `[Site "${site}"]`, '[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]', DEAL, `{${comment}}`, ''].join('\n');
}

describe('Text damaged by an earlier conversion (U+FFFD)', () => {
  it('gives one warning per value that holds it, over its replacement characters, and no character error', () => {
    const text = game('Caf\ufffd Ren\ufffd', 'Utrecht', 'Z\ufffdlle');
    const { diagnostics } = open(text);
    const damaged = diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.encoding.damaged');
    assert.deepEqual(diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.character.bad'), []);
    // The Event string (two in one value: one warning from the first, column 11, to just past the second, column 16) and the comment.
    assert.equal(damaged.length, 2);
    assert.deepEqual(damaged.map((diagnostic) => diagnostic.severity), [2, 2]);
    assert.deepEqual(damaged[0].range, { start: { line: 0, character: 11 }, end: { line: 0, character: 17 } });
    assert.deepEqual(damaged[1].range, { start: { line: 6, character: 2 }, end: { line: 6, character: 3 } });
  });

  it('says so in Dutch too', () => {
    const { diagnostics } = open(game('Caf\ufffd', 'Utrecht', 'goed'), { language: 'nl' });
    const [damaged] = diagnostics.filter((diagnostic) => diagnostic.code === 'pbn.encoding.damaged');
    assert.match(damaged.message, /^Deze tekst bevat U\+FFFD, het vervangingsteken/);
  });
});
