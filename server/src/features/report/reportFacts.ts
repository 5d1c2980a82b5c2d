/**
 * The facts at the head of a board's report (event, site, date, dealer, vulnerability, contract,
 * declarer, edition of the Laws), as label/value pairs that the HTML and Markdown renderers lay
 * out each in their own way.
 */
import { BoardView } from '../boardDataTypes';

/** The board's known facts, in report order; facts without a value are left out. */
export function boardFacts(board: BoardView): Array<[label: string, value: string]> {
  const { labels } = board;
  const facts: Array<[string, string | undefined]> = [
    [labels.event, board.event], [labels.site, board.site], [labels.date, board.date],
    [labels.dealer, board.dealerName], [labels.vulnerable, board.vulnerabilityText],
    [labels.contract, board.contract], [labels.declarer, board.declarerName], [labels.laws, board.edition.label],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== undefined && fact[1] !== '');
}
