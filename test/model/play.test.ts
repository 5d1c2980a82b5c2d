/**
 * The play section (PBN §3.6, §3.9): tricks are every four card tokens whatever the lines, card
 * k of a trick belongs to column k from the Play tag, the opening leader is the declarer's left
 * hand opponent, later leaders are trick winners (trumps win), `^L` moves the lead, and every card
 * is checked against the hand (held, follows suit, `^R` only on a real revoke, `+` rules).
 */
import assert from 'node:assert/strict';
import { errorCodes, problemsOf, readGame, SCHIPHOL_DEAL } from './support/readGame';

/** 5HX by South on the Schiphol deal (W KQT2.AT.J6542.85, N .63.AKQ987.A9732, E A8654.KQ5.T.QJT6, S J973.J98742.3.K4). */
function schiphol(play: string, playTag = 'W', extra = '') {
  return readGame(`[Dealer "N"]\n[Vulnerable "None"]\n${SCHIPHOL_DEAL}\n[Declarer "S"]\n[Contract "5HX"]\n${extra}[Play "${playTag}"]\n${play}\n`);
}

describe('Play', () => {
  it('groups tricks by token count, even when annotations and comments break the lines', () => {
    const model = schiphol('SK H3\nS4 $7 {a comment}\nS3 C5 C2 C6\nCK');
    const tricks = model.play!.tricks;
    assert.equal(tricks.length, 2);
    assert.deepEqual(tricks.map((trick) => trick.cards.map((card) => card.text)), [['SK', 'H3', 'S4', 'S3'], ['C5', 'C2', 'C6', 'CK']]);
  });

  it('keeps fixed columns: card k is the Play tag\'s seat + k, whoever led', () => {
    const tricks = schiphol('SK H3 S4 S3\nC5 C2 C6 CK').play!.tricks;
    assert.deepEqual(tricks[1].cards.map((card) => `${card.seat}:${card.text}`), ['W:C5', 'N:C2', 'E:C6', 'S:CK']);
    // North ruffed the spade lead with H3, so North leads trick 2 (C2), South wins it with CK.
    assert.equal(tricks[0].winner, 'N');
    assert.equal(tricks[1].leader, 'N');
    assert.equal(tricks[1].winner, 'S');
  });

  it('takes the opening leader from the declarer, not from the Play tag', () => {
    // Columns start at North, but West (South's left) still leads SK.
    const trick = schiphol('H3 S4 S3 SK', 'N').play!.tricks[0];
    assert.equal(trick.leader, 'W');
    assert.equal(trick.winner, 'N');
  });

  it('counts tricks won, with trumps beating the suit led', () => {
    const model = schiphol('SK H3 S4 S3\nC5 C2 C6 CK\nS2 H6 S5 S7\nC8 CA CT C4\nD2 DA DT D3\nD4 DK H5 H7\n- - - H2\n*');
    // Tricks: N ruffs, S CK, N ruffs, N CA, N DA, S overruffs East: NS all six complete tricks.
    assert.deepEqual(model.play!.tricksWon, { NS: 6, EW: 0 });
    assert.ok(model.play!.endedEarly);
    assert.deepEqual(errorCodes(model), []);
  });

  it('^L: the marked player led; a ^L on the proper leader is reported', () => {
    const model = schiphol('SK H3 ^L S4 S3');
    assert.equal(model.play!.tricks[0].leader, 'E');
    assert.deepEqual(errorCodes(model), []);
    assert.deepEqual(problemsOf(schiphol('^L SK H3 S4 S3'), 'pbn.lead.bad-mark').map((problem) => problem.text), ['^L SK']);
  });

  it('a card the player does not hold is reported with the seat and trick, once, as a broken record', () => {
    const model = schiphol('SA H3 S4 S3');
    assert.deepEqual(problemsOf(model, 'pbn.card.not-in-hand'), []);
    const [problem] = problemsOf(model, 'pbn.play.broken-record');
    assert.equal(problem.text, 'SA');
    assert.deepEqual({ seat: problem.args.seat, card: problem.args.card, trick: problem.args.trick }, { seat: 'W', card: 'SA', trick: 1 });
  });

  it('follow suit: East discards DT on a spade lead while holding spades', () => {
    const model = schiphol('SK H3 DT S3');
    // The record names a spade he still held (the lowest, S4).
    assert.deepEqual(model.play!.tricks[0].cards[2].revoke, { held: 'S4' });
    // North's H3 is a legal ruff: North has no spades.
    assert.equal(model.play!.tricks[0].cards[1].revoke, undefined);
  });

  it('^R is valid on a real revoke, and reported on a lead, a legal discard or a card that follows', () => {
    assert.deepEqual(problemsOf(schiphol('SK H3 ^R DT S3'), 'pbn.revoke.bad-mark'), []);
    assert.deepEqual(problemsOf(schiphol('^R SK H3 S4 S3'), 'pbn.revoke.bad-mark').map((problem) => problem.args.reason), ['lead']);
    assert.deepEqual(problemsOf(schiphol('SK ^R H3 S4 S3'), 'pbn.revoke.bad-mark').map((problem) => problem.args.reason), ['void']);
    assert.deepEqual(problemsOf(schiphol('SK H3 ^R S4 S3'), 'pbn.revoke.bad-mark').map((problem) => problem.args.reason), ['follows']);
    assert.deepEqual(problemsOf(schiphol('SK H3 ^R ^R DT S3'), 'pbn.irregularity.double').map((problem) => problem.text), ['^R']);
    assert.deepEqual(problemsOf(schiphol('SK H3 ^R ^L DT S3'), 'pbn.irregularity.combined').map((problem) => problem.text), ['^L']);
  });

  it('+: cards of the same trick played before the pending card may follow it; later ones may not', () => {
    const deal = '[Deal "N:AKJT986.QJ3.4.Q6 32.K7654.T93.AJ5 ..AKQJ87652.K943 Q754.AT982..T872"]';
    const game = (play: string) => readGame(`[Dealer "N"]\n${deal}\n[Declarer "N"]\n[Contract "6S"]\n[Play "E"]\nD3 DA S5 D4\nHK D2 H2 HQ\nH7 D5 H8 HJ\n${play}\n`);
    // North won trick 3 (HJ) and led SA; East and South followed; West's card is still to come.
    assert.deepEqual(errorCodes(game('S3 C3 +  SA')), []);
    assert.deepEqual(errorCodes(game('+  -  -  SA')), []);
    assert.deepEqual(problemsOf(game('S3 +  S7 SA'), 'pbn.play.after-plus').map((problem) => problem.text), ['S7']);
    assert.deepEqual(problemsOf(game('+  +  -  SA'), 'pbn.play.after-plus').map((problem) => problem.text), ['+']);
  });

  it('trailing rows of "- - - -" are one information: the tricks were not recorded (a claim)', () => {
    const model = schiphol(`SK H3 S4 S3\n${'- - - -\n'.repeat(12)}`);
    const [problem] = problemsOf(model, 'pbn.play.unrecorded-tricks');
    assert.equal(problem.severity, 'info');
    assert.deepEqual(problem.args, { first: 2, last: 13 });
    assert.deepEqual(errorCodes(model), []);
  });

  it('a 14th trick is one error, and nothing after * is read', () => {
    const model = schiphol(`${'- - - -\n'.repeat(13)}SK`);
    assert.deepEqual(problemsOf(model, 'pbn.play.too-many-tricks').map((problem) => problem.text), ['SK']);
    assert.deepEqual(problemsOf(schiphol('SK H3 S4 S3 * C5 C2'), 'pbn.play.after-end').map((problem) => problem.text), ['C5']);
  });

  it('play needs Deal, Declarer and Contract before it', () => {
    assert.deepEqual(errorCodes(readGame(`${SCHIPHOL_DEAL}\n[Contract "5HX"]\n[Play "W"]\nSK H3 S4 S3\n`)), ['pbn.play.no-declarer']);
    assert.deepEqual(errorCodes(readGame('[Declarer "S"]\n[Contract "5HX"]\n[Play "W"]\n')), ['pbn.play.no-deal']);
  });
});
