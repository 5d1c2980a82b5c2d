/**
 * `check` of one file through the language service, the whole file at once: for a LIN file (read
 * through its projection onto PBN) and with `--dd` (each file's double-dummy questions answered
 * first, the JSON gaining the equity and claim numbers, ddReport.ts). The output is that of the
 * game-by-game check (checkFile.ts): text lines to `output`, or the file's report object to `json`.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { LanguageService, ServiceSettings } from '../languageService';
import { isLinDocument } from '../lin/service/linLanguageService';
import { linDiagnosticsByGame } from '../lin/service/linGameChecks';
import { CheckOutput, diagnosticLine } from './checkFile';
import { CliAnalysis } from './ddAnswers';
import { addAnalysisToReport } from './ddReport';
import { DeferredOutput } from './deferredOutput';
import { loadFile } from './files';
import { CliIo } from './io';
import { fileReport, nestedJson } from './jsonReport';

/** True when `file` is checked whole through the service rather than game by game. */
export function checkedWhole(file: string, analysis: CliAnalysis | undefined): boolean {
  return analysis !== undefined || /\.lin$/i.test(file);
}

/** Checks one file through `service`; returns its errors. */
export async function checkDocument(file: string, service: LanguageService, settings: ServiceSettings, io: CliIo, output: CheckOutput, json: DeferredOutput | undefined, analysis?: CliAnalysis): Promise<number> {
  const loaded = await loadFile(file, io);
  service.setEncoding(loaded.document.uri, loaded.decoded.encoding);
  if (analysis) {
    await analysis.answer(service.analysisQuestions(loaded.document, settings).flatMap((game) => game.questions.map(({ question }) => question)));
    analysis.progress.clear();
  }
  // LIN as text: the projection checked game by game, not held whole in the service.
  const byGame = !json && !analysis && isLinDocument(loaded.document);
  const diagnostics: Diagnostic[] = (byGame ? linDiagnosticsByGame(loaded.document, service, settings) : service.doValidation(loaded.document, settings)) ?? [];
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === DiagnosticSeverity.Error).length;
  if (json) {
    const view = service.getModelView(loaded.document, settings)!;
    const report = fileReport(loaded.path, loaded.decoded.encoding, view.document, view.model, diagnostics);
    if (analysis) addAnalysisToReport(report.games, view.model, analysis.answers);
    json.write(`    ${nestedJson(report, 2)}`);
  } else {
    for (const diagnostic of diagnostics) output.direct(diagnosticLine(loaded.path, diagnostic));
  }
  service.forget(loaded.document.uri);
  return errors;
}
