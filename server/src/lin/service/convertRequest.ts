/**
 * The `pbn/convert` request {uri, to?}: the text of a document converted to PBN (a LIN document:
 * its projection in export format, revokes marked `^R`) or to LIN (a PBN document: one board per
 * line), with the encoding to write it in — Latin-1, PBN's own, whenever the text fits it and
 * reads back the same. The client writes it next to the source file.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { gameOptionsOf } from '../../features/settings';
import type { LanguageService } from '../../languageServiceTypes';
import type { ServiceSettings } from '../../features/settings';
import { pbnToLin } from '../toPbn/fromPbn';
import { convertedTextEncoding } from '../toPbn/outputEncoding';
import { writtenPbnOfLin } from '../toPbn/writtenPbn';
import { isLinDocument } from './linLanguageService';

/** The method of the conversion request. */
export const CONVERT_REQUEST = 'pbn/convert';

/** Parameters of `pbn/convert`; `to` defaults to the other format. */
export interface ConvertParams {
  uri: string;
  to?: 'pbn' | 'lin';
}

/** The answer to `pbn/convert`. */
export interface ConvertAnswer {
  text: string;
  format: 'pbn' | 'lin';
  encoding: 'latin1' | 'utf8';
}

/** Answers `pbn/convert`; null when the document is already in the asked format. */
export function answerConvert(service: LanguageService, document: TextDocument, settings: ServiceSettings, params: ConvertParams): ConvertAnswer | null {
  const fromLin = isLinDocument(document);
  const format = params.to ?? (fromLin ? 'pbn' : 'lin');
  if ((format === 'pbn') !== fromLin) return null;
  const view = service.getModelView(document, settings);
  if (!view) return null;
  const text = format === 'pbn' ? writtenPbnOfLin(document.getText(), gameOptionsOf(settings)) : pbnToLin(view.model);
  return { text, format, encoding: format === 'pbn' ? convertedTextEncoding(text) : /[^\u0000-\u00ff]/.test(text) ? 'utf8' : 'latin1' };
}
