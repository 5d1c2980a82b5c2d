/**
 * `score --event` for one file: its games streamed (never held whole) into the event's boards
 * (eventCollector.ts), the standings before and after the rulings (scoring/event/), the file's
 * TotalScoreTable checked, and the two renderings: JSON (totals rounded to two decimals) and text
 * in bridge notation, in English or Dutch.
 */
import { pushAll } from '../../arrays';
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

/** A file's event in the words of a language, laid out once for the text, the HTML page and the PDF. */
export interface EventSections {
  file: string;
  /** `2 boards · % · Laws 2017`; or, with no event, why (`note`). */
  heading?: string;
  note?: string;
  /** The standings: one group, or NS and EW apart (a Mitchell), each with its title. */
  groups: Array<{ title: string; header: string[]; rows: Array<{ cells: string[]; changed: boolean }> }>;
  averagePlus?: string;
  /** What the rulings changed, one line a participant (or the sentence that they change nothing). */
  changes: string[];
  rulingHeading?: string;
  rulings: string[];
  leftOut?: string;
  /** The TotalScoreTable check: its line and one line a difference. */
  totals?: { line: string; differences: string[]; agree: boolean };
}

/** The sections of a file's event. */
export function eventSections(path: string, report: EventReport, language: Language): EventSections {
  const words = EVENT_WORDS[language];
  const { standings } = report;
  if (report.boards === 0) return { file: path, note: words.noEvent, groups: [], changes: [], rulings: [] };
  const who = report.teams ? words.team : words.pair;
  const header = [words.rank, who, words.total, words.before, words.names];
  const groups = standings.ranking === 'direction' ? (['NS', 'EW'] as const).map((side) => ({ title: sideName(side, language), members: standings.participants.filter((standing) => standing.direction === side) })) : [{ title: '', members: standings.participants }];
  const changed = standings.participants.filter((standing) => standing.changes.length > 0);
  const sections: EventSections = {
    file: path, heading: words.heading(report.boards, standings.unit, report.editions.join(', ')),
    groups: groups.map((group) => ({
      title: group.title, header,
      rows: group.members.map((standing) => ({ cells: [String(standing.rank), standing.id, totalText(standing.total, standing.unit), `${totalText(standing.before.total, standing.unit)}, ${standing.before.rank}`, standing.names], changed: standing.changes.length > 0 })),
    })),
    changes: changed.length === 0 ? [words.noChange] : changed.map((standing) => changeLine(standing, who, language)),
    rulings: standings.rulings.map((ruling) => rulingLine(ruling, language)),
  };
  // The rule of average plus and minus is a pairs rule (Law 12C2 "in a pairs event"); a teams match has ±3 IMPs.
  if (!report.teams) sections.averagePlus = words.averagePlus(report.averagePlus.rule, report.averagePlus.article, report.averagePlus.fromSetting, standings.unit === 'IMP');
  if (standings.rulings.length) sections.rulingHeading = words.rulingHeading;
  if (standings.leftOut.length) sections.leftOut = words.leftOut(standings.leftOut.join(', '));
  if (report.totals) {
    const { checked, findings } = report.totals;
    sections.totals = {
      line: findings.length === 0 ? words.totalsAgree(checked) : words.totalsDiffer(findings.length, checked), agree: findings.length === 0,
      differences: findings.map((finding) => words.totalDiffers(`${who} ${finding.id}`, finding.column, finding.file, finding.computed === undefined ? undefined : plain(finding.computed))),
    };
  }
  return sections;
}

/** The text of a file's event: heading, standings (a Mitchell's directions apart), what the rulings changed, the TotalScoreTable check. */
export function eventText(path: string, report: EventReport, language: Language): string {
  const sections = eventSections(path, report, language);
  if (sections.note) return `${path}: ${sections.note}\n`;
  const lines = [`${path} · ${sections.heading}`];
  for (const group of sections.groups) {
    if (group.title) lines.push(`  ${group.title}`);
    const rows = group.rows.map((row) => row.cells);
    const widths = group.header.map((title, index) => rows.reduce((widest, row) => Math.max(widest, row[index].length), title.length));
    const render = (cells: string[]) => '  ' + cells.map((cell, index) => cell.padEnd(widths[index])).join('  ').trimEnd();
    lines.push(render(group.header));
    for (const row of rows) lines.push(render(row));
  }
  if (sections.averagePlus) lines.push(sections.averagePlus);
  pushAll(lines, sections.changes);
  if (sections.rulingHeading) lines.push(sections.rulingHeading);
  for (const ruling of sections.rulings) lines.push(`  ${ruling}`);
  if (sections.leftOut) lines.push(sections.leftOut);
  if (sections.totals) pushAll(lines, [sections.totals.line, ...sections.totals.differences.map((difference) => `  ${difference}`)]);
  return lines.join('\n') + '\n';
}

/** `Pair 3: 71.25 % → 65 %, rank 2 → 2 (board 2 3 → 2)`. */
function changeLine(standing: Standing, who: string, language: Language): string {
  const words = EVENT_WORDS[language];
  const value = (points: number | undefined) => (points === undefined ? '–' : standing.unit === '%' ? plain(points) : signed(points));
  const boards = standing.changes.map((change) => `${words.board} ${change.board} ${value(change.before)} → ${value(change.after)}`).join(', ');
  return words.changed(`${who} ${standing.id}`, totalText(standing.before.total, standing.unit), totalText(standing.total, standing.unit), standing.before.rank, standing.rank, boards);
}

/** `Board 4, table 2: artificial NS 60 %, EW 40 % · BCS: as it is · USEBIO: average plus code for NS, the rest by hand`. */
function rulingLine(ruling: RulingTarget, language: Language): string {
  const words = EVENT_WORDS[language];
  const sides = (values: Partial<Record<'NS' | 'EW', number>>) => (['NS', 'EW'] as const).map((side) => `${sideName(side, language)} ${plain(values[side]!)} %`).join(', ');
  const award = ruling.percent ? `${words.award.artificial} ${sides(ruling.percent)}` : words.award[ruling.award];
  const assigned = ruling.award === 'assigned';
  const bcs = assigned ? words.asTableResult : ruling.bcs.holds ? words.asItIs : ruling.bcs.nearest ? words.nearest(sides(ruling.bcs.nearest)) : words.byHand;
  const usebio = assigned ? words.asTableResult : ruling.usebio.averagePlus.length ? words.averagePlusCode(ruling.usebio.averagePlus.map((side) => sideName(side, language)).join(', '), ruling.usebio.byHand) : words.byHand;
  return `${words.board} ${ruling.board}, ${words.table} ${ruling.table}: ${award} · BCS: ${bcs} · USEBIO: ${usebio}`;
}
