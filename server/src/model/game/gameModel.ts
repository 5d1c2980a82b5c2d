/**
 * The bridge model of one game (`GameModel`) and the parts of it that the passes fill in: the
 * Irregularities tag as read, the rectified outcome, the adjusted score and the recomputed
 * traveller. Types only, so that every pass (analyseGame.ts and the files it calls) can name the
 * model without importing the code that builds it.
 */
import { Contract, Vulnerability } from '../../bridge/contract';
import { Seat } from '../../bridge/seats';
import { EventDefinition } from '../../laws/irregularityVocabulary';
import { EditionChoice, IrregularityEvent, Ruling } from '../../shapes/laws';
import { AdjustedScore } from '../../scoring/adjusted/notation';
import { CellFinding } from '../../scoring/traveller/compare';
import { Traveller } from '../../scoring/traveller/readTraveller';
import { Recomputed, RowOverride } from '../../scoring/traveller/recompute';
import { GameSyntax, TagPair } from '../../syntax/gameSyntax';
import { Problem } from '../../syntax/problems';
import { FixBlock } from '../../i18n/diagnostics/entry';
import { AuctionModel } from './auction';
import { DealInfo } from './deal';
import { PlayModel } from './play';
import { ResultValue, ScoreValue } from './result';
import { RulingLine, RulingLineScan } from './rulingLine';

/** Settings that change how a game is read. */
export interface GameOptions {
  /** CLI `--laws`. */
  lawsOption?: string;
  /** The `pbn.laws.edition` setting (`auto` = none). */
  lawsSetting?: string;
}

/** The bridge model of one game. */
export interface GameModel {
  syntax: GameSyntax;
  problems: Problem[];
  /** Effective value of each tag (inheritance resolved). */
  values: ReadonlyMap<string, string>;
  board?: string;
  dealer?: Seat;
  vulnerability?: Vulnerability;
  deal?: DealInfo;
  /** The seat that played the hand (the Declarer tag's seat, also after `^X`). */
  declarer?: Seat;
  /** `[Declarer "^X"]`: declarer and dummy swapped. */
  declarerSwapped: boolean;
  contract?: Contract;
  passedOut: boolean;
  /** End position: hands of fewer than 13 cards. */
  endPosition: boolean;
  auction?: AuctionModel;
  play?: PlayModel;
  result?: ResultValue;
  score?: ScoreValue;
  edition: EditionChoice;
  /** The `[Irregularities]` tag as read. */
  irregularities?: IrregularitiesModel;
  rulings: Ruling[];
  /** What the Result and Score should read given the play and the rulings. */
  outcome?: RectifiedOutcome;
  /** The `[AdjustedScore]` tag as read (Law 12). */
  adjustedScore?: AdjustedScoreModel;
  /** The `[ScoreTable]` traveller, recomputed. */
  traveller?: TravellerModel;
}

/** One field of an event with its offsets (relative to the game). */
export interface EventField {
  text: string;
  start: number;
  end: number;
}

/** One event as written, with its offsets and fields. */
export interface ParsedIrregularity {
  text: string;
  start: number;
  end: number;
  fields: EventField[];
  /** The event for the engine, when every field is well formed. */
  event?: IrregularityEvent;
  definition?: EventDefinition;
}

/** What the game's `[Irregularities]` tag says. */
export interface IrregularitiesModel {
  entries: ParsedIrregularity[];
  /** The well-formed events, in tag order (what the engine reads). */
  events: IrregularityEvent[];
}

/** Why a fix must leave a game's Result alone (the registry names the diagnostic that explains each: its `blocksFix` trait). */
export type { FixBlock } from '../../i18n/diagnostics/entry';

/** What Result and Score should say for a game. */
export interface RectifiedOutcome {
  /** Tricks won in the recorded play by the declaring side and the defenders. */
  declaringSideInPlay: number;
  defendersInPlay: number;
  /** All 13 tricks recorded. */
  complete: boolean;
  /** The declaring side's tricks at the table (the play, or the claimed total), before rulings. */
  tableTricks?: number;
  /**
   * Where the table result comes from: the play, the ruling line a fix wrote, the Result tag (a
   * plain Result of a play that stops early: the table's result, no transfer in it), or a Result
   * marked `^` of such a play (already rectified: the table result is it less the transfers).
   */
  tableSource?: 'play' | 'ruling-line' | 'result' | 'rectified-result';
  /** The ruling line found in the game (see rulingLine.ts). */
  rulingLine: RulingLineScan;
  /** The ruling line the rulings call for now; undefined when no revoke is established. */
  wantedLine?: RulingLine;
  /** The ruling line says something other than the rulings do now (an edition change, a corrected record). */
  lineStale: boolean;
  /** Set when a fix must not write this game's Result (it is reported instead). */
  blockedBy?: FixBlock;
  /** After the rulings. */
  expectedTricks?: number;
  expectedResult?: string;
  expectedScore?: number;
  expectedScoreText?: string;
  /** The file's Result and Score already say what the rulings make of the board. */
  reflectsRulings: boolean;
}

/** The AdjustedScore tag of a game as read. */
export interface AdjustedScoreModel {
  tag: TagPair;
  score: AdjustedScore;
}

/** A game's traveller, recomputed. */
export interface TravellerModel {
  traveller: Traveller;
  /** With the game's own row overridden (what "Update traveller" writes). */
  recomputed: Recomputed;
  findings: CellFinding[];
  ownRow?: number;
  override?: RowOverride;
  /** The columns left as they are because their scale is not read (pbn.table.imp-scale, pbn.table.misread). */
  unread?: string[];
}
