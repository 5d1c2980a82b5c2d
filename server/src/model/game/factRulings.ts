/**
 * A board without a play record whose `[Irregularities]` tag names events (annotations.md §3a):
 * the Laws engine rules on each revoke from its facts (laws/revoke/fromFacts.ts), a claim's
 * `award=` is the Director's result, and every other entry ends in a finding that says why there
 * is no ruling (a needed fact missing, with what each answer gives; facts that cannot all be true;
 * an event only a play record can decide, with the Laws the Director applies). The rectified
 * Result and Score follow from the table result — the ruling line a fix wrote, else the award,
 * else the Result — exactly as for a board with a play record, so `fix` writes them the same way.
 */
import { isVulnerable } from '../../bridge/contract';
import { otherSide, sideOf } from '../../bridge/seats';
import { duplicateScore } from '../../laws/scoring';
import { FactFinding, factsStillNeeded, ruleFromFacts } from '../../laws/revoke/fromFacts';
import { claimAwaitsAward } from '../../laws/irregularities/claims';
import { FactName } from '../../laws/irregularities/eventFacts';
import { findEventDefinition } from '../../laws/irregularityVocabulary';
import { rulesFor } from '../../laws/editions';
import { IrregularityEvent, isRevokeRuling } from '../../shapes/laws';
import { valueContentRange } from '../../syntax/gameSyntax';
import { ProblemSink } from '../../syntax/problems';
import { tagNamed } from './tagIndex';
import type { GameModel, ParsedIrregularity, RectifiedOutcome } from './gameModel';
import { formatResult, formatScore } from './result';
import { clampTricks, findRulingLine, netTransfer, RulingLine } from './rulingLine';
import { judgeRulingLine } from './rulingLineCheck';

/** Events the facts can rule on without a play; the others need the record. */
const RULED_FROM_FACTS = new Set(['revoke', 'claim']);

/** Rules on a board without a play record from the facts of its events, and works out its rectified outcome. */
export function checkFactsOutcome(model: GameModel, sink: ProblemSink): void {
  const declarer = model.declarer;
  const irregularities = model.irregularities;
  if (!declarer || !irregularities || irregularities.events.length === 0) return;
  const entries = irregularities.entries.filter((entry) => entry.event);
  const side = sideOf(declarer);
  const edition = model.edition.edition;
  const scan = findRulingLine(model.syntax);
  const award = awardOf(irregularities.events);
  const table = tableResultOf(model, irregularities.events, scan);
  const { rulings, findings } = ruleFromFacts({ declarer, events: irregularities.events, tableTricks: table.tricks }, edition);
  model.rulings = rulings;
  for (const finding of findings) reportFinding(model, entries[finding.eventIndex], finding, sink);
  const established = rulings.filter(isRevokeRuling).filter((ruling) => ruling.established);
  const transfers = established.map((ruling) => ({ law: ruling.law, tricks: ruling.transfer, to: ruling.to }));
  const outcome: RectifiedOutcome = {
    declaringSideInPlay: 0, defendersInPlay: 0, complete: false, tableTricks: table.tricks, tableSource: table.tricks === undefined ? undefined : table.source,
    rulingLine: scan, lineStale: false, reflectsRulings: true,
  };
  if (table.tricks !== undefined && (established.length > 0 || award !== undefined)) {
    const expectedTricks = clampTricks(table.tricks + netTransfer(transfers, side));
    outcome.expectedTricks = expectedTricks;
    // Without a play record no side has won a trick in it: the Result never needs '^'.
    outcome.expectedResult = formatResult(expectedTricks, declarer, false, model.result?.form ?? 'declarer');
    if (established.length > 0) outcome.wantedLine = { form: 'full', edition, side, tableTricks: table.tricks, transfers, rectifiedTricks: expectedTricks } satisfies RulingLine;
    const { contract, vulnerability } = model;
    if (contract && contract.level > 0 && vulnerability) outcome.expectedScore = duplicateScore(contract, isVulnerable(vulnerability, side), expectedTricks, edition);
    if (outcome.expectedScore !== undefined) outcome.expectedScoreText = formatScore(outcome.expectedScore, declarer, model.score?.form ?? 'declarer');
    const recordedScore = model.score?.points[side];
    outcome.reflectsRulings = model.result?.tricks[side] === expectedTricks
      && (recordedScore === undefined || outcome.expectedScore === undefined || recordedScore === outcome.expectedScore);
  }
  model.outcome = outcome;
  if (outcome.wantedLine || scan.kind !== 'none') judgeRulingLine(model, sink);
  irregularities.events.forEach((event, index) => {
    if (event.event === 'Claim') return reportClaim(model, entries[index], event.facts?.award, table.tricks, sink);
    // A revoke the Director calls a recording error is checked against the play only; without one the tool says so.
    if (RULED_FROM_FACTS.has(event.event.toLowerCase()) && event.choice.toLowerCase() !== 'recorderror') return;
    const definition = findEventDefinition(event.event);
    const entry = entries[index];
    sink.add('pbn.irregularities.needs-play', 'info', entry.start, entry.end, { event: entry.text, articles: definition?.laws ?? '', edition });
  });
}

/** The Director's award of the board's claim, when one is written. */
function awardOf(events: readonly IrregularityEvent[]): number | undefined {
  return events.find((event) => event.event === 'Claim' && event.facts?.award !== undefined)?.facts?.award;
}

/** The declaring side's tricks at the table, before any transfer: the ruling line a fix wrote, else the award, else the Result. */
function tableResultOf(model: GameModel, events: readonly IrregularityEvent[], scan = findRulingLine(model.syntax)): { tricks?: number; source: 'ruling-line' | 'result' } {
  const side = sideOf(model.declarer!);
  const award = awardOf(events);
  if (scan.kind === 'line' && scan.line.form === 'full' && scan.line.side === side) return { tricks: scan.line.tableTricks, source: 'ruling-line' };
  return { tricks: award ?? model.result?.tricks[side], source: 'result' };
}

/**
 * The facts event `index` of `events` still needs before the Laws rule on this board from its facts
 * (no play record), in the order of annotations.md §3a: what the engine cannot rule without for a
 * revoke (laws/revoke/fromFacts.ts decides), the award of a claim only the Director decides. The
 * recorder and completion ask this, the findings report the same decision.
 */
export function factsStillNeededOn(model: GameModel, events: readonly IrregularityEvent[], index: number): FactName[] {
  const event = events[index];
  if (!event) return [];
  if (event.event === 'Claim') return claimAwaitsAward(event.choice) && event.facts?.award === undefined ? ['award'] : [];
  if (event.event !== 'Revoke') return [];
  const tableTricks = model.declarer ? tableResultOf(model, events).tricks : undefined;
  return factsStillNeeded({ declarer: model.declarer, events, tableTricks }, model.edition.edition, index);
}

/** A claim without a play record: the Director's award (Laws 69-71) sets the Result; without one the Result holds what was agreed, or a disputed claim needs it. */
function reportClaim(model: GameModel, entry: ParsedIrregularity, award: number | undefined, tableTricks: number | undefined, sink: ProblemSink): void {
  const event = entry.event!;
  const rules = rulesFor(model.edition.edition).play;
  const disputed = event.choice.toLowerCase() === 'disputed';
  const playedOn = event.choice.toLowerCase() === 'playedon';
  const law = disputed ? rules.articles.disputedClaim : playedOn && rules.claimPlayedOn ? rules.articles.playedOn : rules.articles.claim;
  const base = { event: entry.text, edition: model.edition.edition, law, side: sideOf(model.declarer!) };
  if (award === undefined) {
    const needsAward = claimAwaitsAward(event.choice);
    sink.add('pbn.irregularities.claim-facts', needsAward ? 'warning' : 'info', entry.start, entry.end, { ...base, state: needsAward ? 'needs-award' : playedOn ? 'played-on' : 'agreed' });
    return;
  }
  sink.add('pbn.irregularities.claim-facts', 'info', entry.start, entry.end, { ...base, state: 'award', award });
  // The Result the award calls for, where no revoke ruling writes it already (its own diagnostic and fix do).
  const outcome = model.outcome;
  const resultTag = tagNamed(model.syntax, 'Result');
  if (!outcome || outcome.wantedLine || tableTricks === undefined || outcome.reflectsRulings || !resultTag || !outcome.expectedResult) return;
  sink.add('pbn.claim.award-result', 'warning', ...valueContentRange(resultTag),
    { event: entry.text, value: resultTag.value, expected: outcome.expectedResult, award, side: base.side }, { replacement: outcome.expectedResult });
}

/** Reports one finding on its event. */
function reportFinding(model: GameModel, entry: ParsedIrregularity, finding: FactFinding, sink: ProblemSink): void {
  const edition = model.edition.edition;
  const event = entry.event!;
  if (finding.kind === 'needs-trick') {
    sink.add('pbn.irregularities.needs-trick', 'warning', entry.fields[0].start, entry.fields[0].end, { event: entry.text });
    return;
  }
  const side = sideOf(finding.seat);
  if (finding.kind === 'contradicted') {
    const total = finding.tableTricks === undefined ? '' : sideOf(model.declarer!) === side ? finding.tableTricks : 13 - finding.tableTricks;
    sink.add('pbn.irregularities.facts-contradict', 'warning', entry.start, entry.end, {
      event: entry.text, reason: finding.reason, trick: finding.trick ?? '', side, later: event.facts?.later ?? '', total,
    });
    return;
  }
  const alternatives = finding.alternatives.map((alternative) => `${alternative.values.join(',')}=${alternative.transfer}@${alternative.law}`).join('|');
  sink.add('pbn.irregularities.needs-facts', 'warning', entry.start, entry.end, {
    event: entry.text, edition, trick: finding.trick ?? '', seat: finding.seat, side, to: otherSide(side), missing: finding.missing.join(','),
    alternatives, least: finding.range?.least ?? '', most: finding.range?.most ?? '', earlier: finding.earlierTrick ?? '',
  });
}
