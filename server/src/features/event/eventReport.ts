/**
 * `score --event` for one file: its games streamed (never held whole) into the event's boards
 * (eventCollector.ts), the standings before and after the rulings (scoring/event/), the file's
 * TotalScoreTable checked, and the two renderings: JSON (totals rounded to two decimals) and text
 * in bridge notation, in English or Dutch.
 */
import { Language } from '../../i18n/localize';
import { EVENT_WORDS } from '../../i18n/eventTexts';
import { plain, signed } from '../../i18n/scoreNotation';
import { sideName } from '../../i18n/bridgeTerms';
import { rulesFor } from '../../laws/editions';
import { Edition } from '../../shapes/laws';
import { GameStreamSource, readGameStream } from '../../model/document/gameTextStream';
import { artificialRuleOf } from '../../scoring/artificial';
import { EventStandings, Standing, eventStandings } from '../../scoring/event/eventStandings';
import { RulingTarget } from '../../scoring/event/targetPrograms';
import { TotalCheck, checkTotals } from '../../scoring/event/totalScoreCheck';
import { roundHalfAwayFromZero } from '../../rounding';
import { ServiceSettings, gameOptionsOf } from '../settings';
import { EventCollector } from './eventCollector';

/** One file's event. */
export interface EventReport {
  boards: number;
  editions: string[];
  teams: boolean;
  standings: EventStandings;
  /** The file's TotalScoreTable against the computed totals, when it has one. */
  totals?: TotalCheck;
  /** The rule average plus and minus were given by. */
  averagePlus: { rule: 'fixed' | 'session'; article: string; fromSetting: boolean };
}

/** Reads a file's event as it streams by; `afterBlock` runs after each block (to let output drain). */
export async function streamEvent(source: GameStreamSource, settings: ServiceSettings, afterBlock: () => Promise<void> | void = () => undefined): Promise<EventReport> {
  const collector = new EventCollector();
  await readGameStream(source, gameOptionsOf(settings), { text: () => undefined, game: ({ game }) => collector.add(game) }, afterBlock);
  const event = collector.event();
  const standings = eventStandings(event.boards, event.names, settings.averagePlus);
  const edition = (event.editions[0] ?? '2017') as Edition;
  const rule = artificialRuleOf(rulesFor(edition).adjusted, settings.averagePlus);
  return {
    boards: event.boards.length, editions: event.editions, teams: event.boards.some((board) => board.method === 'teams'), standings,
    ...(event.totals ? { totals: checkTotals(event.totals, standings) } : {}),
    averagePlus: { rule: rule.rule, article: rule.article, fromSetting: settings.averagePlus !== undefined },
  };
}

const rounded = (value: number) => roundHalfAwayFromZero(value, 0.01);

/** The JSON of a file's event (the shape, with the changes, the check and the rule). */
export function eventJson(report: EventReport): object {
  const { standings } = report;
  return {
    boards: report.boards, editions: report.editions, unit: standings.unit, ranking: standings.ranking, averagePlus: report.averagePlus,
    participants: standings.participants.map((standing) => ({
      id: standing.id, names: standing.names, ...(standing.direction ? { direction: standing.direction } : {}),
      total: rounded(standing.total), unit: standing.unit, rank: standing.rank, boards: standing.boards,
      ...(standing.matchpoints ? { matchpoints: rounded(standing.matchpoints.points), top: standing.matchpoints.top } : {}),
      before: { total: rounded(standing.before.total), rank: standing.before.rank },
      changes: standing.changes.map((change) => ({ board: change.board, before: change.before === undefined ? null : rounded(change.before), after: change.after === undefined ? null : rounded(change.after) })),
    })),
    ...(standings.leftOut.length ? { leftOut: standings.leftOut } : {}),
    rulings: standings.rulings.map((ruling) => ({ ...ruling, ...(ruling.percent ? { percent: { NS: rounded(ruling.percent.NS!), EW: rounded(ruling.percent.EW!) } } : {}) })),
    ...(report.totals ? { totalScoreTable: { checked: report.totals.checked, differences: report.totals.findings.map((finding) => ({ ...finding, ...(finding.computed === undefined ? {} : { computed: rounded(finding.computed) }) })) } } : {}),
  };
}

/** A total as people read it: `66.88 %`, `+9 IMP`. */
function totalText(total: number, unit: string): string {
  return unit === '%' ? `${plain(total)} %` : `${signed(total)} IMP`;
}

/** The text of a file's event: heading, standings (a Mitchell's directions apart), what the rulings changed, the TotalScoreTable check. */
export function eventText(path: string, report: EventReport, language: Language): string {
  const words = EVENT_WORDS[language];
  const { standings } = report;
  if (report.boards === 0) return `${path}: ${words.noEvent}\n`;
  const lines = [`${path} · ${words.heading(report.boards, standings.unit, report.editions.join(', '))}`];
  const who = report.teams ? words.team : words.pair;
  const header = [words.rank, who, words.total, words.before, words.names];
  const groups = standings.ranking === 'direction' ? (['NS', 'EW'] as const).map((side) => ({ title: sideName(side, language), members: standings.participants.filter((standing) => standing.direction === side) })) : [{ title: '', members: standings.participants }];
  for (const group of groups) {
    if (group.title) lines.push(`  ${group.title}`);
    const rows = group.members.map((standing) => [String(standing.rank), standing.id, totalText(standing.total, standing.unit), `${totalText(standing.before.total, standing.unit)}, ${standing.before.rank}`, standing.names]);
    const widths = header.map((title, index) => rows.reduce((widest, row) => Math.max(widest, row[index].length), title.length));
    const render = (cells: string[]) => '  ' + cells.map((cell, index) => cell.padEnd(widths[index])).join('  ').trimEnd();
    lines.push(render(header));
    for (const row of rows) lines.push(render(row));
  }
  // The rule of average plus and minus is a pairs rule (Law 12C2 "in a pairs event"); a teams match has ±3 IMPs.
  if (!report.teams) lines.push(words.averagePlus(report.averagePlus.rule, report.averagePlus.article, report.averagePlus.fromSetting, standings.unit === 'IMP'));
  const changed = standings.participants.filter((standing) => standing.changes.length > 0);
  if (changed.length === 0) lines.push(words.noChange);
  for (const standing of changed) lines.push(changeLine(standing, who, language));
  if (standings.rulings.length) lines.push(words.rulingHeading);
  for (const ruling of standings.rulings) lines.push(rulingLine(ruling, language));
  if (standings.leftOut.length) lines.push(words.leftOut(standings.leftOut.join(', ')));
  if (report.totals) {
    const { checked, findings } = report.totals;
    lines.push(findings.length === 0 ? words.totalsAgree(checked) : words.totalsDiffer(findings.length, checked));
    for (const finding of findings) lines.push(words.totalDiffers(`${who} ${finding.id}`, finding.column, finding.file, finding.computed === undefined ? undefined : plain(finding.computed)));
  }
  return lines.join('\n') + '\n';
}

/** `Pair 3: 71.25 % → 65 %, rank 2 → 2 (board 2 3 → 2)`. */
function changeLine(standing: Standing, who: string, language: Language): string {
  const words = EVENT_WORDS[language];
  const value = (points: number | undefined) => (points === undefined ? '–' : standing.unit === '%' ? plain(points) : signed(points));
  const boards = standing.changes.map((change) => `${words.board} ${change.board} ${value(change.before)} → ${value(change.after)}`).join(', ');
  return words.changed(`${who} ${standing.id}`, totalText(standing.before.total, standing.unit), totalText(standing.total, standing.unit), standing.before.rank, standing.rank, boards);
}

/** `  Board 4, table 2: artificial NS 60 %, EW 40 % · BCS: as it is · USEBIO: average plus code for NS, the rest by hand`. */
function rulingLine(ruling: RulingTarget, language: Language): string {
  const words = EVENT_WORDS[language];
  const sides = (values: Partial<Record<'NS' | 'EW', number>>) => (['NS', 'EW'] as const).map((side) => `${sideName(side, language)} ${plain(values[side]!)} %`).join(', ');
  const award = ruling.percent ? `${words.award.artificial} ${sides(ruling.percent)}` : words.award[ruling.award];
  const assigned = ruling.award === 'assigned';
  const bcs = assigned ? words.asTableResult : ruling.bcs.holds ? words.asItIs : ruling.bcs.nearest ? words.nearest(sides(ruling.bcs.nearest)) : words.byHand;
  const usebio = assigned ? words.asTableResult : ruling.usebio.averagePlus.length ? words.averagePlusCode(ruling.usebio.averagePlus.map((side) => sideName(side, language)).join(', '), ruling.usebio.byHand) : words.byHand;
  return `  ${words.board} ${ruling.board}, ${words.table} ${ruling.table}: ${award} · BCS: ${bcs} · USEBIO: ${usebio}`;
}
