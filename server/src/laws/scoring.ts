/**
 * Duplicate scores under Law 77, from the declaring side's point of view (negative when the
 * contract is defeated). The values that changed between editions (doubled non-vulnerable
 * undertricks from the fourth on, the redoubled insult) come from the edition's rules.
 */
import { Contract } from '../bridge/contract';
import { rulesFor, ScoringRules } from './editions';
import { Edition } from '../shapes/laws';

/** The declaring side's duplicate score for `tricksByDeclarer` tricks (0..13). */
export function duplicateScore(contract: Contract, vulnerable: boolean, tricksByDeclarer: number, edition: Edition): number {
  const scoring = rulesFor(edition).scoring;
  const needed = contract.level + 6;
  if (tricksByDeclarer < needed) return -undertrickPenalty(contract, vulnerable, needed - tricksByDeclarer, scoring);
  return madeContractScore(contract, vulnerable, tricksByDeclarer - needed, scoring);
}

/** How many times the trick values count: 1, 2 doubled, 4 redoubled. */
function riskMultiplier(contract: Contract): number {
  return contract.risk === 'XX' ? 4 : contract.risk === 'X' ? 2 : 1;
}

/** Trick score for the contracted tricks (below the line). */
function contractTrickScore(contract: Contract): number {
  const perTrick = contract.strain === 'C' || contract.strain === 'D' ? 20 : 30;
  const firstTrickExtra = contract.strain === 'NT' ? 10 : 0;
  return (perTrick * contract.level + firstTrickExtra) * riskMultiplier(contract);
}

/** Score of a made contract with `overtricks` extra tricks. */
function madeContractScore(contract: Contract, vulnerable: boolean, overtricks: number, scoring: ScoringRules): number {
  const trickScore = contractTrickScore(contract);
  let score = trickScore;
  score += trickScore >= 100 ? (vulnerable ? 500 : 300) : 50;
  if (contract.level === 6) score += vulnerable ? 750 : 500;
  if (contract.level === 7) score += vulnerable ? 1500 : 1000;
  if (contract.risk === 'X') score += scoring.doubledInsult + overtricks * (vulnerable ? 200 : 100);
  else if (contract.risk === 'XX') score += scoring.redoubledInsult + overtricks * (vulnerable ? 400 : 200);
  else score += overtricks * (contract.strain === 'C' || contract.strain === 'D' ? 20 : 30);
  return score;
}

/** What the defenders score for `undertricks` tricks short. */
function undertrickPenalty(contract: Contract, vulnerable: boolean, undertricks: number, scoring: ScoringRules): number {
  if (contract.risk === '') return undertricks * (vulnerable ? 100 : 50);
  let doubled = 0;
  for (let undertrick = 1; undertrick <= undertricks; undertrick++) {
    if (vulnerable) doubled += undertrick === 1 ? 200 : 300;
    else doubled += undertrick === 1 ? 100 : undertrick <= 3 ? 200 : scoring.doubledNonVulnerableFourthOn;
  }
  return contract.risk === 'XX' ? doubled * 2 : doubled;
}
