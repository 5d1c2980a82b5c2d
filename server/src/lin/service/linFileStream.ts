/**
 * A LIN file checked and converted board by board, for the command line's `check` and `convert`
 * of files too large to hold whole with their projection (some 40 times the file). The first pass
 * (reader/fileFacts.ts) collects what every board's output depends on; this second pass cuts the
 * text where a board starts (at its line's start, or at its first tag when boards share a line, so
 * a file of one long line goes by in parts too) into parts of some hundred kilobytes, holding no
 * more than a part and the piece being read, and reads each part as
 * the whole-file reader would read those lines — the file's `vg` and `rs`, the `pn` carried over
 * from the board before, the syntax problems counted across the parts — then checks its
 * projection game by game (linGameChecks.ts) and makes the written PBN of its boards. Each part's
 * diagnostics lie after the last part's, sorted as the whole file's are, so the parts in order give
 * the whole path's output; what the whole reader reports once for the file (unknown tags, the
 * count of syntax problems beyond the limit, the `rs` entries contradicted) is added to the part
 * holding the place it is reported at.
 */
import { Diagnostic } from 'vscode-languageserver-types';
import { Position, TextDocument } from 'vscode-languageserver-textdocument';
import type { LanguageService, ModelView } from '../../languageServiceTypes';
import { ServiceSettings, gameOptionsOf } from '../../features/settings';
import { GameOptions } from '../../model/game/gameModel';
import { ProblemSink } from '../../syntax/problems';
import { LinFile } from '../reader/board';
import { LinFileFacts } from '../reader/fileFacts';
import { LinReadState, newReadState, readHeaderTags, readLinBoard, reportUnknownTags } from '../reader/reader';
import { splitBoards } from '../reader/split';
import { SyntaxProblemCount, addMoreSyntaxProblems, tokenizeLin } from '../reader/tokens';
import { linPositionedView } from '../toPbn/projection';
import { linToPbn } from '../toPbn/toPbn';
import { checkedByGame } from './linGameChecks';

/** Characters of text gathered before a part is cut (at the last board start within them); tests cut smaller parts. */
export const LIN_PART_SIZE = { characters: 64 * 1024 };

/** The lines the written PBN opens with (linToPbn), written once for the file. */
const PBN_HEADER = '% PBN 2.1\r\n% EXPORT\r\n';

/** What a part of the file gives. */
export interface LinFilePart {
  /** The position of its first board in the file (1-based). */
  firstBoard: number;
  /** Its diagnostics, in the order the whole file's are. */
  diagnostics: Diagnostic[];
  /** The PBN written for its boards (the file's two header lines with the first part only), when asked. */
  written?: string;
  /** The service's model of its projection, positioned on the LIN lines, when asked (for the JSON report). */
  view?: ModelView;
}

/** What the parts are asked to give besides the diagnostics. */
export interface LinPartWants {
  written?: boolean;
  view?: boolean;
}

/**
 * True when the parts give what the whole file gives. Not so for the JSON report when boards
 * share a line (a part would have to hold lines the report's game spans cross) or when the `rs`
 * tag stands among the boards (its mismatches are then file diagnostics of the whole report, on
 * a board's line), nor when the file has no line where a board other than the first starts
 * (the whole path is then as good: one part would be the whole file).
 */
export function linStreams(facts: LinFileFacts, json: boolean): boolean {
  if (facts.cuts.length === 0) return false;
  return !json || (!facts.boardsShareLine && !facts.resultsAmongBoards);
}

/**
 * Reads the blocks (pieces of any length, the same text the facts were collected from) part by part and
 * hands each part to `take` before the next is read.
 */
export async function forEachLinPart(blocks: AsyncIterable<string>, facts: LinFileFacts, service: LanguageService, settings: ServiceSettings, wants: LinPartWants, take: (part: LinFilePart) => void | Promise<void>): Promise<void> {
  const reader = new PartReader(facts, service, settings, wants);
  let carry = '';
  let next = 0;
  for await (const block of blocks) {
    carry += block;
    for (;;) {
      // The first cut at least a part's size on (and past the part's start).
      while (next < facts.cuts.length && facts.cuts[next] - reader.base < Math.max(1, LIN_PART_SIZE.characters)) next++;
      if (next >= facts.cuts.length || facts.cuts[next] > reader.base + carry.length) break;
      const text = carry.slice(0, facts.cuts[next] - reader.base);
      carry = carry.slice(text.length);
      await take(reader.read(text, false));
    }
  }
  await take(reader.read(carry, true));
}

/** Reads the parts one after the other, carrying what the reader carries from board to board. */
class PartReader {
  /** The offset in the file of the next part, its first line and the column it starts at. */
  base = 0;
  private line = 0;
  private column = 0;
  private board = 1;
  private readonly state: LinReadState = newReadState(true);
  private readonly syntax: SyntaxProblemCount = { reported: 0, lastEnd: 0 };
  private readonly options: GameOptions;

  constructor(private readonly facts: LinFileFacts, private readonly service: LanguageService, private readonly settings: ServiceSettings, private readonly wants: LinPartWants) {
    this.options = gameOptionsOf(settings);
  }

  /** Reads the next part (whole boards; `last` at the end of the file). */
  read(text: string, last: boolean): LinFilePart {
    const first = this.base === 0;
    const file = this.readFile(text, last);
    const lin = new PartDocument(text, this.base, this.line, this.column);
    const projected = { ...linToPbn(file, this.options), problems: file.problems };
    const diagnostics = checkedByGame(lin, projected, this.service, this.settings);
    const part: LinFilePart = { firstBoard: this.board, diagnostics };
    if (this.wants.written) {
      const written = linToPbn(file, this.options, { markRevokes: true }).text;
      part.written = first ? written : written.slice(PBN_HEADER.length);
    }
    if (this.wants.view) {
      const uri = `untitled:lin-part-${this.board}.pbn`;
      const pbn = TextDocument.create(uri, 'pbn', 1, projected.text);
      part.view = this.service.getModelView(linPositionedView(lin.asDocument(uri), pbn, projected.map), this.settings);
      this.service.forget(uri);
    }
    this.base += text.length;
    let lastLineFeed = -1;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) { this.line++; lastLineFeed = at; }
    this.column = lastLineFeed < 0 ? this.column + text.length : text.length - lastLineFeed - 1;
    this.board += file.boards.length;
    return part;
  }

  /** The part's LIN model and problems, as the whole-file reader gives them for these lines. */
  private readFile(text: string, last: boolean): LinFile {
    const { facts, state } = this;
    const sink = new ProblemSink();
    const start = this.base;
    const end = start + text.length;
    const inPart = (offset: number) => offset >= start && (offset < end || last);
    const tags = tokenizeLin(text, sink, { base: start, count: this.syntax });
    if (inPart(facts.syntax.lastEnd)) addMoreSyntaxProblems(sink, facts.syntax);
    const { header, boards } = splitBoards(tags);
    const file: LinFile = { boards: [], header, event: facts.event, results: facts.results, vugraph: facts.vugraph, problems: sink.problems };
    readHeaderTags(header, file, state, sink);
    boards.forEach((tags, position) => file.boards.push(readLinBoard(tags, this.board + position, file, state, sink)));
    reportUnknownTags(facts.unknown, sink, inPart);
    for (const problem of facts.resultMismatches) if (inPart(problem.start)) sink.problems.push(problem);
    return file;
  }
}

/**
 * The text of a part as a document placed where it stands in the file (file offsets, file lines,
 * the columns of its first line moved by where the part starts on it). An offset before the part (a `pn` carried over from an earlier part, the `vg` of the
 * header) is placed at the part's start: the diagnostics kept on a LIN file are about calls and
 * cards, which lie in the part's own boards.
 */
class PartDocument {
  private readonly document: TextDocument;

  constructor(private readonly text: string, private readonly base: number, private readonly firstLine: number, private readonly firstColumn: number) {
    this.document = TextDocument.create('untitled:lin-part.lin', 'lin', 1, text);
  }

  /** The file position of a file offset. */
  positionAt(offset: number): Position {
    const position = this.document.positionAt(offset - this.base);
    return { line: position.line + this.firstLine, character: position.character + (position.line === 0 ? this.firstColumn : 0) };
  }

  /** The file offset of a file position. */
  offsetAt(position: Position): number {
    const line = position.line - this.firstLine;
    return this.base + this.document.offsetAt({ line, character: line === 0 ? Math.max(0, position.character - this.firstColumn) : position.character });
  }

  /** As a TextDocument with the file's positions. */
  asDocument(uri: string): TextDocument {
    return {
      uri, languageId: 'lin', version: 1, lineCount: this.firstLine + this.document.lineCount,
      getText: (range) => (range ? this.text.slice(this.offsetAt(range.start) - this.base, this.offsetAt(range.end) - this.base) : this.text),
      positionAt: (offset) => this.positionAt(offset),
      offsetAt: (position) => this.offsetAt(position),
    } as TextDocument;
  }
}
