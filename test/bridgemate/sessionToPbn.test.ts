/**
 * A Bridgemate session (.bws, written by test/support/bridgemateSession.ts) projected onto PBN
 * (server/src/bridgemate/): the deal from the HandRecord (tens entered as `10`), else from a PBN
 * given beside, else `?`; dealer and vulnerability from the board number; one ScoreTable row per
 * result not erased, in Bridgemate's spellings read as PBN (`4 S x` `-1` → 4SX, 9 tricks; `S10`
 * → ST; `PASS`; remarks kept); a game per table whose calls and cards were kept, the cards in
 * the seat columns from the opening leader (a card entered as `Hx` is unknown, `-`, with
 * `{Bridgemate Hx}` beside it); unreadable
 * files refused in one sentence. Expected values are worked out from the board and the entries.
 */
import assert from 'node:assert/strict';
import { boardDealsOfPbn } from '../../server/src/bridgemate/boardDeals';
import { BwsReadError, readBwsSession } from '../../server/src/bridgemate/sessionTables';
import { bwsSessionToPbn } from '../../server/src/bridgemate/sessionToPbn';
import { bwsBytes, ResultSpec, SessionSpec } from '../support/bridgemateSession';

// Board 7 of samples/audit.pbn.
const DEAL = 'N:Q53.AKQ.96.K8754 KT98.JT7.KQ43.A6 A64.843.T752.J93 J72.9652.AJ8.QT2';

function result(table: number, contract: string, declarer: string, outcome: string, lead: string, extra: Partial<ResultSpec> = {}): ResultSpec {
  return { table, round: 1, board: 7, contract, declarer, result: outcome, lead, ...extra };
}

const RESULTS: ResultSpec[] = [
  result(1, '3 NT', 'W', '=', 'C5'),
  result(2, '7 NT', 'W', '-6', 'C5', { erased: true }),
  result(3, '4 S x', 'N', '-1', 'H10', { round: 2 }),
  result(4, 'PASS', '', '', ''),
  result(5, '', '', '', '', { remarks: 'Arbitral score' }),
  result(6, '', '', '', '', { remarks: '40%-60%' }),
];

function project(spec: SessionSpec, deals?: Map<number, string>): string {
  return bwsSessionToPbn(readBwsSession(bwsBytes(spec)), { event: 'Club pairs', deals });
}

/** A tag's value in the first game that has it. */
function tag(pbn: string, name: string, game = 0): string | undefined {
  const text = pbn.split(/\n\n/).filter((part) => part.includes('[Board '))[game];
  return new RegExp(`^\\[${name} "([^"]*)"\\]$`, 'm').exec(text ?? '')?.[1];
}

/** The rows of the first ScoreTable, as cells (a quoted cell kept whole). */
function scoreRows(pbn: string): string[][] {
  const lines = pbn.split('\n');
  const start = lines.findIndex((line) => line.startsWith('[ScoreTable '));
  const rows: string[][] = [];
  for (let at = start + 1; at < lines.length && lines[at].trim() !== ''; at++) rows.push(lines[at].match(/"[^"]*"|\S+/g)!);
  return rows;
}

/** The section lines after a tag in game `game`, up to the next tag or blank line. */
function sectionAfter(pbn: string, name: string, game: number): string[] {
  const text = pbn.split(/\n\n/).filter((part) => part.includes('[Board '))[game];
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`[${name} `));
  const found: string[] = [];
  for (let at = start + 1; at < lines.length && lines[at] !== '' && !lines[at].startsWith('['); at++) found.push(lines[at]);
  return found;
}

describe('Bridgemate .bws projected onto PBN', () => {
  it('the board: deal from the HandRecord (tens entered as 10), dealer S and both vulnerable for board 7, the section letter, the date logged', () => {
    const pbn = project({ results: RESULTS, hands: [{ board: 7, deal: DEAL }] });
    assert.equal(tag(pbn, 'Deal'), DEAL);
    assert.equal(tag(pbn, 'Board'), '7');
    assert.equal(tag(pbn, 'Dealer'), 'S');
    assert.equal(tag(pbn, 'Vulnerable'), 'All');
    assert.equal(tag(pbn, 'Section'), 'A');
    assert.equal(tag(pbn, 'Event'), 'Club pairs');
    assert.equal(tag(pbn, 'Date'), '2026.03.21');
  });

  it('the traveller: a row per result not erased, contract, declarer, tricks taken, lead and remarks as PBN reads them', () => {
    const rows = scoreRows(project({ results: RESULTS, hands: [{ board: 7, deal: DEAL }] }));
    assert.deepEqual(rows, [
      ['1', '1', '1', '11', '3NT', 'W', '9', 'C5', '-'],
      // 4♠ doubled one down: 10 - 1 = 9 tricks; the lead ♥10 entered as H10.
      ['3', '2', '3', '13', '4SX', 'N', '9', 'HT', '-'],
      ['4', '1', '4', '14', 'Pass', '-', '-', '-', '-'],
      ['5', '1', '5', '15', '-', '-', '-', '-', '"Arbitral score"'],
      ['6', '1', '6', '16', '-', '-', '-', '-', '"40%-60%"'],
    ]);
  });

  it('without a HandRecord (or with empty hands) the deal comes from a PBN given beside, by board number; a board it lacks gets ?', () => {
    const beside = boardDealsOfPbn(`[Event ""]\n[Board "7"]\n[Deal "${DEAL}"]\n\n[Event ""]\n[Board "9"]\n[Deal "?"]\n`);
    assert.deepEqual([...beside.keys()], [7]);
    const spec: SessionSpec = { results: [RESULTS[0], { ...RESULTS[0], board: 8 }], without: ['HandRecord'] };
    const pbn = project(spec, beside);
    assert.equal(tag(pbn, 'Deal', 0), DEAL);
    // A HandRecord row whose sixteen suits are empty is no hand record.
    const blank = project({ ...spec, without: [], hands: [{ board: 7, deal: 'N:... ... ... ...' }] }, beside);
    assert.equal(tag(blank, 'Deal', 0), DEAL);
    assert.equal(tag(pbn, 'Board', 1), '8');
    assert.equal(tag(pbn, 'Deal', 1), '?');
  });

  it("a table's kept calls and cards: its own game with Table and Round, the auction from the dealer, the cards in the seat columns from the opening leader", () => {
    const calls: Array<[string, string]> = [['S', 'PASS'], ['W', '1NT'], ['N', 'PASS'], ['E', '3NT'], ['S', 'PASS'], ['W', 'PASS'], ['N', 'x'], ['E', 'PASS'], ['S', 'PASS'], ['W', 'PASS']];
    // West declares 3NT: North leads. Trick 1 won by West's ♣Q, trick 2 by South's ♠A, trick 3 by North's ♥A.
    const cards: Array<[string, string]> = [
      ['N', 'C5'], ['E', 'C6'], ['S', 'C3'], ['W', 'CQ'],
      ['W', 'S2'], ['N', 'S3'], ['E', 'S10'], ['S', 'SA'],
      ['S', 'Hx'], ['W', 'H2'], ['N', 'HA'], ['E', 'H7'],
    ];
    const pbn = project({
      results: [result(1, '3 NT x', 'W', '=', 'C5')], hands: [{ board: 7, deal: DEAL }],
      calls: [{ table: 1, round: 1, board: 7, entries: calls }], cards: [{ table: 1, round: 1, board: 7, entries: cards }],
    });
    assert.equal(tag(pbn, 'Table', 1), '1');
    assert.equal(tag(pbn, 'Round', 1), '1');
    assert.equal(tag(pbn, 'Contract', 1), '3NTX');
    assert.equal(tag(pbn, 'Declarer', 1), 'W');
    assert.equal(tag(pbn, 'Result', 1), '9');
    assert.equal(tag(pbn, 'Auction', 1), 'S');
    assert.deepEqual(sectionAfter(pbn, 'Auction', 1), ['Pass 1NT Pass 3NT', 'Pass Pass X Pass', 'Pass Pass']);
    assert.equal(tag(pbn, 'Play', 1), 'N');
    // Columns N E S W; South's heart at trick 3 was entered without its rank: unknown, what was entered beside it.
    assert.deepEqual(sectionAfter(pbn, 'Play', 1), ['C5 C6 C3 CQ', 'S3 ST SA S2', 'HA H7 - {Bridgemate Hx} H2', '*']);
  });

  it('a trick whose entries are not the four seats is written in the order entered (the record is broken, not the play)', () => {
    // North entered twice in trick 2, South not at all: the cards go round from the first one's seat.
    const cards: Array<[string, string]> = [['N', 'C5'], ['E', 'C6'], ['S', 'C3'], ['W', 'CQ'], ['W', 'S2'], ['N', 'S3'], ['E', 'S10'], ['N', 'SA']];
    const pbn = project({ results: [result(1, '3 NT', 'W', '=', 'C5')], hands: [{ board: 7, deal: DEAL }], cards: [{ table: 1, round: 1, board: 7, entries: cards }] });
    assert.deepEqual(sectionAfter(pbn, 'Play', 1), ['C5 C6 C3 CQ', 'S3 ST SA S2', '*']);
    // Entered W N E N with North's ♠A (South's card) second: from West's column on, ♠A lands with North, who does not hold it.
    const misplaced: Array<[string, string]> = [['N', 'C5'], ['E', 'C6'], ['S', 'C3'], ['W', 'CQ'], ['W', 'S2'], ['N', 'SA'], ['E', 'S10'], ['N', 'S3']];
    const broken = project({ results: [result(1, '3 NT', 'W', '=', 'C5')], hands: [{ board: 7, deal: DEAL }], cards: [{ table: 1, round: 1, board: 7, entries: misplaced }] });
    assert.deepEqual(sectionAfter(broken, 'Play', 1), ['C5 C6 C3 CQ', 'SA ST S3 S2', '*']);
  });

  it('sections: a game per section and board in that order, each with its own hand record and letter (no deal borrowed from another section)', () => {
    // Section B plays board 1 with East and South's hands exchanged: its own HandRecord.
    const [north, east, south, west] = DEAL.slice(2).split(' ');
    const otherDeal = `N:${north} ${south} ${east} ${west}`;
    const pbn = project({
      sections: [{ id: 1, letter: 'A' }, { id: 2, letter: 'B' }],
      results: [
        { section: 2, table: 1, round: 1, board: 1, contract: 'PASS' },
        { section: 1, table: 1, round: 1, board: 2, contract: 'PASS' },
        { section: 1, table: 1, round: 1, board: 1, contract: 'PASS' },
      ],
      hands: [{ section: 1, board: 1, deal: DEAL }, { section: 2, board: 1, deal: otherDeal }],
    });
    const games = [0, 1, 2].map((game) => [tag(pbn, 'Section', game), tag(pbn, 'Board', game), tag(pbn, 'Dealer', game), tag(pbn, 'Vulnerable', game), tag(pbn, 'Deal', game)]);
    assert.deepEqual(games, [['A', '1', 'N', 'None', DEAL], ['A', '2', 'E', 'NS', '?'], ['B', '1', 'N', 'None', otherDeal]]);
  });

  it('an erased call is left out; an unreadable call ends the auction (*)', () => {
    const calls: Array<[string, string]> = [['S', '1H'], ['S', 'PASS'], ['W', '1NT'], ['N', '1Z'], ['E', 'PASS']];
    const pbn = project({ results: [result(1, '1 NT', 'W', '=', 'C5')], hands: [{ board: 7, deal: DEAL }], calls: [{ table: 1, round: 1, board: 7, entries: calls, erased: [0] }] });
    assert.deepEqual(sectionAfter(pbn, 'Auction', 1), ['Pass 1NT *']);
  });

  it('refuses bytes that are not a session, in one sentence', () => {
    assert.throws(() => readBwsSession(Buffer.from('not a database at all')), (error: unknown) => error instanceof BwsReadError && /^not an Access database/.test((error as Error).message));
    assert.throws(() => readBwsSession(bwsBytes({ results: [], without: ['ReceivedData'] })), (error: unknown) => error instanceof BwsReadError && (error as Error).message === 'no ReceivedData table: not a Bridgemate session');
  });
});
