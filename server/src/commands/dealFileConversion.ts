/**
 * `convert` to or from a dealing program's file, without file system: a deal file already read
 * (its problems refused, io/pbnViews.ts) becomes its PBN view, a .dlm or a .dup; a PBN input, read
 * game by game (dealFiles/fromPbn.ts), a .dlm or a .dup. A set of boards the format cannot hold,
 * or a PBN input that is no set of deals, is refused in one line naming the file and the board.
 */
import { DealFileReading } from '../dealFiles/dealFileReader';
import { DealFileBoard } from '../dealFiles/dealBoard';
import { writeDlm, writeDup, writeProblem } from '../dealFiles/dealFileWriter';
import { dealBoardsOfPbn } from '../dealFiles/fromPbn';
import { ServiceSettings, gameOptionsOf } from '../languageService';
import { dealFileWriteProblemText, pbnDealsProblemText } from '../i18n/dealFileTexts';
import { Language } from '../i18n/localize';
import { GameInput, InputError } from './gameInput';
import { streamSource } from './streamSource';

/** The formats `convert` writes from or to a deal file. */
export type DealConvertTarget = 'pbn' | 'dlm' | 'dup';

/** A deal file's bytes as `to`: its PBN view as it is, or its boards written as .dlm or .dup. */
export function convertedDealFile(file: string, reading: DealFileReading, to: DealConvertTarget, language: Language): Uint8Array {
  return to === 'pbn' ? Buffer.from(reading.pbn, 'latin1') : writtenBoards(file, reading.boards, to, language);
}

/** A PBN input's deals as .dlm or .dup (`file`: the name the command was given, which a write problem names). */
export async function convertedPbnDeals(file: string, input: GameInput, to: 'dlm' | 'dup', settings: ServiceSettings): Promise<Uint8Array> {
  const read = await dealBoardsOfPbn(streamSource(input), gameOptionsOf(settings));
  if (read.problem) throw new InputError(`${input.path}: ${pbnDealsProblemText(read.problem, settings.language)}`);
  return writtenBoards(file, read.boards, to, settings.language);
}

/** The boards as a .dlm or .dup file; refused when the format cannot hold them. */
function writtenBoards(file: string, boards: readonly DealFileBoard[], to: 'dlm' | 'dup', language: Language): Uint8Array {
  const problem = writeProblem(boards, to);
  if (problem) throw new InputError(`${file}: ${dealFileWriteProblemText(problem, to, language)}`);
  return to === 'dlm' ? Buffer.from(writeDlm(boards), 'latin1') : writeDup(boards);
}
