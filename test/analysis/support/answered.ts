/**
 * Test helper: a language service whose analysis lookup holds the real engine's answers to every
 * question of a text, asked in this thread (the shared engine), so tests see what the editor
 * shows once the worker has answered. Errors are stored as the engine gives them.
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DdError } from '../../../server/src/analysis/logic/ddError';
import { AnswerMap, answerMap } from '../../../server/src/analysis/logic/lookup';
import { answerQuestion } from '../../../server/src/analysis/engine/worker/answerQuestion';
import { Language } from '../../../server/src/i18n/localize';
import { LanguageService, ServiceSettings, getLanguageService } from '../../../server/src/languageService';
import { sharedEngine } from './ddEngine';

/**
 * A service with every answer of `text` in its lookup, and the document and settings. With
 * `only: 'diagnostics'` just the answers that decide diagnostics are computed (enough, and quick,
 * for a test of diagnostics alone). A claim's layouts (`heavy`, thousands of solves) are only
 * computed with `only: 'heavy'`, which computes every answer.
 */
export async function answeredService(text: string, settings: Partial<ServiceSettings> = {}, languageId = 'pbn', only?: 'diagnostics' | 'heavy'): Promise<{ service: LanguageService; document: TextDocument; settings: ServiceSettings; answers: AnswerMap }> {
  const engine = await sharedEngine();
  const answers = answerMap();
  const service = getLanguageService({ analysis: answers });
  const document = TextDocument.create(languageId === 'lin' ? 'file:///test.lin' : 'file:///test.pbn', languageId, 1, text);
  const full: ServiceSettings = { language: 'en' as Language, ...settings };
  for (const game of service.analysisQuestions(document, full)) {
    for (const { question, hint } of game.questions) {
      if ((only === 'diagnostics' && hint !== only) || (hint === 'heavy' && only !== 'heavy')) continue;
      try {
        answers.set(question, { answer: answerQuestion(engine, question) });
      } catch (error) {
        if (!(error instanceof DdError)) throw error;
        answers.set(question, { error: error.toData() });
      }
    }
  }
  return { service, document, settings: full, answers };
}
