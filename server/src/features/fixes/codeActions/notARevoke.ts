/**
 * The Director's other answer to an unmarked revoke: "Not a revoke: the record is wrong". It
 * records that finding as a `Revoke … RecordError` event in the game's `[Irregularities]` tag
 * (added to the tag, or a new tag before the auction or play), after which the revoke warning and
 * the ruling go away and one information line says why. Not preferred: the ruling is the default.
 */
import { CodeAction, CodeActionKind, Diagnostic, TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { cardText } from '../../../i18n/bridgeNotation';
import { Language } from '../../../i18n/localize';
import { DocumentModel } from '../../../model/document/document';
import { findTag, valueContentRange } from '../../../syntax/gameSyntax';
import { lineBreakAt } from '../lineBreaks';
import { gameRange } from '../../ranges';
import { versionedEdit } from './workspaceEdit';
import { dataOf } from '../../../i18n/diagnostics/registry';
import { notARevokeTitle } from '../../../i18n/diagnostics/fixTitles';

/** The "record error" fix of each unmarked-revoke diagnostic among `diagnostics`. */
export function notARevokeActions(document: TextDocument, model: DocumentModel, diagnostics: readonly Diagnostic[], language: Language): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    const data = dataOf(diagnostic, 'pbn.revoke.unmarked');
    const game = model.games.find((candidate) => candidate.index === data?.gameIndex);
    if (!data || !game?.model || data.ruling.breach) continue;
    const { trick, seat, card } = data.ruling;
    const event = `${trick} ${seat} Revoke ${card} RecordError`;
    const tag = findTag(game.model.syntax, 'Irregularities');
    let edit: TextEdit;
    if (tag) {
      const [, end] = valueContentRange(tag);
      edit = TextEdit.insert(gameRange(document, game, end, end).start, tag.value.trim() ? `; ${event}` : event);
    } else {
      const section = game.model.syntax.tags.find((candidate) => candidate.name === 'Auction' || candidate.name === 'Play');
      if (!section) continue;
      const at = game.start + section.start;
      edit = TextEdit.insert(document.positionAt(at), `[Irregularities "${event}"]${lineBreakAt(document.getText(), at)}`);
    }
    actions.push({
      title: notARevokeTitle(cardText(card, language), trick, event, language),
      kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], isPreferred: false, edit: versionedEdit(document, [edit]),
    });
  }
  return actions;
}
