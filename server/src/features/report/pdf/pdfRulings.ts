/**
 * The Director's parts of a board in the PDF: the rulings (each in a box with a bar on its left,
 * the article, "provisional" where the Laws leave the decision to the Director, the sentences and
 * the article's summary), an undisputed claim told with the play instead, what is wrong in the
 * file, and the facts block — what the record says, the Laws in force, and the lines a Director
 * fills in on paper.
 */
import { BoardView } from '../../board/boardDataTypes';
import { Block, space, stack } from './pdfPage';
import { COLOURS, LINE_HEIGHT, Run } from './pdfPen';
import { TypeSizes, barred, heading, list, paragraph } from './pdfText';

/** The rulings of a board (each a block, so a page may fall between them), or the line that says there are none. */
export function rulingBlocks(board: BoardView, size: number): Block[] {
  const { labels } = board;
  const rulings = board.rulings.filter((ruling) => !ruling.settled);
  if (rulings.length === 0) return [paragraph(labels.noRulings, size)];
  return rulings.map((ruling) => {
    const head: Run[] = [{ text: ruling.article, style: 'bold' }, ...(ruling.provisional ? [{ text: `  ${labels.provisional}`, style: 'bold' as const, color: COLOURS.alert, relative: 0.8 }] : [])];
    const parts = [paragraph(head, size * 0.95), ...ruling.sentences.map((sentence) => paragraph(sentence, size)),
      ...(ruling.explanation ? [paragraph([{ text: ruling.explanation, style: 'italic', color: COLOURS.muted }], size)] : [])];
    return stack([space(size * 0.3), barred(stack(parts), COLOURS.alert, size)]);
  });
}

/** An undisputed claim told with the play: who claimed how many. */
export function settledClaimBlocks(board: BoardView, size: number): Block[] {
  return board.rulings.filter((ruling) => ruling.settled).map((ruling) => paragraph(ruling.sentences.join(' '), size, size * 0.3));
}

/** What is wrong in the file, under its heading; nothing when all is well. */
export function problemBlocks(board: BoardView, sizes: TypeSizes): Block[] {
  if (board.problems.length === 0) return [];
  const items = board.problems.map((problem): Run[] => [{ text: problem.message, color: problem.severity === 'error' ? COLOURS.alert : COLOURS.text },
    { text: ` (${problem.line})`, color: COLOURS.muted }]);
  return [heading(board.labels.problems, sizes.h3, sizes.body * 0.6), list(items, sizes.body, () => '•')];
}

/** A line to fill in: the label, then a rule `length` type sizes long (or to the end of the width). */
function fill(label: string, size: number, length: number): Block {
  return (pen, x, y, width) => {
    const scaled = pen.size(size);
    const lineHeight = scaled * LINE_HEIGHT;
    const top = y + scaled * 0.45;
    const used = label ? pen.write(label, x, top, 'regular', scaled) + scaled * 0.3 : 0;
    pen.line(x + used, top + lineHeight * 0.85, Math.min(x + width, x + used + scaled * length), top + lineHeight * 0.85, COLOURS.text);
    return lineHeight + scaled * 0.9;
  };
}

/** The facts block: the record, the Laws in force and why, and the lines to fill in. */
export function factsBlock(board: BoardView, sizes: TypeSizes): Block {
  const { labels } = board;
  const size = sizes.body;
  const record = board.record.length ? list(board.record.map((event) => [{ text: event }]), size, () => '•') : paragraph(labels.noRecord, size);
  return stack([
    heading(labels.facts, sizes.h3, size * 0.6),
    paragraph([{ text: `${labels.record}:`, style: 'bold' }], size),
    record,
    paragraph([{ text: `${labels.edition}:`, style: 'bold' }, { text: ` ${board.edition.label}` }], size),
    fill(`${labels.factsAtTable}:`, size, 30),
    fill('', size, 48),
    fill(`${labels.directorAndTime}:`, size, 30),
    fill(labels.appeal, size, 10),
  ]);
}
