/**
 * The edits that write a game's rulings into the file (annotations.md §4): `^R` before each
 * established revoke the record does not mark (before the card the ruling names, when the play
 * shows it failing to follow suit), the rectified Result (with `^` exactly when PBN requires it),
 * the Score recomputed in the form the file already uses, and the ruling line after the Result tag
 * (model/game/rulingLine.ts) that records the table result the Result was computed from. An earlier
 * ruling line is replaced, never added to. Nothing is written to a game with a syntax error or one
 * whose outcome is blocked (a Director's Result, a line that contradicts the file); applying the
 * edits twice changes nothing.
 */
import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { partnerOf } from '../../bridge/seats';
import { FACED_CARD_REASONS } from '../../i18n/fixPlanTexts';
import { Language } from '../../i18n/localize';
import { EXCEPTION_REASONS, VOCABULARY } from '../../i18n/laws/revokePhrases';
import { isRevokeRuling, RevokeRuling } from '../../shapes/laws';
import { DocumentGame } from '../../model/document/document';
import { GameModel } from '../../model/game/gameModel';
import { RulingLine, formatRulingLine, sameRuling } from '../../model/game/rulingLine';
import { firstSyntaxError } from '../../model/game/syntaxErrors';
import { findTag, valueContentRange } from '../../syntax/gameSyntax';
import { gameRange } from '../ranges';
import { revokeCard } from '../diagnostics/rulingDiagnostics';
import { lineBreakAt } from './lineBreaks';

/** How a quick-fix may override what `fix` does on its own. */
export interface RulingEditOptions {
  /** Write even though the outcome is blocked (the user chose the quick-fix that says so). */
  force?: boolean;
}

/** Why a revoke gets no trick, for the ruling line. */
function noTransferReason(model: GameModel, ruling: RevokeRuling, language: Language): string | undefined {
  if (ruling.exception === 'B3' && model.declarer && ruling.seat === partnerOf(model.declarer)) return FACED_CARD_REASONS[language].dummy;
  if (ruling.exception === 'B3') return FACED_CARD_REASONS[language].faced;
  if (ruling.exception) return EXCEPTION_REASONS[ruling.exception][language];
  return ruling.capped ? VOCABULARY.rectification[language].cappedToNothing : undefined;
}

/** The ruling line's text for the rulings, in the user's language, with the reason of each revoke that gets no trick. */
function lineText(model: GameModel, line: RulingLine, rulings: readonly RevokeRuling[], language: Language, lineBreak: string): string {
  const transfers = line.transfers.map((transfer, index) => {
    const reason = transfer.tricks === 0 && rulings[index] ? noTransferReason(model, rulings[index], language) : undefined;
    return reason ? { ...transfer, reason } : transfer;
  });
  return formatRulingLine({ ...line, transfers }, language, lineBreak);
}

/** One edit of a ruling fix and what it changes, for the CLI's account of a fix. */
export interface LabelledEdit {
  edit: TextEdit;
  what: 'revoke-mark' | 'result' | 'score' | 'line-added' | 'line-replaced' | 'line-removed';
  /** For a revoke mark: the trick and card. For Result and Score: the value before and after. */
  trick?: number;
  card?: string;
  before?: string;
  after?: string;
}

/** Every edit needed to write the rulings of one game; empty when the file already says it all or must not be touched. */
export function rulingEdits(document: TextDocument, game: DocumentGame, model: GameModel, language: Language, options: RulingEditOptions = {}): TextEdit[] {
  return labelledRulingEdits(document, game, model, language, options).map((labelled) => labelled.edit);
}

/** The edits of `rulingEdits`, each with what it changes. */
export function labelledRulingEdits(document: TextDocument, game: DocumentGame, model: GameModel, language: Language, options: RulingEditOptions = {}): LabelledEdit[] {
  const outcome = model.outcome;
  if (!outcome || firstSyntaxError(model.problems) || (outcome.blockedBy && !options.force)) return [];
  const revokes = model.rulings.filter(isRevokeRuling).filter((ruling) => ruling.established);
  const scan = outcome.rulingLine;
  if (revokes.length === 0 && scan.kind !== 'line') return [];
  const edits: LabelledEdit[] = [];
  for (const ruling of revokes) {
    const card = revokeCard(model, ruling);
    // Only a card the play shows as a failure to follow suit (what the verifier accepts ^R on): a revoke the Irregularities tag
    // names (1997 63B, corrected after an illegal inquiry) left the substitute in the play, and that card followed suit.
    if (!ruling.breach && card && !card.revokeMark && card.card === ruling.card && shownInPlay(model, ruling)) {
      edits.push({ edit: TextEdit.insert(gameRange(document, game, card.start, card.start).start, '^R '), what: 'revoke-mark', trick: ruling.trick, card: ruling.card });
    }
  }
  const resultTag = findTag(model.syntax, 'Result');
  if (!resultTag || outcome.expectedResult === undefined) return edits;
  if (resultTag.value !== outcome.expectedResult) {
    const edit = TextEdit.replace(gameRange(document, game, ...valueContentRange(resultTag)), outcome.expectedResult);
    edits.push({ edit, what: 'result', before: resultTag.value, after: outcome.expectedResult });
  }
  const scoreTag = findTag(model.syntax, 'Score');
  if (scoreTag && outcome.expectedScoreText && scoreTag.value !== outcome.expectedScoreText) {
    const edit = TextEdit.replace(gameRange(document, game, ...valueContentRange(scoreTag)), outcome.expectedScoreText);
    edits.push({ edit, what: 'score', before: scoreTag.value, after: outcome.expectedScoreText });
  }
  const wanted = outcome.wantedLine;
  const lineBreak = lineBreakAt(document.getText(), game.start + resultTag.end);
  const lineCurrent = scan.kind === 'line' && wanted !== undefined && sameRuling(scan.line, wanted);
  if (scan.kind === 'line' && !lineCurrent) {
    const range = gameRange(document, game, scan.start, scan.end);
    if (wanted) edits.push({ edit: TextEdit.replace(range, lineText(model, wanted, revokes, language, lineBreak)), what: 'line-replaced' });
    else edits.push({ edit: TextEdit.replace(gameRange(document, game, lineStartBefore(model, scan.start), scan.end), ''), what: 'line-removed' });
  } else if (scan.kind !== 'line' && wanted && (options.force || (edits.length > 0 && !model.result?.irregular))) {
    // Not onto a Result a Director set ('^', no line): writing the line would make the next fix treat it as its own.
    const edit = TextEdit.insert(document.positionAt(game.start + resultTag.end), lineBreak + lineText(model, wanted, revokes, language, lineBreak));
    edits.push({ edit, what: 'line-added' });
  }
  return edits;
}

/** True when the play itself shows the ruling's revoke: that card, by that seat, at that trick, not following suit while able. */
function shownInPlay(model: GameModel, ruling: RevokeRuling): boolean {
  return model.play?.revokes.some((revoke) => revoke.trick === ruling.trick && revoke.seat === ruling.seat && revoke.card === ruling.card) ?? false;
}

/** Where the line holding a removed ruling line begins, so that the removal takes its line break too. */
function lineStartBefore(model: GameModel, start: number): number {
  const text = model.syntax.text;
  let at = start;
  while (at > 0 && (text[at - 1] === ' ' || text[at - 1] === '\t')) at--;
  if (at > 0 && text[at - 1] === '\n') at--;
  if (at > 0 && text[at - 1] === '\r') at--;
  return at;
}
