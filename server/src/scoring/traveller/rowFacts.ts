/**
 * The bridge facts of one traveller row: the NS score it records (Score_NS, or Score_EW with its
 * sign turned), how many tables it stands for (Multiplicity), and the contract, declarer and
 * tricks when the row gives them, with the score Law 77 makes of them for the board's
 * vulnerability and edition.
 */
import { Contract, Vulnerability, isVulnerable, parseContract } from '../../bridge/contract';
import { Seat, parseSeat, sideOf } from '../../bridge/seats';
import { duplicateScore } from '../../laws/scoring';
import { Edition } from '../../shapes/laws';
import { cellValue } from './cells';
import { Traveller, cellAt } from './readTraveller';

/** The largest Multiplicity taken as written. */
export const MAX_MULTIPLICITY = 10000;

/** What a row says. */
export interface RowFacts {
  /** The NS score recorded, if any. */
  nsScore?: number;
  count: number;
  contract?: Contract;
  passedOut: boolean;
  declarer?: Seat;
  tricks?: number;
  /** The NS score Law 77 gives the row's contract, declarer and tricks. */
  law77Score?: number;
}

/** Reads row `row` of a traveller. */
export function rowFacts(traveller: Traveller, row: number, vulnerability: Vulnerability | undefined, edition: Edition): RowFacts {
  const number = (name: string) => cellValue(cellAt(traveller, row, name)).number;
  const ns = number('Score_NS');
  const ew = number('Score_EW');
  const multiplicity = number('Multiplicity');
  const contractText = cellAt(traveller, row, 'Contract')?.text ?? '';
  const passedOut = /^pass$/i.test(contractText);
  const facts: RowFacts = {
    nsScore: ns ?? (ew !== undefined ? -ew : undefined),
    // A Multiplicity beyond any real field (10,000 tables) is not believed: the row counts once.
    count: multiplicity !== undefined && Number.isInteger(multiplicity) && multiplicity >= 1 && multiplicity <= MAX_MULTIPLICITY ? multiplicity : 1,
    contract: parseContract(contractText, true),
    passedOut,
    declarer: parseSeat(cellAt(traveller, row, 'Declarer')?.text ?? ''),
  };
  const tricks = number('Result');
  if (tricks !== undefined && Number.isInteger(tricks) && tricks >= 0 && tricks <= 13) facts.tricks = tricks;
  if (passedOut) facts.law77Score = 0;
  else if (facts.contract && facts.declarer && facts.tricks !== undefined && vulnerability) {
    const side = sideOf(facts.declarer);
    const score = duplicateScore(facts.contract, isVulnerable(vulnerability, side), facts.tricks, edition);
    facts.law77Score = side === 'NS' ? score : -score;
  }
  if (facts.nsScore === undefined && passedOut) facts.nsScore = 0;
  return facts;
}
