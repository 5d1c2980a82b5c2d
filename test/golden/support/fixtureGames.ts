/**
 * Helpers for the golden tests: locating the shared reference corpus beside the repository,
 * reading a PBN file the way the CLI does (bytes decoded as Latin-1 or UTF-8), running the
 * language service over it, and cutting a verifier fixture into its games by the
 * `% ==== game n ====` header lines so that every diagnostic can be assigned to the game the
 * fixture's authors meant, whatever our own game splitting does with blank lines.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Diagnostic } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from '../../../server/src/languageService';
import { decodePbnBytes, TextEncoding } from '../../../server/src/syntax/encoding';

/** The shared folder (reference + corpus), placed beside the repository clone as `../shared`. */
export const SHARED_FOLDER = path.resolve(__dirname, '../../../../shared');

/** The verifier fixtures' folder. */
export const VERIFIER_FOLDER = path.join(SHARED_FOLDER, 'corpus', 'verifier');

/** The real-world corpus folder. */
export const REAL_FOLDER = path.join(SHARED_FOLDER, 'corpus', 'real');

/** True when the shared corpus is present. */
export function sharedCorpusPresent(): boolean {
  return fs.existsSync(VERIFIER_FOLDER) && fs.existsSync(REAL_FOLDER);
}

/** A file read and checked by the language service. */
export interface CheckedFile {
  text: string;
  lines: string[];
  encoding: TextEncoding;
  diagnostics: Diagnostic[];
}

/** Reads a PBN file from disk, decodes it as the CLI does, and returns its diagnostics (English). */
export function checkFile(file: string): CheckedFile {
  const decoded = decodePbnBytes(fs.readFileSync(file));
  const service = getLanguageService();
  const uri = pathToFileURL(file).toString();
  const document = TextDocument.create(uri, 'pbn', 1, decoded.text);
  service.setEncoding(uri, decoded.encoding);
  const diagnostics = service.doValidation(document, { language: 'en' }) ?? [];
  return { text: decoded.text, lines: decoded.text.split(/\r?\n/), encoding: decoded.encoding, diagnostics };
}

/** One game of a verifier fixture, delimited by its header line. */
export interface FixtureGame {
  number: number;
  /** 0-based line of the `% ==== game n ====` header. */
  firstLine: number;
  /** 0-based line just past the game (the next header, or the end of the file). */
  endLine: number;
  lines: string[];
}

const GAME_HEADER = /^% =+ game (\d+) =+\s*$/;

/** Cuts a fixture's lines into games by its header lines. */
export function fixtureGames(lines: readonly string[]): FixtureGame[] {
  const starts: Array<{ number: number; line: number }> = [];
  lines.forEach((line, index) => {
    const match = GAME_HEADER.exec(line);
    if (match) starts.push({ number: Number(match[1]), line: index });
  });
  return starts.map((start, index) => {
    const endLine = index + 1 < starts.length ? starts[index + 1].line : lines.length;
    return { number: start.number, firstLine: start.line, endLine, lines: lines.slice(start.line, endLine) };
  });
}

/** The diagnostics whose start line lies inside a game. */
export function diagnosticsOfGame(diagnostics: readonly Diagnostic[], game: FixtureGame): Diagnostic[] {
  return diagnostics.filter((diagnostic) => diagnostic.range.start.line >= game.firstLine && diagnostic.range.start.line < game.endLine);
}

/** The 0-based file line of the `occurrence`-th non-`%` line of a game that contains `text` (or matches it). */
export function lineOf(game: FixtureGame, text: string | RegExp, occurrence = 1): number {
  let seen = 0;
  for (let index = 0; index < game.lines.length; index++) {
    const line = game.lines[index];
    if (line.startsWith('%')) continue;
    const found = typeof text === 'string' ? line.includes(text) : text.test(line);
    if (found && ++seen === occurrence) return game.firstLine + index;
  }
  throw new Error(`game ${game.number}: no line ${occurrence} containing ${String(text)}`);
}

/** Severity words for readable failure messages. */
export const SEVERITY_NAMES: Record<number, string> = { 1: 'error', 2: 'warning', 3: 'info', 4: 'hint' };

/** A diagnostic in one short line: `line:col severity code`. */
export function describe(diagnostic: Diagnostic): string {
  return `${diagnostic.range.start.line + 1}:${diagnostic.range.start.character + 1} ${SEVERITY_NAMES[diagnostic.severity ?? 1]} ${diagnostic.code}`;
}
