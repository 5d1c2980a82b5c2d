/**
 * The words of `score --event` in English and Dutch: the heading of a file's event, the column
 * titles of its standings, what the rulings changed for a participant (score and rank, before →
 * after, and the boards), the rule average plus was given by, and the check of the file's own
 * TotalScoreTable, the title of its page and PDF. The numbers come in written as people read them (scoreNotation.ts).
 */
import { Localized } from './localize';

/** The words of the event's text. */
export interface EventWords {
  heading: (boards: number, unit: string, editions: string) => string;
  pair: string;
  team: string;
  rank: string;
  total: string;
  before: string;
  names: string;
  board: string;
  noEvent: string;
  /** A LIN file is not read by `--event`. */
  lin: string;
  /** The rule of average plus and minus (Law 12C2 / 88), and whether it came from the setting. */
  averagePlus: (rule: 'fixed' | 'session', article: string, fromSetting: boolean, imps: boolean) => string;
  changed: (who: string, before: string, after: string, rankBefore: number, rankAfter: number, boards: string) => string;
  noChange: string;
  totalsAgree: (checked: number) => string;
  totalsDiffer: (differ: number, checked: number) => string;
  totalDiffers: (who: string, column: string, file: string, computed: string | undefined) => string;
  leftOut: (boards: string) => string;
  /** A ruled table and what BCS and USEBIO hold of it. */
  rulingHeading: string;
  table: string;
  award: Record<'assigned' | 'artificial' | 'weighted' | 'split', string>;
  asTableResult: string;
  asItIs: string;
  byHand: string;
  nearest: (combination: string) => string;
  averagePlusCode: (sides: string, rest: boolean) => string;
  /** The title of the event's HTML page and PDF (`--format html|pdf`, the editor's view). */
  title: string;
  /** A file written with `-o`: `event written to FILE`. */
  written: (target: string) => string;
}

export const EVENT_WORDS: Localized<EventWords> = {
  en: {
    heading: (boards, unit, editions) => `${boards} ${boards === 1 ? 'board' : 'boards'} · ${unit} · Laws ${editions}`,
    pair: 'Pair', team: 'Team', rank: 'Rank', total: 'Total', before: 'Before rulings', names: 'Names', board: 'board',
    noEvent: 'no traveller (ScoreTable) and no teams rooms: nothing to score',
    lin: 'a LIN file is not re-scored as an event; convert it to PBN first (pbn-director convert)',
    averagePlus: (rule, article, fromSetting, imps) => {
      const fixed = imps ? '+3 and −3 IMP' : '60 % and 40 %';
      return `Average plus and minus: ${rule === 'fixed' ? fixed : `${fixed}, or the pair's ${imps ? 'IMPs per board' : 'percentage'} on the session's other boards when better for it`} (${fromSetting ? 'setting' : `Law ${article}`})`;
    },
    changed: (who, before, after, rankBefore, rankAfter, boards) => `${who}: ${before} → ${after}, rank ${rankBefore} → ${rankAfter} (${boards})`,
    noChange: 'The rulings change no score.',
    totalsAgree: (checked) => `TotalScoreTable: ${checked} totals checked, all agree`,
    totalsDiffer: (differ, checked) => `TotalScoreTable: ${differ} of ${checked} totals differ`,
    totalDiffers: (who, column, file, computed) => computed === undefined ? `${who}: ${column} ${file}, not in the travellers` : `${who}: ${column} ${file}, computed ${computed}`,
    leftOut: (boards) => `Boards scored otherwise, left out of the totals: ${boards}`,
    rulingHeading: 'To enter in the scoring program (BCS: 40/50/60 % per side, no weighted or split score; USEBIO: one average plus code):',
    table: 'table',
    award: { assigned: 'assigned result', artificial: 'artificial', weighted: 'weighted score', split: 'split score' },
    asTableResult: 'as a table result', asItIs: 'as it is', byHand: 'enter by hand',
    nearest: (combination) => `nearest ${combination}, the rest by hand`,
    averagePlusCode: (sides, rest) => `average plus code for ${sides}${rest ? ', the rest by hand' : ''}`,
    title: 'Event standings before and after the rulings',
    written: (target) => `written to ${target}`,
  },
  nl: {
    heading: (boards, unit, editions) => `${boards} ${boards === 1 ? 'spel' : 'spellen'} · ${unit} · Spelregels ${editions}`,
    pair: 'Paar', team: 'Team', rank: 'Plaats', total: 'Totaal', before: 'Vóór de uitspraken', names: 'Namen', board: 'spel',
    noEvent: 'geen uitslagenstaat (ScoreTable) en geen zalen van een teamwedstrijd: niets te berekenen',
    lin: 'een LIN-bestand wordt niet als evenement herberekend; zet het eerst om naar PBN (pbn-director convert)',
    averagePlus: (rule, article, fromSetting, imps) => {
      const fixed = imps ? '+3 en −3 IMP' : '60 % en 40 %';
      return `Gemiddeld plus en min: ${rule === 'fixed' ? fixed : `${fixed}, of ${imps ? 'de IMP per spel' : 'het percentage'} van het paar op de andere spellen van de zitting als dat beter voor het paar is`} (${fromSetting ? 'instelling' : `artikel ${article}`})`;
    },
    changed: (who, before, after, rankBefore, rankAfter, boards) => `${who}: ${before} → ${after}, plaats ${rankBefore} → ${rankAfter} (${boards})`,
    noChange: 'De uitspraken veranderen geen score.',
    totalsAgree: (checked) => `TotalScoreTable: ${checked} totalen gecontroleerd, alle kloppen`,
    totalsDiffer: (differ, checked) => `TotalScoreTable: ${differ} van ${checked} totalen wijken af`,
    totalDiffers: (who, column, file, computed) => computed === undefined ? `${who}: ${column} ${file}, niet in de uitslagenstaten` : `${who}: ${column} ${file}, berekend ${computed}`,
    leftOut: (boards) => `Spellen met een andere telling, niet in de totalen: ${boards}`,
    rulingHeading: 'In te voeren in het rekenprogramma (BCS: 40/50/60 % per partij, geen gewogen of gesplitste score; USEBIO: één code voor gemiddeld plus):',
    table: 'tafel',
    award: { assigned: 'toegewezen resultaat', artificial: 'kunstmatig', weighted: 'gewogen score', split: 'gesplitste score' },
    asTableResult: 'als tafelresultaat', asItIs: 'zoals het is', byHand: 'met de hand invoeren',
    nearest: (combination) => `dichtstbij ${combination}, de rest met de hand`,
    averagePlusCode: (sides, rest) => `code gemiddeld plus voor ${sides}${rest ? ', de rest met de hand' : ''}`,
    title: 'Uitslag van het evenement vóór en na de uitspraken',
    written: (target) => `geschreven naar ${target}`,
  },
};
