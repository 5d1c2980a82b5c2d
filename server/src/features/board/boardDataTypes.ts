/**
 * The board view model: one game of a PBN file as plain JSON, ready to draw — hands with their
 * high-card points, the auction grid, the tricks with every irregularity flagged, the rulings in
 * words, the recorded and rectified Result and Score, and the labels of its language. The
 * `pbn/boardData` request returns it, the webview draws it and the ruling report prints it, so
 * it holds only strings, numbers, booleans, arrays and plain objects.
 */
import type { Vulnerability } from '../../bridge/contract';
import type { Seat, Side } from '../../bridge/seats';
import type { BoardLabels } from './boardLabels';

/** One card of a hand, with the trick in which it was played (if it was). */
export interface HandCardView {
  card: string;
  rank: string;
  playedAt?: number;
}

/** One suit of a hand. */
export interface HandSuitView {
  suit: string;
  symbol: string;
  cards: HandCardView[];
}

/** One hand of the deal. */
export interface HandView {
  seat: Seat;
  seatName: string;
  player?: string;
  highCardPoints: number;
  suits: HandSuitView[];
  /** `[Hidden]` names this seat: a handout does not show the hand (the board view has "show all"). */
  hidden: boolean;
}

/** One cell of the auction grid; `call` is empty for the cells before the dealer. */
export interface CallView {
  seat: Seat;
  call: string;
  /** The call with suit symbols and the localised word for Pass. */
  text: string;
  insufficientAccepted: boolean;
  skipped: boolean;
  /** The `=n=` note the call refers to, its NAGs and suffix as symbols, and the commentary after it. */
  note?: number;
  annotation?: string;
  comment?: string;
}

/** The auction as rows of four, columns from the dealer (as the play table), with its notes. */
export interface AuctionView {
  columns: Array<{ seat: Seat; seatName: string }>;
  rows: Array<Array<CallView | null>>;
  /** The `[Note "n:…"]` texts, for footnotes under the auction. */
  notes: Array<{ number: number; text: string }>;
}

/** One card of a trick, with everything the view marks on it. */
export interface TrickCardView {
  seat: Seat;
  seatName: string;
  card?: string;
  /** The card with its suit symbol, or the record's token (`-`, `+`). */
  text: string;
  led: boolean;
  winning: boolean;
  revoke: boolean;
  revokeMarked: boolean;
  leadOutOfTurn: boolean;
  penaltyCard: boolean;
  /** Tricks the card cost its side double dummy (set only when it cost some), and the words for it. */
  ddCost?: number;
  ddText?: string;
  /** The card's `=n=` note, NAGs as symbols, and the commentary after it. */
  note?: number;
  annotation?: string;
  comment?: string;
}

/** One trick, its cards in playing order (leader first when the leader is known). */
export interface TrickView {
  number: number;
  leader?: Seat;
  winner?: Seat;
  complete: boolean;
  cards: TrickCardView[];
  /** True when a ruling or mark concerns this trick. */
  irregular: boolean;
}

/** One ruling in words. */
export interface RulingView {
  kind: string;
  trick: number;
  seat?: Seat;
  card?: string;
  /** The article as the edition numbers it, e.g. `64A1`. */
  law: string;
  /** "Law 64A1 (Laws 2017)" / "Artikel 64A1 (Spelregels 2017)". */
  article: string;
  /** The ruling's sentences in the chosen language. */
  sentences: string[];
  /** The summary of the article (explainLaw), when there is one. */
  explanation?: string;
  transfer: number;
  to?: Side;
  /** The Laws leave the decision to the Director (64C equity, a contested claim under Law 70): provisional. */
  provisional?: boolean;
  /** An undisputed claim the Result bears out: the report tells it with the play, not as a ruling. */
  settled?: boolean;
}

/** Tricks a ruling moves from one side to the other. */
export interface TransferView {
  count: number;
  to: Side;
  toName: string;
  law: string;
  trick: number;
}

/** A Result or Score as the file records it and as the rulings make it. */
export interface OutcomeView {
  recorded?: string;
  rectified?: string;
  /** The recorded value differs from the rectified one. */
  differs: boolean;
}

/** The edition of the Laws that applies and where it came from. */
export interface EditionView {
  edition: string;
  source: string;
  label: string;
  shortLabel: string;
  inferred: boolean;
}

/** The double-dummy section: the tricks per declarer and strain and the par, or why they are not shown. */
export interface DdView {
  state: 'ready' | 'computing' | 'failed';
  heading: string;
  /** "computing…" or the reason there is no answer. */
  message?: string;
  caption: string;
  /** The column heads: `NT`, `♠`, `♥`, `♦`, `♣`. */
  strains: string[];
  /** The row heads' word ("Declarer") and one row per declarer N E S W. */
  declarerLabel: string;
  rows?: Array<{ seat: Seat; seatName: string; tricks: number[] }>;
  /** "Par: 4♠ by N/S, NS +620". */
  par?: string;
}

/** The claim over the layouts the claimer could not see: its sentence, or "computing…", or why not. */
export interface ClaimLayoutsView {
  state: 'ready' | 'computing' | 'failed';
  heading: string;
  text: string;
  /** Layouts on which the claim holds, of those solved (when ready). */
  holding?: number;
  solved?: number;
}

/** The whole board. */
export interface BoardView {
  gameIndex: number;
  gameCount: number;
  /** The trick whose cards the cursor is on, when the board was asked for at a position in the play. */
  cursorTrick?: number;
  /** 0-based lines of the game in the document. */
  startLine: number;
  endLine: number;
  language: 'en' | 'nl';
  title: string;
  summary: string;
  event?: string;
  site?: string;
  /** The table of a teams match, to tell a board's two tables apart: "Open room · Netherlands v Italy". */
  table?: string;
  date?: string;
  dealer?: Seat;
  dealerName?: string;
  vulnerability?: Vulnerability;
  vulnerabilityText?: string;
  contract?: string;
  declarer?: Seat;
  declarerName?: string;
  hands: Partial<Record<Seat, HandView>>;
  auction?: AuctionView;
  tricks: TrickView[];
  tricksInPlay?: Record<Side, number>;
  rulings: RulingView[];
  transfers: TransferView[];
  result: OutcomeView;
  score: OutcomeView;
  edition: EditionView;
  labels: BoardLabels;
  /** Double dummy, when the service has an analysis lookup. */
  dd?: DdView;
  claimLayouts?: ClaimLayoutsView;
  /** "Board 7 · 4♠ by South · NS vulnerable · Dealer North". */
  heading: string;
  /** The Board tag, when the file gives one. */
  boardNumber?: string;
  /** The seat whose column comes first in the auction and play tables (the dealer, else West), and the caption that says so. */
  firstColumn: Seat;
  columnsCaption: string;
  /** Commentary about the board (not after a call or card), suit escapes as symbols. */
  comments: string[];
  /** The `[Note "n:…"]` texts of the play. */
  playNotes: Array<{ number: number; text: string }>;
  /** The result at the table and, when the rulings change it, the rectified one, in bridge notation. */
  atTable?: { result: string; score?: string; text: string };
  rectified?: { result: string; score?: string; text: string; because?: string };
  /** The Irregularities events in words (what the record says happened). */
  record: string[];
  /** The seats `[Hidden]` keeps from a handout. */
  hidden: Seat[];
  /** What is wrong with the file in this game. */
  problems: Array<{ severity: 'error' | 'warning'; code: string; message: string; line: number }>;
}
