/**
 * What the tests of edits in an inheritance source share: a passed-out board to build files of,
 * an edit as the editor sends it, each game's inherited values and key, and a fresh open of a text
 * to compare with (test/model/inheritanceSourceCost.test.ts, inheritanceSourceEdits.test.ts).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../../server/src/languageService';
import { EditableDocument } from '../../server/src/text/editableDocument';

export const SETTINGS = { language: 'en' as const };
const DEAL = '[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]';

/** A passed-out board with `extra` tags first. */
export function board(number: number, extra: string[] = []): string {
  return [...extra, `[Board "${number}"]`, '[Dealer "N"]', '[Vulnerable "None"]', DEAL, '[Declarer ""]', '[Contract "Pass"]', '[Result ""]', '[Auction "N"]', 'Pass Pass Pass Pass'].join('\n');
}

/** Replaces `[start, end)` of the document's text by `text`, as the editor sends it. */
export function edit(document: EditableDocument, start: number, end: number, text: string): void {
  document.update([{ range: { start: document.positionAt(start), end: document.positionAt(end) }, text }], document.version + 1);
}

/** Each game's values and key. */
export function valuesOf(service: ReturnType<typeof getLanguageService>, document: TextDocument) {
  return service.parse(document, SETTINGS)!.games.map((game) => ({ values: [...(game.model?.values ?? [])], key: game.inheritanceKey }));
}

/** Opens the text afresh. */
export function fresh(text: string) {
  const service = getLanguageService();
  const document = TextDocument.create('file:///fresh.pbn', 'pbn', 1, text);
  return { service, document };
}
