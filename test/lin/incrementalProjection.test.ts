/**
 * Issue 37 item 7: an edit in a LIN document re-reads the boards it touches, not the file
 * (lin/toPbn/incrementalProjection.ts). Counted, not timed: in a document of 1,000 boards an edit
 * inside one board (a card changed, a character typed) reads at most that board and the one
 * before it again. And the kept projection is the fresh one: after each of a few hundred seeded
 * edits (characters typed and deleted, cards changed, boards copied and removed, a `pn` or a `|`
 * put anywhere) the LIN model, its problems, the PBN text and the source map equal projectLin's of
 * the same text, and the service's diagnostics and symbols equal a fresh open of the text every
 * 25 versions.
 * Test tier: full — a property test (some 300 versions each compared with a fresh reading).
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService, ServiceSettings } from '../../server/src/languageService';
import { seededRandom } from '../../server/src/analysis/logic/layouts/seededRandom';
import { LIN_BOARD_READS } from '../../server/src/lin/reader/reader';
import { LinProjector } from '../../server/src/lin/toPbn/incrementalProjection';
import { EntryList } from '../../server/src/lin/toPbn/entryList';
import { LinProjection, projectLin } from '../../server/src/lin/toPbn/projection';
import { REVOKE_BOARD, claimBoard } from './support';

const ROOT = path.resolve(__dirname, '../..');
const SETTINGS: ServiceSettings = { language: 'en' };
const OPTIONS = {};

/** `count` robot boards, one a line, numbered from 1: revoke boards, every third a claim board. */
function robotBoards(count: number): string {
  let text = '';
  for (let number = 1; number <= count; number++) {
    const board = number % 3 === 0 ? claimBoard(number % 2 ? '11' : '14') : REVOKE_BOARD;
    text += board.replace('ah|Board 1|', `ah|Board ${number}|`);
  }
  return text;
}

/** A vugraph file: the header's eight names carried into rooms of ten boards, one board with names of its own. */
function vugraphBoards(): string {
  const lines = fs.readFileSync(path.join(ROOT, 'test/fixtures/audit/rooms.lin'), 'latin1').split('\n').filter((line) => line.trim());
  const [event, names, open, closed] = lines;
  const rooms: string[] = [event, names];
  for (let number = 1; number <= 10; number++) {
    const own = number === 6 ? 'pn|A,B,C,D,E,F,G,H|' : '';
    rooms.push(own + open.replace('qx|o46|', `qx|o${number}|`), closed.replace('qx|c46|', `qx|c${number}|`));
  }
  return `${rooms.join('\n')}\n`;
}

/** Everything a projection gives the features, as comparable text. */
function snapshot(projection: LinProjection): string {
  const entries = (list: EntryList) => Array.from({ length: list.count * 4 }, (_, index) => list.at(index >> 2, index & 3));
  const { file, map } = projection;
  return JSON.stringify({
    boards: file.boards, header: file.header, event: file.event, results: file.results, vugraph: file.vugraph, problems: file.problems,
    pbn: projection.pbn.getText(), games: map.games, values: entries(map.values), tags: entries(map.tags),
  });
}

/** One seeded edit of `text`: the range replaced and its new text. */
function randomEdit(text: string, random: () => number): { start: number; end: number; insert: string } {
  const at = Math.floor(random() * (text.length + 1));
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at) + 1;
  switch (Math.floor(random() * 8)) {
    case 0: return { start: at, end: at, insert: 'S2|nx, \n'[Math.floor(random() * 8)] };
    case 1: return { start: at, end: Math.min(text.length, at + 1 + Math.floor(random() * 4)), insert: '' };
    case 2: {
      const card = text.indexOf('pc|', at);
      return card < 0 ? { start: at, end: at, insert: '' } : { start: card + 3, end: card + 4, insert: 'SHDC'[Math.floor(random() * 4)] };
    }
    case 3: return { start: lineEnd, end: lineEnd, insert: text.slice(lineStart, lineEnd) };
    case 4: return { start: lineStart, end: lineEnd, insert: '' };
    case 5: return { start: at, end: at, insert: 'pn|W,X,Y,Z|' };
    case 6: return { start: at, end: at, insert: '|' };
    default: return { start: at, end: at, insert: 'mb|p|' };
  }
}

/** Where two parsed snapshots first differ, and how (for the failure message). */
function firstDifference(kept: unknown, fresh: unknown, at: string): string | undefined {
  if (JSON.stringify(kept) === JSON.stringify(fresh)) return undefined;
  if (kept && fresh && typeof kept === 'object' && typeof fresh === 'object') {
    const keptFields = kept as Record<string, unknown>, freshFields = fresh as Record<string, unknown>;
    for (const key of new Set([...Object.keys(keptFields), ...Object.keys(freshFields)])) {
      const found = firstDifference(keptFields[key], freshFields[key], `${at}.${key}`);
      if (found) return found;
    }
  }
  return `${at}: kept ${JSON.stringify(kept)?.slice(0, 300)}, fresh ${JSON.stringify(fresh)?.slice(0, 300)}`;
}

describe('LIN edits re-read the boards they touch (issue 37 item 7)', () => {
  it('an edit in one board of 1,000 reads at most two boards again', () => {
    const service = getLanguageService();
    const text = robotBoards(1000);
    const uri = 'file:///test/thousand.lin';
    let document = TextDocument.create(uri, 'lin', 1, text);
    assert.ok(service.doValidation(document, SETTINGS)!.length >= 600);
    const lineStart = (line: number) => { let at = 0; for (let count = 0; count < line; count++) at = text.indexOf('\n', at) + 1; return at; };
    // Board 500 (a revoke board): its first `pc|HJ|` becomes `pc|HK|`, then a space is typed in its `md`.
    const card = text.indexOf('pc|HJ|', lineStart(499)) + 4;
    const edits = [{ start: card, end: card + 1, insert: 'K' }, { start: text.indexOf('md|', lineStart(499)) + 5, end: text.indexOf('md|', lineStart(499)) + 5, insert: ' ' }];
    for (const edit of edits) {
      const current = document.getText();
      document = TextDocument.create(uri, 'lin', document.version + 1, current.slice(0, edit.start) + edit.insert + current.slice(edit.end));
      const before = LIN_BOARD_READS.count;
      const diagnostics = service.doValidation(document, SETTINGS)!;
      const read = LIN_BOARD_READS.count - before;
      assert.ok(read >= 1 && read <= 2, `${read} boards read again for an edit in one board`);
      const fresh = getLanguageService().doValidation(TextDocument.create(uri, 'lin', 1, document.getText()), SETTINGS);
      assert.deepEqual(diagnostics, fresh);
    }
  });

  for (const [name, base] of [['robot boards', robotBoards(12) + 'zz|x|'], ['vugraph rooms', vugraphBoards()]] as const) {
    it(`after seeded edits equals a fresh reading: ${name}`, () => {
      const random = seededRandom(name.length * 37);
      const projector = new LinProjector();
      const service = getLanguageService();
      const uri = `file:///test/${name.replace(' ', '-')}.lin`;
      let text: string = base;
      // Edits that read at most three boards again.
      let local = 0;
      let lastEdit: unknown = 'none';
      let undo: string | undefined;
      for (let version = 1; version <= 150; version++) {
        const document = TextDocument.create(uri, 'lin', version, text);
        const before = LIN_BOARD_READS.count;
        const kept = projector.project(document, OPTIONS);
        if (version > 1 && LIN_BOARD_READS.count - before <= 3) local++;
        const got = snapshot(kept), want = snapshot(projectLin(document, OPTIONS));
        if (got !== want) assert.fail(`${name}, version ${version}, after ${JSON.stringify(lastEdit)}: ${firstDifference(JSON.parse(got), JSON.parse(want), '')}`);
        if (version % 25 === 0) {
          const fresh = getLanguageService();
          const reopened = TextDocument.create(uri, 'lin', 1, text);
          assert.deepEqual(service.doValidation(document, SETTINGS), fresh.doValidation(reopened, SETTINGS), `${name}, diagnostics at version ${version}`);
          assert.deepEqual(service.findDocumentSymbols(document, SETTINGS), fresh.findDocumentSymbols(reopened, SETTINGS), `${name}, symbols at version ${version}`);
        }
        // Half the edits are undone by the next (a slip taken back), and the file reverted once it has 40 syntax problems, so that broken text does not pile up.
        if (kept.file.problems.filter((problem) => problem.code.startsWith('pbn.lin.syntax.')).length >= 40) {
          [text, undo] = [base, undefined];
          continue;
        }
        if (undo !== undefined && random() < 0.5) {
          [text, undo] = [undo, undefined];
          continue;
        }
        const edit = randomEdit(text, random);
        lastEdit = { ...edit, around: text.slice(Math.max(0, edit.start - 30), edit.end + 30) };
        undo = text;
        text = text.slice(0, edit.start) + edit.insert + text.slice(edit.end);
      }
      // Most edits read a board or two again (else this would test nothing).
      assert.ok(local > 75, `${local} of 149 edits read three boards or fewer`);
    });
  }
});
