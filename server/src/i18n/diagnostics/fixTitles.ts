/**
 * The titles of the quick-fixes, in English and Dutch: the value replacements (Law 77 Score,
 * Result, Contract, Declarer), the answers to a board fix leaves alone, "Update traveller", the
 * `^L` mark and "Not a revoke".
 * The providers in features/fixes/codeActions/ pick them by the code they fix.
 */
import { Language } from '../localize';

/** The title of each value replacement, by the code it fixes, and whether it is preferred. */
export const REPLACE_VALUE_TITLES: Record<string, { en: (value: string) => string; nl: (value: string) => string; preferred: boolean }> = {
  'pbn.score.mismatch': { en: (v) => `Set Score to "${v}" (Law 77)`, nl: (v) => `Score wijzigen in "${v}" (artikel 77)`, preferred: true },
  'pbn.result.caret-required': { en: (v) => `Set Result to "${v}" (the tricks won in the play)`, nl: (v) => `Result wijzigen in "${v}" (de gemaakte slagen)`, preferred: false },
  'pbn.result.caret-forbidden': { en: (v) => `Remove '^' from Result ("${v}")`, nl: (v) => `'^' uit Result verwijderen ("${v}")`, preferred: true },
  'pbn.contract.mismatch': { en: (v) => `Set Contract to "${v}" (as bid)`, nl: (v) => `Contract wijzigen in "${v}" (zoals geboden)`, preferred: false },
  'pbn.contract.risk-mismatch': { en: (v) => `Set Contract to "${v}" (as bid)`, nl: (v) => `Contract wijzigen in "${v}" (zoals geboden)`, preferred: false },
  'pbn.contract.nonstandard': { en: (v) => `Write "${v}"`, nl: (v) => `"${v}" schrijven`, preferred: true },
  'pbn.contract.empty': { en: (v) => `Set Contract to "${v}" (as bid)`, nl: (v) => `Contract wijzigen in "${v}" (zoals geboden)`, preferred: true },
  'pbn.declarer.empty': { en: (v) => `Set Declarer to "${v}" (from the auction)`, nl: (v) => `Declarer wijzigen in "${v}" (uit het bieden)`, preferred: true },
  'pbn.declarer.mismatch': { en: (v) => `Set Declarer to "${v}" (from the auction)`, nl: (v) => `Declarer wijzigen in "${v}" (uit het bieden)`, preferred: false },
};

/** The titles of the answers to a board fix leaves alone (a Director's Result, an unknown table result, a contradicted line). */
export const CONFIRM_RULING_TITLES = {
  en: {
    replace: (from: string, to: string, score: string) => `Replace Result ${from} by the ruling's ${to}${score}`,
    asTable: (from: string, to: string, score: string) => `Result ${from} is the table result: apply the ruling (Result ${to}${score})`,
    included: (from: string, table: number) => `Result ${from} already includes the transfer: record the table result (${table === 1 ? '1 trick' : `${table} tricks`})`,
    fromLine: (to: string, score: string) => `Rewrite Result from the ruling line's table result (Result ${to}${score})`,
  },
  nl: {
    replace: (from: string, to: string, score: string) => `Result ${from} vervangen door ${to} van de uitspraak${score}`,
    asTable: (from: string, to: string, score: string) => `Result ${from} is het tafelresultaat: de uitspraak toepassen (Result ${to}${score})`,
    included: (from: string, table: number) => `Result ${from} bevat de overdracht al: het tafelresultaat vastleggen (${table === 1 ? '1 slag' : `${table} slagen`})`,
    fromLine: (to: string, score: string) => `Result herschrijven vanuit het tafelresultaat van de uitspraakregel (Result ${to}${score})`,
  },
};

/** "Update traveller (3 values)" / "Uitslagenstaat bijwerken (3 waarden)". */
export function updateTravellerTitle(cells: number, language: Language): string {
  return language === 'nl'
    ? `Uitslagenstaat bijwerken (${cells} ${cells === 1 ? 'waarde' : 'waarden'})`
    : `Update traveller (${cells} ${cells === 1 ? 'value' : 'values'})`;
}

/** "Mark ♠10 as an accepted lead out of turn (^L, trick 3)", the card already in bridge notation. */
export function markLeadTitle(card: string, trick: number, language: Language): string {
  return language === 'nl'
    ? `${card} markeren als geaccepteerd voorspelen voor de beurt (^L, slag ${trick})`
    : `Mark ${card} as an accepted lead out of turn (^L, trick ${trick})`;
}

/** "Not a revoke: the record is wrong (…)", naming the card, its trick and the event it writes. */
export function notARevokeTitle(card: string, trick: number, event: string, language: Language): string {
  return language === 'nl'
    ? `Geen verzaking: de registratie is fout (${card} in slag ${trick}; schrijft Irregularities "${event}")`
    : `Not a revoke: the record is wrong (${card} at trick ${trick}; writes Irregularities "${event}")`;
}
