/**
 * The CLI's entry: parses arguments, runs the command with the same language service the editor
 * uses, and turns every failure into a one-line reason with exit status 2, never a stack trace.
 */
import { pickLanguage } from '../i18n/localize';
import { lineIn } from '../i18n/bothLanguages';
import { CLI_REFUSALS } from '../i18n/cliRefusalTexts';
import { ServiceSettings, getLanguageService } from '../languageService';
import { CliArguments, Command, UsageError, convertArguments, helpTopicOf, parseArguments } from './args';
import { commandHelpText, usageText } from '../i18n/cliHelpTexts';
import { WriteError } from '../io/atomicWrite';
import { TemporaryFolderError } from '../io/temporaryFiles';
import { runCheck } from './check';
import { runConvert } from './convert';
import { InputError } from '../io/inputError';
import { runFix } from './fix';
import { CliIo, processIo, tellStreamFailuresIn } from './io';
import { noteFileName } from '../text/terminalText';
import { runReport } from './report';
import { runScore } from './score';
import { runAnalyse } from './analyse';
import { runAudit } from './audit';
import { CliAnalysis } from './ddAnswers';

declare const PACKAGE_VERSION: string | undefined;

/** The most problems one game reports on the command line (the rest are summed up in one line). */
const CLI_DIAGNOSTICS_PER_GAME = 1000;

/** Each command's run: its arguments, the settings of the language service, the streams; resolves to the exit status. */
const RUNS: Record<Command, (args: CliArguments, settings: ServiceSettings, io: CliIo) => Promise<number>> = {
  check: (args, settings, io) => args.dd ? checkWithDd(args, settings, io) : runCheck(args, getLanguageService(), settings, io),
  fix: runFix,
  report: (args, settings, io) => runReport(args, getLanguageService(), settings, io),
  score: (args, settings, io) => runScore(args, getLanguageService(), settings, io),
  analyse: runAnalyse,
  audit: runAudit,
  convert: (args, settings, io) => runConvert(convertArguments(args), getLanguageService(), settings, io),
};

/** `check --dd`: the double-dummy answers from an engine of its own, ended with the run. */
async function checkWithDd(args: CliArguments, settings: ServiceSettings, io: CliIo): Promise<number> {
  const analysis = new CliAnalysis(io, args.claimBudget);
  try {
    return await runCheck(args, getLanguageService({ analysis: analysis.answers }), settings, io, analysis);
  } finally {
    analysis.dispose();
  }
}

/** Runs the CLI with `argv` (without node and script); resolves to the exit status. */
export async function runCli(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  // A name with a line feed or a tab is written escaped wherever output shows it (text/terminalText.ts).
  for (const argument of argv) noteFileName(argument);
  // The language of the failure line, known before the arguments are read (they may be what fails).
  const language = pickLanguage(languageArgument(argv), process.env.LANG);
  io = { ...io, language };
  tellStreamFailuresIn(language);
  try {
    const helpTopic = helpTopicOf(argv);
    if (helpTopic !== undefined) { io.stdout(`${commandHelpText(helpTopic, language)}\n`); return 0; }
    const args = parseArguments(argv);
    if (args.command === 'help') { io.stdout(usageText(language) + '\n'); return argv.length === 0 ? 2 : 0; }
    if (args.command === 'version') { io.stdout(`${typeof PACKAGE_VERSION === 'string' ? PACKAGE_VERSION : 'dev'}\n`); return 0; }
    const settings = {
      lawsOption: args.laws, language: pickLanguage(args.language, process.env.LANG), diagnosticsLimit: { perGame: CLI_DIAGNOSTICS_PER_GAME },
      hiddenDiagnostics: args.hide, minSeverity: args.minSeverity, averagePlus: args.averagePlus,
    };
    return await RUNS[args.command](args, settings, args.deals !== undefined ? { ...io, dealsFile: args.deals } : io);
  } catch (error) {
    if (error instanceof UsageError) {
      const topic = helpTopicOf([argv[0] ?? '', '--help']);
      const synopsis = (topic === undefined ? usageText(language) : commandHelpText(topic, language)).split('\n\n')[0];
      io.stderr(`pbn-director: ${lineIn(error, language)}\n${synopsis}\n`);
      return 2;
    }
    if (error instanceof InputError || error instanceof WriteError || error instanceof TemporaryFolderError) { io.stderr(`pbn-director: ${lineIn(error, language)}\n`); return 2; }
    io.stderr(`pbn-director: ${CLI_REFUSALS.internal(lineIn(error as Error, language))[language]}\n`);
    return 2;
  }
}

/** The value of `--language` (`--language nl` or `--language=nl`), the last one given; undefined without. */
function languageArgument(argv: readonly string[]): string | undefined {
  const values = argv.map((argument, index) => argument === '--language' ? argv[index + 1] : argument.startsWith('--language=') ? argument.slice('--language='.length) : null);
  return values.filter((value) => value !== null).pop();
}
