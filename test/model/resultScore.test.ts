/**
 * Result and Score (PBN §3.4.15, §4.2): every Result form, the verifier's `^` rule (required
 * exactly when a side is given fewer tricks than it won in the recorded play), a Result on a
 * passed-out board or without a declarer, and the Score as Law 77 computes it.
 */
import assert from 'node:assert/strict';
import { diagnosticMessage } from '../../server/src/i18n/diagnosticMessages';
import { parseResult, parseScore } from '../../server/src/model/game/result';
import { errorCodes, problemsOf, readGame, SCHIPHOL_DEAL } from './support/readGame';

/** 5HX by South, the six recorded tricks all won by NS (errors_10 games 56–61). */
const PLAYED = 'SK H3 S4 S3\nC5 C2 C6 CK\nS2 H6 S5 S7\nC8 CA CT C4\nD2 DA DT D3\nD4 DK H5 H7\n- - - H2\n*';

function board(result: string, score = '') {
  return readGame(`[Dealer "N"]\n[Vulnerable "None"]\n${SCHIPHOL_DEAL}\n[Declarer "S"]\n[Contract "5HX"]\n[Result "${result}"]\n${score ? `[Score "${score}"]\n` : ''}[Play "W"]\n${PLAYED}\n`);
}

describe('Result and Score', () => {
  it('reads every Result form from the declaring side\'s view', () => {
    assert.deepEqual(parseResult('9', 'S')?.tricks, { NS: 9, EW: 4 });
    assert.deepEqual(parseResult('EW 4', 'S')?.tricks, { EW: 4, NS: 9 });
    assert.deepEqual(parseResult('NS 9 EW 4', 'S')?.tricks, { NS: 9, EW: 4 });
    assert.deepEqual(parseResult('EW 4 NS 9', 'S')?.form, 'EW NS');
    assert.equal(parseResult('^9', 'S')?.irregular, true);
    // Since PBN 2.0 the two counts may add up to less than 13; more is impossible.
    assert.ok(parseResult('NS 9 EW 2', 'S'));
    assert.equal(parseResult('NS 9 EW 5', 'S'), undefined);
    assert.equal(parseResult('C-2', 'S'), undefined);
    assert.equal(parseResult('14', 'S'), undefined);
  });

  it('the ^ rule: required when a side gets fewer tricks than it won, forbidden otherwise', () => {
    assert.deepEqual(errorCodes(board('9')), []);
    assert.deepEqual(errorCodes(board('13')), []);
    assert.deepEqual(errorCodes(board('^4')), []);
    // NS won 6 recorded tricks and the play stops there: a Result of 4 is impossible, which the claim says (one finding), not the ^ rule.
    assert.deepEqual(problemsOf(board('4'), 'pbn.result.caret-required'), []);
    assert.equal(board('4').rulings.find((ruling) => ruling.kind === 'claim')?.problem, 'too-few');
    assert.deepEqual(problemsOf(board('^9'), 'pbn.result.caret-forbidden').map((problem) => problem.text), ['^9']);
    assert.deepEqual(problemsOf(board('EW 8'), 'pbn.result.caret-required'), []);
    assert.equal(board('EW 8').rulings.find((ruling) => ruling.kind === 'claim')?.problem, 'too-few');
  });

  it('Score follows Law 77: 5HX down two not vulnerable is 300 to the defenders; made is 650', () => {
    assert.deepEqual(errorCodes(board('9', 'NS -300')), []);
    assert.deepEqual(errorCodes(board('9', '-300')), []);
    assert.deepEqual(errorCodes(board('11', 'NS 650')), []);
    const [problem] = problemsOf(board('9', 'NS -500'), 'pbn.score.mismatch');
    assert.equal(problem.text, 'NS -500');
    assert.equal(problem.args.expected, 'NS -300');
    assert.deepEqual(parseScore('NS 620 EW -620', 'N')?.points, { NS: 620, EW: -620 });
    // 5♥× by South, 9 tricks, not vulnerable: two down doubled, NS −300 (Law 77).
    assert.match(diagnosticMessage('pbn.score.mismatch', problem.args, 'en'), / gives NS −300 \(write "NS -300"\)\.$/);
    assert.match(diagnosticMessage('pbn.score.mismatch', problem.args, 'nl'), / geeft NZ −300 \(schrijf "NS -300"\)\.$/);
    // The declarer form has no side in the file; the message names it.
    const [bare] = problemsOf(board('9', '-500'), 'pbn.score.mismatch');
    assert.match(diagnosticMessage('pbn.score.mismatch', bare.args, 'en'), / gives NS −300 \(write "-300"\)\.$/);
    const [both] = problemsOf(board('9', 'NS -500 EW 500'), 'pbn.score.mismatch');
    assert.match(diagnosticMessage('pbn.score.mismatch', both.args, 'en'), / gives NS −300 EW \+300 \(write "NS -300 EW 300"\)\.$/);
    assert.equal(parseScore('10.a', 'N'), undefined);
  });

  it('reads a Score number as `[+-]digits` and nothing else (signs, empty, letters)', () => {
    assert.deepEqual(parseScore('+50', 'N')?.points, { NS: 50, EW: -50 });
    assert.deepEqual(parseScore('-200', 'E')?.points, { EW: -200, NS: 200 });
    assert.deepEqual(parseScore('EW -0', 'N')?.points, { EW: -0, NS: 0 });
    for (const bad of ['', '+', '-', '12a', ' 12', '1 2', '١٢', 'NS +', 'NS 5x']) assert.equal(parseScore(bad, 'N'), undefined, bad);
  });

  it('a Result on a passed-out board, or a bare count without a Declarer tag, is an error at Result', () => {
    const passed = readGame(`${SCHIPHOL_DEAL}\n[Contract "Pass"]\n[Result "1"]\n`);
    assert.deepEqual(problemsOf(passed, 'pbn.result.passed-out').map((problem) => problem.text), ['1']);
    const emptyDeclarer = readGame(`${SCHIPHOL_DEAL}\n[Declarer ""]\n[Result "1"]\n`);
    assert.deepEqual(errorCodes(emptyDeclarer), ['pbn.result.passed-out']);
    assert.deepEqual(errorCodes(readGame('[Contract "4S"]\n[Result "10"]\n')), ['pbn.result.no-declarer']);
    // Per-side counts need no declarer; an empty Result on a passed-out board is right.
    assert.deepEqual(errorCodes(readGame('[Contract "4S"]\n[Result "NS 10"]\n')), []);
    assert.deepEqual(errorCodes(readGame('[Declarer ""]\n[Contract "Pass"]\n[Result ""]\n')), []);
  });
});
