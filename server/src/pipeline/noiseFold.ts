/**
 * The last stage of the game pipeline: the file's noise (what a real file repeats on every board,
 * features/diagnostics/fileNoise.ts) folded as the games come, in file order: the first
 * diagnostic of each group is kept, the later ones dropped, and once the whole file has been read
 * the first one's message gains how many there were and on which boards. The games may have been
 * checked on other threads: the fold takes plain pieces, not diagnostics. The editor runs the
 * same fold over a document's diagnostics (`foldDocumentNoise`).
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { StreamingNoiseFold, noiseBoard, noiseKey } from '../features/diagnostics/fileNoise';
import { gameIndexOf } from '../i18n/diagnostics/registry';
import { Language } from '../i18n/localize';
import { DocumentModel } from '../model/document/document';

/** What the fold needs of one diagnostic: its group (`key`, none when it is not noise), code, board and whether it is an error. */
export interface NoisePiece {
  key?: string;
  code: string;
  board: string;
  error: boolean;
}

/** The fold's piece of a diagnostic of the game on `board`. */
export function noisePiece(diagnostic: Diagnostic, board: string): NoisePiece {
  return { key: noiseKey(diagnostic), code: String(diagnostic.code), board, error: diagnostic.severity === DiagnosticSeverity.Error };
}

/** True when some of the diagnostics are file noise (the game's output then waits for the fold). */
export function hasNoise(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((diagnostic) => noiseKey(diagnostic) !== undefined);
}

/** A piece the fold keeps, with its place among the game's pieces and whether it is the first of a noise group. */
export type KeptPiece<P extends NoisePiece> = P & { index: number; first: boolean };

/** The noise fold of one file. */
export class FileNoiseFold {
  private readonly fold: StreamingNoiseFold;
  /** Errors among the pieces dropped so far. */
  droppedErrors = 0;

  constructor(language: Language) {
    this.fold = new StreamingNoiseFold(language);
  }

  /** The pieces of the next game the fold keeps (those not noise, and the first of each group), with their places. */
  keep<P extends NoisePiece>(pieces: readonly P[]): Array<KeptPiece<P>> {
    const kept: Array<KeptPiece<P>> = [];
    pieces.forEach((piece, index) => {
      if (piece.key === undefined) { kept.push({ ...piece, index, first: false }); return; }
      if (this.fold.take(piece.key, piece.code, piece.board)) kept.push({ ...piece, index, first: true });
      else if (piece.error) this.droppedErrors++;
    });
    return kept;
  }

  /** What the message of the first diagnostic of group `key` ends with, once the whole file has been read. */
  suffix(key: string): string {
    return this.fold.suffix(key);
  }
}

/**
 * A document's diagnostics with its noise folded, in the order given: each group's first
 * diagnostic kept with how many there were and on which boards (each named by the game its `data`
 * names), the later ones dropped.
 */
export function foldDocumentNoise(diagnostics: Diagnostic[], model: DocumentModel, language: Language): Diagnostic[] {
  if (!hasNoise(diagnostics)) return diagnostics;
  const boardOf = documentBoards(model);
  const fold = new FileNoiseFold(language);
  const pieces = diagnostics.map((diagnostic): NoisePiece => {
    const key = noiseKey(diagnostic);
    return { key, code: String(diagnostic.code), board: key === undefined ? '' : boardOf(gameIndexOf(diagnostic) ?? 0), error: false };
  });
  return fold.keep(pieces).map(({ index, key, first }) => {
    const diagnostic = diagnostics[index];
    const suffix = first ? fold.suffix(key!) : '';
    return suffix ? { ...diagnostic, message: diagnostic.message + suffix } : diagnostic;
  });
}

/** The board the fold names for a game of the document by its number ('?' when no game has it; the chunks without tags are number 0). */
function documentBoards(model: DocumentModel): (gameIndex: number) => string {
  let positions: Map<number, number> | undefined;
  return (gameIndex) => {
    if (!positions) {
      positions = new Map();
      for (let position = 0; position < model.count; position++) positions.set(model.indexes[position], position);
    }
    const position = positions.get(gameIndex);
    return position === undefined ? '?' : noiseBoard(model.entry(position).model?.board, gameIndex);
  };
}
