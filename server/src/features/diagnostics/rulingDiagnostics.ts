/**
 * Diagnostics for the Laws engine's rulings: one at each revoke card with the ruling in the
 * edition's words (a warning while Result and Score do not reflect it yet, information once they
 * do; always a warning for a breached obligation), and the Law 64C equity note for every
 * established revoke. The `data` payload carries what the quick-fix needs to write the rectified
 * Result and Score; on a board whose play stops early the ruling says how the Result was read. The other rulings (leads out of turn, penalty cards, lead restrictions,
 * premature plays, claims) sit on their `[Irregularities]` event, else on the card or the Play
 * tag: information for facts and obligations, a warning where the record contradicts the Laws.
 */
import { Diagnostic, DiagnosticSeverity } from 'vscode-languageserver-types';
import { equityNote, revokeMessages } from '../../laws/messages';
import { irregularityMessage } from '../../laws/irregularities/messages';
import { rulesFor } from '../../laws/editions';
import { isRevokeRuling, Ruling, RevokeRuling } from '../../shapes/laws';
import { findTag, valueContentRange } from '../../syntax/gameSyntax';
import { Language } from '../../i18n/localize';
import { inferredEditionNote } from '../../i18n/laws/editionNotes';
import { CLAIMED_RESULT_TEXTS } from '../../i18n/laws/claimedResultTexts';
import { DocumentGame } from '../../model/document/document';
import { GameModel } from '../../model/game/gameModel';
import { CardRecord } from '../../model/game/playTypes';
import { Positions, gameRange } from '../ranges';
import { CodeIn, DiagnosticData } from '../../i18n/diagnostics/registry';

/** The play record's card for a ruling. */
export function revokeCard(model: GameModel, ruling: RevokeRuling): CardRecord | undefined {
  return model.play?.tricks[ruling.trick - 1]?.cards.find((card) => card.seat === ruling.seat);
}

/** Where a revoke ruling is shown: its card in the play, or for a ruling from facts its `[Irregularities]` event. */
function revokeOffsets(model: GameModel, ruling: RevokeRuling): [number, number] | undefined {
  const card = revokeCard(model, ruling);
  if (card) return [card.revokeMark?.start ?? card.start, card.end];
  const entry = ruling.eventIndex === undefined ? undefined : model.irregularities?.entries.filter((candidate) => candidate.event)[ruling.eventIndex];
  return entry ? [entry.start, entry.end] : undefined;
}

/** Diagnostics for every ruling of a game. */
export function rulingDiagnostics(document: Positions, game: DocumentGame, model: GameModel, language: Language): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const outcome = model.outcome;
  const settled = outcome?.reflectsRulings ?? true;
  for (const ruling of model.rulings) {
    if (!isRevokeRuling(ruling)) {
      // A plain claim is already reported by the reader (unrecorded tricks); show it only when the tag records it or the Result contradicts it.
      if (ruling.kind === 'claim' && ruling.eventIndex === undefined && !ruling.problem) continue;
      const diagnostic = irregularityDiagnostic(document, game, model, ruling, language);
      if (diagnostic) diagnostics.push(diagnostic);
      continue;
    }
    const offsets = revokeOffsets(model, ruling);
    if (!offsets) continue;
    const range = gameRange(document, game, offsets[0], offsets[1]);
    const equity = equityNote(model.edition.edition, language);
    const sentences = revokeMessages(ruling, model.edition.edition, language).filter((sentence) => sentence !== equity);
    if (model.edition.source === 'date') sentences.splice(1, 0, inferredEditionNote(model.edition.year, language));
    const resultText = model.values.get('Result');
    if (ruling.established && ruling.transfer > 0 && resultText && (outcome?.tableSource === 'result' || outcome?.tableSource === 'rectified-result')) {
      sentences.push(CLAIMED_RESULT_TEXTS[language][outcome.tableSource === 'result' ? (ruling.fromFacts ? 'noPlay' : 'table') : 'rectified'](resultText));
    }
    const message = sentences.join(' ');
    const data: DiagnosticData<'pbn.revoke.unmarked'> = { gameIndex: game.index, ruling, expectedResult: outcome?.expectedResult, expectedScore: outcome?.expectedScoreText };
    diagnostics.push({
      range, message, source: 'pbn', data,
      code: ruling.corrected ? 'pbn.revoke.corrected' : ruling.marked || ruling.breach || ruling.fromFacts ? 'pbn.revoke.ruling' : 'pbn.revoke.unmarked',
      severity: ruling.corrected || (settled && (ruling.marked || ruling.fromFacts) && !ruling.breach) ? DiagnosticSeverity.Information : DiagnosticSeverity.Warning,
    });
    if (ruling.established) {
      diagnostics.push({ range, message: equity, source: 'pbn', code: 'pbn.revoke.equity', severity: DiagnosticSeverity.Information });
    }
  }
  return diagnostics;
}

/** The code of a non-revoke ruling: `pbn.ruling.` and its kind (a kind without its entry in the registry does not compile). */
function irregularityRulingCode(ruling: Exclude<Ruling, RevokeRuling>): CodeIn<'pbn.ruling.'> {
  return `pbn.ruling.${ruling.kind}` satisfies CodeIn<'pbn.ruling.'>;
}

/** Problems that make the record wrong (a choice the Laws do not offer, a Result no claim can give), not merely doubtful: errors. */
const RECORD_ERRORS = new Set(['suit-not-penalty-card', 'too-many', 'too-few']);

/** The diagnostic of a ruling other than a revoke, on its event, else its card, else the Play tag. */
function irregularityDiagnostic(document: Positions, game: DocumentGame, model: GameModel, ruling: Exclude<Ruling, RevokeRuling>, language: Language): Diagnostic | undefined {
  const offsets = irregularityOffsets(model, ruling);
  if (!offsets) return undefined;
  const edition = model.edition.edition;
  const sentences = [irregularityMessage(ruling, edition, language, model.declarer)];
  const topic = ruling.kind === 'lead-restriction' ? 'penalty-card' : ruling.kind;
  const assumption = rulesFor(edition).assumptions.find((candidate) => candidate.topic === topic);
  if (assumption) sentences.push(`${assumption.note[language]}.`);
  return {
    range: gameRange(document, game, offsets[0], offsets[1]),
    message: sentences.join(' '),
    source: 'pbn',
    code: irregularityRulingCode(ruling),
    severity: ruling.problem ? (RECORD_ERRORS.has(ruling.problem) && !(ruling.kind === 'claim' && ruling.directorResult) ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning) : DiagnosticSeverity.Information,
    data: { gameIndex: game.index, ruling } satisfies DiagnosticData<'pbn.ruling.claim'>,
  };
}

/** Where a non-revoke ruling is shown, relative to the game: its event, card or the Play tag (an impossible Result: the Result). */
function irregularityOffsets(model: GameModel, ruling: Exclude<Ruling, RevokeRuling>): [number, number] | undefined {
  // A Result no claim can give: the finding is on the Result (where the reference verifier puts its "Bad result").
  const resultTag = ruling.kind === 'claim' && ruling.problem && !ruling.directorResult ? findTag(model.syntax, 'Result') : undefined;
  if (resultTag) return valueContentRange(resultTag);
  if (ruling.eventIndex !== undefined) {
    const entry = model.irregularities?.entries.filter((candidate) => candidate.event)[ruling.eventIndex];
    if (entry) return [entry.start, entry.end];
  }
  const card = ruling.seat ? model.play?.tricks[ruling.trick - 1]?.cards.find((candidate) => candidate.seat === ruling.seat) : undefined;
  if (card) return [card.leadMark?.start ?? card.start, card.end];
  const playTag = findTag(model.syntax, 'Play');
  return playTag ? [playTag.nameStart, playTag.nameEnd] : undefined;
}
