/**
 * Command-line arguments of `pbn-director`: the command, its options and the paths (`--` ends
 * the options; `-` is standard input), with a usage error (exit status 2) for anything it does
 * not understand. `--help` after a command shows the help. One parser for every command, `convert`
 * included; a command's own view of them is typed (`ConvertArguments`).
 */
import * as path from 'node:path';
import { pushAll } from '../arrays';
import { Localized } from '../i18n/localize';
import { USAGE_MISTAKES } from '../i18n/cliUsageTexts';

/** Parsed arguments. */
export interface CliArguments {
  command: 'check' | 'fix' | 'report' | 'score' | 'analyse' | 'audit' | 'convert' | 'help' | 'version';
  /** text or json for check and audit; html, md or pdf for report; csv, html or json for score --event --rulings-log. */
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
  /** fix, report, analyse, convert: write a file even when its mode makes it read-only (`--force`). */
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
    switch (flag) {
      case '--to':
        if (command !== 'convert') throw new UsageError(USAGE_MISTAKES.unknownOption(argument));
        parsed.to = choice(['pbn', 'lin', 'dlm', 'dup'] as const);
        break;
      case '--format': {
        const format = value();
        // score takes csv and html too, for its rulings log (checked once every option is read).
        const allowed = command === 'report' ? ['html', 'md', 'pdf'] : command === 'score' ? ['text', 'json', 'csv', 'html'] : ['text', 'json'];
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
    if (parsed.dryRun || parsed.inPlace || parsed.output) throw new UsageError(USAGE_MISTAKES.belongsTo(['--dry-run', '-o', '--in-place'], 'fix'));
  } else if (command === 'report') {
    if (parsed.paths.length > 1 && parsed.output === undefined) throw new UsageError(USAGE_MISTAKES.reportSeveral());
    if (parsed.paths.length > 1 && parsed.paths.includes('-')) throw new UsageError(USAGE_MISTAKES.standardInputAlone('report'));
    if (parsed.dryRun || parsed.inPlace) throw new UsageError(USAGE_MISTAKES.belongsTo(['--dry-run', '--in-place'], 'fix'));
  } else if (parsed.dryRun || parsed.inPlace || parsed.output) {
    throw new UsageError(USAGE_MISTAKES.belongsTo(['--dry-run', '-o', '--in-place'], 'fix'));
  }
  if (command !== 'fix' && (parsed.only !== 'all' || parsed.travellers)) throw new UsageError(USAGE_MISTAKES.belongsTo(['--only', '--travellers'], 'fix'));
  if (parsed.dd && parsed.command !== 'check') throw new UsageError(USAGE_MISTAKES.belongsTo(['--dd'], 'check'));
  if (parsed.claimBudget !== undefined && !(parsed.command === 'check' && parsed.dd) && parsed.command !== 'report' && parsed.command !== 'analyse') throw new UsageError(USAGE_MISTAKES.claimBudgetBelongs());
  const checkOptions = argv.some((argument) => ['--color', '--hide', '--min-severity'].includes(argument.split('=')[0]));
  if (checkOptions && parsed.command !== 'check') throw new UsageError(USAGE_MISTAKES.belongsTo(['--color', '--hide', '--min-severity'], 'check'));
  const reportOptions = argv.some((argument) => ['--layout', '--per-page', '--paper', '--show-hidden', '--no-dd'].includes(argument.split('=')[0]));
  const auditNoDd = parsed.command === 'audit' && !argv.some((argument) => ['--layout', '--per-page', '--paper', '--show-hidden'].includes(argument.split('=')[0]));
  if (reportOptions && parsed.command !== 'report' && !auditNoDd) throw new UsageError(USAGE_MISTAKES.belongsTo(['--layout', '--per-page', '--paper', '--show-hidden', '--no-dd'], 'report'));
  if (parsed.layout === 'handout' && parsed.format === 'md') throw new UsageError(USAGE_MISTAKES.handoutFormat());
  if (parsed.write && parsed.command !== 'analyse') throw new UsageError(USAGE_MISTAKES.belongsTo(['--write'], 'analyse'));
  if (parsed.deals !== undefined && parsed.command !== 'check' && parsed.command !== 'audit' && parsed.command !== 'convert') throw new UsageError(USAGE_MISTAKES.dealsBelong());
  if ((parsed.event || parsed.averagePlus) && parsed.command !== 'score') throw new UsageError(USAGE_MISTAKES.belongsTo(['--event', '--average-plus'], 'score'));
  if (parsed.averagePlus && !parsed.event) throw new UsageError(USAGE_MISTAKES.needs('--average-plus', '--event'));
  if ((parsed.rulingsLog || parsed.hideNames) && parsed.command !== 'score') throw new UsageError(USAGE_MISTAKES.belongsTo(['--rulings-log', '--hide-names'], 'score'));
  if (parsed.rulingsLog && !parsed.event) throw new UsageError(USAGE_MISTAKES.needs('--rulings-log', '--event'));
  if (parsed.hideNames && !parsed.rulingsLog) throw new UsageError(USAGE_MISTAKES.needs('--hide-names', '--rulings-log'));
  if (parsed.command === 'score' && (parsed.format === 'csv' || parsed.format === 'html') && !parsed.rulingsLog) throw new UsageError(USAGE_MISTAKES.needs(`--format ${parsed.format}`, '--event --rulings-log'));
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

/** One command's help: its usage line(s), what it does, its exit statuses 0 and 1. */
interface CommandHelp {
  usage: string;
  text: string;
  exit: string;
}

/** Each command's own help, in the order the full help lists them. */
const COMMAND_HELP: Record<'check' | 'fix' | 'report' | 'score' | 'convert' | 'analyse' | 'audit', CommandHelp> = {
  check: {
    usage: `  pbn-director check [--format text|json] [--dd] [--hide CODE,…] [--min-severity error|warning|info|hint] [--color auto|always|never]
                     [--laws 1975|1987|1997|2007|2017] [--language en|nl] [--deals FILE] <files or folders...>`,
    text: `check  validates PBN files and rules on irregularities per the Laws of Duplicate Bridge; --dd adds the
       double-dummy findings (Law 64C equity of each revoke, claims against best defence, DD tags checked).`,
    exit: '0 no errors, 1 errors found',
  },
  fix: {
    usage: '  pbn-director fix [--only rulings|scores|all] [--travellers] [--laws ED] [--language en|nl] [--dry-run | -o OUT | --in-place] [--force] <file | files or folders...>',
    text: `fix    writes the rectified Result and Score (and ^R marks) the rulings call for, and the Score (Law 77)
       and Result ('^') corrections the editor offers as quick-fixes; --only picks one kind;
       --travellers also recomputes each board's ScoreTable.`,
    exit: '0 no errors left after fixing, 1 errors remain',
  },
  report: {
    usage: '  pbn-director report [--format html|md|pdf] [--layout ruling|handout] [--per-page 1|2|4] [--paper a4|letter] [--show-hidden] [--no-dd] [--laws ED] [--language en|nl] [--force] <file> [-o OUT] | <files or folders...> -o FOLDER',
    text: `report writes a ruling report of every board (hands, auction, play, rulings, the result at the table and
       rectified, double dummy where the engine is built) as self-contained HTML or Markdown, or as PDF (no
       browser needed; fonts embedded, the HTML's page breaks), to standard output or to OUT; --layout
       handout writes a hand record for print instead (1, 2 or 4 boards a page, A4 or Letter, HTML or PDF);
       hands a [Hidden] tag names stay hidden unless --show-hidden.`,
    exit: '0 written, 1 no game in the file',
  },
  score: {
    usage: '  pbn-director score [--event [--average-plus fixed|session] [--rulings-log [--hide-names]]] [--format text|json, csv|html with --rulings-log] [--laws ED] [--language en|nl] <file | files with --event>',
    text: `score  prints each board's traveller (ScoreTable) with recomputed matchpoints, percentages,
       IMPs and datum, and what "Update traveller" would change. With --event: each file's
       participants (PairId, TeamId) with their totals and ranks before and after the file's
       rulings, checked against its TotalScoreTable; --average-plus chooses average plus and
       minus (Law 12C2) fixed at 60/40 % or the pair's session percentage when better for it.
       With --rulings-log: every ruling of the files instead, one row each (board, table, round,
       irregularity, Law and edition, table result, rectified or adjusted score, damaged side,
       status ruled or to be checked) as CSV, HTML or JSON; --hide-names leaves out the players.`,
    exit: '0 travellers agree, 1 a traveller differs',
  },
  convert: {
    usage: '  pbn-director convert [--to pbn|lin|dlm|dup] [--laws ED] [-o OUT] [--force] [--deals FILE] <file>',
    text: `convert turns a LIN file (Bridge Base Online) into PBN 2.1 export format, or a PBN file into LIN
       (one board per line, as BBO's handviewer reads it); a dealing program's file (.dlm, .dup, .bri,
       .dge) into PBN, .dlm or .dup, and a PBN file into .dlm or .dup; -o writes OUT atomically.`,
    exit: '0 converted, 1 the input has errors',
  },
  analyse: {
    usage: '  pbn-director analyse [--format text|json] [--write] [--force] [--laws ED] [--language en|nl] <files or folders...>',
    text: `analyse prints each board's double-dummy table, par and, where the play is recorded, the trace card by card
       (DDS 2.9.0, one worker per core); --write adds OptimumResultTable, OptimumScore and ParContract.`,
    exit: '0 analysed, 1 a board could not be analysed',
  },
  audit: {
    usage: '  pbn-director audit [--format text|json] [--no-dd] [--laws ED] [--language en|nl] [--deals FILE] <files or folders...>',
    text: `audit  checks each board's traveller (ScoreTable) against its deal: an opening lead the leader does not hold,
       a result or score that cannot be (Law 77), a score with its sides reversed, a result no play explains
       and a fouled board (Law 87: the deal rotated or two hands swapped explains the row and its lead), with
       the groups of tables that played the same deal; double dummy unless --no-dd.`,
    exit: '0 no finding, 1 a finding',
  },
};

/** The commands that have a help of their own (`analyze` is `analyse`). */
export type HelpTopic = keyof typeof COMMAND_HELP;

const READS_LIN = 'check, report and analyse read .lin files too; a folder stands for the .pbn and .lin files below it.';
const PATHS = `A path '-' reads standard input; '--' ends the options. fix leaves alone any game with a syntax error,
a Result a Director set ('^') and a board it cannot fix safely, and says why on standard error.
A file whose mode makes it read-only is not rewritten (exit 2) unless --force.`;
const FAILURE = '2 usage error, unreadable input, a failed write (the original file is then unchanged) or no double-dummy engine.';

/** The help text of every command. */
export const USAGE = `Usage:
${Object.values(COMMAND_HELP).map((help) => help.usage).join('\n')}

${Object.values(COMMAND_HELP).map((help) => help.text).join('\n')}
${READS_LIN}

${PATHS}

Exit status: 0 no errors (fix: none left after fixing; report: written; score: travellers agree), 1 errors found
(fix: errors remain; report: no game in the file; score: a traveller differs; analyse: a board could not be analysed; audit: a finding),
${FAILURE}`;

/** One command's help: its usage, what it does, what its paths may be and its exit statuses. */
export function commandHelp(command: HelpTopic): string {
  const help = COMMAND_HELP[command];
  const notes = [
    ['check', 'report', 'analyse'].includes(command) ? 'A .lin file is read too.' : '',
    ['check', 'fix', 'report', 'analyse', 'audit'].includes(command) ? 'A folder stands for the .pbn and .lin files below it.' : '',
    "A path '-' reads standard input; '--' ends the options.",
    ['check', 'audit', 'convert'].includes(command) ? 'A Bridgemate session (.bws) is read too, as PBN: its deals from its HandRecord, else from\n--deals FILE or a .pbn of its name beside it.' : '',
    command === 'fix' ? "fix leaves alone any game with a syntax error, a Result a Director set ('^') and a board it cannot fix\nsafely, and says why on standard error." : '',
    ['fix', 'report', 'convert', 'analyse'].includes(command) ? 'A file whose mode makes it read-only is not rewritten (exit 2) unless --force.' : '',
  ];
  return `Usage:\n${help.usage}\n\n${help.text}\n\n${notes.filter(Boolean).join('\n')}\n\nExit status: ${help.exit},\n${FAILURE}`;
}

/** The command whose help `argv` asks for (`CMD --help` or `-h` before any `--`; `help CMD`), if any. */
export function helpTopicOf(argv: readonly string[]): HelpTopic | undefined {
  const [first, ...rest] = argv;
  const topic = (name: string | undefined): HelpTopic | undefined => {
    const command = name === 'analyze' ? 'analyse' : name;
    return command !== undefined && command in COMMAND_HELP ? command as HelpTopic : undefined;
  };
  if (first === 'help' || first === '--help' || first === '-h') return topic(rest[0]);
  const end = rest.indexOf('--') < 0 ? rest.length : rest.indexOf('--');
  return rest.slice(0, end).some((argument) => argument === '--help' || argument === '-h') ? topic(first) : undefined;
}
