/**
 * The ruling report as one self-contained HTML page (no scripts, no remote resources, every text
 * escaped), for a player, an appeals committee or the file: per board the header in bridge
 * notation, the hand diagram, the auction and the play in the dealer's column order, the result
 * at the table and rectified (an undisputed claim told with the play), the rulings (provisional
 * where the Laws leave the decision to the Director), double dummy, what is wrong in the file, the
 * commentary, and the facts block with the lines a Director fills in on paper. Printed, one board
 * fits one A4 or Letter page, the title on the first board's page.
 */
import { BoardLabels } from '../board/boardLabels';
import { BoardView } from '../board/boardDataTypes';
import { escapeHtml as esc } from './escape';
import { ddSectionHtml } from './reportDd';
import { claimLayoutsHtml } from './reportClaimLayouts';
import { auctionHtml, commentaryHtml, diagramHtml, playHtml, resultsHtml, suited } from './reportParts';
import { reportStyle } from './reportStyle';

/** What the ruling report shows beyond the boards. */
export interface ReportOptions {
  /** Show the hands `[Hidden]` names (the CLI's `--show-hidden`). */
  showHidden?: boolean;
  /** The paper it is printed on (A4 unless said). */
  paper?: 'A4' | 'Letter';
}

function rulingsHtml(board: BoardView): string {
  const { labels } = board;
  const rulings = board.rulings.filter((ruling) => !ruling.settled);
  if (rulings.length === 0) return `<p>${esc(labels.noRulings)}</p>`;
  return rulings.map((ruling) => {
    const badge = ruling.provisional ? ` <span class="badge">${esc(labels.provisional)}</span>` : '';
    const explanation = ruling.explanation ? `<p class="explanation">${suited(ruling.explanation)}</p>` : '';
    return `<div class="ruling"><h4>${esc(ruling.article)}${badge}</h4>${ruling.sentences.map((sentence) => `<p>${suited(sentence)}</p>`).join('')}${explanation}</div>`;
  }).join('');
}

function problemsHtml(board: BoardView): string {
  if (board.problems.length === 0) return '';
  const items = board.problems.map((problem) => `<li class="${problem.severity}">${suited(problem.message)} <span class="muted">(${problem.line})</span></li>`).join('');
  return `<h3>${esc(board.labels.problems)}</h3><ul class="problems">${items}</ul>`;
}

/** An undisputed claim told with the play: who claimed how many, as the Laws engine words it. */
function settledClaimsHtml(board: BoardView): string {
  return board.rulings.filter((ruling) => ruling.settled).map((ruling) => `<p class="claim">${ruling.sentences.map(suited).join(' ')}</p>`).join('');
}

/** The facts block: what the record says, the Laws in force and why, and the lines to fill in. */
function factsHtml(board: BoardView): string {
  const { labels } = board;
  const record = board.record.length ? `<ul>${board.record.map((event) => `<li>${suited(event)}</li>`).join('')}</ul>` : `<p>${esc(labels.noRecord)}</p>`;
  const fill = (label: string) => `<p class="fill">${esc(label)}: <span class="blank"></span></p>`;
  return `<h3>${esc(labels.facts)}</h3><div class="facts"><p><b>${esc(labels.record)}:</b></p>${record}<p><b>${esc(labels.edition)}:</b> ${esc(board.edition.label)}</p>`
    + `${fill(labels.factsAtTable)}<p class="fill"><span class="blank"></span></p>${fill(labels.directorAndTime)}<p class="fill">${esc(labels.appeal)} <span class="blank short"></span></p></div>`;
}

/** The muted line under the header: event, site, date. */
function occasion(board: BoardView): string {
  return [board.table, board.event, board.site, board.date].filter(Boolean).map((part) => esc(part!)).join(' · ');
}

/** One board's section of the report. */
export function boardSectionHtml(board: BoardView, options: ReportOptions = {}, pageTitle = ''): string {
  const { labels } = board;
  const centre = [board.dealerName && `${esc(labels.dealer)}: ${esc(board.dealerName)}`, board.vulnerabilityText && `${esc(labels.vulnerable)}: ${esc(board.vulnerabilityText)}`].filter(Boolean).join('<br>');
  return `<section class="board" aria-label="${esc(board.title)}">${pageTitle}<h2>${suited(board.heading)}</h2><p class="muted">${occasion(board)}</p>`
    + `<div class="columns"><div>${diagramHtml(board, options.showHidden === true, centre)}<h3>${esc(labels.auction)}</h3>${auctionHtml(board)}</div>`
    // Double dummy under the play, beside the diagram and the auction: the page keeps its height for the rulings.
    + `<div><h3>${esc(labels.play)}</h3>${playHtml(board)}${settledClaimsHtml(board)}${resultsHtml(board)}${ddSectionHtml(board)}${claimLayoutsHtml(board)}</div></div>`
    + `<h3>${esc(labels.rulings)}</h3>${rulingsHtml(board)}${problemsHtml(board)}`
    + (board.comments.length ? `<h3>${esc(labels.commentary)}</h3>${commentaryHtml(board)}` : '')
    + `${factsHtml(board)}</section>`;
}

/** The whole HTML page for one or more boards. */
export function reportHtml(title: string, boards: readonly BoardView[], labels: BoardLabels, language: string, options: ReportOptions = {}): string {
  return `<!DOCTYPE html>\n<html lang="${esc(language)}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n`
    + `<title>${esc(title)}</title>\n<style>${reportStyle(options.paper)}</style>\n</head>\n<body>\n`
    // The title opens the first board's section, so that it prints on that board's page.
    + boards.map((board, index) => boardSectionHtml(board, options, index === 0 ? `<h1>${esc(title)}</h1>` : '')).join('\n')
    + `\n<footer><p>${esc(labels.generatedBy)}</p></footer>\n</body>\n</html>\n`;
}
