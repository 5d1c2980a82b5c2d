/**
 * Command-line arguments of `pbn-director`: the command, its options and the paths (`--` ends
 * the options; `-` is standard input), with a usage error (exit status 2) for anything it does
 * not understand. `--help` after a command shows the help. One parser for every command, `convert`
 * included; a command's own view of them is typed (`ConvertArguments`).
 */
import * as path from 'node:path';
import { Localized } from '../i18n/localize';
import { HELP_TOPICS, HelpTopic } from '../i18n/cliHelpTexts';
import { USAGE_MISTAKES } from '../i18n/cliUsageTexts';

/** Parsed arguments. */
export interface CliArguments {
  command: 'check' | 'fix' | 'report' | 'score' | 'analyse' | 'audit' | 'convert' | 'help' | 'version';
  /** text or json for check and audit; html, md or pdf for report; html or pdf for score --event, csv too with --rulings-log. */
  format: 'text' | 'json' | 'html' | 'md' | 'pdf' | 'csv';
  laws?: string;
  language?: string;
  dryRun: boolean;
  inPlace: boolean;
  output?: string;
  /** fix: which fixes (`--only rulings|scores|all`, default all). */
  only: 'rulings' | 'scores' | 'all';
  /** fix: also recompute the travellers (`--travellers`). */
  travellers: boolean;
  /** check: add double-dummy findings (`--dd`). */
  dd: boolean;
  /** check --dd, report, analyse: seconds of solving one claim's layouts may take before it answers with what it has (`--claim-budget`). */
  claimBudget?: number;
  /** report: the ruling report or the handout, boards per page, paper, hidden hands shown, without double dummy. */
  layout: 'ruling' | 'handout';
  perPage: 1 | 2 | 4;
  paper: 'A4' | 'Letter';
  showHidden: boolean;
  noDd: boolean;
  /** check: colour the severities (`--color`), codes hidden (`--hide`), the least severity shown (`--min-severity`). */
  color: 'auto' | 'always' | 'never';
  hide: string[];
  minSeverity?: 1 | 2 | 3 | 4;
  /** analyse: write the DD tags into the files (`--write`). */
  write: boolean;
  /** score: the event's scores from every file's travellers, rulings applied (`--event`). */
  event: boolean;
  /** score --event: average plus and minus fixed or against the session (`--average-plus`); the edition's default when absent. */
  averagePlus?: 'fixed' | 'session';
  /** score --event: every ruling of the files, one row each, instead of the standings (`--rulings-log`). */
  rulingsLog: boolean;
  /** score --event --rulings-log: player names and the tags that bear them left out (`--hide-names`). */
  hideNames: boolean;
  /** fix, report, analyse, convert, score --event: write a file even when its mode makes it read-only (`--force`). */
  force: boolean;
  /** A Bridgemate .bws's deals, when it holds none (`--deals FILE`). */
  deals?: string;
  /** convert: the format to convert to (`--to pbn|lin|dlm|dup`; by default the other one). */
  to?: 'pbn' | 'lin' | 'dlm' | 'dup';
  paths: string[];
}

/** The arguments of `convert`: its options and its one file. */
export interface ConvertArguments {
  to?: 'pbn' | 'lin' | 'dlm' | 'dup';
  output?: string;
  laws?: string;
  language?: string;
  /** Write OUT even when its mode makes it read-only. */
  force: boolean;
  /** A Bridgemate .bws's deals, when it holds none (`--deals FILE`). */
  deals?: string;
  file: string;
}

/** The options `convert` takes; any other is unknown to it. */
const CONVERT_OPTIONS = ['--to', '-o', '--output', '--force', '--laws', '--language', '--deals'];

/** A usage mistake, reported in one line with exit status 2 (in the run's language when worded in both, i18n/bothLanguages.ts). */
export class UsageError extends Error {
  readonly words?: Localized<string>;

  constructor(line: string | Localized<string>) {
    super(typeof line === 'string' ? line : line.en);
    if (typeof line !== 'string') this.words = line;
  }
}

const EDITIONS = ['1975', '1987', '1997', '2007', '2017'];
/** The severities, the most severe first (LSP numbers them 1 to 4). */
const SEVERITIES = ['error', 'warning', 'info', 'hint'] as const;

/** Parses `argv` (without the node and script paths). */
export function parseArguments(argv: readonly string[]): CliArguments {
  const parsed: CliArguments = { command: 'help', format: 'text', dryRun: false, inPlace: false, only: 'all', travellers: false, dd: false, write: false, force: false, event: false, rulingsLog: false, hideNames: false,
    color: 'auto', hide: [], layout: 'ruling', perPage: 2, paper: 'A4', showHidden: false, noDd: false, paths: [] };
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') return parsed;
  if (rest.includes('--help') || rest.includes('-h')) {
    const before = rest.indexOf('--') < 0 ? rest.length : rest.indexOf('--');
    if (rest.slice(0, before).some((argument) => argument === '--help' || argument === '-h')) return parsed;
  }
  if (command === '--version' || command === '-v') return { ...parsed, command: 'version' };
  const commands = ['check', 'fix', 'report', 'score', 'analyse', 'analyze', 'audit', 'convert'];
  if (!commands.includes(command)) throw new UsageError(USAGE_MISTAKES.unknownCommand(command));
  parsed.command = command === 'analyze' ? 'analyse' : command as CliArguments['command'];
  if (command === 'report') parsed.format = 'html';
  let optionsEnded = false;
  /** The options read as options (not a path after `--`, nor another option's value). */
  const given = new Set<string>();
  for (let i = 0; i < rest.length; i++) {
    const argument = rest[i];
    if (optionsEnded) { parsed.paths.push(argument); continue; }
    if (argument === '--') { optionsEnded = true; continue; }
    const [flag, inlineValue] = argument.startsWith('--') && argument.includes('=') ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)] : [argument, undefined];
    const value = () => {
      const next = inlineValue ?? rest[++i];
      if (next === undefined) throw new UsageError(USAGE_MISTAKES.needsValue(flag));
      return next;
    };
    /** The option's value, one of `allowed` (`--x must be a, b or c, not 'y'`). */
    const choice = <T extends string>(allowed: readonly T[], given = value()): T => {
      if (!(allowed as readonly string[]).includes(given)) throw new UsageError(USAGE_MISTAKES.mustBe(flag, allowed, given));
      return given as T;
    };
    if (command === 'convert' && argument.startsWith('-') && argument !== '-' && !CONVERT_OPTIONS.includes(flag)) throw new UsageError(USAGE_MISTAKES.unknownOption(argument));
    given.add(flag);
    switch (flag) {
      case '--to':
        if (command !== 'convert') throw new UsageError(USAGE_MISTAKES.unknownOption(argument));
        parsed.to = choice(['pbn', 'lin', 'dlm', 'dup'] as const);
        break;
      case '--format': {
        const format = value();
        // score takes csv and html too, for its rulings log (checked once every option is read).
        const allowed = command === 'report' ? ['html', 'md', 'pdf'] : command === 'score' ? ['text', 'json', 'csv', 'html', 'pdf'] : ['text', 'json'];
        if (!allowed.includes(format)) throw new UsageError(USAGE_MISTAKES.mustBe('--format', allowed, format));
        parsed.format = format as CliArguments['format'];
        break;
      }
      case '--laws': {
        const laws = value();
        if (!EDITIONS.includes(laws)) throw new UsageError(USAGE_MISTAKES.mustBeEdition(EDITIONS, laws));
        parsed.laws = laws;
        break;
      }
      case '--language': parsed.language = choice(['en', 'nl'] as const); break;
      case '--only': parsed.only = choice(['rulings', 'scores', 'all'] as const); break;
      case '--travellers': parsed.travellers = true; break;
      case '--layout': parsed.layout = choice(['ruling', 'handout'] as const); break;
      case '--per-page': parsed.perPage = Number(choice(['1', '2', '4'] as const)) as 1 | 2 | 4; break;
      case '--paper': parsed.paper = choice(['a4', 'letter'] as const, value().toLowerCase()) === 'a4' ? 'A4' : 'Letter'; break;
      case '--show-hidden': parsed.showHidden = true; break;
      case '--color': parsed.color = choice(['auto', 'always', 'never'] as const); break;
      case '--hide':
        for (const code of value().split(',')) if (code.trim()) parsed.hide.push(code.trim());
        break;
      case '--min-severity': parsed.minSeverity = (SEVERITIES.indexOf(choice(SEVERITIES)) + 1) as 1 | 2 | 3 | 4; break;
      case '--no-dd': parsed.noDd = true; break;
      case '--dd': parsed.dd = true; break;
      case '--claim-budget': {
        const seconds = value();
        if (!/^\d+(\.\d+)?$/.test(seconds)) throw new UsageError(USAGE_MISTAKES.claimBudget(seconds));
        parsed.claimBudget = Number(seconds);
        break;
      }
      case '--write': parsed.write = true; break;
      case '--event': parsed.event = true; break;
      case '--average-plus': parsed.averagePlus = choice(['fixed', 'session'] as const); break;
      case '--rulings-log': parsed.rulingsLog = true; break;
      case '--hide-names': parsed.hideNames = true; break;
      case '--force': parsed.force = true; break;
      case '--dry-run': parsed.dryRun = true; break;
      case '--in-place': parsed.inPlace = true; break;
      case '-o': case '--output': parsed.output = value(); break;
      case '--deals': parsed.deals = value(); break;
      default:
        if (argument.startsWith('-') && argument !== '-') throw new UsageError(USAGE_MISTAKES.unknownOption(argument));
        parsed.paths.push(argument);
    }
  }
  if (command === 'convert' && parsed.paths.length !== 1) throw new UsageError(USAGE_MISTAKES.convertOneFile());
  if (parsed.paths.length === 0) throw new UsageError(USAGE_MISTAKES.needsFiles(command));
  if (command === 'convert') {
    // Its options are checked above: -o and --force are its own.
  } else if (command === 'fix') {
    if (parsed.paths.length > 1 && !parsed.dryRun && !parsed.inPlace) throw new UsageError(USAGE_MISTAKES.fixSeveral());
    if (parsed.paths.length > 1 && parsed.paths.includes('-')) throw new UsageError(USAGE_MISTAKES.standardInputAlone('fix'));
    if ([parsed.dryRun, parsed.inPlace, parsed.output !== undefined].filter(Boolean).length > 1) throw new UsageError(USAGE_MISTAKES.onlyOneWay());
    if (parsed.output !== undefined && sameFile(parsed.output, parsed.paths[0])) throw new UsageError(USAGE_MISTAKES.outputNamesInput());
    if (parsed.inPlace && parsed.paths[0] === '-') throw new UsageError(USAGE_MISTAKES.inPlaceNeedsFile());
  } else if (command === 'score') {
    if (parsed.paths.length !== 1 && !parsed.event) throw new UsageError(USAGE_MISTAKES.scoreOneFile());
    if (parsed.event && parsed.paths.includes('-')) throw new UsageError(USAGE_MISTAKES.eventReadsFiles());
    if (parsed.dryRun || parsed.inPlace) throw new UsageError(USAGE_MISTAKES.belongsTo(['--dry-run', '--in-place'], 'fix'));
    if (parsed.output !== undefined && !parsed.event) throw new UsageError(USAGE_MISTAKES.outputBelongsToEvent());
    if (parsed.format === 'pdf' && parsed.output === undefined) throw new UsageError(USAGE_MISTAKES.pdfNeedsOutput());
  } else if (command === 'report') {
    if (parsed.paths.length > 1 && parsed.output === undefined) throw new UsageError(USAGE_MISTAKES.reportSeveral());
    if (parsed.paths.length > 1 && parsed.paths.includes('-')) throw new UsageError(USAGE_MISTAKES.standardInputAlone('report'));
    if (parsed.dryRun || parsed.inPlace) throw new UsageError(USAGE_MISTAKES.belongsTo(['--dry-run', '--in-place'], 'fix'));
  } else if (parsed.dryRun || parsed.inPlace || parsed.output !== undefined) {
    throw new UsageError(USAGE_MISTAKES.belongsTo(['--dry-run', '-o', '--in-place'], 'fix'));
  }
  if (command !== 'fix' && (given.has('--only') || parsed.travellers)) throw new UsageError(USAGE_MISTAKES.belongsTo(['--only', '--travellers'], 'fix'));
  if (parsed.dd && parsed.command !== 'check') throw new UsageError(USAGE_MISTAKES.belongsTo(['--dd'], 'check'));
  if (parsed.claimBudget !== undefined && !(parsed.command === 'check' && parsed.dd) && parsed.command !== 'report' && parsed.command !== 'analyse') throw new UsageError(USAGE_MISTAKES.claimBudgetBelongs());
  const checkOptions = ['--color', '--hide', '--min-severity'].some((option) => given.has(option));
  if (checkOptions && parsed.command !== 'check') throw new UsageError(USAGE_MISTAKES.belongsTo(['--color', '--hide', '--min-severity'], 'check'));
  const reportOptions = ['--layout', '--per-page', '--paper', '--show-hidden', '--no-dd'].some((option) => given.has(option));
  const auditNoDd = parsed.command === 'audit' && !['--layout', '--per-page', '--paper', '--show-hidden'].some((option) => given.has(option));
  if (reportOptions && parsed.command !== 'report' && !auditNoDd) throw new UsageError(USAGE_MISTAKES.belongsTo(['--layout', '--per-page', '--paper', '--show-hidden', '--no-dd'], 'report'));
  if (parsed.layout === 'handout' && parsed.format === 'md') throw new UsageError(USAGE_MISTAKES.handoutFormat());
  if (parsed.write && parsed.command !== 'analyse') throw new UsageError(USAGE_MISTAKES.belongsTo(['--write'], 'analyse'));
  if (parsed.deals !== undefined && parsed.command !== 'check' && parsed.command !== 'audit' && parsed.command !== 'convert') throw new UsageError(USAGE_MISTAKES.dealsBelong());
  if ((parsed.event || parsed.averagePlus) && parsed.command !== 'score') throw new UsageError(USAGE_MISTAKES.belongsTo(['--event', '--average-plus'], 'score'));
  if (parsed.averagePlus && !parsed.event) throw new UsageError(USAGE_MISTAKES.needs('--average-plus', '--event'));
  if ((parsed.rulingsLog || parsed.hideNames) && parsed.command !== 'score') throw new UsageError(USAGE_MISTAKES.belongsTo(['--rulings-log', '--hide-names'], 'score'));
  if (parsed.rulingsLog && !parsed.event) throw new UsageError(USAGE_MISTAKES.needs('--rulings-log', '--event'));
  if (parsed.hideNames && !parsed.rulingsLog) throw new UsageError(USAGE_MISTAKES.needs('--hide-names', '--rulings-log'));
  if (parsed.command === 'score' && parsed.format === 'csv' && !parsed.rulingsLog) throw new UsageError(USAGE_MISTAKES.needs(`--format ${parsed.format}`, '--event --rulings-log'));
  if (parsed.command === 'score' && (parsed.format === 'html' || parsed.format === 'pdf') && !parsed.event) throw new UsageError(USAGE_MISTAKES.needs(`--format ${parsed.format}`, '--event'));
  // The rulings log is CSV unless said otherwise.
  if (parsed.rulingsLog && parsed.format === 'text') parsed.format = 'csv';
  return parsed;
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
  const [first, ...rest] = argv;
  const topic = (name: string | undefined): HelpTopic | undefined => {
    const command = name === 'analyze' ? 'analyse' : name;
    return command !== undefined && (HELP_TOPICS as readonly string[]).includes(command) ? command as HelpTopic : undefined;
  };
  if (first === 'help' || first === '--help' || first === '-h') return topic(rest[0]);
  const end = rest.indexOf('--') < 0 ? rest.length : rest.indexOf('--');
  return rest.slice(0, end).some((argument) => argument === '--help' || argument === '-h') ? topic(first) : undefined;
}
