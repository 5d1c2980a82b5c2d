/**
 * The plan of a whole-file fix (the CLI's `fix`, the editor's "Fix all rulings in file"): per
 * game the edits, what each changes in words a Director reads, or why the game is left alone —
 * a syntax error (the game could not be read with certainty), a Result a Director set, a ruling
 * line that contradicts the file, a claimed board whose Result may already hold the transfer.
 * Which fixes: the rulings (revoke transfers), the plain Score and Result corrections the editor
 * offers as quick-fixes (Law 77, the `^` rule), the Declarer and Contract a played board's auction
 * decides where the record lacks them (both kinds on), and the travellers, as the options say.
 */
import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { cardText } from '../../i18n/bridgeNotation';
import { diagnosticMessage } from '../../i18n/diagnosticMessages';
import { codeBlockingFix } from '../../i18n/diagnostics/registry';
import { FIX_PLAN_WORDS } from '../../i18n/fixPlanTexts';
import { Language } from '../../i18n/localize';
import { DocumentGame, DocumentModel } from '../../model/document/document';
import { sideOf } from '../../bridge/seats';
import { lawScore } from '../../model/game/outcome';
import { formatScore, parseResult } from '../../model/game/result';
import { firstSyntaxError } from '../../model/game/syntaxErrors';
import { findTag, valueContentRange } from '../../syntax/gameSyntax';
import { gameRange } from '../ranges';
import { derivedTagEdits } from './derivedTagEdits';
import { LabelledEdit, labelledRulingEdits } from './rulingEdits';
import { travellerCellEdits } from './travellerEdits';
import { pushAll } from '../../arrays';

/** Which fixes a plan holds. */
export interface FixOptions {
  /** Revoke rulings: `^R`, the rectified Result and Score, the ruling line (default true). */
  rulings?: boolean;
  /** Score by Law 77 and Result `^` corrections (default true). */
  scores?: boolean;
  /** Travellers (`[ScoreTable]`) recomputed (default false). */
  travellers?: boolean;
}

/** The Result corrections `scores` applies (as the editor's quick-fixes); the Score then follows Law 77. */
const RESULT_CODES = new Set(['pbn.result.caret-required', 'pbn.result.caret-forbidden', 'pbn.claim.award-result']);

/** What a fix does to one game. */
export interface GameFixPlan {
  /** The game's number in the file (1-based) and its Board tag. */
  index: number;
  board?: string;
  /** 0-based line of the game's first tag. */
  line: number;
  edits: TextEdit[];
  /** What the edits change, one phrase each. */
  changes: string[];
  /** Why the game is left alone, when it is. */
  skipped?: { reason: string; line: number; message: string };
}

function describe(labelled: LabelledEdit, language: Language): string {
  const words = FIX_PLAN_WORDS[language];
  switch (labelled.what) {
    case 'revoke-mark': return words.mark(labelled.trick!, cardText(labelled.card!, language));
    case 'result': return `${words.result} ${labelled.before} → ${labelled.after}`;
    case 'score': return `${words.score} ${labelled.before} → ${labelled.after}`;
    case 'line-added': return words.added;
    case 'line-replaced': return words.replaced;
    case 'line-removed': return words.removed;
  }
}

/** The fix plan of every game that a fix changes or leaves alone for a reason. */
export function fixPlan(document: TextDocument, model: DocumentModel, language: Language, options: FixOptions = {}): GameFixPlan[] {
  const plans: GameFixPlan[] = [];
  for (const game of model.games) {
    const plan = gameFixPlan(document, game, language, options);
    if (plan) plans.push(plan);
  }
  return plans;
}

/** The fix plan of one game (`document` holds it at `game.start`), undefined when a fix neither changes it nor leaves it alone for a reason. */
export function gameFixPlan(document: TextDocument, game: DocumentGame, language: Language, options: FixOptions = {}): GameFixPlan | undefined {
  const gameModel = game.model;
  if (!gameModel) return undefined;
  const base = { index: game.index, board: gameModel.board, line: document.positionAt(game.start + gameModel.syntax.firstTagStart).line };
  const syntaxError = firstSyntaxError(gameModel.problems);
  const blocked = gameModel.outcome?.blockedBy;
  if (syntaxError || (blocked && options.rulings !== false)) {
    const blockCode = blocked && codeBlockingFix(blocked);
    const problem = syntaxError ?? gameModel.problems.find((candidate) => candidate.code === blockCode);
    const message = problem ? diagnosticMessage(problem.code, problem.args, language) : blocked!;
    const line = problem ? document.positionAt(game.start + problem.start).line : base.line;
    return { ...base, edits: [], changes: [], skipped: { reason: syntaxError ? FIX_PLAN_WORDS[language].syntax : blocked!, line, message } };
  }
  const labelled = options.rulings === false ? [] : labelledRulingEdits(document, game, gameModel, language);
  if (labelled.length === 0 && options.scores !== false) pushAll(labelled, scoreEdits(document, game));
  const edits = labelled.map((entry) => entry.edit);
  const changes = labelled.map((entry) => describe(entry, language));
  if (labelled.some((entry) => entry.what === 'revoke-mark') && !labelled.some((entry) => entry.what === 'result') && !findTag(gameModel.syntax, 'Result')) {
    // Only ^R can be written: say why, naming a tag that looks like a misspelt Result.
    const misspelt = gameModel.problems.find((problem) => problem.code === 'pbn.tag.new-name' && problem.data?.replacement === 'Result');
    changes.push(FIX_PLAN_WORDS[language].noResult(misspelt === undefined ? undefined : String(misspelt.args.tag)));
  }
  if (options.rulings !== false && options.scores !== false) {
    // The Declarer and Contract the auction decides, where the record lacks them (the finding names the value).
    for (const tag of derivedTagEdits(document, game)) {
      edits.push(tag.edit);
      changes.push(FIX_PLAN_WORDS[language][tag.added ? 'tagAdded' : 'tagSet'](tag.tag, tag.value));
    }
  }
  if (options.travellers) {
    const cells = travellerCellEdits(game);
    pushAll(edits, cells.map((cell) => TextEdit.replace(gameRange(document, game, cell.start, cell.end), cell.text)));
    if (cells.length) changes.push(FIX_PLAN_WORDS[language].traveller(cells.length));
  }
  return edits.length ? { ...base, edits, changes } : undefined;
}

/** The Score and Result corrections of a game (when no ruling edit owns its Result and Score), consistent with each other. */
function scoreEdits(document: TextDocument, game: DocumentGame): LabelledEdit[] {
  const gameModel = game.model!;
  // A '^' Result without a ruling line is a Director's: its Score may be one he set too.
  if (gameModel.result?.irregular && gameModel.outcome?.rulingLine.kind !== 'line') return [];
  const edits: LabelledEdit[] = [];
  const resultFix = gameModel.problems.find((problem) => RESULT_CODES.has(problem.code) && typeof problem.data?.replacement === 'string');
  if (resultFix) edits.push(valueEdit(document, game, resultFix.start, resultFix.end, 'result', String(resultFix.data!.replacement)));
  const scoreTag = findTag(gameModel.syntax, 'Score');
  const declarer = gameModel.declarer;
  if (resultFix && scoreTag && gameModel.score && declarer) {
    // The Score of the corrected Result, not of the one being replaced.
    const tricks = parseResult(String(resultFix.data!.replacement), declarer)?.tricks[sideOf(declarer)];
    const points = tricks === undefined ? undefined : lawScore(gameModel, tricks);
    const text = points === undefined ? undefined : formatScore(points, declarer, gameModel.score.form);
    if (text !== undefined && text !== scoreTag.value) edits.push(valueEdit(document, game, ...valueContentRange(scoreTag), 'score', text));
    return edits;
  }
  const scoreFix = gameModel.problems.find((problem) => problem.code === 'pbn.score.mismatch' && typeof problem.data?.replacement === 'string');
  if (scoreFix) edits.push(valueEdit(document, game, scoreFix.start, scoreFix.end, 'score', String(scoreFix.data!.replacement)));
  return edits;
}

/** An edit that replaces a Result or Score value, labelled with what it was and becomes. */
function valueEdit(document: TextDocument, game: DocumentGame, start: number, end: number, what: 'result' | 'score', after: string): LabelledEdit {
  const before = game.model!.values.get(what === 'result' ? 'Result' : 'Score');
  return { edit: TextEdit.replace(gameRange(document, game, start, end), after), what, before, after };
}
