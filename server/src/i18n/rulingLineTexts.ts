/**
 * The words of the ruling line a fix writes after the Result tag (model/game/rulingLine.ts), in
 * English and Dutch: "Ruling (Laws 2017): table result NS 9 tricks; Law 64A1: 2 tricks transferred
 * to NS; rectified result NS 11 tricks". The patterns that read a line back accept both languages'
 * words and stay with the reader.
 */
import { Localized } from './localize';

/** The parts of a ruling line. */
export interface RulingLineWords {
  header: (edition: string) => string;
  footer: string;
  law: string;
  to: string;
  none: string;
  trick: string;
  tricks: string;
}

/** The ruling line's words, per language. */
export const RULING_LINE_WORDS: Localized<RulingLineWords> = {
  en: { header: (edition) => `Ruling (Laws ${edition}): table result`, footer: 'rectified result', law: 'Law', to: 'transferred to', none: 'no trick transferred', trick: 'trick', tricks: 'tricks' },
  nl: { header: (edition) => `Uitspraak (Spelregels ${edition}): tafelresultaat`, footer: 'rechtgezet resultaat', law: 'artikel', to: 'overgedragen naar', none: 'geen slag overgedragen', trick: 'slag', tricks: 'slagen' },
};
