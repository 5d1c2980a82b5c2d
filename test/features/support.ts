/**
 * Test helper for the editor features: opens a text in the pure language service and finds
 * positions by the text at them.
 */
import { Position } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Language } from '../../server/src/i18n/localize';
import { ServiceSettings, getLanguageService } from '../../server/src/languageService';

/** A service with a document open in it. */
export function openDocument(text: string, language: Language = 'en', extra: Partial<ServiceSettings> = {}) {
  const service = getLanguageService();
  const document = TextDocument.create('file:///features.pbn', 'pbn', 1, text);
  const settings: ServiceSettings = { language, ...extra };
  return { service, document, settings };
}

/** The position of the `occurrence`-th (0-based) `needle` in the document, `shift` characters in. */
export function positionOf(document: TextDocument, needle: string, occurrence = 0, shift = 0): Position {
  let index = -1;
  for (let count = 0; count <= occurrence; count++) {
    index = document.getText().indexOf(needle, index + 1);
    if (index < 0) throw new Error(`'${needle}' #${occurrence} not found`);
  }
  return document.positionAt(index + shift);
}

/** The text a range covers. */
export function textAt(document: TextDocument, range: { start: Position; end: Position }): string {
  return document.getText(range);
}
