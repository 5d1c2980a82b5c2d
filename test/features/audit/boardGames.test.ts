/**
 * The games of one board as the rows of its audit (features/audit/boardGames.ts), on
 * test/fixtures/audit/rooms.pbn: board 46 (E A63.J8642.K53.KJ, S J5.9.AT862.Q8752,
 * W KQT94.AK73.Q4.93, N 872.QT5.J97.AT64, nobody vulnerable) in two rooms, 4♥ = by East and by
 * West. Expected values worked out by hand: 4♥ = not vulnerable is 120 + 300 = 420 for the
 * declaring side, so NS −420 in both rooms; North, on lead against West, does not hold ♦A
 * (South does). A board with a ScoreTable, or played once, is not taken.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { boardGamesAudit, boardsPlayedTwice, gameRow } from '../../../server/src/features/audit/boardGames';
import { groupsText } from '../../../server/src/i18n/auditMessages';
import { getLanguageService } from '../../../server/src/languageService';

const ROOMS = readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'audit', 'rooms.pbn'), 'utf8');

/** The games of `text`, as the CLI hands them over (line: a stand-in, the game's index times 100). */
function gamesOf(text: string) {
  const model = getLanguageService().parse(TextDocument.create('file:///rooms.pbn', 'pbn', 1, text), { language: 'en' })!;
  return model.games.filter((game) => game.model && game.index > 0).map((game) => ({ model: game.model!, index: game.index, line: game.index * 100 }));
}

describe('audit of the games of one board', () => {
  it('reads each room as a row: contract, declarer, tricks, lead and the NS score', () => {
    const [board] = boardsPlayedTwice(gamesOf(ROOMS));
    assert.equal(board.board, '46');
    assert.equal(board.games.length, 2);
    const open = gameRow(board.games[0], 0).row;
    const closed = gameRow(board.games[1], 1).row;
    assert.deepEqual([open.declarer, open.tricks, open.lead, open.nsScore, open.law77Score, open.table], ['E', 10, 'C2', -420, -420, 'Open room']);
    assert.deepEqual([closed.declarer, closed.tricks, closed.lead, closed.nsScore, closed.law77Score, closed.table], ['W', 10, 'DA', 420, -420, 'Closed room']);
  });

  it('finds the Closed room lead not held and its reversed score, nothing in the Open room', () => {
    const [board] = boardsPlayedTwice(gamesOf(ROOMS));
    const audit = boardGamesAudit(board);
    assert.deepEqual(audit.findings.map((finding) => [finding.row, finding.table, finding.kind]), [[1, 'Closed room', 'lead-not-held'], [1, 'Closed room', 'reversed-score']]);
    assert.deepEqual(audit.findings[0].evidence, { lead: 'DA', leader: 'N', holder: 'S', declarerAcross: 'E' });
    assert.deepEqual(audit.findings[1].game, { room: 'Closed', line: 200 });
  });

  it('without [Room] a game is named by its line; a clean pair gives no finding', () => {
    const clean = ROOMS.replace(/\[Room "\w+"\]\n/g, '').replace('DA D3 D2 D4', 'DJ D3 D2 D4').replace('[Score "NS 420"]', '[Score "NS -420"]');
    const [board] = boardsPlayedTwice(gamesOf(clean));
    assert.equal(gameRow(board.games[1], 1).row.table, 'line 200');
    assert.deepEqual(boardGamesAudit(board).findings, []);
  });

  it('a board played once, or with its ScoreTable, is left alone', () => {
    const once = ROOMS.slice(0, ROOMS.indexOf('[Event', 10));
    assert.deepEqual(boardsPlayedTwice(gamesOf(once)), []);
    const sample = readFileSync(path.join(__dirname, '..', '..', '..', 'samples', 'audit.pbn'), 'utf8');
    assert.deepEqual(boardsPlayedTwice(gamesOf(sample)), []);
  });

  it('the groups of a fouled board name the rooms, in English and Dutch', () => {
    const groups = [
      { deal: 'recorded', rows: [0], tables: ['Open room'], games: [{ room: 'Open', line: 3 }] },
      { deal: 'swap-NE', rows: [1], tables: ['line 30'], games: [{ line: 30 }] },
    ];
    assert.equal(groupsText(groups, 'en'), 'score each group separately (Law 87B): as recorded: Open room; North and East swapped: Game on line 30');
    assert.equal(groupsText(groups, 'nl'), 'scoor elke groep apart (Artikel 87B): zoals vastgelegd: Open zaal; Noord en Oost verwisseld: Spel op regel 30');
  });
});
