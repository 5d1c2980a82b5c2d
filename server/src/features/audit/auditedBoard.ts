/**
 * A board's entry in `audit`'s report: its name (the Board tag, else `#` and the game's number),
 * the line it starts on, its findings with their messages and evidence (a contract as PBN writes
 * it), rows counted from 1, and the groups of tables of a fouled board. Built the moment a game is
 * audited, so that a file read game by game keeps these entries and not the games.
 */
import { formatContract } from '../../bridge/contract';
import { findingLine } from '../../i18n/auditMessages';
import { Language } from '../../i18n/localize';
import { GameModel } from '../../model/game/gameModel';
import { BoardAudit } from '../../shapes/auditFindings';

/** One board of the report. */
export interface AuditedBoard {
  board: string;
  line: number;
  findings: Array<{ kind: string; row: number; table?: string; message: string; evidence: unknown }>;
  groups?: Array<{ deal: string; rows: number[]; tables: string[]; games?: Array<{ room?: string; line: number }> }>;
}

/** A board's entry: its findings with their messages, rows counted from 1. */
export function auditedBoard(model: Pick<GameModel, 'board'>, index: number, line: number, audit: BoardAudit, language: Language): AuditedBoard {
  const board = model.board && model.board !== '?' ? model.board : `#${index}`;
  const findings = audit.findings.map((finding) => ({
    kind: finding.kind, row: finding.row + 1, ...(finding.table ? { table: finding.table } : {}), message: findingLine(finding, language), evidence: jsonEvidence(finding.evidence),
  }));
  return { board, line, findings, ...(audit.groups ? { groups: audit.groups.map((group) => ({ ...group, rows: group.rows.map((row) => row + 1) })) } : {}) };
}

/** The evidence as the JSON shows it: a contract as PBN writes it (`3NT`, `4SX`). */
function jsonEvidence(evidence: BoardAudit['findings'][number]['evidence']): unknown {
  return 'contract' in evidence && typeof evidence.contract === 'object' ? { ...evidence, contract: formatContract(evidence.contract) } : evidence;
}
