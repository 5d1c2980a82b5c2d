/**
 * Hovers outside the boards' own values: on a tag name, what the LIN tag holds (LIN has no
 * published specification); on an entry of the vugraph `rs` list, which board and room it is
 * and what that room's own auction and claim give, so a Director sees at once which result a
 * "claim wrong" diagnostic compares.
 */
import { Hover, MarkupKind, Position } from 'vscode-languageserver-types';
import { Language } from '../../i18n/localize';
import { RESULT_ENTRY_WORDS } from '../../i18n/linServiceTexts';
import { boardOfEntry, resultCode } from '../reader/vugraph';
import { LinTag } from '../reader/tokens';
import { LinProjection } from '../toPbn/projection';
import { linTagHelp } from './linTagHelp';

/** The hover on a tag name or an `rs` entry at a LIN position. */
export function linHeaderHover(projection: LinProjection, position: Position, language: Language): Hover | undefined {
  const { lin, file } = projection;
  const offset = lin.offsetAt(position);
  const range = (start: number, end: number) => ({ start: lin.positionAt(start), end: lin.positionAt(end) });
  const entry = file.results?.entries.find((piece) => piece.start <= offset && offset <= piece.end && piece.text.trim() !== '');
  const board = entry && boardOfEntry(file, entry);
  if (entry && board) {
    const words = RESULT_ENTRY_WORDS[language];
    const own = resultCode(board);
    const room = board.room ? `, ${words[board.room]}` : '';
    const value = `**${words.board} ${board.number}${room}**: ${entry.text.trim()} — ${own ? `${words.own} ${own}` : words.unknown}`;
    return { contents: { kind: MarkupKind.Markdown, value }, range: range(entry.start, entry.end) };
  }
  const inBoard = file.boards.find((candidate) => candidate.start <= offset && offset <= candidate.end);
  const tags: readonly LinTag[] = inBoard ? inBoard.tags : file.header;
  const tag = tags.find((candidate) => candidate.nameStart <= offset && offset <= candidate.nameEnd);
  const help = tag && linTagHelp(tag.name, language);
  return tag && help ? { contents: { kind: MarkupKind.Markdown, value: help }, range: range(tag.nameStart, tag.nameEnd) } : undefined;
}
