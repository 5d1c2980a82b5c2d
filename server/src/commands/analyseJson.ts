/**
 * The JSON of `analyse --format json` written as the games come, file by file and game by game:
 * the same text as `JSON.stringify({ files: [{ path, games }] }, null, 2)` followed by a line end
 * (what the command printed when it read every file whole), without holding the report.
 */
import { AnalysedGame } from './analyseGames';
import { nestedJson } from './jsonReport';

/** Writes `{ "files": [...] }` in pieces to `write`: `file`, its `game`s, `endFile`, and `finish` once. */
export class AnalyseJson {
  private files = 0;
  private games = 0;

  constructor(private readonly write: (text: string) => void) {
    write('{\n  "files": [');
  }

  /** Opens a file's entry. */
  file(path: string): void {
    this.write(`${this.files++ ? ',' : ''}\n    {\n      "path": ${JSON.stringify(path)},\n      "games": [`);
    this.games = 0;
  }

  /** One game of the open file. */
  game(entry: AnalysedGame): void {
    this.write(`${this.games++ ? ',' : ''}\n        ${nestedJson(entry, 4)}`);
  }

  /** Closes the open file's entry. */
  endFile(): void {
    this.write(`${this.games ? '\n      ' : ''}]\n    }`);
  }

  /** Closes the report. */
  finish(): void {
    this.write(`${this.files ? '\n  ' : ''}]\n}\n`);
  }
}
