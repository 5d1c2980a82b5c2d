/**
 * Test helper for the board view and report tests: parses a PBN text with the real language
 * service and returns the document and its model, ready for boardData and rulingReport.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Language } from '../../server/src/i18n/localize';
import { getLanguageService } from '../../server/src/languageService';
import { DocumentModel } from '../../server/src/model/document/document';

/** A parsed document. */
export interface ParsedPbn {
  document: TextDocument;
  model: DocumentModel;
}

/** Parses `text` as the editor would (file name `board.pbn` unless another URI is given). */
export function parsePbn(text: string, language: Language = 'en', lawsEdition?: string, uri = 'file:///work/board.pbn'): ParsedPbn {
  const document = TextDocument.create(uri, 'pbn', 1, text);
  const model = getLanguageService().parse(document, { language, lawsEdition })!;
  return { document, model };
}
