/**
 * The words of an event's rulings log (`score --event --rulings-log`) in English and Dutch: the
 * column titles, the two statuses, why a row is still to be checked, the adjusted score in
 * words, the page's title and the line that names the command writing the boards' ruling reports.
 * Results, scores, sides and articles come in already written (bridgeNotation.ts).
 */
import { Localized } from './localize';

/** The statuses a row can have: the file carries the ruling, or a Director still has to look. */
export type RulingStatus = 'ruled' | 'to-be-checked';

/** The words of the rulings log. */
export interface RulingsLogWords {
  columns: {
    file: string; board: string; table: string; round: string; irregularity: string; law: string; edition: string;
    tableResult: string; ruledScore: string; damaged: string; status: string; note: string; playersNs: string; playersEw: string; report: string;
  };
  status: Record<RulingStatus, string>;
  /** The file's Result and Score do not say what the rulings make of the board yet; `fix` writes it. */
  notWritten: (result: string) => string;
  /** The ruling line a fix wrote names another edition or other transfers than the rulings now give. */
  lineStale: string;
  /** The Laws leave the decision to the Director (a disputed claim without the Director's Result). */
  provisional: string;
  /** The record contradicts what the Laws allow here. */
  recordProblem: string;
  /** The AdjustedScore tag could not be read whole. */
  adjustedUnread: string;
  adjusted: string;
  averagePlus: string;
  average: string;
  averageMinus: string;
  /** Average plus or minus against the session: `at least 60 %`, `at most 40 %`. */
  bound: (kind: 'plus' | 'minus', percent: string) => string;
  /** `60 % of 4♠ =` in a weighted score. */
  weight: (percent: string, outcome: string) => string;
  passedOut: string;
  title: string;
  /** `N rulings from M files: R ruled, C to be checked.` */
  summary: (rows: number, files: number, ruled: number, toCheck: number) => string;
  noRulings: string;
  /** The command that writes each file's ruling report beside the log, and where. */
  reportCommand: (command: string) => string;
  /** The folder in that command, as a placeholder. */
  folder: string;
  /** Names were left out (`--hide-names`). */
  namesHidden: string;
  reportLink: string;
}

/** The rulings log's words, per language. */
export const RULINGS_LOG_WORDS: Localized<RulingsLogWords> = {
  en: {
    columns: {
      file: 'File', board: 'Board', table: 'Table', round: 'Round', irregularity: 'Irregularity', law: 'Law', edition: 'Edition',
      tableResult: 'Table result', ruledScore: 'Rectified or adjusted score', damaged: 'Damaged', status: 'Status', note: 'Note',
      playersNs: 'NS players', playersEw: 'EW players', report: 'Ruling report',
    },
    status: { ruled: 'ruled', 'to-be-checked': 'to be checked' },
    notWritten: (result) => `the file's Result and Score do not carry the ruling yet (pbn-director fix writes ${result})`,
    lineStale: 'the ruling line in the file says something other than the rulings now do (pbn-director fix writes it again)',
    provisional: 'a disputed claim: the Director decides (Laws 69–71) and writes his Result marked ^',
    recordProblem: 'the record contradicts what the Laws allow here (pbn-director check says what)',
    adjustedUnread: 'the AdjustedScore tag cannot be read (pbn-director check says why)',
    adjusted: 'Adjusted score', averagePlus: 'average plus', average: 'average', averageMinus: 'average minus',
    bound: (kind, percent) => `${kind === 'plus' ? 'at least' : 'at most'} ${percent} %`,
    weight: (percent, outcome) => `${percent} % of ${outcome}`,
    passedOut: 'passed out',
    title: 'Rulings log',
    summary: (rows, files, ruled, toCheck) => `${rows} ${rows === 1 ? 'ruling' : 'rulings'} from ${files} ${files === 1 ? 'file' : 'files'}: ${ruled} ruled, ${toCheck} to be checked.`,
    noRulings: 'No ruling in these files.',
    reportCommand: (command) => `Each board's ruling report: ${command}, FOLDER being the folder that holds this page.`,
    folder: 'FOLDER',
    namesHidden: 'Player names are left out.',
    reportLink: 'report',
  },
  nl: {
    columns: {
      file: 'Bestand', board: 'Spel', table: 'Tafel', round: 'Ronde', irregularity: 'Onregelmatigheid', law: 'Artikel', edition: 'Spelregels',
      tableResult: 'Tafelresultaat', ruledScore: 'Gecorrigeerde of arbitrale score', damaged: 'Benadeeld', status: 'Status', note: 'Opmerking',
      playersNs: 'Spelers NZ', playersEw: 'Spelers OW', report: 'Verslag van de uitspraak',
    },
    status: { ruled: 'beslist', 'to-be-checked': 'na te kijken' },
    notWritten: (result) => `Result en Score in het bestand bevatten de uitspraak nog niet (pbn-director fix schrijft ${result})`,
    lineStale: 'de uitspraakregel in het bestand zegt iets anders dan de uitspraken nu (pbn-director fix schrijft hem opnieuw)',
    provisional: 'een betwiste claim: de wedstrijdleider beslist (artikelen 69–71) en schrijft zijn Result met ^',
    recordProblem: 'de registratie spreekt de Spelregels hier tegen (pbn-director check zegt waarom)',
    adjustedUnread: 'de AdjustedScore-tag is onleesbaar (pbn-director check zegt waarom)',
    adjusted: 'Arbitrale score', averagePlus: 'gemiddeld plus', average: 'gemiddeld', averageMinus: 'gemiddeld min',
    bound: (kind, percent) => `${kind === 'plus' ? 'minstens' : 'hoogstens'} ${percent} %`,
    weight: (percent, outcome) => `${percent} % van ${outcome}`,
    passedOut: 'rondgepast',
    title: 'Overzicht van de uitspraken',
    summary: (rows, files, ruled, toCheck) => `${rows} ${rows === 1 ? 'uitspraak' : 'uitspraken'} uit ${files} ${files === 1 ? 'bestand' : 'bestanden'}: ${ruled} beslist, ${toCheck} na te kijken.`,
    noRulings: 'Geen uitspraak in deze bestanden.',
    reportCommand: (command) => `Het verslag van de uitspraak per spel: ${command}, met als MAP de map van deze pagina.`,
    folder: 'MAP',
    namesHidden: 'De namen van de spelers zijn weggelaten.',
    reportLink: 'verslag',
  },
};
