/**
 * Rules on every revoke of a board under one edition: not established → corrected under Law 62, no
 * transfer; established → the first 64B exception that applies (trick 12: 64B6, no transfer, with
 * the correction duty of 62D named in the message), else the 64A transfer. Finally the transfers
 * of each offending side are capped by the tricks that side won from its first established revoke
 * on. Each revoke gets its own ruling; one the Director found to be a recording error (`Revoke …
 * RecordError`) gets none.
 */
import { otherSide, partnerOf, Side, sideOf } from '../../bridge/seats';
import { EditionRules, rulesFor } from '../editions';
import { Edition, PlayedBoard, RevokeRuling } from '../../shapes/laws';
import { AssessedRevoke, BoardContext, offendingSideOf } from './context';
import { isEstablished } from './established';
import { revokeChoice } from './events';
import { findException } from './exceptions';
import { findRevokes, FoundRevoke } from './findRevokes';
import { tallyTricks, tricksWonBySideFrom } from './tricks';
import { automaticTransfer } from './transfer';

/** Extra facts the play record does not hold. */
export interface RevokeOptions {
  /** After a claim: the declaring side's total tricks including claimed ones, before any transfer. */
  claimedTotal?: number;
  /** Revokes that are not failures to follow suit: breached obligations (61A) and 63B revokes corrected after an illegal inquiry. */
  additionalRevokes?: FoundRevoke[];
  /** Revokes corrected in time that only the Irregularities tag names (the play holds the substitute): ruled elsewhere (Law 62), seen here as earlier revokes (64B2). */
  correctedRevokes?: FoundRevoke[];
}

/** One ruling per revoke in the play, in playing order, under the given edition. */
export function ruleOnRevokes(board: PlayedBoard, edition: Edition, options: RevokeOptions = {}): RevokeRuling[] {
  const rules = rulesFor(edition);
  const tally = tallyTricks(board, options.claimedTotal);
  const found = findRevokes(board).filter((revoke) => revokeChoice(board, revoke.trick, revoke.seat) !== 'recorderror');
  const revokes: AssessedRevoke[] = withAdditional(board, found, options.additionalRevokes ?? []).map((revoke) => ({ ...revoke, ...isEstablished(board, revoke) }));
  const corrected = (options.correctedRevokes ?? []).filter((candidate) => !revokes.some((revoke) => revoke.trick === candidate.trick && revoke.seat === candidate.seat));
  const context: BoardContext = { board, tally, revokes, corrected: corrected.map((revoke) => ({ ...revoke, established: false })) };
  const rulings = revokes.map((revoke) => ruleOnOneRevoke(rules, revoke, context));
  for (const side of ['NS', 'EW'] as Side[]) capTransfers(rulings, side, context);
  return rulings;
}

/** The ruling on one revoke before the board-wide cap. */
function ruleOnOneRevoke(rules: EditionRules, revoke: AssessedRevoke, context: BoardContext): RevokeRuling {
  const ruling: RevokeRuling = {
    kind: 'revoke',
    trick: revoke.trick,
    seat: revoke.seat,
    card: revoke.card,
    held: revoke.held,
    established: revoke.established,
    marked: revoke.marked,
    law: rules.correctionArticle,
    transfer: 0,
    to: otherSide(offendingSideOf(revoke)),
  };
  if (revoke.at !== undefined) ruling.establishedAt = revoke.at;
  if (revoke.by !== undefined) ruling.establishedBy = revoke.by;
  if (rules.assumptions.some((assumption) => assumption.topic === 'revoke')) ruling.assumed = true;
  if (revoke.breach) ruling.breach = revoke.breach;
  if (!revoke.established) return ruling;
  const exception = findException(rules, revoke, context);
  if (exception) {
    ruling.exception = exception.id;
    // Trick 12 too: the article that decides the (absent) transfer is 64B6 (1975: 64e); the message names the correction duty of 62D (1975: 62).
    ruling.law = exception.article;
    if (exception.id === 'B6' && twelfthTrickPartnerRuleApplies(rules, revoke, context)) ruling.partnerStillToPlay = true;
    return ruling;
  }
  const transfer = automaticTransfer(rules, revoke, context);
  ruling.law = transfer.article;
  ruling.transfer = transfer.transfer;
  if (transfer.extraTrick) ruling.extraTrick = true;
  return ruling;
}

/** True when the offender's partner played after him in the revoke trick and the edition's 62D2 covers this offender. */
function twelfthTrickPartnerRuleApplies(rules: EditionRules, revoke: AssessedRevoke, context: BoardContext): boolean {
  const isDefender = offendingSideOf(revoke) !== sideOf(context.board.declarer);
  if (rules.twelfthTrickPartnerRuleOnlyForDefenders && !isDefender) return false;
  const trick = context.board.tricks.find((candidate) => candidate.number === revoke.trick);
  const seats = trick?.cards.map((played) => played.seat) ?? [];
  return seats.indexOf(partnerOf(revoke.seat)) > seats.indexOf(revoke.seat);
}

/** Cuts the transfers for revokes by `offendingSide` down to the tricks it won from its first established revoke on. */
function capTransfers(rulings: RevokeRuling[], offendingSide: Side, context: BoardContext): void {
  const own = rulings.filter((ruling) => ruling.established && ruling.to !== offendingSide);
  if (own.length === 0) return;
  let remaining = tricksWonBySideFrom(context.tally, offendingSide, own[0].trick);
  for (const ruling of own) {
    if (ruling.transfer > remaining) {
      ruling.transfer = remaining;
      ruling.capped = true;
    }
    remaining -= ruling.transfer;
  }
}

/** The revokes found in the play plus the additional ones (not where the play already shows a revoke), in playing order. */
function withAdditional(board: PlayedBoard, found: FoundRevoke[], additional: FoundRevoke[]): FoundRevoke[] {
  const extra = additional.filter((candidate) => !found.some((revoke) => revoke.trick === candidate.trick && revoke.seat === candidate.seat));
  const order = (revoke: FoundRevoke) => {
    const trick = board.tricks.find((candidate) => candidate.number === revoke.trick);
    return revoke.trick * 10 + Math.max(0, trick?.cards.findIndex((played) => played.seat === revoke.seat) ?? 0);
  };
  return [...found, ...extra].sort((a, b) => order(a) - order(b));
}
