/**
 * Which problems mean a game could not be read with certainty: faults of the text itself (an
 * unterminated string or comment, a missing bracket, stray text or characters), tokens of the
 * auction or play that are not calls or cards (prose among calls too), tag lines a comment
 * swallowed, anything after the end mark, a duplicated tag
 * (which of the two counts is a guess). A game with one of them is never edited by a fix, a
 * quick-fix or the formatter: an edit computed from a misread record would damage the file.
 */
import { Problem } from '../../syntax/problems';

/** The codes that make a game unsafe to edit. */
export const UNSAFE_TO_EDIT = new Set([
  'pbn.string.unterminated', 'pbn.comment.unterminated', 'pbn.tag.syntax', 'pbn.tag.unquoted', 'pbn.tag.missing-value',
  'pbn.tag.duplicate', 'pbn.text.outside-section', 'pbn.character.bad', 'pbn.call.bad-token', 'pbn.card.bad-token',
  'pbn.auction.after-end', 'pbn.play.after-end', 'pbn.play.after-plus', 'pbn.play.too-many-tricks', 'pbn.irregularity.bad',
  'pbn.irregularity.double', 'pbn.irregularity.combined', 'pbn.annotation.orphan', 'pbn.internal-error',
  'pbn.auction.prose', 'pbn.comment.swallows-tags',
]);

/** The first problem that makes a game unsafe to edit, if any. */
export function firstSyntaxError(problems: readonly Problem[]): Problem | undefined {
  return problems.find((problem) => UNSAFE_TO_EDIT.has(problem.code));
}
