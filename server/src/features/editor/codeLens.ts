/**
 * Code lenses above each game: a summary in bridge notation ("Board 7 · 4♠ by South, =
 * · NS +620 · Laws 2017 (inferred)") and, where the rulings change the Result or Score, "Apply rulings", which runs
 * the server command `APPLY_RULINGS_COMMAND` with the document URI and game index.
 */
import { CodeLens } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { sideOf } from '../../bridge/seats';
import { resultByDeclarer, scoreText } from '../../i18n/bridgeNotation';
import { seatName } from '../../i18n/bridgeTerms';
import { LENS_WORDS } from '../../i18n/editorTexts';
import { Language } from '../../i18n/localize';
import { DocumentModel } from '../../model/document/document';
import { GameModel } from '../../model/game/gameModel';
import { shortEditionLabel } from '../editionLabel';
import { contractWithSymbol, declaringSideTricks } from '../gameSummary';
import { rulingEdits } from '../fixes/rulingEdits';

/** The command the "Apply rulings" lens runs (arguments: document URI, game index). */
export const APPLY_RULINGS_COMMAND = 'pbn.applyRulings';
/** The command of the summary lens (shows nothing; a lens needs a command to be displayed). */
export const SUMMARY_COMMAND = '';

/** "Board 7 · 4♠ by South, −1 · NS −100 · Laws 2017 (inferred)": the result and the Score as written, in bridge notation. */
export function lensTitle(model: GameModel, index: number, language: Language): string {
  const words = LENS_WORDS[language];
  const parts = [model.board && model.board !== '?' ? `${words.board} ${model.board}` : `${words.game} ${index}`];
  const tricks = model.passedOut ? undefined : declaringSideTricks(model);
  if (model.passedOut) parts.push(words.passedOut);
  else if (model.contract && model.declarer && model.contract.level > 0 && tricks !== undefined) parts.push(resultByDeclarer(model.contract, model.declarer, tricks, language));
  else if (model.contract) parts.push(`${contractWithSymbol(model.contract, language)}${model.declarer ? ` ${words.by} ${seatName(model.declarer, language)}` : ''}`);
  const score = model.declarer ? model.score?.points[sideOf(model.declarer)] : undefined;
  if (score !== undefined && model.declarer) parts.push(scoreText(sideOf(model.declarer), score, language));
  parts.push(shortEditionLabel(model.edition, language));
  return parts.join(' · ');
}

/** The lenses of every game. */
export function codeLenses(document: TextDocument, documentModel: DocumentModel, language: Language): CodeLens[] {
  const lenses: CodeLens[] = [];
  for (const game of documentModel.games) {
    const model = game.model;
    if (!model) continue;
    const position = document.positionAt(game.start + model.syntax.firstTagStart);
    const range = { start: position, end: position };
    lenses.push({ range, command: { title: lensTitle(model, game.index, language), command: SUMMARY_COMMAND } });
    const changesScore = model.outcome && !model.outcome.reflectsRulings && rulingEdits(document, game, model, language).length > 0;
    if (changesScore) lenses.push({ range, command: { title: LENS_WORDS[language].apply, command: APPLY_RULINGS_COMMAND, arguments: [document.uri, game.index] } });
  }
  return lenses;
}

/** The edits of the "Apply rulings" command for one game (empty when nothing is to be done). */
export function applyRulingsEdits(document: TextDocument, documentModel: DocumentModel, gameIndex: number, language: Language) {
  const game = documentModel.games.find((candidate) => candidate.index === gameIndex);
  return game?.model ? rulingEdits(document, game, game.model, language) : [];
}
