/**
 * Issue 37 item 7: a LIN file whose boards all stand on one line goes board by board on the
 * command line too. The file facts are read from pieces that end anywhere (the chunks cut after a
 * closed value when no line starts), each board but the first is a place to cut, and the parts
 * come out while the input is still being read: the first part before the last piece was handed
 * over, none holding more than a part's size of boards. The parts' diagnostics, columns included,
 * are those of the whole document.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Diagnostic } from 'vscode-languageserver-types';
import { getLanguageService } from '../../server/src/languageService';
import { LIN_FACT_CHUNK, collectLinFileFacts } from '../../server/src/lin/reader/fileFacts';
import { LIN_PART_SIZE, forEachLinPart, linStreams } from '../../server/src/lin/service/linFileStream';
import { REVOKE_BOARD } from './support';

const BOARDS = 60;
/** Characters per piece handed to the readers. */
const PIECE = 500;

/** The revoke board 60 times on one line, numbered 1 to 60; board 30 with a stray pair `x|1|` (a syntax error). */
function oneLine(): string {
  let text = '';
  for (let number = 1; number <= BOARDS; number++) {
    const board = REVOKE_BOARD.trimEnd().replace('ah|Board 1|', `ah|Board ${number}|`);
    text += number === 30 ? board.replace('sv|o|', 'sv|o|x|1|') : board;
  }
  return `${text}\n`;
}

/** The text in pieces of PIECE characters, counting those handed over in `progress.pieces`. */
async function* piecesOf(text: string, progress: { pieces: number }): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += PIECE) {
    progress.pieces++;
    yield text.slice(at, at + PIECE);
  }
}

describe('LIN on one line, board by board (issue 37 item 7)', () => {
  const saved = { part: LIN_PART_SIZE.characters, chunk: LIN_FACT_CHUNK.characters };
  afterEach(() => {
    LIN_PART_SIZE.characters = saved.part;
    LIN_FACT_CHUNK.characters = saved.chunk;
  });

  it('cuts the line at each board and hands parts on before the input ends, as the whole document reads', async () => {
    const text = oneLine();
    assert.equal(text.indexOf('\n'), text.length - 1, 'one line');
    const boardLength = REVOKE_BOARD.length - 1;
    const totalPieces = Math.ceil(text.length / PIECE);
    LIN_FACT_CHUNK.characters = 2 * boardLength;
    LIN_PART_SIZE.characters = 3 * boardLength;

    const facts = await collectLinFileFacts(() => piecesOf(text, { pieces: 0 }));
    assert.equal(facts.boards, BOARDS);
    // Every board but the first may open a part, at its first tag (`pn`).
    assert.equal(facts.cuts.length, BOARDS - 1);
    for (const cut of facts.cuts) assert.equal(text.slice(cut, cut + 3), 'pn|');
    assert.equal(facts.syntax.reported, 1);
    assert.ok(linStreams(facts, false), 'the text check goes by parts');

    const service = getLanguageService();
    const settings = { language: 'en' as const };
    const progress = { pieces: 0 };
    const parts: Array<{ firstBoard: number; piecesRead: number; diagnostics: Diagnostic[] }> = [];
    await forEachLinPart(piecesOf(text, progress), facts, service, settings, {}, (part) => {
      parts.push({ firstBoard: part.firstBoard, piecesRead: progress.pieces, diagnostics: part.diagnostics });
    });
    assert.ok(parts.length >= BOARDS / 4, `${parts.length} parts`);
    assert.ok(parts[0].piecesRead < totalPieces / 4, `first part after ${parts[0].piecesRead} of ${totalPieces} pieces`);
    // A part is cut at the first board start at least its size on: at most three boards and the start of a fourth's text.
    parts.forEach((part, index) => {
      const next = index + 1 < parts.length ? parts[index + 1].firstBoard : BOARDS + 1;
      assert.ok(next - part.firstBoard <= 4, `part from board ${part.firstBoard} holds ${next - part.firstBoard} boards`);
    });

    const document = TextDocument.create('file:///test/one-line.lin', 'lin', 1, text);
    const whole = service.doValidation(document, settings)!;
    service.forget(document.uri);
    // Each revoke board has its revoke; the stray pair is an error of board 30, far along the line.
    assert.ok(whole.length >= BOARDS + 1, `${whole.length} diagnostics`);
    assert.ok(whole.some((diagnostic) => diagnostic.code === 'pbn.lin.syntax.bad-name' && diagnostic.range.start.character === text.indexOf('x|1|')));
    // What `check` prints of each (a part numbers its games from 1, so the data's game index is the part's own).
    const printed = (diagnostic: Diagnostic) => ({ range: diagnostic.range, severity: diagnostic.severity, code: diagnostic.code, message: diagnostic.message });
    assert.deepEqual(parts.flatMap((part) => part.diagnostics.map(printed)), whole.map(printed));
  });
});
