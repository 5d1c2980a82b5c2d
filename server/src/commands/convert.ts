/**
 * `convert`'s consumers of an input, without the file system: a PBN input to LIN game by game
 * (lin/toPbn/linStream.ts) as encoded pieces, and a LIN document read whole to the PBN it is
 * written as, with the errors of its projection. The command line opens the input and writes the
 * pieces (cli/convert.ts).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { ServiceSettings, gameOptionsOf } from '../features/settings';
import { LanguageService } from '../languageService';
import { readLin } from '../lin/reader/reader';
import { linFileDiagnosticsByGame } from '../lin/service/linGameChecks';
import { linPieces } from '../lin/toPbn/linStream';
import { writtenPbnOfLinFile } from '../lin/toPbn/writtenPbn';
import { GameInput } from './gameInput';
import { streamSource } from './streamSource';

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
