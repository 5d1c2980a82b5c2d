/**
 * The audit of a traveller (scoring/audit/): deal variants, the checks without double dummy and
 * the double-dummy ones on board 7 of samples/audit.pbn, whose DD tables (support/auditBoards.ts)
 * are DDS's. Each expected finding is worked out by hand from the hands, the tables and Law 77.
 */
import assert from 'node:assert/strict';
import { SEATS } from '../../../server/src/bridge/seats';
import { AuditTables, auditBoard } from '../../../server/src/scoring/audit/auditBoard';
import { DEAL_VARIANTS, recordedSeatOf, rotatedTable, variantHands } from '../../../server/src/scoring/audit/dealVariants';
import { AuditFinding } from '../../../server/src/shapes/auditFindings';
import { findingLine, groupsText } from '../../../server/src/i18n/auditMessages';
import { RECORDED, SAMPLE, SWAPS, inputOf, withRows } from './support/auditBoards';

const tables = (swaps: Record<string, unknown> = SWAPS): AuditTables => ({ recorded: RECORDED, swap: (key) => swaps[key] as never });
const kinds = (findings: readonly AuditFinding[]) => findings.map((finding) => `${finding.row + 1} ${finding.kind}`);

describe('audit: deal variants', () => {
  const input = inputOf(SAMPLE);

  it('nine variants: three rotations and six two-hand swaps', () => {
    assert.equal(DEAL_VARIANTS.length, 9);
  });

  it("one seat on: North's hand is played at East, West's at North", () => {
    const turned = variantHands(input.hands!, { kind: 'rotation', steps: 1 });
    assert.equal(turned.E, input.hands!.N);
    assert.equal(turned.N, input.hands!.W);
    assert.equal(recordedSeatOf({ kind: 'rotation', steps: 3 }, 'W'), 'N');
  });

  it("a rotation's DD table is the recorded one with its seats turned: East declares with North's hand", () => {
    const turned = rotatedTable(RECORDED, { kind: 'rotation', steps: 1 })!;
    for (const seat of SEATS) assert.ok(turned[seat]);
    assert.deepEqual(turned.E, RECORDED.N);
    assert.deepEqual(turned.N, RECORDED.W);
    assert.equal(rotatedTable(RECORDED, { kind: 'swap', seats: ['N', 'E'] }), undefined);
  });

  it('a swap exchanges two hands and leaves the others', () => {
    const swapped = variantHands(input.hands!, { kind: 'swap', seats: ['N', 'E'] });
    assert.equal(swapped.N, input.hands!.E);
    assert.equal(swapped.E, input.hands!.N);
    assert.equal(swapped.S, input.hands!.S);
  });
});

describe('audit: checks without double dummy', () => {
  const audit = auditBoard(inputOf(SAMPLE));

  it('board 7: table 5 lead, table 6 sides, table 7 score, table 10 tricks; nothing else', () => {
    assert.deepEqual(kinds(audit.findings), ['5 lead-not-held', '6 reversed-score', '7 score-mismatch', '10 impossible-result']);
  });

  it('table 5: South leads against 3NT by East, and ♠K is in East\'s hand (KT98)', () => {
    const lead = audit.findings.find((finding) => finding.kind === 'lead-not-held')!;
    assert.deepEqual(lead.evidence, { lead: 'SK', leader: 'S', holder: 'E' });
  });

  it('table 6: 2♠ +1 by West is EW +140, written as NS +140', () => {
    const reversed = audit.findings.find((finding) => finding.kind === 'reversed-score')!;
    assert.deepEqual({ found: (reversed.evidence as { found: number }).found, expected: (reversed.evidence as { expected: number }).expected }, { found: 140, expected: -140 });
  });

  it('table 7: 3NT +1 by West nobody vulnerable is 430 (400 + 30); 460 is the score of 11 tricks', () => {
    const mismatch = audit.findings.find((finding) => finding.kind === 'score-mismatch')!;
    assert.equal((mismatch.evidence as { expected: number }).expected, -430);
    assert.equal((mismatch.evidence as { fitsTricks: number }).fitsTricks, 11);
  });

  it('contracts and declarers that cannot be, and tricks on a passed-out board', () => {
    const rows = auditBoard(inputOf(withRows([' 1 8S  W  9 C5    -  400', ' 2 3NT Q  9 D2    -  400', ' 3 Pass -  3 -     0    -', ' 4 3NT W 9.5 C5   -  400'])));
    assert.deepEqual(rows.findings.map((finding) => [finding.row + 1, (finding.evidence as { reason: string }).reason]), [[1, 'contract'], [2, 'declarer'], [3, 'passed-out'], [4, 'tricks']]);
  });

  it('an artificial score (^) and a row without a lead are left alone', () => {
    const rows = auditBoard(inputOf(withRows([' 1 3NT W  9 -     -  ^300', ' 2 3NT W  9 C5    -  400'])));
    assert.deepEqual(rows.findings, []);
  });
});

describe('audit: double dummy and fouled boards', () => {
  it('board 7 with every table: tables 8 and 11 fouled (N and E swapped at both), table 9 implausible; groups for Law 87B', () => {
    const audit = auditBoard(inputOf(SAMPLE), tables());
    assert.deepEqual(kinds(audit.findings), ['5 lead-not-held', '6 reversed-score', '7 score-mismatch', '8 fouled', '9 implausible-result', '10 impossible-result', '11 fouled']);
    // 3♣ by East, 9 tricks: DD 6 as recorded; with N and E swapped 9 (exact), with N and W swapped 10 (within 1).
    const fouled = audit.findings.find((finding) => finding.kind === 'fouled')!;
    assert.deepEqual(fouled.evidence, {
      contract: { level: 3, strain: 'C', risk: '' }, declarer: 'E', tricks: 9, dd: 6, lead: 'H8',
      explainedBy: { variant: 'swap-NE', dd: 9, leadHeld: true }, alternatives: [{ variant: 'swap-NW', dd: 10, leadHeld: true }],
    });
    // 3NT by West, 13 tricks: DD 9; the other 7 scored tables (1-7) are within 1; no variant gives West more than 10 in NT.
    const implausible = audit.findings.find((finding) => finding.kind === 'implausible-result')!;
    assert.deepEqual({ dd: (implausible.evidence as { dd: number }).dd, within: (implausible.evidence as { fieldWithinOne: number }).fieldWithinOne, field: (implausible.evidence as { field: number }).field }, { dd: 9, within: 7, field: 7 });
    assert.deepEqual(audit.groups, [
      { deal: 'recorded', rows: [0, 1, 2, 3, 4, 5, 6, 8, 9], tables: ['1', '2', '3', '4', '5', '6', '7', '9', '10'] },
      { deal: 'swap-NE', rows: [7, 10], tables: ['8', '11'] },
    ]);
    assert.equal(audit.pending, false);
  });

  it('without the swaps\' tables the board is pending and no rotation explains table 8 (East in clubs: 7, 6, 7)', () => {
    const audit = auditBoard(inputOf(SAMPLE), tables({}));
    assert.equal(audit.pending, true);
    assert.ok(!audit.findings.some((finding) => finding.kind === 'fouled'));
  });

  it('a board turned one seat: 3NT by North, 9 tricks, ♥A led by East, is explained by every hand one seat on', () => {
    // As recorded North takes 4 in NT and East holds no ♥A. One seat on, North holds West's hand
    // (9 in NT) and East holds North's (♥AKQ). One seat back gives 9 too, but East then holds
    // South's hand, without ♥A; the swaps that give North 9 (E-S, S-W) leave ♥A out of East's hand.
    const audit = auditBoard(inputOf(withRows([' 1 3NT N  9 HA  400    -', ' 2 3NT W  9 C5    -  400', ' 3 3NT E  9 D2    -  400'])), tables());
    const fouled = audit.findings.find((finding) => finding.kind === 'fouled')!;
    assert.equal(fouled.row, 0);
    assert.deepEqual((fouled.evidence as { explainedBy: unknown }).explainedBy, { variant: 'rotation-1', dd: 9, leadHeld: true });
    assert.deepEqual((fouled.evidence as { alternatives: unknown[] }).alternatives, []);
  });

  it('one deviant table with no lead evidence is never fouled: table 8 alone (♥8 South\'s as recorded and swapped) is 3 off, no finding (issue 31, item 8)', () => {
    // Tables 1-8 of the sample: 3♣ by E making 9 against DD 6; N-E swapped gives 9, but South holds ♥8 either way, and no
    // other table shows the swap. 3 off is short of implausible (4), so double dummy says nothing about it.
    const rows = SAMPLE.slice(SAMPLE.indexOf('[ScoreTable')).split('\n').slice(1, 9);
    const audit = auditBoard(inputOf(withRows(rows)), tables());
    assert.deepEqual(kinds(audit.findings), ['5 lead-not-held', '6 reversed-score', '7 score-mismatch']);
    assert.equal(audit.groups, undefined);
  });

  it('one deviant table without a lead, 4 off, is at most implausible, never fouled (issue 31, item 8)', () => {
    // 3♣ by East making 10 without a lead: DD 6 as recorded; N-W swapped gives East 10, N-E 9 (within 1), but one table is no foul.
    // The other 7 tables (1-7) are within 1 of double dummy: 7 of 7.
    const rows = [...SAMPLE.slice(SAMPLE.indexOf('[ScoreTable')).split('\n').slice(1, 8), ' 8 3C  E 10 -     -  130'];
    const audit = auditBoard(inputOf(withRows(rows)), tables());
    assert.deepEqual(kinds(audit.findings), ['5 lead-not-held', '6 reversed-score', '7 score-mismatch', '8 implausible-result']);
    assert.equal(audit.groups, undefined);
  });

  it('a row within 1 of double dummy with its lead held is not suspect, however few tables', () => {
    const audit = auditBoard(inputOf(withRows([' 1 3NT W  8 C5    -  -50'])), tables());
    assert.deepEqual(audit.findings, []);
  });
});

describe('audit: messages', () => {
  const audit = auditBoard(inputOf(SAMPLE), tables());
  const line = (row: number, language: 'en' | 'nl') => findingLine(audit.findings.find((finding) => finding.row === row - 1 && finding.kind !== 'lead-not-held')!, language);

  it('in English, in bridge notation', () => {
    assert.equal(line(6, 'en'), 'Table 6: NS +140 is the score with its sides reversed: 2♠ +1 by West scores EW +140 (NS −140)');
    assert.equal(line(8, 'en'), "Table 8: probably fouled (Law 87A): 3♣ = by East, double dummy 6 on the recorded deal; the deal as played had North and East swapped (double dummy 9, the lead ♥8 in South's hand)");
    assert.equal(groupsText(audit.groups!, 'en'), 'score each group separately (Law 87B): as recorded: tables 1, 2, 3, 4, 5, 6, 7, 9, 10; North and East swapped: tables 8, 11');
  });

  it('in Dutch, seats N O Z W and SA', () => {
    assert.equal(line(7, 'nl'), 'Tafel 7: OW +460 klopt niet met 3SA +1 door West (Artikel 77, Spelregels 2017, niemand kwetsbaar: OW +430); het is de score van 11 slagen');
    assert.match(line(8, 'nl'), /Noord en Oost verwisseld/);
  });
});
