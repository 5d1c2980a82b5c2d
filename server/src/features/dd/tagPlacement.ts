/**
 * Where a new tag goes in a game so that the game stays in export order (PBN §16): the mandatory
 * tags first, the other tags alphabetically, then Auction and Play, then the tables
 * alphabetically. A game written in another order still gets a sensible place. Also the extent
 * of a tag with its section, for replacing a table whole, and the game's line ending.
 */
import { GameModel } from '../../model/game/gameModel';
import { TagPair, sectionEnd } from '../../syntax/gameSyntax';
import { MANDATORY_TAGS, TABLE_TAGS } from '../../syntax/tags';

/** The export rank of a tag: mandatory 0-14, other tags 100, Auction 101, Play 102, tables 103. */
function rank(tag: Pick<TagPair, 'name'>): number {
  const mandatory = MANDATORY_TAGS.indexOf(tag.name);
  if (mandatory >= 0) return mandatory;
  if (tag.name === 'Auction') return 101;
  if (tag.name === 'Play') return 102;
  return TABLE_TAGS.has(tag.name) ? 103 : 100;
}

/** The game-relative offset at which a tag named `name` is inserted, and whether it goes before a tag (else at the game's end). */
export function tagInsertion(model: GameModel, name: string): { offset: number; beforeTag: boolean } {
  const own = rank({ name });
  const next = model.syntax.tags.find((tag) => !tag.noteOwner && !tag.duplicate
    && (rank(tag) > own || (rank(tag) === own && own >= 100 && tag.name.localeCompare(name) > 0)));
  if (next) return { offset: lineStart(model.syntax.text, next.start), beforeTag: true };
  return { offset: gameEnd(model), beforeTag: false };
}

/** The end of the game's last token. */
export function gameEnd(model: GameModel): number {
  const tokens = model.syntax.tokens;
  const lastTag = model.syntax.tags[model.syntax.tags.length - 1];
  return Math.max(tokens.length ? tokens.end(tokens.length - 1) : 0, lastTag?.end ?? 0);
}

/** The end of a tag and its section's tokens. */
export function tagExtent(model: GameModel, tag: TagPair): [number, number] {
  return [tag.start, sectionEnd(model.syntax, tag)];
}

/** The line ending the game uses (its first one), CRLF when it has none. */
export function gameLineEnding(model: GameModel): string {
  const match = /\r?\n/.exec(model.syntax.text);
  return match ? match[0] : '\r\n';
}

/** The start of the line holding `offset` when only blanks precede it there, else `offset`. */
function lineStart(text: string, offset: number): number {
  let at = offset;
  while (at > 0 && (text[at - 1] === ' ' || text[at - 1] === '\t')) at--;
  return at === 0 || text[at - 1] === '\n' ? at : offset;
}
