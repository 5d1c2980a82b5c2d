/**
 * The projection of a LIN document onto PBN, the way HTML editors serve embedded CSS: the LIN
 * model, the PBN text made from it with its source map, the PBN text as a virtual `TextDocument`
 * (same URI, same version) for the PBN language service, and a view of that document whose
 * positions are the LIN document's (for consumers that only need the lines of a game and the
 * offset of a request: the board view, the report, the JSON report). Built once per version.
 */
import { Position } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { GameOptions } from '../../model/game/gameModel';
import { LinFile } from '../reader/board';
import { readLin } from '../reader/reader';
import { SourceMap } from './sourceMap';
import { linToPbn } from './toPbn';

/** A LIN document seen as PBN. */
export interface LinProjection {
  lin: TextDocument;
  file: LinFile;
  /** The PBN text as a document, in its own positions. */
  pbn: TextDocument;
  map: SourceMap;
  /** The PBN text as a document whose positions are the LIN document's. */
  view: TextDocument;
}

/** Projects a LIN document. */
export function projectLin(lin: TextDocument, options: GameOptions): LinProjection {
  const file = readLin(lin.getText());
  const { text, map } = linToPbn(file, options);
  const pbn = TextDocument.create(lin.uri, 'pbn', lin.version, text);
  return { lin, file, pbn, map, view: linPositionedView(lin, pbn, map) };
}

/** The PBN document with LIN positions: `positionAt` of a PBN offset, `offsetAt` of a LIN position. */
export function linPositionedView(lin: TextDocument, pbn: TextDocument, map: SourceMap): TextDocument {
  const games = map.games;
  const positionAt = (offset: number): Position => {
    const mapped = map.toLinOffsetInGame(offset);
    if (mapped !== undefined) return lin.positionAt(mapped);
    const before = games.filter((game) => game.pbnEnd <= offset).pop();
    return lin.positionAt(before ? before.linEnd : 0);
  };
  const offsetAt = (position: Position): number => {
    const offset = lin.offsetAt(position);
    const forward = map.toPbnOffset(offset);
    if (forward) return forward.offset;
    const before = games.filter((game) => game.linEnd <= offset).pop();
    return before ? before.pbnEnd : 0;
  };
  return {
    uri: lin.uri, languageId: 'pbn', version: lin.version, lineCount: lin.lineCount,
    getText: (range) => (range ? pbn.getText({ start: pbn.positionAt(offsetAt(range.start)), end: pbn.positionAt(offsetAt(range.end)) }) : pbn.getText()),
    positionAt, offsetAt,
    getLineRange: (line) => lin.getLineRange(line),
    getEOLCharacters: (line) => lin.getEOLCharacters(line),
  };
}
