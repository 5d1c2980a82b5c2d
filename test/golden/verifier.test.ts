/**
 * Golden tests against the reference PBN Verifier's own fixtures (shared/corpus/verifier). The
 * correct_* and basic_* files must give no error at all. For every game of the errors_* files,
 * the expectation is the verifier's message kind named in the game's `%` comments and in
 * reference/pbn.md §19, mapped to our code by the table below, at the line of the faulty token
 * (found by its text in the game, never copied from our output). Diagnostics are assigned to a
 * game by the `% ==== game n ====` header lines. Where we deliberately differ from the verifier,
 * the expectation says so in its `differs` note, which is part of the test title.
 * Test tier: full — conformance against the reference verifier.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Diagnostic } from 'vscode-languageserver-types';
import { CheckedFile, checkFile, describe as describeDiagnostic, diagnosticsOfGame, FixtureGame, fixtureGames, lineOf, SEVERITY_NAMES } from './support/fixtureGames';

/** shared/ sits beside the repository clone: <clone>/test/golden → <clone>/../shared. */
const SHARED = path.resolve(__dirname, '../../../shared');
const VERIFIER = path.join(SHARED, 'corpus', 'verifier');

/** Verifier message kinds (pbn.md §18) → the codes we report for them. */
const VERIFIER_KINDS: Record<string, readonly string[]> = {
  'New tag name': ['pbn.tag.new-name'],
  'New tag value': ['pbn.tag.new-value'],
  'No tag value': ['pbn.tag.missing-value'],
  'Bad character': ['pbn.character.bad', 'pbn.tag.unquoted', 'pbn.string.unterminated', 'pbn.tag.syntax', 'pbn.table.comment'],
  'Wrong character': ['pbn.text.outside-section'],
  'Bad section': ['pbn.note.misplaced'],
  'Bad tag value': ['pbn.tag.bad-value', 'pbn.tag.bad-number', 'pbn.score.syntax', 'pbn.declarer.bad', 'pbn.table.bad-column'],
  'Wrong tag value': ['pbn.vulnerable.bad', 'pbn.deal.duplicate-card', 'pbn.deal.syntax'],
  'Bad number': ['pbn.tag.bad-number', 'pbn.score.syntax', 'pbn.result.syntax', 'pbn.nag.bad-number', 'pbn.note.bad-number'],
  'Bad side': ['pbn.side.bad', 'pbn.auction.wrong-first-seat'],
  'Bad rank': ['pbn.deal.bad-rank', 'pbn.card.bad-token'],
  'Bad suit': ['pbn.card.bad-token'],
  'Bad card': ['pbn.card.bad-token', 'pbn.card.not-in-hand', 'pbn.play.broken-record'],
  'Bad deal': ['pbn.deal.hand-size', 'pbn.deal.empty'],
  'Bad trump': ['pbn.contract.bad-strain', 'pbn.call.bad-strain', 'pbn.call.nonstandard', 'pbn.contract.mismatch'],
  'Bad risk': ['pbn.contract.risk-mismatch'],
  'Bad declarer': ['pbn.declarer.mismatch'],
  'No dealer': ['pbn.auction.no-dealer'],
  'No deal': ['pbn.play.no-deal'],
  'No declarer': ['pbn.play.no-declarer', 'pbn.result.passed-out', 'pbn.result.no-declarer'],
  'No contract': ['pbn.play.no-contract'],
  'Tag exists already': ['pbn.tag.duplicate'],
  'Bad call': ['pbn.call.illegal'],
  'Sufficient': ['pbn.call.sufficient'],
  'Double suffix': ['pbn.suffix.double'],
  'Double nag': ['pbn.nag.double'],
  'Bad nag': ['pbn.nag.bad'],
  'Bad note': ['pbn.note.bad-reference', 'pbn.note.out-of-range'],
  'Double note': ['pbn.note.double'],
  'No note': ['pbn.note.missing'],
  'Unused note': ['pbn.note.unused'],
  'Revoke': ['pbn.revoke.unmarked'],
  'Bad revoke': ['pbn.revoke.bad-mark'],
  'Double illegal': ['pbn.irregularity.double'],
  'Bad illegal': ['pbn.irregularity.combined'],
  'Bad lead': ['pbn.lead.bad-mark'],
  'Bad result': ['pbn.result.caret-required', 'pbn.result.caret-forbidden', 'pbn.ruling.claim'],
  'Bad inheritance': ['pbn.tag.inheritance'],
  'Line too long': ['pbn.line.too-long'],
  'Bad vulnerable': ['pbn.vulnerable.rubber-mismatch'],
  'Bad last card': ['pbn.play.after-plus'],
  'Bad last call': ['pbn.auction.after-plus'],
  'Bad comment': ['pbn.table.comment'],
  'Bad table': ['pbn.table.bad', 'pbn.table.comment'],
  'Bad table order': ['pbn.table.order'],
  'No new line': ['pbn.export.layout'],
};

/** Codes we report below error severity, on purpose (everything else expected here is an error). */
const EXPECTED_SEVERITY: Record<string, 'warning' | 'info'> = {
  'pbn.line.too-long': 'warning', // we read long lines fine; the limit is about other programs
  'pbn.suffix.double': 'warning',
  'pbn.nag.double': 'warning',
  'pbn.tag.duplicate': 'warning', // import format: the later tag is ignored
  'pbn.note.unused': 'warning',
  'pbn.call.nonstandard': 'warning', // `1N`, common in real files
  'pbn.revoke.unmarked': 'warning', // a Laws ruling, not a syntax fault
  'pbn.encoding.not-latin1': 'warning',
  'pbn.export.layout': 'warning', // the verifier's "W: No new line"
  'pbn.tag.new-name': 'warning', // the verifier's "W: New tag name"; producers' own tags are information (pbn.tag.producer)
  'pbn.tag.new-value': 'info',
};

/** One expected diagnostic: verifier kind, our code, the text of its line, how many on that line. */
type Expected = [kind: string, code: string, at: string | RegExp, options?: { count?: number; occurrence?: number }];

/** What one fixture game must produce. */
interface GameExpectation {
  expect: Expected[];
  /** Further error codes we report as consequences (cascades) of the same fault. */
  alsoErrors?: string[];
  /** How and why we differ from the verifier here. */
  differs?: string;
}

const ERRORS_10: Record<number, GameExpectation> = {
  1: { expect: [['New tag name', 'pbn.tag.new-name', '[Wrong']] },
  2: { expect: [['No tag value', 'pbn.tag.missing-value', '[Event]']] },
  3: { expect: [['Bad character', 'pbn.tag.unquoted', 'No_quotes']] },
  4: { expect: [['Bad character', 'pbn.character.bad', 'Here is a tab']] },
  5: { expect: [['Bad tag value', 'pbn.tag.bad-value', '[Round "&"]']] },
  6: { expect: [['Bad tag value', 'pbn.tag.bad-value', '[Round "-1"]']] },
  7: { expect: [['Bad tag value', 'pbn.tag.bad-value', '1995.o6.10']] },
  8: { expect: [['Bad tag value', 'pbn.tag.bad-value', '95.06.10']] },
  9: { expect: [['Bad side', 'pbn.side.bad', 'Black']] },
  10: { expect: [['Wrong tag value', 'pbn.vulnerable.bad', '[Vulnerable "E"]']] },
  11: { expect: [['Bad rank', 'pbn.deal.bad-rank', '[Deal']] },
  12: { expect: [['Wrong tag value', 'pbn.deal.duplicate-card', '[Deal']] },
  13: { expect: [['Bad deal', 'pbn.deal.hand-size', '[Deal']] },
  14: { expect: [['Bad deal', 'pbn.deal.hand-size', '[Deal']] },
  15: { expect: [['Bad deal', 'pbn.deal.hand-size', '[Deal']] },
  16: { expect: [['Wrong tag value', 'pbn.deal.syntax', '[Deal']] },
  17: { expect: [['Bad deal', 'pbn.deal.hand-size', '[Deal']] },
  18: { expect: [['Bad deal', 'pbn.deal.empty', '[Deal']] },
  19: { expect: [['Bad tag value', 'pbn.declarer.bad', 'White']] },
  20: { expect: [['Bad tag value', 'pbn.tag.bad-value', '5Hearts']] },
  21: { expect: [['Bad trump', 'pbn.contract.bad-strain', '5NoTrump']] },
  22: { expect: [['Bad number', 'pbn.result.syntax', 'C-2']] },
  23: { expect: [['Wrong character', 'pbn.text.outside-section', 'bad characters', { count: 2 }], ['Bad section', 'pbn.note.misplaced', '[Note']] },
  24: { expect: [['No dealer', 'pbn.auction.no-dealer', '[Auction']] },
  25: { expect: [['No deal', 'pbn.play.no-deal', '[Play']] },
  26: { expect: [['No declarer', 'pbn.play.no-declarer', '[Play']] },
  27: { expect: [['No contract', 'pbn.play.no-contract', '[Play']] },
  28: { expect: [['Tag exists already', 'pbn.tag.duplicate', '[Site', { occurrence: 2 }], ['Bad side', 'pbn.auction.wrong-first-seat', /^1D$/]] },
  29: { expect: [['Bad side', 'pbn.auction.wrong-first-seat', '- - 1D']] },
  30: { expect: [['Bad trump', 'pbn.call.bad-strain', /^- 1$/]] },
  31: { expect: [['Bad trump', 'pbn.call.nonstandard', '- 1N']], differs: '`1N` is read as 1NT with a warning (real files write it), not rejected' },
  32: { expect: [['Bad call', 'pbn.call.illegal', '- 1D 1C']] },
  33: { expect: [['Bad call', 'pbn.call.illegal', '- 1D Pass X']] },
  34: { expect: [['Bad call', 'pbn.call.illegal', /^XX$/]] },
  35: {
    expect: [
      ['Double suffix', 'pbn.suffix.double', '1C !!!'], ['Double suffix', 'pbn.suffix.double', '1D ! !'],
      ['Double nag', 'pbn.nag.double', '1H ! $3'], ['Double nag', 'pbn.nag.double', '1S $3 !'],
      ['Bad nag', 'pbn.nag.bad', '1NT $7'], ['Bad nag', 'pbn.nag.bad', '2C $256'],
      ['Bad number', 'pbn.nag.bad-number', '2D $a'],
      ['Bad note', 'pbn.note.bad-reference', '2H =a='], ['Bad note', 'pbn.note.bad-reference', '2S =44='],
      ['Double note', 'pbn.note.double', '2NT?=1= =2='], ['No note', 'pbn.note.missing', '2NT?=1= =2=', { count: 2 }],
    ],
  },
  36: { expect: [['Bad declarer', 'pbn.declarer.mismatch', '[Declarer "N"]']] },
  37: { expect: [['Bad declarer', 'pbn.declarer.mismatch', '[Declarer "W"]']] },
  38: { expect: [['Bad declarer', 'pbn.declarer.mismatch', '[Declarer "^S"]']] },
  39: { expect: [['Bad trump', 'pbn.contract.mismatch', '[Contract "1D"]']] },
  40: { expect: [['Bad trump', 'pbn.contract.mismatch', '[Contract "Pass"]']] },
  41: { expect: [['Bad trump', 'pbn.contract.mismatch', '[Contract "Pass"]']] },
  42: { expect: [['Bad risk', 'pbn.contract.risk-mismatch', '[Contract "1CX"]']] },
  43: { expect: [['Bad risk', 'pbn.contract.risk-mismatch', '[Contract "1C"]']] },
  44: { expect: [['Revoke', 'pbn.revoke.unmarked', 'SA HA DA CA']], differs: 'an unmarked revoke is a Laws ruling (warning), not a severe error' },
  45: {
    expect: [
      ['Double suffix', 'pbn.suffix.double', 'SK !!!'], ['Double suffix', 'pbn.suffix.double', 'HK ! !'],
      ['Double nag', 'pbn.nag.double', 'DK ! $9'], ['Double nag', 'pbn.nag.double', 'CK $9 !'],
    ],
  },
  46: {
    expect: [
      ['Bad nag', 'pbn.nag.bad', 'SQ $1'], ['Bad nag', 'pbn.nag.bad', 'HQ $256'],
      ['Bad note', 'pbn.note.bad-reference', 'DQ =a='], ['Bad number', 'pbn.nag.bad-number', 'CQ $a'],
    ],
  },
  47: {
    expect: [
      ['Bad note', 'pbn.note.bad-reference', 'SJ =44='], ['Double note', 'pbn.note.double', 'HJ?=1= =2='],
      ['Bad card', 'pbn.play.broken-record', /^DA$/], ['Bad card', 'pbn.card.not-in-hand', /^S2$/],
      ['No note', 'pbn.note.missing', 'HJ?=1= =2=', { count: 2 }],
    ],
  },
  48: { expect: [['Bad rank', 'pbn.card.bad-token', /^S1$/], ['Bad rank', 'pbn.card.bad-token', /^HHT$/], ['Bad suit', 'pbn.card.bad-token', /^KT$/]] },
  49: {
    expect: [
      // North is void in spades (Deal), so ^R D7 marks a legal discard; East and South held spades: true revokes.
      ['Bad revoke', 'pbn.revoke.bad-mark', 'SQ      ^R D7'],
      // Trick 3 is led by East (won trick 2 with the trump HK), so West's C5 and North's C2 follow suit.
      ['Bad revoke', 'pbn.revoke.bad-mark', '^R ^R C5'], ['Bad revoke', 'pbn.revoke.bad-mark', '^R ^L C2'],
      ['Double illegal', 'pbn.irregularity.double', '^R ^R C5'], ['Double illegal', 'pbn.irregularity.double', /^\^L CK$/],
      ['Bad illegal', 'pbn.irregularity.combined', '^R ^L C2'], ['Bad illegal', 'pbn.irregularity.combined', '^L ^R C6'],
      ['Bad lead', 'pbn.lead.bad-mark', '^L ^R C6'],
    ],
    differs: 'every faulty mark is reported (the verifier gives one Bad revoke per trick), and ^L on East, who was on lead, is a Bad lead too',
  },
  50: { expect: [['Bad lead', 'pbn.lead.bad-mark', '^L SK']] },
  51: { expect: [['Bad revoke', 'pbn.revoke.bad-mark', '^R SK']] },
  52: { expect: [['Bad revoke', 'pbn.revoke.bad-mark', '^R H3']] },
  53: { expect: [['Bad revoke', 'pbn.revoke.bad-mark', '^R S4']] },
  54: { expect: [['No declarer', 'pbn.result.passed-out', '[Result "1"]']], differs: 'one diagnostic at Result for the verifier\'s No declarer + Bad result' },
  55: { expect: [['No declarer', 'pbn.result.passed-out', '[Result "1"]']], differs: 'one diagnostic at Result for the verifier\'s No declarer + Bad result' },
  56: {
    expect: [
      ['Bad note', 'pbn.note.out-of-range', '[Note "0:'], ['Bad note', 'pbn.note.out-of-range', '[Note "33:'],
      ['Unused note', 'pbn.note.unused', '[Note "32:'],
    ],
  },
  57: {
    expect: [['No note', 'pbn.note.missing', '=3='], ['Unused note', 'pbn.note.unused', '[Note "32:']],
    differs: 'no =32= reference exists, so note 32 is unused (the verifier words it "No note for =32=")',
  },
  58: {
    expect: [['Sufficient', 'pbn.call.sufficient', '^I 1S'], ['Bad result', 'pbn.result.caret-forbidden', '[Result "^9"]']],
    differs: 'no Bad declarer cascade: the auction still makes South declarer of 5HX',
  },
  59: {
    expect: [['Double nag', 'pbn.nag.double', '{D1}'], ['Bad nag', 'pbn.nag.bad', '{E1}'], ['Bad nag', 'pbn.nag.bad', '{F1}']],
    differs: '"NS 9 EW 2" is accepted: since PBN 2.0 the two counts need only add up to at most 13',
  },
  // The play stops after six tricks, all NS's: a Result of 4 is one no claim can give, reported once, by the claim, on the Result.
  60: { expect: [['Bad result', 'pbn.ruling.claim', '[Result "4"]']] },
  61: { expect: [] },
  62: {
    expect: ['Dealer', 'Vulnerable', 'Deal', 'Declarer', 'Contract', 'Auction', 'Play']
      .map((tag): Expected => ['Bad inheritance', 'pbn.tag.inheritance', `[${tag} "#"]`]),
  },
  63: {
    expect: [
      ['Bad number', 'pbn.score.syntax', '[Score '], ['Bad number', 'pbn.tag.bad-number', '[ScoreIMP'],
      ['Bad number', 'pbn.tag.bad-number', '[ScorePercentage'], ['Bad number', 'pbn.tag.bad-number', '[ScoreRubber'],
    ],
  },
  ...Object.fromEntries([64, 65, 66].map((game) => [game, {
    expect: [
      ['Bad tag value', 'pbn.score.syntax', '[Score '], ['Bad tag value', 'pbn.tag.bad-number', '[ScoreIMP'],
      ['Bad tag value', 'pbn.tag.bad-number', '[ScorePercentage'], ['Bad tag value', 'pbn.tag.bad-number', '[ScoreRubber'],
    ] as Expected[],
  }])),
  67: { expect: [['Bad tag value', 'pbn.tag.bad-number', '[ScorePercentage "-10"]']] },
  68: {
    expect: [['Line too long', 'pbn.line.too-long', /^1234567890/], ['Line too long', 'pbn.line.too-long', 'An extremely long line']],
    differs: 'a too-long line is a warning (we read it fine), and it causes no Wrong character',
  },
  69: {
    expect: [['Line too long', 'pbn.line.too-long', /^1234567890/], ['Bad character', 'pbn.character.bad', '[Description']],
    differs: 'a too-long line is a warning; the 33 control characters of the Description are one diagnostic',
  },
  70: {
    expect: [
      ['New tag value', 'pbn.tag.new-value', '[WestType'], ['New tag value', 'pbn.tag.new-value', '[Competition'],
      ['New tag value', 'pbn.tag.new-value', '[Scoring'], ['New tag value', 'pbn.tag.new-value', '[Mode'],
    ],
  },
  71: {
    expect: [
      ['No new line', 'pbn.export.layout', '[Site "At Home"]'], ['No new line', 'pbn.export.layout', '1NT Pass Pass 2H'],
      ['No new line', 'pbn.export.layout', 'C8 C5 C6 CJ'], ['No new line', 'pbn.export.layout', /^-  -  -  - - - -/],
      ['No new line', 'pbn.export.layout', '[Generator'], ['No new line', 'pbn.export.layout', '[Description'],
    ],
  },
  72: { expect: ['[Note ""]', '[Note ":"]', '[Note " "]', '[Note "a"]', '[Note "a:"]'].map((at): Expected => ['Bad number', 'pbn.note.bad-number', at]) },
  73: {
    expect: [['Bad rank', 'pbn.card.bad-token', 'C8 CS'], ['Bad rank', 'pbn.card.bad-token', 'D2 DS'], ['Bad card', 'pbn.card.bad-token', '-- -- --', { count: 3 }]],
    differs: 'each of the three `--` tokens is a bad card',
  },
  74: {
    expect: [
      ['Bad character', 'pbn.character.bad', '[Note "1:Ce'], ['Line too long', 'pbn.line.too-long', '[Note "1:Ce'],
      ['Bad character', 'pbn.string.unterminated', '[Note "1:Ce'], ['Bad character', 'pbn.string.unterminated', '[Note "2:'],
      ['Bad result', 'pbn.result.caret-required', '[Result "9"]'],
    ],
    alsoErrors: ['pbn.tag.syntax'],
    differs: 'the unclosed Note tags are still read, so no "No note" cascade',
  },
};

const ERRORS_20: Record<number, GameExpectation> = {
  1: { expect: [['New tag value', 'pbn.tag.new-value', '[Scoring "IMP;??"]']] },
  2: { expect: [['New tag value', 'pbn.tag.new-value', '[Scoring ";"]']] },
  // NS won the first game (100 below the line): NS vulnerable, not All.
  3: { expect: [['Bad vulnerable', 'pbn.vulnerable.rubber-mismatch', '[ScoreRubberHistory']] },
  4: { expect: [['Bad vulnerable', 'pbn.vulnerable.rubber-mismatch', '[Vulnerable']] },
  // Each side won one game: both vulnerable, not None.
  5: { expect: [['Bad vulnerable', 'pbn.vulnerable.rubber-mismatch', '[ScoreRubberHistory']] },
  6: { expect: [['Bad vulnerable', 'pbn.vulnerable.rubber-mismatch', '[Vulnerable']] },
  7: { expect: [['Bad last card', 'pbn.play.after-plus', '+  +  -  SA']] },
  8: { expect: [['Bad last card', 'pbn.play.after-plus', 'S3 +  S7 SA']] },
  9: { expect: [['Bad last call', 'pbn.auction.after-plus', '6S      Pass    +       +']] },
  10: { expect: [['Bad last call', 'pbn.auction.after-plus', '6S      Pass    +       Pass']] },
  11: { expect: [['Bad last call', 'pbn.auction.after-plus', '6S      Pass    Pass    Pass']] },
  12: { expect: [['Bad character', 'pbn.string.unterminated', '[ActionTable']], alsoErrors: ['pbn.tag.syntax'] },
  13: { expect: [['Bad character', 'pbn.string.unterminated', '[ActionTable']], alsoErrors: ['pbn.tag.syntax', 'pbn.table.bad-column'] },
  14: { expect: [['Bad tag value', 'pbn.table.bad-column', '[ActionTable']] },
  15: { expect: [['Bad comment', 'pbn.table.comment', 'no comment allowed']] },
  16: { expect: [['Bad character', 'pbn.character.bad', '1  %'], ['Bad table', 'pbn.table.bad', '1  %']] },
  17: { expect: [['Bad character', 'pbn.tag.syntax', '1  ['], ['Bad table', 'pbn.table.bad', '1  [']] },
  18: { expect: [['Bad character', 'pbn.tag.syntax', '1  ]'], ['Bad table', 'pbn.table.bad', '1  ]']] },
  19: { expect: [['Bad character', 'pbn.table.comment', '1  {'], ['Bad table', 'pbn.table.bad', '1  {']] },
  20: { expect: [], differs: 'the `{` of game 19 opens a comment that spans the blank line (PBN §3.1) and closes at this game\'s `}`, so this game is commentary' },
  21: { expect: [['Bad table', 'pbn.table.bad', '10 -      0  0']] },
  22: { expect: [['Bad table order', 'pbn.table.order', '70.38'], ['Bad table order', 'pbn.table.order', '70.20']] },
  23: { expect: [] },
};

const ERRORS_21: Record<number, GameExpectation> = {
  1: { expect: [['Bad tag value', 'pbn.tag.bad-value', '[OptimumScore "100"]']] },
  2: { expect: [['Bad number', 'pbn.tag.bad-number', '[OptimumScore "EW"]']] },
};

function severityName(diagnostic: Diagnostic): string {
  return SEVERITY_NAMES[diagnostic.severity ?? 1];
}

describe('Golden: reference verifier fixtures', function () {
  before(function () {
    if (fs.existsSync(VERIFIER)) return;
    console.log(`    skipped: the verifier fixtures are not at ${VERIFIER} (CI places shared/ beside the clone as ../shared)`);
    this.skip();
  });

  it('finds the shared corpus beside the clone (skips the suite when ../shared is absent)', function () {
    if (!fs.existsSync(VERIFIER)) this.skip();
    assert.ok(fs.existsSync(path.join(SHARED, 'reference', 'pbn.md')));
  });

  it('maps every expected code to the verifier kind it stands for', () => {
    for (const table of [ERRORS_10, ERRORS_20, ERRORS_21]) {
      for (const game of Object.values(table)) {
        for (const [kind, code] of game.expect) assert.ok(VERIFIER_KINDS[kind]?.includes(code), `${kind} → ${code} is not in the mapping table`);
      }
    }
  });

  for (const name of ['correct_10', 'correct_20', 'correct_21', 'basic_10', 'basic_20']) {
    describe(`${name}.pbn: no errors`, function () {
      let checked: CheckedFile;
      let games: FixtureGame[];
      before(function () {
        if (!fs.existsSync(VERIFIER)) { this.skip(); return; }
        checked = checkFile(path.join(VERIFIER, `${name}.pbn`));
        games = fixtureGames(checked.lines);
      });
      it('holds games', () => assert.ok(games.length > 0 || name.startsWith('basic')));
      it('reports no diagnostic of severity error in any game', () => {
        const errors = checked.diagnostics.filter((diagnostic) => diagnostic.severity === 1);
        assert.deepEqual(errors.map(describeDiagnostic), []);
      });
    });
  }

  it('correct_10 game 3 (all irregularities): the two marked revokes are Laws rulings (warnings), not errors — we differ from the verifier\'s silence on purpose', function () {
    if (!fs.existsSync(VERIFIER)) this.skip();
    const checked = checkFile(path.join(VERIFIER, 'correct_10.pbn'));
    const game = fixtureGames(checked.lines).find((candidate) => candidate.number === 3)!;
    const rulings = diagnosticsOfGame(checked.diagnostics, game).filter((diagnostic) => diagnostic.code === 'pbn.revoke.ruling');
    // East revokes at tricks 2 (^R S5 on a club lead) and 3 (^R C6 on a spade lead).
    assert.deepEqual(rulings.map((diagnostic) => diagnostic.range.start.line), [lineOf(game, 'C5 C2 ^R S5'), lineOf(game, 'S2 H6 ^R C6')]);
    assert.ok(rulings.every((diagnostic) => diagnostic.severity === 2));
  });

  const files: Array<[string, Record<number, GameExpectation>, number]> = [['errors_10', ERRORS_10, 74], ['errors_20', ERRORS_20, 23], ['errors_21', ERRORS_21, 2]];
  for (const [name, table, gameCount] of files) {
    describe(`${name}.pbn`, function () {
      let checked: CheckedFile;
      let games: FixtureGame[];
      before(function () {
        if (!fs.existsSync(VERIFIER)) { this.skip(); return; }
        checked = checkFile(path.join(VERIFIER, `${name}.pbn`));
        games = fixtureGames(checked.lines);
      });

      it(`has ${gameCount} games, each with an expectation`, () => {
        assert.equal(games.length, gameCount);
        assert.deepEqual(games.map((game) => game.number).filter((number) => !table[number]), []);
      });

      for (const [number, expectation] of Object.entries(table)) {
        const kinds = [...new Set(expectation.expect.map(([kind]) => kind))].join(', ') || 'no error';
        const title = `game ${number}: ${kinds}${expectation.differs ? ` (differs from the verifier: ${expectation.differs})` : ''}`;
        it(title, () => {
          const game = games.find((candidate) => candidate.number === Number(number))!;
          const found = diagnosticsOfGame(checked.diagnostics, game);
          const shown = found.map(describeDiagnostic).join('; ');
          for (const [kind, code, at, options] of expectation.expect) {
            const line = lineOf(game, at, options?.occurrence);
            const onLine = found.filter((diagnostic) => diagnostic.code === code && diagnostic.range.start.line === line);
            assert.equal(onLine.length, options?.count ?? 1, `${kind} → ${code} expected on line ${line + 1} (${String(at)}); found: ${shown}`);
            for (const diagnostic of onLine) assert.equal(severityName(diagnostic), EXPECTED_SEVERITY[code] ?? 'error', `${code} severity`);
          }
          const allowed = new Set([...expectation.expect.map(([, code]) => code), ...(expectation.alsoErrors ?? [])]);
          const unexpected = found.filter((diagnostic) => diagnostic.severity === 1 && !allowed.has(String(diagnostic.code)));
          assert.deepEqual(unexpected.map(describeDiagnostic), [], `unexpected errors in game ${number}`);
        });
      }
    });
  }
});
