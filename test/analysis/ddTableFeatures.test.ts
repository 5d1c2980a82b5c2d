/**
 * The DD table and par where people look: the Deal hover's 5×4 grid and par line (English and
 * Dutch), "computing…" before the answer, a plain reason where no answer can be had (a hand
 * unknown, 51 cards), the board view's section and the report's. The grid's numbers are counted
 * by hand on the SOLID deal (support/ddBoards.ts); with the engine, DDS must give the same.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { answerMap } from '../../server/src/analysis/logic/lookup';
import { parResult } from '../../server/src/analysis/engine/dds/parContracts';
import { DdTable } from '../../server/src/shapes/ddTypes';
import { boardData } from '../../server/src/features/board/boardData';
import { rulingReport } from '../../server/src/features/report/rulingReport';
import { Language } from '../../server/src/i18n/localize';
import { getLanguageService } from '../../server/src/languageService';
import { questionsOfGame } from '../../server/src/analysis/logic/questions/questionsOfGame';
import { answeredService } from './support/answered';
import { SOLID_DEAL, game } from './support/ddBoards';
import { describeWith } from './support/ddEngine';

const SOLID = game({ Deal: SOLID_DEAL });
const row = (nt: number, s: number, h: number, d: number, c: number) => ({ NT: nt, S: s, H: h, D: d, C: c });
/** Counted by hand: NS take all 13 tricks with spades or diamonds as trumps, EW with hearts or clubs, nobody in no trump. */
const SOLID_TABLE: DdTable = { N: row(0, 13, 0, 13, 0), E: row(0, 0, 13, 0, 13), S: row(0, 13, 0, 13, 0), W: row(0, 0, 13, 0, 13) };
/** 7♠ by N or S, 210 + 300 + 1000; EW's only way to outbid, 7NT, goes down 13. */
const SOLID_PAR = parResult(1510, ['7S-NS']);

/** The Deal hover of `text` with `answers` in the lookup. */
function dealHover(text: string, answers = answerMap(), language: Language = 'en'): string {
  const service = getLanguageService({ analysis: answers });
  const document = TextDocument.create('file:///t.pbn', 'pbn', 1, text);
  const line = text.split('\n').findIndex((candidate) => candidate.startsWith('[Deal '));
  const hover = service.doHover(document, { line, character: 2 }, { language });
  return (hover?.contents as { value: string }).value;
}

/** A lookup that knows the SOLID deal's table and par. */
function solidAnswers() {
  const answers = answerMap();
  const service = getLanguageService({ analysis: answers });
  const document = TextDocument.create('file:///t.pbn', 'pbn', 1, SOLID);
  const model = service.parse(document, { language: 'en' })!.games[0].model!;
  answers.set(questionsOfGame(model).table!, { answer: { table: SOLID_TABLE, par: SOLID_PAR } });
  return answers;
}

describe('double dummy: the DD table and par in the Deal hover, board view and report', () => {
  it('shows the grid, declarers N E S W and strains NT ♠ ♥ ♦ ♣, and the par under the hand diagram', () => {
    const text = dealHover(SOLID, solidAnswers());
    const grid = text.slice(text.indexOf('**Double dummy**'));
    assert.equal(grid, ['**Double dummy**', '', '```text', '   NT  ♠  ♥  ♦  ♣', 'N   0 13  0 13  0', 'E   0  0 13  0 13', 'S   0 13  0 13  0', 'W   0  0 13  0 13', '```', '', 'Par: 7♠ by N/S, NS +1510'].join('\n'));
    assert.ok(text.indexOf('North (10 HCP)') < text.indexOf('**Double dummy**'), 'below the hand diagram');
  });

  it('in Dutch: seats N O Z W, sides NZ/OW', () => {
    const text = dealHover(SOLID, solidAnswers(), 'nl');
    assert.match(text, /\*\*Dubbel dummy\*\*/);
    assert.match(text, /\n {3}SA {2}♠ {2}♥ {2}♦ {2}♣\n/, 'the grid heads no trump SA in Dutch');
    assert.match(text, /\nO {3}0 {2}0 13 {2}0 13\nZ {3}0 13/);
    assert.match(text, /Par: 7♠ door N\/Z, NZ \+1510$/);
  });

  it('says "computing…" while the lookup has no answer, and nothing without a lookup', () => {
    assert.match(dealHover(SOLID), /_Double dummy: computing…_$/);
    assert.match(dealHover(SOLID, answerMap(), 'nl'), /_Dubbel dummy: wordt berekend…_$/);
    const plain = getLanguageService().doHover(TextDocument.create('file:///t.pbn', 'pbn', 1, SOLID), { line: 6, character: 2 }, { language: 'en' });
    assert.doesNotMatch((plain?.contents as { value: string }).value, /ouble dummy/);
  });

  it('gives the board view a section with the rows and the par, and the report prints it', () => {
    const answers = solidAnswers();
    const service = getLanguageService({ analysis: answers });
    const document = TextDocument.create('file:///t.pbn', 'pbn', 1, SOLID);
    const board = boardData(document, service.parse(document, { language: 'en' })!, { gameIndex: 1 }, 'en', answers)!;
    assert.deepEqual(board.dd?.rows?.map((entry) => [entry.seat, ...entry.tricks]), [['N', 0, 13, 0, 13, 0], ['E', 0, 0, 13, 0, 13], ['S', 0, 13, 0, 13, 0], ['W', 0, 0, 13, 0, 13]]);
    assert.deepEqual(board.dd?.strains, ['NT', '♠', '♥', '♦', '♣']);
    assert.equal(board.dd?.par, 'Par: 7♠ by N/S, NS +1510');
    const markdown = rulingReport(document, service.parse(document, { language: 'en' })!, 'file', 'md', 'en', answers)!;
    assert.match(markdown, /### Double dummy\n\n\| Declarer \| NT \| ♠ \| ♥ \| ♦ \| ♣ \|\n\| --- (\| --- ){5}\|\n\| North \| 0 \| 13 \| 0 \| 13 \| 0 \|/);
    assert.match(markdown, /Par: 7♠ by N\/S, NS \+1510/);
    const html = rulingReport(document, service.parse(document, { language: 'en' })!, 'file', 'html', 'en', answers)!;
    assert.match(html, /<h3>Double dummy<\/h3><table class="dd"[^>]*><tr><th scope="col">Declarer<\/th><th scope="col">NT<\/th>/);
    assert.doesNotMatch(rulingReport(document, service.parse(document, { language: 'en' })!, 'file', 'md', 'en')!, /Double dummy/, 'no section without a lookup');
  });
});

describeWith('engine', 'double dummy: the engine behind the Deal hover', () => {
  it('DDS gives the hand-counted table and par of the SOLID deal', async () => {
    const { service, document, settings } = await answeredService(SOLID);
    const text = (service.doHover(document, { line: 6, character: 2 }, settings)?.contents as { value: string }).value;
    assert.match(text, /N {3}0 13 {2}0 13 {2}0\nE {3}0 {2}0 13 {2}0 13\nS {3}0 13 {2}0 13 {2}0\nW {3}0 {2}0 13 {2}0 13/);
    assert.match(text, /Par: 7♠ by N\/S, NS \+1510$/);
  });

  it('says plainly why there is no answer: a hand unknown; a deal of 51 cards is the reader\'s error and asks nothing', async () => {
    const unknown = await answeredService(game({ Deal: 'N:AKQJT98765432... .AKQJT98765432.. - ...AKQJT98765432' }));
    assert.match(dealHoverOf(unknown), /_Double dummy not available: double dummy needs all four hands, but the deal does not give South \(“-”\)_$/);
    const short = await answeredService(game({ Deal: 'N:AKQJT9876543... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432' }));
    assert.deepEqual(short.service.analysisQuestions(short.document, short.settings), []);
    assert.deepEqual(short.service.doValidation(short.document, short.settings)?.map((diagnostic) => diagnostic.code), ['pbn.deal.hand-size']);
    const dutch = await answeredService(game({ Deal: 'N:AKQJT98765432... .AKQJT98765432.. - ...AKQJT98765432' }), { language: 'nl' });
    assert.match(dealHoverOf(dutch), /_Dubbel dummy niet beschikbaar: dubbel dummy vraagt alle vier handen, maar de verdeling geeft Zuid niet/);
  });

  it('an end position gets its table from SolveBoard: the two-card ending, no par', async () => {
    // N: ♠A ♣2, E: ♥A ♣A, S: ♠3 ♦2, W: ♦A K. In no trump North as declarer takes none (East leads ♥A, then ♣A);
    // East as declarer takes one: South leads ♠3 to North's ♠A, and North's ♣2 then loses to the ♣A.
    const { service, document, settings } = await answeredService(game({ Deal: 'N:A...2 .A..A 3..2. ..AK.' }));
    const text = (service.doHover(document, { line: 6, character: 2 }, settings)?.contents as { value: string }).value;
    assert.match(text, /\nN {3}0 /);
    assert.match(text, /\nE {3}1 /);
    assert.doesNotMatch(text, /Par:/);
  });
});

function dealHoverOf({ service, document, settings }: Awaited<ReturnType<typeof answeredService>>): string {
  const line = document.getText().split('\n').findIndex((candidate) => candidate.startsWith('[Deal '));
  return (service.doHover(document, { line, character: 2 }, settings)?.contents as { value: string }).value;
}
