/**
 * The server's piece-text documents against vscode-languageserver-textdocument's TextDocument:
 * after seeded random ranged edits (line ends LF, CR LF and CR, small pieces so that edits cross
 * them), the text, the line count, positionAt and offsetAt agree everywhere, the recorded edits
 * turn the old text into the new one, and the lone CRs are counted.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { seededRandom } from '../../scripts/benchBoards';
import { EditableDocument } from '../../server/src/text/editableDocument';

const PIECES = ['\n', '\r\n', '\r', 'ab', 'c', ' ', '[Event "x"]\n', '\r\r\n', '\n\n', 'xyz\r\nuvw'];

describe('piece-text documents', () => {
  it('agree with TextDocument after 2,000 random edits', () => {
    const random = seededRandom(9);
    const below = (limit: number) => Math.floor(random() * Math.max(1, limit));
    let reference = TextDocument.create('file:///a', 'pbn', 1, 'line one\nline two\r\nline three\rfour\n');
    const document = new EditableDocument('file:///a', 'pbn', 1, reference.getText(), 8);
    for (let round = 0; round < 2000; round++) {
      const before = reference.getText();
      const count = 1 + below(3);
      const changes = [];
      let text = before;
      for (let step = 0; step < count; step++) {
        const start = below(text.length + 1), end = Math.min(text.length, start + below(12));
        const inserted = below(3) === 0 ? '' : PIECES[below(PIECES.length)].repeat(1 + below(3));
        const scratch = TextDocument.create('file:///s', 'pbn', 0, text);
        changes.push({ range: { start: scratch.positionAt(start), end: scratch.positionAt(end) }, text: inserted });
        text = text.slice(0, start) + inserted + text.slice(end);
      }
      if (text.length > 3000) changes.push({ range: { start: { line: 0, character: 0 }, end: { line: 20, character: 0 } }, text: '' });
      reference = TextDocument.update(reference, changes, reference.version + 1);
      const version = document.version;
      document.update(changes, version + 1);
      const after = reference.getText();
      assert.equal(document.getText(), after, `round ${round}: text`);
      assert.equal(document.lineCount, reference.lineCount, `round ${round}: line count`);
      let replayed = before;
      for (const edit of document.editsSince(version)!) replayed = replayed.slice(0, edit.start) + edit.text + replayed.slice(edit.end);
      assert.equal(replayed, after, `round ${round}: edits`);
      assert.equal(document.loneCarriageReturns, (after.match(/\r(?!\n)/g) ?? []).length, `round ${round}: lone CRs`);
      for (let probe = 0; probe < 8; probe++) {
        const offset = below(after.length + 3) - 1;
        assert.deepEqual(document.positionAt(offset), reference.positionAt(offset), `round ${round}: positionAt ${offset}`);
        const position = { line: below(reference.lineCount + 2) - 1, character: below(14) - 1 };
        assert.equal(document.offsetAt(position), reference.offsetAt(position), `round ${round}: offsetAt ${JSON.stringify(position)}`);
        const from = below(after.length + 1), to = below(after.length + 1);
        assert.equal(document.text.slice(Math.min(from, to), Math.max(from, to)), after.slice(Math.min(from, to), Math.max(from, to)));
        assert.equal(document.text.lineStartBefore(from), after.lastIndexOf('\n', from - 1) + 1, `round ${round}: line start before ${from}`);
        const lineEnd = after.indexOf('\n', from);
        assert.equal(document.text.lineEndFrom(from), lineEnd < 0 ? after.length : lineEnd);
        assert.equal(document.text.charCodeAt(from), after.charCodeAt(from));
        const line = below(reference.lineCount + 2) - 1;
        assert.deepEqual(document.getLineRange(line), reference.getLineRange(line), `round ${round}: line range ${line}`);
        assert.equal(document.getEOLCharacters(line), reference.getEOLCharacters(line), `round ${round}: end of line ${line}`);
      }
    }
  });

  it('forgets edits older than it keeps, and says so', () => {
    const document = new EditableDocument('file:///b', 'pbn', 1, 'abc\n');
    for (let version = 2; version < 50; version++) document.update([{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: 'x' }], version);
    assert.equal(document.editsSince(1), undefined);
    assert.equal(document.editsSince(40)?.length, 9);
    assert.deepEqual(document.editsSince(49), []);
  });
});
