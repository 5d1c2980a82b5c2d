/**
 * An input of `fix`, `score`, `convert` or `report` as a stream of games (model/document/gameTextStream.ts):
 * the decoded blocks of the file, whether it embeds PBN, and the bound on one game with its
 * one-line refusal (the wording `check` uses). Lone CRs are read as LFs, as the whole-file path
 * reads them; for a command that writes the text back they are noted (loneCarriageReturns.ts) and
 * `original` gives a piece back as the file has it.
 */
import { GameStreamSource } from '../model/document/gameTextStream';
import { GameInput, InputError, MAX_HELD_CHARACTERS, describeSize } from './gameInput';
import { LoneCarriageReturns } from './loneCarriageReturns';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';

/** A stream of games, and each piece of its text (read from an offset, in file order) as the file has it. */
export interface InputStreamSource extends GameStreamSource {
  original(text: string, offset: number): string;
}

/** The input as a source of games, for a command that never writes its text back (the lone CRs are not noted). */
export function streamSource(input: GameInput): GameStreamSource {
  return sourceOf(input, undefined);
}

/** The input as a source of games whose pieces can be given back as the file has them (`fix`, `analyse --write`). */
export function restorableSource(input: GameInput): InputStreamSource {
  const lone = input.facts.loneCarriageReturn ? new LoneCarriageReturns() : undefined;
  return { ...sourceOf(input, lone), original: lone ? (text, offset) => lone.restore(text, offset) : (text) => text };
}

function sourceOf(input: GameInput, lone: LoneCarriageReturns | undefined): GameStreamSource {
  return {
    blocks: input.blocks(lone && ((offset) => lone.note(offset))), embedded: input.facts.embedded, maxHeld: MAX_HELD_CHARACTERS,
    tooLong: (line) => new InputError(CLI_REFUSALS.gameTooLong(input.path, describeSize(MAX_HELD_CHARACTERS), line)),
  };
}

/** Closes an input that will not be read (its reader closes the file once started). */
export async function closeUnread(input: GameInput): Promise<void> {
  const blocks = input.blocks();
  await blocks.next();
  await blocks.return(undefined);
}
