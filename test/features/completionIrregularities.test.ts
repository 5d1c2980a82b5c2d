/**
 * Completion inside `[Irregularities "…"]`, field by field (`trick seat event card choice
 * [facts]`): trick numbers and `-` with the snippets at the start of an event, the seats (Dutch
 * letters explained in Dutch), the card (the cards the seat held at that trick, worked out by hand
 * from the sample deals; suits where the event takes one; `-`), then the facts the board's edition
 * needs first, and after `name=` their values. Every item documents the format.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { CompletionItem, MarkupContent } from 'vscode-languageserver-types';
import { Language } from '../../server/src/i18n/localize';
import { openDocument } from './support';

const ROOT = path.resolve(__dirname, '../..');
const NO_PLAY = readFileSync(path.join(ROOT, 'samples/revoke-facts.pbn'), 'latin1');
const WITH_PLAY = readFileSync(path.join(ROOT, 'samples/revoke-unmarked.pbn'), 'latin1');

/** The items offered with the cursor at the end of `value` in a new Irregularities tag after the Score tag, in their order. */
function itemsAt(board: string, value: string, language: Language = 'en', laws?: string): CompletionItem[] {
  const text = board.replace('[Score ', `${laws ? `[Laws "${laws}"]\r\n` : ''}[Irregularities "${value}"]\r\n[Score `);
  const { service, document, settings } = openDocument(text, language);
  const position = document.positionAt(text.indexOf('[Irregularities "') + '[Irregularities "'.length + value.length);
  return service.doComplete(document, position, settings).sort((a, b) => (a.sortText ?? a.label).localeCompare(b.sortText ?? b.label));
}

const labels = (items: CompletionItem[]) => items.map((item) => item.label);

describe('features: completion inside the Irregularities tag', () => {
  it('at the start of an event: the tricks 1-13 and -, then snippets with the five fields and with the facts', () => {
    const items = itemsAt(NO_PLAY, '');
    assert.deepEqual(labels(items), ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '-', 'trick seat event card choice', 'Revoke … won= later=', 'Claim … award=']);
    assert.equal(items[15].insertText, '${1:1} ${2|W,N,E,S|} Revoke ${3:-} Established won=${4|W,N,E,S|} later=${5:0}');
    // After a `;` a new event starts.
    assert.equal(labels(itemsAt(NO_PLAY, '3 W PenaltyCard HK Major; '))[0], '1');
    for (const item of items) assert.match((item.documentation as MarkupContent).value, /`trick seat event card choice \[facts\]`/);
  });

  it('the seats as PBN writes them; in Dutch the Dutch letter explained', () => {
    assert.deepEqual(labels(itemsAt(NO_PLAY, '7 ')), ['W', 'N', 'E', 'S']);
    assert.deepEqual(itemsAt(NO_PLAY, '7 ', 'nl').map((item) => item.detail), ['West', 'Noord', 'Oost (O)', 'Zuid (Z)']);
    assert.match((itemsAt(NO_PLAY, '7 ', 'nl')[0].documentation as MarkupContent).value, /`slag plaats gebeurtenis kaart keuze \[feiten\]`/);
  });

  it('the card: the cards the seat held at the trick (the card it played there first), suits where the event takes one, -', () => {
    // No play: East's whole hand 652.2.K852.QJT65.
    assert.deepEqual(labels(itemsAt(NO_PLAY, '7 E Revoke ')), ['S6', 'S5', 'S2', 'H2', 'DK', 'D8', 'D5', 'D2', 'CQ', 'CJ', 'CT', 'C6', 'C5', '-']);
    // The play: East played ♦8 ♦K ♠2 ♣5 ♠6 ♦5 to tricks 1-6 and ♠5 to trick 7.
    assert.deepEqual(labels(itemsAt(WITH_PLAY, '7 E Revoke ')), ['S5', 'H2', 'D2', 'CQ', 'CJ', 'CT', 'C6', '-']);
    assert.equal(itemsAt(WITH_PLAY, '7 E Revoke ')[3].detail, '♣Q');
    assert.deepEqual(labels(itemsAt(NO_PLAY, '4 W LeadRestriction ')), ['S', 'H', 'D', 'C', '-']);
    assert.deepEqual(labels(itemsAt(NO_PLAY, '10 S Claim ')), ['-']);
  });

  it('after the choice: the facts the edition needs first (2017: won, later), the others after', () => {
    const items = itemsAt(NO_PLAY, '7 E Revoke - Established ');
    assert.deepEqual(labels(items), ['won=', 'later=', 'led=', 'legal=']);
    assert.deepEqual(items.map((item) => item.detail), ['needed to rule (Laws 2017)', 'needed to rule (Laws 2017)', 'not needed on this board; accepted', 'not used by this edition; accepted']);
    assert.equal(items[0].command?.command, 'editor.action.triggerSuggest');
    // 1997: with an opponent winning the revoke trick and two later tricks to EW, legal decides 64A2's extra trick;
    // with one later trick it cannot (EW won one trick from trick 7 on, no more is transferred).
    assert.deepEqual(labels(itemsAt(NO_PLAY, '7 E Revoke - Established won=S later=2 ', 'en', '1997')), ['legal=', 'led=']);
    assert.deepEqual(labels(itemsAt(NO_PLAY, '7 E Revoke - Established won=S later=1 ', 'en', '1997')), ['led=', 'legal=']);
    assert.deepEqual(labels(itemsAt(NO_PLAY, '10 S Claim - Disputed ')), ['award=']);
    // A second revoke by East on the board: once won and later are given, led decides 64B2 (the event being typed is not its own other revoke).
    assert.deepEqual(labels(itemsAt(NO_PLAY, '3 E Revoke - Established; 7 E Revoke - Established won=S later=1 ')), ['led=', 'legal=']);
    assert.equal(itemsAt(NO_PLAY, '3 E Revoke - Established; 7 E Revoke - Established won=S later=1 ')[0].detail, 'needed to rule (Laws 2017)');
    assert.equal(itemsAt(NO_PLAY, '10 S Claim - Disputed ', 'nl')[0].detail, 'nodig voor de uitspraak (Spelregels 2017)');
  });

  it("after name=: that fact's values", () => {
    assert.deepEqual(labels(itemsAt(NO_PLAY, '7 E Revoke - Established won=')), ['won=N', 'won=E', 'won=S', 'won=W']);
    assert.deepEqual(labels(itemsAt(NO_PLAY, '11 E Revoke - Established won=E later=')), ['later=0', 'later=1', 'later=2']);
    assert.deepEqual(itemsAt(NO_PLAY, '7 E Revoke - Established legal=', 'nl').map((item) => `${item.label} ${item.detail}`), ['legal=yes ja', 'legal=no nee']);
    assert.deepEqual(labels(itemsAt(NO_PLAY, '7 E Revoke - Established led=')), ['led=S', 'led=H', 'led=D', 'led=C']);
    assert.equal(labels(itemsAt(NO_PLAY, '10 S Claim - Disputed award=')).length, 14);
  });
});
