/**
 * The board view's labels, where the board and report modules have always found them: the words
 * themselves, in English and Dutch, live in i18n/boardLabels.ts; this module only passes them on.
 */
/** The words a board view or a report shows. */
export type { BoardLabels } from '../../i18n/boardLabels';
/** The labels of a language. */
export { boardLabels } from '../../i18n/boardLabels';
