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
    workerRestarted: (seconds) => `PBN: double dummy gave no answer for ${seconds} s and was restarted; the boards it was solving are asked again.`,
  },
  nl: {
    wrongSetting: (name, value, fallback) => `PBN: de instelling ${name} kan geen ${value} zijn; de standaardwaarde ${fallback} geldt.`,
    workerRestarted: (seconds) => `PBN: de dubbelblindanalyse gaf ${seconds} s geen antwoord en is opnieuw gestart; de spellen die ze oploste worden opnieuw gevraagd.`,
  },
};
