/**
 * Layout checks for files that declare the export format with a `% EXPORT` escape line (PBN §2,
 * §16): from that line on, every tag pair starts its own line, and auction and play sections
 * hold one row of four calls or cards per line, each row starting a line (one warning per line).
 * These are the verifier's "No new line" warnings; import-format files are free in their layout.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { diagnosticMessage } from '../../i18n/diagnosticMessages';
import { Language } from '../../i18n/localize';
import { DocumentGame, DocumentModel, GAME_LAYOUT_KNOWN, GAME_LAYOUT_SOME, GAME_TAGGED, GameEntry } from '../../model/document/document';
import { IRREGULARITY, PLUS, SectionItemList, VALUE, sectionItemList } from '../../model/game/sectionItems';
import { exportLineOffset } from '../../syntax/exportLine';
import { Positions, gameRange } from '../ranges';

export { exportLineOffset } from '../../syntax/exportLine';

/** True when `offset` is the first character of its line. */
function startsLine(text: string, offset: number): boolean {
  return offset === 0 || text[offset - 1] === '\n';
}

/** The items that fill the four columns of a row (calls, cards, `-`, `+`, `^S`), each with the mark that precedes it. */
function rowEntries(items: SectionItemList, visit: (start: number, index: number) => void): void {
  let markStart: number | undefined;
  let count = 0;
  for (let index = 0; index < items.length; index++) {
    const kind = items.kind(index);
    const isSkip = kind === IRREGULARITY && items.text(index).toUpperCase() === '^S';
    if (kind === IRREGULARITY && !isSkip) { markStart ??= items.start(index); continue; }
    if (kind === VALUE || kind === PLUS || isSkip) visit(markStart ?? items.start(index), count++);
    markStart = undefined;
  }
}

type LayoutProblem = { start: number; end: number; what: 'tag' | 'row' };

/** Layout problems per game syntax: a game's layout depends on its text alone, so an edit re-checks only the games it touched. */
const problemsBySyntax = new WeakMap<DocumentGame['syntax'], LayoutProblem[]>();

function layoutProblems(game: Pick<DocumentGame, 'syntax'>): LayoutProblem[] {
  let problems = problemsBySyntax.get(game.syntax);
  if (!problems) {
    problems = findLayoutProblems(game);
    problemsBySyntax.set(game.syntax, problems);
  }
  return problems;
}

function findLayoutProblems(game: Pick<DocumentGame, 'syntax'>): LayoutProblem[] {
  const text = game.syntax.text;
  const problems: LayoutProblem[] = [];
  for (const tag of game.syntax.tags) {
    if (!startsLine(text, tag.start)) problems.push({ start: tag.start, end: tag.nameEnd, what: 'tag' });
    if (!tag.section || (tag.name !== 'Auction' && tag.name !== 'Play')) continue;
    // Entries come in text order, so a line already reported is the last one reported.
    let reportedLine = -2;
    rowEntries(sectionItemList(game.syntax, tag), (start, index) => {
      if (index % 4 !== 0 || startsLine(text, start)) return;
      const lineStart = text.lastIndexOf('\n', start - 1);
      if (lineStart === reportedLine) return;
      reportedLine = lineStart;
      problems.push({ start, end: start + 1, what: 'row' });
    });
  }
  return problems;
}

/** The layout warnings of the games at and after the document's `% EXPORT` line. */
export function exportLayoutDiagnostics(document: Positions, model: DocumentModel, language: Language): Diagnostic[] {
  const exportAt = model.exportAt;
  if (exportAt < 0) return [];
  const diagnostics: Diagnostic[] = [];
  const { flags, starts } = model;
  for (let position = 0; position < flags.length; position++) {
    if (!(flags[position] & GAME_TAGGED)) continue;
    // A game that starts after the export line ends after it; only the one holding it needs its length.
    if (starts[position] <= exportAt && starts[position] + model.entries[position].length <= exportAt) continue;
    if (!(flags[position] & GAME_LAYOUT_KNOWN)) {
      // The problems depend on the game's text alone: kept with its entry, and the flags say whether there are any.
      const entry = model.entries[position] as { layoutProblems?: readonly LayoutProblem[] } & GameEntry;
      entry.layoutProblems ??= layoutProblems(entry);
      flags[position] |= GAME_LAYOUT_KNOWN | (entry.layoutProblems.length ? GAME_LAYOUT_SOME : 0);
    }
    if (flags[position] & GAME_LAYOUT_SOME) diagnostics.push(...layoutDiagnosticsOf(document, model.game(position), model.entries[position].layoutProblems!, language));
  }
  return diagnostics;
}

/** The layout warnings of one game (a game at or after the `% EXPORT` line), not kept: a stream drops the game next. */
export function gameLayoutDiagnostics(document: Positions, game: DocumentGame, language: Language): Diagnostic[] {
  return layoutDiagnosticsOf(document, game, findLayoutProblems(game), language);
}

function layoutDiagnosticsOf(document: Positions, game: DocumentGame, problems: readonly LayoutProblem[], language: Language): Diagnostic[] {
  return problems.map(({ start, end, what }) => ({
    range: gameRange(document, game, start, end),
    severity: DiagnosticSeverity.Warning,
    code: 'pbn.export.layout',
    source: 'pbn',
    message: diagnosticMessage('pbn.export.layout', { what }, language),
  }));
}
