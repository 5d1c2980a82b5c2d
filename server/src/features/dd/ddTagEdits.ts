/**
 * The edits of "Add double-dummy analysis" for one game (the editor's quick-fix and
 * `pbn-director analyse --write`): OptimumResultTable with its 20 rows, OptimumScore and
 * ParContract, each inserted in export order or, where the game has it with another value,
 * replaced; a DoubleDummyTricks tag already there is corrected. A game whose tags already say
 * what double dummy says gets no edit, so running it twice changes nothing the second time.
 */
import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentGame } from '../../model/document/document';
import { firstSyntaxError } from '../../model/game/syntaxErrors';
import { findTag, valueContentRange } from '../../syntax/gameSyntax';
import { TableAnswer } from '../../analysis/logic/answers/gameAnalysis';
import {
  OPTIMUM_RESULT_HEADER, doubleDummyTricksValue, optimumResultRows, optimumScoreNsPoints, optimumScoreValue, parContractValue,
} from '../../analysis/logic/answers/ddTagValues';
import { resultTableComplete } from '../../analysis/logic/answers/tableCheck';
import { gameLineEnding, tagExtent, tagInsertion } from './tagPlacement';

/** The edits that write the game's DD tags; empty when they are right already or the game has a syntax error. */
export function ddTagEdits(document: TextDocument, game: DocumentGame, answer: TableAnswer): TextEdit[] {
  const model = game.model;
  if (!model || firstSyntaxError(model.problems) || model.endPosition) return [];
  const eol = gameLineEnding(model);
  const at = (offset: number) => document.positionAt(game.start + offset);
  const edits: TextEdit[] = [];
  const inserts: Array<{ name: string; text: string }> = [];
  const insert = (name: string, text: string) => inserts.push({ name, text });
  const setValue = (name: string, value: string, same: (current: string) => boolean) => {
    const tag = findTag(model.syntax, name);
    if (!tag) { insert(name, `[${name} "${value}"]`); return; }
    if (same(tag.value)) return;
    const [start, end] = valueContentRange(tag);
    edits.push(TextEdit.replace({ start: at(start), end: at(end) }, value));
  };
  const rows = optimumResultRows(answer.table);
  const tableText = [`[OptimumResultTable "${OPTIMUM_RESULT_HEADER}"]`, ...rows].join(eol);
  const existing = findTag(model.syntax, 'OptimumResultTable');
  /** A table replaced whole; inserts that fall on its edges join its text (edits may not overlap). */
  let replaced: { start: number; end: number; text: string } | undefined;
  if (!existing) insert('OptimumResultTable', tableText);
  else if (!resultTableComplete(model.syntax, existing, answer.table)) {
    const [start, end] = tagExtent(model, existing);
    replaced = { start, end, text: tableText };
  }
  if (answer.par) {
    const par = answer.par;
    setValue('OptimumScore', optimumScoreValue(par), (current) => optimumScoreNsPoints(current) === par.nsPoints);
    setValue('ParContract', parContractValue(par), (current) => current === parContractValue(par));
  }
  const digits = findTag(model.syntax, 'DoubleDummyTricks');
  if (digits) setValue('DoubleDummyTricks', doubleDummyTricksValue(answer.table), (current) => current.toUpperCase() === doubleDummyTricksValue(answer.table));
  // Inserts at one place apply in the order given: the plain tags (alphabetically) before the table.
  const order = (name: string) => (name === 'OptimumResultTable' ? 1 : 0);
  for (const { name, text } of inserts.sort((a, b) => order(a.name) - order(b.name) || a.name.localeCompare(b.name))) {
    const place = tagInsertion(model, name);
    if (replaced && place.offset === replaced.start) replaced.text = text + eol + replaced.text;
    else if (replaced && place.offset === replaced.end) replaced.text += eol + text;
    else edits.push(TextEdit.insert(at(place.offset), place.beforeTag ? text + eol : eol + text));
  }
  if (replaced) edits.push(TextEdit.replace({ start: at(replaced.start), end: at(replaced.end) }, replaced.text));
  return edits.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}
