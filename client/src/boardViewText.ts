// The client's own words for the board view and the report export (prompts, messages), in English
// and Dutch. The language follows the `pbn.language` setting, else VS Code's display language —
// the same rule the server uses for its diagnostics.
import * as vscode from 'vscode';

/** The language ids the server serves (board view and report work on both). */
export const SERVED_LANGUAGES: readonly string[] = ['pbn', 'lin'];

/** The words of the client's board and report commands. */
export interface ClientTexts {
  noPbnEditor: string;
  noBoard: string;
  noGame: string;
  boardViewTitle: string;
  scopePrompt: string;
  scopeBoard: string;
  scopeFile: string;
  formatPrompt: string;
  formatHtml: string;
  formatMarkdown: string;
  formatPdf: string;
  saveTitle: string;
  perPagePrompt: string;
  perPage: (count: number) => string;
  paperPrompt: string;
  saveHandoutTitle: string;
  handoutWritten: (path: string) => string;
  written: (path: string) => string;
  open: string;
  preview: string;
  reveal: string;
  reportProgressTitle: (handout: boolean) => string;
  exportedStatus: (name: string) => string;
  exportedTooltip: (path: string) => string;
  failed: (what: string) => string;
  serverNotReady: string;
  noLinEditor: string;
  replaceQuestion: (name: string) => string;
  replace: string;
  converted: (path: string) => string;
  convertFailed: (what: string) => string;
  recordFailed: (what: string) => string;
  noPbnFile: string;
  /** "Re-score Event"'s page and "Rulings Log"'s. */
  eventPage: EventPageWords;
  logPage: EventPageWords;
  saveHtml: string;
  saveCsv: string;
  saveEventPdf: string;
  noEvent: string;
}

/** The words of one of the event's pages: its title, the line once shown, the save dialog's title, and the lines of a save and of a failure. */
export interface EventPageWords {
  title: string;
  shown: string;
  saveTitle: string;
  written: (path: string) => string;
  failed: (what: string) => string;
}

const TEXTS: Record<'en' | 'nl', ClientTexts> = {
  en: {
    noPbnEditor: 'Open a PBN or LIN file first.',
    noBoard: 'Place the cursor in a game to see its board.',
    noGame: 'There is no game to report here.',
    boardViewTitle: 'PBN Board',
    scopePrompt: 'Report on which boards?',
    scopeBoard: 'This board (under the cursor)',
    scopeFile: 'Every board in the file',
    formatPrompt: 'Which format?',
    formatHtml: 'HTML (one self-contained page)',
    formatMarkdown: 'Markdown',
    formatPdf: 'PDF (for print, fonts embedded)',
    saveTitle: 'Save the ruling report',
    perPagePrompt: 'How many boards a page?',
    perPage: (count) => (count === 1 ? 'One board a page' : `${count} boards a page`),
    paperPrompt: 'Paper size',
    saveHandoutTitle: 'Save the handout',
    handoutWritten: (path) => `Handout written to ${path}.`,
    written: (path) => `Ruling report written to ${path}.`,
    open: 'Open',
    preview: 'Preview',
    reveal: 'Reveal in Explorer',
    reportProgressTitle: (handout) => (handout ? 'Hand record' : 'Ruling report'),
    exportedStatus: (name) => `Exported: ${name}`,
    exportedTooltip: (path) => `${path}: click to open it or reveal it in the explorer`,
    failed: (what) => `PBN Director: the ruling report failed: ${what}`,
    serverNotReady: 'The PBN language server is not running.',
    noLinEditor: 'Open a LIN file first.',
    replaceQuestion: (name) => `${name} already exists. Replace it with the conversion?`,
    replace: 'Replace',
    converted: (path) => `Converted to PBN: ${path}.`,
    convertFailed: (what) => `PBN Director: the conversion to PBN failed: ${what}`,
    recordFailed: (what) => `PBN Director: recording the ruling failed: ${what}`,
    noPbnFile: 'Open a PBN file, or choose PBN files in the explorer, first.',
    eventPage: {
      title: 'Event standings', shown: 'The event re-scored after its rulings.', saveTitle: 'Save the event standings',
      written: (path) => `Event standings written to ${path}.`, failed: (what) => `PBN Director: re-scoring the event failed: ${what}`,
    },
    logPage: {
      title: 'Rulings log', shown: 'Every ruling of the files, and what is still to be checked.', saveTitle: 'Save the rulings log',
      written: (path) => `Rulings log written to ${path}.`, failed: (what) => `PBN Director: the rulings log failed: ${what}`,
    },
    saveHtml: 'Save as HTML…',
    saveCsv: 'Save as CSV…',
    saveEventPdf: 'Save as PDF…',
    noEvent: 'the server gave no answer (see the PBN Director output)',
  },
  nl: {
    noPbnEditor: 'Open eerst een PBN- of LIN-bestand.',
    noBoard: 'Zet de cursor in een partij om het spel te zien.',
    noGame: 'Hier is geen partij om over te rapporteren.',
    boardViewTitle: 'PBN-spel',
    scopePrompt: 'Verslag van welke spellen?',
    scopeBoard: 'Dit spel (onder de cursor)',
    scopeFile: 'Alle spellen in het bestand',
    formatPrompt: 'Welk formaat?',
    formatHtml: 'HTML (één zelfstandige pagina)',
    formatMarkdown: 'Markdown',
    formatPdf: 'PDF (om af te drukken, lettertypen ingesloten)',
    saveTitle: 'Verslag van de uitspraak opslaan',
    perPagePrompt: 'Hoeveel spellen per pagina?',
    perPage: (count) => (count === 1 ? 'Eén spel per pagina' : `${count} spellen per pagina`),
    paperPrompt: 'Papierformaat',
    saveHandoutTitle: 'Spelverdeling opslaan',
    handoutWritten: (path) => `Spelverdeling geschreven naar ${path}.`,
    written: (path) => `Verslag van de uitspraak geschreven naar ${path}.`,
    open: 'Openen',
    preview: 'Voorbeeld',
    reveal: 'Tonen in Verkenner',
    reportProgressTitle: (handout) => (handout ? 'Spelverdeling' : 'Verslag van de uitspraak'),
    exportedStatus: (name) => `Geschreven: ${name}`,
    exportedTooltip: (path) => `${path}: klik om het te openen of in de verkenner te tonen`,
    failed: (what) => `PBN Director: het verslag is mislukt: ${what}`,
    serverNotReady: 'De PBN-taalserver draait niet.',
    noLinEditor: 'Open eerst een LIN-bestand.',
    replaceQuestion: (name) => `${name} bestaat al. Vervangen door de omzetting?`,
    replace: 'Vervangen',
    converted: (path) => `Omgezet naar PBN: ${path}.`,
    convertFailed: (what) => `PBN Director: het omzetten naar PBN is mislukt: ${what}`,
    recordFailed: (what) => `PBN Director: het vastleggen van de uitspraak is mislukt: ${what}`,
    noPbnFile: 'Open eerst een PBN-bestand, of kies PBN-bestanden in de verkenner.',
    eventPage: {
      title: 'Uitslag van het evenement', shown: 'Het evenement is herberekend na de uitspraken.', saveTitle: 'Uitslag van het evenement opslaan',
      written: (path) => `Uitslag van het evenement geschreven naar ${path}.`, failed: (what) => `PBN Director: het herberekenen van het evenement is mislukt: ${what}`,
    },
    logPage: {
      title: 'Overzicht van de uitspraken', shown: 'Alle uitspraken in de bestanden, en wat nog na te kijken is.', saveTitle: 'Overzicht van de uitspraken opslaan',
      written: (path) => `Overzicht van de uitspraken geschreven naar ${path}.`, failed: (what) => `PBN Director: het overzicht van de uitspraken is mislukt: ${what}`,
    },
    saveHtml: 'Opslaan als HTML…',
    saveCsv: 'Opslaan als CSV…',
    saveEventPdf: 'Opslaan als pdf…',
    noEvent: 'de server gaf geen antwoord (zie de uitvoer van PBN Director)',
  },
};

/** The language of the client's texts for a document. */
export function clientLanguage(resource?: vscode.Uri): 'en' | 'nl' {
  const setting = vscode.workspace.getConfiguration('pbn', resource).get<string>('language', 'auto');
  const chosen = setting === 'en' || setting === 'nl' ? setting : vscode.env.language;
  return chosen.toLowerCase().startsWith('nl') ? 'nl' : 'en';
}

/** The client's texts for a document. */
export function clientTexts(resource?: vscode.Uri): ClientTexts {
  return TEXTS[clientLanguage(resource)];
}
