/**
 * The edits that write a game's rulings into the file (annotations.md §4): `^R` before each
 * established revoke the record does not mark, the rectified Result (with `^` exactly when PBN
 * requires it), the Score recomputed in the form the file already uses, and one commentary line
 * after the Result tag naming the law. Applying them twice changes nothing.
 */
import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { sideName } from '../i18n/bridgeTerms';
import { Language } from '../i18n/localize';
import { DocumentGame, DocumentModel } from '../model/document';
import { GameModel } from '../model/game';
import { findTag, valueContentRange } from '../syntax/gameSyntax';
import { gameRange } from './ranges';
import { revokeCard } from './rulingDiagnostics';
import { isRevokeRuling } from '../laws/types';

/** The commentary that records applied transfers, e.g. `{Law 64A1 (2017): 2 tricks transferred to NS}`. */
export function transferComment(model: GameModel, language: Language): string | undefined {
  const parts = model.rulings.filter(isRevokeRuling).filter((ruling) => ruling.transfer > 0).map((ruling) => {
    const side = sideName(ruling.to, language);
    return language === 'nl'
      ? `Artikel ${ruling.law} (${model.edition.edition}): ${ruling.transfer} ${ruling.transfer === 1 ? 'slag' : 'slagen'} overgedragen naar ${side}`
      : `Law ${ruling.law} (${model.edition.edition}): ${ruling.transfer} ${ruling.transfer === 1 ? 'trick' : 'tricks'} transferred to ${side}`;
  });
  return parts.length ? `{${parts.join('; ')}}` : undefined;
}

/** The line ending a game uses (CRLF when its text has one). */
function lineEndingOf(model: GameModel): string {
  return model.syntax.text.includes('\r\n') ? '\r\n' : '\n';
}

/** Every edit needed to write the rulings of one game; empty when the file already says it all or has no revoke ruling. */
export function rulingEdits(document: TextDocument, game: DocumentGame, model: GameModel, language: Language): TextEdit[] {
  const edits: TextEdit[] = [];
  const revokes = model.rulings.filter(isRevokeRuling);
  // Without a revoke ruling, a wrong Result or Score is a plain inconsistency with its own quick-fix.
  if (revokes.length === 0) return edits;
  for (const ruling of revokes) {
    const card = revokeCard(model, ruling);
    if (ruling.established && !ruling.breach && card && !card.revokeMark) edits.push(TextEdit.insert(gameRange(document, game, card.start, card.start).start, '^R '));
  }
  const outcome = model.outcome;
  const resultTag = findTag(model.syntax, 'Result');
  if (!outcome || outcome.reflectsRulings || !resultTag || !outcome.expectedResult) return edits;
  const [resultStart, resultEnd] = valueContentRange(resultTag);
  if (resultTag.value !== outcome.expectedResult) edits.push(TextEdit.replace(gameRange(document, game, resultStart, resultEnd), outcome.expectedResult));
  const scoreTag = findTag(model.syntax, 'Score');
  if (scoreTag && outcome.expectedScoreText && scoreTag.value !== outcome.expectedScoreText) {
    const [scoreStart, scoreEnd] = valueContentRange(scoreTag);
    edits.push(TextEdit.replace(gameRange(document, game, scoreStart, scoreEnd), outcome.expectedScoreText));
  }
  const comment = transferComment(model, language);
  if (comment && outcome.appliedTransfer === 0) {
    edits.push(TextEdit.insert(gameRange(document, game, resultTag.end, resultTag.end).start, lineEndingOf(model) + comment));
  }
  return edits;
}

/** The edits for every game of a document. */
export function allRulingEdits(document: TextDocument, model: DocumentModel, language: Language): TextEdit[] {
  return model.games.flatMap((game) => (game.model ? rulingEdits(document, game, game.model, language) : []));
}
