/**
 * Result and Score against the record: the verifier's `^` rule (required exactly when the
 * Result gives a side fewer tricks than it won in the recorded play), the Score as Law 77 makes
 * it from Contract, Vulnerable and Result, and what both should read once the rulings apply.
 */
import { isVulnerable } from '../bridge/contract';
import { Side, otherSide, sideOf } from '../bridge/seats';
import { duplicateScore } from '../laws/scoring';
import { findTag, valueContentRange } from '../syntax/gameSyntax';
import { ProblemSink } from '../syntax/problems';
import type { GameModel } from './game';
import { formatResult, formatScore, parseResult, parseScore } from './result';
import { rulingsFor } from './rulings';
import { isRevokeRuling } from '../laws/types';

/** What Result and Score should say for a game. */
export interface RectifiedOutcome {
  /** Tricks won in the recorded play by the declaring side and the defenders. */
  declaringSideInPlay: number;
  defendersInPlay: number;
  /** All 13 tricks recorded. */
  complete: boolean;
  /** The declaring side's tricks at the table (the play, or the claimed total), before rulings. */
  tableTricks?: number;
  /** Tricks already transferred by an earlier fix (read from its commentary). */
  appliedTransfer: number;
  /** After the rulings. */
  expectedTricks?: number;
  expectedResult?: string;
  expectedScore?: number;
  expectedScoreText?: string;
  /** The file's Result and Score already say what the rulings make of the board. */
  reflectsRulings: boolean;
}

const APPLIED = /(?:Law|Artikel)\s+6[24]\S*\s+\(\d{4}\):\s+(\d+)\s+(?:tricks?|slagen|slag)\s+(?:transferred to|overgedragen naar)\s+(NS|EW|NZ|OW)/gi;

/** Tricks transferred to the declaring side by earlier fixes (negative when to the defenders). */
export function appliedTransfer(model: GameModel): number {
  const side = model.declarer ? sideOf(model.declarer) : undefined;
  let total = 0;
  for (const token of model.syntax.tokens) {
    if (token.kind !== 'blockComment' && token.kind !== 'lineComment') continue;
    for (const match of token.text.matchAll(APPLIED)) {
      const to: Side = match[2].toUpperCase() === 'NS' || match[2].toUpperCase() === 'NZ' ? 'NS' : 'EW';
      total += to === side ? Number(match[1]) : -Number(match[1]);
    }
  }
  return total;
}

/** Checks Result and Score and works out the rectified outcome; stores the rulings on the model. */
export function checkResultAndScore(model: GameModel, sink: ProblemSink): void {
  const resultTag = findTag(model.syntax, 'Result');
  const scoreTag = findTag(model.syntax, 'Score');
  const declarer = model.declarer;
  const resultText = model.values.get('Result');
  if (resultTag && resultText !== undefined && resultText !== '' && resultText !== '?') {
    model.result = parseResult(resultText, declarer);
    if (!model.result) sink.add('pbn.result.syntax', 'error', ...valueContentRange(resultTag), { value: resultText });
  }
  const scoreText = model.values.get('Score');
  if (scoreTag && scoreText !== undefined && scoreText !== '' && scoreText !== '?') {
    model.score = parseScore(scoreText, declarer);
    if (!model.score) sink.add('pbn.score.syntax', 'error', ...valueContentRange(scoreTag), { value: scoreText });
  }
  const play = model.play;
  if (play && declarer) {
    const side = sideOf(declarer);
    const complete = !play.endedEarly;
    const applied = appliedTransfer(model);
    const recordedTricks = model.result?.tricks[side];
    const tableTricks = complete ? play.tricksWon[side] : recordedTricks !== undefined ? recordedTricks - applied : undefined;
    model.rulings = rulingsFor(model, complete ? undefined : tableTricks);
    model.outcome = {
      declaringSideInPlay: play.tricksWon[side], defendersInPlay: play.tricksWon[otherSide(side)], complete,
      tableTricks, appliedTransfer: applied, reflectsRulings: true,
    };
    checkCaret(model, sink);
    expectOutcome(model);
    if (applied !== 0) flagDerivedScores(model, sink);
  }
  checkScore(model, sink);
}

function checkCaret(model: GameModel, sink: ProblemSink): void {
  const resultTag = findTag(model.syntax, 'Result');
  const { result, play, declarer } = model;
  if (!resultTag || !result || !play || !declarer || result.tricks.NS === undefined || result.tricks.EW === undefined) return;
  const required = result.tricks.NS < play.tricksWon.NS || result.tricks.EW < play.tricksWon.EW;
  if (required === result.irregular) return;
  const side = sideOf(declarer);
  const [start, end] = valueContentRange(resultTag);
  const args = { value: resultTag.value, declaringSide: side, won: play.tricksWon[side], defenders: play.tricksWon[otherSide(side)] };
  if (required) {
    const data = model.outcome?.complete && model.rulings.filter(isRevokeRuling).every((ruling) => ruling.transfer === 0)
      ? { replacement: formatResult(play.tricksWon[side], declarer, false, result.form) } : undefined;
    sink.add('pbn.result.caret-required', 'error', start, end, args, data);
  } else {
    sink.add('pbn.result.caret-forbidden', 'error', start, end, args, { replacement: resultTag.value.slice(1) });
  }
}

function expectOutcome(model: GameModel): void {
  const outcome = model.outcome!;
  const { declarer, play, contract } = model;
  if (outcome.tableTricks === undefined || !declarer || !play) return;
  const side = sideOf(declarer);
  let expected = outcome.tableTricks;
  for (const ruling of model.rulings.filter(isRevokeRuling)) expected += ruling.to === side ? ruling.transfer : -ruling.transfer;
  expected = Math.min(13, Math.max(0, expected));
  outcome.expectedTricks = expected;
  const caret = expected < play.tricksWon[side] || 13 - expected < play.tricksWon[otherSide(side)];
  outcome.expectedResult = formatResult(expected, declarer, caret, model.result?.form ?? 'declarer');
  if (contract && contract.level > 0 && model.vulnerability) {
    outcome.expectedScore = duplicateScore(contract, isVulnerable(model.vulnerability, side), expected, model.edition.edition);
    outcome.expectedScoreText = formatScore(outcome.expectedScore, declarer, model.score?.form ?? 'declarer');
  }
  const recordedTricks = model.result?.tricks[side];
  const recordedScore = model.score?.points[side];
  outcome.reflectsRulings = recordedTricks === expected && (recordedScore === undefined || outcome.expectedScore === undefined || recordedScore === outcome.expectedScore);
}

function checkScore(model: GameModel, sink: ProblemSink): void {
  const scoreTag = findTag(model.syntax, 'Score');
  const { score, declarer, contract, vulnerability, result } = model;
  if (!scoreTag || !score || /Rubber|Chicago/i.test(model.values.get('Scoring') ?? '')) return;
  let expected: number | undefined;
  let text: string | undefined;
  if (model.passedOut) {
    expected = 0;
    const points = Object.values(score.points);
    if (points.length && points.every((value) => value === 0)) return;
    if (points.length && points.some((value) => value !== 0)) text = score.form === 'declarer' ? '0' : score.form.split(' ').map((s) => `${s} 0`).join(' ');
  } else if (declarer && contract && contract.level > 0 && vulnerability && result?.tricks[sideOf(declarer)] !== undefined) {
    const side = sideOf(declarer);
    expected = duplicateScore(contract, isVulnerable(vulnerability, side), result.tricks[side]!, model.edition.edition);
    if (score.points[side] === expected) return;
    text = formatScore(expected, declarer, score.form);
  }
  if (text === undefined || expected === undefined) return;
  sink.add('pbn.score.mismatch', 'error', ...valueContentRange(scoreTag), { value: scoreTag.value, expected: text, edition: model.edition.edition }, { replacement: text });
}

/** After a ruling changed the Score, the scores that compare with other tables may be stale. */
function flagDerivedScores(model: GameModel, sink: ProblemSink): void {
  for (const name of ['ScoreIMP', 'ScoreMP', 'ScorePercentage']) {
    const tag = findTag(model.syntax, name);
    if (tag) sink.add('pbn.score.derived-stale', 'info', tag.nameStart, tag.nameEnd, { tag: name });
  }
}
