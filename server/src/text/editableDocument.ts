/**
 * The language server's documents: a TextDocument whose text is a PieceText (an edit copies only
 * the pieces it touches) and which remembers its last edits as offsets, so that the language
 * service re-reads the games an edit touched instead of comparing the whole text with the
 * previous version. It also counts the lone CRs (old Mac line ends), which make the service read
 * the whole text again. The full text is built only when a feature asks for it, once per version.
 */
import { Position, Range } from 'vscode-languageserver-types';
import { TextDocument, TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import { countLoneCarriageReturns } from './carriageReturns';
import { PieceText } from './pieceText';
import { TextSource } from './textSource';

/** One edit: `[start, end)` of the text before it replaced by `text`. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** A document that can tell the service what changed since an earlier version. */
export interface TrackedDocument extends TextDocument {
  /** The edits that made the current version from `version`, in order; undefined when they are not known. */
  editsSince(version: number): readonly TextEdit[] | undefined;
  /** The current text, without building a string. */
  readonly text: TextSource & { positionAt(offset: number): Position };
  /** How many lone CRs the text holds. */
  readonly loneCarriageReturns: number;
}

/** True for a document that remembers its edits. */
export function isTrackedDocument(document: TextDocument): document is TrackedDocument {
  return typeof (document as Partial<TrackedDocument>).editsSince === 'function';
}

/** Versions of edits kept for the service. */
const KEPT_VERSIONS = 32;

/** Lone CRs (not followed by LF) in `[from, to)` of `text` (the character after `to` decides for a CR at its end). */
function loneCarriageReturnsIn(text: TextSource, from: number, to: number): number {
  const start = Math.max(0, from);
  // The slice takes the character after `to` too: it decides for a CR at the end.
  return countLoneCarriageReturns(text.slice(start, Math.min(to, text.length) + 1), 0, to - start);
}

/** A text document in pieces, with its recent edits. */
export class EditableDocument implements TrackedDocument {
  private pieces: PieceText;
  private whole: string | undefined;
  private readonly log: Array<{ from: number; edits: TextEdit[] }> = [];
  loneCarriageReturns: number;

  constructor(readonly uri: string, readonly languageId: string, private currentVersion: number, content: string, private readonly pieceSize?: number) {
    // Counted once: the pieces' line starts and the service's reading skip their own look for lone CRs when there is none.
    this.loneCarriageReturns = countLoneCarriageReturns(content);
    this.pieces = PieceText.of(content, pieceSize, this.loneCarriageReturns === 0);
    // The first version's whole text is the content itself (the pieces are slices of it).
    this.whole = content;
  }

  get version(): number { return this.currentVersion; }
  get lineCount(): number { return this.pieces.lineCount; }
  get text(): PieceText { return this.pieces; }

  getText(range?: Range): string {
    if (range) return this.pieces.slice(this.offsetAt(range.start), this.offsetAt(range.end));
    return (this.whole ??= this.pieces.toString());
  }

  positionAt(offset: number): Position { return this.pieces.positionAt(offset); }
  offsetAt(position: Position): number { return this.pieces.offsetAt(position); }

  getLineRange(line: number): Range {
    const text = this.pieces, count = text.lineCount;
    if (line >= count) {
      const last = count - 1;
      return { start: { line: last, character: 0 }, end: { line: last, character: text.length - text.lineStart(last) } };
    }
    if (line < 0) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const start = text.lineStart(line);
    const end = text.beforeEndOfLine(line + 1 < count ? text.lineStart(line + 1) : text.length, start);
    return { start: { line, character: 0 }, end: { line, character: end - start } };
  }

  getEOLCharacters(line: number): string {
    const text = this.pieces, count = text.lineCount;
    if (line >= count || line < 0) return '';
    const next = line + 1 < count ? text.lineStart(line + 1) : text.length;
    return text.slice(text.beforeEndOfLine(next, text.lineStart(line)), next);
  }

  editsSince(version: number): readonly TextEdit[] | undefined {
    if (version === this.currentVersion) return [];
    const first = this.log.findIndex((entry) => entry.from === version);
    return first < 0 ? undefined : this.log.slice(first).flatMap((entry) => entry.edits);
  }

  /** Applies LSP content changes (each in the coordinates the previous one left) and moves to `version`. */
  update(changes: readonly TextDocumentContentChangeEvent[], version: number): void {
    const edits: TextEdit[] = [];
    let known = true;
    for (const change of changes) {
      if (!('range' in change)) {
        this.loneCarriageReturns = countLoneCarriageReturns(change.text);
        this.pieces = PieceText.of(change.text, this.pieceSize, this.loneCarriageReturns === 0);
        known = false;
        continue;
      }
      let start = this.offsetAt(change.range.start), end = this.offsetAt(change.range.end);
      if (end < start) [start, end] = [end, start];
      this.loneCarriageReturns -= loneCarriageReturnsIn(this.pieces, start - 1, end);
      this.pieces = this.pieces.replace(start, end, change.text);
      this.loneCarriageReturns += loneCarriageReturnsIn(this.pieces, start - 1, start + change.text.length);
      edits.push({ start, end, text: change.text });
    }
    if (known) this.log.push({ from: this.currentVersion, edits });
    else this.log.length = 0;
    if (this.log.length > KEPT_VERSIONS) this.log.shift();
    this.currentVersion = version;
    this.whole = undefined;
  }

  /** The document store's configuration (for vscode-languageserver's TextDocuments). */
  static readonly store = {
    create: (uri: string, languageId: string, version: number, content: string) => new EditableDocument(uri, languageId, version, content),
    update: (document: EditableDocument, changes: TextDocumentContentChangeEvent[], version: number) => { document.update(changes, version); return document; },
  };
}
