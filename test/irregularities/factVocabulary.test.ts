/**
 * The facts an Irregularities event carries after its five fields (annotations.md §3a): which
 * ones each edition needs before the Laws rule on an established revoke no play record shows
 * (Law 64A; 1975 Law 64), the exceptions that make them moot (64B2, B3, B6, B7), a claim's award,
 * and their values and explanations in English and Dutch.
 */
import assert from 'node:assert/strict';
import { findFactDefinition as readerFact } from '../../server/src/laws/irregularities/eventFacts';
import { FACTS, FactContext, factValues, factsOf, findFactDefinition, neededFacts } from '../../server/src/laws/irregularities/factVocabulary';
import { Edition } from '../../server/src/shapes/laws';

/** East revoked at trick 7, established, no play record; North declares (South is dummy). */
function revoke(edition: Edition, extra: Partial<FactContext> = {}): FactContext {
  return { edition, event: 'Revoke', choice: 'Established', trick: 7, seat: 'E', dummy: 'S', playShowsTrick: false, otherRevokes: [], known: {}, ...extra };
}

describe('laws: the facts of an Irregularities event', () => {
  it('has the five facts of §3a with their events and kinds of value', () => {
    assert.deepEqual(FACTS.map((fact) => `${fact.name}:${fact.events.join('/')}:${fact.kind}`),
      ['led:Revoke:suit', 'won:Revoke:seat', 'later:Revoke:count', 'legal:Revoke:yesNo', 'award:Claim:count']);
    assert.deepEqual(factsOf('Claim').map((fact) => fact.name), ['award']);
    assert.deepEqual(factsOf('PenaltyCard'), []);
    // legal decides only where 64A2 has the extra trick (1987, 1997); the others in every edition.
    assert.deepEqual(findFactDefinition('legal')!.editions, ['1987', '1997']);
    assert.deepEqual(findFactDefinition('won')!.editions, ['1975', '1987', '1997', '2007', '2017']);
  });

  it('gives each fact its values: suits, seats, yes/no, counts (later: at most the tricks after the revoke trick)', () => {
    assert.deepEqual(factValues(findFactDefinition('led')!), ['S', 'H', 'D', 'C']);
    assert.deepEqual(factValues(findFactDefinition('won')!), ['N', 'E', 'S', 'W']);
    assert.deepEqual(factValues(findFactDefinition('legal')!), ['yes', 'no']);
    assert.deepEqual(factValues(findFactDefinition('later')!, 10), ['0', '1', '2', '3']);
    assert.equal(factValues(findFactDefinition('award')!).length, 14);
    // The values as the reader takes them (eventFacts.ts: one check of a written value).
    const reads = (name: string, value: string) => readerFact(name)!.parse(value) !== undefined;
    assert.ok(reads('won', 's') && reads('legal', 'YES'));
    assert.ok(!reads('later', '14') && !reads('won', 'O'));
  });

  it('2017 and 2007 (64A1/64A2): a revoke needs won and later, never legal', () => {
    for (const edition of ['2017', '2007'] as const) {
      assert.deepEqual(neededFacts(revoke(edition)), ['won', 'later'], edition);
      assert.deepEqual(neededFacts(revoke(edition, { known: { won: 'S', later: '2' } })), ['won', 'later'], `${edition}: no extra trick in 64A2`);
    }
  });

  it('1997 and 1987 (64A2 extra trick): legal too when someone else won the revoke trick and the offending side won a later trick', () => {
    for (const edition of ['1997', '1987'] as const) {
      assert.deepEqual(neededFacts(revoke(edition)), ['won', 'later'], `${edition}: legal depends on won`);
      assert.deepEqual(neededFacts(revoke(edition, { known: { won: 'S', later: '1' } })), ['won', 'later', 'legal'], `${edition}: an opponent won it`);
      assert.deepEqual(neededFacts(revoke(edition, { known: { won: 'W', later: '1' } })), ['won', 'later', 'legal'], `${edition}: partner won it`);
      assert.deepEqual(neededFacts(revoke(edition, { known: { won: 'E', later: '1' } })), ['won', 'later'], `${edition}: 64A1, the offender won it`);
      assert.deepEqual(neededFacts(revoke(edition, { known: { won: 'S', later: '0' } })), ['won', 'later'], `${edition}: no later trick, nothing to win it with`);
    }
  });

  it('1975 (Law 64, counted by side): won and later, never legal', () => {
    assert.deepEqual(neededFacts(revoke('1975')), ['won', 'later']);
    assert.deepEqual(neededFacts(revoke('1975', { known: { won: 'S', later: '3' } })), ['won', 'later']);
  });

  it('asks led when the same player has another established revoke on the board (64B2; 1975 64b)', () => {
    for (const edition of ['1975', '1997', '2017'] as const) {
      assert.deepEqual(neededFacts(revoke(edition, { otherRevokes: [{ seat: 'E', choice: 'Established' }] })), ['led', 'won', 'later'], edition);
      assert.deepEqual(neededFacts(revoke(edition, { otherRevokes: [{ seat: 'E', choice: 'Corrected' }] })), ['won', 'later'], `${edition}: a corrected revoke is no established one`);
    }
  });

  it('needs no fact where the Laws decide without them', () => {
    for (const edition of ['1975', '1987', '1997', '2007', '2017'] as const) {
      assert.deepEqual(neededFacts(revoke(edition, { trick: 12 })), [], `${edition}: trick 12 (64B6; 1975 64e)`);
      assert.deepEqual(neededFacts(revoke(edition, { seat: 'S' })), [], `${edition}: dummy's revoke (64B3; 1975 64c)`);
      assert.deepEqual(neededFacts(revoke(edition, { choice: 'NextBoard' })), [], `${edition}: 64B4`);
      assert.deepEqual(neededFacts(revoke(edition, { choice: 'Corrected' })), [], `${edition}: corrected`);
      assert.deepEqual(neededFacts(revoke(edition, { playShowsTrick: true })), [], `${edition}: the play shows the trick`);
    }
    // 64B7 (2007, 2017): both sides revoked; not in 1997 (both revokes transfer).
    const bothSides = { otherRevokes: [{ seat: 'S' as const, choice: 'Established' }], dummy: 'N' as const };
    assert.deepEqual(neededFacts(revoke('2017', bothSides)), []);
    assert.deepEqual(neededFacts(revoke('2007', bothSides)), []);
    assert.deepEqual(neededFacts(revoke('1997', bothSides)), ['won', 'later']);
  });

  it('a claim the Director decides needs award; an agreed one none; other events none', () => {
    const claim = (choice: string) => neededFacts({ ...revoke('2017'), event: 'Claim', choice });
    assert.deepEqual(claim('Disputed'), ['award']);
    assert.deepEqual(claim('PlayedOn'), ['award']);
    assert.deepEqual(claim('Agreed'), []);
    assert.deepEqual(neededFacts({ ...revoke('2017'), event: 'PenaltyCard', choice: 'Major' }), []);
  });

  it('explains each fact in English and in Dutch', () => {
    for (const fact of FACTS) {
      assert.ok(fact.explanation.en.length > 20 && fact.explanation.nl.length > 20, fact.name);
      assert.notEqual(fact.explanation.en, fact.explanation.nl);
    }
    assert.match(findFactDefinition('won')!.explanation.nl, /slag van de verzaking/);
  });
});
