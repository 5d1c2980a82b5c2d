/**
 * What the language server tells the user itself, in English and Dutch: a setting of the wrong type
 * (read as its default), a double-dummy worker that stopped answering (restarted), the title of the
 * double-dummy progress ("PBN: double dummy 12/300"), how to start the server bundle, and the
 * progress of a whole file's report (its counts written as the language writes numbers) and its cancellation.
 */
import { Localized } from './localize';

/** The words of the server's own messages. */
export const SERVER_TEXTS: Localized<{
  wrongSetting(name: string, value: string, fallback: string): string;
  workerRestarted(seconds: number): string;
  ddProgressTitle: string;
  startWithTransport: string;
  reportProgress(done: string, total: string): string;
  reportMeasuring(done: string, total: string): string;
  reportCancelled: string;
}> = {
  en: {
    wrongSetting: (name, value, fallback) => `PBN: the setting ${name} cannot be ${value}; its default ${fallback} is used.`,
    workerRestarted: (seconds) => `PBN: the double-dummy engine gave no answer within ${seconds} s and was restarted; the board it was solving shows the error.`,
    ddProgressTitle: 'PBN: double dummy',
    startWithTransport: 'pbn-director language server: start it with --stdio (or --node-ipc from VS Code); the command-line tool is pbn-director.',
    reportProgress: (done, total) => `${done} of ${total} boards`,
    reportMeasuring: (done, total) => `measuring the type: ${done} of ${total} boards`,
    reportCancelled: 'The report was cancelled.',
  },
  nl: {
    wrongSetting: (name, value, fallback) => `PBN: de instelling ${name} kan geen ${value} zijn; de standaardwaarde ${fallback} geldt.`,
    workerRestarted: (seconds) => `PBN: de dubbel-dummy-rekenkern gaf binnen ${seconds} s geen antwoord en is opnieuw gestart; bij het spel dat hij oploste staat de fout.`,
    ddProgressTitle: 'PBN: dubbel dummy',
    startWithTransport: 'pbn-director taalserver: start hem met --stdio (of --node-ipc vanuit VS Code); het opdrachtregelprogramma is pbn-director.',
    reportProgress: (done, total) => `${done} van ${total} spellen`,
    reportMeasuring: (done, total) => `lettergrootte bepalen: ${done} van ${total} spellen`,
    reportCancelled: 'Het verslag is afgebroken.',
  },
};
