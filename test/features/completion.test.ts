/**
 * Completion: tag names (mandatory first, in export order), enumerated values, the legal calls at
 * a point of the auction and the cards the player to play still holds (suit led first), and the
 * Irregularities events and the choices valid in the board's edition.
 */
import assert from 'node:assert/strict';
import { Position } from 'vscode-languageserver-types';
import { NOTES_BOARD, REVOKE_BOARD } from './boards';
import { openDocument, positionOf } from './support';

function labelsAt(text: string, position: (document: ReturnType<typeof openDocument>['document']) => Position, lawsEdition?: string): string[] {
  const { service, document, settings } = openDocument(text, 'en', { lawsEdition });
  return service.doComplete(document, position(document), settings)
    .sort((a, b) => (a.sortText ?? a.label).localeCompare(b.sortText ?? b.label)).map((item) => item.label);
}

describe('features: completion', () => {
  it('offers tag names after [, the 15 mandatory tags first in export order', () => {
    const text = REVOKE_BOARD.replace('[Scoring "MP"]', '[Scoring "MP"]\n[');
    const labels = labelsAt(text, (document) => positionOf(document, '[\n', 0, 1));
    assert.deepEqual(labels.slice(0, 15), ['Event', 'Site', 'Date', 'Board', 'West', 'North', 'East', 'South', 'Dealer', 'Vulnerable', 'Deal', 'Scoring', 'Declarer', 'Contract', 'Result']);
    assert.ok(labels.includes('Irregularities') && labels.includes('Laws') && labels.includes('Auction'));
  });

  it('offers the values of Dealer, Vulnerable, Contract (the auction contract first), Scoring and Laws', () => {
    const at = (tag: string, value: string) => (document: Parameters<typeof positionOf>[0]) => positionOf(document, `[${tag} "${value}`, 0, tag.length + 3);
    assert.deepEqual(labelsAt(REVOKE_BOARD, at('Dealer', 'N')), ['W', 'N', 'E', 'S']);
    assert.deepEqual(labelsAt(REVOKE_BOARD, at('Vulnerable', 'NS')), ['None', 'NS', 'EW', 'All']);
    const contracts = labelsAt(REVOKE_BOARD, at('Contract', '4S'));
    assert.equal(contracts[0], '4S');
    assert.equal(contracts.length, 1 + 35 * 3);
    assert.ok(labelsAt(REVOKE_BOARD, at('Scoring', 'MP')).includes('IMP'));
    const withLaws = REVOKE_BOARD.replace('[Scoring "MP"]', '[Scoring "MP"]\n[Laws ""]');
    assert.deepEqual(labelsAt(withLaws, at('Laws', '')), ['2017', '1975', '1987', '1997', '2007'], 'the edition of the date first');
  });

  it('offers the legal calls at the cursor in the auction', () => {
    // Before 2NT: Pass Pass 1S Pass — North, partner of the 1S bidder, may not double.
    const calls = labelsAt(NOTES_BOARD, (document) => positionOf(document, '2NT'));
    assert.deepEqual(calls.slice(0, 4), ['Pass', '1NT', '2C', '2D']);
    assert.ok(!calls.includes('X') && !calls.includes('1S'));
    assert.equal(calls.length, 1 + 31);
    // Before East's Pass after 1S: East may double.
    const east = labelsAt(NOTES_BOARD, (document) => positionOf(document, 'Pass\n2NT'));
    assert.deepEqual(east.slice(0, 3), ['Pass', 'X', '1NT']);
    // After the auction ended: nothing.
    const open = NOTES_BOARD.replace('4S AP', '4S AP ');
    assert.deepEqual(labelsAt(open, (document) => positionOf(document, 'AP ', 0, 3)), []);
  });

  it('offers the cards the player still holds, following suit first', () => {
    // Trick 1: West led ♦K; North holds KQ86432.QJT.T3.6 — diamonds first.
    const north = labelsAt(NOTES_BOARD, (document) => positionOf(document, 'DT'));
    assert.deepEqual(north, ['DT', 'D3', 'SK', 'SQ', 'S8', 'S6', 'S4', 'S3', 'S2', 'HQ', 'HJ', 'HT', 'C6']);
    // Trick 8 of the revoke board, before East's C7: East has played ♦7 ♥9 ♠A ♣A ♣8 ♠7 ♠5 and
    // leads (he won trick 7), so no suit comes first.
    const east = labelsAt(REVOKE_BOARD, (document) => positionOf(document, 'C7'));
    assert.deepEqual(east, ['H2', 'D6', 'D5', 'C7', 'C4', 'C2']);
  });

  it('offers nothing inside a comment of a section', () => {
    const commented = NOTES_BOARD.replace('DK =1= DT', 'DK =1= { lead } DT');
    assert.deepEqual(labelsAt(commented, (document) => positionOf(document, '{ lead', 0, 3)), []);
  });

  it('offers Irregularities events and the choices of the event valid in the edition', () => {
    const text = (value: string) => REVOKE_BOARD.replace('[Scoring "MP"]', `[Scoring "MP"]\n[Irregularities "${value}"]`);
    const at = (value: string) => (document: Parameters<typeof positionOf>[0]) => positionOf(document, value, 0, value.length);
    assert.deepEqual(labelsAt(text('7 E '), at('7 E ')), ['Revoke', 'LeadOutOfTurn', 'PenaltyCard', 'LeadRestriction', 'PrematurePlay', 'Claim']);
    assert.deepEqual(labelsAt(text('7 E Revoke S5 '), at('Revoke S5 ')), ['Established', 'Corrected', 'NextBoard', 'AfterRound', 'RecordError']);
    assert.deepEqual(labelsAt(text('7 E Revoke S5 '), at('Revoke S5 '), '1997'), ['Established', 'Corrected', 'NextBoard', 'AfterRound', 'RecordError', 'AsIfEstablished']);
    assert.ok(labelsAt(text('12 S Claim - '), at('Claim - ')).includes('PlayedOn'));
    assert.ok(!labelsAt(text('12 S Claim - '), at('Claim - '), '2007').includes('PlayedOn'));
  });
});
