/**
 * `boardData`: the board view model of one game (see boardDataTypes.ts), found by a document
 * offset (the game under the cursor, else the nearest one before it) or by its 1-based game
 * number. Pure: it reads the document model and the Laws engine's rulings and returns plain
 * JSON in the chosen language, for the `pbn/boardData` request, the webview and the report.
 */
import { Card, SUITS, SUIT_SYMBOLS, Suit, rankOf, sortCards, suitOf } from '../../bridge/cards';
import { boardHeading, cardText, rankText } from '../../i18n/bridgeNotation';
import { callInLanguage } from '../../i18n/boardTexts';
import { SEATS, Seat, seatAfter, stepsBetween } from '../../bridge/seats';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { seatName } from '../../i18n/bridgeTerms';
import { Language } from '../../i18n/localize';
import { Ruling } from '../../shapes/laws';
import { DocumentGame, DocumentModel } from '../../model/document/document';
import { GameModel } from '../../model/game/gameModel';
import { orderFrom } from '../../model/game/play';
import { BoardLabels, boardLabels } from './boardLabels';
import { AuctionView, BoardView, CallView, HandView, RulingView, TrickView } from './boardDataTypes';
import { PlacedComment, nagText, notesOf, placedComments } from './boardCommentary';
import { rectifiedOutcome, tableOutcome } from './boardOutcome';
import { hiddenSeats, openEventViews, problemLines, recordedEvents } from './boardRecord';
import { markedFacts } from './boardRecordMarks';
import { rulingView, transferViews } from './boardDataRulings';
import { contractWithSymbol, gameSummary } from '../gameSummary';
import { editionLabel, shortEditionLabel } from '../editionLabel';
import { highCardPoints } from './handDiagram';
import { AnalysisLookup } from '../../analysis/logic/lookup';
import { ddBoardParts } from '../dd/ddBoardView';
import { analyseGame } from '../../analysis/logic/answers/gameAnalysis';
import { equityAdjustment } from '../../analysis/logic/answers/equity';
import { largest, smallest } from '../../arrays';

export type { BoardView } from './boardDataTypes';

/** Which game: the one at a document offset, or the one with a 1-based game number. */
export type BoardTarget = { offset: number } | { gameIndex: number };

/** The games of a document that have a model, in file order. */
export function modelledGames(document: DocumentModel): DocumentGame[] {
  return document.games.filter((game) => game.model && game.index > 0);
}

/** The game a target points at, if any. */
export function findTargetGame(document: DocumentModel, target: BoardTarget): DocumentGame | undefined {
  const games = modelledGames(document);
  if ('gameIndex' in target) return games.find((game) => game.index === target.gameIndex);
  const containing = games.find((game) => game.start <= target.offset && target.offset <= game.end);
  if (containing) return containing;
  const before = games.filter((game) => game.start <= target.offset);
  return before[before.length - 1] ?? games[0];
}

/** The board view model of the game a target points at; undefined when the file has no game. */
export function boardData(text: TextDocument, document: DocumentModel, target: BoardTarget, language: Language, analysis?: AnalysisLookup): BoardView | undefined {
  const game = findTargetGame(document, target);
  if (!game?.model) return undefined;
  const board = boardOfGame(text, game, modelledGames(document).length, language, analysis);
  const cursorTrick = 'offset' in target ? trickAt(game, target.offset) : undefined;
  return cursorTrick === undefined ? board : { ...board, cursorTrick };
}

/** The number of the trick whose row holds `offset` (from its first card to its last), if any. */
export function trickAt(game: DocumentGame, offset: number): number | undefined {
  const relative = offset - game.start;
  return game.model?.play?.tricks.find((trick) => {
    const starts = trick.cards.map((card) => card.revokeMark?.start ?? card.leadMark?.start ?? card.start);
    return trick.cards.length > 0 && smallest(starts) <= relative && relative <= largest(trick.cards.map((card) => card.end));
  })?.number;
}

/** "Open room · Netherlands v Italy", the room or the teams alone when only one is known. */
function tableOf(room: string | undefined, home: string | undefined, visit: string | undefined, labels: BoardLabels): string | undefined {
  const teams = home && visit ? `${home} ${labels.versus} ${visit}` : home ?? visit;
  return [room, teams].filter(Boolean).join(' · ') || undefined;
}

/** The board view model of one game; with an analysis lookup, its double-dummy section and card costs. */
export function boardOfGame(text: Pick<TextDocument, 'positionAt'>, game: DocumentGame, gameCount: number, language: Language, analysis?: AnalysisLookup): BoardView {
  const model = game.model!;
  const dd = analysis ? ddBoardParts(model, analysis, language) : undefined;
  const labels = boardLabels(language);
  const value = (name: string) => {
    const found = model.values.get(name);
    return found && found !== '?' ? found : undefined;
  };
  const roomTag = value('Room');
  const room = roomTag === 'Open' || roomTag === 'Closed' ? labels.rooms[roomTag] : roomTag;
  const rulings = model.rulings as readonly Ruling[];
  const edition = model.edition;
  const comments = placedComments(model);
  const hidden = hiddenSeats(model);
  const firstColumn: Seat = model.dealer ?? model.auction?.firstColumn ?? 'W';
  const damaged = analysis ? damagedRevokes(model, analysis) : new Set<number>();
  const atTable = tableOutcome(model, language);
  const rectified = rectifiedOutcome(model, language);
  const board: BoardView = {
    gameIndex: game.index, gameCount,
    startLine: text.positionAt(game.start).line, endLine: text.positionAt(game.end).line,
    language,
    title: (model.board && model.board !== '?' ? `${labels.board} ${model.board}` : `${labels.game} ${game.index}`) + (room ? `, ${room}` : ''),
    summary: gameSummary(model, game.index, language),
    event: value('Event'), site: value('Site'), date: value('Date'), table: tableOf(room, value('HomeTeam'), value('VisitTeam'), labels),
    dealer: model.dealer, dealerName: model.dealer && seatName(model.dealer, language),
    vulnerability: model.vulnerability, vulnerabilityText: model.vulnerability && labels.vulnerability[model.vulnerability],
    contract: model.passedOut ? labels.pass : model.contract && contractWithSymbol(model.contract),
    declarer: model.declarer, declarerName: model.declarer && seatName(model.declarer, language),
    hands: handViews(model, language, hidden),
    auction: auctionView(model, labels, language, firstColumn, comments),
    tricks: trickViews(model, rulings, language, comments, dd?.costOf),
    tricksInPlay: model.play ? { ...model.play.tricksWon } : undefined,
    rulings: [...rulings.map((ruling) => withProvisional(rulingView(ruling, edition.edition, language, model.declarer), ruling, damaged)), ...openEventViews(model, language)]
      .sort((a, b) => a.trick - b.trick),
    transfers: transferViews(rulings, language),
    result: outcomeView(value('Result'), model.outcome?.expectedResult),
    score: outcomeView(value('Score'), model.outcome?.expectedScoreText),
    edition: {
      edition: edition.edition, source: edition.source, inferred: edition.source === 'date',
      label: editionLabel(edition, language), shortLabel: shortEditionLabel(edition, language),
    },
    labels,
    boardNumber: model.board && model.board !== '?' ? model.board : undefined,
    heading: boardHeading({ board: model.board, gameIndex: game.index, contract: model.contract, passedOut: model.passedOut, declarer: model.declarer, vulnerability: model.vulnerability, dealer: model.dealer }, language),
    firstColumn,
    columnsCaption: `${model.dealer ? labels.columnsFromDealer : labels.columnsFrom} ${seatName(firstColumn, language)}.`,
    comments: comments.filter((comment) => comment.after === undefined).map((comment) => comment.text),
    playNotes: notesOf(model, 'Play'),
    record: [...recordedEvents(model, language), ...markedFacts(model, language)],
    hidden,
    problems: problemLines(model, language).map((problem) => ({ severity: problem.severity, code: problem.code, message: problem.message, line: text.positionAt(game.start + problem.offset).line + 1 })),
  };
  if (atTable) board.atTable = atTable;
  if (rectified) board.rectified = rectified;
  if (dd?.dd) board.dd = dd.dd;
  if (dd?.claimLayouts) board.claimLayouts = dd.claimLayouts;
  return board;
}

function outcomeView(recorded: string | undefined, rectified: string | undefined) {
  return { recorded, rectified, differs: rectified !== undefined && recorded !== rectified };
}

/** The trick in which each card was played. */
function playedTricks(model: GameModel): Map<Card, number> {
  const played = new Map<Card, number>();
  for (const trick of model.play?.tricks ?? []) {
    for (const record of trick.cards) if (record.card && !played.has(record.card)) played.set(record.card, trick.number);
  }
  return played;
}

function handViews(model: GameModel, language: Language, hidden: readonly Seat[]): Partial<Record<Seat, HandView>> {
  const hands: Partial<Record<Seat, HandView>> = {};
  const played = playedTricks(model);
  for (const seat of SEATS) {
    const cards = model.deal?.hands[seat];
    if (!cards) continue;
    const sorted = sortCards(cards);
    hands[seat] = {
      seat, seatName: seatName(seat, language), player: playerName(model.values.get(seatTagName(seat))),
      highCardPoints: highCardPoints(cards), hidden: hidden.includes(seat),
      suits: SUITS.map((suit) => ({
        suit, symbol: SUIT_SYMBOLS[suit],
        cards: sorted.filter((card) => suitOf(card) === suit).map((card) => ({ card, rank: rankText(rankOf(card), language), playedAt: played.get(card) })),
      })),
    };
  }
  return hands;
}

/** A player's name, unless the tag is empty or unknown (`?`). */
function playerName(value: string | undefined): string | undefined {
  return value && value !== '?' ? value : undefined;
}

function seatTagName(seat: Seat): string {
  return { N: 'North', E: 'East', S: 'South', W: 'West' }[seat];
}

/** A call with suit symbols: `1♠`, `3NT` (Dutch `3SA`), `Pass`/`Pas`, `X`. */
function callText(call: string, labels: BoardLabels, language: Language): string {
  if (call === 'Pass') return labels.pass;
  if (call === 'skip') return '—';
  const bid = /^([1-7])([SHDC])$/.exec(call);
  if (bid) return `${bid[1]}${SUIT_SYMBOLS[bid[2] as Suit]}`;
  return callInLanguage(call, language);
}

function auctionView(model: GameModel, labels: BoardLabels, language: Language, firstColumn: Seat, comments: readonly PlacedComment[]): AuctionView | undefined {
  const auction = model.auction;
  const columns = [0, 1, 2, 3].map((step) => { const seat = seatAfter(firstColumn, step); return { seat, seatName: seatName(seat, language) }; });
  if (!auction || auction.calls.length === 0) return undefined;
  const cells: Array<CallView | null> = Array.from({ length: stepsBetween(firstColumn, auction.calls[0].seat) }, () => null);
  for (const call of auction.calls) {
    const view: CallView = { seat: call.seat, call: call.call, text: callText(call.call, labels, language), insufficientAccepted: call.insufficientAccepted, skipped: call.call === 'skip' };
    cells.push({ ...view, ...itemExtras(call, comments, 'auction') });
  }
  const rows: Array<Array<CallView | null>> = [];
  for (let index = 0; index < cells.length; index += 4) {
    const row = cells.slice(index, index + 4);
    while (row.length < 4) row.push(null);
    rows.push(row);
  }
  return { columns, rows, notes: notesOf(model, 'Auction') };
}

/** What a call or card carries for people: its note number, NAGs as symbols, the comment after it. */
function itemExtras(item: { end: number; note?: number; nags: readonly number[]; suffix?: { text: string } }, comments: readonly PlacedComment[], on: 'auction' | 'play'): { note?: number; annotation?: string; comment?: string } {
  const extras: { note?: number; annotation?: string; comment?: string } = {};
  if (item.note !== undefined) extras.note = item.note;
  const annotation = nagText(item.nags, item.suffix?.text);
  if (annotation) extras.annotation = annotation;
  const comment = comments.filter((candidate) => candidate.on === on && candidate.after === item.end).map((candidate) => candidate.text).join(' ');
  if (comment) extras.comment = comment;
  return extras;
}

/** A ruling view marked provisional where the Laws leave the decision to the Director, settled where they ask nothing of him. */
function withProvisional(view: RulingView, ruling: Ruling, damaged: ReadonlySet<number>): RulingView {
  const contested = ruling.kind === 'claim' && ruling.agreement === 'disputed';
  if (contested || (ruling.kind === 'revoke' && damaged.has(ruling.trick))) return { ...view, provisional: true };
  // A claim nobody disputed, whose Result the record bears out, asks nothing of the Director: a fact of the play.
  return ruling.kind === 'claim' && !ruling.problem && !ruling.lapsed ? { ...view, settled: true } : view;
}

/** The tricks of the revokes after which double dummy says equity was not restored (Law 64C). */
function damagedRevokes(model: GameModel, analysis: AnalysisLookup): Set<number> {
  const damaged = new Set<number>();
  for (const { question, finding } of analyseGame(model, analysis).equity) {
    if (finding.state === 'ready' && finding.value && equityAdjustment(finding.value) !== undefined) damaged.add(question.ruling.trick);
  }
  return damaged;
}

function trickViews(model: GameModel, rulings: readonly Ruling[], language: Language, comments: readonly PlacedComment[], costOf?: (trick: number, seat: Seat) => { ddCost: number; ddText: string } | undefined): TrickView[] {
  const play = model.play;
  if (!play) return [];
  const flagged = (kind: string, trick: number, seat: Seat) =>
    rulings.some((ruling) => ruling.kind === kind && ruling.trick === trick && 'seat' in ruling && ruling.seat === seat && !(ruling.kind === 'revoke' && ruling.corrected));
  const penaltyPlays = new Set(rulings.flatMap((ruling) => (ruling.kind === 'penalty-card' && ruling.playedAt ? [`${ruling.playedAt}:${ruling.card}`] : [])));
  return play.tricks.map((trick) => {
    const ordered = trick.leader ? orderFrom(trick.cards, trick.leader) : trick.cards;
    const cards = ordered.map((record) => {
      const revoke = !!record.revoke || flagged('revoke', trick.number, record.seat);
      const leadOutOfTurn = !!record.leadMark || flagged('lead-out-of-turn', trick.number, record.seat);
      return {
        seat: record.seat, seatName: seatName(record.seat, language), card: record.card,
        text: record.card ? cardText(record.card, language) : record.text,
        led: record.seat === trick.leader, winning: trick.complete && record.seat === trick.winner,
        revoke, revokeMarked: !!record.revokeMark, leadOutOfTurn,
        penaltyCard: record.card !== undefined && penaltyPlays.has(`${trick.number}:${record.card}`),
        ...costOf?.(trick.number, record.seat),
        ...itemExtras(record, comments, 'play'),
      };
    });
    const irregular = cards.some((card) => card.revoke || card.revokeMarked || card.leadOutOfTurn || card.penaltyCard)
      || rulings.some((ruling) => ruling.trick === trick.number);
    return { number: trick.number, leader: trick.leader, winner: trick.winner, complete: trick.complete, cards, irregular };
  });
}
