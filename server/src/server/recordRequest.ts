/**
 * The `pbn/recordRuling` request of "PBN: Record a Ruling…", independent of the LSP connection:
 * {uri, position, answers} answers the next question for the board under the position, or the
 * one edit that records the event and its rectified Result and Score (rulingRecorder.ts). A LIN
 * document is answered with a message: the ruling is written into a PBN file.
 */
import { Position } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { RECORDER_WORDS } from '../i18n/recorderTexts';
import { LanguageService, ServiceSettings } from '../languageService';
import { gameOptionsOf } from '../features/settings';
import { RecorderAnswers } from '../features/record/recorderQuestions';
import { RecorderStep, recordRulingStep } from '../features/record/rulingRecorder';

/** The method of the recorder's request. */
export const RECORD_RULING_REQUEST = 'pbn/recordRuling';

/** Parameters of `pbn/recordRuling`. */
export interface RecordRulingParams {
  uri: string;
  position: Position;
  answers: RecorderAnswers;
}

/** Answers `pbn/recordRuling`; null when the document is too large to read. */
export function answerRecordRuling(service: LanguageService, source: TextDocument, settings: ServiceSettings, params: RecordRulingParams): RecorderStep | null {
  const view = service.getModelView(source, settings);
  if (!view) return null;
  if (view.document !== source) return { kind: 'message', message: RECORDER_WORDS[settings.language].notPbn };
  return recordRulingStep(source, view.model, params.position, params.answers ?? {}, settings.language, gameOptionsOf(settings));
}
