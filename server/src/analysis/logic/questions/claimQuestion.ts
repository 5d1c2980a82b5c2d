/**
 * The double-dummy question of a play that stops early (a claim or concession): the position
 * where the record stops, mid-trick included, with the side that claimed (declarer's unless the
 * `Claim` event names a defender) and what the table recorded for declarer's side. The record
 * must be followable to its last card, else nothing is asked (the model reports the fault).
 */
import { Seat, Side, sideOf } from '../../../bridge/seats';
import { ClaimRuling } from '../../../shapes/laws';
import { GameModel } from '../../../model/game/gameModel';
import { playedCards } from '../gameQuestions';
import { DdQuestion } from '../protocol';
import { fullHands } from './fullHands';
import { PlayPoint, playPointAfter } from './playPoint';

/** The position question of a claim and the facts it is compared with. */
export interface ClaimQuestion {
  ruling: ClaimRuling;
  question: Extract<DdQuestion, { kind: 'position' }>;
  at: PlayPoint;
  /** Declarer's side's total tricks as the table recorded them (the Result, or the table result of the ruling line). */
  recorded: number;
  /** The side that claimed, and the claimer when the `Claim` event names him. */
  claimerSide: Side;
  claimer?: Seat;
}

/** The claim question of a game, when its play stops early and the record and Result allow one. */
export function claimQuestion(model: GameModel): ClaimQuestion | undefined {
  const ruling = model.rulings.find((candidate): candidate is ClaimRuling => candidate.kind === 'claim');
  if (!ruling) return undefined;
  const hands = fullHands(model);
  const { contract, declarer, play, outcome } = model;
  if (!hands || !contract || contract.level === 0 || !declarer || !play?.endedEarly || !ruling || ruling.lapsed || ruling.problem) return undefined;
  if (outcome?.tableTricks === undefined || outcome.tableSource === 'play' || !play.tricks[0]?.leader) return undefined;
  const played = playedCards(play);
  const recordedCards = play.tricks.reduce((sum, trick) => sum + trick.cards.filter((card) => card.card).length, 0);
  if (played.length !== recordedCards) return undefined;
  const at = playPointAfter(hands, contract.strain, play.tricks[0].leader, played, played.length);
  if (!at) return undefined;
  const claimer = ruling.seat;
  return {
    ruling, at, recorded: outcome.tableTricks, claimer, claimerSide: sideOf(claimer ?? declarer),
    question: { kind: 'position', position: at.position },
  };
}
