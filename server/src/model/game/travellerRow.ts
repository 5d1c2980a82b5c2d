/**
 * Which row of a board's traveller is this game's own table, and what the game says that row
 * should hold. The row is found by the game's `[Table]` tag (and `[Round]` where the table has a
 * Round column), else by `[PairNS]` and `[PairEW]`; exactly one row must match, since the row is
 * rewritten. The game then says: its AdjustedScore (Law 12), else the rectified score of its
 * rulings, else the Law 77 score of its own Result.
 */
import { isVulnerable } from '../../bridge/contract';
import { sideOf } from '../../bridge/seats';
import { duplicateScore } from '../../laws/scoring';
import { awardFor } from '../../scoring/adjusted/adjustedResults';
import { RowOverride } from '../../scoring/traveller/recompute';
import { Traveller, cellAt, columnIndex } from '../../scoring/traveller/readTraveller';
import type { GameModel } from './gameModel';

const same = (a: string, b: string) => {
  const [x, y] = [a.trim(), b.trim()];
  return /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) === Number(y) : x === y;
};

/** The index of the game's own row, when exactly one row matches its Table/Round or PairNS/PairEW tags. */
export function ownRow(model: GameModel, traveller: Traveller): number | undefined {
  const tag = (name: string) => { const value = model.values.get(name); return value && value !== '?' ? value : undefined; };
  const keys: Array<[string, string]> = [];
  if (tag('Table') && columnIndex(traveller, 'Table') >= 0) {
    keys.push(['Table', tag('Table')!]);
    if (tag('Round') && columnIndex(traveller, 'Round') >= 0) keys.push(['Round', tag('Round')!]);
  } else {
    if (tag('PairNS') && columnIndex(traveller, 'PairId_NS') >= 0) keys.push(['PairId_NS', tag('PairNS')!]);
    if (tag('PairEW') && columnIndex(traveller, 'PairId_EW') >= 0) keys.push(['PairId_EW', tag('PairEW')!]);
  }
  if (keys.length === 0) return undefined;
  const matches = traveller.rows.flatMap((_, row) => (keys.every(([column, value]) => same(cellAt(traveller, row, column)!.text, value)) ? [row] : []));
  return matches.length === 1 ? matches[0] : undefined;
}

/** What the game says its own row should hold; undefined when it says nothing scoreable. */
export function gameOverride(model: GameModel, row: number): RowOverride | undefined {
  const { vulnerability, declarer, contract, outcome } = model;
  const edition = model.edition.edition;
  if (model.adjustedScore) {
    if (!vulnerability) return undefined;
    const score = model.adjustedScore.score;
    return { kind: 'adjusted', row, NS: awardFor(score, 'NS', vulnerability, edition), EW: awardFor(score, 'EW', vulnerability, edition) };
  }
  if (model.passedOut) return { kind: 'score', row, nsScore: 0, reason: 'result' };
  if (!declarer || !contract || contract.level === 0 || !vulnerability) return undefined;
  const side = sideOf(declarer);
  const toNs = (score: number) => (side === 'NS' ? score : -score);
  if (outcome && !outcome.reflectsRulings && outcome.expectedScore !== undefined) {
    return { kind: 'score', row, nsScore: toNs(outcome.expectedScore), tricks: outcome.expectedTricks, reason: 'ruling' };
  }
  const tricks = model.result?.tricks[side];
  if (tricks === undefined) return undefined;
  return { kind: 'score', row, nsScore: toNs(duplicateScore(contract, isVulnerable(vulnerability, side), tricks, edition)), tricks, reason: 'result' };
}
