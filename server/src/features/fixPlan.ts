/**
 * The plan of a whole-file fix (the CLI's `fix`, the editor's "Fix all rulings in file"): per
 * game the edits, what each changes in words a Director reads, or why the game is left alone —
 * a syntax error (the game could not be read with certainty), a Result a Director set, a ruling
 * line that contradicts the file, a claimed board whose Result may already hold the transfer.
 */
import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { cardWithSymbol } from '../bridge/cards';
import { diagnosticMessage } from '../i18n/diagnosticMessages';
import { Language } from '../i18n/localize';
import { DocumentModel } from '../model/document';
import { firstSyntaxError } from '../model/syntaxErrors';
import { LabelledEdit, labelledRulingEdits } from './rulingEdits';

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

const WORDS = {
  en: {
    mark: (trick: number, card: string) => `^R before ${card} at trick ${trick}`, result: 'Result', score: 'Score',
    added: 'ruling line added', replaced: 'ruling line replaced', removed: 'ruling line removed', syntax: 'syntax error',
  },
  nl: {
    mark: (trick: number, card: string) => `^R voor ${card} in slag ${trick}`, result: 'Result', score: 'Score',
    added: 'uitspraakregel toegevoegd', replaced: 'uitspraakregel vervangen', removed: 'uitspraakregel verwijderd', syntax: 'syntaxfout',
  },
};

function describe(labelled: LabelledEdit, language: Language): string {
  const words = WORDS[language];
  switch (labelled.what) {
    case 'revoke-mark': return words.mark(labelled.trick!, cardWithSymbol(labelled.card!));
    case 'result': return `${words.result} ${labelled.before} → ${labelled.after}`;
    case 'score': return `${words.score} ${labelled.before} → ${labelled.after}`;
    case 'line-added': return words.added;
    case 'line-replaced': return words.replaced;
    case 'line-removed': return words.removed;
  }
}

/** The fix plan of every game that a fix changes or leaves alone for a reason. */
export function fixPlan(document: TextDocument, model: DocumentModel, language: Language): GameFixPlan[] {
  const plans: GameFixPlan[] = [];
  for (const game of model.games) {
    const gameModel = game.model;
    if (!gameModel) continue;
    const base = { index: game.index, board: gameModel.board, line: document.positionAt(game.start + gameModel.syntax.firstTagStart).line };
    const syntaxError = firstSyntaxError(gameModel.problems);
    const blocked = gameModel.outcome?.blockedBy;
    if (syntaxError || blocked) {
      const problem = syntaxError ?? gameModel.problems.find((candidate) => BLOCK_CODES[blocked!] === candidate.code);
      const message = problem ? diagnosticMessage(problem.code, problem.args, language) : blocked!;
      const line = problem ? document.positionAt(game.start + problem.start).line : base.line;
      plans.push({ ...base, edits: [], changes: [], skipped: { reason: syntaxError ? WORDS[language].syntax : blocked!, line, message } });
      continue;
    }
    const labelled = labelledRulingEdits(document, game, gameModel, language);
    if (labelled.length) plans.push({ ...base, edits: labelled.map((entry) => entry.edit), changes: labelled.map((entry) => describe(entry, language)) });
  }
  return plans;
}

/** The diagnostic that explains each reason a fix is blocked. */
const BLOCK_CODES: Record<string, string> = {
  'line-unreadable': 'pbn.ruling.line-unreadable', 'line-several': 'pbn.ruling.line-several', 'line-mismatch': 'pbn.ruling.line-mismatch',
  'table-unknown': 'pbn.ruling.table-unknown', 'director-result': 'pbn.result.director-set',
};
