/**
 * A whole-file fix (the command line's `fix`) done game by game as the file streams by: each
 * game gets the plan the whole-file path would give it (fixPlan.ts) worked out on a document of
 * the game alone, framed by the line ends around it in the file (../framedGame.ts), and its edits
 * are applied to its own text; the text between games passes unchanged. The plans come with the file's line numbers.
 * A file with lone CRs streams with them read as LFs; `original` puts them back in each piece
 * before it is fixed or passed on, as the whole-file path edits the text it was given. A watcher
 * (`fix --dry-run`'s diff) sees the file's own text in order and each game's edits before it.
 * Memory is that of one game and one block, whatever the size of the file.
 */
import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { GameStreamSource, StreamedGame, streamedPieces } from '../../model/document/gameTextStream';
import { ServiceSettings, gameOptionsOf } from '../settings';
import { FramedGame } from '../framedGame';
import { FixOptions, GameFixPlan, gameFixPlan } from './fixPlan';

/** What sees the fix besides its text: the file's own text in order, and each game's edits (on its framed document) before the game's text. */
export interface FixWatcher {
  text(text: string): void;
  edits(document: TextDocument, edits: readonly TextEdit[], fileLine: (line: number) => number): void;
}

/** The extras of a streamed fix: the text as the file has it from the text read at an offset, and a watcher. */
export interface FixStreamExtras {
  original?: (text: string, offset: number) => string;
  watcher?: FixWatcher;
}

/** The fixed text, a piece per block read; `onPlan` gets each game's plan (changes, or why it is left alone) as it comes. */
export async function* fixedTextPieces(source: GameStreamSource, settings: ServiceSettings, options: FixOptions, onPlan: (plan: GameFixPlan) => void, extras: FixStreamExtras = {}): AsyncGenerator<string> {
  const original = extras.original ?? ((text: string) => text);
  let offset = 0;
  yield* streamedPieces(source, gameOptionsOf(settings), (pieces) => ({
    text: (text) => {
      const kept = original(text, offset);
      offset += text.length;
      extras.watcher?.text(kept);
      pieces.push(kept);
    },
    game: (streamed) => {
      pieces.push(fixedGame(streamed, settings, options, onPlan, original, extras.watcher));
      offset = streamed.chunk.end;
    },
  }));
}

/** One game's text after its fix (worked out on the game framed alone, framedGame.ts). */
function fixedGame(streamed: StreamedGame, settings: ServiceSettings, options: FixOptions, onPlan: (plan: GameFixPlan) => void, original: (text: string, offset: number) => string, watcher: FixWatcher | undefined): string {
  const framed = new FramedGame(streamed, original);
  const plan = streamed.game.model && gameFixPlan(framed.document, framed.game, settings.language, options);
  if (!plan) { watcher?.text(framed.text); return framed.text; }
  const shift = (line: number) => framed.fileLine(line);
  onPlan({ ...plan, line: shift(plan.line), skipped: plan.skipped && { ...plan.skipped, line: shift(plan.skipped.line) } });
  watcher?.edits(framed.document, plan.edits, shift);
  watcher?.text(framed.text);
  return framed.edited(plan.edits);
}
