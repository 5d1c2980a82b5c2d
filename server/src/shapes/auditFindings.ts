/**
 * What the audit finds on a traveller row, in one shape for the CLI's JSON, its text and the
 * editor's diagnostics: a kind, the 0-based row, and the evidence the message is written from
 * (cards as codes `SQ`, seats as letters, scores from NS's view). The audit (scoring/audit/)
 * finds them, texts are made in i18n/ (auditMessages.ts).
 */
import { Card } from '../bridge/cards';
import { Contract, Vulnerability } from '../bridge/contract';
import { Seat } from '../bridge/seats';
import { Edition } from './laws';

/** The kinds of finding, as the JSON names them. */
export type AuditKind = 'lead-not-held' | 'impossible-result' | 'score-mismatch' | 'reversed-score' | 'fouled' | 'implausible-result';

/** A variant of the deal that explains a row, with the DD tricks of the row's contract on it. */
export interface VariantEvidence {
  /** `rotation-1`, `swap-NE` (scoring/audit/dealVariants.ts). */
  variant: string;
  /** Declarer's DD tricks in the contract's strain on the variant. */
  dd: number;
  /** The leader holds the recorded lead in the variant (undefined: no lead recorded). */
  leadHeld?: boolean;
}

/** A row that is a game of the board (features/audit/boardGames.ts): its [Room] value, if any, and the line the game starts on. */
export interface GameSource {
  room?: string;
  line: number;
}

/** One finding on one row (`game` when the row is a game of the board rather than a ScoreTable row). */
export type AuditFinding = { row: number; table?: string; game?: GameSource } & (
  /** `declarerAcross`: the leader's partner holds the lead, as if declarer's partner had declared. */
  | { kind: 'lead-not-held'; evidence: { lead: Card; leader: Seat; holder?: Seat; declarerAcross?: Seat } }
  | { kind: 'impossible-result'; evidence: { reason: 'tricks' | 'contract' | 'declarer' | 'passed-out'; result?: number; contract?: string; declarer?: string } }
  | { kind: 'score-mismatch'; evidence: { contract: Contract; declarer: Seat; tricks: number; found: number; expected: number; vulnerability: Vulnerability; edition: Edition; fitsTricks?: number } }
  | { kind: 'reversed-score'; evidence: { contract: Contract; declarer: Seat; tricks: number; found: number; expected: number } }
  | { kind: 'implausible-result'; evidence: { contract: Contract; declarer: Seat; tricks: number; dd: number; fieldWithinOne: number; field: number; lead?: Card } }
  | { kind: 'fouled'; evidence: { contract: Contract; declarer: Seat; tricks: number; dd: number; lead?: Card; explainedBy: VariantEvidence; alternatives: VariantEvidence[] } }
);

/** The tables that played the same deal: the recorded one, or a variant (for separate scoring, Law 87B). */
export interface DealGroup {
  /** `recorded`, or a variant key. */
  deal: string;
  /** 0-based rows. */
  rows: number[];
  tables: string[];
  /** The games, when the rows are games of the board (named by room or line in the text). */
  games?: GameSource[];
}

/** The audit of one board. */
export interface BoardAudit {
  findings: AuditFinding[];
  /** Only for a fouled board: which rows played which deal. */
  groups?: DealGroup[];
  /** DD answers the audit still waits for (a swap's table), when some were not given. */
  pending: boolean;
}
