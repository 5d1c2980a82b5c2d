/**
 * Inlay hints in the Play section: after the last card of each trick the leader and the winner
 * (`← N led · S won`; Dutch `← N kwam uit · Z won`) and the running tricks per side (`NS 5 · EW 2`,
 * `NZ 5 · OW 2`); after the Result tag, the
 * tricks each side won in the recorded play. Only hints inside the requested range are given.
 */
import { InlayHint, InlayHintKind, Range } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Side, sideOf } from '../../bridge/seats';
import { seatLetter } from '../../i18n/bridgeNotation';
import { sideName } from '../../i18n/bridgeTerms';
import { INLAY_WORDS } from '../../i18n/editorTexts';
import { Language } from '../../i18n/localize';
import { DocumentGame, DocumentModel } from '../../model/document/document';
import { gamePositionsIn } from '../../model/document/documentVersion';
import { GameModel } from '../../model/game/gameModel';
import { findTag } from '../../syntax/gameSyntax';

/** The hints of every game that overlaps `range` (the others are not read); stops between games once `isCancelled` says so. */
export function inlayHints(document: TextDocument, documentModel: DocumentModel, range: Range, language: Language, isCancelled: () => boolean = () => false): InlayHint[] {
  const from = document.offsetAt(range.start);
  const to = document.offsetAt(range.end);
  const hints: InlayHint[] = [];
  for (const position of gamePositionsIn(documentModel, from, to)) {
    const game = documentModel.game(position);
    if (!game.model || game.end < from) continue;
    if (isCancelled()) break;
    for (const hint of gameHints(game, game.model, language)) {
      const offset = game.start + hint.offset;
      if (offset >= from && offset <= to) hints.push({ position: document.positionAt(offset), label: hint.label, kind: InlayHintKind.Parameter, paddingLeft: true });
    }
  }
  return hints;
}

/** "NS 5 · EW 2" / "NZ 5 · OW 2". */
function tally(tricks: Record<Side, number>, language: Language): string {
  return `${sideName('NS', language)} ${tricks.NS} · ${sideName('EW', language)} ${tricks.EW}`;
}

/** One game's hints, offsets relative to the game. */
export function gameHints(game: DocumentGame, model: GameModel, language: Language): Array<{ offset: number; label: string }> {
  const words = INLAY_WORDS[language];
  const hints: Array<{ offset: number; label: string }> = [];
  const running: Record<Side, number> = { NS: 0, EW: 0 };
  for (const trick of model.play?.tricks ?? []) {
    const last = trick.cards[trick.cards.length - 1];
    if (!last || !trick.leader) continue;
    if (trick.winner) running[sideOf(trick.winner)]++;
    const parts = [`← ${seatLetter(trick.leader, language)} ${words.led}`];
    if (trick.winner) parts.push(`${seatLetter(trick.winner, language)} ${words.won}`, tally(running, language));
    const end = last.nags.length || last.suffix || last.note !== undefined ? annotationEnd(model, last.end) : last.end;
    hints.push({ offset: end, label: parts.join(' · ') });
  }
  const result = findTag(model.syntax, 'Result');
  if (result && model.play) hints.push({ offset: result.end, label: `${tally(model.play.tricksWon, language)} ${words.inPlay}` });
  return hints;
}

/** The end of the annotations (`!`, `=1=`, `$3`) that follow a card ending at `end`. */
function annotationEnd(model: GameModel, end: number): number {
  const rest = model.syntax.text.slice(end);
  // One `!` or `?` an iteration: `[!?]+` inside the repeat could split a run in every way.
  const match = /^(?:\s*(?:[!?]|=\d+=|\$\d+))*/.exec(rest);
  return end + (match ? match[0].length : 0);
}
