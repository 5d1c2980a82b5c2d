// Structural checks of the TextMate grammar: valid JSON, every include resolves, every regex compiles as a
// JS RegExp (oniguruma's inline `(?i:…)` is approximated by the `i` flag), and key token scopes match samples.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Rule {
  name?: string; match?: string; begin?: string; end?: string; include?: string;
  patterns?: Rule[]; captures?: object; beginCaptures?: object; endCaptures?: object;
}
interface Grammar { scopeName: string; patterns: Rule[]; repository: Record<string, Rule> }

const grammar: Grammar = JSON.parse(readFileSync(join(__dirname, '..', 'syntaxes', 'pbn.tmLanguage.json'), 'utf8'));

/** Compiles an oniguruma pattern of this grammar as a JS RegExp. */
function compile(source: string): RegExp {
  const insensitive = source.includes('(?i:');
  return new RegExp(source.replace(/\(\?i:/g, '(?:'), insensitive ? 'i' : '');
}

/** Visits every rule of the grammar, top-level patterns and repository entries. */
function* rules(list: Rule[] = [...grammar.patterns, ...Object.values(grammar.repository)]): Generator<Rule> {
  for (const rule of list) {
    yield rule;
    if (rule.patterns) yield* rules(rule.patterns);
  }
}

/** Returns the single match regex of the rule with the given scope name. */
function byScope(scope: string): RegExp {
  const found = [...rules()].filter((r) => r.name === scope && r.match);
  assert.equal(found.length, 1, `exactly one rule named ${scope}`);
  return compile(found[0].match!);
}

/** True when `re` matches the whole of `token`. */
function whole(re: RegExp, token: string): boolean {
  const m = re.exec(token);
  return m !== null && m.index === 0 && m[0].length === token.length;
}

describe('TextMate grammar (syntaxes/pbn.tmLanguage.json)', () => {
  it('is a PBN grammar whose package.json entry points at it', () => {
    assert.equal(grammar.scopeName, 'source.pbn');
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8'));
    assert.equal(pkg.contributes.grammars[0].scopeName, 'source.pbn');
    assert.equal(pkg.contributes.grammars[0].path, './syntaxes/pbn.tmLanguage.json');
  });

  it('resolves every #include and compiles every regex', () => {
    let count = 0;
    for (const rule of rules()) {
      if (rule.include) assert.ok(grammar.repository[rule.include.slice(1)], `missing ${rule.include}`);
      for (const source of [rule.match, rule.begin, rule.end]) {
        if (source === undefined) continue;
        assert.doesNotThrow(() => compile(source), source);
        count++;
      }
      if (rule.begin) assert.ok(rule.end, `begin without end: ${rule.begin}`);
    }
    assert.ok(count > 20, `only ${count} regexes`);
  });

  it('gives each suit its own card scope', () => {
    const cases: Array<[string, string]> = [['spade', 'SA'], ['heart', 'HT'], ['diamond', 'd7'], ['club', 'C2']];
    for (const [suit, card] of cases) {
      const re = byScope(`constant.other.card.${suit}.pbn`);
      assert.ok(whole(re, card), `${card} is a ${suit}`);
      assert.ok(!re.test(`${card}x`) && !re.test('S1') && !re.test('--'), `${suit} rule too wide`);
    }
  });

  it('recognises calls, bids and annotations', () => {
    assert.ok(whole(byScope('constant.language.call.pass.pbn'), 'Pass'));
    assert.ok(whole(byScope('constant.language.call.all-pass.pbn'), 'AP'));
    assert.ok(whole(byScope('constant.language.call.double.pbn'), 'X'));
    assert.ok(whole(byScope('constant.language.call.redouble.pbn'), 'XX'));
    assert.ok(!byScope('constant.language.call.double.pbn').test('XX'));
    assert.ok(whole(byScope('constant.other.bid.notrump.pbn'), '1NT'));
    assert.ok(whole(byScope('constant.other.bid.spade.pbn'), '7S'));
    assert.ok(!byScope('constant.other.bid.spade.pbn').test('8S'));
    for (const t of ['^I', '^S', '^R', '^L']) assert.ok(whole(byScope('keyword.control.irregularity.pbn'), t), t);
    assert.ok(whole(byScope('variable.other.note-ref.pbn'), '=12='));
    assert.ok(whole(byScope('constant.numeric.nag.pbn'), '$12'));
    for (const t of ['!', '?', '!!', '??', '!?', '?!']) assert.ok(whole(byScope('keyword.operator.suffix.pbn'), t), t);
  });

  it('ends Auction/Play sections at the next non-Note tag or a blank line', () => {
    const end = compile(grammar.repository['auction-section'].end!);
    assert.ok(end.test('[Contract "4S"]'));
    assert.ok(!end.test('[Note "1:weak"]'));
    assert.ok(end.test(''));
    assert.ok(compile(grammar.repository['auction-section'].begin!).test('[Auction "N"]'));
    assert.ok(compile(grammar.repository['play-section'].begin!).test('[Play "W"]'));
  });

  it('treats % in column 1 as an escape and handles string escapes', () => {
    const escape = compile(grammar.repository.escape.match!);
    assert.ok(escape.test('% PBN 2.1') && !escape.test(' % not an escape'));
    const stringEscape = compile(grammar.repository.string.patterns![0].match!);
    assert.ok(whole(stringEscape, '\\"') && whole(stringEscape, '\\\\'));
  });
});
