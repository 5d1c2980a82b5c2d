/**
 * What the language server tells the user itself, in English and Dutch: a setting of the wrong type
 * (read as its default) and a double-dummy worker that stopped answering (restarted).
 */
import { Localized } from './localize';

/** The words of the server's own messages. */
export const SERVER_TEXTS: Localized<{
  wrongSetting(name: string, value: string, fallback: string): string;
  workerRestarted(seconds: number): string;
}> = {
  en: {
    wrongSetting: (name, value, fallback) => `PBN: the setting ${name} cannot be ${value}; its default ${fallback} is used.`,
    workerRestarted: (seconds) => `PBN: the double-dummy engine gave no answer within ${seconds} s and was restarted; the board it was solving shows the error.`,
  },
  nl: {
    wrongSetting: (name, value, fallback) => `PBN: de instelling ${name} kan geen ${value} zijn; de standaardwaarde ${fallback} geldt.`,
    workerRestarted: (seconds) => `PBN: de dubbel-dummy-rekenkern gaf binnen ${seconds} s geen antwoord en is opnieuw gestart; bij het spel dat hij oploste staat de fout.`,
  },
};
