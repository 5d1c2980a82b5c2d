// Structural checks of the LIN TextMate grammar: valid JSON, registered in package.json for the
// `lin` language, every include resolves, every regex compiles as a JS RegExp (oniguruma's `\G`,
// the start of a captured value, is read as `^`), and the token scopes match LIN samples.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Rule { name?: string; match?: string; include?: string; patterns?: Rule[]; captures?: Record<string, Rule> }
interface Grammar { scopeName: string; patterns: Rule[]; repository: Record<string, Rule> }

const grammar: Grammar = JSON.parse(readFileSync(join(__dirname, '..', '..', 'syntaxes', 'lin.tmLanguage.json'), 'utf8'));

function compile(source: string): RegExp {
  const insensitive = source.includes('(?i:');
  return new RegExp(source.replace(/\(\?i:/g, '(?:').replace(/\\G/g, '^'), insensitive ? 'i' : '');
}

function* rules(list: Rule[] = [...grammar.patterns, ...Object.values(grammar.repository)]): Generator<Rule> {
  for (const rule of list) {
    yield rule;
    if (rule.patterns) yield* rules(rule.patterns);
    if (rule.captures) yield* rules(Object.values(rule.captures));
  }
}

/** The regex of the one rule with a scope name. */
function byScope(scope: string): RegExp {
  const found = [...rules()].filter((rule) => rule.name === scope && rule.match);
  assert.equal(found.length, 1, `exactly one rule named ${scope}`);
  return compile(found[0].match!);
}

const whole = (re: RegExp, token: string) => { const m = re.exec(token); return m !== null && m.index === 0 && m[0].length === token.length; };

describe('TextMate grammar (syntaxes/lin.tmLanguage.json)', () => {
  it('is the grammar of the lin language in package.json', () => {
    assert.equal(grammar.scopeName, 'source.lin');
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'));
    assert.deepEqual(pkg.contributes.grammars.find((entry: { language: string }) => entry.language === 'lin'), { language: 'lin', scopeName: 'source.lin', path: './syntaxes/lin.tmLanguage.json' });
    assert.deepEqual(pkg.contributes.languages.find((entry: { id: string }) => entry.id === 'lin').extensions, ['.lin']);
  });

  it('resolves every #include and compiles every regex', () => {
    let count = 0;
    for (const rule of rules()) {
      if (rule.include) assert.ok(grammar.repository[rule.include.slice(1)], `missing ${rule.include}`);
      if (rule.match) { assert.doesNotThrow(() => compile(rule.match!), rule.match); count++; }
    }
    assert.ok(count > 15, `only ${count} regexes`);
  });

  it('splits a tag pair into name, separators and value', () => {
    const pair = compile(grammar.repository.deal.match!);
    const match = pair.exec('md|3SAK,HQ,,|')!;
    assert.deepEqual([match[1], match[2], match[3], match[4]], ['md', '|', '3SAK,HQ,,', '|']);
    assert.ok(compile(grammar.repository.tag.match!).test('zz|anything|'));
  });

  it('gives cards their suit scope, calls their kind and claims a number', () => {
    for (const [suit, card] of [['spade', 'SA'], ['heart', 'hT'], ['diamond', 'd7'], ['club', 'C10']]) {
      assert.ok(whole(byScope(`constant.other.card.${suit}.lin`), card), card);
    }
    assert.ok(whole(byScope('constant.language.call.pass.lin'), 'p'));
    assert.ok(whole(byScope('constant.language.call.double.lin'), 'd'));
    assert.ok(whole(byScope('constant.language.call.redouble.lin'), 'r'));
    assert.ok(whole(byScope('constant.other.bid.notrump.lin'), '1N'));
    assert.ok(whole(byScope('constant.other.bid.spade.lin'), '4s'));
    assert.ok(!byScope('constant.other.bid.spade.lin').test('8S'));
    assert.ok(whole(byScope('keyword.operator.alert.lin'), '!'));
    assert.ok(whole(byScope('constant.numeric.claim.lin'), '10'));
    assert.ok(whole(byScope('constant.character.escape.suit.lin'), '!S'));
    assert.ok(whole(byScope('constant.other.room.lin'), 'o46'));
  });
});
