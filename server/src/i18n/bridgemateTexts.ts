/**
 * Why a Bridgemate session (`.bws`) cannot be read, in English and Dutch: the file is no Access
 * database (with the reader's own detail in English, left out of the Dutch), its tables cannot be
 * listed or one of them read, or it has no `ReceivedData` (no results: not a session). The command
 * line says it in English, as its other refusals of an input; the editor in the user's language.
 */
import { Language, Localized } from './localize';

/** What is wrong with the file. */
export type BwsProblem =
  | { kind: 'not-access'; detail: string }
  | { kind: 'tables-unreadable'; detail: string }
  | { kind: 'table-unreadable'; table: string; detail: string }
  | { kind: 'no-results' };

const WORDS: Localized<{ [K in BwsProblem['kind']]: (problem: Extract<BwsProblem, { kind: K }>) => string }> = {
  en: {
    'not-access': ({ detail }) => `not an Access database (${detail})`,
    'tables-unreadable': ({ detail }) => `its list of tables cannot be read (${detail})`,
    'table-unreadable': ({ table, detail }) => `its table ${table} cannot be read (${detail})`,
    'no-results': () => 'no ReceivedData table: not a Bridgemate session',
  },
  nl: {
    'not-access': () => 'geen Access-database',
    'tables-unreadable': () => 'de lijst van tabellen is onleesbaar',
    'table-unreadable': ({ table }) => `de tabel ${table} is onleesbaar`,
    'no-results': () => 'geen tabel ReceivedData: geen Bridgemate-sessie',
  },
};

/** The problem in words. */
export function bwsProblemText(problem: BwsProblem, language: Language): string {
  const words = WORDS[language];
  switch (problem.kind) {
    case 'not-access': return words['not-access'](problem);
    case 'tables-unreadable': return words['tables-unreadable'](problem);
    case 'table-unreadable': return words['table-unreadable'](problem);
    case 'no-results': return words['no-results'](problem);
  }
}

/** `club.bws: no ReceivedData table: …` in both languages: the command line's refusal of a session it cannot read. */
export function bwsProblemLine(file: string, problem: BwsProblem): Localized<string> {
  return { en: `${file}: ${bwsProblemText(problem, 'en')}`, nl: `${file}: ${bwsProblemText(problem, 'nl')}` };
}
