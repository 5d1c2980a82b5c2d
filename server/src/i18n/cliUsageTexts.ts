/**
 * The mistakes in a command line's arguments, in English and Dutch: an unknown command or
 * option, an option without its value or with one it does not take, options that belong to
 * another command or need another option, and the number of files a command takes. Each is given
 * in both languages (bothLanguages.ts): the arguments are read before the run's language is
 * known (cli/args.ts throws them; cli/main.ts prints them). Options and commands stay as typed.
 */
import { inBoth } from './bothLanguages';

/** `a`, `a and b`, `a, b and c` (Dutch `en`). */
function listed(items: readonly string[], and: string): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** The mistakes in the arguments, by name. */
export const USAGE_MISTAKES = inBoth({
  en: {
    unknownCommand: (command: string) => `unknown command '${command}' (expected check, fix, report, score, analyse, audit or convert)`,
    unknownOption: (option: string) => `unknown option '${option}'`,
    needsValue: (option: string) => `${option} needs a value`,
    mustBe: (option: string, allowed: readonly string[], given: string) => `${option} must be ${listed(allowed, 'or')}, not '${given}'`,
    mustBeEdition: (editions: readonly string[], given: string) => `--laws must be one of ${editions.join(', ')}, not '${given}'`,
    claimBudget: (given: string) => `--claim-budget must be a number of seconds, not '${given}'`,
    convertOneFile: () => 'convert takes exactly one file',
    needsFiles: (command: string) => `${command} needs at least one file or folder`,
    fixSeveral: () => 'fix of several files needs --in-place or --dry-run',
    standardInputAlone: (command: 'fix' | 'report') => `standard input (-) is ${command === 'fix' ? 'fixed' : 'reported'} alone`,
    onlyOneWay: () => 'use only one of --dry-run, -o and --in-place',
    outputNamesInput: () => '-o names the input file; use --in-place to rewrite it',
    inPlaceNeedsFile: () => '--in-place needs a file, not standard input',
    scoreOneFile: () => 'score takes exactly one file (several with --event)',
    eventReadsFiles: () => 'score --event reads files, not standard input',
    outputBelongsToEvent: () => '-o belongs to score --event (and to fix, report and convert)',
    pdfNeedsOutput: () => '--format pdf needs -o FILE',
    reportSeveral: () => 'a report of several files needs -o FOLDER (one report per file)',
    belongsTo: (options: readonly string[], command: string) => `${listed(options, 'and')} ${options.length === 1 ? 'belongs' : 'belong'} to the ${command} command`,
    claimBudgetBelongs: () => '--claim-budget belongs to check --dd, report and analyse',
    dealsBelong: () => '--deals belongs to check, audit and convert (the deals of a .bws)',
    handoutFormat: () => 'the handout is HTML or PDF (--format html|pdf)',
    needs: (option: string, needed: string) => `${option} needs ${needed}`,
  },
  nl: {
    unknownCommand: (command: string) => `onbekende opdracht '${command}' (verwacht: check, fix, report, score, analyse, audit of convert)`,
    unknownOption: (option: string) => `onbekende optie '${option}'`,
    needsValue: (option: string) => `${option} vraagt een waarde`,
    mustBe: (option: string, allowed: readonly string[], given: string) => `${option} moet ${listed(allowed, 'of')} zijn, niet '${given}'`,
    mustBeEdition: (editions: readonly string[], given: string) => `--laws moet een van ${editions.join(', ')} zijn, niet '${given}'`,
    claimBudget: (given: string) => `--claim-budget moet een aantal seconden zijn, niet '${given}'`,
    convertOneFile: () => 'convert neemt precies één bestand',
    needsFiles: (command: string) => `${command} vraagt ten minste één bestand of map`,
    fixSeveral: () => 'fix van meerdere bestanden vraagt --in-place of --dry-run',
    standardInputAlone: (command: 'fix' | 'report') => `de standaardinvoer (-) wordt alleen ${command === 'fix' ? 'verbeterd' : 'in een verslag gezet'}, zonder andere bestanden`,
    onlyOneWay: () => 'gebruik maar één van --dry-run, -o en --in-place',
    outputNamesInput: () => '-o noemt het invoerbestand; gebruik --in-place om het te herschrijven',
    inPlaceNeedsFile: () => '--in-place vraagt een bestand, niet de standaardinvoer',
    scoreOneFile: () => 'score neemt precies één bestand (meerdere met --event)',
    eventReadsFiles: () => 'score --event leest bestanden, niet de standaardinvoer',
    outputBelongsToEvent: () => '-o hoort bij score --event (en bij fix, report en convert)',
    pdfNeedsOutput: () => '--format pdf vraagt -o BESTAND',
    reportSeveral: () => 'een verslag van meerdere bestanden vraagt -o MAP (één verslag per bestand)',
    belongsTo: (options: readonly string[], command: string) => `${listed(options, 'en')} ${options.length === 1 ? 'hoort' : 'horen'} bij de opdracht ${command}`,
    claimBudgetBelongs: () => '--claim-budget hoort bij check --dd, report en analyse',
    dealsBelong: () => '--deals hoort bij check, audit en convert (de spelverdelingen van een .bws)',
    handoutFormat: () => '--layout handout is HTML of PDF (--format html|pdf)',
    needs: (option: string, needed: string) => `${option} werkt alleen met ${needed}`,
  },
});
