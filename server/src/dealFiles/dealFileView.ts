/**
 * The PBN view of a deal file as the editor shows it (read-only): the PBN of the boards read,
 * and when the file has problems, each one first as a `%` comment line naming its board, so the
 * view says what is wrong where the Director looks. `good` says whether "Convert to PBN" may
 * write it.
 */
import { dealFileProblemText } from '../i18n/dealFileTexts';
import { Language } from '../i18n/localize';
import { readDealFile } from './dealFileReader';

/** A deal file's view and whether it was read without a problem. */
export interface DealFileView {
  text: string;
  good: boolean;
  /** The first problem's sentence, for a message. */
  firstProblem?: string;
}

/** The view of a deal file's bytes (`fileName` says its format). */
export function dealFileView(bytes: Uint8Array, fileName: string, language: Language): DealFileView {
  const reading = readDealFile(bytes, fileName);
  const problems = reading.problems.map((problem) => dealFileProblemText(problem, language));
  if (problems.length === 0) return { text: reading.pbn, good: true };
  const [version, ...rest] = reading.pbn.split('\n');
  return { text: [version, ...problems.map((problem) => `% ${problem}`), ...rest].join('\n'), good: false, firstProblem: problems[0] };
}
