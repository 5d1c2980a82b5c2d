/**
 * A whole-file fix (the command line's `fix`) done game by game as the file streams by: each
 * game gets the plan the whole-file path would give it (fixPlan.ts) worked out on a document of
 * the game alone, framed by the line ends around it in the file (an inserted line takes the line
 * end it follows, which may lie just outside the game), and its edits are applied to its own
 * text; the text between games passes unchanged. The plans come with the file's line numbers.
 * Memory is that of one game and one block, whatever the size of the file.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { GameStreamSource, StreamedGame, streamedPieces } from '../../model/document/gameTextStream';
import { ServiceSettings, gameOptionsOf } from '../settings';
import { FixOptions, GameFixPlan, gameFixPlan } from './fixPlan';

/** The fixed text, a piece per block read; `onPlan` gets each game's plan (changes, or why it is left alone) as it comes. */
export async function* fixedTextPieces(source: GameStreamSource, settings: ServiceSettings, options: FixOptions, onPlan: (plan: GameFixPlan) => void): AsyncGenerator<string> {
  yield* streamedPieces(source, gameOptionsOf(settings), (pieces) => ({
    text: (text) => pieces.push(text),
    game: (streamed) => pieces.push(fixedGame(streamed, settings, options, onPlan)),
  }));
}

/** One game's text after its fix. */
function fixedGame(streamed: StreamedGame, settings: ServiceSettings, options: FixOptions, onPlan: (plan: GameFixPlan) => void): string {
  const { chunk, game, before, after } = streamed;
  if (!game.model) return chunk.text;
  const document = TextDocument.create('untitled:game.pbn', 'pbn', 1, before + chunk.text + after);
  const plan = gameFixPlan(document, { ...game, start: before.length, end: before.length + chunk.text.length }, settings.language, options);
  if (!plan) return chunk.text;
  // The document's lines from the file's: the line end before the game is a line of its own.
  const shift = (line: number) => line + (chunk.line ?? 0) - (before ? 1 : 0);
  onPlan({ ...plan, line: shift(plan.line), skipped: plan.skipped && { ...plan.skipped, line: shift(plan.skipped.line) } });
  if (plan.edits.length === 0) return chunk.text;
  const fixed = TextDocument.applyEdits(document, plan.edits);
  return fixed.slice(before.length, fixed.length - after.length);
}
