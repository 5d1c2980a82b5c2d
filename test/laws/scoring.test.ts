/**
 * Law 77 duplicate scores: every level × strain × risk × vulnerability × tricks 0..13 against an
 * expectation written independently from explicit tables (per-undertrick lists, per-level trick
 * scores), plus well-known spot checks and the places where 1975 differs from 1987 on.
 */
import assert from 'node:assert/strict';
import { Contract, Risk } from '../../server/src/bridge/contract';
import { Strain } from '../../server/src/bridge/cards';
import { duplicateScore } from '../../server/src/laws/scoring';
import { Edition, EDITIONS } from '../../server/src/shapes/laws';

/** Cost of the 1st, 2nd, … undertrick, undoubled / doubled, as printed in the scoring tables. */
const UNDERTRICK_COSTS = {
  undoubled: { nonVulnerable: [50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50], vulnerable: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100] },
  doubled1975: { nonVulnerable: [100, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200], vulnerable: [200, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300] },
  doubledFrom1987: { nonVulnerable: [100, 200, 200, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300], vulnerable: [200, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300] },
};

/** Undoubled trick score of the contract tricks, by strain and level 1..7. */
const CONTRACT_TRICK_SCORES: Record<Strain, number[]> = {
  C: [20, 40, 60, 80, 100, 120, 140],
  D: [20, 40, 60, 80, 100, 120, 140],
  H: [30, 60, 90, 120, 150, 180, 210],
  S: [30, 60, 90, 120, 150, 180, 210],
  NT: [40, 70, 100, 130, 160, 190, 220],
};

/** The expected score, built from the tables above. */
function expectedScore(contract: Contract, vulnerable: boolean, tricks: number, edition: Edition): number {
  const short = contract.level + 6 - tricks;
  const vulnerability = vulnerable ? 'vulnerable' : 'nonVulnerable';
  if (short > 0) {
    const table = contract.risk === '' ? UNDERTRICK_COSTS.undoubled : edition === '1975' ? UNDERTRICK_COSTS.doubled1975 : UNDERTRICK_COSTS.doubledFrom1987;
    const total = table[vulnerability].slice(0, short).reduce((sum, cost) => sum + cost, 0);
    return -(contract.risk === 'XX' ? 2 * total : total);
  }
  const factor = { '': 1, X: 2, XX: 4 }[contract.risk];
  const below = CONTRACT_TRICK_SCORES[contract.strain][contract.level - 1] * factor;
  const gameOrPart = below >= 100 ? (vulnerable ? 500 : 300) : 50;
  const slam = contract.level === 7 ? (vulnerable ? 1500 : 1000) : contract.level === 6 ? (vulnerable ? 750 : 500) : 0;
  const insult = { '': 0, X: 50, XX: edition === '1975' ? 50 : 100 }[contract.risk];
  const overtricks = tricks - contract.level - 6;
  const perOvertrick = contract.risk === '' ? (contract.strain === 'C' || contract.strain === 'D' ? 20 : 30) : (vulnerable ? 100 : 50) * factor;
  return below + gameOrPart + slam + insult + overtricks * perOvertrick;
}

describe('Law 77: duplicate score', () => {
  for (const edition of EDITIONS) {
    it(`L${edition.slice(2)} 77: every contract, risk, vulnerability and result matches the table-driven expectation`, () => {
      let checked = 0;
      for (let level = 1; level <= 7; level++) {
        for (const strain of ['C', 'D', 'H', 'S', 'NT'] as Strain[]) {
          for (const risk of ['', 'X', 'XX'] as Risk[]) {
            for (const vulnerable of [false, true]) {
              for (let tricks = 0; tricks <= 13; tricks++) {
                const contract = { level, strain, risk };
                assert.equal(duplicateScore(contract, vulnerable, tricks, edition), expectedScore(contract, vulnerable, tricks, edition), `${level}${strain}${risk} ${vulnerable ? 'V' : 'NV'} ${tricks}`);
                checked++;
              }
            }
          }
        }
      }
      assert.equal(checked, 7 * 5 * 3 * 2 * 14);
    });
  }

  const spotChecks: [string, Contract, boolean, number, Edition, number][] = [
    ['4S= V', { level: 4, strain: 'S', risk: '' }, true, 10, '2017', 620],
    ['4S= NV', { level: 4, strain: 'S', risk: '' }, false, 10, '2017', 420],
    ['3NT= NV', { level: 3, strain: 'NT', risk: '' }, false, 9, '2017', 400],
    ['3NT+1 V', { level: 3, strain: 'NT', risk: '' }, true, 10, '2017', 630],
    ['1NTX-1 V', { level: 1, strain: 'NT', risk: 'X' }, true, 6, '2017', -200],
    ['7NTXX= V', { level: 7, strain: 'NT', risk: 'XX' }, true, 13, '2017', 2980],
    ['2CX= NV', { level: 2, strain: 'C', risk: 'X' }, false, 8, '2017', 180],
    ['6H= V', { level: 6, strain: 'H', risk: '' }, true, 12, '1975', 1430],
    ['4HX-4 NV (1975: 200 for the 4th)', { level: 4, strain: 'H', risk: 'X' }, false, 6, '1975', -700],
    ['4HX-4 NV (1987: 300 for the 4th)', { level: 4, strain: 'H', risk: 'X' }, false, 6, '1987', -800],
    ['4HXX-4 NV (1975)', { level: 4, strain: 'H', risk: 'XX' }, false, 6, '1975', -1400],
    ['4HXX-4 NV (2017)', { level: 4, strain: 'H', risk: 'XX' }, false, 6, '2017', -1600],
    ['1NTXX= NV (1975 insult 50)', { level: 1, strain: 'NT', risk: 'XX' }, false, 7, '1975', 510],
    ['1NTXX= NV (1997 insult 100)', { level: 1, strain: 'NT', risk: 'XX' }, false, 7, '1997', 560],
    ['3NTX-3 NV (same in every edition)', { level: 3, strain: 'NT', risk: 'X' }, false, 6, '1975', -500],
  ];
  for (const [name, contract, vulnerable, tricks, edition, score] of spotChecks) {
    it(`L${edition.slice(2)} 77: ${name} = ${score}`, () => {
      assert.equal(duplicateScore(contract, vulnerable, tricks, edition), score);
    });
  }
});
