/**
 * The AdjustedScore tag in a game: problems at the faulty part, the edition's Law 12 rules
 * (weighting is 12C1(c) in 2007/2017, zonal 12C3 in 1997, absent before; artificial scores are
 * 60/50/40 % and +3/0/−3 IMPs in every edition), hover, completion and the value a ruling implies.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { diagnosticMessage } from '../../server/src/i18n/diagnosticMessages';
import { rulesFor } from '../../server/src/laws/editions';
import { ArtificialForm, artificialImps, artificialMatchpoints } from '../../server/src/scoring/artificial';
import { EDITIONS } from '../../server/src/shapes/laws';
import { adjustedScoreForRulings } from '../../server/src/model/game/adjustedScore';
import { open } from '../support/service';
import { openDocument, positionOf } from '../features/support';
import { pbnGame } from '../support/pbnGame';
import { EAST_RUFFS_AT_TRICK_7 } from '../rulings/boards';
import { mpBoard } from './support/travellerBoards';

const adjusted = (text: string, language: 'en' | 'nl' = 'en') => open(text, { language }).diagnostics.filter((diagnostic) => String(diagnostic.code).startsWith('pbn.adjusted.'));
const board = (value: string, edition = '2017') => mpBoard([`[AdjustedScore "${value}"]`], undefined, edition).replace(/\[ScoreTable[\s\S]*$/, '');

describe('AdjustedScore tag: diagnostics', () => {
  it('a well-formed value gives nothing, and the tag is ours (no pbn.tag.new-name)', () => {
    const diagnostics = open(board('60% 4S= S; 40% 4S-1 S')).diagnostics;
    assert.deepEqual(diagnostics.filter((diagnostic) => String(diagnostic.code).startsWith('pbn.adjusted.') || diagnostic.code === 'pbn.tag.new-name'), []);
  });

  it('weights that add up to 90 %: an error over the weighted part, with the sum', () => {
    const text = board('60% 4S= S; 30% 4S-1 S');
    const [problem] = adjusted(text);
    assert.equal(problem.code, 'pbn.adjusted.weights');
    assert.equal(problem.severity, 1);
    const document = open(text).document;
    assert.equal(document.getText(problem.range), '60% 4S= S; 30% 4S-1 S');
    assert.equal(problem.message, 'AdjustedScore: the weights of "60% 4S= S; 30% 4S-1 S" add up to 90 %, not 100 % (each above 0).');
  });

  it('a declarer that is no seat: the error points at that word', () => {
    const text = board('NS 4S= S | EW 4S-1 Q');
    const [problem] = adjusted(text);
    assert.equal(problem.code, 'pbn.adjusted.declarer');
    assert.equal(open(text).document.getText(problem.range), 'Q');
  });

  it('weighted in 2007 and 2017 (12C1(c)): allowed', () => {
    for (const edition of ['2007', '2017']) assert.deepEqual(adjusted(board('60% 4S= S; 40% 4S-1 S', edition)), [], edition);
  });

  it('weighted in 1997: information — valid only where the zone applied 12C3', () => {
    const [problem] = adjusted(board('60% 4S= S; 40% 4S-1 S', '1997'));
    assert.equal(problem.code, 'pbn.adjusted.weighted-edition');
    assert.equal(problem.severity, 3);
    assert.match(problem.message, /only where the zonal organisation applied Law 12C3/);
  });

  it('weighted in 1975 and 1987: a warning — those Laws have no weighted score', () => {
    for (const edition of ['1975', '1987']) {
      const [problem] = adjusted(board('60% 4S= S; 40% 4S-1 S', edition));
      assert.equal(problem.code, 'pbn.adjusted.weighted-edition', edition);
      assert.equal(problem.severity, 2, edition);
    }
  });

  it('a split assigned score (the sides need not balance) and split artificial scores are allowed in every edition', () => {
    for (const edition of EDITIONS) {
      assert.deepEqual(adjusted(board('NS 4S= S | EW 4S+1 S', edition)), [], edition);
      assert.deepEqual(adjusted(board('NS A+ | EW A-', edition)), [], edition);
      assert.deepEqual(adjusted(board('NS A- | EW A-', edition)), [], `${edition}: both sides at fault`);
    }
  });

  it('A55 is none of Law 12\'s artificial scores (at most 40, 50, at least 60): a warning on that part; A65 and A35 are fine', () => {
    const [problem] = adjusted(board('NS A55 | EW A45'));
    assert.equal(problem.code, 'pbn.adjusted.artificial-percent');
    assert.equal(adjusted(board('NS A55 | EW A45')).length, 2);
    assert.deepEqual(adjusted(board('NS A65 | EW A35')), []);
    assert.match(problem.message, /Law 12C2 \(Laws 2017\)/);
    assert.match(adjusted(board('NS A55 | EW A40', '1997'))[0].message, /Law 12C1 \(Laws 1997\)/);
  });

  it('messages in Dutch', () => {
    assert.equal(adjusted(board('NS A+'), 'nl')[0].message, 'AdjustedScore: "NS A+" geeft alleen NZ; geef beide partijen ("NS … | EW …"), of laat de partij weg voor een score die voor beide geldt.');
  });
});

describe('AdjustedScore rules per edition (Law 12)', () => {
  it('artificial scores: 60/50/40 % and +3/0/−3 IMPs in every edition; 12C2 from 2007, 12C1 before', () => {
    for (const edition of EDITIONS) {
      const rules = rulesFor(edition).adjusted;
      assert.deepEqual([rules.artificialPercent, rules.artificialImps], [{ plus: 60, average: 50, minus: 40 }, { plus: 3, average: 0, minus: -3 }]);
      assert.equal(rules.artificialArticle, edition >= '2007' ? '12C2' : '12C1', edition);
    }
  });

  it('weighting: none in 1975 and 1987, zonal 12C3 in 1997, 12C1(c) in 2007 and 2017; pre-2007 rules are marked assumed', () => {
    assert.deepEqual(EDITIONS.map((edition) => `${rulesFor(edition).adjusted.weighting} ${rulesFor(edition).adjusted.weightingArticle}`.trim()), ['none', 'none', 'zonal 12C3', 'laws 12C1(c)', 'laws 12C1(c)']);
    assert.deepEqual(EDITIONS.map((edition) => rulesFor(edition).adjusted.source), ['assumed', 'assumed', 'assumed', 'pub', 'pub']);
  });
});

describe('Artificial scores in numbers (12C2; 12C1 before 2007)', () => {
  it('MP: average plus 60 % of a top of 8 is 4.8, average 4, average minus 3.2; A65 is 5.2', () => {
    const rules = rulesFor('2017').adjusted;
    assert.deepEqual([{ kind: 'plus' }, { kind: 'average' }, { kind: 'minus' }, { kind: 'percent', percent: 65 }].map((form) => artificialMatchpoints(form as ArtificialForm, 8, rules)), [4.8, 4, 3.2, 5.2]);
  });

  it('IMPs: +3, 0, −3 in every edition; an explicit percentage counts by its side of 50 (A65 +3, A35 −3, A50 0)', () => {
    for (const edition of EDITIONS) {
      const rules = rulesFor(edition).adjusted;
      const forms: ArtificialForm[] = [{ kind: 'plus' }, { kind: 'average' }, { kind: 'minus' }, { kind: 'percent', percent: 65 }, { kind: 'percent', percent: 35 }, { kind: 'percent', percent: 50 }];
      assert.deepEqual(forms.map((form) => artificialImps(form, rules)), [3, 0, -3, 3, -3, 0], edition);
    }
  });
});

describe('AdjustedScore tag: hover and completion', () => {
  it('hover: each side in bridge notation with its Law 77 score, the article, and the traveller row it gives', () => {
    const text = mpBoard(['[AdjustedScore "60% 4S= S; 40% 4S-1 S"]']);
    const { service, document, settings } = openDocument(text);
    const hover = service.doHover(document, positionOf(document, 'AdjustedScore', 0, 2), settings)!;
    const value = (hover.contents as { value: string }).value;
    assert.match(value, /^\*\*Adjusted score\*\* \(Law 12, Laws 2017\)/);
    assert.match(value, /NS and EW: weighted assigned score \(12C1\(c\)\): 60 % 4♠ = by S \(NS \+420\), 40 % 4♠ −1 by S \(NS −50\)/);
    assert.match(value, /Row 3 of the ScoreTable: NS MP 5\.4, 67\.5 % · EW MP 2\.6, 32\.5 %/);
  });

  it('hover on an artificial split score, in Dutch', () => {
    const { service, document, settings } = openDocument(board('NS A+ | EW A-'), 'nl');
    const value = (service.doHover(document, positionOf(document, 'AdjustedScore', 0, 2), settings)!.contents as { value: string }).value;
    assert.match(value, /- NZ: gemiddeld plus, kunstmatig \(artikel 12C2\): 60 % van de top, \+3 IMP \(86A\)/);
    assert.match(value, /- OW: gemiddeld min, kunstmatig \(artikel 12C2\): 40 % van de top, −3 IMP \(86A\)/);
  });

  it('completion at the start offers the game\'s result and its neighbours, the artificial forms and a 60/40 mix', () => {
    const text = board('');
    const { service, document, settings } = openDocument(text);
    const labels = service.doComplete(document, positionOf(document, '[AdjustedScore "', 0, '[AdjustedScore "'.length), settings).map((item) => item.label);
    assert.deepEqual(labels.slice(0, 3), ['4S= S', '4S-1 S', '4S+1 S']);
    assert.ok(labels.includes('A+') && labels.includes('NS A+ | EW A-') && labels.includes('60% 4S= S; 40% 4S-1 S'));
  });

  it('completion after "NS A+ | " offers EW', () => {
    const { service, document, settings } = openDocument(board('NS A+ | '));
    const labels = service.doComplete(document, positionOf(document, '| ', 0, 2), settings).map((item) => item.label);
    assert.deepEqual(labels, ['EW ', 'EW A-', 'EW A+']);
  });
});

describe('The AdjustedScore a ruling implies', () => {
  it('the revoke board: 4♠ by S with 9 tricks in play, 2 transferred → "4S+1 S"', () => {
    const text = pbnGame({ ...EAST_RUFFS_AT_TRICK_7, result: '9', score: 'NS -100', extraTags: ['[Laws "2017"]'] });
    const model = open(text).service.parse(open(text).document, { language: 'en' })!.games[0].model!;
    assert.equal(adjustedScoreForRulings(model), '4S+1 S');
  });
});

describe('Scoring diagnostics: messages', () => {
  it('every pbn.* code the scoring folder emits has an English and a Dutch message', () => {
    const root = path.resolve(__dirname, '../../server/src/scoring');
    const files = fs.readdirSync(root, { recursive: true }).map(String).filter((name) => name.endsWith('.ts'));
    const codes = new Set<string>();
    for (const name of files) for (const match of fs.readFileSync(path.join(root, name), 'utf8').matchAll(/'(pbn\.[a-z0-9-]+(?:\.[a-z0-9-]+)+)'/g)) codes.add(match[1]);
    assert.ok(codes.size >= 6);
    for (const code of codes) for (const language of ['en', 'nl'] as const) assert.notEqual(diagnosticMessage(code, { text: 'x' }, language), code, `${code} ${language}`);
  });
});
