/**
 * The command line's one-line refusals and its lines about its inputs and outputs, in English and
 * Dutch: a path that is no file to read, a file too large or not text, a line or game too long, an output
 * that is the input, a Bridgemate session where it is not read, the double-dummy engine not
 * built, standard output that cannot be written, and an internal error. Each is given in both languages
 * (bothLanguages.ts); the run's language is picked where the line is printed (cli/main.ts).
 */
import { inBoth } from './bothLanguages';

/** What a path that is no regular file or folder is, in words. */
export type PathKind = 'pipe' | 'device' | 'socket' | 'other';

const PATH_KINDS = {
  en: { pipe: 'a named pipe', device: 'a device', socket: 'a socket', other: 'not a regular file' },
  nl: { pipe: 'een benoemde pijp', device: 'een apparaat', socket: 'een socket', other: 'geen gewoon bestand' },
};

/** The refusals of inputs and outputs, by name. */
export const CLI_REFUSALS = inBoth({
  en: {
    noSuchPath: (given: string) => `${given}: no such file or folder`,
    notAFileOrFolder: (given: string, kind: PathKind) => `${given}: ${PATH_KINDS.en[kind]}, not a PBN file; give a file or a folder`,
    nothingInFolders: (paths: string, folders: number) => `${paths}: no .pbn or .lin file in ${folders === 1 ? 'this folder' : 'these folders'}`,
    sessionNotRead: (file: string) => `${file}: a Bridgemate session is read by check, audit and convert only (convert --to pbn writes it as PBN)`,
    notText: (file: string, percent: number, kilobytes: number) => `${file}: not a text file (${percent}% of its first ${kilobytes} KB are control or unreadable bytes); give a PBN or LIN file`,
    standardInputTooLarge: (size: string) => `<stdin>: more than the ${size} this tool reads at once; split the file`,
    cannotRead: (file: string, code: string) => `${file}: cannot read (${code})`,
    folderNotFile: (file: string) => `${file}: a folder; this command takes one file`,
    notAFile: (file: string, kind: PathKind) => `${file}: ${PATH_KINDS.en[kind]}, not a PBN file`,
    tooLarge: (file: string, size: string, bound: string) => `${file}: ${size} is larger than the ${bound} this tool reads at once; split the file`,
    lineTooLong: (file: string, size: string) => `${file}: a line of more than ${size}; this tool reads lines and games up to that size`,
    gameTooLong: (file: string, size: string, line: number) => `${file}: a game of more than ${size} at line ${line}; this tool reads games up to that size (is a blank line missing between games?)`,
    outputIsInput: (output: string, input: string) => `${output}: the same file as the input ${input}; not written, the input is unchanged (give another -o)`,
    dealsKind: (given: string) => `${given}: --deals takes a file of deals (.pbn, .dlm, .dup, .bri or .dge)`,
    engineMissing: () => 'the double-dummy engine is not built (dist/dds.wasm is missing): run `npm run build:dds`',
    severalToFix: (paths: string, files: number) => `${paths}: ${files} file${files === 1 ? '' : 's'}; fix them with --in-place or look first with --dry-run`,
    linNotFixed: (file: string) => `${file}: a LIN file has no Result or Score to fix; convert it first (pbn-director convert --to pbn -o OUT.pbn ${file}) and fix the PBN`,
    severalToReport: (paths: string, files: number) => `${paths}: ${files} file${files === 1 ? '' : 's'}; give -o FOLDER for one report per file`,
    internal: (message: string) => `internal error: ${message}`,
    workerStopped: (message: string) => `a worker thread stopped: ${message}`,
    standardOutputFailed: (code: string) => `cannot write to standard output (${code})`,
  },
  nl: {
    noSuchPath: (given: string) => `${given}: bestand of map bestaat niet`,
    notAFileOrFolder: (given: string, kind: PathKind) => `${given}: ${PATH_KINDS.nl[kind]}, geen PBN-bestand; geef een bestand of een map`,
    nothingInFolders: (paths: string, folders: number) => `${paths}: geen .pbn- of .lin-bestand in ${folders === 1 ? 'deze map' : 'deze mappen'}`,
    sessionNotRead: (file: string) => `${file}: een Bridgemate-sessie wordt alleen door check, audit en convert gelezen (convert --to pbn schrijft haar als PBN)`,
    notText: (file: string, percent: number, kilobytes: number) => `${file}: geen tekstbestand (${percent}% van de eerste ${kilobytes} KB zijn stuurtekens of onleesbare bytes); geef een PBN- of LIN-bestand`,
    standardInputTooLarge: (size: string) => `<stdin>: meer dan de ${size} die dit programma in één keer leest; splits het bestand`,
    cannotRead: (file: string, code: string) => `${file}: kan niet gelezen worden (${code})`,
    folderNotFile: (file: string) => `${file}: een map; deze opdracht neemt één bestand`,
    notAFile: (file: string, kind: PathKind) => `${file}: ${PATH_KINDS.nl[kind]}, geen PBN-bestand`,
    tooLarge: (file: string, size: string, bound: string) => `${file}: ${size} is groter dan de ${bound} die dit programma in één keer leest; splits het bestand`,
    lineTooLong: (file: string, size: string) => `${file}: een regel van meer dan ${size}; dit programma leest regels en partijen tot die grootte`,
    gameTooLong: (file: string, size: string, line: number) => `${file}: een partij van meer dan ${size} bij regel ${line}; dit programma leest partijen tot die grootte (ontbreekt er een lege regel tussen twee partijen?)`,
    outputIsInput: (output: string, input: string) => `${output}: hetzelfde bestand als de invoer ${input}; niet geschreven, de invoer is ongewijzigd (geef een andere -o)`,
    dealsKind: (given: string) => `${given}: --deals neemt een bestand met spelverdelingen (.pbn, .dlm, .dup, .bri of .dge)`,
    engineMissing: () => 'de dubbel-dummy-rekenkern is niet gebouwd (dist/dds.wasm ontbreekt): voer `npm run build:dds` uit',
    severalToFix: (paths: string, files: number) => `${paths}: ${files} ${files === 1 ? 'bestand' : 'bestanden'}; verbeter ze met --in-place of bekijk ze eerst met --dry-run`,
    linNotFixed: (file: string) => `${file}: een LIN-bestand heeft geen Result of Score om te verbeteren; zet het eerst om (pbn-director convert --to pbn -o UIT.pbn ${file}) en verbeter de PBN`,
    severalToReport: (paths: string, files: number) => `${paths}: ${files} ${files === 1 ? 'bestand' : 'bestanden'}; geef -o MAP voor één verslag per bestand`,
    internal: (message: string) => `interne fout: ${message}`,
    workerStopped: (message: string) => `een hulpproces van het programma stopte: ${message}`,
    standardOutputFailed: (code: string) => `kan niet naar de standaarduitvoer schrijven (${code})`,
  },
});
