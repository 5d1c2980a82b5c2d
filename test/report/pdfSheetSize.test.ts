/**
 * One type size per handout sheet, and table heads inside their cells (issue 32 item 7), read from
 * the drawing commands pdfkit is given: every text drawn with its font size, width and page, and
 * every rectangle. On a 4-a-page sheet of teaching.pbn, two boards with four hands and two with
 * `[Hidden]` East-West hands: the holdings of all four diagrams and the auctions' calls are drawn
 * at one size (the four-hand diagrams were set smaller than the hidden ones). A double-dummy table
 * whose head "Declarer" is bold: the text ends inside its cell (it was measured in the regular
 * face and ran past the rule).
 * Test tier: full — draws PDF pages.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { reportBoards } from '../../server/src/features/report/rulingReport';
import { newDocument } from '../../server/src/features/report/pdf/pdfPage';
import { Pen, PdfDocument } from '../../server/src/features/report/pdf/pdfPen';
import { table } from '../../server/src/features/report/pdf/pdfTable';
import { HandoutPages } from '../../server/src/features/report/pdf/reportPages';
import { loadReportFonts } from '../../server/src/io/reportFonts';
import { parsePbn } from './support';

interface Drawn { text: string; x: number; width: number; size: number; page: number }
interface Ruled { x: number; y: number; width: number; height: number }

/** Records what is drawn on `doc`: texts (with the size and width they are drawn at) and rectangles. */
function record(doc: PdfDocument): { texts: Drawn[]; rects: Ruled[] } {
  const texts: Drawn[] = [];
  const rects: Ruled[] = [];
  let page = -1;
  const internals = doc as unknown as { _fontSize: number };
  const { addPage, text, rect } = doc;
  doc.addPage = function (...args: Parameters<PdfDocument['addPage']>) { page++; return addPage.apply(doc, args); };
  doc.text = function (this: PdfDocument, value: string, x?: number, ...rest: unknown[]) {
    texts.push({ text: String(value), x: x ?? 0, width: doc.widthOfString(String(value)), size: internals._fontSize, page });
    return (text as (...all: unknown[]) => PdfDocument).call(doc, value, x, ...rest);
  } as PdfDocument['text'];
  doc.rect = function (x: number, y: number, width: number, height: number) {
    rects.push({ x, y, width, height });
    return rect.call(doc, x, y, width, height);
  };
  return { texts, rects };
}

/** The distinct values, rounded to a thousandth of a point. */
function distinct(values: readonly number[]): number[] {
  return [...new Set(values.map((value) => Math.round(value * 1000) / 1000))];
}

describe('PDF handout: one type size a sheet, table heads inside their cells (issue 32 item 7)', function () {
  this.timeout(60000);

  it('draws the holdings and calls of four-hand and [Hidden] boards on one sheet at one size', async () => {
    const text = readFileSync(path.join(__dirname, '..', '..', 'samples', 'teaching.pbn'), 'latin1');
    const { document, model } = parsePbn(text, 'en', undefined, 'file:///samples/teaching.pbn');
    const boards = reportBoards(document, model, 'file', 'en');
    assert.equal(boards.length, 4);
    // Boards 2 and 4 keep East-West out; boards 1 and 3 show four hands.
    assert.deepEqual(boards.map((board) => Object.values(board.hands).some((hand) => hand?.hidden)), [false, true, false, true]);
    const doc = newDocument(await loadReportFonts(), 'A4', 'Lesson', 'en');
    const drawn = record(doc);
    new HandoutPages(doc, 'Lesson', { perPage: 4 }).drawPage(0, boards, 1);
    // A spade or club holding as the diagram writes it ("♠ Q 7 2"; hearts and diamonds are split by colour).
    const holdings = drawn.texts.filter((item) => /^[♠♣] (?:[AKQJ2-9]|10|—)(?: (?:[AKQJ2-9]|10))*$/u.test(item.text));
    // Four-hand boards: 4 hands × 2 suits; hidden boards: 2 hands × 2 suits.
    assert.equal(holdings.length, 2 * 8 + 2 * 4);
    assert.equal(distinct(holdings.map((item) => item.size)).length, 1, `holdings drawn at ${distinct(holdings.map((item) => item.size)).join(', ')} pt`);
    const passes = drawn.texts.filter((item) => item.text === 'Pass');
    assert.ok(passes.length >= 4 * 4);
    assert.deepEqual(distinct(passes.map((item) => item.size)), distinct([holdings[0].size]));
  });

  it('sets the bold head "Declarer" of a double-dummy table inside its cell', async () => {
    const doc = newDocument(await loadReportFonts(), 'A4', 'Table', 'en');
    const drawn = record(doc);
    doc.addPage();
    const row = (seat: string, tricks: number[]) => [[{ text: seat }], ...tricks.map((count) => [{ text: String(count) }])];
    table({
      head: [[{ text: 'Declarer' }], ...['NT', '♠', '♥', '♦', '♣'].map((strain) => [{ text: strain }])],
      rows: [row('North', [10, 8, 9, 8, 10]), row('East', [3, 4, 3, 4, 3]), row('South', [10, 8, 9, 8, 10]), row('West', [3, 4, 3, 4, 3])],
      rowHeads: true, size: 6.8,
    })(new Pen(doc, true, 1), 40, 40, 400);
    for (const label of ['Declarer', 'North', 'South']) {
      const item = drawn.texts.find((candidate) => candidate.text === label)!;
      const cell = drawn.rects.find((rule) => rule.x <= item.x && item.x < rule.x + rule.width)!;
      assert.ok(item.x + item.width <= cell.x + cell.width, `${label} ends at ${item.x + item.width}, its cell at ${cell.x + cell.width}`);
    }
  });
});
