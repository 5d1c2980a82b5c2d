/**
 * Contracts and vulnerability as values: parsing the PBN `Contract` and `Vulnerable` tag forms
 * into a `Contract`, and the helpers that say who is vulnerable.
 */
import { Strain } from './cards';
import { Side } from './seats';

/** Undoubled, doubled or redoubled. */
export type Risk = '' | 'X' | 'XX';

/** A contract bid to a level; passed-out boards have no Contract value. */
export interface Contract {
  level: number;
  strain: Strain;
  risk: Risk;
}

/** Which sides are vulnerable. */
export type Vulnerability = 'None' | 'NS' | 'EW' | 'All';

/** The strains in bidding order (clubs lowest). */
export const STRAINS_ASCENDING: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];

/** Parses a strain (`S H D C NT`, any case; `N` too when `lenient`). */
export function parseStrain(text: string, lenient = false): Strain | undefined {
  const upper = text.toUpperCase();
  if (upper === 'NT' || (lenient && upper === 'N')) return 'NT';
  return upper === 'S' || upper === 'H' || upper === 'D' || upper === 'C' ? upper : undefined;
}

/** Parses `4S`, `3NTX`, `7HXX`; undefined for anything else (including `Pass`). */
export function parseContract(text: string, lenient = false): Contract | undefined {
  const match = /^([1-7])(NT|N|S|H|D|C)(X{0,2})$/i.exec(text);
  if (!match) return undefined;
  const strain = parseStrain(match[2], lenient);
  if (!strain) return undefined;
  return { level: Number(match[1]), strain, risk: match[3].toUpperCase() as Risk };
}

/** Writes a contract the way PBN export does: `4S`, `3NTX`. */
export function formatContract(contract: Contract): string {
  return `${contract.level}${contract.strain}${contract.risk}`;
}

/** Parses a Vulnerable tag value, import spellings included. */
export function parseVulnerability(text: string): Vulnerability | undefined {
  // The standard spellings first, without a lower-case copy.
  if (text === 'None' || text === 'NS' || text === 'EW' || text === 'All') return text;
  switch (text.toLowerCase()) {
    case 'none': case 'love': case '-': return 'None';
    case 'ns': return 'NS';
    case 'ew': return 'EW';
    case 'all': case 'both': return 'All';
    default: return undefined;
  }
}

/** True when `side` is vulnerable. */
export function isVulnerable(vulnerability: Vulnerability, side: Side): boolean {
  return vulnerability === 'All' || vulnerability === side;
}
