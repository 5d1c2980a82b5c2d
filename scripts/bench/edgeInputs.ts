/**
 * The inputs of issue 18 that used to hang or eat memory, generated, and the CLI run on each as a
 * new process (`npm run bench`): one game with a 30,000-row ScoreTable (every matchpoint wrong,
 * and the same table made right), one game with 40,000 tags, and a file with a finding on every
 * line (each line end doubled into a lone CR), and 10,000 boards through the commands that read
 * whole. Per command: wall and CPU time, seconds per MB, and peak RSS; the target is linear time
 * (under 1 s per MB), for `check` memory that does not grow with the file, for the others about
 * ten times the file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateFile } from '../benchBoards';
import { ProcessRun, runCli } from './processRuns';

const ROOT = join(__dirname, '..', '..');
const SCORE_HEADER = 'Table\\1R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\5R;Score_EW\\5R;MP_NS\\4R;MP_EW\\4R;Percentage_NS\\5R;Percentage_EW\\5R';

/** The head of samples/adjusted-score.pbn (one game, its ScoreTable left out). */
function gameHead(): string {
  const text = readFileSync(join(ROOT, 'samples', 'adjusted-score.pbn'), 'latin1');
  return text.slice(0, text.indexOf('[ScoreTable'));
}

/** One game whose traveller has `rows` rows of four results, every MP and percentage cell wrong. */
export function longTraveller(rows: number): string {
  const results = [['10', '420', '-'], ['9', '-', '50'], ['11', '450', '-'], ['8', '-', '100']];
  const lines = Array.from({ length: rows }, (_, index) => { const [tricks, ns, ew] = results[index % 4]; return `${index + 1} 4S   S ${tricks} ${ns} ${ew} 1.0 2.0 50 50`; });
  return `${gameHead()}[ScoreTable "${SCORE_HEADER}"]\n${lines.join('\n')}\n`;
}

/** One game with `count` extra tags. */
export function manyTags(count: number): string {
  return gameHead() + Array.from({ length: count }, (_, index) => `[Tag${index} "value ${index}"]\n`).join('');
}

/** About `megabytes` of boards with a finding on almost every line. */
export function noisyFile(megabytes: number): string {
  const text = generateFile(Math.ceil(megabytes * 1800), 11).replace(/\r\n/g, '\r\r\n');
  return text.slice(0, text.indexOf('\n', megabytes * 1024 * 1024) + 1);
}

/**
 * About `megabytes` of boards, each with a wrong Score and two unknown tags (issue 37 item 16: the
 * folded tags name every board, and every game has a finding of its own).
 */
export function everyGameFindings(megabytes: number): string {
  const games: string[] = ['% PBN 2.1\n% EXPORT\n%\n'];
  let size = 0;
  for (let board = 1; size < megabytes * 1024 * 1024; board++) {
    const game = `[Event "Bench"]\n[Board "${board}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:Q53.AKQ.96.K8754 KT98.JT7.KQ43.A6 A64.843.T752.J93 J72.9652.AJ8.QT2"]\n[Declarer "S"]\n[Contract "4S"]\n[Result "10"]\n[Score "400"]\n[Reslt "10"]\n[Dealr "N"]\n\n`;
    games.push(game);
    size += game.length;
  }
  return games.join('');
}

/** The figures: one line per input and command. */
export function edgeInputFigures(directory: string, hook: string, note: (measure: string, value: string) => void): void {
  const describe = (run: ProcessRun, bytes: number) => `${run.wallMs.toFixed(0)} ms wall, ${run.cpuMs.toFixed(0)} ms cpu (${(run.wallMs / 1000 / (bytes / 1048576)).toFixed(2)} s/MB), peak RSS ${run.peakRssMb?.toFixed(0) ?? '?'} MB (exit ${run.status})`;
  const wrong = join(directory, 'traveller-30k.pbn');
  writeFileSync(wrong, longTraveller(30_000), 'latin1');
  const right = join(directory, 'traveller-30k-right.pbn');
  runCli(['fix', '--travellers', '--only', 'scores', '-o', right, wrong], hook, directory);
  const tags = join(directory, 'tags-40k.pbn');
  writeFileSync(tags, manyTags(40_000), 'latin1');
  for (const [name, file] of [['30,000-row ScoreTable, every MP wrong', wrong], ['30,000-row ScoreTable, right', right], ['40,000 tags', tags]] as const) {
    const bytes = readFileSync(file).length;
    for (const command of [['check'], ['score'], ['fix'], ['fix', '--travellers'], ['report', '--no-dd', '-o', join(directory, 'out.html')], ['convert', '--to', 'lin']]) {
      note(`${name} (${(bytes / 1024).toFixed(0)} KB): ${command.filter((part) => !part.includes(directory)).join(' ')}`, describe(runCli([...command, file], hook, directory), bytes));
    }
  }
  const noisy = join(directory, 'noisy-8mb.pbn');
  writeFileSync(noisy, noisyFile(8), 'latin1');
  const bytes = readFileSync(noisy).length;
  for (const format of ['text', 'json']) note(`a finding on every line, 8 MB: check --format ${format}`, describe(runCli(['check', '--format', format, noisy], hook, directory), bytes));
  const everyGame = join(directory, 'every-game-60mb.pbn');
  writeFileSync(everyGame, everyGameFindings(60), 'latin1');
  const everyGameBytes = readFileSync(everyGame).length;
  for (const format of ['text', 'json']) note(`a finding and two unknown tags in every game, 60 MB: check --format ${format} (README: at most 150 MB)`, describe(runCli(['check', '--format', format, everyGame], hook, directory), everyGameBytes));
  // The commands that read whole: peak RSS against the file's size (the target is about 10×).
  const whole = join(directory, 'whole-10k.pbn');
  writeFileSync(whole, generateFile(10_000, 5), 'latin1');
  const size = readFileSync(whole).length;
  for (const command of [['fix', '--in-place'], ['score'], ['report', '--no-dd', '-o', join(directory, 'whole.html')], ['convert', '--to', 'lin']]) {
    const run = runCli([...command, whole], hook, directory);
    note(`read whole, 10k boards (${(size / 1048576).toFixed(1)} MB): ${command.filter((part) => !part.includes(directory)).join(' ')}`, `${describe(run, size)}, ${((run.peakRssMb ?? NaN) / (size / 1048576)).toFixed(0)}× the file`);
  }
}
