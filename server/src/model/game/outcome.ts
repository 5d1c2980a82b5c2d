/**
 * Result and Score against the record: the verifier's `^` rule (required exactly when the
 * Result gives a side fewer tricks than it won in the recorded play), the Score as Law 77 makes
 * it from Contract, Vulnerable and Result, and what both should read once the rulings apply.
 * The rectified Result is always computed from facts that do not drift: the tricks won in a
 * complete play, or for a play that stops early the table result recorded in the ruling line a
 * fix wrote, else the Result: a plain one is the table's result (no transfer in it, as on a board
 * played out), one marked `^` is already rectified (the table result is it less the transfers).
 */
import { isVulnerable } from '../../bridge/contract';
import { otherSide, sideOf } from '../../bridge/seats';
import { duplicateScore } from '../../laws/scoring';
import { isRevokeRuling, Ruling } from '../../shapes/laws';
import { valueContentRange } from '../../syntax/gameSyntax';
import { tagNamed } from './tagIndex';
import { ProblemSink } from '../../syntax/problems';
import type { GameModel, RectifiedOutcome } from './gameModel';
import { formatResult, formatScore, parseResult, parseScore } from './result';
import { RulingLine, RulingLineScan, clampTricks, findRulingLine, netTransfer } from './rulingLine';
import { judgeRulingLine } from './rulingLineCheck';
import { rulingsFor } from './rulings';
import { checkFactsOutcome } from './factRulings';
import { reportUnruledRevokeEvents } from './irregularitiesRecord';
import { reportUncheckedObligations } from './unknownCardFindings';

/** Checks Result and Score and works out the rectified outcome; stores the rulings on the model. */
export function checkResultAndScore(model: GameModel, sink: ProblemSink): void {
  const resultTag = tagNamed(model.syntax, 'Result');
  const scoreTag = tagNamed(model.syntax, 'Score');
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
    const rulingLine = findRulingLine(model.syntax);
    const table = tableResult(model, rulingLine);
    let rectified = rectify(model, table.tricks);
    if (table.source === 'result' && model.result?.irregular && table.tricks !== undefined && rectified.expectedTricks !== undefined && rectified.expectedTricks !== table.tricks) {
      // A Result marked `^` on a claimed board is the rectified result: the table took it less the transfers,
      // when the play allows that many (else the `^` is a Director's result of another kind, as on a board played out).
      const tableTricks = table.tricks - (rectified.expectedTricks - table.tricks);
      if (tableTricks >= play.tricksWon[side] && 13 - tableTricks >= play.tricksWon[otherSide(side)]) {
        table.tricks = tableTricks;
        table.source = 'rectified-result';
        rectified = rectify(model, table.tricks);
      }
    }
    model.rulings = rectified.rulings;
    reportUnruledRevokeEvents(model, sink);
    reportUncheckedObligations(model, sink);
    model.outcome = {
      declaringSideInPlay: play.tricksWon[side], defendersInPlay: play.tricksWon[otherSide(side)], complete: !play.endedEarly,
      tableTricks: table.tricks, tableSource: table.source, rulingLine, wantedLine: rectified.wantedLine, lineStale: false,
      expectedTricks: rectified.expectedTricks, expectedResult: rectified.expectedResult,
      expectedScore: rectified.expectedScore, expectedScoreText: rectified.expectedScoreText, reflectsRulings: reflects(model, rectified),
    };
    // A broken play record says nothing about the tricks won: its one finding (brokenPlay.ts) stands alone, and a fix leaves the game.
    if (play.broken) model.outcome = { ...model.outcome, ...UNKNOWN_OUTCOME };
    else {
      checkCaret(model, sink);
      judgeRulingLine(model, sink);
    }
    if (rulingLine.kind === 'line' && netTransfer(rulingLine.line.transfers, side) !== 0) flagDerivedScores(model, sink);
  } else if (!play && declarer) {
    // No play record: the facts of the Irregularities events decide (annotations.md §3a).
    checkFactsOutcome(model, sink);
    const scan = model.outcome?.rulingLine;
    if (scan?.kind === 'line' && netTransfer(scan.line.transfers, sideOf(declarer)) !== 0) flagDerivedScores(model, sink);
  } else if (!declarer) {
    reportEventsWithoutDeclarer(model, sink);
  }
  checkScore(model, sink);
}

/** What a broken play record makes of the outcome: nothing to compare the Result with, nothing a fix may write. */
const UNKNOWN_OUTCOME = {
  wantedLine: undefined, expectedTricks: undefined, expectedResult: undefined, expectedScore: undefined, expectedScoreText: undefined,
  reflectsRulings: true, blockedBy: 'play-broken',
} as const satisfies Partial<RectifiedOutcome>;

/** The declaring side's tricks at the table: the play when complete, else the ruling line, else the Result. */
function tableResult(model: GameModel, scan: RulingLineScan): { tricks?: number; source?: RectifiedOutcome['tableSource'] } {
  const side = sideOf(model.declarer!);
  const play = model.play!;
  if (!play.endedEarly) return { tricks: play.tricksWon[side], source: 'play' };
  const recorded = model.result?.tricks[side];
  if (scan.kind === 'line' && scan.line.form === 'full') return { tricks: scan.line.side === side ? scan.line.tableTricks : undefined, source: 'ruling-line' };
  // The earlier transfers-only line: the Result it wrote less its transfers (that line is replaced by the next fix).
  if (scan.kind === 'line' && recorded !== undefined) return { tricks: clampTricks(recorded - netTransfer(scan.line.transfers, side)), source: 'ruling-line' };
  // The Director's decision on the claim (annotations.md §3a, `award=`) is the table result.
  const award = model.irregularities?.events.find((event) => event.event === 'Claim' && event.facts?.award !== undefined)?.facts?.award;
  if (award !== undefined) return { tricks: award, source: 'result' };
  return { tricks: recorded, source: recorded === undefined ? undefined : 'result' };
}

/** What the rulings make of a board whose declaring side took `tableTricks` at the table. */
export interface Rectification {
  rulings: Ruling[];
  expectedTricks?: number;
  expectedResult?: string;
  expectedScore?: number;
  expectedScoreText?: string;
  /** The ruling line to write; undefined when no revoke is established. */
  wantedLine?: RulingLine;
}

/** Rules on the board and works out the rectified Result and Score from a table result. */
export function rectify(model: GameModel, tableTricks: number | undefined): Rectification {
  const { declarer, play, contract } = model;
  const rulings = rulingsFor(model, play?.endedEarly ? tableTricks : undefined);
  if (tableTricks === undefined || !declarer || !play) return { rulings };
  const side = sideOf(declarer);
  // Most boards have no ruling: nothing to filter.
  const established = rulings.length ? rulings.filter(isRevokeRuling).filter((ruling) => ruling.established) : [];
  const transfers = established.length ? established.map((ruling) => ({ law: ruling.law, tricks: ruling.transfer, to: ruling.to })) : [];
  const expectedTricks = clampTricks(tableTricks + netTransfer(transfers, side));
  const caret = expectedTricks < play.tricksWon[side] || 13 - expectedTricks < play.tricksWon[otherSide(side)];
  const rectification: Rectification = { rulings, expectedTricks, expectedResult: formatResult(expectedTricks, declarer, caret, model.result?.form ?? 'declarer') };
  if (established.length) rectification.wantedLine = { form: 'full', edition: model.edition.edition, side, tableTricks, transfers, rectifiedTricks: expectedTricks };
  if (contract && contract.level > 0 && model.vulnerability) {
    rectification.expectedScore = duplicateScore(contract, isVulnerable(model.vulnerability, side), expectedTricks, model.edition.edition);
    rectification.expectedScoreText = formatScore(rectification.expectedScore, declarer, model.score?.form ?? 'declarer');
  }
  return rectification;
}

/** True when the file's Result and Score say what the rectification says. */
function reflects(model: GameModel, rectified: Rectification): boolean {
  if (rectified.expectedTricks === undefined) return true;
  const side = sideOf(model.declarer!);
  const recordedScore = model.score?.points[side];
  return model.result?.tricks[side] === rectified.expectedTricks
    && (recordedScore === undefined || rectified.expectedScore === undefined || recordedScore === rectified.expectedScore);
}

function checkCaret(model: GameModel, sink: ProblemSink): void {
  const resultTag = tagNamed(model.syntax, 'Result');
  const { result, play, declarer } = model;
  if (!resultTag || !result || !play || !declarer || result.tricks.NS === undefined || result.tricks.EW === undefined) return;
  // The claim's finding already says the Result is impossible: one finding, not a '^' to add as well.
  if (impossibleClaim(model)) return;
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

/** True when the Result gives the declaring side more tricks than a claim left, or fewer than it already won. */
function impossibleClaim(model: GameModel): boolean {
  return model.rulings.some((ruling) => ruling.kind === 'claim' && !ruling.directorResult && (ruling.problem === 'too-many' || ruling.problem === 'too-few'));
}

/** The Law 77 score of the declaring side for a trick count, when contract and vulnerability are known. */
export function lawScore(model: GameModel, declaringSideTricks: number): number | undefined {
  const { declarer, contract, vulnerability } = model;
  if (!declarer || !contract || contract.level === 0 || !vulnerability) return undefined;
  return duplicateScore(contract, isVulnerable(vulnerability, sideOf(declarer)), declaringSideTricks, model.edition.edition);
}

function checkScore(model: GameModel, sink: ProblemSink): void {
  const scoreTag = tagNamed(model.syntax, 'Score');
  const { score, declarer, contract, vulnerability, result } = model;
  if (!scoreTag || !score || /Rubber|Chicago/i.test(model.values.get('Scoring') ?? '')) return;
  // No Score follows from an impossible Result (a fix must not write one).
  if (impossibleClaim(model)) return;
  let expected: number | undefined;
  let text: string | undefined;
  if (model.passedOut) {
    expected = 0;
    const points = Object.values(score.points);
    if (points.length && points.every((value) => value === 0)) return;
    if (points.length && points.some((value) => value !== 0)) text = score.form === 'declarer' ? '0' : score.form.split(' ').map((s) => `${s} 0`).join(' ');
  } else if (declarer && result?.tricks[sideOf(declarer)] !== undefined) {
    const side = sideOf(declarer);
    expected = lawScore(model, result.tricks[side]!);
    if (expected === undefined || score.points[side] === expected) return;
    text = formatScore(expected, declarer, score.form);
  }
  if (text === undefined || expected === undefined) return;
  const side = declarer ? sideOf(declarer) : undefined;
  sink.add('pbn.score.mismatch', 'error', ...valueContentRange(scoreTag), { value: scoreTag.value, expected: text, edition: model.edition.edition, ...(side ? { side } : {}) }, { replacement: text });
}

/** After a ruling changed the Score, the scores that compare with other tables may be stale. */
function flagDerivedScores(model: GameModel, sink: ProblemSink): void {
  for (const name of ['ScoreIMP', 'ScoreMP', 'ScorePercentage']) {
    const tag = tagNamed(model.syntax, name);
    if (tag) sink.add('pbn.score.derived-stale', 'info', tag.nameStart, tag.nameEnd, { tag: name });
  }
}

/** Without a declarer no event can be ruled (who defends, which side a trick goes to): each recorded event says so, never silent. */
function reportEventsWithoutDeclarer(model: GameModel, sink: ProblemSink): void {
  for (const entry of model.irregularities?.entries ?? []) {
    if (entry.event) sink.add('pbn.irregularities.needs-declarer', 'warning', entry.start, entry.end, { event: entry.text });
  }
}
