/**
 * `audit`'s consumers of an input, without the file system: every board's traveller checked against
 * its deal (features/audit/), from a PBN input read game by game as it streams (`auditGames`),
 * or from a document read whole (a LIN file through its projection): a board a file holds more than
 * once with no ScoreTable is audited with its games as the rows. With double dummy the questions
 * are answered in two rounds (the recorded deals, then the swapped deals of the suspect rows). The
 * findings of a file as text (per board a heading and a line per finding), or of every file as
 * JSON; the command line opens the inputs, runs the engine and writes them (cli/audit.ts).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService, ServiceSettings } from '../languageService';
import { DdAnswering } from '../pipeline/ddGamePipeline';
import { GameModel } from '../model/game/gameModel';
import { auditInput, auditQuestions, gameAudit } from '../features/audit/gameAudit';
import { FileGame, boardGamesAudit, boardGamesQuestions, boardsPlayedTwice } from '../features/audit/boardGames';
import { AuditedBoard, auditedBoard } from '../features/audit/auditedBoard';
import { PlayedRows } from '../features/audit/playedRows';
import { GamePositions } from '../features/gamePositions';
import { gameOptionsOf } from '../features/settings';
import { readGameStream } from '../model/document/gameTextStream';
import { DdStage } from '../analysis/logic/ddStage';
import { boardWord, groupsText, nothingFoundText } from '../i18n/auditMessages';
import { Language } from '../i18n/localize';
import { GameInput } from './gameInput';
import { streamSource } from './streamSource';
import { OpenedInput } from './openedInput';

export type { AuditedBoard } from '../features/audit/auditedBoard';

/** One input's audit: the boards with findings (in file order) and how many boards were audited. */
export interface InputAudit {
  boards: AuditedBoard[];
  audited: number;
}

/** The double-dummy rounds: the recorded deals, then the swapped deals the suspect rows call for. */
const DD_ROUNDS = 2;

/**
 * The audit of a PBN input read game by game, with double dummy when `dd` is given: a game with a
 * ScoreTable is audited once its block has been read and only its report entry is kept; a game
 * that may be a row of a board played more than once (two rooms, no ScoreTable) is kept as a
 * compact row (features/audit/playedRows.ts: its contract, result, lead and score, the deal once
 * per board), not as a model. With double dummy the games of a block keep their models until the
 * block's questions are answered in two rounds (analysis/logic/ddStage.ts), as the whole-file path
 * asks them, the block's answers then dropped. Once the input has been read the boards played more
 * than once are audited from their rows, their questions asked the same way. The entries are those
 * the whole-file path gives, in the same order (by line, travellers first).
 */
export async function auditGames(input: GameInput, settings: ServiceSettings, dd?: DdAnswering): Promise<InputAudit> {
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
  await readGameStream(streamSource(input), gameOptionsOf(settings), {
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
  }, async () => { await stage?.settle(); }, dd !== undefined);
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

/**
 * `audit`'s output of its files, each opened by `open` and audited in turn (`auditOpened`): as text, each file's
 * findings to `write` once it is audited (`afterFile` runs first); as JSON
 * (`{ "files": [{ "path", "boards" }] }`), all of them once every file is audited. True when
 * something was found.
 */
export async function writeAudits(files: readonly string[], open: (file: string) => Promise<OpenedInput>, format: string, service: LanguageService, settings: ServiceSettings, dd: DdAnswering | undefined, write: (text: string) => void, afterFile: () => void): Promise<boolean> {
  const reports: Array<{ path: string; boards: AuditedBoard[] }> = [];
  for (const file of files) {
    const { path, boards, audited } = await auditOpened(await open(file), service, settings, dd);
    reports.push({ path, boards });
    afterFile();
    if (format === 'text') write(auditText(path, boards, audited, settings.language));
  }
  if (format === 'json') write(JSON.stringify({ files: reports }, null, 2) + '\n');
  return reports.some((report) => report.boards.length > 0);
}

/** The audit of an opened input: its games as they stream, a LIN file read whole through `service` (its document then forgotten). */
export async function auditOpened(opened: OpenedInput, service: LanguageService, settings: ServiceSettings, dd?: DdAnswering): Promise<InputAudit & { path: string }> {
  if (opened.kind === 'games') return { path: opened.path, ...await auditGames(opened.games, settings, dd) };
  const loaded = await opened.whole();
  service.setEncoding(loaded.document.uri, loaded.decoded.encoding);
  const audit = await auditDocument(loaded.document, service, settings, dd);
  service.forget(loaded.document.uri);
  return { path: loaded.path, ...audit };
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

