/**
 * The service's game pipeline for a file that streams by (pipeline/): the same games whatever
 * the blocks the text comes in, inheritance carried from one game to the next (`#` takes the
 * value of the game before, PBN §3.4), the missing blank line seen across a block's end, a part of
 * a file checked after `follow` as it is in the whole file, and the file's noise folded in file
 * order (an unknown tag in two games: one warning, naming boards 1–2).
 */
import assert from 'node:assert/strict';
import { CheckedGame, GameChecker, GameChunk, GamePipeline, GameStream, ServiceSettings, noisePiece } from '../../server/src/languageService';

const SETTINGS: ServiceSettings = { language: 'en' } as ServiceSettings;
const FACTS = { embedded: false, exportLine: false, encoding: 'ascii' as const, loneCarriageReturn: false };

/** Three games: the second inherits Event with `#`, the third starts with a second Event tag (no blank line before it). */
const LINES = [
  '[Event "Club"]', '[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]', '[Shade "a"]', '',
  '[Event "#"]', '[Board "2"]', '[Dealer "E"]', '[Vulnerable "NS"]', '[Shade "b"]',
  '[Event "Other"]', '[Board "3"]', '[Dealer "S"]', '[Vulnerable "EW"]', '',
];
const TEXT = LINES.join('\n');

/** The games of TEXT given in `blocks` (each ends at a line end). */
function run(blocks: string[]): { games: CheckedGame[]; pipeline: GamePipeline } {
  const games: CheckedGame[] = [];
  const pipeline = new GamePipeline(FACTS, SETTINGS, (checked) => games.push(checked));
  for (const block of blocks) pipeline.push(block);
  pipeline.finish();
  return { games, pipeline };
}

/** What a test compares of a game. */
function summary(checked: CheckedGame) {
  return { index: checked.game.index, line: checked.line, board: checked.board, event: checked.game.model?.values.get('Event'), codes: checked.own.map((diagnostic) => String(diagnostic.code)) };
}

describe('game pipeline (a file as a stream)', () => {
  it('reads three games at lines 0, 6 and 11, boards 1–3; the second inherits Event "Club"', () => {
    const { games } = run([TEXT]);
    assert.deepEqual(games.map((checked) => [checked.game.index, checked.line, checked.board, checked.game.model?.values.get('Event')]), [
      [1, 0, '1', 'Club'], [2, 6, '2', 'Club'], [3, 11, '3', 'Other'],
    ]);
  });

  it('says the blank line is missing before the third game only', () => {
    const { games } = run([TEXT]);
    assert.deepEqual(games.map((checked) => checked.own.some((diagnostic) => diagnostic.code === 'pbn.game.missing-blank-line')), [false, false, true]);
  });

  it('gives the same games when the text comes one line per block', () => {
    const whole = run([TEXT]).games.map(summary);
    const byLine = run(LINES.map((line, index) => (index < LINES.length - 1 ? line + '\n' : line)).filter((block) => block !== '')).games.map(summary);
    assert.deepEqual(byLine, whole);
  });

  it('a part of the file checked after following the game before it reads as in the whole file', () => {
    const chunks: GameChunk[] = [];
    const stream = new GameStream(FACTS, (chunk) => chunks.push(chunk));
    stream.push(TEXT);
    stream.finish();
    assert.equal(chunks.length, 3);
    const checker = new GameChecker(SETTINGS);
    checker.follow(chunks[0].text, chunks[0].endLine ?? 0);
    const part = chunks.slice(1).map((chunk) => summary(checker.check(chunk, false)));
    // Numbered within the part (the writer numbers games in file order), the rest as in the whole file.
    assert.deepEqual(part.map(({ index: _index, ...rest }) => rest), run([TEXT]).games.slice(1).map(summary).map(({ index: _index, ...rest }) => rest));
  });

  it('folds the unknown tag Shade of games 1 and 2 into the first: kept once, its message naming boards 1–2', () => {
    const { games, pipeline } = run([TEXT]);
    const shade = games.map((checked) => checked.own.filter((diagnostic) => diagnostic.code === 'pbn.tag.new-name'));
    assert.deepEqual(shade.map((list) => list.length), [1, 1, 0]);
    const kept = games.map((checked) => pipeline.fold.keep(checked.own.map((diagnostic) => noisePiece(diagnostic, checked.board))));
    const key = 'pbn.tag.new-name Shade';
    assert.deepEqual(kept.map((pieces) => pieces.filter((piece) => piece.key === key).map((piece) => piece.first)), [[true], [], []]);
    assert.equal(pipeline.fold.suffix(key), ' It is in 2 games (boards 1–2).');
  });

  it('says how much it holds: the game in progress, none once a game has ended at a blank line', () => {
    const stream = new GameStream(FACTS, () => undefined);
    stream.push('[Event "E"]\n[Board "1"]\n');
    assert.equal(stream.held, '[Event "E"]\n[Board "1"]\n'.length);
    stream.push('\n');
    assert.equal(stream.held, 0);
    assert.equal(stream.lines, 3);
  });
});
