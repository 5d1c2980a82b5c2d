/**
 * `check` of one file, one game at a time: the file streams by in blocks, each line goes to the
 * game splitter, each game it completes is read, analysed, reported and dropped. Memory stays
 * that of one game whatever the size of the file. The output is the bytes the whole-document
 * path printed: the file's own diagnostics first, then (export-format files) every layout
 * warning, then each game's diagnostics — or, as JSON, the file's report with one entry per game.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { DiagnosticsFilter, missingBlankLine, shownGameDiagnostics } from '../features/diagnostics';
import { gameLayoutDiagnostics } from '../features/exportLayout';
import { fileLevelDiagnostics } from '../features/fileDiagnostics';
import { GamePositions } from '../features/gamePositions';
import { ServiceSettings, gameOptionsOf, isHiddenDiagnostic } from '../features/settings';
import { DocumentGame } from '../model/document';
import { GameSequence } from '../model/gameSequence';
import { isExportLine } from '../syntax/exportLine';
import { GameChunk, GameSplitter } from '../syntax/gameSplitter';
import { DeferredOutput } from './deferredOutput';
import { InputError, describeSize } from './files';
import { InputText, MAX_HELD_CHARACTERS } from './inputText';
import { gameReport, jsonDiagnostic, nestedJson } from './jsonReport';

const SEVERITY_WORDS: Record<number, string> = { 1: 'error', 2: 'warning', 3: 'info', 4: 'hint' };

/** Where a file's text output goes as it comes; `settle` waits until a slow reader has taken what was written. */
export interface CheckOutput {
  direct(text: string): void;
  settle(): Promise<void>;
}

/** The text line of one diagnostic. */
export function diagnosticLine(path: string, diagnostic: Diagnostic): string {
  const shown = jsonDiagnostic(diagnostic);
  return `${path}:${shown.line}:${shown.column} ${SEVERITY_WORDS[diagnostic.severity ?? 1]} ${shown.code} ${shown.message}\n`;
}

/** A game as read, with what its neighbours need to know of it. */
interface ReadGame {
  game: DocumentGame;
  positions: GamePositions;
  chunk: GameChunk;
}

/**
 * Checks one input. Text: lines go to `output` (game lines held back while layout warnings may
 * still come). JSON: the file's report object, as it sits in the `files` array, goes to `json`.
 * Returns the number of errors.
 */
export async function checkInput(input: InputText, format: 'text' | 'json', settings: ServiceSettings, output: CheckOutput, json?: DeferredOutput): Promise<number> {
  const language = settings.language;
  const filter: DiagnosticsFilter = {
    isHidden: settings.hiddenDiagnostics?.length ? (code: string) => isHiddenDiagnostic(code, settings) : undefined, perGame: settings.diagnosticsLimit?.perGame,
  };
  const shown = (list: readonly Diagnostic[]) => (filter.isHidden ? list.filter((diagnostic) => !filter.isHidden!(String(diagnostic.code))) : list);
  const { facts } = input;
  const fileProblems = shown(fileLevelDiagnostics(facts.encoding === 'utf8', facts.loneCarriageReturn, language));
  const sequence = new GameSequence(gameOptionsOf(settings));
  const later = new DeferredOutput();
  const fileDiagnostics: Diagnostic[] = [];
  let errors = fileProblems.filter(isError).length;
  let exportAt = -1, previous: ReadGame | undefined, first = true, games = 0;
  if (format === 'text') for (const diagnostic of fileProblems) output.direct(diagnosticLine(input.path, diagnostic));

  const onGame = (chunk: GameChunk) => {
    const game = sequence.next(chunk);
    const line = chunk.line ?? 0;
    const positions = new GamePositions(chunk.start, line, chunk.text);
    const layout = exportAt >= 0 && chunk.end > exportAt && game.model ? shown(gameLayoutDiagnostics(positions, game, language)) : [];
    const gap = previous?.game.model && game.model ? missingBlankLine(positions, game, line - (previous.chunk.endLine ?? 0), language) : undefined;
    const own = shownGameDiagnostics(positions, game, gap, language, filter);
    errors += layout.filter(isError).length + own.filter(isError).length;
    // The file's own diagnostics sit on line 0: in the JSON report they belong to a game that starts there.
    const fileProblemsHere = first && format === 'json' && game.model !== undefined && line === 0;
    if (first && format === 'json' && !fileProblemsHere) fileDiagnostics.push(...fileProblems);
    if (format === 'text') {
      for (const diagnostic of layout) output.direct(diagnosticLine(input.path, diagnostic));
      for (const diagnostic of own) {
        if (facts.exportLine) later.write(diagnosticLine(input.path, diagnostic));
        else output.direct(diagnosticLine(input.path, diagnostic));
      }
    } else if (game.model) {
      const report = gameReport(game, line, [...(fileProblemsHere ? fileProblems : []), ...layout, ...own]);
      later.write(`${games++ ? ',\n' : ''}        ${nestedJson(report, 4)}`);
    } else {
      fileDiagnostics.push(...own);
    }
    first = false;
    previous = { game, positions, chunk };
  };

  try {
    await splitInput(input, onGame, (lineStart) => { if (exportAt < 0) exportAt = lineStart; }, output);
  } catch (error) {
    later.discard();
    throw error;
  }
  if (first && format === 'json') fileDiagnostics.push(...fileProblems);
  if (format === 'text') { later.drainTo(output.direct); return errors; }
  json!.write(`    {\n      "path": ${JSON.stringify(input.path)},\n      "encoding": ${JSON.stringify(facts.encoding)},\n`);
  json!.write(`      "diagnostics": ${nestedJson(fileDiagnostics.map(jsonDiagnostic), 3)},\n      "games": `);
  if (later.empty) json!.write('[]');
  else {
    json!.write('[\n');
    later.drainTo((text) => json!.write(text));
    json!.write('\n      ]');
  }
  json!.write('\n    }');
  return errors;
}

function isError(diagnostic: Diagnostic): boolean {
  return diagnostic.severity === DiagnosticSeverity.Error;
}

/**
 * Feeds every line of the input to a game splitter; `onGame` gets each game, `onExportLine` the
 * offset of each `% EXPORT` line (only when the file has one). Holds one block and the game in progress.
 */
async function splitInput(input: InputText, onGame: (chunk: GameChunk) => void, onExportLine: (offset: number) => void, output: CheckOutput): Promise<void> {
  const splitter = new GameSplitter(input.facts.embedded, onGame);
  let window = { source: '', base: 0 };
  let lineNumber = 0;
  for await (const block of input.blocks()) {
    const keepFrom = splitter.pendingStart >= 0 ? splitter.pendingStart : window.base + window.source.length;
    const kept = window.source.slice(keepFrom - window.base);
    if (kept.length > MAX_HELD_CHARACTERS) throw new InputError(`${input.path}: a game of more than ${describeSize(MAX_HELD_CHARACTERS)} at line ${lineNumber}; this tool reads games up to that size (is a blank line missing between games?)`);
    window = { source: kept + block, base: keepFrom };
    const source = window.source;
    for (let lineStart = kept.length; lineStart < source.length; lineNumber++) {
      let lineEnd = source.indexOf('\n', lineStart);
      if (lineEnd < 0) lineEnd = source.length;
      if (input.facts.exportLine && source.charCodeAt(lineStart) === 37 && isExportLine(source, lineStart, lineEnd)) onExportLine(window.base + lineStart);
      splitter.line(window, window.base + lineStart, window.base + lineEnd, lineNumber);
      lineStart = lineEnd + 1;
    }
    await output.settle();
  }
  splitter.finish(window);
}
