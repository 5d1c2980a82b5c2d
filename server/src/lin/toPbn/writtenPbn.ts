/**
 * The PBN a LIN file is converted to when the conversion is written (`convert --to pbn`, the
 * editor's "Convert to PBN"): the projection's export text, and besides it `^R` before each
 * revoke the play shows, which the PBN standard asks of a recorded revoke and the reference
 * verifier checks. The projection the editor checks a `.lin` file through keeps the play as LIN
 * has it, so the LIN diagnostics still say that the record cannot mark the revoke.
 */
import { GameOptions } from '../../model/game/gameModel';
import { LinFile } from '../reader/board';
import { readLin } from '../reader/reader';
import { linToPbn } from './toPbn';

/** The PBN text written for a LIN text. */
export function writtenPbnOfLin(linText: string, options: GameOptions): string {
  return writtenPbnOfLinFile(readLin(linText), options);
}

/** The PBN text written for a LIN file already read. */
export function writtenPbnOfLinFile(file: LinFile, options: GameOptions): string {
  return linToPbn(file, options, { markRevokes: true }).text;
}
