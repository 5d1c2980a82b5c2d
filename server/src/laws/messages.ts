/**
 * The text of revoke rulings in English and Dutch, in the vocabulary of the edition ('penalty' /
 * 'straf' until 1997, 'rectification' / 'rechtzetting' from 2007). The main sentence says who
 * revoked where, whether and when it was established, and what the law gives; separate sentences
 * add the equity note (64C), the unmarked-revoke hint and the "modelled on" note for assumed text.
 * The words are in i18n/laws/ (revokeTexts.ts, revokePhrases.ts); this file picks the parts a
 * ruling and its edition need and joins them, citing article numbers.
 */
import { SUIT_SYMBOLS, suitOf } from '../bridge/cards';
import { cardText, tricksText } from '../i18n/bridgeNotation';
import { exceptionArticle, EditionRules, rulesFor } from './editions';
import { lawsName, seatName, sideName } from '../i18n/bridgeTerms';
import { sideOf } from '../bridge/seats';
import { Language } from '../i18n/localize';
import { Edition, RevokeRuling } from '../shapes/laws';
import { EXCEPTION_REASONS, TWELFTH_TRICK_PARTNER_RULES, VOCABULARY } from '../i18n/laws/revokePhrases';
import { REVOKE_TEXTS } from '../i18n/laws/revokeTexts';
import { articleReference, articleWord, penaltyCardPhrase, remedyWord } from '../i18n/laws/lawWords';
import { breachDescription } from './irregularities/messages';

/** The main sentence of a revoke ruling. */
export function revokeMessage(ruling: RevokeRuling, edition: Edition, language: Language): string {
  const rules = rulesFor(edition);
  return `${describeRevoke(ruling, language, edition)}${describeEstablishment(ruling, language, rules)}: ${describeOutcome(ruling, rules, language)}`;
}

/** Every sentence for a ruling: the main one, then the unmarked hint, the equity note and the assumption note. */
export function revokeMessages(ruling: RevokeRuling, edition: Edition, language: Language): string[] {
  const sentences = [revokeMessage(ruling, edition, language)];
  if (ruling.fromFacts) sentences.push(factsNote(ruling, language));
  else if (!ruling.marked && !ruling.breach && !ruling.corrected) sentences.push(unmarkedRevokeNote(language));
  if (ruling.established) sentences.push(equityNote(edition, language));
  const assumption = rulesFor(edition).assumptions.find((candidate) => candidate.topic === 'revoke');
  if (ruling.assumed && assumption) sentences.push(`${assumption.note[language]}.`);
  return sentences;
}

/** The equity note: the Director checks whether the non-offenders are fully compensated. */
export function equityNote(edition: Edition, language: Language): string {
  const rules = rulesFor(edition);
  const laws = lawsName(edition, language);
  const texts = REVOKE_TEXTS[language];
  return rules.transferFormula === 'bySide' ? texts.equityBySide(rules.equityArticle, laws) : texts.equityByPlayer(rules.equityArticle, laws);
}

/** The hint for a revoke the record does not mark `^R`. */
export function unmarkedRevokeNote(language: Language): string {
  return REVOKE_TEXTS[language].unmarkedRevoke;
}

/** "Ruled from the facts: South won trick 7; EW won 1 trick after it." — the facts a ruling without a play record rests on. */
export function factsNote(ruling: RevokeRuling, language: Language): string {
  const facts = ruling.fromFacts ?? {};
  const parts = REVOKE_TEXTS[language].factParts;
  const offender = seatName(ruling.seat, language);
  const noted: string[] = [];
  if (facts.led !== undefined) noted.push(parts.led(SUIT_SYMBOLS[facts.led]));
  if (facts.won !== undefined) noted.push(parts.won(seatName(facts.won, language), ruling.trick));
  if (facts.later !== undefined) noted.push(parts.later(sideName(sideOf(ruling.seat), language), tricksText(facts.later, language)));
  if (facts.legal !== undefined) noted.push(parts.legal(offender, facts.legal));
  return noted.length ? REVOKE_TEXTS[language].factsNote(noted) : '';
}

/** "Revoke by East at trick 7 (♦3 while holding ♣5)". */
function describeRevoke(ruling: RevokeRuling, language: Language, edition: Edition): string {
  const seat = seatName(ruling.seat, language);
  const texts = REVOKE_TEXTS[language];
  if (ruling.fromFacts) return texts.revokeFromFacts(seat, ruling.trick, ruling.card === '-' ? undefined : cardText(ruling.card, language));
  const cards = cardText(ruling.card, language);
  if (ruling.breach) return texts.revokeBreach(seat, ruling.trick, cards, breachDescription(ruling.breach, edition, language));
  return texts.revokeHolding(seat, ruling.trick, cards, cardText(ruling.held, language));
}

/** ", established at trick 8" / ", established by the claim" / ", not established". */
function describeEstablishment(ruling: RevokeRuling, language: Language, rules: EditionRules): string {
  const texts = REVOKE_TEXTS[language];
  if (ruling.corrected) return texts.corrected;
  if (!ruling.established) return texts.notEstablished;
  if (ruling.establishedBy === 'inquiry') return texts.establishedByInquiry(rules.play.articles.illegalInquiry);
  if (ruling.establishedAt !== undefined) return texts.establishedAt(ruling.establishedAt);
  if (ruling.fromFacts) return texts.established;
  return texts.establishedByClaim;
}

/** What the law makes of the revoke, with the citation. */
function describeOutcome(ruling: RevokeRuling, rules: EditionRules, language: Language): string {
  const laws = lawsName(rules.edition, language);
  const law = articleReference(ruling.law, language);
  const words = VOCABULARY[rules.vocabulary][language];
  if (ruling.corrected) return describeCorrection(ruling, rules, language);
  if (!ruling.established) return words.mustBeCorrected(law, laws);
  if (ruling.exception === 'B6') return describeTwelfthTrick(ruling, rules, language);
  if (ruling.exception) {
    const reason = EXCEPTION_REASONS[ruling.exception][language];
    return `${words.noTransfer(law, laws)} — ${reason}.`;
  }
  if (ruling.transfer === 0) return `${words.noTransfer(law, laws)} — ${words.cappedToNothing}.`;
  const side = sideName(ruling.to, language);
  const suitLed = ruling.fromFacts ? (ruling.fromFacts.led ? SUIT_SYMBOLS[ruling.fromFacts.led] : REVOKE_TEXTS[language].cardWord) : SUIT_SYMBOLS[suitOf(ruling.held)];
  const extra = ruling.extraTrick ? words.extraTrick(seatName(ruling.seat, language), suitLed) : '';
  const capped = ruling.capped ? words.capped : '';
  return `${words.transfer(ruling.transfer, side, law, laws)}${extra}${capped}.`;
}

/** A revoke corrected in time (62): no transfer, and what becomes of the withdrawn card. */
function describeCorrection(ruling: RevokeRuling, rules: EditionRules, language: Language): string {
  const texts = REVOKE_TEXTS[language];
  const card = cardText(ruling.card, language);
  const after = ruling.byDeclaringSide === true
    ? texts.correctedDeclarerCard(card, remedyWord(rules.vocabulary, language), articleReference(rules.play.articles.correctedDeclarerCard, language))
    : texts.correctedDefenderCard(card, penaltyCardPhrase(rules.play.penaltyCardKinds === 'single', language), articleReference(rules.play.articles.correctedRevokeCard, language));
  return texts.correctedNoTransfer(articleReference(ruling.law, language), lawsName(rules.edition, language), after);
}

/** The trick-12 outcome: no transfer, correction under 62D, and the partner rule when it applies. */
function describeTwelfthTrick(ruling: RevokeRuling, rules: EditionRules, language: Language): string {
  const article = articleWord(language);
  const words = VOCABULARY[rules.vocabulary][language];
  const exception = `${article} ${exceptionArticle(rules, 'B6')}`;
  const correction = `${article} ${rules.twelfthTrickArticle}`;
  let text = words.twelfthTrick(exception, correction, lawsName(rules.edition, language));
  if (ruling.partnerStillToPlay) {
    const partnerRule = TWELFTH_TRICK_PARTNER_RULES[rules.twelfthTrickPartnerRule][language];
    text += ` ${partnerRule} (${article} ${rules.twelfthTrickPartnerArticle}).`;
  }
  return text;
}
