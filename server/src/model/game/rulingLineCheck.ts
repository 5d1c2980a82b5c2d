/**
 * Judges a game's ruling line against the file and against the rulings of today, and decides
 * whether a fix may write the game's Result. A line that does not parse, two lines, or a line
 * that contradicts the Result (someone changed one of them by hand) blocks the fix and is
 * reported; a line that is consistent but no longer what the rulings say (another edition, a
 * corrected record) is reported as stale and replaced by the next fix. Without a line, a Result
 * marked `^` that differs from the ruling is a Director's result and is left alone, reported with
 * the change on offer, never applied silently. A plain Result of a claimed board is the table's
 * result (outcome.ts), whether or not its revoke is marked `^R` (the verifier wants the mark).
 */
import { sideOf } from '../../bridge/seats';
import { valueContentRange } from '../../syntax/gameSyntax';
import { tagNamed } from './tagIndex';
import { ProblemSink } from '../../syntax/problems';
import type { GameModel } from './gameModel';
import { RulingLine, clampTricks, netTransfer, sameRuling } from './rulingLine';

/** Sets the outcome's `blockedBy` and `lineStale` and reports what is wrong with the ruling line. */
export function judgeRulingLine(model: GameModel, sink: ProblemSink): void {
  const outcome = model.outcome!;
  const scan = outcome.rulingLine;
  const side = sideOf(model.declarer!);
  const recorded = model.result?.tricks[side];
  if (scan.kind === 'unreadable' || scan.kind === 'several') {
    outcome.blockedBy = scan.kind === 'unreadable' ? 'line-unreadable' : 'line-several';
    sink.add(`pbn.ruling.line-${scan.kind}`, 'warning', scan.start, scan.end, {}, {});
    return;
  }
  if (scan.kind === 'line') {
    const line = scan.line;
    if (!agreesWithFile(line, model, recorded)) {
      outcome.blockedBy = 'line-mismatch';
      sink.add('pbn.ruling.line-mismatch', 'warning', scan.start, scan.end, {
        line: line.rectifiedTricks ?? '?', table: line.tableTricks ?? '?', result: model.values.get('Result') ?? '', side: line.side ?? side,
      }, { replacement: outcome.expectedResult });
    } else if (!outcome.wantedLine || !sameRuling(line, outcome.wantedLine)) {
      outcome.lineStale = true;
      sink.add('pbn.ruling.line-stale', 'warning', scan.start, scan.end, {
        recorded: line.transfers.map((transfer) => `${transfer.law} (${line.edition})`).join(', '),
        edition: model.edition.edition, expected: outcome.expectedResult ?? '', value: model.values.get('Result') ?? '',
      }, {});
    }
    return;
  }
  const resultTag = tagNamed(model.syntax, 'Result');
  if (!outcome.wantedLine || outcome.reflectsRulings || !resultTag || !model.result) return;
  const [start, end] = valueContentRange(resultTag);
  const args = { value: resultTag.value, expected: outcome.expectedResult ?? '', score: outcome.expectedScoreText ?? '' };
  if (model.result.irregular) {
    outcome.blockedBy = 'director-result';
    sink.add('pbn.result.director-set', 'warning', start, end, args, { replacement: outcome.expectedResult });
  }
}

/** True when a line's own numbers add up and its rectified result is the file's Result. */
function agreesWithFile(line: RulingLine, model: GameModel, recorded: number | undefined): boolean {
  const side = sideOf(model.declarer!);
  if (line.form === 'legacy') {
    // The earlier line has no table result: for a complete play the Result must be the play plus its transfers.
    return !model.play || model.play.endedEarly || recorded === clampTricks(model.play.tricksWon[side] + netTransfer(line.transfers, side));
  }
  return line.side === side && line.rectifiedTricks === recorded && clampTricks(line.tableTricks! + netTransfer(line.transfers, side)) === line.rectifiedTricks;
}
