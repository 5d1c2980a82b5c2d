/**
 * An input of `fix`, `score`, `convert` or `report` as a stream of games (model/document/gameTextStream.ts):
 * the decoded blocks of the file, whether it embeds PBN, and the bound on one game with its
 * one-line refusal (the wording `check` uses). Lone CRs are read as LFs, as the whole-file path
 * reads them, and noted (loneCarriageReturns.ts): `original` gives a piece back as the file has
 * it, for what `fix` writes.
 */
import { GameStreamSource } from '../model/document/gameTextStream';
import { InputError, describeSize } from './files';
import { InputText, MAX_HELD_CHARACTERS } from './inputText';
import { LoneCarriageReturns } from './loneCarriageReturns';

/** A stream of games, and each piece of its text (read from an offset, in file order) as the file has it. */
export interface InputStreamSource extends GameStreamSource {
  original(text: string, offset: number): string;
}

/** The input as a source of games. */
export function streamSource(input: InputText): InputStreamSource {
  const lone = input.facts.loneCarriageReturn ? new LoneCarriageReturns() : undefined;
  return {
    original: lone ? (text, offset) => lone.restore(text, offset) : (text) => text,
    blocks: input.blocks(lone && ((offset) => lone.note(offset))), embedded: input.facts.embedded, maxHeld: MAX_HELD_CHARACTERS,
    tooLong: (line) => new InputError(`${input.path}: a game of more than ${describeSize(MAX_HELD_CHARACTERS)} at line ${line}; this tool reads games up to that size (is a blank line missing between games?)`),
  };
}

/** Closes an input that will not be read (its reader closes the file once started). */
export async function closeUnread(input: InputText): Promise<void> {
  const blocks = input.blocks();
  await blocks.next();
  await blocks.return(undefined);
}
