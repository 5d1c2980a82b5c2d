/**
 * Every double-dummy question one game asks, with a hint of how much it matters: `diagnostics`
 * for answers that decide a diagnostic (a revoke's equity, a claim, a DD table the file already
 * carries), `display` for what only hovers, the board view and the report show (the table and
 * par, the card-by-card trace), `heavy` for long work that decides one (a claim over the layouts
 * its claimer could not see, asked last). Computed once per game model (models are immutable and reused).
 */
import { GameModel } from '../../../model/game/gameModel';
import { DD_TAG_NAMES } from '../../../model/document/gameEntry';
import { findTag } from '../../../syntax/gameSyntax';
import { dealTableQuestion, playQuestion } from '../gameQuestions';
import { DdQuestion } from '../protocol';
import { claimLayoutsSpec } from '../layouts/claimLayoutsSpec';
import { ClaimQuestion, claimQuestion } from './claimQuestion';
import { EquityQuestion, equityQuestions } from './equityQuestions';

/** How much an answer matters: it decides a diagnostic, or it is only shown; `heavy` decides one but is long work (a claim's layouts), asked last. */
export type AnalysisHint = 'diagnostics' | 'display' | 'heavy';

/** The tags whose values a DD table answer checks. */
export const DD_TAGS = DD_TAG_NAMES;

/** The questions of one game. */
export interface GameQuestions {
  /** The DD table and par of a full deal, or the table of an end position. */
  table?: Extract<DdQuestion, { kind: 'par' | 'table' }>;
  play?: Extract<DdQuestion, { kind: 'play' }>;
  equity: EquityQuestion[];
  claim?: ClaimQuestion;
  /** The claim over the layouts the claimer could not see. */
  claimLayouts?: Extract<DdQuestion, { kind: 'layouts' }>;
  /** Every question with its hint, the most telling first. */
  all: Array<{ question: DdQuestion; hint: AnalysisHint }>;
}

/** What decides a diagnostic: the equity of each established revoke, a claim, DD tags to check. */
interface DecidingParts {
  equity: EquityQuestion[];
  claim?: ClaimQuestion;
  checksTags: boolean;
}

const cache = new WeakMap<GameModel, GameQuestions>();

/** The questions of a game (cached per model). */
export function questionsOfGame(model: GameModel): GameQuestions {
  let questions = cache.get(model);
  if (!questions) {
    questions = build(model);
    cache.set(model, questions);
  }
  return questions;
}

const deciding = new WeakMap<GameModel, DecidingParts>();

/** The questions that decide diagnostics (cached per model; cheap: no table or play question is built). */
function decidingParts(model: GameModel): DecidingParts {
  let parts = deciding.get(model);
  if (!parts) {
    parts = { equity: equityQuestions(model), claim: claimQuestion(model), checksTags: carriesDdTags(model) };
    deciding.set(model, parts);
  }
  return parts;
}

/** True when the game carries a DD tag a table answer would check. */
function carriesDdTags(model: GameModel): boolean {
  return DD_TAGS.some((name) => findTag(model.syntax, name));
}

/** Whether some answer would decide a diagnostic of the game (a DD table checks tags only where there is a deal). */
export function decidesDiagnostics(model: GameModel): boolean {
  // Equity and claim questions come from rulings only: a game without any (most games) asks only about its DD tags, and nothing is cached for it.
  if (model.rulings.length === 0) return model.deal !== undefined && carriesDdTags(model);
  const { equity, claim, checksTags } = decidingParts(model);
  return equity.length > 0 || claim !== undefined || (checksTags && model.deal !== undefined);
}

function build(model: GameModel): GameQuestions {
  const table = tableQuestion(model);
  const play = model.play && model.play.tricks.length > 0 ? playQuestion(model) : undefined;
  const { equity, claim, checksTags } = decidingParts(model);
  const spec = claim && claimLayoutsSpec(model, claim);
  const claimLayouts = spec && { kind: 'layouts' as const, spec };
  const all: GameQuestions['all'] = [
    ...equity.flatMap(({ question, afterTrick }) => [question, afterTrick.question].map((asked) => ({ question: asked, hint: 'diagnostics' as const }))),
    ...(claim ? [{ question: claim.question, hint: 'diagnostics' as const }] : []),
    ...(claimLayouts ? [{ question: claimLayouts, hint: 'heavy' as const }] : []),
    ...(table ? [{ question: table, hint: checksTags ? 'diagnostics' as const : 'display' as const }] : []),
    ...(play && play.played.length > 0 ? [{ question: play, hint: 'display' as const }] : []),
  ];
  return { table, play: play && play.played.length > 0 ? play : undefined, equity, claim, claimLayouts, all };
}

/** The par question of a full deal; the table question of an end position; none without a deal. */
function tableQuestion(model: GameModel): GameQuestions['table'] {
  if (!model.deal) return undefined;
  if (model.endPosition) return { kind: 'table', hands: model.deal.hands };
  return dealTableQuestion(model.deal.hands, model.dealer, model.vulnerability);
}
