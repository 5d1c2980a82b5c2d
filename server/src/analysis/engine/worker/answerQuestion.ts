/**
 * Answers one double-dummy question with an engine: the switch from question kind to engine
 * call, shared by the worker and by callers that own an engine in their own thread.
 */
import { DdsEngine } from '../dds/engine';
import { solveLayoutRange, solveLayouts } from './solveLayouts';
import { DdAnswers, DdQuestion } from '../../logic/protocol';

/** The engine's answer to `question`; throws a `DdError` when it has none. */
export function answerQuestion(engine: DdsEngine, question: DdQuestion): DdAnswers[keyof DdAnswers] {
  switch (question.kind) {
    case 'table':
      return engine.ddTable(question.hands);
    case 'par': {
      const table = question.knownTable ?? engine.ddTable(question.hands);
      return { table, par: engine.par(table, question.dealer, question.vulnerability) };
    }
    case 'position':
      return engine.solvePosition(question.position);
    case 'layouts':
      return solveLayouts(engine, question.spec);
    case 'layout-range':
      return solveLayoutRange(engine, question.spec, question.from, question.to);
    case 'play':
      return engine.analysePlay(question.hands, question.trump, question.declarer, question.played, question.leader);
  }
}
