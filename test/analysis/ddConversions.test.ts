/**
 * Our conversions to and from DDS on hand-made boards whose answers are worked out by hand:
 * seat and strain order in the DD table, par sign conventions, positions with cards already in
 * the current trick, end positions and the play trace. Each expected value is reasoned in a comment.
 */
import assert from 'node:assert/strict';
import { DdsEngine } from '../../server/src/analysis/engine/dds/engine';
import { describeWith, sharedEngine } from './support/ddEngine';
import { ALL, hands } from './support/hands';

describeWith('engine', 'double dummy: conversions on hand-made boards', function () {
  this.timeout(60_000);
  let engine: DdsEngine;
  before(async () => { engine = await sharedEngine(); });

  // Whoever holds all 13 trumps wins every trick, whoever leads a suit nobody else holds wins every trick.
  // N ♠, E ♥, S ♦, W ♣: in ♠ and ♦ NS take 13, in ♥ and ♣ EW; in NT the opening leader runs his suit.
  const suitPerSeat = hands({ N: `${ALL}...`, E: `.${ALL}..`, S: `..${ALL}.`, W: `...${ALL}` });
  // N ♠, E ♦, S ♥, W ♣: now ♠ and ♥ belong to NS, ♦ and ♣ to EW (tells ♠ from ♦ and ♥ from ♣).
  const suitPerSeatSwapped = hands({ N: `${ALL}...`, E: `..${ALL}.`, S: `.${ALL}..`, W: `...${ALL}` });

  it('puts each declarer and strain in its own cell (N E S W, ♠ ♥ ♦ ♣ NT)', () => {
    assert.deepEqual(engine.ddTable(suitPerSeat), {
      N: { S: 13, H: 0, D: 13, C: 0, NT: 0 },
      E: { S: 0, H: 13, D: 0, C: 13, NT: 0 },
      S: { S: 13, H: 0, D: 13, C: 0, NT: 0 },
      W: { S: 0, H: 13, D: 0, C: 13, NT: 0 },
    });
    assert.deepEqual(engine.ddTable(suitPerSeatSwapped), {
      N: { S: 13, H: 13, D: 0, C: 0, NT: 0 },
      E: { S: 0, H: 0, D: 13, C: 13, NT: 0 },
      S: { S: 13, H: 13, D: 0, C: 0, NT: 0 },
      W: { S: 0, H: 0, D: 13, C: 13, NT: 0 },
    });
  });

  it('tells North from South and East from West: the opening lead comes from declarer\'s left', () => {
    // S holds ♦AKQJT98 ♣AKQJT9 over W's ♦765432 ♣8765432. In NT with S declaring, W leads into S:
    // 13 tricks; with N declaring, E leads a heart and takes all 13. Rotated one seat, the same for W and E.
    const table = engine.ddTable(hands({ N: `${ALL}...`, E: `.${ALL}..`, S: '..AKQJT98.AKQJT9', W: '..765432.8765432' }));
    assert.deepEqual({ N: table.N.NT, E: table.E.NT, S: table.S.NT, W: table.W.NT }, { N: 0, E: 0, S: 13, W: 0 });
    // ♠: N ruffs or leads a trump to every trick; ♥: E does; ♦: S's trumps are all above W's.
    assert.deepEqual({ S: table.N.S, H: table.N.H, D: table.N.D }, { S: 13, H: 0, D: 13 });
    assert.deepEqual({ S: table.W.S, H: table.W.H, D: table.W.D }, { S: 0, H: 13, D: 0 });
    const rotated = engine.ddTable(hands({ E: `${ALL}...`, S: `.${ALL}..`, W: '..AKQJT98.AKQJT9', N: '..765432.8765432' }));
    assert.deepEqual({ N: rotated.N.NT, E: rotated.E.NT, S: rotated.S.NT, W: rotated.W.NT }, { N: 0, E: 0, S: 0, W: 13 });
  });

  it('gives par from NS\'s view with the side that scores plus', () => {
    // NS make 7♠ and 7♦, EW 7♥ and 7♣; 7♠ outranks 7♥, and an EW sacrifice in 7NT takes no trick:
    // par 7♠ by NS, 210 + 300 game + 1000 slam = 1510 not vulnerable.
    const par = engine.par(engine.ddTable(suitPerSeat), 'N', 'None');
    assert.deepEqual(par.score, { side: 'NS', points: 1510 });
    assert.equal(par.nsPoints, 1510);
    assert.deepEqual(par.contracts.map((c) => [c.contract, c.declarers, c.overtricks]), [[{ level: 7, strain: 'S', risk: '' }, ['N', 'S'], 0]]);
    // Turned a seat (N ♥, E ♠, S ♣, W ♦) EW own spades: 7♠ by EW vulnerable, 210 + 500 + 1500 = 2210 to EW.
    const turned = engine.ddTable(hands({ N: `.${ALL}..`, E: `${ALL}...`, S: `...${ALL}`, W: `..${ALL}.` }));
    const parEw = engine.par(turned, 'E', 'All');
    assert.deepEqual(parEw.score, { side: 'EW', points: 2210 });
    assert.equal(parEw.nsPoints, -2210);
    assert.deepEqual(parEw.contracts.map((c) => [c.ddsText, c.declarers]), [['7S-EW', ['E', 'W']]]);
  });

  // A two-card ending: N ♠AK, E ♥AK, S ♦AK, W ♣AK. Every suit has one holder.
  const twoCards = hands({ N: 'AK...', E: '.AK..', S: '..AK.', W: '...AK' });

  it('solves an end position from the side on lead', () => {
    const north = engine.solvePosition({ hands: twoCards as never, trump: 'NT', leader: 'N' });
    assert.deepEqual([north.seatToPlay, north.side, north.remainingTricks, north.tricks], ['N', 'NS', 2, 2]);
    assert.deepEqual(north.cards, [{ card: 'SA', tricks: 2 }, { card: 'SK', tricks: 2 }]);
    const east = engine.solvePosition({ hands: twoCards as never, trump: 'NT', leader: 'E' });
    assert.deepEqual([east.seatToPlay, east.side, east.tricks], ['E', 'EW', 2]);
  });

  it('solves mid-trick, the current trick counted, in the right trump suit', () => {
    // N has led ♠A (♠K left); E, S and W still hold two cards. Whoever can ruff last wins the trick,
    // then leads his suit: ♥ trumps, E ruffs (EW 2); ♦, S overtakes after E (EW 0); ♣, W ruffs last (EW 2).
    const afterLead = { ...twoCards, N: ['SK'] };
    const expected = { NT: 0, S: 0, H: 2, D: 0, C: 2 } as const;
    for (const [trump, tricks] of Object.entries(expected)) {
      const solved = engine.solvePosition({ hands: afterLead as never, trump: trump as 'NT', leader: 'N', currentTrick: ['SA'] });
      assert.deepEqual([trump, solved.seatToPlay, solved.remainingTricks, solved.tricks], [trump, 'E', 2, tricks]);
      assert.deepEqual(solved.cards.map((c) => c.card), ['HA', 'HK']);
    }
  });

  // A finesse: S to lead with ♠3 ♥2, W ♠K4, N ♠AQ, E ♥A3 (NT). ♠3 takes two tricks whatever W does;
  // ♥2 lets E win with ♥3 and cash ♥A: none.
  const finesse = hands({ S: '3.2..', W: 'K4...', N: 'AQ...', E: '.A3..' });

  it('scores every legal card of a position, best first', () => {
    const solved = engine.solvePosition({ hands: finesse as never, trump: 'NT', leader: 'S' });
    assert.deepEqual([solved.seatToPlay, solved.tricks], ['S', 2]);
    assert.deepEqual(solved.cards, [{ card: 'S3', tricks: 2 }, { card: 'H2', tricks: 0 }]);
  });

  it('gives the DD table of an end position', () => {
    // twoCards in NT: declarer's left-hand opponent leads and runs his suit, so no declarer scores.
    const table = engine.ddTable(twoCards);
    assert.deepEqual({ N: table.N.NT, E: table.E.NT, S: table.S.NT, W: table.W.NT }, { N: 0, E: 0, S: 0, W: 0 });
    // ♥ trumps: E ruffs or leads a trump to both tricks.
    assert.deepEqual({ N: table.N.H, E: table.E.H, S: table.S.H, W: table.W.H }, { N: 0, E: 2, S: 0, W: 2 });
    // ♠ trumps: N wins both tricks whoever leads.
    assert.deepEqual({ N: table.N.S, E: table.E.S, S: table.S.S, W: table.W.S }, { N: 2, E: 0, S: 2, W: 0 });
  });

  it('traces a play from declarer\'s side, tricks already won included', () => {
    // East declares the finesse ending (South leads). Best defence gives EW nothing: trace[0] = 0.
    // S leads ♥2 instead: E wins with ♥3 and cashes ♥A, so EW take 2 from the first card on. DDS stops
    // its trace before the last (forced) trick; ours carries the value through to the last card.
    const played = ['H2', 'S4', 'SQ', 'H3', 'HA', 'S3', 'SK', 'SA'];
    const { trace, side } = engine.analysePlay(finesse, 'NT', 'E', played);
    assert.equal(side, 'EW');
    assert.deepEqual(trace, [0, 2, 2, 2, 2, 2, 2, 2, 2]);
    // Best play (♠3 first, N finesses ♠Q, then cashes ♠A): EW stay at 0 all the way.
    assert.deepEqual(engine.analysePlay(finesse, 'NT', 'E', ['S3', 'S4', 'SQ', 'H3', 'SA', 'HA', 'H2', 'SK']).trace, [0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // An end position led by declarer's side: North declares and his partner South leads. The trace
    // is still declarer's side's (NS): 2 before the lead, 0 once South has led ♥2.
    assert.deepEqual(engine.analysePlay(finesse, 'NT', 'N', played, 'S').trace, [2, 0, 0, 0, 0, 0, 0, 0, 0]);
    // No card played: the trace is the value before the lead alone.
    assert.deepEqual(engine.analysePlay(finesse, 'NT', 'E', []).trace, [0]);
  });
});
