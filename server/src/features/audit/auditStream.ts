/**
 * `audit` without double dummy of a file read game by game as it streams by
 * (model/document/gameTextStream.ts): a game with a ScoreTable is audited the moment it is read
 * and only its report entry is kept; a game that may be a row of a board played more than once
 * (two rooms, no ScoreTable) is kept as a compact row (playedRows.ts: its contract, result, lead and score, the deal once per board), not as a model.
 * Once the file has been read the boards played more than once are audited from their rows. The
 * entries are those the whole-file path gives, in the same order (by line, travellers first).
 */
import { GamePositions } from '../gamePositions';
import { ServiceSettings, gameOptionsOf } from '../settings';
import { GameStreamSource, readGameStream } from '../../model/document/gameTextStream';
import { AuditedBoard, auditedBoard } from './auditedBoard';
import { PlayedRows } from './playedRows';
import { auditInput, gameAudit } from './gameAudit';

/** A file's audit: its boards with findings, and how many boards were audited. */
export interface StreamedAudit {
  boards: AuditedBoard[];
  audited: number;
}

/** Audits the games of `source` without double dummy; `afterBlock` runs after each block read. */
export async function streamAudit(source: GameStreamSource, settings: ServiceSettings, afterBlock: () => Promise<void> | void = () => undefined): Promise<StreamedAudit> {
  const language = settings.language;
  const fromTravellers: AuditedBoard[] = [];
  const played = new PlayedRows();
  let travellers = 0;
  await readGameStream(source, gameOptionsOf(settings), {
    text: () => undefined,
    game: ({ chunk, game }) => {
      const model = game.model;
      if (!model || game.index === 0) return;
      const line = new GamePositions(chunk.start, chunk.line ?? 0, chunk.text).positionAt(game.start + model.syntax.firstTagStart).line + 1;
      if (auditInput(model)) {
        travellers++;
        const audit = gameAudit(model);
        if (audit && audit.findings.length > 0) fromTravellers.push(auditedBoard(model, game.index, line, audit, language));
        return;
      }
      played.add({ model, index: game.index, line });
    },
  }, afterBlock);
  const fromGames: AuditedBoard[] = [];
  let boardsPlayed = 0;
  for (const { first, board, audit } of played.audits()) {
    boardsPlayed++;
    if (audit.findings.length > 0) fromGames.push(auditedBoard({ board }, first.index, first.line, audit, language));
  }
  return { boards: [...fromTravellers, ...fromGames].sort((a, b) => a.line - b.line), audited: travellers + boardsPlayed };
}
