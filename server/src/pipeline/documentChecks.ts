/**
 * The game pipeline driven by the editor's incremental document: the document has read, inherited
 * and analysed each game (re-reading only what an edit touched, model/document), and this walks
 * its games in file order through the per-game stage (gameChecker.ts: export-layout warnings, the
 * missing blank line, the game's own diagnostics), skipping on the flags the games with nothing to
 * show, so a light game is not read again. The file's diagnostics come first, then every game's
 * layout warnings, then every game's own, cut to the per-document limit; the facade adds what
 * double dummy and the audit find, and noiseFold.ts folds the file's noise.
 */
import { Diagnostic } from 'vscode-languageserver-types';
import { DiagnosticsFilter, limitedToDocument } from '../features/diagnostics/diagnostics';
import { Positions } from '../features/ranges';
import { Language } from '../i18n/localize';
import { DocumentModel, GAME_BLANK_BEFORE, GAME_LAYOUT_KNOWN, GAME_LAYOUT_SOME, GAME_QUIET, GAME_TAGGED, GameEntry } from '../model/document/document';
import { findLayoutProblems } from '../model/document/layoutProblems';
import { layoutStage, ownStage, shownBy } from './gameChecker';

/** Every diagnostic of a document before double dummy and the noise fold (`fileLevel` first); undefined when cancelled (polled between games). */
export function documentDiagnostics(
  document: Positions, model: DocumentModel, language: Language, fileLevel: readonly Diagnostic[], filter: DiagnosticsFilter, isCancelled?: () => boolean,
): Diagnostic[] | undefined {
  const layout: Diagnostic[] = [], own: Diagnostic[] = [];
  const { flags, starts, exportAt } = model;
  for (let position = 0; position < flags.length; position++) {
    if ((position & 1023) === 0 && isCancelled?.()) return undefined;
    const game = flags[position];
    if (!(game & GAME_TAGGED)) {
      if (!(game & GAME_QUIET)) for (const diagnostic of ownStage(document, model.game(position), undefined, language, filter, true)) own.push(diagnostic);
      continue;
    }
    // The export layout applies to a game that ends after the `% EXPORT` line (one that starts after it does; only the one holding it needs its length).
    if (exportAt >= 0 && (starts[position] > exportAt || starts[position] + model.entry(position).length > exportAt) && layoutProblemsKnown(model, position) & GAME_LAYOUT_SOME) {
      for (const diagnostic of layoutStage(document, starts[position], model.entry(position).layoutProblems!, language, filter)) layout.push(diagnostic);
    }
    const noBlankLine = position > 0 && (flags[position - 1] & GAME_TAGGED) !== 0 && (game & GAME_BLANK_BEFORE) === 0;
    if (game & GAME_QUIET && !noBlankLine) continue;
    const lineBreaks = noBlankLine ? model.entry(position).gapBefore : undefined;
    for (const diagnostic of ownStage(document, model.game(position), lineBreaks, language, filter, true)) own.push(diagnostic);
  }
  if (isCancelled?.()) return undefined;
  return limitedToDocument(document, [...shownBy(filter, fileLevel), ...layout, ...own], filter, language);
}

/** The game's layout flags, its layout problems found first when they are not known yet (kept with its entry: they depend on its text alone). */
function layoutProblemsKnown(model: DocumentModel, position: number): number {
  if (!(model.flags[position] & GAME_LAYOUT_KNOWN)) {
    const entry = model.entry(position) as GameEntry;
    entry.layoutProblems ??= findLayoutProblems(entry.syntax);
    model.flags[position] |= GAME_LAYOUT_KNOWN | (entry.layoutProblems.length ? GAME_LAYOUT_SOME : 0);
  }
  return model.flags[position];
}
