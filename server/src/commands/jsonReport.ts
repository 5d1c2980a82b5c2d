/**
 * The CLI's JSON report of one file: per game the board, contract, edition and its source,
 * tricks, recorded and expected Result and Score, the rulings and the diagnostics (1-based
 * lines and columns). Field names are stable; later versions add fields, never rename.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { formatContract } from '../bridge/contract';
import { otherSide, sideOf } from '../bridge/seats';
import { DocumentGame, DocumentModel } from '../model/document/document';
import { sideScore } from '../model/game/result';
import { Ruling } from '../shapes/laws';

/** A diagnostic as the JSON report shows it. */
export interface JsonDiagnostic {
  severity: 'error' | 'warning' | 'information' | 'hint';
  code: string;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

const SEVERITY_NAMES: Record<number, JsonDiagnostic['severity']> = {
  [DiagnosticSeverity.Error]: 'error', [DiagnosticSeverity.Warning]: 'warning', [DiagnosticSeverity.Information]: 'information', [DiagnosticSeverity.Hint]: 'hint',
};

/** Converts an LSP diagnostic to the report's form. */
export function jsonDiagnostic(diagnostic: Diagnostic): JsonDiagnostic {
  return {
    severity: SEVERITY_NAMES[diagnostic.severity ?? DiagnosticSeverity.Error], code: String(diagnostic.code), message: String(diagnostic.message),
    line: diagnostic.range.start.line + 1, column: diagnostic.range.start.character + 1,
    endLine: diagnostic.range.end.line + 1, endColumn: diagnostic.range.end.character + 1,
  };
}

/** Builds the report of one file from its model and diagnostics. */
export function fileReport(filePath: string, encoding: string, document: TextDocument, model: DocumentModel, diagnostics: readonly Diagnostic[]) {
  const lineOf = (offset: number) => document.positionAt(offset).line;
  const spans = model.games.filter((game) => game.model).map((game) => ({ game, first: lineOf(game.start), last: lineOf(game.end), diagnostics: [] as Diagnostic[] }));
  const fileDiagnostics: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const span = spanAt(spans, diagnostic.range.start.line);
    if (span) span.diagnostics.push(diagnostic);
    else fileDiagnostics.push(diagnostic);
  }
  const games = spans.map((span) => gameReport(span.game, span.first, span.diagnostics));
  return { path: filePath, encoding, diagnostics: fileDiagnostics.map(jsonDiagnostic), games };
}

/** The report of one game with a model, which starts on line `firstLine` (0-based); `diagnostics` are those on its lines. */
export function gameReport(game: DocumentGame, firstLine: number, diagnostics: readonly Diagnostic[]) {
  const gameModel = game.model!;
  const side = gameModel.declarer ? sideOf(gameModel.declarer) : undefined;
  const outcome = gameModel.outcome;
  return {
    index: game.index,
    board: gameModel.board ?? null,
    line: firstLine + 1,
    declarer: gameModel.declarer ? (gameModel.declarerSwapped ? '^' : '') + gameModel.declarer : null,
    contract: gameModel.passedOut ? 'Pass' : gameModel.contract ? formatContract(gameModel.contract) : null,
    laws: { edition: gameModel.edition.edition, source: gameModel.edition.source },
    tricks: side && gameModel.play
      ? { declarerSide: gameModel.play.tricksWon[side], defenders: gameModel.play.tricksWon[otherSide(side)], complete: !gameModel.play.endedEarly }
      : null,
    result: { recorded: gameModel.values.get('Result') ?? null, expected: outcome?.expectedResult ?? gameModel.values.get('Result') ?? null },
    score: {
      recorded: gameModel.values.get('Score') ?? null,
      expected: gameModel.declarer && outcome?.expectedScore !== undefined ? sideScore(gameModel.declarer, outcome.expectedScore) : null,
    },
    rulings: gameModel.rulings.map(jsonRuling),
    diagnostics: diagnostics.map(jsonDiagnostic),
  };
}

const NEWLINES = /\n/g;
const INDENTS: string[] = [];

/** `value` as `JSON.stringify(…, null, 2)` writes it when it sits `depth` levels deep (its first line not indented). */
export function nestedJson(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(NEWLINES, INDENTS[depth] ??= '\n' + '  '.repeat(depth));
}

/** The span holding a line, by binary search (spans are in file order and do not overlap). */
function spanAt<T extends { first: number; last: number }>(spans: readonly T[], line: number): T | undefined {
  let low = 0, high = spans.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (spans[middle].last < line) low = middle + 1;
    else if (spans[middle].first > line) high = middle - 1;
    else return spans[middle];
  }
  return undefined;
}

/** One ruling for the JSON report: a revoke with its established fields, any other kind with all of its own. */
function jsonRuling(ruling: Ruling): Record<string, unknown> {
  if (ruling.kind === 'revoke') {
    const entry: Record<string, unknown> = {
      kind: ruling.kind, trick: ruling.trick, seat: ruling.seat, card: ruling.card, held: ruling.held,
      established: ruling.established, law: ruling.law, transfer: ruling.transfer, to: ruling.to,
    };
    if (ruling.breach) entry.breach = ruling.breach;
    if (ruling.corrected) entry.corrected = true;
    // Ruled from the facts of its Irregularities event (no play record): the facts it rests on; `held` is not known then.
    if (ruling.fromFacts) {
      entry.facts = ruling.fromFacts;
      entry.held = null;
      if (ruling.exception) entry.exception = ruling.exception;
    }
    return entry;
  }
  const { kind, trick, seat, card, law, obliges, eventIndex: _eventIndex, ...rest } = ruling;
  return { kind, trick, seat: seat ?? null, card: card ?? null, law, obliges: obliges ?? null, ...rest };
}

/** Writes text into a report: the held elements of a list give themselves this way. */
export type Drain = (write: (text: string) => void) => void;

/**
 * Writes one file's entry of the JSON report as `nestedJson` sets it out: its path and encoding,
 * then its diagnostics and its games, each list's elements (already framed, the first after a
 * line break) given by a drain; an empty list is `[]`.
 */
export function writeFileEntry(write: (text: string) => void, filePath: string, encoding: string, diagnostics: Drain | undefined, games: Drain | undefined): void {
  write(`    {\n      "path": ${JSON.stringify(filePath)},\n      "encoding": ${JSON.stringify(encoding)},\n      "diagnostics": [`);
  if (diagnostics) {
    diagnostics(write);
    write('\n      ');
  }
  write('],\n      "games": ');
  if (games) {
    write('[\n');
    games(write);
    write('\n      ]');
  } else write('[]');
  write('\n    }');
}
