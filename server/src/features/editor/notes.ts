/**
 * Notes as symbols: go to definition from an `=n=` reference to its `[Note "n:…"]` tag, find
 * every reference of a note (from the reference or from the Note tag's number), and rename a
 * note number across its section (references and tag together). Auction and Play notes are
 * separate namespaces (PBN §3.5.4, §3.6.4).
 */
import { Location, Position, Range, TextEdit, WorkspaceEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentModel } from '../../model/document/document';
import { GameModel } from '../../model/game/gameModel';
import { valueContentRange } from '../../syntax/gameSyntax';
import { GamePosition, gameAtPosition } from '../positions';
import { gameRange } from '../ranges';

/** A note number as it appears: in a reference or in a Note tag; offsets of its digits. */
interface NoteOccurrence {
  owner: 'Auction' | 'Play';
  number: number;
  digitsStart: number;
  digitsEnd: number;
  /** The whole Note tag, for definitions. */
  tagRange?: [number, number];
}

/** Every note number of a game: references and Note tags. */
function occurrences(model: GameModel): NoteOccurrence[] {
  const found: NoteOccurrence[] = [];
  for (const owner of ['Auction', 'Play'] as const) {
    const references = owner === 'Auction' ? model.auction?.noteReferences : model.play?.noteReferences;
    for (const reference of references ?? []) found.push({ owner, number: reference.number, digitsStart: reference.start + 1, digitsEnd: reference.end - 1 });
  }
  for (const tag of model.syntax.tags) {
    const match = /^(\d+):/.exec(tag.value);
    if (tag.name !== 'Note' || !tag.noteOwner || !match) continue;
    const [start] = valueContentRange(tag);
    found.push({ owner: tag.noteOwner, number: Number(match[1]), digitsStart: start, digitsEnd: start + match[1].length, tagRange: [tag.start, tag.end] });
  }
  return found;
}

/** The note occurrence at a position and all occurrences of the same note. */
function noteAt(document: TextDocument, documentModel: DocumentModel, position: Position): { located: GamePosition; at: NoteOccurrence; same: NoteOccurrence[] } | undefined {
  const located = gameAtPosition(document, documentModel, position);
  if (!located) return undefined;
  const all = occurrences(located.model);
  const at = all.find((occurrence) => occurrence.digitsStart - 1 <= located.offset && located.offset <= occurrence.digitsEnd + 1);
  if (!at) return undefined;
  return { located, at, same: all.filter((occurrence) => occurrence.owner === at.owner && occurrence.number === at.number) };
}

/** The Note tag a reference points to. */
export function noteDefinition(document: TextDocument, documentModel: DocumentModel, position: Position): Location[] {
  const found = noteAt(document, documentModel, position);
  if (!found) return [];
  return found.same.filter((occurrence) => occurrence.tagRange).map((occurrence) =>
    Location.create(document.uri, gameRange(document, found.located.game, occurrence.tagRange![0], occurrence.tagRange![1])));
}

/** Every reference of the note at a position (and its Note tag when asked). */
export function noteReferences(document: TextDocument, documentModel: DocumentModel, position: Position, includeDeclaration: boolean): Location[] {
  const found = noteAt(document, documentModel, position);
  if (!found) return [];
  return found.same.filter((occurrence) => includeDeclaration || !occurrence.tagRange).map((occurrence) =>
    Location.create(document.uri, gameRange(document, found.located.game, occurrence.digitsStart, occurrence.digitsEnd)));
}

/** The range of the note number that can be renamed at a position. */
export function prepareNoteRename(document: TextDocument, documentModel: DocumentModel, position: Position): Range | undefined {
  const found = noteAt(document, documentModel, position);
  return found ? gameRange(document, found.located.game, found.at.digitsStart, found.at.digitsEnd) : undefined;
}

/** Renumbers a note: its references and its Note tag. Undefined unless `newName` is a number 1..32. */
export function renameNote(document: TextDocument, documentModel: DocumentModel, position: Position, newName: string): WorkspaceEdit | undefined {
  const found = noteAt(document, documentModel, position);
  if (!found || !/^\d+$/.test(newName) || Number(newName) < 1 || Number(newName) > 32) return undefined;
  const edits = found.same.map((occurrence) => TextEdit.replace(gameRange(document, found.located.game, occurrence.digitsStart, occurrence.digitsEnd), String(Number(newName))));
  return { changes: { [document.uri]: edits } };
}
