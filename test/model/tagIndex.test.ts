/**
 * The per-game tag index (model/game/tagIndex.ts) and the lazily folded inheritance state
 * (model/document/inheritance.ts): a game whose tags look like the game before's shares its index
 * only when names and duplicates sit at the same places, and a game that inherits nothing is
 * written into the last real values whenever the next game does not overwrite it exactly.
 */
import assert from 'node:assert/strict';
import { InheritanceResolver } from '../../server/src/model/document/inheritance';
import { tagNamed, tagPosition } from '../../server/src/model/game/tagIndex';
import { findTag } from '../../server/src/syntax/gameSyntax';
import { parseGame } from '../../server/src/syntax/parser';
import { ProblemSink } from '../../server/src/syntax/problems';

const parse = (text: string) => parseGame(text, new ProblemSink());

describe('Tag index', () => {
  it('gives the tag findTag gives, game after game, with duplicates at other places', () => {
    const games = [
      parse('[Board "1"]\n[Site "A"]\n[Site "B"]\n'),
      parse('[Board "2"]\n[Site "C"]\n[Event "E"]\n'),
      parse('[Board "3"]\n[Board "4"]\n[Site "D"]\n'),
      parse('[Site "F"]\n[Board "5"]\n[Board "6"]\n'),
    ];
    for (const game of games) {
      for (const name of ['Board', 'Site', 'Event', 'Deal']) {
        assert.equal(tagNamed(game, name), findTag(game, name), `${name} in ${game.text}`);
        assert.equal(tagPosition(game, name), findTag(game, name) ? game.tags.indexOf(findTag(game, name)!) : -1);
      }
    }
    // Asked again after other games: the same answers.
    assert.equal(tagNamed(games[0], 'Site')?.value, 'A');
    assert.equal(tagNamed(games[2], 'Board')?.value, '3');
  });
});

describe('Inheritance folded lazily', () => {
  it('a value emptied by the game after is still the last real value for a later #', () => {
    const resolver = new InheritanceResolver();
    resolver.resolve(parse('[Event "First"]\n[Site "Hall"]\n'));
    resolver.resolve(parse('[Event ""]\n[Site "Annex"]\n'));
    const third = resolver.resolve(parse('[Event "#"]\n[Site "#"]\n'));
    assert.deepEqual([third.values.get('Event'), third.values.get('Site')], ['First', 'Annex']);
  });

  it('a snapshot holds the values of the games that inherited nothing, in the order they first came', () => {
    const resolver = new InheritanceResolver();
    resolver.resolve(parse('[Event ""]\n[Site "Hall"]\n'));
    resolver.resolve(parse('[Event "Final"]\n[Site "Annex"]\n'));
    const state = resolver.snapshot();
    assert.deepEqual([...state.lastReal], [['Site', 'Annex'], ['Event', 'Final']]);
    assert.ok(resolver.isIn(state));
  });
});
