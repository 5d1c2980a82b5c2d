/**
 * The titles of the quick-fixes, in English and Dutch: the value replacements (Law 77 Score,
 * Result, Contract, Declarer), the answers to a board fix leaves alone, "Update traveller", the
 * `^L` mark, "Not a revoke", the revoke rulings applied ("Apply Law 64A1: transfer 2 tricks to NS"),
 * a stale ruling line brought up to date, and the source action "Fix all rulings in file".
 * The providers in features/fixes/codeActions/ pick them by the code they fix.
 */
import { Language, Localized } from '../localize';

/** The title of each value replacement, by the code it fixes, and whether it is preferred. */
export const REPLACE_VALUE_TITLES: Record<string, { en: (value: string) => string; nl: (value: string) => string; preferred: boolean }> = {
  'pbn.score.mismatch': { en: (v) => `Set Score to "${v}" (Law 77)`, nl: (v) => `Score wijzigen in "${v}" (artikel 77)`, preferred: true },
  'pbn.result.caret-required': { en: (v) => `Set Result to "${v}" (the tricks won in the play)`, nl: (v) => `Result wijzigen in "${v}" (de gemaakte slagen)`, preferred: false },
  'pbn.result.caret-forbidden': { en: (v) => `Remove '^' from Result ("${v}")`, nl: (v) => `'^' uit Result verwijderen ("${v}")`, preferred: true },
  'pbn.claim.award-result': { en: (v) => `Set Result to "${v}" (the Director's award)`, nl: (v) => `Result wijzigen in "${v}" (toegekend door de wedstrijdleider)`, preferred: true },
  'pbn.contract.mismatch': { en: (v) => `Set Contract to "${v}" (as bid)`, nl: (v) => `Contract wijzigen in "${v}" (zoals geboden)`, preferred: false },
  'pbn.contract.risk-mismatch': { en: (v) => `Set Contract to "${v}" (as bid)`, nl: (v) => `Contract wijzigen in "${v}" (zoals geboden)`, preferred: false },
  'pbn.contract.nonstandard': { en: (v) => `Write "${v}"`, nl: (v) => `"${v}" schrijven`, preferred: true },
  'pbn.contract.empty': { en: (v) => `Set Contract to "${v}" (as bid)`, nl: (v) => `Contract wijzigen in "${v}" (zoals geboden)`, preferred: true },
  'pbn.declarer.empty': { en: (v) => `Set Declarer to "${v}" (from the auction)`, nl: (v) => `Declarer wijzigen in "${v}" (uit het bieden)`, preferred: true },
  'pbn.tag.new-name': { en: (v) => `Rename the tag to ${v}`, nl: (v) => `Tag hernoemen tot ${v}`, preferred: false },
  'pbn.declarer.mismatch': { en: (v) => `Set Declarer to "${v}" (from the auction)`, nl: (v) => `Declarer wijzigen in "${v}" (uit het bieden)`, preferred: false },
};

/** The titles of the answers to a board fix leaves alone (a Director's Result, a contradicted line). */
export const CONFIRM_RULING_TITLES = {
  en: {
    replace: (from: string, to: string, score: string) => `Replace Result ${from} by the ruling's ${to}${score}`,
    fromLine: (to: string, score: string) => `Rewrite Result from the ruling line's table result (Result ${to}${score})`,
  },
  nl: {
    replace: (from: string, to: string, score: string) => `Result ${from} vervangen door ${to} van de uitspraak${score}`,
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

/** "Write - for the card nobody noted: 10 N Claim - Agreed". */
export function missingCardTitle(event: string, language: Language): string {
  return language === 'nl'
    ? `Schrijf - voor de kaart die niemand noteerde: ${event}`
    : `Write - for the card nobody noted: ${event}`;
}

/** "Not a revoke: the record is wrong (…)", naming the card, its trick and the event it writes. */
export function notARevokeTitle(card: string, trick: number, event: string, language: Language): string {
  return language === 'nl'
    ? `Geen verzaking: de registratie is fout (${card} in slag ${trick}; schrijft Irregularities "${event}")`
    : `Not a revoke: the record is wrong (${card} at trick ${trick}; writes Irregularities "${event}")`;
}

/** "Apply Law 64A1: transfer 2 tricks to NS (…)" or, without a transfer, "Mark the revoke ^R (Law 64B3: no transfer) (…)"; `suffix` is the outcome in parentheses or nothing. */
export function revokeFixTitle(law: string, transfer: number, side: string, suffix: string, language: Language): string {
  if (transfer > 0) {
    const tricks = language === 'nl' ? `${transfer} ${transfer === 1 ? 'slag' : 'slagen'} overdragen naar ${side}` : `transfer ${transfer} ${transfer === 1 ? 'trick' : 'tricks'} to ${side}`;
    return language === 'nl' ? `Artikel ${law} toepassen: ${tricks}${suffix}` : `Apply Law ${law}: ${tricks}${suffix}`;
  }
  return language === 'nl' ? `Verzaking markeren met ^R (artikel ${law}: geen overdracht)${suffix}` : `Mark the revoke ^R (Law ${law}: no transfer)${suffix}`;
}

/** "Update the ruling to the Laws 2017 (Result ^11, Score NS 650)": the fix of a stale ruling line (`score` is ", Score …" or nothing). */
export function staleLineFixTitle(edition: string, result: string | undefined, score: string, language: Language): string {
  return language === 'nl'
    ? `De uitspraak bijwerken naar de Spelregels ${edition} (Result ${result}${score})`
    : `Update the ruling to the Laws ${edition} (Result ${result}${score})`;
}

/** The title of the source action that writes every ruling of the file. */
export const FIX_ALL_TITLE: Localized<string> = { en: 'Fix all rulings in file', nl: 'Alle uitspraken in het bestand verwerken' };
