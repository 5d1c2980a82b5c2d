/**
 * The record tags a fix writes because the file itself says what they hold: a Declarer or
 * Contract tag that a played board lacks, or leaves empty, while its auction decides the value
 * (the auction's declarer, its final contract) — the one value the finding names; both, where the
 * play lacks both (it names the first). A tag that
 * stands somewhere else in the game (after the play, say) is left to the person: moving it is not
 * the fix's to decide. New tags go where the export order puts them (tagPlacement.ts).
 */
import { TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { formatContract } from '../../bridge/contract';
import { DocumentGame } from '../../model/document/document';
import { gameLineEnding, tagInsertion } from '../dd/tagPlacement';
import { gameRange } from '../ranges';

/** One tag a fix writes: the edit, the tag, its value, and whether the tag is new. */
export interface DerivedTagEdit {
  edit: TextEdit;
  tag: string;
  value: string;
  added: boolean;
}

/** The findings of a play without the tags it needs, and of the tags left empty. */
const MISSING: Record<string, string> = { 'pbn.play.no-declarer': 'Declarer', 'pbn.play.no-contract': 'Contract' };
const EMPTY: Record<string, string> = { 'pbn.declarer.empty': 'Declarer', 'pbn.contract.empty': 'Contract' };

/** The Declarer and Contract tags of a game that its auction decides and the record lacks or leaves empty. */
export function derivedTagEdits(document: TextDocument, game: DocumentGame): DerivedTagEdit[] {
  const model = game.model!;
  const edits: DerivedTagEdit[] = [];
  // The play names its first missing tag; the others it needs are written with it, or the verifier finds the next one missing.
  if (model.problems.some((problem) => MISSING[problem.code])) {
    const auction = model.auction;
    const values: Array<[string, string | undefined]> = [['Declarer', auction?.declarer], ['Contract', auction?.contract && formatContract(auction.contract)]];
    for (const [name, value] of values) {
      if (!value || model.syntax.tags.some((tag) => tag.name === name)) continue;
      const { offset, beforeTag } = tagInsertion(model, name);
      const lineEnd = gameLineEnding(model);
      const line = `[${name} "${value}"]`;
      edits.push({ edit: TextEdit.insert(document.positionAt(game.start + offset), beforeTag ? line + lineEnd : lineEnd + line), tag: name, value, added: true });
    }
  }
  for (const problem of model.problems) {
    const empty = EMPTY[problem.code];
    const replacement = problem.data?.replacement;
    if (empty && typeof replacement === 'string' && replacement) {
      edits.push({ edit: TextEdit.replace(gameRange(document, game, problem.start, problem.end), replacement), tag: empty, value: replacement, added: false });
    }
  }
  return edits;
}
