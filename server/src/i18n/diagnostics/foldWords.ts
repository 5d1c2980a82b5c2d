/**
 * What a folded diagnostic's message gains, in English and Dutch: the first "not in hand" card of
 * a cascade says how many more the play section has (features/diagnostics/faultFolding.ts), and
 * the first of a file's repeated findings says how many games have it and on which boards, or how
 * many places (features/diagnostics/fileNoise.ts). Each suffix starts with its own space.
 */
import { Language, Localized } from '../localize';

const MORE_NOT_IN_HAND: Localized<(count: number) => string> = {
  en: (count) => ` … and ${count} more ${count === 1 ? 'card' : 'cards'} not in hand in this play section.`,
  nl: (count) => ` … en nog ${count} ${count === 1 ? 'kaart' : 'kaarten'} in deze spelverloopsectie die niet in de hand zitten.`,
};

/** " … and 11 more cards not in hand in this play section." */
export function moreNotInHand(count: number, language: Language): string {
  return MORE_NOT_IN_HAND[language](count);
}

/** The suffixes of a file's folded findings, by what the group counts. */
export interface FileNoiseWords {
  /** An unknown or producer's tag: in how many games, on which boards. */
  games: (count: number, boards: string) => string;
  /** Characters outside Latin-1: how many places. */
  places: (count: number) => string;
  /** Games read as the other room of the board before. */
  rooms: (count: number, boards: string) => string;
  /** Dates in another form than PBN's. */
  dates: (count: number, boards: string) => string;
}

/** The file-noise suffixes per language. */
export const FILE_NOISE_WORDS: Localized<FileNoiseWords> = {
  en: {
    games: (count, boards) => ` It is in ${count} games (boards ${boards}).`, places: (count) => ` The file has ${count} such places.`,
    rooms: (count, boards) => ` ${count} games of this file are read so (boards ${boards}).`,
    dates: (count, boards) => ` ${count} games of this file write their Date in such a form (boards ${boards}).`,
  },
  nl: {
    games: (count, boards) => ` Hij staat in ${count} partijen (spellen ${boards}).`, places: (count) => ` Het bestand heeft ${count} zulke plaatsen.`,
    rooms: (count, boards) => ` ${count} partijen van dit bestand worden zo gelezen (spellen ${boards}).`,
    dates: (count, boards) => ` ${count} partijen van dit bestand schrijven hun Date in zo'n vorm (spellen ${boards}).`,
  },
};
