/**
 * The audit's figure for `npm run bench`: a 299-board file with travellers built from the Ruter
 * club file of ../shared/corpus/real (21 boards with leads), each board made into distinct deals
 * by swapping spades with hearts and diamonds with clubs (scores unchanged) and by exchanging
 * North with South and East with West, or North with South alone, or East with West alone (the
 * deal, and so its double dummy, is new each time; the last two put most leads in the wrong
 * defender's hand, so those boards ask the six swapped deals too: about 1,100 DD tables in all),
 * then `pbn-director audit` through the bundled CLI, with double dummy (one worker per core) and
 * without: boards per second. Skipped with a note without ../shared.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const CORPUS = join(__dirname, '..', '..', '..', 'shared', 'corpus', 'real', 'richardschneider-pbn_ruter71.pbn');
const BOARDS = 299;

type Cli = { runCli(argv: readonly string[], io: unknown): Promise<number> };

/** The game texts of the corpus file that carry a ScoreTable. */
function gamesWithTravellers(text: string): string[] {
  return text.split(/\r?\n(?=\[Event )/).filter((game) => game.includes('[ScoreTable'));
}

/** A variant of a game: suits swapped (`suits`), seats exchanged (`seats`: letter map). */
function variant(game: string, suits: Record<string, string>, seats: Record<string, string>, board: number): string {
  const suit = (letter: string) => suits[letter] ?? letter;
  const seat = (letter: string) => seats[letter] ?? letter;
  let text = game.replace(/\[Board "[^"]*"\]/, `[Board "${board}"]`);
  text = text.replace(/\[Deal "([NESW]):([^"]*)"\]/, (_, first: string, hands: string) => {
    const order = 'NESW';
    const held = hands.split(' ').map((hand) => hand.split('.'));
    const bySeat: Record<string, string[]> = {};
    held.forEach((hand, index) => { bySeat[seat(order[(order.indexOf(first) + index) % 4])] = hand; });
    const swapped = (hand: string[]) => ['S', 'H', 'D', 'C'].map((target) => hand['SHDC'.indexOf(Object.keys(suits).find((from) => suit(from) === target) ?? target)]).join('.');
    return `[Deal "N:${[...order].map((letter) => swapped(bySeat[letter])).join(' ')}"]`;
  });
  const tableStart = text.indexOf('[ScoreTable');
  const body = text.slice(text.indexOf(']', tableStart) + 1).split('\n[')[0];
  const rows = body.replace(/\b([1-7])([SHDC])(?=X{0,2}\b)/g, (_, level: string, strain: string) => level + suit(strain))
    .replace(/(\b[1-7](?:N|NT|[SHDC])X{0,2}\s+)([NESW])\b/g, (_, contract: string, declarer: string) => contract + seat(declarer))
    .replace(/\b([SHDC])([AKQJT98765432])\b/g, (_, lead: string, rank: string) => suit(lead) + rank);
  return text.replace(body, rows);
}

/** Writes the 299-board file; false when the corpus file is absent. */
export function writeAuditFile(file: string): boolean {
  if (!existsSync(CORPUS)) return false;
  const games = gamesWithTravellers(readFileSync(CORPUS, 'utf8'));
  const suitSwaps: Array<Record<string, string>> = [{}, { S: 'H', H: 'S' }, { D: 'C', C: 'D' }, { S: 'H', H: 'S', D: 'C', C: 'D' }];
  const seatSwaps: Array<Record<string, string>> = [{}, { N: 'S', S: 'N', E: 'W', W: 'E' }, { N: 'S', S: 'N' }, { E: 'W', W: 'E' }];
  const out: string[] = [];
  for (const seats of seatSwaps) for (const suits of suitSwaps) for (const game of games) if (out.length < BOARDS) out.push(variant(game, suits, seats, out.length + 1));
  writeFileSync(file, out.join('\n\n') + '\n');
  return true;
}

/** Boards per second of `audit` on the file, with and without double dummy. */
export async function auditFigures(directory: string, cli: Cli, note: (measure: string, value: string) => void): Promise<void> {
  const file = join(directory, 'audit-299.pbn');
  if (!writeAuditFile(file)) { note('audit, 299 boards with travellers', 'skipped: ../shared/corpus/real is absent'); return; }
  const io = { stdout: () => undefined, stderr: () => undefined, stderrIsTTY: false, stdin: () => [] };
  for (const withDd of [false, true]) {
    const start = performance.now();
    await cli.runCli(['audit', '--format', 'json', ...(withDd ? [] : ['--no-dd']), file], io);
    const seconds = (performance.now() - start) / 1000;
    note(`audit, ${BOARDS} boards with travellers, ${withDd ? 'double dummy (cold, one worker per core)' : '--no-dd'}`, `${(BOARDS / seconds).toFixed(1)} boards/s (${seconds.toFixed(1)} s)`);
  }
}
