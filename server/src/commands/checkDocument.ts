/**
 * `check`'s consumers besides the plain game-by-game one (checkFile.ts), without the file system:
 * which way an opened input takes (`checkOpened`), `check --dd` of a PBN input game by game (pipeline/ddGamePipeline.ts: each block's games have
 * their double-dummy questions answered, then are checked with the answers and written, their JSON
 * entries with the equity and claim numbers), and `check` of an input read whole through the
 * language service (a LIN file through its projection onto PBN, a Bridgemate session's PBN; with
 * double dummy only the questions that decide a finding answered first, ddReport.ts). The output is
 * that of the game-by-game check: text lines to `output`, or the file's report object to `json`.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { DdGamePipeline, LanguageService, ServiceSettings } from '../languageService';
import { DdAnswering } from '../analysis/logic/lookup';
import { isLinDocument } from '../lin/service/linLanguageService';
import { linDiagnosticsByGame } from '../lin/service/linGameChecks';
import { DeferredOutput } from '../io/deferredOutput';
import { CheckOutput, FileWriter, diagnosticLine, feedInput } from './checkFile';
import { addAnalysisToReport } from './ddReport';
import { GameInput, WholeInput } from './gameInput';
import { GameReporter } from './gameReporter';
import { fileReport, nestedJson } from './jsonReport';
import { OpenedInput } from './openedInput';
import { checkInput } from './checkFile';
import { checkLinParts } from './linParts';

/**
 * `check` of an opened input, the way its kind takes: games as they stream (with `dd`, each
 * block's questions answered first), a LIN file board by board where its parts give the same
 * output (never with `dd`), else read whole. Returns its errors.
 */
export async function checkOpened(opened: OpenedInput, service: LanguageService, settings: ServiceSettings, format: 'text' | 'json', output: CheckOutput, json: DeferredOutput | undefined, dd?: DdAnswering): Promise<number> {
  if (opened.kind === 'games') return dd ? checkInputDd(opened.games, format, settings, output, json, dd) : checkInput(opened.games, format, settings, output, json);
  const parts = dd ? undefined : await opened.parts(json !== undefined);
  if (parts) return checkLinParts(parts, service, settings, output, json);
  return checkWholeInput(await opened.whole(), service, settings, output, json, dd);
}

/** The errors `check` finds in `input` read game by game, its lines written nowhere (what `convert` and `fix` say of their input and output). */
export function errorsOf(input: GameInput, settings: ServiceSettings): Promise<number> {
  return checkInput(input, 'text', settings, { direct: () => undefined, settle: async () => undefined });
}

/** `check --dd` of `input` game by game; returns the number of errors. */
export async function checkInputDd(input: GameInput, format: 'text' | 'json', settings: ServiceSettings, output: CheckOutput, json: DeferredOutput | undefined, dd: DdAnswering): Promise<number> {
  const reporter = new GameReporter(input.path, format, dd.answers);
  const pipeline = new DdGamePipeline(input.facts, settings, dd, (checked) => writer.add(reporter.report(checked, writer.fileProblemsForFirstGame())));
  const writer = new FileWriter(input.path, format, input.facts, output, pipeline.fileDiagnostics, pipeline.fold);
  try {
    // Each block's games are answered and written before the next block is read.
    await feedInput(input, pipeline, { direct: (text) => output.direct(text), settle: async () => { await pipeline.settle(); await output.settle(); } });
    await pipeline.settle();
  } catch (error) {
    writer.discard();
    throw error;
  }
  return writer.finish(json);
}

/** `check` of an input read whole through `service`, with double dummy when `dd` is given; returns its errors. */
export async function checkWholeInput(input: WholeInput, service: LanguageService, settings: ServiceSettings, output: CheckOutput, json: DeferredOutput | undefined, dd?: DdAnswering): Promise<number> {
  const { document } = input;
  service.setEncoding(document.uri, input.decoded.encoding);
  if (dd) {
    // Only what decides a finding, as the game-by-game path asks (pipeline/ddFindings.ts): no line of check reads a par table or a trace.
    const deciding = service.analysisQuestions(document, settings).flatMap((game) => game.questions.filter(({ hint }) => hint !== 'display'));
    await dd.answer(deciding.map(({ question }) => question));
  }
  // LIN as text: the projection checked game by game, not held whole in the service.
  const byGame = !json && !dd && isLinDocument(document);
  const diagnostics: Diagnostic[] = (byGame ? linDiagnosticsByGame(document, service, settings) : service.doValidation(document, settings)) ?? [];
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === DiagnosticSeverity.Error).length;
  if (json) {
    const view = service.getModelView(document, settings)!;
    const report = fileReport(input.path, input.decoded.encoding, view.document, view.model, diagnostics);
    if (dd) addAnalysisToReport(report.games, view.model, dd.answers);
    json.write(`    ${nestedJson(report, 2)}`);
  } else {
    for (const diagnostic of diagnostics) output.direct(diagnosticLine(input.path, diagnostic));
  }
  service.forget(document.uri);
  return errors;
}
