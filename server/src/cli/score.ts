/**
 * `pbn-director score`: prints each board's traveller (`[ScoreTable]`) with its recomputed
 * columns, as text in bridge notation (`4♠ −1 S`, `NS −50`; a changed value as `4 → 5.4`)
 * followed by the changes "Update traveller" would write, or as JSON. Exit status 1 when some
 * traveller differs from its recomputation, 0 when all agree (or the file has none). A file is
 * read game by game, each board written as it comes, standard input too (copied to a temporary
 * file as it comes), and a file with lone CRs; a LIN file is read whole, and has no traveller.
 */
import { sideScoreText, plain } from '../i18n/scoreNotation';
import { LanguageService, ServiceSettings } from '../languageService';
import { TravellerSummary } from '../features/travellerSummary';
import { streamTravellers } from '../features/travellerStream';
import { CliArguments } from './args';
import { loadFile, statReadableFile } from './files';
import { InputText } from './inputText';
import { CliIo } from './io';
import { streamSource } from '../commands/streamSource';
import { SCORE_WORDS } from '../i18n/cliTexts';
import { runScoreEvent } from './scoreEvent';
import { Language } from '../i18n/localize';

/** Runs `score`; returns the exit status. */
export async function runScore(args: CliArguments, service: LanguageService, settings: ServiceSettings, io: CliIo): Promise<number> {
  if (args.event) return runScoreEvent(args, settings, io);
  const given = args.paths[0];
  if (/\.lin$/i.test(given)) return scoreLin(args, settings.language, io);
  // The size bound of the commands that read whole stays, refused before reading.
  if (given !== '-') await statReadableFile(given);
  const input = await InputText.open(given, io);
  const file = input.path;
  const json = args.format === 'json';
  let count = 0, changed = false;
  // What the whole path prints, board by board: the JSON of each board indented into the file's object, or the text boards one blank line apart.
  if (json) io.stdout(`{\n  "file": ${JSON.stringify(file)},\n  "boards": [`);
  await streamTravellers(streamSource(input), settings, (board) => {
    changed ||= board.changes.length > 0;
    if (json) io.stdout(`${count > 0 ? ',' : ''}\n    ${JSON.stringify(board, null, 2).replace(/\n/g, '\n    ')}`);
    else io.stdout(`${count > 0 ? '\n' : ''}${boardText(board, settings)}`);
    count++;
  }, async () => { await io.stdoutDrained?.(); });
  if (json) io.stdout(count > 0 ? '\n  ]\n}\n' : ']\n}\n');
  else if (count === 0) io.stdout(`${file}: ${SCORE_WORDS[settings.language].noTable}\n`);
  return changed ? 1 : 0;
}

/** `score` of a LIN file: read whole (its errors are a PBN file's), it has no traveller, as its projection never writes a ScoreTable (lin/toPbn/pbnTags.ts). */
async function scoreLin(args: CliArguments, language: Language, io: CliIo): Promise<number> {
  const file = (await loadFile(args.paths[0], io)).path;
  io.stdout(args.format === 'json' ? JSON.stringify({ file, boards: [] }, null, 2) + '\n' : `${file}: ${SCORE_WORDS[language].noTable}\n`);
  return 0;
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
