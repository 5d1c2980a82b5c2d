/**
 * `audit` of a file read game by game as it streams by (model/document/gameTextStream.ts): a game
 * with a ScoreTable is audited once its block has been read and only its report entry is kept; a
 * game that may be a row of a board played more than once (two rooms, no ScoreTable) is kept as a
 * compact row (playedRows.ts: its contract, result, lead and score, the deal once per board), not
 * as a model. With double dummy (a `DdAnswering` session, as `check --dd` has) the games of a block
 * keep their models until the block's questions are answered in two rounds (the recorded deals,
 * then the swaps the suspect rows call for), as the whole-file path asks them; the block's answers
 * are then dropped. Once the file has been read the boards played more than once are audited from
 * their rows, their questions asked the same way. The entries are those the whole-file path
 * gives, in the same order (by line, travellers first).
 */
import { GamePositions } from '../gamePositions';
import { ServiceSettings, gameOptionsOf } from '../settings';
import { GameModel } from '../../model/game/gameModel';
import { GameStreamSource, readGameStream } from '../../model/document/gameTextStream';
import { DdAnswering } from '../../analysis/logic/lookup';
import { DdStage } from '../../analysis/logic/ddStage';
import { AuditedBoard, auditedBoard } from './auditedBoard';
import { FileGame } from './boardGames';
import { PlayedRows } from './playedRows';
import { auditInput, auditQuestions, gameAudit } from './gameAudit';

/** A file's audit: its boards with findings, and how many boards were audited. */
export interface StreamedAudit {
  boards: AuditedBoard[];
  audited: number;
}

/** The double-dummy rounds: the recorded deals, then the swapped deals the suspect rows call for. */
const DD_ROUNDS = 2;

/** Audits the games of `source`, with double dummy when `dd` is given; `afterBlock` runs after each block read (and audited). */
export async function streamAudit(source: GameStreamSource, settings: ServiceSettings, afterBlock: () => Promise<void> | void = () => undefined, dd?: DdAnswering): Promise<StreamedAudit> {
  const language = settings.language;
  const fromTravellers: AuditedBoard[] = [];
  const played = new PlayedRows();
  let travellers = 0;
  const audit = (game: FileGame) => {
    const found = gameAudit(game.model, dd?.answers);
    if (found && found.findings.length > 0) fromTravellers.push(auditedBoard(game.model, game.index, game.line, found, language));
  };
  // With double dummy a block's travellers wait for their answers, asked for the block at once.
  const stage = dd && new DdStage<FileGame>(dd, (game, answers) => auditQuestions(game.model, answers), audit, { rounds: DD_ROUNDS });
  await readGameStream(source, gameOptionsOf(settings), {
    text: () => undefined,
    game: ({ chunk, game }) => {
      const model: GameModel | undefined = game.model;
      if (!model || game.index === 0) return;
      const line = new GamePositions(chunk.start, chunk.line ?? 0, chunk.text).positionAt(game.start + model.syntax.firstTagStart).line + 1;
      const read = { model, index: game.index, line };
      if (auditInput(model)) {
        travellers++;
        if (stage) stage.hold(read);
        else audit(read);
        return;
      }
      played.add(read);
    },
  }, async () => { await stage?.settle(); await afterBlock(); }, dd !== undefined);
  if (dd) for (let round = 0; round < DD_ROUNDS; round++) await dd.answer(played.questions(dd.answers));
  const fromGames: AuditedBoard[] = [];
  let boardsPlayed = 0;
  for (const { first, board, audit: found } of played.audits(dd?.answers)) {
    boardsPlayed++;
    if (found.findings.length > 0) fromGames.push(auditedBoard({ board }, first.index, first.line, found, language));
  }
  dd?.answers.retain(new Set());
  return { boards: [...fromTravellers, ...fromGames].sort((a, b) => a.line - b.line), audited: travellers + boardsPlayed };
}
