/**
 * The text of the irregularity rulings in English and Dutch: leads out of turn, penalty cards,
 * lead restrictions, premature plays and claims, plus the phrase that describes a breached
 * obligation inside a revoke message. Every sentence cites its article and the edition, and uses
 * the edition's vocabulary ('penalty' / 'straf' until 1997, 'rectification' / 'rechtzetting' from
 * 2007). The words are in i18n/laws/ (one file per kind of ruling); this file decides which part
 * a ruling and its edition need, in what order, and with which articles.
 */
import { SUIT_SYMBOLS, Suit } from '../../bridge/cards';
import { cardText } from '../../i18n/bridgeNotation';
import { Seat, sideOf } from '../../bridge/seats';
import { lawsName, seatName, sideName } from '../../i18n/bridgeTerms';
import { Language } from '../../i18n/localize';
import { CLAIM_TEXTS } from '../../i18n/laws/claimTexts';
import { articleReference, penaltyCardPhrase, remedyWord } from '../../i18n/laws/lawWords';
import { LEAD_RULING_TEXTS } from '../../i18n/laws/leadRulingTexts';
import { PENALTY_CARD_TEXTS } from '../../i18n/laws/penaltyCardTexts';
import { PLAY_RULING_TEXTS } from '../../i18n/laws/playRulingTexts';
import { rulesFor } from '../editions';
import { leadExceptionMessage } from './leadExceptionMessages';
import {
  ClaimRuling, Edition, LeadOutOfTurnRuling, LeadRestrictionRuling, ObligationBreach, PenaltyCardRuling, PrematurePlayRuling, Ruling,
} from '../../shapes/laws';

/** The context every sentence builder gets. */
interface Writer {
  seat: (seat: Seat) => string;
  law: (article: string) => string;
  edition: Edition;
  /** 'penalty'/'straf' or 'rectification'/'rechtzetting'. */
  remedy: string;
  language: Language;
}

/** The message of a ruling other than a revoke. */
export function irregularityMessage(ruling: Exclude<Ruling, { kind: 'revoke' }>, edition: Edition, language: Language, declarer?: Seat): string {
  const exception = leadExceptionMessage(ruling, edition, language);
  if (exception) return exception;
  const writer = writerFor(edition, language);
  switch (ruling.kind) {
    case 'lead-out-of-turn': return leadMessage(ruling, writer, declarer);
    case 'penalty-card': return penaltyCardMessage(ruling, writer);
    case 'lead-restriction': return restrictionMessage(ruling, writer);
    case 'premature-play': return prematureMessage(ruling, writer);
    case 'claim': return claimMessage(ruling, writer, declarer);
  }
}

/** "instead of the major penalty card ♥7 (Law 50D1, Laws 2017; Law 61A)" — what a breached obligation required. */
export function breachDescription(breach: ObligationBreach, edition: Edition, language: Language): string {
  const writer = writerFor(edition, language);
  const texts = PLAY_RULING_TEXTS[language];
  const definition = writer.law(rulesFor(edition).play.articles.revokeDefinition);
  const named = breach.required.startsWith('not ')
    ? texts.breachOtherThan(suitSymbol(breach.required.slice(4)))
    : breach.required.length === 1 ? texts.breachSuit(suitSymbol(breach.required)) : cardText(breach.required, language);
  const what = breach.obligation === 'lead-restriction'
    ? texts.breachObligation['lead-restriction'](named, breach.sinceTrick)
    : texts.breachObligation[breach.obligation](named);
  return texts.breach(what, writer.law(breach.imposedBy), definition, lawsName(edition, language));
}

function writerFor(edition: Edition, language: Language): Writer {
  return {
    edition, language,
    seat: (seat) => seatName(seat, language),
    law: (article) => articleReference(article, language),
    remedy: remedyWord(rulesFor(edition).vocabulary, language),
  };
}

/** ♠ ♥ ♦ ♣ for a suit letter. */
function suitSymbol(suit: string): string {
  return SUIT_SYMBOLS[suit as Suit] ?? suit;
}

/** "(Law 56, Laws 2017)". */
function cite(writer: Writer, ...articles: string[]): string {
  return citeAll(writer, articles);
}

/** The citation of a list of articles (a loop over them, not a spread into `cite`). */
function citeAll(writer: Writer, articles: readonly string[]): string {
  return `(${articles.filter((article) => article !== '').map(writer.law).join(', ')}, ${lawsName(writer.edition, writer.language)})`;
}

function leadMessage(ruling: LeadOutOfTurnRuling, writer: Writer, declarer?: Seat): string {
  const texts = LEAD_RULING_TEXTS[writer.language];
  const seat = writer.seat(ruling.seat);
  const card = cardText(ruling.card, writer.language);
  const proper = writer.seat(ruling.properLeader);
  const rules = rulesFor(writer.edition).play;
  const opening = texts.opening(seat, card, ruling.trick, proper);
  let text: string;
  switch (ruling.outcome) {
    case 'accepted':
      if (ruling.problem === 'trick-thirteen') return `${opening}: ${texts.trickThirteen} ${cite(writer, ruling.law)}.`;
      text = ruling.law === rules.articles.openingLeadAccepted
        ? texts.openingLeadAccepted(cite(writer, ruling.law))
        : ruling.acceptedBy === 'statement' ? texts.acceptedByStatement(cite(writer, ruling.law)) : texts.acceptedByPlay(cite(writer, ruling.law));
      if (declarer && sideOf(ruling.seat) === sideOf(declarer) && rules.defendersDisagreeNextToPlayDecides) {
        text += texts.defendersDisagree(writer.law(rules.articles.defendersDisagree));
      }
      if (ruling.problem === 'accepted-lead-not-marked') text += texts.notMarked;
      return `${opening}: ${text}.`;
    case 'rejected':
      return `${opening}: ${texts.rejected(writer.remedy, rules.penaltyCardKinds === 'single', proper)} ${cite(writer, ruling.law)}.`;
    case 'declarer-card-returned':
      return `${opening}: ${texts.declarerCardReturned(writer.remedy)} ${cite(writer, ruling.law)}.`;
    case 'wrong-hand': {
      text = texts.wrongHand(seat, card, ruling.trick, writer.seat(ruling.properLeader));
      if (ruling.obliges?.action === 'lead-same-suit') text += texts.wrongHandSameSuit(writer.remedy, suitSymbol(ruling.obliges.card!));
      if (ruling.problem === 'wrong-hand-by-defender') text += texts.wrongHandByDefender;
      return `${text} ${cite(writer, ruling.law)}.`;
    }
    case 'proper-lead-stands':
      return leadExceptionMessage(ruling, writer.edition, writer.language) ?? '';
    case 'declarer-spreads': {
      text = texts.declarerSpreads;
      if (ruling.problem) text += texts.declarerSpreadsNotOpening;
      return `${opening}: ${text} ${cite(writer, ruling.law)}.`;
    }
  }
}

function penaltyCardMessage(ruling: PenaltyCardRuling, writer: Writer): string {
  const texts = PENALTY_CARD_TEXTS[writer.language];
  const rules = rulesFor(writer.edition).play;
  const seat = writer.seat(ruling.seat);
  const kindArticles = ruling.size === 'minor' ? [rules.articles.penaltyCardKind, rules.articles.minorPenaltyCard] : ruling.size === 'major' ? [rules.articles.penaltyCardKind, rules.articles.majorPenaltyCard] : [rules.articles.majorPenaltyCard];
  const articles = [...new Set([ruling.law, ...kindArticles])];
  const duty = ruling.size === 'minor' ? texts.minorDuty(seat, suitSymbol(ruling.card[0])) : texts.majorDuty(seat);
  let text = texts.ruling(cardText(ruling.card, writer.language), seat, texts.origin[ruling.origin], ruling.trick, texts.size[ruling.size], duty, citeAll(writer, articles));
  if (ruling.alongWith?.length) {
    const others = ruling.alongWith.map((other) => cardText(other, writer.language)).join(', ');
    // A card that became major later: 50B makes it so ("worden ... grote strafkaarten"). "All are major" is Law 50B's
    // last sentence (seed:004 Art 50B); Law 51 says which is played. A single kind of penalty card (1975): its own article.
    text += ruling.majorFrom !== undefined
      ? texts.alongWithFrom(others, ruling.majorFrom, writer.law(rules.articles.penaltyCardKind))
      : texts.alongWith(others, writer.law(rules.penaltyCardKinds === 'majorMinor' ? rules.articles.penaltyCardKind : rules.articles.twoPenaltyCards));
  }
  if (ruling.playedAt !== undefined) text += texts.playedAt(ruling.playedAt);
  if (ruling.withdrawnAt !== undefined) text += texts.withdrawnAt(ruling.withdrawnAt);
  if (ruling.problem === 'size-mismatch') text += texts.sizeMismatch(`${ruling.recordedSize}`, rules.articles.penaltyCardKind, ruling.size);
  if (ruling.problem === 'single-kind') text += texts.singleKind;
  return `${text}.`;
}

function restrictionMessage(ruling: LeadRestrictionRuling, writer: Writer): string {
  const texts = PENALTY_CARD_TEXTS[writer.language];
  const leader = writer.seat(ruling.seat);
  const owner = writer.seat(ruling.penaltyCardOwner);
  const suits = [...ruling.card].map((suit) => suitSymbol(suit)).join('/');
  const citation = citeAll(writer, ruling.law.split(', '));
  if (ruling.problem === 'suit-not-penalty-card') {
    return texts.restrictionWrongSuit(ruling.choice === 'forbid', leader, suitSymbol(ruling.card), ruling.trick, owner, citation);
  }
  if (ruling.problem === 'no-penalty-card') return texts.restrictionNoPenaltyCard(leader, ruling.trick, owner, citation);
  if (ruling.problem === 'not-in-turn') return texts.restrictionNotInTurn(leader, ruling.trick, citation);
  let text: string;
  switch (ruling.choice) {
    case 'unrecorded':
      text = texts.restrictionUnrecorded(leader, ruling.trick, owner, suits, citation);
      break;
    case 'require':
      text = texts.restrictionRequire(leader, suits, ruling.trick, citation);
      break;
    case 'forbid':
      text = texts.restrictionForbid(leader, suits, ruling.trick, citation);
      break;
    default:
      text = texts.restrictionNone(leader, ruling.trick, citation);
  }
  return `${text}.`;
}

function prematureMessage(ruling: PrematurePlayRuling, writer: Writer): string {
  const texts = PLAY_RULING_TEXTS[writer.language];
  const rules = rulesFor(writer.edition).play;
  const partner = writer.seat(ruling.partner);
  const opening = texts.prematureOpening(writer.seat(ruling.seat), cardText(ruling.card, writer.language), ruling.trick, partner);
  if (!ruling.rectified) return `${opening}: ${texts.prematureNotRectified(writer.remedy)} ${cite(writer, ruling.law)}.`;
  const suit = ruling.suit ? suitSymbol(ruling.suit) : '';
  const choice = {
    highest: texts.prematureChoice.highest(partner),
    lowest: texts.prematureChoice.lowest(partner),
    'play-suit': texts.prematureChoice.playSuit(partner, suit),
    'not-play-suit': texts.prematureChoice.notPlaySuit(partner, suit),
    none: '',
  }[ruling.choice];
  const card = penaltyCardPhrase(rules.penaltyCardKinds === 'single', writer.language);
  const chose = choice ? texts.prematureChose(choice) : texts.prematureNoChoice;
  const unable = choice ? texts.prematureUnable(writer.law(rules.articles.cannotComply)) : '';
  return `${opening}: ${texts.prematureRectified(writer.remedy, card, chose)} ${cite(writer, ruling.law)}${unable}.`;
}

function claimMessage(ruling: ClaimRuling, writer: Writer, declarer?: Seat): string {
  const texts = CLAIM_TEXTS[writer.language];
  const rules = rulesFor(writer.edition).play;
  const who = ruling.seat ? writer.seat(ruling.seat) : texts.aPlayer;
  if (ruling.lapsed) {
    return rules.claimPlayedOn
      ? texts.lapsedPlayedOn(who, ruling.trick, writer.law(rules.articles.playedOn))
      : texts.lapsedNoProvision(who, ruling.trick, writer.law(rules.articles.claim));
  }
  const cards = ruling.cardsPlayed ?? 0;
  const stops = cards > 0 ? texts.stopsDuring(ruling.trick, cards) : texts.stopsAfter(ruling.trick - 1);
  const last = texts.lastTricks(ruling.remaining);
  let text = texts.claimed(stops, who, last, ruling.remaining, cite(writer, rules.articles.claim));
  const side = declarer ? sideName(sideOf(declarer), writer.language) : texts.declaringSide;
  const claimed = ruling.declaringSideClaimed ?? 0;
  if (ruling.declaringSideClaimed !== undefined && !ruling.problem) {
    text += ruling.remaining === 1 ? texts.resultLastTrick(side, claimed === 1) : texts.resultTricks(side, claimed);
  }
  if (ruling.problem && ruling.directorResult) {
    text += ruling.problem === 'too-many' ? texts.directorTooMany(side, claimed, last) : texts.directorTooFew(side);
  } else if (ruling.problem === 'too-many') {
    text += texts.tooMany(side, claimed, ruling.remaining);
  } else if (ruling.problem === 'too-few') {
    text += texts.tooFew(side, -claimed);
  }
  if (ruling.agreement === 'agreed') text += texts.agreed;
  if (ruling.agreement === 'disputed') text += texts.disputed(writer.law(rules.articles.disputedClaim));
  if (ruling.agreement === 'played-on') text += rules.claimPlayedOn ? texts.playedOn(writer.law(rules.articles.playedOn)) : texts.playedOnNoProvision;
  return `${text}.`;
}
