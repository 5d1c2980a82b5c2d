/**
 * `score`'s consumer of an input, without the file system: each board's traveller (`[ScoreTable]`)
 * with its recomputed columns as the input streams by (model/document/gameTextStream.ts), and one board
 * as text in bridge notation (`4♠ −1 S`, `NS −50`; a changed value as `4 → 5.4`) followed by the
 * changes "Update traveller" would write, or as JSON. The command line opens the input and prints
 * (cli/score.ts).
 */
import { sideScoreText, plain } from '../i18n/scoreNotation';
import { SCORE_WORDS } from '../i18n/cliTexts';
import { ServiceSettings, gameOptionsOf } from '../features/settings';
import { TravellerSummary, travellerSummary } from '../features/travellerSummary';
import { readGameStream } from '../model/document/gameTextStream';
import { streamSource } from './streamSource';
import { OpenedInput } from './openedInput';

/**
 * `score`'s output of an opened input to `write`, board by board the moment its game is read (the
 * same summary the whole-file path gives, nothing of the game kept after it): the JSON of each
 * board indented into the file's object, or the text boards one blank line apart (a line saying
 * there is no traveller when none came). A LIN file is read whole only for what refuses it (its
 * projection never writes a ScoreTable, lin/toPbn/pbnTags.ts). `afterBlock` runs after each block
 * read (to let output drain). True when some traveller differs from its recomputation.
 */
export async function writeScores(opened: OpenedInput, settings: ServiceSettings, json: boolean, write: (text: string) => void, afterBlock: () => Promise<void>): Promise<boolean> {
  if (opened.kind === 'lin') await opened.whole();
  let count = 0, changed = false;
  if (json) write(`{\n  "file": ${JSON.stringify(opened.path)},\n  "boards": [`);
  if (opened.kind === 'games') {
    await readGameStream(streamSource(opened.games), gameOptionsOf(settings), {
      text: () => undefined,
      game: ({ game }) => {
        const board = travellerSummary(game, settings.language);
        if (!board) return;
        changed ||= board.changes.length > 0;
        if (json) write(`${count > 0 ? ',' : ''}\n    ${JSON.stringify(board, null, 2).replace(/\n/g, '\n    ')}`);
        else write(`${count > 0 ? '\n' : ''}${boardText(board, settings)}`);
        count++;
      },
    }, afterBlock);
  }
  if (json) write(count > 0 ? '\n  ]\n}\n' : ']\n}\n');
  else if (count === 0) write(`${opened.path}: ${SCORE_WORDS[settings.language].noTable}\n`);
  return changed;
}

/** One board as text: a heading, the rows in aligned columns, the changes. */
function boardText(board: TravellerSummary, settings: ServiceSettings): string {
  const words = SCORE_WORDS[settings.language];
  const scale = board.imps === 'cross' && board.crossImps ? `, ${words.crossScale[board.crossImps]}` : '';
  const imps = board.columns.some((name) => name.startsWith('IMP_')) ? ` · IMP ${board.imps}${scale}` : '';
  const heading = `${words.board} ${board.board || board.gameIndex} · ${board.scoring || '?'} · ${words.laws} ${board.edition}${imps}`;
  const header = [words.table, words.result, 'Score', ...board.columns];
  const lines = board.rows.map((row) => [
    row.table || `#${row.row}`,
    row.adjusted ? `AdjustedScore "${row.adjusted}"` : row.result || '–',
    row.nsScore === undefined ? '–' : sideScoreText('NS', row.nsScore, settings.language),
    ...board.columns.map((name) => {
      const cell = row.cells[name];
      const recomputed = cell.recomputed === undefined ? cell.file : `${cell.artificial ? '^' : ''}${plain(cell.recomputed)}`;
      return cell.changed ? `${cell.file} → ${recomputed}` : recomputed;
    }),
  ]);
  const widths = header.map((title, index) => lines.reduce((widest, line) => Math.max(widest, line[index].length), title.length));
  const render = (cells: string[]) => '  ' + cells.map((cell, index) => cell.padEnd(widths[index])).join('  ').trimEnd();
  const unread = board.unread.length ? [`  ${words.unread(board.unread.join(', '))}`] : [];
  const changes = board.changes.length === 0
    ? (unread.length ? [] : [`  ${words.agrees}`])
    : [...changesByRow(board.changes)].map(([row, cells]) => `  ${words.row} ${row}: ${cells.join(', ')}`);
  return [heading, render(header), ...lines.map(render), ...changes, ...unread, ''].join('\n');
}

/** The changes grouped by row, rows in their first order (one pass: a long traveller stays linear). */
function changesByRow(changes: TravellerSummary['changes']): Map<number, string[]> {
  const rows = new Map<number, string[]>();
  for (const change of changes) {
    const cells = rows.get(change.row) ?? rows.set(change.row, []).get(change.row)!;
    cells.push(`${change.column} ${change.before} → ${change.after}`);
  }
  return rows;
}
