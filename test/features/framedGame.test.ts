/**
 * One game of a streamed file framed as its own document (features/framedGame.ts, issue 34): the
 * frame is the game with the line ends around it, its lines shift back to the file's, an edit
 * made on the frame comes back as the game's own text (a line inserted after the game's last line
 * takes the line end that lies just outside it), and `original` is asked for the frame at its
 * offset in the file.
 */
import assert from 'node:assert/strict';
import { FramedGame } from '../../server/src/features/framedGame';
import { GameTextStream, StreamedGame } from '../../server/src/model/document/gameTextStream';

const FILE = '% header\n\n[Event "a"]\n[Board "1"]\n\n[Event "b"]\n[Board "2"]\n';

/** The games of FILE as the stream hands them over. */
function streamedGames(): StreamedGame[] {
  const games: StreamedGame[] = [];
  const stream = new GameTextStream(false, {}, { game: (game) => games.push(game), text: () => undefined }, 1 << 20, () => new Error('too long'), true);
  stream.push(FILE);
  stream.finish();
  return games;
}

describe('FramedGame: one game alone in a document of its own', () => {
  // The last game: file lines 5 and 6, at offset 35, after the line end of the blank line 4.
  const last = () => streamedGames()[2];

  it('frames the game with the line end before it and the end of its last line', () => {
    const framed = new FramedGame(last());
    assert.equal(framed.frame, '\n[Event "b"]\n[Board "2"]\n');
    assert.equal(framed.text, '[Event "b"]\n[Board "2"]');
    assert.deepEqual([framed.game.start, framed.game.end], [1, 24]);
  });

  it('shifts the frame\'s lines back to the file\'s: the frame\'s line 1 is the file\'s line 5', () => {
    const framed = new FramedGame(last());
    assert.equal(framed.document.getText({ start: { line: 1, character: 0 }, end: { line: 1, character: 11 } }), '[Event "b"]');
    assert.equal(framed.fileLine(1), 5);
    assert.equal(framed.fileLine(2), 6);
  });

  it('the first game of the file has no line end before it: its frame\'s line 0 is the file\'s line 0', () => {
    const framed = new FramedGame(streamedGames()[0]);
    assert.equal(framed.frame, '% header\n');
    assert.equal(framed.fileLine(0), 0);
  });

  it('gives the game\'s text after an edit inside it, and after a line inserted past its last line', () => {
    const framed = new FramedGame(last());
    const at = (line: number) => ({ start: { line, character: 0 }, end: { line, character: 0 } });
    assert.equal(framed.edited([{ range: at(2), newText: '[Dealer "N"]\n' }]), '[Event "b"]\n[Dealer "N"]\n[Board "2"]');
    assert.equal(framed.edited([{ range: at(3), newText: '[Result "9"]\n' }]), '[Event "b"]\n[Board "2"]\n[Result "9"]');
    assert.equal(framed.edited([]), framed.text);
  });

  it('asks `original` for the frame at its offset in the file', () => {
    const asked: number[] = [];
    const framed = new FramedGame(last(), (text, offset) => { asked.push(offset); return text.replace('b', 'B'); });
    assert.deepEqual(asked, [34]);
    assert.equal(framed.text, '[Event "B"]\n[Board "2"]');
  });
});
