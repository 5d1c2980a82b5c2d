/**
 * `convert`'s consumers of an input, without the file system: a PBN input to LIN game by game
 * (lin/toPbn/linStream.ts) as encoded pieces, its errors counted afterwards by `check`'s streaming
 * reader over a second reading; a LIN file to PBN board by board (linParts.ts), unless only reading
 * it whole gives the same output (then the errors of its projection). The command line opens the
 * input and writes the bytes (cli/convert.ts).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { ServiceSettings, gameOptionsOf } from '../features/settings';
import { LanguageService } from '../languageService';
import { readLin } from '../lin/reader/reader';
import { linFileDiagnosticsByGame } from '../lin/service/linGameChecks';
import { linPieces } from '../lin/toPbn/linStream';
import { writtenPbnOfLinFile } from '../lin/toPbn/writtenPbn';
import { encodePbnText } from '../languageService';
import { convertedTextEncoding } from '../lin/toPbn/outputEncoding';
import { encodedPieces } from '../text/encodedPieces';
import { GameInput } from './gameInput';
import { OpenedInput } from './openedInput';
import { convertLinParts } from './linParts';
import { errorsOf } from './checkDocument';
import { closeUnread, streamSource } from './streamSource';

/** A conversion to write: its bytes (whole, or as they are made), what it is, and the input's errors (counted once it is written). */
export interface Conversion {
  bytes: Uint8Array | AsyncIterable<Uint8Array>;
  format: 'PBN' | 'LIN';
  errors(): Promise<number> | number;
}

/** `opened` converted to `to` (none given: to the other format); undefined when it is in that format already (a PBN input closed unread, a LIN file once read whole). */
export async function convertOpened(opened: OpenedInput, to: string | undefined, service: LanguageService, settings: ServiceSettings): Promise<Conversion | undefined> {
  if (opened.kind === 'games') {
    if (to === 'pbn') {
      await closeUnread(opened.games);
      return undefined;
    }
    const again = await opened.games.reopen();
    // UTF-8 when the input is, else Latin-1: the conversion adds only ASCII to the input's own characters, so it fits.
    return { bytes: encodedPieces(linOfPbn(opened.games, settings), opened.games.facts.encoding), format: 'LIN', errors: () => errorsOf(again, settings) };
  }
  const parts = to === 'lin' ? undefined : await opened.parts(false);
  if (parts) {
    const converted = await convertLinParts(parts, service, settings);
    return { bytes: encodedPieces(converted.pieces, converted.encoding), format: 'PBN', errors: () => converted.errors };
  }
  // What is left: a LIN file that only reading whole converts as it should, or one asked to become LIN.
  const loaded = await opened.whole();
  if (to === 'lin') return undefined;
  const { text, errors } = pbnOfLinDocument(loaded.document, service, settings);
  service.forget(loaded.document.uri);
  return { bytes: encodePbnText(text, convertedTextEncoding(text)), format: 'PBN', errors: () => errors };
}

/** The LIN of a PBN input, game by game, as text pieces. */
export function linOfPbn(input: GameInput, settings: ServiceSettings): AsyncIterable<string> {
  return linPieces(streamSource(input), gameOptionsOf(settings));
}

/** The written PBN of a LIN document read once (its projection checked game by game), and its errors. */
export function pbnOfLinDocument(document: TextDocument, service: LanguageService, settings: ServiceSettings): { text: string; errors: number } {
  const linFile = readLin(document.getText());
  const errors = linFileDiagnosticsByGame(document, linFile, service, settings).filter((diagnostic) => diagnostic.severity === DiagnosticSeverity.Error).length;
  return { text: writtenPbnOfLinFile(linFile, gameOptionsOf(settings)), errors };
}
