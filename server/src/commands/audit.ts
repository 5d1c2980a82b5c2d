/**
 * `audit`'s consumers of an input, without the file system: every board's traveller checked against
 * its deal (features/audit/), from a PBN input read game by game (features/audit/auditStream.ts),
 * or from a document read whole (a LIN file through its projection): a board a file holds more than
 * once with no ScoreTable is audited with its games as the rows. With double dummy the questions
 * are answered in two rounds (the recorded deals, then the swapped deals of the suspect rows). The
 * findings of a file as text (per board a heading and a line per finding); the command line opens
 * the input, runs the engine and writes them (cli/audit.ts).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService, ServiceSettings } from '../languageService';
import { DdAnswering } from '../pipeline/ddGamePipeline';
import { GameModel } from '../model/game/gameModel';
import { auditInput, auditQuestions, gameAudit } from '../features/audit/gameAudit';
import { boardGamesAudit, boardGamesQuestions, boardsPlayedTwice } from '../features/audit/boardGames';
import { AuditedBoard, auditedBoard } from '../features/audit/auditedBoard';
import { streamAudit } from '../features/audit/auditStream';
import { boardWord, groupsText, nothingFoundText } from '../i18n/auditMessages';
import { Language } from '../i18n/localize';
import { GameInput } from './gameInput';
import { streamSource } from './streamSource';

export type { AuditedBoard } from '../features/audit/auditedBoard';

/** One input's audit: the boards with findings (in file order) and how many boards were audited. */
export interface InputAudit {
  boards: AuditedBoard[];
  audited: number;
}

/** The audit of a PBN input read game by game, with double dummy when `dd` is given. */
export async function auditGames(input: GameInput, settings: ServiceSettings, dd?: DdAnswering): Promise<InputAudit> {
  const { boards, audited } = await streamAudit(streamSource(input), settings, undefined, dd);
  return { boards, audited };
}

/** The audit of a document read whole through `service`, with double dummy when `dd` is given. */
export async function auditDocument(document: TextDocument, service: LanguageService, settings: ServiceSettings, dd?: DdAnswering): Promise<InputAudit> {
  const view = service.getModelView(document, settings)!;
  const lineOf = (game: { start: number; model?: GameModel }) => view.document.positionAt(game.start + game.model!.syntax.firstTagStart).line + 1;
  const games = view.model.games.filter((game) => game.model && game.index > 0 && auditInput(game.model));
  // A board played more than once with no ScoreTable (two rooms, a LIN match): its games are the rows.
  const played = boardsPlayedTwice(view.model.games.filter((game) => game.model && game.index > 0).map((game) => ({ model: game.model!, index: game.index, line: lineOf(game) })));
  if (dd) {
    // Two rounds: the recorded deals, then the swaps the suspect rows call for.
    for (let round = 0; round < 2; round++) {
      await dd.answer([...games.flatMap((game) => auditQuestions(game.model!, dd.answers)), ...played.flatMap((board) => boardGamesQuestions(board, dd.answers))]);
    }
  }
  const fromTravellers = games.flatMap((game) => {
    const audit = gameAudit(game.model!, dd?.answers);
    return audit && audit.findings.length > 0 ? [auditedBoard(game.model!, game.index, lineOf(game), audit, settings.language)] : [];
  });
  const fromGames = played.flatMap((board) => {
    const audit = boardGamesAudit(board, dd?.answers);
    const first = board.games[0];
    return audit.findings.length > 0 ? [auditedBoard(first.model, first.index, first.line, audit, settings.language)] : [];
  });
  return { boards: [...fromTravellers, ...fromGames].sort((a, b) => a.line - b.line), audited: games.length + played.length };
}

/** The text of one file: per board a heading and one line per finding, the groups of a fouled board last. */
export function auditText(path: string, boards: readonly AuditedBoard[], audited: number, language: Language): string {
  if (boards.length === 0) return `${path}: ${nothingFoundText(audited, language)}\n`;
  const blocks = boards.map((board) => {
    const lines = [`${path}:${board.line}: ${boardWord(language)} ${board.board}`, ...board.findings.map((finding) => `  ${finding.message}`)];
    if (board.groups) lines.push(`  ${groupsText(board.groups.map((group) => ({ ...group, rows: group.rows.map((row) => row - 1) })), language)}`);
    return lines.join('\n');
  });
  return blocks.join('\n\n') + '\n';
}

