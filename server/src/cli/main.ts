/**
 * The CLI's entry: parses arguments, runs the command with the same language service the editor
 * uses, and turns every failure into a one-line reason with exit status 2, never a stack trace.
 */
import { pickLanguage } from '../i18n/localize';
import { getLanguageService } from '../languageService';
import { USAGE, UsageError, parseArguments } from './args';
import { runCheck } from './check';
import { runConvert } from './convert';
import { InputError } from './files';
import { runFix } from './fix';
import { runReport } from './report';

declare const PACKAGE_VERSION: string | undefined;

/** Runs the CLI with `argv` (without node and script); resolves to the exit status. */
export async function runCli(argv: readonly string[], write: (text: string) => void = (text) => process.stdout.write(text)): Promise<number> {
  try {
    if (argv[0] === 'convert') return await runConvert(argv.slice(1), getLanguageService());
    const args = parseArguments(argv);
    if (args.command === 'help') { write(USAGE + '\n'); return argv.length === 0 ? 2 : 0; }
    if (args.command === 'version') { write(`${typeof PACKAGE_VERSION === 'string' ? PACKAGE_VERSION : 'dev'}\n`); return 0; }
    if (args.command === 'fix' && /\.lin$/i.test(args.paths[0])) {
      throw new InputError(`${args.paths[0]}: a LIN file has no Result or Score to fix; convert it first (pbn-director convert --to pbn -o OUT.pbn ${args.paths[0]}) and fix the PBN`);
    }
    const settings = { lawsOption: args.laws, language: pickLanguage(args.language, process.env.LANG) };
    const service = getLanguageService();
    if (args.command === 'report') return await runReport(args, service, settings, write);
    return args.command === 'check' ? await runCheck(args, service, settings, write) : await runFix(args, service, settings, write);
  } catch (error) {
    if (error instanceof UsageError) {
      const lines = USAGE.split('\n');
      const usage = argv[0] === 'convert' ? [lines[0], ...lines.filter((line) => line.includes('pbn-director convert'))] : lines.slice(0, 3);
      process.stderr.write(`pbn-director: ${error.message}\n${usage.join('\n')}\n`);
      return 2;
    }
    if (error instanceof InputError) { process.stderr.write(`pbn-director: ${error.message}\n`); return 2; }
    process.stderr.write(`pbn-director: internal error: ${(error as Error).message}\n`);
    return 2;
  }
}
