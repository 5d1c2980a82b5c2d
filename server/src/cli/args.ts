/**
 * Command-line arguments of `pbn-director`: the command, its options and the paths, with a
 * usage error (exit status 2) for anything it does not understand.
 */

/** Parsed arguments. */
export interface CliArguments {
  command: 'check' | 'fix' | 'report' | 'help' | 'version';
  /** text or json for check; html or md for report. */
  format: 'text' | 'json' | 'html' | 'md';
  laws?: string;
  language?: string;
  dryRun: boolean;
  inPlace: boolean;
  output?: string;
  paths: string[];
}

/** A usage mistake, reported in one line with exit status 2. */
export class UsageError extends Error {}

const EDITIONS = ['1975', '1987', '1997', '2007', '2017'];

/** Parses `argv` (without the node and script paths). */
export function parseArguments(argv: readonly string[]): CliArguments {
  const parsed: CliArguments = { command: 'help', format: 'text', dryRun: false, inPlace: false, paths: [] };
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') return parsed;
  if (command === '--version' || command === '-v') return { ...parsed, command: 'version' };
  if (command !== 'check' && command !== 'fix' && command !== 'report') throw new UsageError(`unknown command '${command}' (expected check, fix, report or convert)`);
  parsed.command = command;
  if (command === 'report') parsed.format = 'html';
  for (let i = 0; i < rest.length; i++) {
    const argument = rest[i];
    const [flag, inlineValue] = argument.startsWith('--') && argument.includes('=') ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)] : [argument, undefined];
    const value = () => {
      const next = inlineValue ?? rest[++i];
      if (next === undefined) throw new UsageError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--format': {
        const format = value();
        const allowed = command === 'report' ? ['html', 'md'] : ['text', 'json'];
        if (!allowed.includes(format)) throw new UsageError(`--format must be ${allowed.join(' or ')}, not '${format}'`);
        parsed.format = format as CliArguments['format'];
        break;
      }
      case '--laws': {
        const laws = value();
        if (!EDITIONS.includes(laws)) throw new UsageError(`--laws must be one of ${EDITIONS.join(', ')}, not '${laws}'`);
        parsed.laws = laws;
        break;
      }
      case '--language': {
        const language = value();
        if (language !== 'en' && language !== 'nl') throw new UsageError(`--language must be en or nl, not '${language}'`);
        parsed.language = language;
        break;
      }
      case '--dry-run': parsed.dryRun = true; break;
      case '--in-place': parsed.inPlace = true; break;
      case '-o': case '--output': parsed.output = value(); break;
      default:
        if (argument.startsWith('-') && argument !== '-') throw new UsageError(`unknown option '${argument}'`);
        parsed.paths.push(argument);
    }
  }
  if (parsed.paths.length === 0) throw new UsageError(`${command} needs at least one file or folder`);
  if (command === 'fix') {
    if (parsed.paths.length !== 1) throw new UsageError('fix takes exactly one file');
    if ([parsed.dryRun, parsed.inPlace, parsed.output !== undefined].filter(Boolean).length > 1) throw new UsageError('use only one of --dry-run, -o and --in-place');
  } else if (command === 'report') {
    if (parsed.paths.length !== 1) throw new UsageError('report takes exactly one file');
    if (parsed.dryRun || parsed.inPlace) throw new UsageError('--dry-run and --in-place belong to the fix command');
  } else if (parsed.dryRun || parsed.inPlace || parsed.output) {
    throw new UsageError('--dry-run, -o and --in-place belong to the fix command');
  }
  return parsed;
}

/** The help text. */
export const USAGE = `Usage:
  pbn-director check [--format text|json] [--laws 1975|1987|1997|2007|2017] [--language en|nl] <files or folders...>
  pbn-director fix [--laws ED] [--language en|nl] [--dry-run | -o OUT | --in-place] <file>
  pbn-director report [--format html|md] [--laws ED] [--language en|nl] <file> [-o OUT]
  pbn-director convert [--to pbn|lin] [--laws ED] [-o OUT] <file>

check  validates PBN files and rules on irregularities per the Laws of Duplicate Bridge.
fix    writes the rectified Result and Score (and ^R marks) the rulings call for.
report writes a ruling report of every board (hands, auction, play, rulings, rectified score)
       as self-contained HTML or Markdown, to standard output or to OUT.
convert turns a LIN file (Bridge Base Online) into PBN 2.1 export format, or a PBN file into LIN
       (one board per line, as BBO's handviewer reads it); -o writes OUT atomically.
check and report read .lin files too; a folder stands for the .pbn and .lin files below it.

Exit status: 0 no errors (report: written), 1 errors found (report: no game in the file), 2 usage error or unreadable input.`;
