/**
 * One decision of which facts a ruling still needs (annotations.md §3a): the facts "PBN: Record a
 * Ruling…" asks for and the facts a finding names are exactly those without which the Laws engine
 * (laws/revoke/fromFacts.ts) cannot rule, and once they are given it rules. Checked on a small
 * exhaustive table: every edition × every combination of a revoke's facts (led, won, later, legal,
 * each given or not) on one board — East revokes at trick 7, South declares 4♠ and took 9 tricks,
 * so EW won 4 — and a claim's award for each of its choices.
 *
 * Worked out by hand for the case the two used to disagree on, 1997 Law 64A2 (seed 000 Art. 64A2;
 * laws-rulebook.md §2.5): South won trick 7 and EW won one trick after it. 64A2 transfers one trick
 * because EW won a trick from trick 7 on; the extra trick for a later win with a card East could
 * legally have played to trick 7 would make two, but EW won only one trick from trick 7 on and no
 * more can be transferred than that, so `legal` cannot change the ruling: 1 trick to NS, 4♠ made,
 * NS 420 (not vulnerable). 1987 is modelled on the 1997 text (no seed); 2007 and 2017 have no extra
 * trick (64A2: 1); 1975 counts by side (Law 64: 0 for trick 7, EW's, plus 1 for the later trick).
 * With two tricks after it, `legal` decides in 1987 and 1997: yes 2 tricks, no 1.
 */
import assert from 'node:assert/strict';
import { FactName } from '../../server/src/laws/irregularities/eventFacts';
import { findFactDefinition } from '../../server/src/laws/irregularities/eventFacts';
import { FactsBoard, factsStillNeeded, ruleFromFacts } from '../../server/src/laws/revoke/fromFacts';
import { Edition, EventFacts, IrregularityEvent } from '../../server/src/shapes/laws';
import { factsToAsk, RecorderAnswers } from '../../server/src/features/record/recorderQuestions';
import { GameModel } from '../../server/src/model/game/gameModel';
import { problemsOf, readGame } from '../model/support/readGame';
import { diagnosticMessage } from '../../server/src/i18n/diagnosticMessages';
import { factsBoard } from './support';

const EDITIONS: Edition[] = ['1975', '1987', '1997', '2007', '2017'];
const REVOKE_FACTS = ['led', 'won', 'later', 'legal'] as const;
/** Each fact unset ('') or one of the values that matter on this board (EW won 4 tricks). */
const VALUES: Record<(typeof REVOKE_FACTS)[number], string[]> = {
  led: ['', 'H'],
  won: ['', 'N', 'E', 'S', 'W'],
  later: ['', '0', '1', '2', '3'],
  legal: ['', 'yes', 'no'],
};
const TABLE_TRICKS = 9;

/** Every combination of the revoke's facts, each given or not. */
function combinations(): Array<Partial<Record<FactName, string>>> {
  let combos: Array<Partial<Record<FactName, string>>> = [{}];
  for (const name of REVOKE_FACTS) {
    combos = combos.flatMap((known) => VALUES[name].map((value) => (value === '' ? known : { ...known, [name]: value })));
  }
  return combos;
}

function factWords(known: Partial<Record<FactName, string>>): string {
  return Object.entries(known).map(([name, value]) => `${name}=${value}`).join(' ');
}

/** The engine's answer for East's revoke with these facts: it rules, or a finding says why not. */
function engine(edition: Edition, known: Partial<Record<FactName, string>>): 'ruled' | 'needs-facts' | 'contradicted' {
  const facts: EventFacts = {};
  for (const [name, value] of Object.entries(known)) Object.assign(facts, { [name]: findFactDefinition(name)!.parse(value!) });
  const event: IrregularityEvent = { trick: 7, seat: 'E', event: 'Revoke', card: '-', choice: 'Established', facts };
  const { rulings, findings } = ruleFromFacts({ declarer: 'S', events: [event], tableTricks: TABLE_TRICKS }, edition);
  if (rulings.length === 1) return 'ruled';
  return findings[0].kind === 'contradicted' ? 'contradicted' : 'needs-facts';
}

/** The board with no Irregularities tag yet, as the recorder sees it before it writes one. */
function recorderModel(edition: Edition): GameModel {
  const text = factsBoard({ laws: edition, result: String(TABLE_TRICKS), irregularities: '' }).replace(/\[Irregularities "[^"]*"\]\n/, '');
  return readGame(text);
}

/** What the recorder still asks for after these answers (the facts it names that are not answered). */
function recorderStillNeeds(model: GameModel, answers: RecorderAnswers): string[] {
  return factsToAsk(model, answers).filter((name) => answers[name] === undefined);
}

/** Every way to give values to `names` on top of `known` (the values of the table). */
function completions(known: Partial<Record<FactName, string>>, names: readonly string[]): Array<Partial<Record<FactName, string>>> {
  let combos = [known];
  for (const name of names) {
    const values = name === 'later' ? ['0', '1', '2', '3', '4'] : VALUES[name as (typeof REVOKE_FACTS)[number]].filter((value) => value !== '');
    combos = combos.flatMap((facts) => values.map((value) => ({ ...facts, [name]: value })));
  }
  return combos;
}

describe('rulings from the facts: one decision of which facts a ruling still needs', () => {
  it('every edition × every combination of a revoke\'s facts: the recorder and the finding name exactly the facts the engine needs', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const edition of EDITIONS) {
      const blank = recorderModel(edition);
      for (const known of combinations()) {
        const words = `${edition} ${factWords(known) || '(no facts)'}`;
        const answers: RecorderAnswers = { event: 'Revoke', trick: '7', seat: 'E', card: '-', choice: 'Established', ...known };
        const asked = recorderStillNeeds(blank, answers);
        const verdict = engine(edition, known);
        const model = readGame(factsBoard({ laws: edition, result: String(TABLE_TRICKS), irregularities: `7 E Revoke - Established ${factWords(known)}`.trim() }));
        const finding = problemsOf(model, 'pbn.irregularities.needs-facts')[0];
        const named = finding ? String(finding.args.missing).split(',') : [];
        checked++;
        if (verdict === 'ruled') {
          if (asked.length > 0) failures.push(`${words}: the engine rules, the recorder still asks ${asked.join(',')}`);
          if (finding) failures.push(`${words}: the engine rules, yet a finding asks ${named.join(',')}`);
          continue;
        }
        if (verdict === 'contradicted') {
          if (asked.length > 0) failures.push(`${words}: the facts contradict the board, the recorder asks ${asked.join(',')}`);
          continue;
        }
        if (asked.length === 0) failures.push(`${words}: the engine cannot rule, the recorder asks nothing`);
        if (named.join(',') !== asked.join(',')) failures.push(`${words}: the finding names ${named.join(',')}, the recorder asks ${asked.join(',')}`);
        // With every fact asked for given, the engine rules (or the answers contradict the board).
        for (const complete of completions(known, asked)) {
          if (engine(edition, complete) === 'needs-facts') failures.push(`${words}: with ${factWords(complete)} the engine still cannot rule`);
        }
        // Each fact asked for is needed: with the others given, some answers still leave the engine unable to rule.
        for (const name of asked) {
          const others = asked.filter((other) => other !== name);
          if (!completions(known, others).some((facts) => engine(edition, facts) === 'needs-facts')) failures.push(`${words}: ${name} is asked but never needed`);
        }
      }
    }
    assert.equal(checked, EDITIONS.length * 2 * 5 * 5 * 3);
    assert.deepEqual(failures.slice(0, 12), [], `${failures.length} disagreements`);
  });

  it('a claim: only a disputed one needs award (Law 70); agreed (69) and play on after it (2017 68D2(b)(ii): the score then obtained stands) none', () => {
    for (const choice of ['Agreed', 'Disputed', 'PlayedOn']) {
      const answers: RecorderAnswers = { event: 'Claim', trick: '9', seat: 'S', choice };
      const asked = recorderStillNeeds(recorderModel('2017'), answers);
      const model = readGame(factsBoard({ laws: '2017', result: String(TABLE_TRICKS), irregularities: `9 S Claim - ${choice}` }));
      const state = problemsOf(model, 'pbn.irregularities.claim-facts')[0]?.args.state;
      assert.deepEqual(asked, choice === 'Disputed' ? ['award'] : [], choice);
      assert.equal(state, { Agreed: 'agreed', Disputed: 'needs-award', PlayedOn: 'played-on' }[choice], choice);
    }
    const playedOn = readGame(factsBoard({ laws: '2017', result: String(TABLE_TRICKS), irregularities: '9 S Claim - PlayedOn' }));
    assert.equal(diagnosticMessage('pbn.irregularities.claim-facts', problemsOf(playedOn, 'pbn.irregularities.claim-facts')[0].args, 'en'),
      'Claim, Irregularities event "9 S Claim - PlayedOn": play went on after the claim, so the claim lapsed and the Result, the score then obtained, stands (Law 68D2b, Laws 2017).');
    assert.equal(diagnosticMessage('pbn.irregularities.claim-facts', problemsOf(playedOn, 'pbn.irregularities.claim-facts')[0].args, 'nl'),
      'Claim, Irregularities-gebeurtenis "9 S Claim - PlayedOn": na de claim werd doorgespeeld, dus de claim vervalt en het Result, de score die toen behaald werd, blijft staan (artikel 68D2b, Spelregels 2017).');
  });

  it('1997 Law 64A2 (seed 000 Art. 64A2): won=S later=1 — legal cannot matter, 1 trick to NS, Result 10, Score NS 420; nothing more is asked', () => {
    const model = readGame(factsBoard({ laws: '1997', result: '9', score: 'NS -50', irregularities: '7 E Revoke - Established won=S later=1' }));
    assert.deepEqual(problemsOf(model, 'pbn.irregularities.needs-facts'), []);
    const [ruling] = model.rulings;
    assert.equal(ruling.kind === 'revoke' && `${ruling.law} ${ruling.transfer}→${ruling.to}`, '64A2 1→NS');
    assert.equal(model.outcome?.expectedResult, '10');
    assert.equal(model.outcome?.expectedScoreText, 'NS 420');
    const answers: RecorderAnswers = { event: 'Revoke', trick: '7', seat: 'E', card: '-', choice: 'Established', won: 'S', later: '1' };
    assert.deepEqual(recorderStillNeeds(recorderModel('1997'), answers), []);
  });

  it('won=S later=2 per edition: 1987 and 1997 64A2 — legal decides (yes: 2 tricks, no: 1) and is asked; 2007 and 2017 64A2: 1 trick; 1975 Law 64 by side: 1 trick', () => {
    const answers: RecorderAnswers = { event: 'Revoke', trick: '7', seat: 'E', card: '-', choice: 'Established', won: 'S', later: '2' };
    const expected: Record<Edition, { asks: string[]; rulings: string[] }> = {
      1975: { asks: [], rulings: ['64 1'] },
      1987: { asks: ['legal'], rulings: ['64A2 2', '64A2 1'] },
      1997: { asks: ['legal'], rulings: ['64A2 2', '64A2 1'] },
      2007: { asks: [], rulings: ['64A2 1'] },
      2017: { asks: [], rulings: ['64A2 1'] },
    };
    for (const edition of EDITIONS) {
      assert.deepEqual(recorderStillNeeds(recorderModel(edition), answers), expected[edition].asks, edition);
      const rulingsWith = (extra: string) => {
        const model = readGame(factsBoard({ laws: edition, result: '9', irregularities: `7 E Revoke - Established won=S later=2${extra}` }));
        return model.rulings.map((ruling) => (ruling.kind === 'revoke' ? `${ruling.law} ${ruling.transfer}` : ruling.kind));
      };
      const got = expected[edition].asks.length ? [...rulingsWith(' legal=yes'), ...rulingsWith(' legal=no')] : rulingsWith('');
      assert.deepEqual(got, expected[edition].rulings, edition);
    }
  });
});

/** East's revoke at trick 7, no play record, North declares (South is dummy), the table result not given. */
function eastRevoke(facts: EventFacts = {}, extra: Partial<IrregularityEvent> = {}, others: IrregularityEvent[] = []): FactsBoard {
  return { declarer: 'N', events: [...others, { trick: 7, seat: 'E', event: 'Revoke', card: '-', choice: 'Established', facts, ...extra }] };
}

function stillNeeded(edition: Edition, board: FactsBoard, index = board.events.length - 1): FactName[] {
  return factsStillNeeded(board, edition, index);
}

describe('rulings from the facts: the facts the engine still needs, per edition', () => {
  it('2017 and 2007 (64A1/64A2): won and later; never legal (no extra trick)', () => {
    for (const edition of ['2017', '2007'] as const) {
      assert.deepEqual(stillNeeded(edition, eastRevoke()), ['won', 'later'], edition);
      assert.deepEqual(stillNeeded(edition, eastRevoke({ won: 'S', later: 2 })), [], edition);
    }
  });

  it('1997 and 1987 (64A2 extra trick): legal only where it can change the ruling — someone else won trick 7 and EW won two tricks or more from it on', () => {
    for (const edition of ['1997', '1987'] as const) {
      assert.deepEqual(stillNeeded(edition, eastRevoke()), ['won', 'later', 'legal'], edition);
      assert.deepEqual(stillNeeded(edition, eastRevoke({ won: 'S', later: 2 })), ['legal'], `${edition}: an opponent won it, EW two later`);
      assert.deepEqual(stillNeeded(edition, eastRevoke({ won: 'W', later: 1 })), ['legal'], `${edition}: partner won it, EW one later: two from trick 7 on`);
      assert.deepEqual(stillNeeded(edition, eastRevoke({ won: 'S', later: 1 })), [], `${edition}: one trick from trick 7 on caps the transfer at one`);
      assert.deepEqual(stillNeeded(edition, eastRevoke({ won: 'E', later: 1 })), [], `${edition}: 64A1, the offender won it`);
      assert.deepEqual(stillNeeded(edition, eastRevoke({ won: 'S', later: 0 })), [], `${edition}: 64B1`);
    }
  });

  it('1975 (Law 64, by side): won and later, never legal', () => {
    assert.deepEqual(stillNeeded('1975', eastRevoke()), ['won', 'later']);
    assert.deepEqual(stillNeeded('1975', eastRevoke({ won: 'S', later: 3 })), []);
  });

  it('64B2 (1975 64b): a second revoke by East asks led of both once won and later are given', () => {
    const earlier: IrregularityEvent = { trick: 4, seat: 'E', event: 'Revoke', card: '-', choice: 'Established', facts: { won: 'E', later: 3 } };
    for (const edition of ['1975', '1997', '2017'] as const) {
      const board = eastRevoke({ won: 'S', later: 1 }, {}, [earlier]);
      assert.deepEqual(stillNeeded(edition, board, 1), ['led'], `${edition}: the second revoke`);
      assert.deepEqual(stillNeeded(edition, board, 0), ['led'], `${edition}: the first revoke's suit is compared`);
      const suits = eastRevoke({ won: 'S', later: 1, led: 'H' }, {}, [{ ...earlier, facts: { ...earlier.facts, led: 'H' } }]);
      assert.deepEqual([stillNeeded(edition, suits, 0), stillNeeded(edition, suits, 1)], [[], []], `${edition}: both suits given`);
    }
  });

  it('needs no fact where the Laws decide without them: trick 12 (64B6; 1975 64e), dummy (64B3; 64c), the next board (64B4; 64d1), corrected (62)', () => {
    for (const edition of EDITIONS) {
      assert.deepEqual(stillNeeded(edition, eastRevoke({}, { trick: 12 })), [], `${edition}: trick 12`);
      assert.deepEqual(stillNeeded(edition, eastRevoke({}, { seat: 'S' })), [], `${edition}: dummy`);
      assert.deepEqual(stillNeeded(edition, eastRevoke({}, { choice: 'NextBoard' })), [], `${edition}: next board`);
      assert.deepEqual(stillNeeded(edition, eastRevoke({}, { choice: 'Corrected' })), [], `${edition}: corrected`);
    }
  });

  it('64B7 (2007, 2017): both sides revoked — nothing needed; 1997 has no 64B7: both transfer, so East\'s revoke needs its facts', () => {
    const south: IrregularityEvent = { trick: 3, seat: 'S', event: 'Revoke', card: '-', choice: 'Established', facts: { won: 'S', later: 5 } };
    const board = { ...eastRevoke({}, {}, [south]), declarer: 'S' as const };
    assert.deepEqual(stillNeeded('2017', board), []);
    assert.deepEqual(stillNeeded('2007', board), []);
    assert.deepEqual(stillNeeded('1997', board), ['won', 'later', 'legal']);
  });
});
