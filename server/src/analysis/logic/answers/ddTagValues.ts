/**
 * The double-dummy tags in the forms files carry them: PBN 2.1's `OptimumResultTable`
 * (`Declarer;Denomination\2R;Result\2R`, one row per declarer and strain) and `OptimumScore`
 * (`NS 620`), the common `DoubleDummyTricks` (20 hex digits, declarers N S E W, each NT S H D C)
 * and `ParContract` (`NS 4S`, `W 4NT+1`, several joined by `, `, `Pass`). Written and read here.
 */
import { Strain } from '../../../bridge/cards';
import { SEATS, Seat } from '../../../bridge/seats';
import { formatContract } from '../../../bridge/contract';
import { DdTable, ParContract, ParResult } from '../../../shapes/ddTypes';

/** The strains of a table row in PBN order. */
export const TABLE_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** The declarers of `DoubleDummyTricks` in its own order. */
export const DOUBLE_DUMMY_TRICKS_SEATS: readonly Seat[] = ['N', 'S', 'E', 'W'];

/** The OptimumResultTable header we write. */
export const OPTIMUM_RESULT_HEADER = 'Declarer;Denomination\\2R;Result\\2R';

/** The 20 rows of an OptimumResultTable: `N NT  9`, `N  S 10`, … (declarers N E S W). */
export function optimumResultRows(table: DdTable): string[] {
  return SEATS.flatMap((seat) => TABLE_STRAINS.map((strain) => `${seat} ${strain.padStart(2)} ${String(table[seat][strain]).padStart(2)}`));
}

/** `NS 620`, `EW 100`, `NS 0`. */
export function optimumScoreValue(par: ParResult): string {
  return par.nsPoints < 0 ? `EW ${-par.nsPoints}` : `NS ${par.nsPoints}`;
}

/** `NS 4S`, `W 4NT+1`, `EW 5DX-2`; several joined by `, `; `Pass` when par is a pass-out. */
export function parContractValue(par: ParResult): string {
  if (par.contracts.length === 0) return 'Pass';
  return par.contracts.map(parContractWord).join(', ');
}

/** One par contract with its declarers first: `NS 4S`, `W 4NT+1`. */
export function parContractWord(contract: ParContract): string {
  const result = contract.overtricks > 0 ? `+${contract.overtricks}` : contract.overtricks < 0 ? String(contract.overtricks) : '';
  return `${contract.declarers.join('')} ${formatContract(contract.contract)}${result}`;
}

/** One par contract per declarer, as the CLI's JSON lists them: `4S N`, `4S S`, `3NT+1 W`. */
export function parContractsPerDeclarer(par: ParResult): string[] {
  return par.contracts.flatMap((contract) => {
    const result = contract.overtricks > 0 ? `+${contract.overtricks}` : contract.overtricks < 0 ? String(contract.overtricks) : '';
    return contract.declarers.map((seat) => `${formatContract(contract.contract)}${result} ${seat}`);
  });
}

/** The 20 hex digits of `DoubleDummyTricks`. */
export function doubleDummyTricksValue(table: DdTable): string {
  return DOUBLE_DUMMY_TRICKS_SEATS.flatMap((seat) => TABLE_STRAINS.map((strain) => table[seat][strain].toString(16).toUpperCase())).join('');
}

/** The NS points of an OptimumScore value (`NS 620`, `EW -620`, `NS +90`, `NS 100 EW -100`); undefined when unreadable. */
export function optimumScoreNsPoints(value: string): number | undefined {
  const match = /^(NS|EW) ([+-]?\d+)(?: (NS|EW) ([+-]?\d+))?$/.exec(value.trim());
  if (!match) return undefined;
  const first = Number(match[2]);
  return match[1] === 'NS' ? first : -first;
}
