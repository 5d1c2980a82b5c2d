/**
 * The facts an Irregularities event carries after its five fields (annotations.md §3a): their
 * events, kinds and values, the editions in which each can matter, and their explanations in
 * English and Dutch. Which facts a board still needs is the engine's decision
 * (test/facts/neededFacts.test.ts).
 */
import assert from 'node:assert/strict';
import { findFactDefinition as readerFact } from '../../server/src/laws/irregularities/eventFacts';
import { FACTS, factValues, factsOf, findFactDefinition } from '../../server/src/laws/irregularities/factVocabulary';

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

  it('explains each fact in English and in Dutch', () => {
    for (const fact of FACTS) {
      assert.ok(fact.explanation.en.length > 20 && fact.explanation.nl.length > 20, fact.name);
      assert.notEqual(fact.explanation.en, fact.explanation.nl);
    }
    assert.match(findFactDefinition('won')!.explanation.nl, /slag van de verzaking/);
  });
});
