/**
 * Diagnostics for the Laws engine's rulings: one at each revoke card with the ruling in the
 * edition's words (a warning while Result and Score do not reflect it yet, information once they
 * do), and the Law 64C equity note for every established revoke. The `data` payload carries what
 * the quick-fix needs to write the rectified Result and Score.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { equityNote, revokeMessages } from '../laws/messages';
import { RevokeRuling } from '../laws/types';
import { Language } from '../i18n/localize';
import { DocumentGame } from '../model/document';
import { GameModel } from '../model/game';
import { CardRecord } from '../model/play';
import { gameRange } from './ranges';

/** What a revoke diagnostic's `data` holds. */
export interface RevokeDiagnosticData {
  gameIndex: number;
  ruling: RevokeRuling;
  expectedResult?: string;
  expectedScore?: string;
}

/** The play record's card for a ruling. */
export function revokeCard(model: GameModel, ruling: RevokeRuling): CardRecord | undefined {
  return model.play?.tricks[ruling.trick - 1]?.cards.find((card) => card.seat === ruling.seat);
}

/** Diagnostics for every ruling of a game. */
export function rulingDiagnostics(document: TextDocument, game: DocumentGame, model: GameModel, language: Language): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const outcome = model.outcome;
  const settled = outcome?.reflectsRulings ?? true;
  for (const ruling of model.rulings) {
    const card = revokeCard(model, ruling);
    if (!card) continue;
    const range = gameRange(document, game, card.revokeMark?.start ?? card.start, card.end);
    const equity = equityNote(model.edition.edition, language);
    const sentences = revokeMessages(ruling, model.edition.edition, language).filter((sentence) => sentence !== equity);
    if (model.edition.source === 'date') sentences.splice(1, 0, language === 'nl' ? '(Uitgave afgeleid uit de datum.)' : '(Edition inferred from the date.)');
    const message = sentences.join(' ');
    const data: RevokeDiagnosticData = { gameIndex: game.index, ruling, expectedResult: outcome?.expectedResult, expectedScore: outcome?.expectedScoreText };
    diagnostics.push({
      range, message, source: 'pbn', data,
      code: ruling.marked ? 'pbn.revoke.ruling' : 'pbn.revoke.unmarked',
      severity: settled && ruling.marked ? DiagnosticSeverity.Information : DiagnosticSeverity.Warning,
    });
    if (ruling.established) {
      diagnostics.push({ range, message: equity, source: 'pbn', code: 'pbn.revoke.equity', severity: DiagnosticSeverity.Information });
    }
  }
  return diagnostics;
}
