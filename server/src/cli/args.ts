/**
 * Command-line arguments of `pbn-director`: the command, its options and the paths (`--` ends
 * the options; `-` is standard input), with a usage error (exit status 2) for anything it does
 * not understand. `--help` after a command shows the help. One parser for every command, `convert`
 * included, reading one table of the options (OPTIONS); a command's own view is typed (`ConvertArguments`).
 */
import * as path from 'node:path';
import { Localized } from '../i18n/localize';
import { WordedError } from '../i18n/bothLanguages';
import { HELP_TOPICS, HelpTopic } from '../i18n/cliHelpTexts';
import { USAGE_MISTAKES } from '../i18n/cliUsageTexts';

/** The commands (`analyze` is read as `analyse`). */
const COMMANDS = ['check', 'fix', 'report', 'score', 'analyse', 'audit', 'convert'] as const;
export type Command = typeof COMMANDS[number];

/** Parsed arguments (each option's field set as its row in OPTIONS says). */
export interface CliArguments {
  command: Command | 'help' | 'version';
  /** text or json for check and audit; html, md or pdf for report; html or pdf for score --event, csv too with --rulings-log. */
  format: 'text' | 'json' | 'html' | 'md' | 'pdf' | 'csv';
  laws?: string;
  language?: string;
  /** fix: the way it writes; which fixes; the travellers recomputed too. */
  dryRun: boolean;
  inPlace: boolean;
  output?: string;
  only: 'rulings' | 'scores' | 'all';
  travellers: boolean;
  /** check: double-dummy findings; check --dd, report, analyse: seconds one claim's layouts may take. */
  dd: boolean;
  claimBudget?: number;
  /** report: the ruling report or the handout, boards per page, paper, hidden hands shown, without double dummy. */
  layout: 'ruling' | 'handout';
  perPage: 1 | 2 | 4;
  paper: 'A4' | 'Letter';
  showHidden: boolean;
  noDd: boolean;
  /** check: colour the severities, codes hidden, the least severity shown (1 error to 4 hint). */
  color: 'auto' | 'always' | 'never';
  hide: string[];
  minSeverity?: 1 | 2 | 3 | 4;
  /** analyse: write the DD tags into the files. */
  write: boolean;
  /** score: the event's scores from every file's travellers, rulings applied; average plus and minus (the edition's when absent); the rulings log, names hidden. */
  event: boolean;
  averagePlus?: 'fixed' | 'session';
  rulingsLog: boolean;
  hideNames: boolean;
  /** Write a file even when its mode makes it read-only; a Bridgemate .bws's deals, when it holds none; convert: the format to convert to (by default the other one). */
  force: boolean;
  deals?: string;
  to?: 'pbn' | 'lin' | 'dlm' | 'dup';
  paths: string[];
}

/** The arguments of `convert`: its options and its one file. */
export type ConvertArguments = Pick<CliArguments, 'to' | 'output' | 'laws' | 'language' | 'force' | 'deals'> & { file: string };

/** A usage mistake, reported in one line (in the run's language) with exit status 2. */
export class UsageError extends WordedError {}

const EDITIONS = ['1975', '1987', '1997', '2007', '2017'];
/** The severities, the most severe first (LSP numbers them 1 to 4). */
const SEVERITIES = ['error', 'warning', 'info', 'hint'];

/**
 * One option: its spellings, the field it sets and how (`flag` true; `value` the text, checked by
 * `accepts`; `choice` one of `values`, the command's own in `valuesOf`; `list` comma-separated),
 * `read` into the field's type, the commands that take it (`check --dd`: check with --dd given),
 * and what refuses it: `strict`, unknown to the others (as every option not its own is to
 * convert); `line`, the refusal it shares with the rows of the same line when a command that does
 * not take one of them is given it (`words`, else "… belong to the <first taker> command"), in
 * the order of the table; then `needs` another option, `refuses` a mistake of its own.
 */
interface OptionRow {
  flags: readonly string[];
  field: Exclude<keyof CliArguments, 'command' | 'paths'>;
  kind: 'flag' | 'value' | 'choice' | 'list';
  values?: readonly string[];
  valuesOf?: Partial<Record<Command, readonly string[]>>;
  accepts?: RegExp;
  lowerCase?: true;
  mistake?: (given: string) => Localized<string>;
  read?: (given: string) => unknown;
  takenBy: readonly string[];
  strict?: true;
  line?: string;
  words?: () => Localized<string>;
  needs?: string;
  refuses?: (parsed: CliArguments) => Localized<string> | undefined;
}

/** The options, their refusal lines in the order they are checked. */
const OPTIONS: readonly OptionRow[] = [
  { flags: ['--dry-run'], field: 'dryRun', kind: 'flag', takenBy: ['fix'], line: 'ways' },
  { flags: ['-o', '--output'], field: 'output', kind: 'value', takenBy: ['fix', 'report', 'score', 'convert'], line: 'ways' },
  { flags: ['--in-place'], field: 'inPlace', kind: 'flag', takenBy: ['fix'], line: 'ways' },
  { flags: ['--only'], field: 'only', kind: 'choice', values: ['rulings', 'scores', 'all'], takenBy: ['fix'], line: 'fixes' },
  { flags: ['--travellers'], field: 'travellers', kind: 'flag', takenBy: ['fix'], line: 'fixes' },
  { flags: ['--dd'], field: 'dd', kind: 'flag', takenBy: ['check'], line: 'dd' },
  { flags: ['--claim-budget'], field: 'claimBudget', kind: 'value', accepts: /^\d+(\.\d+)?$/, mistake: USAGE_MISTAKES.claimBudget, read: Number,
    takenBy: ['check --dd', 'report', 'analyse'], line: 'claims', words: USAGE_MISTAKES.claimBudgetBelongs },
  { flags: ['--color'], field: 'color', kind: 'choice', values: ['auto', 'always', 'never'], takenBy: ['check'], line: 'check' },
  { flags: ['--hide'], field: 'hide', kind: 'list', takenBy: ['check'], line: 'check' },
  { flags: ['--min-severity'], field: 'minSeverity', kind: 'choice', values: SEVERITIES, read: (severity) => SEVERITIES.indexOf(severity) + 1, takenBy: ['check'], line: 'check' },
  { flags: ['--layout'], field: 'layout', kind: 'choice', values: ['ruling', 'handout'], takenBy: ['report'], line: 'pages',
    refuses: (parsed) => parsed.layout === 'handout' && parsed.format === 'md' ? USAGE_MISTAKES.handoutFormat() : undefined },
  { flags: ['--per-page'], field: 'perPage', kind: 'choice', values: ['1', '2', '4'], read: Number, takenBy: ['report'], line: 'pages' },
  { flags: ['--paper'], field: 'paper', kind: 'choice', values: ['a4', 'letter'], lowerCase: true, read: (paper) => paper === 'a4' ? 'A4' : 'Letter', takenBy: ['report'], line: 'pages' },
  { flags: ['--show-hidden'], field: 'showHidden', kind: 'flag', takenBy: ['report'], line: 'pages' },
  { flags: ['--no-dd'], field: 'noDd', kind: 'flag', takenBy: ['report', 'audit'], line: 'pages' },
  { flags: ['--write'], field: 'write', kind: 'flag', takenBy: ['analyse'], line: 'write' },
  { flags: ['--deals'], field: 'deals', kind: 'value', takenBy: ['check', 'audit', 'convert'], line: 'deals', words: USAGE_MISTAKES.dealsBelong },
  { flags: ['--event'], field: 'event', kind: 'flag', takenBy: ['score'], line: 'event' },
  { flags: ['--average-plus'], field: 'averagePlus', kind: 'choice', values: ['fixed', 'session'], takenBy: ['score'], line: 'event', needs: '--event' },
  { flags: ['--rulings-log'], field: 'rulingsLog', kind: 'flag', takenBy: ['score'], line: 'log', needs: '--event' },
  { flags: ['--hide-names'], field: 'hideNames', kind: 'flag', takenBy: ['score'], line: 'log', needs: '--rulings-log' },
  { flags: ['--format'], field: 'format', kind: 'choice', values: ['text', 'json'], valuesOf: { report: ['html', 'md', 'pdf'], score: ['text', 'json', 'csv', 'html', 'pdf'] },
    takenBy: ['check', 'fix', 'report', 'score', 'analyse', 'audit'] },
  { flags: ['--laws'], field: 'laws', kind: 'choice', values: EDITIONS, mistake: (given) => USAGE_MISTAKES.mustBeEdition(EDITIONS, given), takenBy: COMMANDS },
  { flags: ['--language'], field: 'language', kind: 'choice', values: ['en', 'nl'], takenBy: COMMANDS },
  { flags: ['--force'], field: 'force', kind: 'flag', takenBy: ['fix', 'report', 'score', 'analyse', 'convert'] },
  { flags: ['--to'], field: 'to', kind: 'choice', values: ['pbn', 'lin', 'dlm', 'dup'], takenBy: ['convert'], strict: true },
];
const OPTION_OF = new Map(OPTIONS.flatMap((row) => row.flags.map((flag) => [flag, row] as const)));
/** The refusal lines in the order they are checked, each its rows. */
const LINES = [...new Set(OPTIONS.map((row) => row.line))].filter((line) => line !== undefined).map((line) => OPTIONS.filter((row) => row.line === line));

/** True when `command` takes the option, given the options `given`. */
function takes(row: OptionRow, command: string, given: ReadonlySet<string>): boolean {
  return row.takenBy.some((taker) => taker.split(' ')[0] === command && taker.split(' ').slice(1).every((flag) => given.has(flag)));
}

/** True when `argv` asks for help: no command, `help`, or `--help`/`-h` first or before any `--`. */
function asksHelp([first, ...rest]: readonly string[]): boolean {
  const end = rest.indexOf('--') < 0 ? rest.length : rest.indexOf('--');
  return first === undefined || first === 'help' || first === '--help' || first === '-h' || rest.slice(0, end).some((argument) => argument === '--help' || argument === '-h');
}

/** Parses `argv` (without the node and script paths). */
export function parseArguments(argv: readonly string[]): CliArguments {
  const parsed: CliArguments = { command: 'help', format: 'text', dryRun: false, inPlace: false, only: 'all', travellers: false, dd: false, write: false, force: false, event: false, rulingsLog: false, hideNames: false,
    color: 'auto', hide: [], layout: 'ruling', perPage: 2, paper: 'A4', showHidden: false, noDd: false, paths: [] };
  const [command, ...rest] = argv;
  if (asksHelp(argv)) return parsed;
  if (command === '--version' || command === '-v') return { ...parsed, command: 'version' };
  if (![...COMMANDS, 'analyze'].includes(command)) throw new UsageError(USAGE_MISTAKES.unknownCommand(command));
  parsed.command = command === 'analyze' ? 'analyse' : command as Command;
  if (command === 'report') parsed.format = 'html';
  const fields = parsed as unknown as Record<string, unknown>;
  /** The options read as options (each by its first spelling). */
  const given = new Set<string>();
  for (let i = 0, optionsEnded = false; i < rest.length; i++) {
    const argument = rest[i];
    if (!optionsEnded && argument === '--') { optionsEnded = true; continue; }
    if (optionsEnded || !argument.startsWith('-') || argument === '-') { parsed.paths.push(argument); continue; }
    const [flag, inlineValue] = argument.startsWith('--') && argument.includes('=') ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)] : [argument, undefined];
    const row = OPTION_OF.get(flag);
    if (row === undefined || (row.strict || parsed.command === 'convert') && !takes(row, parsed.command, given)) throw new UsageError(USAGE_MISTAKES.unknownOption(argument));
    given.add(row.flags[0]);
    if (row.kind === 'flag') { fields[row.field] = true; continue; }
    const text = inlineValue ?? rest[++i];
    if (text === undefined) throw new UsageError(USAGE_MISTAKES.needsValue(flag));
    if (row.kind === 'list') { fields[row.field] = [...fields[row.field] as string[], ...text.split(',').map((code) => code.trim()).filter((code) => code)]; continue; }
    const value = row.lowerCase ? text.toLowerCase() : text;
    const allowed = row.valuesOf?.[parsed.command] ?? row.values;
    if (allowed ? !allowed.includes(value) : row.accepts?.test(value) === false) throw new UsageError(row.mistake?.(value) ?? USAGE_MISTAKES.mustBe(flag, allowed ?? [], value));
    fields[row.field] = row.read ? row.read(value) : value;
  }
  refuse(parsed.command === 'convert' && parsed.paths.length !== 1 && USAGE_MISTAKES.convertOneFile());
  refuse(parsed.paths.length === 0 && USAGE_MISTAKES.needsFiles(command));
  refuseForCommand(parsed);
  for (const line of LINES) {
    refuse(line.some((row) => given.has(row.flags[0]) && !takes(row, parsed.command, given)) && (line[0].words?.() ?? USAGE_MISTAKES.belongsTo(line.map((row) => row.flags[0]), line[0].takenBy[0])));
    for (const row of line) refuse(row.needs !== undefined && given.has(row.flags[0]) && !given.has(row.needs) && USAGE_MISTAKES.needs(row.flags[0], row.needs) || row.refuses?.(parsed));
  }
  const { format, rulingsLog, event } = parsed;
  refuse(parsed.command === 'score' && format === 'csv' && !rulingsLog && USAGE_MISTAKES.needs(`--format ${format}`, '--event --rulings-log'));
  refuse(parsed.command === 'score' && (format === 'html' || format === 'pdf') && !event && USAGE_MISTAKES.needs(`--format ${format}`, '--event'));
  // The rulings log is CSV unless said otherwise.
  if (rulingsLog && format === 'text') parsed.format = 'csv';
  return parsed;
}

/** Throws the mistake, when there is one. */
function refuse(mistake: Localized<string> | false | undefined): void {
  if (mistake) throw new UsageError(mistake);
}

/** Each command's own mistakes of files and ways of writing, told before its options' (score and report take -o, so their line names the other two). */
function refuseForCommand({ command, paths, dryRun, inPlace, output, event, format }: CliArguments): void {
  const several = paths.length > 1;
  const standardInput = paths.includes('-');
  if (command === 'fix') {
    refuse(several && !dryRun && !inPlace && USAGE_MISTAKES.fixSeveral());
    refuse(several && standardInput && USAGE_MISTAKES.standardInputAlone('fix'));
    refuse([dryRun, inPlace, output !== undefined].filter(Boolean).length > 1 && USAGE_MISTAKES.onlyOneWay());
    refuse(output !== undefined && sameFile(output, paths[0]) && USAGE_MISTAKES.outputNamesInput());
    refuse(inPlace && paths[0] === '-' && USAGE_MISTAKES.inPlaceNeedsFile());
  }
  refuse(command === 'score' && paths.length !== 1 && !event && USAGE_MISTAKES.scoreOneFile());
  refuse(command === 'score' && event && standardInput && USAGE_MISTAKES.eventReadsFiles());
  refuse(command === 'report' && several && output === undefined && USAGE_MISTAKES.reportSeveral());
  refuse(command === 'report' && several && standardInput && USAGE_MISTAKES.standardInputAlone('report'));
  refuse((command === 'score' || command === 'report') && (dryRun || inPlace) && USAGE_MISTAKES.belongsTo(['--dry-run', '--in-place'], 'fix'));
  refuse(command === 'score' && output !== undefined && !event && USAGE_MISTAKES.outputBelongsToEvent());
  refuse(command === 'score' && format === 'pdf' && output === undefined && USAGE_MISTAKES.pdfNeedsOutput());
}

/** `convert`'s view of parsed arguments. */
export function convertArguments(args: CliArguments): ConvertArguments {
  return { to: args.to, output: args.output, laws: args.laws, language: args.language, force: args.force, ...(args.deals !== undefined ? { deals: args.deals } : {}), file: args.paths[0] };
}

/** True when two paths name the same file (as far as the names tell). */
function sameFile(a: string, b: string): boolean {
  return a !== '-' && path.resolve(a) === path.resolve(b);
}

/** The command whose help `argv` asks for (its words: i18n/cliHelpTexts.ts) (`CMD --help` or `-h` before any `--`; `help CMD`), if any. */
export function helpTopicOf(argv: readonly string[]): HelpTopic | undefined {
  const [first, second] = argv;
  const name = first === 'help' || first === '--help' || first === '-h' ? second : first;
  const command = name === 'analyze' ? 'analyse' : name;
  return asksHelp(argv) && (HELP_TOPICS as readonly string[]).includes(command ?? '') ? command as HelpTopic : undefined;
}
