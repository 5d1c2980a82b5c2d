/**
 * `pbn-director check`: runs the language service over files and folders and prints the
 * diagnostics like a compiler (`file:line:col severity code message`) or as JSON. Progress goes
 * to stderr when it is a terminal and the work is long. With `--dd` (a service built with the
 * session's lookup) each file's double-dummy questions are answered first, and the JSON gains
 * the equity and claim numbers (ddReport.ts).
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { LanguageService, ServiceSettings } from '../languageService';
import { CliArguments } from './args';
import { expandPaths, loadFile } from './files';
import { CliIo } from './io';
import { fileReport, jsonDiagnostic } from './jsonReport';
import { CliAnalysis } from './ddAnswers';
import { addAnalysisToReport } from './ddReport';

const SEVERITY_WORDS: Record<number, string> = { 1: 'error', 2: 'warning', 3: 'info', 4: 'hint' };

/** Runs `check`; returns the exit status. */
export async function runCheck(args: CliArguments, service: LanguageService, settings: ServiceSettings, io: CliIo, analysis?: CliAnalysis): Promise<number> {
  const write = (text: string) => io.stdout(text);
  const files = await expandPaths(args.paths);
  const reports = [];
  let errors = 0;
  const showProgress = io.stderrIsTTY && files.length > 1;
  for (const [number, file] of files.entries()) {
    if (showProgress) io.stderr(`\r[${number + 1}/${files.length}] ${file}`.padEnd(80).slice(0, 80));
    const loaded = await loadFile(file, io);
    service.setEncoding(loaded.document.uri, loaded.decoded.encoding);
    if (analysis) {
      await analysis.answer(service.analysisQuestions(loaded.document, settings).flatMap((game) => game.questions.map(({ question }) => question)));
      analysis.progress.clear();
    }
    const diagnostics: Diagnostic[] = service.doValidation(loaded.document, settings) ?? [];
    errors += diagnostics.filter((diagnostic) => diagnostic.severity === DiagnosticSeverity.Error).length;
    if (args.format === 'json') {
      const view = service.getModelView(loaded.document, settings)!;
      const report = fileReport(loaded.path, loaded.decoded.encoding, view.document, view.model, diagnostics);
      if (analysis) addAnalysisToReport(report.games, view.model, analysis.answers);
      reports.push(report);
    } else {
      for (const diagnostic of diagnostics) {
        const shown = jsonDiagnostic(diagnostic);
        write(`${loaded.path}:${shown.line}:${shown.column} ${SEVERITY_WORDS[diagnostic.severity ?? 1]} ${shown.code} ${shown.message}\n`);
      }
    }
    service.forget(loaded.document.uri);
  }
  if (showProgress) io.stderr('\r'.padEnd(81) + '\r');
  if (args.format === 'json') write(JSON.stringify({ files: reports }, null, 2) + '\n');
  else write(`${files.length} file${files.length === 1 ? '' : 's'} checked, ${errors} error${errors === 1 ? '' : 's'}\n`);
  return errors > 0 ? 1 : 0;
}
