/**
 * "PBN: Record a Ruling…" without VS Code (features/record/): the questions the recorder asks on
 * the board under the cursor, in order and per edition (a 2017 revoke no play shows asks won and
 * later; a 1997 one also legal), the cards the seat held at the trick, and the ONE edit it returns:
 * the event in the Irregularities tag and, where the play decides, the rectified Result, Score and
 * ruling line, after which `fix` changes nothing. Expected values were worked out by hand from the
 * sample deals (samples/revoke-unmarked.pbn: East ruffs trick 7 with ♠5 holding ♥2, 64A1).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { TextDocumentEdit, TextEdit } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Language } from '../../server/src/i18n/localize';
import { getLanguageService } from '../../server/src/languageService';
import { answerRecordRuling } from '../../server/src/server/recordRequest';
import { RecorderAnswers } from '../../server/src/features/record/recorderQuestions';
import { RecorderStep } from '../../server/src/features/record/rulingRecorder';

const ROOT = path.resolve(__dirname, '../..');
const UNMARKED = readFileSync(path.join(ROOT, 'samples/revoke-unmarked.pbn'), 'latin1');
const FACTS_BOARD = readFileSync(path.join(ROOT, 'samples/revoke-facts.pbn'), 'latin1');

/** One step of the recorder on `text`, the cursor on the Board tag. */
function step(text: string, answers: RecorderAnswers, language: Language = 'en', uri = 'file:///record.pbn'): { step: RecorderStep; document: TextDocument } {
  const service = getLanguageService();
  const document = TextDocument.create(uri, uri.endsWith('.lin') ? 'lin' : 'pbn', 1, text);
  const position = document.positionAt(Math.max(0, text.indexOf('[Board')));
  return { step: answerRecordRuling(service, document, { language }, { uri, position, answers })!, document };
}

/** The question ids asked, answering each with the given value, until the edit. */
function walk(text: string, replies: Record<string, string>): { asked: string[]; last: RecorderStep; document: TextDocument } {
  const answers: RecorderAnswers = {};
  const asked: string[] = [];
  for (let count = 0; count < 20; count++) {
    const { step: current, document } = step(text, answers);
    if (current.kind !== 'question') return { asked, last: current, document };
    asked.push(current.question.id);
    const reply = replies[current.question.id];
    assert.ok(reply !== undefined, `no reply for ${current.question.id}`);
    assert.ok(current.question.options.some((option) => option.value === reply), `${reply} is not offered for ${current.question.id}`);
    answers[current.question.id] = reply;
  }
  throw new Error('the recorder kept asking');
}

/** The text after the recorder's edit (which must be one edit of one document). */
function applied(document: TextDocument, last: RecorderStep): string {
  assert.equal(last.kind, 'edit');
  if (last.kind !== 'edit') throw new Error('no edit');
  const changes = last.edit.documentChanges as TextDocumentEdit[];
  assert.equal(changes.length, 1);
  assert.equal(changes[0].edits.length, 1, 'one edit, undone at once');
  return TextDocument.applyEdits(document, changes[0].edits as TextEdit[]);
}

const REVOKE_ON_PLAY = { event: 'Revoke', trick: '7', seat: 'E', card: 'S5', choice: 'Established' };

describe('features: record a ruling', () => {
  it('asks the irregularity first: the five events, named for the Director, with their articles', () => {
    const { step: first } = step(UNMARKED, {});
    assert.equal(first.kind, 'question');
    if (first.kind !== 'question') return;
    assert.equal(first.question.id, 'event');
    assert.deepEqual(first.question.options.map((option) => option.value), ['Revoke', 'Claim', 'LeadOutOfTurn', 'PenaltyCard', 'PrematurePlay']);
    assert.equal(first.question.options[2].label, 'Lead out of turn');
    assert.equal(first.question.placeholder, 'Board 7 (Laws 2017)');
    assert.equal(first.question.options[0].description, 'Laws 61-64');
  });

  it('offers the cards the seat held at the trick, the card the play shows there first, then -', () => {
    // East's 652.2.K852.QJT65 less ♦8 ♦K ♠2 ♣5 ♠6 ♦5 (tricks 1-6), ♠5 played to trick 7.
    const { step: cards } = step(UNMARKED, { event: 'Revoke', trick: '7', seat: 'E' });
    assert.equal(cards.kind === 'question' && cards.question.id, 'card');
    if (cards.kind !== 'question') return;
    assert.deepEqual(cards.question.options.map((option) => option.value), ['S5', 'H2', 'D2', 'CQ', 'CJ', 'CT', 'C6', '-']);
    assert.equal(cards.question.options[5].label, '♣10');
    // The trick question shows the recorded cards of each trick.
    const { step: tricks } = step(UNMARKED, { event: 'Revoke' });
    assert.equal(tricks.kind === 'question' && tricks.question.options[6].description, '♥5 ♥J ♠5 ♥7');
  });

  it('asks no fact when the play shows the trick, and writes the event, Result ^11, Score NS 650 and the ruling line in one edit', () => {
    const { asked, last, document } = walk(UNMARKED, REVOKE_ON_PLAY);
    assert.deepEqual(asked, ['event', 'trick', 'seat', 'card', 'choice']);
    const after = applied(document, last);
    assert.match(after, /\[Result "\^11"\]\r?\n\{Ruling \(Laws 2017\): table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks\}\r?\n\[Irregularities "7 E Revoke S5 Established"\]\r?\n\[Score "NS 650"\]/);
    assert.match(after, /\r?\nH5 HJ \^R S5 H7\r?\n/);
    assert.equal(last.kind === 'edit' && last.event, '7 E Revoke S5 Established');
    assert.match(last.kind === 'edit' ? last.message : '', /Result 9 → \^11, Score NS -100 → NS 650/);
    // `fix` afterwards changes nothing.
    const service = getLanguageService();
    const fixed = TextDocument.create('file:///after.pbn', 'pbn', 1, after);
    assert.deepEqual(service.getFixPlan(fixed, { language: 'en' }).flatMap((plan) => plan.edits), []);
  });

  it("leaves a Result the Director set alone, writes only the event and says why", () => {
    const directorSet = UNMARKED.replace('[Result "9"]', '[Result "^10"]');
    const { last, document } = walk(directorSet, REVOKE_ON_PLAY);
    const after = applied(document, last);
    assert.equal(after, directorSet.replace('[Result "^10"]\r\n', '[Result "^10"]\r\n[Irregularities "7 E Revoke S5 Established"]\r\n'));
    assert.match(last.kind === 'edit' ? last.message : '', /^Recorded "7 E Revoke S5 Established"\. The Result and Score were left as they are: /);
  });

  it('2017, no play: asks won and later, writes the facts after the five fields in a new tag after the Result tag, and the 64A1 transfer they give', () => {
    const { asked, last, document } = walk(FACTS_BOARD, { ...REVOKE_ON_PLAY, won: 'E', later: '1' });
    assert.deepEqual(asked, ['event', 'trick', 'seat', 'card', 'choice', 'won', 'later']);
    const after = applied(document, last);
    // East won trick 7 and EW one trick after it: 64A1, two tricks to NS; 4♠ with 9 tricks becomes 11, vulnerable NS 650.
    assert.match(after, /\[Result "11"\]\r?\n\{Ruling \(Laws 2017\): table result NS 9 tricks; Law 64A1: 2 tricks transferred to NS; rectified result NS 11 tricks\}\r?\n\[Irregularities "7 E Revoke S5 Established won=E later=1"\]\r?\n\[Score "NS 650"\]\r?\n$/);
    const service = getLanguageService();
    assert.deepEqual(service.getFixPlan(TextDocument.create('file:///after.pbn', 'pbn', 1, after), { language: 'en' }).flatMap((plan) => plan.edits), []);
  });

  it('1997, no play: also asks legal when someone else won the revoke trick and EW won two tricks from it on (64A2 extra trick); not with one, nor when East won it', () => {
    const laws1997 = FACTS_BOARD.replace('[Scoring "MP"]', '[Scoring "MP"]\r\n[Laws "1997"]');
    const byOpponent = walk(laws1997, { ...REVOKE_ON_PLAY, card: '-', won: 'S', later: '2', legal: 'no' });
    assert.deepEqual(byOpponent.asked, ['event', 'trick', 'seat', 'card', 'choice', 'won', 'later', 'legal']);
    assert.match(applied(byOpponent.document, byOpponent.last), /\[Irregularities "7 E Revoke - Established won=S later=2 legal=no"\]/);
    // One trick to EW from trick 7 on: the extra trick cannot be transferred, legal is not asked (1 trick to NS, 64A2).
    const oneLater = walk(laws1997, { ...REVOKE_ON_PLAY, card: '-', won: 'S', later: '1' });
    assert.deepEqual(oneLater.asked, ['event', 'trick', 'seat', 'card', 'choice', 'won', 'later']);
    assert.match(applied(oneLater.document, oneLater.last), /\[Irregularities "7 E Revoke - Established won=S later=1"\]/);
    const byOffender = walk(laws1997, { ...REVOKE_ON_PLAY, won: 'E', later: '1' });
    assert.deepEqual(byOffender.asked, ['event', 'trick', 'seat', 'card', 'choice', 'won', 'later']);
    // The 1997 choices include AsIfEstablished (63B); 2017's do not.
    const choices = (text: string) => { const { step: asked } = step(text, { event: 'Revoke', trick: '7', seat: 'E', card: 'S5' }); return asked.kind === 'question' ? asked.question.options.map((option) => option.value) : []; };
    assert.ok(choices(laws1997).includes('AsIfEstablished') && !choices(FACTS_BOARD).includes('AsIfEstablished'));
  });

  it('a disputed claim asks the award; later counts stop at the tricks left', () => {
    const claim = walk(FACTS_BOARD, { event: 'Claim', trick: '10', seat: 'S', choice: 'Disputed', award: '10' });
    assert.deepEqual(claim.asked, ['event', 'trick', 'seat', 'choice', 'award']);
    assert.match(applied(claim.document, claim.last), /\[Irregularities "10 S Claim - Disputed award=10"\]/);
    const { step: later } = step(FACTS_BOARD, { ...REVOKE_ON_PLAY, trick: '11', won: 'E' });
    assert.deepEqual(later.kind === 'question' && later.question.options.map((option) => option.value), ['0', '1', '2']);
  });

  it('appends to an existing Irregularities tag with "; "', () => {
    const tagged = FACTS_BOARD.replace('[Score "NS -100"]', '[Irregularities "3 W PenaltyCard HK Major"]\r\n[Score "NS -100"]');
    const { last, document } = walk(tagged, { event: 'Claim', trick: '-', seat: 'S', choice: 'Agreed' });
    assert.match(applied(document, last), /\[Irregularities "3 W PenaltyCard HK Major; - S Claim - Agreed"\]\r?\n\[Score "NS -100"\]/);
  });

  it('without a Result tag the new tag goes before the Auction and Play sections', () => {
    const noResult = UNMARKED.replace('[Result "9"]\r\n', '');
    const { last, document } = walk(noResult, { event: 'PenaltyCard', trick: '3', seat: 'W', card: 'HK', choice: 'Major' });
    assert.match(applied(document, last), /\[Score "NS -100"\]\r\n\[Irregularities "3 W PenaltyCard HK Major"\]\r\n\[Auction "S"\]/);
  });

  it('asks in Dutch: the titles, the irregularities and the seats with their Dutch letters', () => {
    const { step: first } = step(FACTS_BOARD, {}, 'nl');
    assert.ok(first.kind === 'question');
    if (first.kind !== 'question') return;
    assert.equal(first.question.title, 'Welke onregelmatigheid?');
    assert.equal(first.question.placeholder, 'Spel 7 (Spelregels 2017)');
    assert.equal(first.question.options[0].description, 'Artikelen 61-64');
    assert.equal(first.question.options[0].label, 'Verzaking');
    const { step: seats } = step(FACTS_BOARD, { event: 'Revoke', trick: '7' }, 'nl');
    assert.deepEqual(seats.kind === 'question' && seats.question.options.map((option) => `${option.value}=${option.label} ${option.description}`),
      ['N=N (Noord) blinde', 'E=O (Oost) tegenspeler', 'S=Z (Zuid) leider', 'W=W (West) tegenspeler']);
    const { step: won } = step(FACTS_BOARD, { ...REVOKE_ON_PLAY }, 'nl');
    assert.equal(won.kind === 'question' && won.question.title, 'Wiens kaart won slag 7?');
    assert.match(won.kind === 'question' ? won.question.placeholder : '', /slag van de verzaking/);
  });

  it('says why it records nothing: no board under the cursor, a board it cannot read, a LIN file', () => {
    const empty = step('% PBN 2.1\n', {});
    assert.deepEqual(empty.step, { kind: 'message', message: 'Put the cursor on a board to record a ruling on it.' });
    const broken = step(FACTS_BOARD.replace('[Score "NS -100"]', '[Score "NS -100"]\r\n[Score "NS -100"]'), {});
    assert.ok(broken.step.kind === 'message' && broken.step.message.startsWith('This board cannot be read with certainty'));
    const lin = step('pn|a,b,c,d|md|3SKJT94HAQ7DA64CA8,SA8HKT865DQJT9C42,SQ73HJ943D73CK973|ah|Board 7|\n', {}, 'en', 'file:///board.lin');
    assert.equal(lin.step.kind === 'message' && lin.step.message, 'A ruling is recorded in a PBN file: convert this LIN file to PBN first.');
  });
});
