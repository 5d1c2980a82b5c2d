/**
 * Reads DDS's DealerPar answer into our types. DDS writes each par contract as text:
 * `4S-NS` (N and S can make exactly 4♠), `4N-W+1` (only West, with an overtrick), `5D*-EW-2`
 * (E or W sacrifice in 5♦ doubled, two down), or `pass`; the score is signed from NS's view.
 */
import { Strain } from '../../../bridge/cards';
import { Seat } from '../../../bridge/seats';
import { DdError } from '../../logic/ddError';
import { ParContract, ParResult } from '../../../shapes/ddTypes';

const CONTRACT_TEXT = /^([1-7])([SHDCN])(\*?)-(NS|EW|N|E|S|W)(?:([+-])(\d+))?$/;

/** One DDS par contract text as a `ParContract`; throws for text DDS does not write. */
export function parseParContract(text: string): ParContract {
  const match = CONTRACT_TEXT.exec(text);
  if (!match) throw new DdError('dd.engine', { function: 'DealerPar', returnCode: 1, ddsText: `unexpected par contract “${text}”` });
  const strain: Strain = match[2] === 'N' ? 'NT' : (match[2] as Strain);
  const declarers = (match[4] === 'NS' ? ['N', 'S'] : match[4] === 'EW' ? ['E', 'W'] : [match[4]]) as Seat[];
  const overtricks = match[5] ? (match[5] === '+' ? 1 : -1) * Number(match[6]) : 0;
  return { contract: { level: Number(match[1]), strain, risk: match[3] ? 'X' : '' }, declarers, overtricks, ddsText: text };
}

/** DealerPar's score and texts as a `ParResult`. */
export function parResult(nsPoints: number, texts: readonly string[]): ParResult {
  const contracts = texts.filter((text) => text !== 'pass').map(parseParContract);
  return { score: { side: nsPoints < 0 ? 'EW' : 'NS', points: Math.abs(nsPoints) }, nsPoints, contracts };
}
