/**
 * The rulings log of an event (issue 36 §3): every ruling of a file's games as they stream by,
 * one row each: the board, its Table and Round (or Room), the irregularity in the words of the
 * ruling report, the article and edition, the result at the table, the rectified result or the
 * adjusted score, the side the ruling names as damaged, and a status. "ruled": the file's Result
 * and Score (or its AdjustedScore) already carry the ruling; "to be checked": the tool has a
 * ruling the file does not carry yet, or an Irregularities event ends in a finding that says
 * what is missing (the note says which). The annotation language has no way to say a ruling was
 * appealed, so no row says so. Only the rows are held, never the games.
 */
import { Seat, Side, otherSide, sideOf } from '../../bridge/seats';
import { cardText, resultText, scoreText } from '../../i18n/bridgeNotation';
import { seatName, sideName } from '../../i18n/bridgeTerms';
import { rulingKindName, trickPrefix } from '../../i18n/boardTexts';
import { diagnosticMessage } from '../../i18n/diagnosticMessages';
import { Language } from '../../i18n/localize';
import { RULINGS_LOG_WORDS, RulingStatus } from '../../i18n/rulingsLogTexts';
import { plain } from '../../i18n/scoreNotation';
import { rulesFor } from '../../laws/editions';
import { Edition, Ruling, isRevokeRuling } from '../../shapes/laws';
import { GameStreamSource, readGameStream } from '../../model/document/gameTextStream';
import { DocumentGame } from '../../model/document/document';
import { GameModel } from '../../model/game/gameModel';
import { outcomeScore } from '../../scoring/adjusted/adjustedResults';
import { AdjustedOutcome, AdjustedPart } from '../../scoring/adjusted/notation';
import { ArtificialRule, artificialClass, artificialPercent, artificialRuleOf } from '../../scoring/artificial';
import { rectifiedOutcome, tableOutcome } from '../board/boardOutcome';
import { OPEN_EVENT_CODES } from '../board/boardRecord';
import { ServiceSettings, gameOptionsOf } from '../settings';

export type { RulingStatus } from '../../i18n/rulingsLogTexts';

/** One ruling of the log, its texts in the chosen language. */
export interface RulingsLogRow {
  file: string;
  /** The game's 1-based number in its file. */
  gameIndex: number;
  board?: string;
  table?: string;
  round?: string;
  /** "Trick 7, East: Revoke (♠5)". */
  irregularity: string;
  /** The article as the edition numbers it (`64A1`, `12C1(c)`); undefined while there is no ruling. */
  law?: string;
  edition: Edition;
  /** "4♠ −1, NS −50". */
  tableResult?: string;
  /** The rectified result ("4♠ =, NS +420") or the adjusted score in words. */
  ruledScore?: string;
  /** The non-offending side, where the ruling says which. */
  damaged?: Side;
  status: RulingStatus;
  /** Why a row is to be checked: the finding, or what the file does not carry yet. */
  note?: string;
  /** The players ("North – South", "East – West"); left out with hide names. */
  players?: { NS?: string; EW?: string };
}

/** What the log is read with. */
export interface RulingsLogOptions {
  language: Language;
  /** Leave out player names and every tag that bears one. */
  hideNames: boolean;
  /** Average plus and minus fixed or against the session (`--average-plus`); the edition's rule when absent. */
  averagePlus?: ArtificialRule;
}

/** Collects the rows of one file, game by game. */
export class RulingsLogCollector {
  private readonly collected: RulingsLogRow[] = [];

  constructor(private readonly file: string, private readonly options: RulingsLogOptions) {}

  /** Takes in one game of the file. */
  add(game: DocumentGame): void {
    const model = game.model;
    if (!model) return;
    const base = this.baseOf(game.index, model);
    for (const ruling of model.rulings) {
      if (settledClaim(ruling)) continue;
      this.collected.push({ ...base, ...rulingRow(model, ruling, this.options.language) });
    }
    for (const problem of model.problems) {
      if (!OPEN_EVENT_CODES.has(problem.code)) continue;
      this.collected.push({ ...base, ...openEventRow(model, problem.code, problem.args, this.options.language) });
    }
    if (model.adjustedScore || model.problems.some((problem) => problem.code.startsWith('pbn.adjusted.') && problem.severity === 'error')) {
      this.collected.push({ ...base, ...adjustedRow(model, this.options) });
    }
  }

  /** The rows so far, in file order. */
  rows(): RulingsLogRow[] {
    return this.collected;
  }

  /** What every row of a game shares: where it was played, the edition, the table result, the players. */
  private baseOf(gameIndex: number, model: GameModel): Pick<RulingsLogRow, 'file' | 'gameIndex' | 'board' | 'table' | 'round' | 'edition' | 'tableResult' | 'players'> {
    const value = (name: string) => {
      const text = model.values.get(name)?.trim();
      return text && text !== '?' && text !== '-' ? text : undefined;
    };
    const base: ReturnType<RulingsLogCollector['baseOf']> = { file: this.file, gameIndex, edition: model.edition.edition };
    if (model.board && model.board !== '?') base.board = model.board;
    const table = value('Table') ?? value('Room');
    if (table) base.table = table;
    const round = value('Round');
    if (round) base.round = round;
    const atTable = tableOutcome(model, this.options.language);
    if (atTable) base.tableResult = atTable.text;
    if (!this.options.hideNames) {
      const pair = (first: string, second: string) => [value(first), value(second)].filter(Boolean).join(' – ') || undefined;
      const players = { NS: pair('North', 'South'), EW: pair('East', 'West') };
      if (players.NS || players.EW) base.players = players;
    }
    return base;
  }
}

/** A claim nobody disputed whose Result the record bears out: the report tells it with the play, not as a ruling. */
function settledClaim(ruling: Ruling): boolean {
  return ruling.kind === 'claim' && ruling.agreement !== 'disputed' && !ruling.problem && !ruling.lapsed;
}

/** "Trick 7, East: Revoke (♠5)". */
function irregularityWords(trick: number | undefined, seat: Seat | undefined, kind: string, card: string | undefined, language: Language): string {
  const where = `${trickPrefix(trick || undefined, language)}${seat ? `${seatName(seat, language)}: ` : ''}`;
  const shown = card && /^[SHDC][AKQJT2-9]$/.test(card) ? ` (${cardText(card, language)})` : card && card !== '-' ? ` (${card})` : '';
  return `${where}${rulingKindName(kind, language)}${shown}`;
}

/** The status of a ruling the model gives, from what the file's Result and Score say. */
function statusOf(model: GameModel, ruling: Ruling | undefined, language: Language): Pick<RulingsLogRow, 'status' | 'note'> {
  const words = RULINGS_LOG_WORDS[language];
  const outcome = model.outcome;
  if (outcome && !outcome.reflectsRulings) {
    // Without a rectified line the rulings leave the table result as it is (a Director's award is the table result): that is what fix writes.
    const wanted = rectifiedOutcome(model, language)?.text ?? (outcome.expectedTricks !== undefined ? tableOutcome(model, language)?.text : undefined) ?? outcome.expectedResult ?? '';
    return { status: 'to-be-checked', note: words.notWritten(wanted) };
  }
  if (outcome?.lineStale) return { status: 'to-be-checked', note: words.lineStale };
  if (ruling && ruling.kind !== 'revoke' && ruling.problem) return { status: 'to-be-checked', note: words.recordProblem };
  if (ruling?.kind === 'claim' && ruling.agreement === 'disputed' && !ruling.directorResult) return { status: 'to-be-checked', note: words.provisional };
  return { status: 'ruled' };
}

/** The row of one ruling: its words, article, the rectified result when it moves tricks, the side it moves them to. */
function rulingRow(model: GameModel, ruling: Ruling, language: Language): Omit<RulingsLogRow, 'file' | 'gameIndex' | 'edition'> {
  const fields = ruling as { seat?: Seat; card?: string };
  const row: Omit<RulingsLogRow, 'file' | 'gameIndex' | 'edition'> = {
    irregularity: irregularityWords(ruling.trick, fields.seat, ruling.kind, fields.card, language), law: ruling.law, ...statusOf(model, ruling, language),
  };
  if (isRevokeRuling(ruling) && ruling.established && ruling.transfer > 0) {
    const rectified = rectifiedOutcome(model, language);
    if (rectified) row.ruledScore = rectified.text;
    // The tricks go to the non-offending side (Law 64A): the side the revoke damaged.
    row.damaged = ruling.to;
  }
  return row;
}

/** The row of an Irregularities event that ends in a finding: to be checked, the finding saying what is missing (a claim the Director decided is ruled). */
function openEventRow(model: GameModel, code: string, args: Record<string, unknown>, language: Language): Omit<RulingsLogRow, 'file' | 'gameIndex' | 'edition'> {
  const entry = (model.irregularities?.entries ?? []).find((candidate) => candidate.event && candidate.text === String(args.event ?? ''));
  const event = entry?.event;
  // The event's name as a ruling kind (`LeadOutOfTurn` is `lead-out-of-turn`), worded as the ruling would be.
  const irregularity = event ? irregularityWords(event.trick, event.seat, event.event.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase(), event.card, language) : String(args.event ?? '');
  const decided = code === 'pbn.irregularities.claim-facts' && args.state !== 'needs-award';
  if (decided) {
    const row: Omit<RulingsLogRow, 'file' | 'gameIndex' | 'edition'> = { irregularity, law: String(args.law ?? ''), ...statusOf(model, undefined, language) };
    // The Director's award is the result (Laws 69-71): with its Law 77 score, as the table result reads it when no transfer changes it.
    const ruled = rectifiedOutcome(model, language) ?? (model.outcome?.expectedTricks !== undefined ? tableOutcome(model, language) : undefined);
    if (ruled) row.ruledScore = ruled.text;
    return row;
  }
  return { irregularity, status: 'to-be-checked', note: diagnosticMessage(code, args as never, language) };
}

/** The row of the AdjustedScore tag (Law 12): the score in words, its article, the side given average plus against one given less. */
function adjustedRow(model: GameModel, options: RulingsLogOptions): Omit<RulingsLogRow, 'file' | 'gameIndex' | 'edition'> {
  const language = options.language;
  const words = RULINGS_LOG_WORDS[language];
  const rules = rulesFor(model.edition.edition).adjusted;
  const adjusted = model.adjustedScore;
  if (!adjusted) return { irregularity: words.adjusted, status: 'to-be-checked', note: words.adjustedUnread };
  const parts = adjusted.score.parts;
  const artificial = parts.some((part) => part.body.kind === 'artificial');
  const weighted = parts.some((part) => part.body.kind === 'assigned' && part.body.outcomes.length > 1);
  const law = artificial ? rules.artificialArticle : weighted ? rules.weightingArticle || rules.assignedArticle : rules.assignedArticle;
  const text = parts.map((part) => partText(model, part, options)).join('; ');
  const row: Omit<RulingsLogRow, 'file' | 'gameIndex' | 'edition'> = { irregularity: words.adjusted, law, ruledScore: text, status: 'ruled' };
  const damaged = damagedByArtificial(parts, rules);
  if (damaged) row.damaged = damaged;
  return row;
}

/** "NS average plus (60 %)", "4♠ −1, NS −50", "60 % of 4♠ =, NS +420, 40 % of 4♠ −1, NS −50". */
function partText(model: GameModel, part: AdjustedPart, options: RulingsLogOptions): string {
  const language = options.language;
  const words = RULINGS_LOG_WORDS[language];
  const who = part.side ? `${sideName(part.side, language)} ` : '';
  if (part.body.kind === 'artificial') {
    const rules = rulesFor(model.edition.edition).adjusted;
    const form = part.body.form;
    const kind = artificialClass(form);
    const name = { plus: words.averagePlus, average: words.average, minus: words.averageMinus }[kind];
    const percent = plain(artificialPercent(form, rules));
    // Against the session (L97 88, or the setting) average plus is at least its percentage and average minus at most (the standings give the figure).
    const rule = artificialRuleOf(rules, options.averagePlus);
    const bound = form.kind !== 'percent' && rule.rule === 'session' && (kind === 'plus' || (kind === 'minus' && rule.sides === 'both')) ? kind : undefined;
    return `${who}${name} (${bound ? words.bound(bound, percent) : `${percent} %`})`;
  }
  const outcomes = part.body.outcomes.map((outcome) => {
    const text = outcomeText(model, outcome, part.side, language);
    return outcome.percent === undefined ? text : words.weight(plain(outcome.percent), text);
  });
  return `${who}${outcomes.join(', ')}`;
}

/** One assigned result with its Law 77 score from the side's view (declarer's side when the part is for both). */
function outcomeText(model: GameModel, outcome: AdjustedOutcome, side: Side | undefined, language: Language): string {
  if (!outcome.contract || !outcome.declarer || outcome.tricks === undefined) return RULINGS_LOG_WORDS[language].passedOut;
  const result = resultText(outcome.contract, outcome.tricks, language);
  if (!model.vulnerability) return result;
  const view = side ?? sideOf(outcome.declarer);
  return `${result}, ${scoreText(view, outcomeScore(outcome, model.vulnerability, model.edition.edition, view), language)}`;
}

/** The side given average plus (Law 12C2: not at fault) while the other is given less: the side the ruling names as damaged. */
function damagedByArtificial(parts: readonly AdjustedPart[], rules: ReturnType<typeof rulesFor>['adjusted']): Side | undefined {
  const percentOf = (side: Side) => {
    const part = parts.find((candidate) => candidate.side === side) ?? parts.find((candidate) => candidate.side === undefined);
    return part?.body.kind === 'artificial' ? artificialPercent(part.body.form, rules) : undefined;
  };
  for (const side of ['NS', 'EW'] as const) {
    const [own, other] = [percentOf(side), percentOf(otherSide(side))];
    if (own !== undefined && other !== undefined && own > 50 && other < own) return side;
  }
  return undefined;
}

/** Reads a file's rulings as its games stream by; `afterBlock` runs after each block (to let output drain). */
export async function streamRulingsLog(source: GameStreamSource, file: string, settings: ServiceSettings, options: Omit<RulingsLogOptions, 'language'>, afterBlock: () => Promise<void> | void = () => undefined): Promise<RulingsLogRow[]> {
  const collector = new RulingsLogCollector(file, { language: settings.language, hideNames: options.hideNames, ...(settings.averagePlus ? { averagePlus: settings.averagePlus } : {}) });
  await readGameStream(source, gameOptionsOf(settings), { text: () => undefined, game: ({ game }) => collector.add(game) }, afterBlock);
  return collector.rows();
}
