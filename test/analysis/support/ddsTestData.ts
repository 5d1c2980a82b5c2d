/**
 * Reads DDS's own test data (hands/listN.txt of the orig tarball): per deal a `PBN dealer vul trump
 * first "deal"` line, then TABLE (20 tricks, strain by strain S H D C NT, hand by hand N E S W),
 * PAR2 (DealerPar's score and contract texts), PLAY (count and cards) and TRACE (count and values).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Card, Strain } from '../../../server/src/bridge/cards';
import { Vulnerability } from '../../../server/src/bridge/contract';
import { SEATS, Seat } from '../../../server/src/bridge/seats';
import { parseDeal } from '../../../server/src/model/game/deal';

/** One deal of a DDS test list with its expected answers. */
export interface DdsTestDeal {
  deal: string;
  hands: Record<Seat, Card[] | undefined>;
  dealer: Seat;
  vulnerability: Vulnerability;
  trump: Strain;
  leader: Seat;
  /** Expected tricks, `table[strainIndex * 4 + handIndex]` as DDS lists them. */
  table: number[];
  par: { score: number; contracts: string[] };
  played: Card[];
  trace: number[];
}

const VULNERABILITY: Vulnerability[] = ['None', 'All', 'NS', 'EW'];
const STRAINS: Strain[] = ['S', 'H', 'D', 'C', 'NT'];
const quoted = (line: string) => [...line.matchAll(/"([^"]*)"/g)].map((match) => match[1]);

/** The first `limit` deals of `hands/<file>`. */
export function readDdsTestDeals(handsDirectory: string, file: string, limit = Infinity): DdsTestDeal[] {
  const deals: DdsTestDeal[] = [];
  let current: DdsTestDeal | undefined;
  for (const line of readFileSync(join(handsDirectory, file), 'latin1').split(/\r?\n/)) {
    const [head, ...fields] = line.trim().split(/\s+/);
    if (head === 'PBN') {
      if (deals.length >= limit) break;
      const deal = quoted(line)[0];
      const parsed = parseDeal(deal, 0, { add: () => undefined } as never);
      if (!parsed) throw new Error(`unreadable deal ${deal}`);
      current = { deal, hands: parsed.hands, dealer: SEATS[Number(fields[0])], vulnerability: VULNERABILITY[Number(fields[1])], trump: STRAINS[Number(fields[2])], leader: SEATS[Number(fields[3])], table: [], par: { score: 0, contracts: [] }, played: [], trace: [] };
      deals.push(current);
    } else if (current && head === 'TABLE') {
      current.table = fields.map(Number);
    } else if (current && head === 'PAR2') {
      const [score, ...contracts] = quoted(line);
      current.par = { score: Number(score), contracts };
    } else if (current && head === 'PLAY') {
      current.played = (quoted(line)[0].match(/../g) ?? []).slice(0, Number(fields[0]));
    } else if (current && head === 'TRACE') {
      current.trace = fields.slice(1, 1 + Number(fields[0])).map(Number);
    }
  }
  return deals;
}
