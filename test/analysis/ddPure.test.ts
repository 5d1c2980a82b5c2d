/**
 * The parts of the double-dummy wrapper that need no engine: reading DDS's par texts, input
 * validation and its messages in English and Dutch, DDS's numbering, cache keys, the LRU cache
 * and the priority queue.
 */
import assert from 'node:assert/strict';
import { DdError } from '../../server/src/analysis/logic/ddError';
import { cardsOfHolding, holdings, strainIndex } from '../../server/src/analysis/engine/dds/encoding';
import { parResult, parseParContract } from '../../server/src/analysis/engine/dds/parContracts';
import { parText } from '../../server/src/analysis/logic/parText';
import { checkedPlay } from '../../server/src/analysis/engine/dds/playCheck';
import { checkedPosition, equalHands, fullDeal } from '../../server/src/analysis/engine/dds/validation';
import { JobQueue, Waiter } from '../../server/src/analysis/engine/worker/jobQueue';
import { LruCache } from '../../server/src/analysis/engine/worker/lruCache';
import { questionKey } from '../../server/src/analysis/logic/questionKey';
import { ALL, hand, hands } from './support/hands';

/** The DdError `run` throws. */
function ddError(run: () => unknown): DdError {
  try {
    run();
  } catch (error) {
    if (error instanceof DdError) return error;
    throw error;
  }
  throw new Error('no error thrown');
}

const FULL = hands({ N: 'AKQJ.AKQ.AKQ.AKQ', E: 'T987.JT9.JT9.JT9', S: '654.8765.876.876', W: '32.432.5432.5432' });

describe('double dummy: par texts of DDS', () => {
  it('reads contract, declarers and result', () => {
    assert.deepEqual(parseParContract('4S*-EW-1'), { contract: { level: 4, strain: 'S', risk: 'X' }, declarers: ['E', 'W'], overtricks: -1, ddsText: '4S*-EW-1' });
    assert.deepEqual(parseParContract('4N-W+1').contract, { level: 4, strain: 'NT', risk: '' });
    assert.deepEqual([parseParContract('4N-W+1').declarers, parseParContract('4N-W+1').overtricks], [['W'], 1]);
    assert.deepEqual(parseParContract('3N-NS').declarers, ['N', 'S']);
  });

  it('turns DDS\'s NS-view score into the side that scores plus', () => {
    assert.deepEqual(parResult(-110, ['2S-EW']).score, { side: 'EW', points: 110 });
    // A sacrifice: EW go one down doubled, NS score 100.
    assert.deepEqual(parResult(100, ['4S*-EW-1']).score, { side: 'NS', points: 100 });
    assert.deepEqual(parResult(0, ['pass']), { score: { side: 'NS', points: 0 }, nsPoints: 0, contracts: [] });
  });

  it('says par the way people read it, in English and Dutch', () => {
    assert.equal(parText(parResult(620, ['4S-NS']), 'en'), 'Par: 4♠ by N/S, NS +620');
    assert.equal(parText(parResult(620, ['4S-NS']), 'nl'), 'Par: 4♠ door N/Z, NZ +620');
    assert.equal(parText(parResult(300, ['5D*-EW-2']), 'en'), 'Par: 5♦× by E/W −2, NS +300');
    assert.equal(parText(parResult(-430, ['4N-W+1', '5C-E']), 'en'), 'Par: 4NT by W +1 or 5♣ by E, EW +430');
    assert.equal(parText(parResult(-430, ['4N-W+1', '5C-E']), 'nl'), 'Par: 4SA door W +1 of 5♣ door O, OW +430', 'Dutch SA, as in every other contract');
    assert.equal(parText(parResult(0, ['pass']), 'nl'), 'Par: rondgepast');
  });

  it('rejects text DDS does not write', () => {
    assert.equal(ddError(() => parseParContract('4X-NS')).code, 'dd.engine');
  });
});

describe('double dummy: input checks', () => {
  it('a deal of 51 cards: which hand is short, in English and Dutch', () => {
    const error = ddError(() => fullDeal({ ...FULL, W: hand('32.432.5432.543') }));
    assert.equal(error.code, 'dd.wrong-card-count');
    assert.equal(error.message, 'West holds 12 cards, a full deal has 13 in each hand (51 cards in all)');
    assert.equal(error.text('nl'), 'West heeft 12 kaarten, een volledige verdeling heeft 13 kaarten per hand (51 kaarten in totaal)');
  });

  it('unknown hands (`-`) are named', () => {
    const error = ddError(() => fullDeal(hands({ N: 'AKQJ.AKQ.AKQ.AKQ', E: '-', S: '654.765.8765.876', W: '-' })));
    assert.equal(error.code, 'dd.unknown-hand');
    assert.equal(error.message, 'double dummy needs all four hands, but the deal does not give East and West (“-”)');
    assert.equal(error.text('nl'), 'dubbel dummy vraagt alle vier handen, maar de verdeling geeft Oost en West niet („-”)');
  });

  it('a card twice, and text that is not a card', () => {
    const twice = ddError(() => fullDeal({ ...FULL, W: [...hand('32.432.5432.543'), 'SA'] }));
    assert.deepEqual([twice.code, twice.message, twice.text('nl')], ['dd.duplicate-card', '♠A appears twice (North and West)', '♠A komt twee keer voor (Noord en West)']);
    assert.equal(ddError(() => fullDeal({ ...FULL, W: ['S1'] })).message, '“S1” is not a card (in West\'s hand)');
  });

  it('end positions need equal hands; Dutch seats read N O Z W', () => {
    assert.equal(equalHands(hands({ N: 'A...', E: '.A..', S: '..A.', W: '...A' })).N.length, 1);
    const error = ddError(() => equalHands(hands({ N: 'AK...', E: '.A..', S: '..A.', W: '...A' })));
    assert.equal(error.code, 'dd.unequal-hands');
    assert.match(error.text('nl'), /\(N 2, O 1, Z 1, W 1\)/);
    assert.equal(ddError(() => equalHands(hands({ N: '...', E: '...', S: '...', W: '...' }))).code, 'dd.no-cards');
  });

  it('a position mid-trick: one card less for each seat that played to it', () => {
    const ending = hands({ N: 'K...', E: '.AK..', S: '..AK.', W: '...AK' }) as never;
    assert.deepEqual(checkedPosition({ hands: ending, trump: 'NT', leader: 'N', currentTrick: ['SA'] }).trick, ['SA']);
    assert.equal(ddError(() => checkedPosition({ hands: ending, trump: 'NT', leader: 'E', currentTrick: ['SA'] })).code, 'dd.unequal-hands');
    assert.equal(ddError(() => checkedPosition({ hands: ending, trump: 'NT', leader: 'N', currentTrick: ['SK'] })).code, 'dd.duplicate-card');
    assert.equal(ddError(() => checkedPosition({ hands: ending, trump: 'NT', leader: 'N', currentTrick: ['SA', 'S2', 'S3', 'S4'] })).code, 'dd.trick-too-long');
  });

  it('a played card must be in the hand of the seat to play; the trick winner leads next', () => {
    const four = fullDeal(hands({ N: `${ALL}...`, E: `.${ALL}..`, S: `..${ALL}.`, W: `...${ALL}` }));
    // E leads ♥A; S, W and N discard; E won, so E leads again: ♥K is fine, a diamond from E is not.
    assert.equal(checkedPlay(four, 'NT', 'E', ['HA', 'D2', 'C2', 'S2', 'HK']).length, 5);
    const error = ddError(() => checkedPlay(four, 'NT', 'E', ['HA', 'D2', 'C2', 'S2', 'D3']));
    assert.deepEqual([error.code, error.message], ['dd.card-not-held', 'card 5 of the play, ♦3, is not in East\'s hand (East was to play)']);
    assert.equal(error.text('nl'), 'kaart 5 van het spel, ♦3, zit niet in de hand van Oost (Oost was aan de beurt)');
  });

  it('an error crosses a worker boundary as plain data', () => {
    const error = DdError.fromData(JSON.parse(JSON.stringify(new DdError('dd.card-not-held', { card: 'SQ', seat: 'E', index: 3 }).toData())));
    assert.equal(error.text('nl'), 'kaart 3 van het spel, ♠V, zit niet in de hand van Oost (Oost was aan de beurt)');
  });
});

describe('double dummy: DDS numbering', () => {
  it('holdings set bit `rank` per card, suits in S H D C order', () => {
    assert.deepEqual(holdings(['SA', 'S2', 'HT', 'C5']), [(1 << 14) | (1 << 2), 1 << 10, 0, 1 << 5]);
    assert.deepEqual(cardsOfHolding(1, (1 << 13) | (1 << 11)), ['HK', 'HJ']);
    assert.deepEqual(['S', 'H', 'D', 'C', 'NT'].map((strain) => strainIndex(strain as 'S')), [0, 1, 2, 3, 4]);
  });
});

describe('double dummy: cache keys, LRU cache, priority queue', () => {
  it('one key for one deal whatever the card order; other parameters count', () => {
    const reordered = { ...FULL, N: [...(FULL.N as string[])].reverse() };
    assert.equal(questionKey({ kind: 'table', hands: FULL }), questionKey({ kind: 'table', hands: reordered }));
    assert.notEqual(questionKey({ kind: 'par', hands: FULL, dealer: 'N', vulnerability: 'None' }), questionKey({ kind: 'par', hands: FULL, dealer: 'E', vulnerability: 'None' }));
    assert.notEqual(questionKey({ kind: 'table', hands: FULL }), questionKey({ kind: 'par', hands: FULL, dealer: 'N', vulnerability: 'None' }));
  });

  it('the LRU cache forgets the least recently used entry', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    assert.equal(cache.get('a'), 1);
    cache.set('c', 3);
    assert.deepEqual([cache.get('a'), cache.get('b'), cache.get('c'), cache.size], [1, undefined, 3, 2]);
  });

  it('takes the board under the cursor first, then visible, then background, first come first served', () => {
    const queue = new JobQueue();
    const waiter = (priority: Waiter['priority']): Waiter => ({ priority, resolve: () => undefined, reject: () => undefined, detach: () => undefined });
    const question = { kind: 'table' as const, hands: FULL };
    for (const [key, priority] of [['bg1', 'background'], ['vis', 'visible'], ['bg2', 'background'], ['cur', 'cursor']] as const) queue.add(key, question).waiters.add(waiter(priority));
    // A second caller asks for bg2 from the cursor: the job moves up.
    queue.find('bg2')?.waiters.add(waiter('cursor'));
    assert.deepEqual([1, 2, 3, 4, 5].map(() => queue.take()?.key), ['bg2', 'cur', 'vis', 'bg1', undefined]);
  });
});
