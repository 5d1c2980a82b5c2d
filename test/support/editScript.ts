/**
 * Seeded random editing sessions for the editor differential tests: documents that exercise
 * every path of the incremental reader (`#`/`##` inheritance, a repeated Event tag that starts a
 * game without a blank line, a brace comment holding a blank line, `<PBN>` embedding, CR LF, LF
 * and lone-CR line ends, boards with revokes, claims and `[Irregularities]` events), and random
 * LSP-style ranged edits on them: one to three content changes per version, each a range of the
 * text as the previous change left it and its replacement text.
 */
import { TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { seededRandom } from '../../scripts/benchBoards';
import { eventBoard } from '../../scripts/eventBoards';
import { irregularBoards } from '../../scripts/irregularBoards';

/** A named starting text. */
export interface EditedDocument {
  name: string;
  text: string;
}

/** The games of the starting documents, CR LF line ends. */
function crlfGames(): string[] {
  const boards = irregularBoards(6, 99);
  const random = seededRandom(7);
  const events = [eventBoard(21, random), eventBoard(22, random)];
  return [
    '% PBN 2.1\r\n% EXPORT',
    '[Site "##Club"]\r\n' + boards[0],
    boards[1].replace('[Event "Generated"]', '[Event "#"]'),
    events[0],
    // No blank line: the repeated Event tag starts the next game.
    boards[2] + '\r\n' + boards[3],
    '{ a comment\r\n\r\nwith a blank line }',
    boards[4].replace('[Date "2024.03.01"]', '[Date "#"]'),
    events[1],
  ];
}

/** Whole games (CR LF) that an edit may paste into a document. */
export function pastableGames(): string[] {
  return crlfGames().slice(1);
}

/** The four starting documents: CR LF, LF, embedded in another document, lone CR. */
export function editedDocuments(): EditedDocument[] {
  const crlf = crlfGames().join('\r\n\r\n') + '\r\n';
  const lf = crlf.replace(/\r\n/g, '\n');
  const lfGames = crlfGames().map((game) => game.replace(/\r\n/g, '\n'));
  const embedded = [
    'Some text <b>bold</b>', '<PBN>', lfGames.slice(0, 4).join('\n\n'), '</PBN>',
    'Between the regions [Event "not PBN"]', '<pbn>', lfGames.slice(4).join('\n\n'), '</PBN>', 'trailer',
  ].join('\n');
  return [
    { name: 'CR LF', text: crlf },
    { name: 'LF', text: lf },
    { name: '<PBN> embedded', text: embedded },
    { name: 'lone CR', text: crlf.replace(/\r\n/g, '\r') },
  ];
}

const PIECES = [
  '\n', '\r\n', '\r', '\n\n', '\r\n\r\n', '{', '}', '"', ';', '%', ' ', 'x', '7', '[Event "#"]\n', '[Site "##Home"]\n',
  '\n[Board "9"]\n', '[Event "Again"]\r\n', '<', '<PBN>\n', '</PBN>\n', '^R ', '^L ', 'SA ', 'H2', '- ', '*', '+',
  '[Irregularities "1 E LeadOutOfTurn H7 Rejected"]\n', '[Laws "1987"]\n', '% EXPORT\n', 'Pass ', '[Result "^9"]',
  '{Ruling (Laws 2017): table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks}',
  '=1=', '$3', '!', '[Note "1:x"]\n', '[Deal "N:- - - -"]',
];

/** A source of random edits, seeded. */
export class EditScript {
  private readonly random: () => number;

  /** `games`: whole games that an edit may paste in again (so that the document keeps real boards). */
  constructor(seed: number, private readonly games: readonly string[] = []) {
    this.random = seededRandom(seed);
  }

  /** A whole number in [0, limit). */
  below(limit: number): number {
    return Math.floor(this.random() * Math.max(1, limit));
  }

  /** One to three content changes for `document` (each in the coordinates the previous one left). */
  changes(document: TextDocument, sizeLimit = 16_000): TextDocumentContentChangeEvent[] {
    const count = 1 + (this.below(4) === 0 ? 1 + this.below(2) : 0);
    const changes: TextDocumentContentChangeEvent[] = [];
    let text = document.getText();
    for (let step = 0; step < count; step++) {
      const [start, end, inserted] = this.oneChange(text, text.length > sizeLimit);
      const scratch = TextDocument.create('file:///scratch', 'pbn', 0, text);
      changes.push({ range: { start: scratch.positionAt(start), end: scratch.positionAt(end) }, text: inserted });
      text = text.slice(0, start) + inserted + text.slice(end);
    }
    return changes;
  }

  private oneChange(text: string, shrink: boolean): [number, number, string] {
    const at = this.below(text.length + 1);
    const kind = shrink ? 1 : this.below(this.games.length ? 9 : 7);
    switch (kind) {
      case 0: return [at, at, PIECES[this.below(PIECES.length)]];
      case 1: return [at, Math.min(text.length, at + 1 + this.below(shrink ? 400 : 40)), ''];
      case 2: return [at, Math.min(text.length, at + 1 + this.below(8)), PIECES[this.below(PIECES.length)]];
      case 3: {
        const from = this.below(text.length);
        return [at, at, text.slice(from, from + 1 + this.below(300))];
      }
      case 4: {
        // Typing: one character in place of another, or one more.
        const character = 'aZ3 -"\n'[this.below(7)];
        return this.below(2) === 0 ? [at, Math.min(text.length, at + 1), character] : [at, at, character];
      }
      case 5: {
        // A whole line removed (lines end at LF, CR LF or a lone CR).
        const lineStart = Math.max(text.lastIndexOf('\n', at - 1), text.lastIndexOf('\r', at - 1)) + 1;
        const ends = [text.indexOf('\n', at), text.indexOf('\r', at)].filter((end) => end >= 0);
        const lineEnd = ends.length ? Math.min(...ends) : text.length;
        return [lineStart, Math.min(text.length, lineEnd + 1), ''];
      }
      case 6: {
        // A blank line typed or removed somewhere.
        const blank = text.indexOf('\n\n', at);
        return blank >= 0 && this.below(2) === 0 ? [blank, blank + 1, ''] : [at, at, '\n\n'];
      }
      default: {
        // A whole game pasted at a line start, with a blank line before and after.
        const lineStart = text.lastIndexOf('\n', at - 1) + 1;
        return [lineStart, lineStart, `\n${this.games[this.below(this.games.length)]}\n\n`];
      }
    }
  }
}
