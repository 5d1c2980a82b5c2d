/**
 * ScoreRubberHistory (PBN §4.3) against Vulnerable: the history gives each side's scores above
 * the line and, after the `/`, below the line for each game of the rubber so far (the last entry
 * is the game in progress). A side that has won a game (100 or more below the line in an earlier
 * game) is vulnerable; the Vulnerable tag must say so (the verifier's Bad vulnerable).
 */
import { Vulnerability, parseVulnerability } from '../../bridge/contract';
import { Side } from '../../bridge/seats';
import { TagPair, valueContentRange } from '../../syntax/gameSyntax';
import { tagNamed } from './tagIndex';
import { ProblemSink } from '../../syntax/problems';
import type { GameModel } from './gameModel';

const SIDE_HISTORY = /^\s*(\d+)\s+(\d+)\s*\/\s*(\d+(?:\s+\d+){0,2})\s*$/;

/** Below-the-line scores per game for each side, or undefined when the value does not parse. */
export function parseRubberHistory(value: string): Record<Side, number[]> | undefined {
  // `NS <history> EW <history>`, read as words: a pattern with `(.*?)\s+` took cubic steps on long spaces (issue 37).
  const words = value.trim().split(/\s+/);
  const firstSide = words[0];
  let secondAt = 1;
  while (secondAt < words.length && words[secondAt] !== 'NS' && words[secondAt] !== 'EW') secondAt++;
  if ((firstSide !== 'NS' && firstSide !== 'EW') || secondAt === words.length || words[secondAt] === firstSide) return undefined;
  const first = SIDE_HISTORY.exec(words.slice(1, secondAt).join(' '));
  const second = SIDE_HISTORY.exec(words.slice(secondAt + 1).join(' '));
  if (!first || !second) return undefined;
  const below = (history: RegExpExecArray) => history[3].split(/\s+/).map(Number);
  return { [firstSide]: below(first), [words[secondAt]]: below(second) } as Record<Side, number[]>;
}

/** The vulnerability a rubber history implies. */
export function vulnerabilityOfHistory(history: Record<Side, number[]>): Vulnerability {
  const hasGame = (side: Side) => history[side].slice(0, -1).some((score) => score >= 100);
  const ns = hasGame('NS');
  const ew = hasGame('EW');
  return ns && ew ? 'All' : ns ? 'NS' : ew ? 'EW' : 'None';
}

/** Reports a ScoreRubberHistory that does not parse, or that contradicts the Vulnerable tag. */
export function checkRubberHistory(model: GameModel, sink: ProblemSink): void {
  const historyTag = tagNamed(model.syntax, 'ScoreRubberHistory');
  const value = model.values.get('ScoreRubberHistory');
  if (!historyTag || value === undefined || value === '' || value === '?' || value.startsWith('#')) return;
  const history = parseRubberHistory(value);
  if (!history) {
    sink.add('pbn.tag.bad-value', 'error', ...valueContentRange(historyTag), { tag: 'ScoreRubberHistory', value, expected: 'NS <above> <above>/<below> … EW <above> <above>/<below> …' });
    return;
  }
  const vulnerableTag = tagNamed(model.syntax, 'Vulnerable');
  const recorded = parseVulnerability(model.values.get('Vulnerable') ?? '');
  if (!vulnerableTag || !recorded) return;
  const implied = vulnerabilityOfHistory(history);
  if (implied === recorded) return;
  // Reported on whichever of the two tags comes second, where the contradiction shows.
  const at: TagPair = vulnerableTag.start > historyTag.start ? vulnerableTag : historyTag;
  sink.add('pbn.vulnerable.rubber-mismatch', 'error', ...valueContentRange(at), { recorded, implied });
}
