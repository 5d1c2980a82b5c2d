/**
 * The double-dummy engine: one DDS WebAssembly instance and the four questions we ask it, each
 * taking and returning our model's types. Calls are synchronous (run it in a worker, see
 * ../worker/); input is validated first, and every DDS return code becomes a `DdError`.
 */
import { Card, Strain, sortCards } from '../../../bridge/cards';
import { Vulnerability } from '../../../bridge/contract';
import { SEATS, Seat, seatAfter, sideOf } from '../../../bridge/seats';
import { DdError } from '../../logic/ddError';
import { DdsModule, loadDdsModule } from './ddsModule';
import { DDS_STRAINS, cardOf, cardsOfHolding, handIndex, strainIndex } from './encoding';
import { parResult } from './parContracts';
import { checkedPlay } from './playCheck';
import { readDealerPar, readFutureTricks, readInts, readText, writeDeal, writeInts, writePlayTrace, writeTableDeal } from './structs';
import { CardScore, DdTable, DealHands, KnownHands, ParResult, PlayTrace, Position, SolvedPosition } from '../../../shapes/ddTypes';
import { checkedPosition, equalHands } from './validation';
import { largest } from '../../../arrays';

const VULNERABLE_CODES: Record<Vulnerability, number> = { None: 0, All: 1, NS: 2, EW: 3 };
/** SolveBoard: target -1 (the most tricks), solutions 3 (every legal card), mode 1 (always search). */
const TARGET_MAX = -1, ALL_CARDS = 3, ALWAYS_SEARCH = 1;
/** Offsets in our scratch block: an input struct, a second input, the result, an error line. */
const INPUT = 0, INPUT2 = 512, OUTPUT = 1024, ERROR_LINE = 1536, SCRATCH_BYTES = 2048;

/** Strains in the order PBN's OptimumResultTable lists them, the keys' order in a `DdTable`. */
const TABLE_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** Hand-diagram order: spades first, high cards first. */
const compareCards = (a: Card, b: Card) => (a === b ? 0 : sortCards([a, b])[0] === a ? -1 : 1);

/** One DDS instance answering double-dummy questions. */
export class DdsEngine {
  /** True after a WebAssembly trap: load a new engine. */
  broken = false;

  private constructor(private readonly dds: DdsModule, private readonly scratch: number) {}

  /** Loads the engine from `directory` (default: the built `dist/`). */
  static async load(directory?: string): Promise<DdsEngine> {
    const dds = await loadDdsModule(directory);
    return new DdsEngine(dds, dds._malloc(SCRATCH_BYTES));
  }

  /**
   * Tricks for each declarer in each strain: DDS CalcDDtable for a full deal; for an end position
   * (equal hands of fewer than 13 cards, which CalcDDtable miscounts) one SolveBoard per strain
   * and opening leader, declarer taking what the leader's side does not.
   */
  ddTable(hands: DealHands): DdTable {
    const known = equalHands(hands);
    if (known.N.length < 13) return this.endPositionTable(known);
    writeTableDeal(this.dds, this.scratch + INPUT, known);
    this.call('CalcDDtable', () => this.dds._CalcDDtable(this.scratch + INPUT, this.scratch + OUTPUT));
    const cells = readInts(this.dds, this.scratch + OUTPUT, 20);
    const table = {} as DdTable;
    for (const seat of SEATS) {
      table[seat] = {} as Record<Strain, number>;
      for (const strain of TABLE_STRAINS) table[seat][strain] = cells[strainIndex(strain) * 4 + handIndex(seat)];
    }
    return table;
  }

  private endPositionTable(hands: KnownHands): DdTable {
    const table = {} as DdTable;
    for (const declarer of SEATS) {
      table[declarer] = {} as Record<Strain, number>;
      for (const strain of TABLE_STRAINS) {
        writeDeal(this.dds, this.scratch + INPUT, strainIndex(strain), handIndex(seatAfter(declarer)), [], hands);
        this.call('SolveBoard', () => this.dds._SolveBoard(this.scratch + INPUT, TARGET_MAX, 1, ALWAYS_SEARCH, this.scratch + OUTPUT, 0));
        const defenders = readFutureTricks(this.dds, this.scratch + OUTPUT).cards[0].score;
        table[declarer][strain] = hands.N.length - defenders;
      }
    }
    return table;
  }

  /** The par score and contracts of a DD table for the board's dealer and vulnerability (DDS DealerPar). */
  par(table: DdTable, dealer: Seat, vulnerability: Vulnerability): ParResult {
    const cells = DDS_STRAINS.flatMap((strain) => SEATS.map((seat) => table[seat][strain]));
    writeInts(this.dds, this.scratch + INPUT, cells);
    this.call('DealerPar', () => this.dds._DealerPar(this.scratch + INPUT, this.scratch + OUTPUT, handIndex(dealer), VULNERABLE_CODES[vulnerability]));
    const { score, contracts } = readDealerPar(this.dds, this.scratch + OUTPUT);
    return parResult(score, contracts);
  }

  /** Every legal card of the seat to play with the tricks his side then takes (DDS SolveBoard). */
  solvePosition(position: Position): SolvedPosition {
    const { hands, trick } = checkedPosition(position);
    const seatToPlay = seatAfter(position.leader, trick.length);
    writeDeal(this.dds, this.scratch + INPUT, strainIndex(position.trump), handIndex(position.leader), trick, hands);
    this.call('SolveBoard', () => this.dds._SolveBoard(this.scratch + INPUT, TARGET_MAX, ALL_CARDS, ALWAYS_SEARCH, this.scratch + OUTPUT, 0));
    const cards: CardScore[] = readFutureTricks(this.dds, this.scratch + OUTPUT).cards.flatMap(({ suit, rank, equals, score }) =>
      [cardOf(suit, rank), ...cardsOfHolding(suit, equals)].map((card) => ({ card, tricks: score })))
      .sort((a, b) => b.tricks - a.tricks || compareCards(a.card, b.card));
    const tricks = largest(cards.map((card) => card.tricks));
    return { seatToPlay, side: sideOf(seatToPlay), remainingTricks: hands[seatToPlay].length, tricks, cards };
  }

  /** The most tricks the side to play takes from `position` (DDS SolveBoard, one card only: quicker than `solvePosition`). */
  mostTricks(position: Position): number {
    const { hands, trick } = checkedPosition(position);
    writeDeal(this.dds, this.scratch + INPUT, strainIndex(position.trump), handIndex(position.leader), trick, hands);
    this.call('SolveBoard', () => this.dds._SolveBoard(this.scratch + INPUT, TARGET_MAX, 1, ALWAYS_SEARCH, this.scratch + OUTPUT, 0));
    return readFutureTricks(this.dds, this.scratch + OUTPUT).cards[0].score;
  }

  /**
   * Whether the side to play takes at least `target` tricks from `position`: one zero-window
   * search (DDS SolveBoard with that target and one solution) instead of the several an exact
   * count takes (DDS steps its guess one trick at a time from 7). DDS answers the last trick
   * with its count whatever the target, and refuses a target above the tricks left.
   */
  reaches(position: Position, target: number): boolean {
    const { hands, trick } = checkedPosition(position);
    const remaining = hands[seatAfter(position.leader, trick.length)].length;
    if (target <= 0) return true;
    if (target > remaining) return false;
    writeDeal(this.dds, this.scratch + INPUT, strainIndex(position.trump), handIndex(position.leader), trick, hands);
    this.call('SolveBoard', () => this.dds._SolveBoard(this.scratch + INPUT, target, 1, ALWAYS_SEARCH, this.scratch + OUTPUT, 0));
    const { cards } = readFutureTricks(this.dds, this.scratch + OUTPUT);
    return cards.length > 0 && cards[0].score >= target;
  }

  /**
   * Declarer's side's DD tricks before the lead and after each played card, tricks won included
   * (DDS AnalysePlayBin, whose trace ends before the last trick; we carry its value through it).
   * `leader` is declarer's left-hand opponent unless an end position says otherwise; DDS counts for
   * the leader's right-hand side, so a leader of declarer's own side has the trace turned round.
   */
  analysePlay(hands: DealHands, trump: Strain, declarer: Seat, played: readonly Card[], leader: Seat = seatAfter(declarer)): PlayTrace {
    const known = equalHands(hands);
    const cards = checkedPlay(known, trump, leader, played);
    writeDeal(this.dds, this.scratch + INPUT, strainIndex(trump), handIndex(leader), [], known);
    writePlayTrace(this.dds, this.scratch + INPUT2, cards);
    this.call('AnalysePlayBin', () => this.dds._AnalysePlayBin(this.scratch + INPUT, this.scratch + INPUT2, this.scratch + OUTPUT, 0));
    const [number] = readInts(this.dds, this.scratch + OUTPUT, 1);
    const counted = readInts(this.dds, this.scratch + OUTPUT + 4, Math.min(Math.max(number, 1), 53));
    // DDS stops before the last trick, whose cards are forced: the value cannot change any more.
    while (counted.length < cards.length + 1) counted.push(counted[counted.length - 1]);
    const forDeclarer = sideOf(seatAfter(leader, 3)) === sideOf(declarer);
    return { declarer, side: sideOf(declarer), trace: forDeclarer ? counted : counted.map((tricks) => known.N.length - tricks) };
  }

  /**
   * Runs a DDS function; a return code other than 1 (success) becomes `dd.engine`, a WebAssembly
   * trap `dd.engine-crashed` (the instance is then unusable: its owner must load a new one).
   */
  private call(name: string, run: () => number): void {
    let returnCode: number;
    try {
      returnCode = run();
    } catch (error) {
      this.broken = true;
      throw new DdError('dd.engine-crashed', { reason: `${name}: ${(error as Error).message}` });
    }
    if (returnCode === 1) return;
    this.dds._ErrorMessage(returnCode, this.scratch + ERROR_LINE);
    throw new DdError('dd.engine', { function: name, returnCode, ddsText: readText(this.dds, this.scratch + ERROR_LINE, 80) });
  }
}
