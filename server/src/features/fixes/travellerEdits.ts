/**
 * The edits that update a game's traveller (`[ScoreTable]`) to its recomputation: the cells the
 * traveller check found inconsistent or stale, rewritten (scoring/traveller/cellEdits.ts) and
 * placed in the document. Used by the "Update traveller" quick-fix and, for a whole file, by
 * `fix --travellers` (fixPlan.ts).
 */
import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentGame } from '../../model/document/document';
import { CellEdit, cellEdits } from '../../scoring/traveller/cellEdits';
import { gameRange } from '../ranges';

/** The cell edits of one game's traveller, offsets relative to the game (empty when it is up to date). */
export function travellerCellEdits(game: DocumentGame): CellEdit[] {
  const model = game.model;
  if (!model?.traveller) return [];
  return cellEdits(model.syntax.text, model.traveller.traveller, model.traveller.findings);
}

/** The document edits that update one game's traveller. */
export function travellerEdits(document: TextDocument, game: DocumentGame): TextEdit[] {
  return travellerCellEdits(game).map((edit) => TextEdit.replace(gameRange(document, game, edit.start, edit.end), edit.text));
}
