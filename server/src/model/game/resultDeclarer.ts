/**
 * A Result needs someone to have declared: on a passed-out board (Contract "Pass" or
 * Declarer "") the Result must be empty, and a bare trick count ("9", the declarer's tricks)
 * means nothing without a Declarer tag (the verifier's No declarer and Bad result).
 */
import { valueContentRange } from '../../syntax/gameSyntax';
import { tagNamed } from './tagIndex';
import { ProblemSink } from '../../syntax/problems';
import { declaredDespiteEmptyDeclarer } from './emptyContract';
import type { GameModel } from './gameModel';
import { parseResult } from './result';

/** Checks the Result tag against a missing or empty declarer. */
export function checkResultDeclarer(model: GameModel, sink: ProblemSink): void {
  const resultTag = tagNamed(model.syntax, 'Result');
  const value = model.values.get('Result');
  if (!resultTag || value === undefined || value === '' || value === '?') return;
  const parsed = parseResult(value, undefined);
  if (!parsed) return;
  const declarerTag = tagNamed(model.syntax, 'Declarer');
  // An empty Declarer on a board bid to a contract or played is its own finding (emptyContract.ts), not a passed-out board.
  const passedOut = model.passedOut || (declarerTag?.value === '' && !declaredDespiteEmptyDeclarer(model));
  if (passedOut) {
    sink.add('pbn.result.passed-out', 'error', ...valueContentRange(resultTag), { value }, { replacement: '' });
  } else if (!declarerTag && parsed.form === 'declarer') {
    sink.add('pbn.result.no-declarer', 'error', ...valueContentRange(resultTag), { value });
  }
}
