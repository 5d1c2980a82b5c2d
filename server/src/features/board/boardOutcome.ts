/**
 * The result of a board in bridge notation, at the table and after the rulings: "At the table:
 * 4♠ −2, NS −100" and "Rectified: 4♠ =, NS +620 (Law 64A1: 2 tricks to NS)". The table result is
 * never lost: it comes from the play, or for a claimed board from the ruling line a fix wrote,
 * so it reads the same before and after the fix. Scores by Law 77 of the board's edition.
 */
import { sideOf } from '../../bridge/seats';
import { resultText, scoreText, tricksText } from '../../i18n/bridgeNotation';
import { sideName } from '../../i18n/bridgeTerms';
import { transferBecause } from '../../i18n/boardTexts';
import { Language } from '../../i18n/localize';
import { isRevokeRuling } from '../../shapes/laws';
import type { GameModel } from '../../model/game/gameModel';
import { lawScore } from '../../model/game/outcome';

/** A result and its score as people read them. */
export interface OutcomeLine {
  /** `4♠ −2`. */
  result: string;
  /** `NS −100`, when contract and vulnerability are known. */
  score?: string;
  /** `4♠ −2, NS −100`. */
  text: string;
}

/** A rectified result and the rulings that make it. */
export interface RectifiedLine extends OutcomeLine {
  /** `Law 64A1: 2 tricks to NS`. */
  because?: string;
}

function line(model: GameModel, tricks: number, language: Language): OutcomeLine | undefined {
  const { contract, declarer } = model;
  if (!contract || contract.level === 0 || !declarer) return undefined;
  const result = resultText(contract, tricks, language);
  const points = lawScore(model, tricks);
  const score = points === undefined ? undefined : scoreText(sideOf(declarer), points, language);
  return score ? { result, score, text: `${result}, ${score}` } : { result, text: result };
}

/** The declaring side's tricks at the table: the outcome's table result, else the Result tag. */
function tableTricks(model: GameModel): number | undefined {
  if (model.outcome?.tableTricks !== undefined) return model.outcome.tableTricks;
  return model.declarer ? model.result?.tricks[sideOf(model.declarer)] : undefined;
}

/** The result at the table. */
export function tableOutcome(model: GameModel, language: Language): OutcomeLine | undefined {
  const tricks = tableTricks(model);
  return tricks === undefined ? undefined : line(model, tricks, language);
}

/** The result the rulings make of it, when they change it (or transfer anything). */
export function rectifiedOutcome(model: GameModel, language: Language): RectifiedLine | undefined {
  const table = tableTricks(model);
  const expected = model.outcome?.expectedTricks;
  const transfers = model.rulings.filter(isRevokeRuling).filter((ruling) => ruling.established && ruling.transfer > 0);
  if (expected === undefined || (expected === table && transfers.length === 0)) return undefined;
  const rectified = line(model, expected, language);
  if (!rectified) return undefined;
  const because = transfers.map((ruling) => transferBecause(ruling.law, tricksText(ruling.transfer, language), sideName(ruling.to, language), language)).join('; ');
  return because ? { ...rectified, because } : rectified;
}
