/**
 * An input as the command line's one route opened it (cli/inputRoute.ts), for the commands to
 * take their own way through without the file system: games to stream (a PBN file, standard
 * input, a deal file's or a Bridgemate session's PBN view), or a LIN file, which a command reads
 * board by board where its parts give the same output as the whole file (`parts`), else whole.
 */
import { GameInput, WholeInput } from './gameInput';
import { LinParts } from './linParts';

/** Games read as they stream (`G`: the command line's own kind of GameInput, for what only it does with one). */
export interface StreamedInput<G extends GameInput = GameInput> {
  kind: 'games';
  /** The name the output gives it (`<stdin>` for standard input). */
  path: string;
  games: G;
}

/** A LIN file, opened only when the command asks how. */
export interface LinInput {
  kind: 'lin';
  path: string;
  /** Its parts board by board (`json`: for check's JSON report); undefined when only the whole file gives the same output. */
  parts(json: boolean): Promise<LinParts | undefined>;
  /** The file read whole into a document. */
  whole(): Promise<WholeInput>;
}

/** What a command reads. */
export type OpenedInput<G extends GameInput = GameInput> = StreamedInput<G> | LinInput;
