/**
 * `check` of one file through the language service, the whole file at once: for a LIN file (read
 * through its projection onto PBN; with `--dd` its double-dummy questions answered first, the JSON
 * gaining the equity and claim numbers, ddReport.ts); a PBN file or standard input with `--dd`
 * goes game by game instead (`checkInputDd`). The output is that of the
 * game-by-game check (checkFile.ts): text lines to `output`, or the file's report object to `json`.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { DdGamePipeline, LanguageService, ServiceSettings } from '../languageService';
import { isLinDocument } from '../lin/service/linLanguageService';
import { linDiagnosticsByGame } from '../lin/service/linGameChecks';
import { CheckOutput, FileWriter, diagnosticLine, feedInput } from '../commands/checkFile';
import { CliAnalysis } from './ddAnswers';
import { addAnalysisToReport } from '../commands/ddReport';
import { DeferredOutput } from '../io/deferredOutput';
import { loadFile } from './files';
import { CliIo } from './io';
import { fileReport, nestedJson } from '../commands/jsonReport';
import { GameReporter } from '../commands/gameReporter';
import { InputText } from './inputText';

/**
 * `check --dd` of a PBN file game by game (pipeline/ddGamePipeline.ts): each block's games have
 * their double-dummy questions answered, then are checked with the answers and written (their JSON
 * entries with the equity and claim numbers), the answers dropped after the block. The output is
 * that of `checkDocument`. Returns the number of errors.
 */
export async function checkInputDd(input: InputText, format: 'text' | 'json', settings: ServiceSettings, output: CheckOutput, json: DeferredOutput | undefined, analysis: CliAnalysis): Promise<number> {
  const reporter = new GameReporter(input.path, format, analysis.answers);
  const pipeline = new DdGamePipeline(input.facts, settings, analysis, (checked) => writer.add(reporter.report(checked, writer.fileProblemsForFirstGame())));
  const writer = new FileWriter(input.path, format, input.facts, output, pipeline.fileDiagnostics, pipeline.fold);
  try {
    // Each block's games are answered and written before the next block is read.
    await feedInput(input, pipeline, { direct: (text) => output.direct(text), settle: async () => { await pipeline.settle(); await output.settle(); } });
    await pipeline.settle();
  } catch (error) {
    writer.discard();
    throw error;
  } finally {
    analysis.progress.clear();
  }
  return writer.finish(json);
}

/** Checks one file through `service`; returns its errors. */
export async function checkDocument(file: string, service: LanguageService, settings: ServiceSettings, io: CliIo, output: CheckOutput, json: DeferredOutput | undefined, analysis?: CliAnalysis): Promise<number> {
  const loaded = await loadFile(file, io);
  service.setEncoding(loaded.document.uri, loaded.decoded.encoding);
  if (analysis) {
    // Only what decides a finding, as the game-by-game path asks (pipeline/ddFindings.ts): no line of check reads a par table or a trace.
    const deciding = service.analysisQuestions(loaded.document, settings).flatMap((game) => game.questions.filter(({ hint }) => hint !== 'display'));
    await analysis.answer(deciding.map(({ question }) => question));
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
