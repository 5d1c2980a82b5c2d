/**
 * An input of `fix` or `score` as a stream of games (model/document/gameTextStream.ts): the decoded blocks of
 * the file, whether it embeds PBN, and the bound on one game with its one-line refusal (the
 * wording `check` uses). Only a file without lone CRs streams; one with them is read whole, so
 * that its CRs are kept as the whole-file path keeps them.
 */
import { GameStreamSource } from '../model/document/gameTextStream';
import { InputError, describeSize } from './files';
import { InputText, MAX_HELD_CHARACTERS } from './inputText';

/** True when the input can be read game by game (no lone CR). */
export function streamable(input: InputText): boolean {
  return !input.facts.loneCarriageReturn;
}

/** The input as a source of games. */
export function streamSource(input: InputText): GameStreamSource {
  return {
    blocks: input.blocks(), embedded: input.facts.embedded, maxHeld: MAX_HELD_CHARACTERS,
    tooLong: (line) => new InputError(`${input.path}: a game of more than ${describeSize(MAX_HELD_CHARACTERS)} at line ${line}; this tool reads games up to that size (is a blank line missing between games?)`),
  };
}

/** Closes an input that will not be read (its reader closes the file once started). */
export async function closeUnread(input: InputText): Promise<void> {
  const blocks = input.blocks();
  await blocks.next();
  await blocks.return(undefined);
}
