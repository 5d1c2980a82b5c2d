/**
 * What the PDF cannot show of its text, said once a document (issue 37 item 9's rest): DejaVu Sans,
 * the embedded font, has no glyph for Chinese or for most emoji (🏆; it does have 😀), which pdfkit
 * prints as boxes, and pdfkit draws Hebrew unshaped in stored order. The sentence names each board
 * and its characters, in English and Dutch; Latin-1, Greek and Cyrillic (which DejaVu covers) give
 * none. Arabic is in the regular face but not in the oblique one the commentary is drawn in: boxes.
 * The command line says it on standard error (the ruling report, the handout, a LIN file read
 * whole), the editor's `pbn/report` answer carries it (a board, and a whole file's worker), and
 * the PDF's bytes are those drawn without the notice.
 * Test tier: full — draws PDF pages and starts a report worker.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { CancellationTokenSource } from 'vscode-languageserver/node';
import { rulingReportPdf } from '../../server/src/features/report/pdf/reportPdf';
import { pdfTextNotice } from '../../server/src/features/report/pdf/pdfTextNotice';
import { loadReportFonts } from '../../server/src/io/reportFonts';
import { getLanguageService } from '../../server/src/languageService';
import { answerReportPdf } from '../../server/src/server/reportPdfRequest';
import { runReportJob } from '../../server/src/server/reportJob';
import { runCaptured } from '../support/cli';
import { parsePbn } from './support';

const DEAL = 'N:AKQ853.2.K2.KJ32 JT9642.85.Q5.Q65 7.AKQJT9643.A.A4 .7.JT987643.T987';

/** A played board with a commentary. */
function board(number: number, commentary: string): string {
  return `[Event "Club night"]\n[Board "${number}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${DEAL}"]\n[Declarer "S"]\n[Contract "6H"]\n[Result "12"]\n`
    + `{${commentary}}\n[Auction "N"]\n1S Pass 4H Pass\n6H Pass Pass Pass\n`;
}

const CHINESE = board(1, '南家应该叫牌');
const EMOJI = board(2, 'Well played 🏆 indeed');
const HEBREW = board(3, 'שלום חבר');
const EUROPEAN = board(4, 'Café Ærø ß — Ωμέγα αβγ — Жизнь щука 😀');
const FILE = `% PBN 2.1\n${[CHINESE, EMOJI, HEBREW, EUROPEAN].join('\n')}`;

/** What the notice must say of the four boards, worked out from the commentaries: each character once, in order. */
const NAMED = {
  en: ['board 1: 南家应该叫牌', 'board 2: 🏆', 'board 3: שלוםחבר'],
  nl: ['spel 1: 南家应该叫牌', 'spel 2: 🏆', 'spel 3: שלוםחבר'],
};

describe('PDF: the text its font cannot show is said once a document (issue 37 item 9)', function () {
  this.timeout(120_000);
  let folder: string;
  before(() => { folder = mkdtempSync(path.join(tmpdir(), 'pdf-notice-')); });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('names the Chinese, the emoji and the Hebrew boards with their characters, not the European one (English and Dutch)', async () => {
    for (const language of ['en', 'nl'] as const) {
      const { document, model } = parsePbn(FILE, language, undefined, 'file:///samples/scripts.pbn');
      const notice = pdfTextNotice(await loadReportFonts());
      await rulingReportPdf(document, model, 'file', language, await loadReportFonts(), undefined, {}, notice);
      const sentence = notice.sentence(language)!;
      const [missing, rightToLeft] = NAMED[language];
      if (language === 'en') {
        assert.equal(sentence, `the PDF's font (DejaVu Sans) has no glyph for these characters, which print as boxes: ${missing}, ${NAMED.en[1]} (HTML shows them); `
          + `the PDF prints right-to-left text left to right with unjoined letters: ${NAMED.en[2]} (HTML shows it as written)`);
      } else {
        assert.ok(sentence.includes(`${missing}, ${rightToLeft}`), sentence);
        assert.ok(sentence.includes(NAMED.nl[2]), sentence);
        assert.doesNotMatch(sentence, /\b(board|font|the|print|shows?)\b/, sentence);
      }
      assert.doesNotMatch(sentence, /(board|spel) 4/);
    }
  });

  it('counts Arabic in the commentary as boxes: the oblique face the commentary is drawn in has no Arabic', async () => {
    const { document, model } = parsePbn(`% PBN 2.1\n${board(5, 'مرحبا')}`, 'en');
    const notice = pdfTextNotice(await loadReportFonts());
    await rulingReportPdf(document, model, 'file', 'en', await loadReportFonts(), undefined, {}, notice);
    assert.equal(notice.sentence('en'), 'the PDF\'s font (DejaVu Sans) has no glyph for these characters, which print as boxes: board 5: مرحبا (HTML shows them)');
  });

  it('says nothing of Latin-1, Greek, Cyrillic and 😀, which DejaVu Sans covers', async () => {
    const { document, model } = parsePbn(`% PBN 2.1\n${EUROPEAN}`, 'en');
    const notice = pdfTextNotice(await loadReportFonts());
    assert.ok(await rulingReportPdf(document, model, 'file', 'en', await loadReportFonts(), undefined, {}, notice));
    assert.equal(notice.sentence('en'), undefined);
  });

  it('leaves the PDF\'s bytes as they are without the notice', async () => {
    const { document, model } = parsePbn(FILE, 'en');
    const fonts = await loadReportFonts();
    const stamp = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').replace(/\/CreationDate \(D:[^)]*\)/, '').replace(/\/ID \[[^\]]*\]/, '');
    const plain = await rulingReportPdf(document, model, 'file', 'en', fonts, undefined, { layout: 'handout', perPage: 2 });
    const noticed = await rulingReportPdf(document, model, 'file', 'en', fonts, undefined, { layout: 'handout', perPage: 2 }, pdfTextNotice(fonts));
    assert.equal(stamp(noticed!), stamp(plain!));
  });

  it('report --format pdf says it in one line on standard error (ruling report and handout, Dutch too); HTML says nothing', async () => {
    const file = path.join(folder, 'scripts.pbn');
    writeFileSync(file, FILE);
    const ruling = await runCaptured(['report', '--format', 'pdf', file, '-o', path.join(folder, 'scripts.pdf')]);
    assert.equal(ruling.status, 0, ruling.errors);
    const lines = ruling.errors.trimEnd().split('\n');
    assert.equal(lines.length, 2, ruling.errors);
    assert.ok(lines[1].startsWith(`${file}: the PDF's font (DejaVu Sans)`), lines[1]);
    for (const named of NAMED.en) assert.ok(lines[1].includes(named), lines[1]);
    const handout = await runCaptured(['report', '--format', 'pdf', '--layout', 'handout', '--language', 'nl', file, '-o', path.join(folder, 'handout.pdf')]);
    assert.equal(handout.status, 0, handout.errors);
    for (const named of NAMED.nl) assert.ok(handout.errors.includes(named), handout.errors);
    const toOutput = await runCaptured(['report', '--format', 'pdf', file]);
    assert.equal(toOutput.errors.split('\n').filter((line) => line.includes('board 1: 南家应该叫牌')).length, 1, toOutput.errors);
    const html = await runCaptured(['report', file, '-o', path.join(folder, 'scripts.html')]);
    assert.doesNotMatch(html.errors, /DejaVu/);
  });

  it('report --format pdf of a LIN file (read whole) names a player\'s name it cannot show', async () => {
    const file = path.join(folder, 'names.lin');
    writeFileSync(file, 'pn|王,Wim,Nick,Eve|st||md|3S432H765D9876CT98,SH432D5432C765432,SAKQJT98HAKQDAKCA,S765HJT98DQJTCKQJ|rh||ah|Board 1|sv|o|\n');
    const { status, errors } = await runCaptured(['report', '--format', 'pdf', file, '-o', path.join(folder, 'names.pdf')]);
    assert.equal(status, 0, errors);
    assert.equal(errors.trimEnd().split('\n')[1], `${file}: the PDF's font (DejaVu Sans) has no glyph for these characters, which print as boxes: board 1: 王 (HTML shows them)`);
  });

  it('the editor\'s pbn/report answer carries the sentence: a board, and a whole file made in the worker', async () => {
    const { document } = parsePbn(FILE, 'en', undefined, 'file:///samples/scripts.pbn');
    const one = await answerReportPdf(getLanguageService(), document, { language: 'en' }, { uri: document.uri, gameIndex: 2, format: 'pdf' }, () => loadReportFonts());
    assert.ok(one?.notice?.includes(NAMED.en[1]), one?.notice);
    assert.ok(!one?.notice?.includes('board 1'), one?.notice);
    const whole = await runReportJob({ text: FILE, uri: 'file:///samples/scripts.pbn', settings: { language: 'nl' }, format: 'pdf', layout: 'ruling', showHidden: false, analysis: false },
      undefined, new CancellationTokenSource().token, () => undefined);
    assert.ok(whole !== 'cancelled' && whole.notice, JSON.stringify(whole).slice(0, 200));
    for (const named of NAMED.nl) assert.ok(whole.notice.includes(named), whole.notice);
  });
});
