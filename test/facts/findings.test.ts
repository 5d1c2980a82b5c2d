/**
 * Never silence (issue 30): every entry of an `[Irregularities]` tag ends in a ruling or in a
 * finding that says why there is none — a needed fact missing, with what each answer gives; facts
 * that cannot all be true; a revoke without its trick; an event only a play record decides (the
 * Laws the Director applies); beside a play record, a revoke event the record shows no revoke for
 * (a lead, a card that followed suit) and facts that contradict the record (an error naming both).
 * The board without play: South declares 4♠ and took 9 tricks (EW 4).
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import { open, withCode } from '../support/service';
import { factsBoard } from './support';

function findings(laws: string, irregularities: string, language: 'en' | 'nl' = 'en', result = '9') {
  return open(factsBoard({ laws, result, score: '-50', irregularities }), { language }).diagnostics;
}

/** samples/revoke-unmarked.pbn (East ruffs trick 7, a heart, with ♠5) with an Irregularities tag. */
function playedWith(irregularities: string): string {
  const sample = fs.readFileSync(path.resolve(__dirname, '../../samples/revoke-unmarked.pbn'), 'utf8');
  return sample.replace('[Auction "S"]', `[Irregularities "${irregularities}"]\n[Auction "S"]`);
}

describe('never silence: findings on events without a ruling', () => {
  it('2017: won= missing — which fact to add and what each answer gives (64A1 against 64A2)', () => {
    const [finding] = withCode(findings('2017', '7 E Revoke - Established later=1'), 'pbn.irregularities.needs-facts');
    assert.equal(finding.message, 'To rule on Irregularities event "7 E Revoke - Established later=1" (Laws 2017), say who won trick 7 (won=): '
      + 'if North, South or West won it: 1 trick to NS (Law 64A2); if East won it: 2 tricks to NS (Law 64A1).');
    assert.equal(finding.severity, DiagnosticSeverity.Warning);
  });

  it('2017: later= missing — none after it is 64B1, one or more is 64A2', () => {
    const [finding] = withCode(findings('2017', '7 E Revoke - Established won=S'), 'pbn.irregularities.needs-facts');
    assert.ok(finding.message.endsWith('say how many tricks EW won after it (later=): if they won 0 tricks after it: no trick (Law 64B1); if they won 1 or more after it: 1 trick to NS (Law 64A2).'), finding.message);
  });

  it('1997 asks legal= where partner won the revoke trick (64A2 extra trick); 2017 does not need it', () => {
    const [finding] = withCode(findings('1997', '7 E Revoke - Established won=W later=1'), 'pbn.irregularities.needs-facts');
    assert.ok(finding.message.includes('if he did: 2 tricks to NS (Law 64A2); if he did not: 1 trick to NS (Law 64A2)'), finding.message);
    assert.equal(withCode(findings('2017', '7 E Revoke - Established won=W later=1'), 'pbn.irregularities.needs-facts').length, 0);
  });

  it('in Dutch', () => {
    const [finding] = withCode(findings('2017', '7 E Revoke - Established later=1', 'nl'), 'pbn.irregularities.needs-facts');
    assert.equal(finding.message, 'Voor een uitspraak over Irregularities-gebeurtenis "7 E Revoke - Established later=1" (Spelregels 2017): zeg wie slag 7 won (won=): '
      + 'als Noord, Zuid of West hem won: 1 slag naar NZ (artikel 64A2); als Oost hem won: 2 slagen naar NZ (artikel 64A1).');
  });

  it('facts that cannot all be true: more tricks after trick 7 than the board has; more than EW won at the table; a card of the suit led', () => {
    const beyond = withCode(findings('2017', '7 E Revoke - Established won=E later=7'), 'pbn.irregularities.facts-contradict')[0];
    assert.ok(beyond.message.includes('later=7 is more tricks than the board has after trick 7'), beyond.message);
    const table = withCode(findings('2017', '7 E Revoke - Established won=E later=1', 'en', '12'), 'pbn.irregularities.facts-contradict')[0];
    assert.ok(table.message.includes('EW won 1 trick at the table, fewer than the facts give them from trick 7 on'), table.message);
    const suit = withCode(findings('2017', '7 E Revoke S5 Established led=S'), 'pbn.irregularities.facts-contradict')[0];
    assert.ok(suit.message.includes('following suit is no revoke'), suit.message);
  });

  it('a revoke without its trick, and an event only the play record decides (the Laws the Director applies)', () => {
    const diagnostics = findings('2017', '- E Revoke - Established; 3 E PenaltyCard D3 Major');
    assert.equal(withCode(diagnostics, 'pbn.irregularities.needs-trick').length, 1);
    const [play] = withCode(diagnostics, 'pbn.irregularities.needs-play');
    assert.ok(play.message.includes('the Director applies Laws 49-52 (Laws 2017)'), play.message);
  });

  it('facts the edition does not need are accepted: legal= under 2017 adds nothing and changes nothing', () => {
    const diagnostics = findings('2017', '7 E Revoke - Established won=W later=1 legal=yes');
    assert.equal(diagnostics.filter((diagnostic) => String(diagnostic.code).startsWith('pbn.irregularities.')).length, 0);
    assert.equal(withCode(diagnostics, 'pbn.revoke.ruling').length, 1);
  });

  it('every entry of a tag gets exactly one answer (a ruling or a finding), a recording error included', () => {
    const tag = '3 E Revoke - Established won=E later=1; 7 E Revoke - Established; - W Revoke - Established; 4 N PrematurePlay H5 Lowest; 9 W Revoke - RecordError';
    const diagnostics = findings('2017', tag).filter((diagnostic) => diagnostic.code !== 'pbn.revoke.equity');
    const answered = diagnostics.filter((diagnostic) => /^pbn\.(revoke\.ruling|irregularities\.(needs|facts))/.test(String(diagnostic.code)));
    assert.equal(answered.length, 5, answered.map((diagnostic) => diagnostic.code).join(', '));
  });

  it('a board without a Declarer tag: each event says it gets no ruling and to add the declarer (in Dutch too)', () => {
    // Without a declarer nobody defends and no trick has a side to go to: no edition can rule, so one finding per event.
    const text = factsBoard({ laws: '2017', result: 'NS 9', irregularities: '7 E Revoke - Established won=S later=1; 4 N PrematurePlay H5 Lowest' }).replace('[Declarer "S"]\n', '');
    assert.ok(!text.includes('[Declarer'));
    const found = withCode(open(text).diagnostics, 'pbn.irregularities.needs-declarer');
    assert.deepEqual(found.map((finding) => finding.message), [
      'Irregularities event "7 E Revoke - Established won=S later=1" gets no ruling: the game names no declarer, so the Laws cannot say who defends or which side a trick goes to. Add the Declarer tag.',
      'Irregularities event "4 N PrematurePlay H5 Lowest" gets no ruling: the game names no declarer, so the Laws cannot say who defends or which side a trick goes to. Add the Declarer tag.',
    ]);
    assert.equal(found[0].severity, DiagnosticSeverity.Warning);
    const [dutch] = withCode(open(text, { language: 'nl' }).diagnostics, 'pbn.irregularities.needs-declarer');
    assert.ok(dutch.message.startsWith('Irregularities-gebeurtenis "7 E Revoke - Established won=S later=1" krijgt geen uitspraak: het spel noemt geen leider'), dutch.message);
  });
});

describe('never silence beside a play record', () => {
  it('a revoke event on a card that led its trick: "♦4 led trick 2: a lead cannot be a revoke"', () => {
    const [finding] = withCode(open(playedWith('2 S Revoke D4 Established')).diagnostics, 'pbn.irregularities.no-revoke-in-play');
    assert.equal(finding.message, 'Irregularities event "2 S Revoke D4 Established" gets no ruling: ♦4 led trick 2: a lead cannot be a revoke.');
  });

  it('a revoke event on a card that followed suit', () => {
    const [finding] = withCode(open(playedWith('5 E Revoke S6 Established')).diagnostics, 'pbn.irregularities.no-revoke-in-play');
    assert.ok(finding.message.endsWith('East followed suit to trick 5 with ♠6, and following suit is no revoke.'), finding.message);
  });

  it('facts that contradict the play record are errors on the fact, naming both', () => {
    const text = playedWith('7 E Revoke S5 Established led=D won=S');
    const errors = withCode(open(text).diagnostics, 'pbn.irregularities.fact-contradicts-play');
    assert.deepEqual(errors.map((error) => error.message), [
      'Irregularities event "7 E Revoke S5 Established led=D won=S" says led=D, but in the play record ♥ was led to trick 7.',
      'Irregularities event "7 E Revoke S5 Established led=D won=S" says won=S, but in the play record East won trick 7.',
    ]);
    assert.equal(errors[0].severity, DiagnosticSeverity.Error);
    // The facts the play bears out: no error, and the ruling stands (64A1, 2 tricks).
    const agreeing = open(playedWith('7 E Revoke - Established led=H won=E later=1')).diagnostics;
    assert.equal(withCode(agreeing, 'pbn.irregularities.fact-contradicts-play').length, 0);
    assert.equal(withCode(agreeing, 'pbn.irregularities.contradicts-play').length, 0);
  });
});
