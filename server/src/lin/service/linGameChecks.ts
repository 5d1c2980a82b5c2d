/**
 * The diagnostics of a LIN text for the command line, without holding the PBN service's model of
 * the whole projection: the LIN file is read and projected as the editor does (projection.ts),
 * then each projected game is checked by the PBN service as a document of its own (the export
 * header and that game) and forgotten before the next. What a LIN document keeps of the PBN
 * diagnostics (linDiagnostics.ts) concerns the bridge of one board — calls, cards, revokes,
 * leads, claims and rulings — so a game alone gives the diagnostics the whole projection gives;
 * their offsets are moved back into the projection's text and from there onto the LIN text.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Diagnostic } from 'vscode-languageserver-types';
import type { LanguageService } from '../../languageServiceTypes';
import { ServiceSettings, gameOptionsOf } from '../../features/settings';
import { LinFile } from '../reader/board';
import { readLin } from '../reader/reader';
import { SourceMap } from '../toPbn/sourceMap';
import { linToPbn } from '../toPbn/toPbn';
import { LocatedPbnDiagnostic, linDiagnosticsAt } from './linDiagnostics';

/** The URI of the one-game documents (never a file: each is forgotten once checked). */
const GAME_URI = 'untitled:lin-projected-game.pbn';

/** The diagnostics `doValidation` gives a LIN document, found game by game. */
export function linDiagnosticsByGame(lin: TextDocument, service: LanguageService, settings: ServiceSettings): Diagnostic[] {
  return checkedByGame(lin, projectedText(lin, settings), service, settings);
}

/** The same for a LIN document already read into `file` (which the caller keeps). */
export function linFileDiagnosticsByGame(lin: TextDocument, file: LinFile, service: LanguageService, settings: ServiceSettings): Diagnostic[] {
  return checkedByGame(lin, { ...linToPbn(file, gameOptionsOf(settings)), problems: file.problems }, service, settings);
}

/** Checks each game of a projection as a document of its own; the diagnostics on the LIN text (of which `lin` need only place offsets). */
export function checkedByGame(lin: Pick<TextDocument, 'positionAt'>, projected: ProjectedText, service: LanguageService, settings: ServiceSettings): Diagnostic[] {
  const { text, map, problems } = projected;
  const header = map.games.length ? text.slice(0, map.games[0].pbnStart) : text;
  const located: LocatedPbnDiagnostic[] = [];
  let version = 0;
  for (const game of map.games) {
    const document = TextDocument.create(GAME_URI, 'pbn', ++version, header + text.slice(game.pbnStart, game.pbnEnd));
    const shift = game.pbnStart - header.length;
    for (const diagnostic of service.doValidation(document, settings) ?? []) {
      located.push({ diagnostic, start: document.offsetAt(diagnostic.range.start) + shift, end: document.offsetAt(diagnostic.range.end) + shift });
    }
    service.forget(GAME_URI);
  }
  return linDiagnosticsAt(lin, problems, map, located, settings);
}

/** A projection's PBN text, its map and the LIN reader's problems. */
export interface ProjectedText {
  text: string;
  map: SourceMap;
  problems: LinFile['problems'];
}

/** The projected PBN text, its map and the reader's problems; the LIN model itself is let go. */
function projectedText(lin: TextDocument, settings: ServiceSettings): ProjectedText {
  const file = readLin(lin.getText());
  return { ...linToPbn(file, gameOptionsOf(settings)), problems: file.problems };
}
