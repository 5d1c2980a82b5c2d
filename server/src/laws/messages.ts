/**
 * The text of revoke rulings in English and Dutch, in the vocabulary of the edition ('penalty' /
 * 'straf' until 1997, 'rectification' / 'rechtzetting' from 2007). The main sentence says who
 * revoked where, whether and when it was established, and what the law gives; separate sentences
 * add the equity note (64C), the unmarked-revoke hint and the "modelled on" note for assumed text.
 * All wording summarises the Laws in our own words and cites article numbers.
 */
import { SUIT_SYMBOLS, suitOf } from '../bridge/cards';
import { cardText } from '../i18n/bridgeNotation';
import { exceptionArticle, EditionRules, rulesFor } from './editions';
import { lawsName, seatName, sideName } from '../i18n/bridgeTerms';
import { Language } from '../i18n/localize';
import { Edition, RevokeRuling } from './types';
import { EXCEPTION_REASONS, TWELFTH_TRICK_PARTNER_RULES, VOCABULARY } from './messageTexts';
import { breachDescription } from './irregularities/messages';

/** The main sentence of a revoke ruling. */
export function revokeMessage(ruling: RevokeRuling, edition: Edition, language: Language): string {
  const rules = rulesFor(edition);
  return `${describeRevoke(ruling, language, edition)}${describeEstablishment(ruling, language, rules)}: ${describeOutcome(ruling, rules, language)}`;
}

/** Every sentence for a ruling: the main one, then the unmarked hint, the equity note and the assumption note. */
export function revokeMessages(ruling: RevokeRuling, edition: Edition, language: Language): string[] {
  const sentences = [revokeMessage(ruling, edition, language)];
  if (!ruling.marked && !ruling.breach && !ruling.corrected) sentences.push(unmarkedRevokeNote(language));
  if (ruling.established) sentences.push(equityNote(edition, language));
  const assumption = rulesFor(edition).assumptions.find((candidate) => candidate.topic === 'revoke');
  if (ruling.assumed && assumption) sentences.push(`${assumption.note[language]}.`);
  return sentences;
}

/** The equity note: the Director checks whether the non-offenders are fully compensated. */
export function equityNote(edition: Edition, language: Language): string {
  const rules = rulesFor(edition);
  const laws = lawsName(edition, language);
  if (rules.transferFormula === 'bySide') {
    return language === 'nl'
      ? `De wedstrijdleider toetst of de niet-overtredende partij volledig schadeloos is gesteld en kent anders een arbitrale score toe (slot van artikel ${rules.equityArticle}, ${laws}).`
      : `The Director checks whether the non-offending side is fully compensated and otherwise awards an adjusted score (closing paragraph of Law ${rules.equityArticle}, ${laws}).`;
  }
  return language === 'nl'
    ? `De wedstrijdleider toetst de billijkheid volgens artikel ${rules.equityArticle}: vergoedt de overdracht de schade niet, dan kent hij een arbitrale score toe (${laws}).`
    : `The Director checks equity under Law ${rules.equityArticle}: if the transfer does not make up for the damage, he awards an adjusted score (${laws}).`;
}

/** The hint for a revoke the record does not mark `^R`. */
export function unmarkedRevokeNote(language: Language): string {
  return language === 'nl'
    ? 'Het verslag markeert de kaart niet als verzaking: het kan ook een fout in de registratie van het spel zijn.'
    : 'The record does not mark the card as a revoke: this may be a recording error rather than a revoke.';
}

/** "Revoke by East at trick 7 (♦3 while holding ♣5)". */
function describeRevoke(ruling: RevokeRuling, language: Language, edition: Edition): string {
  const seat = seatName(ruling.seat, language);
  const cards = cardText(ruling.card, language);
  if (ruling.breach) {
    const breach = breachDescription(ruling.breach, edition, language);
    return language === 'nl' ? `Verzaking door ${seat} in slag ${ruling.trick} (${cards} ${breach})` : `Revoke by ${seat} at trick ${ruling.trick} (${cards} ${breach})`;
  }
  return language === 'nl'
    ? `Verzaking door ${seat} in slag ${ruling.trick} (${cards} terwijl ${seat} ${cardText(ruling.held, language)} had)`
    : `Revoke by ${seat} at trick ${ruling.trick} (${cards} while holding ${cardText(ruling.held, language)})`;
}

/** ", established at trick 8" / ", established by the claim" / ", not established". */
function describeEstablishment(ruling: RevokeRuling, language: Language, rules: EditionRules): string {
  if (ruling.corrected) return language === 'nl' ? ', hersteld voordat ze voldongen was' : ', corrected before it was established';
  if (!ruling.established) return language === 'nl' ? ', niet voldongen' : ', not established';
  if (ruling.establishedBy === 'inquiry') {
    const article = rules.play.articles.illegalInquiry;
    return language === 'nl' ? `, hersteld na een ongeoorloofde vraag en daarom behandeld als voldongen (artikel ${article})` : `, corrected after an illegal inquiry and so treated as established (Law ${article})`;
  }
  if (ruling.establishedAt !== undefined) {
    return language === 'nl' ? `, voldongen in slag ${ruling.establishedAt}` : `, established at trick ${ruling.establishedAt}`;
  }
  return language === 'nl' ? ', voldongen door het opeisen of afstaan van slagen' : ', established by the claim or concession';
}

/** What the law makes of the revoke, with the citation. */
function describeOutcome(ruling: RevokeRuling, rules: EditionRules, language: Language): string {
  const laws = lawsName(rules.edition, language);
  const article = language === 'nl' ? 'artikel' : 'Law';
  const words = VOCABULARY[rules.vocabulary][language];
  if (ruling.corrected) return describeCorrection(ruling, rules, language);
  if (!ruling.established) return words.mustBeCorrected(`${article} ${ruling.law}`, laws);
  if (ruling.exception === 'B6') return describeTwelfthTrick(ruling, rules, language);
  if (ruling.exception) {
    const reason = EXCEPTION_REASONS[ruling.exception][language];
    return `${words.noTransfer(`${article} ${ruling.law}`, laws)} — ${reason}.`;
  }
  if (ruling.transfer === 0) return `${words.noTransfer(`${article} ${ruling.law}`, laws)} — ${words.cappedToNothing}.`;
  const side = sideName(ruling.to, language);
  const extra = ruling.extraTrick ? words.extraTrick(seatName(ruling.seat, language), SUIT_SYMBOLS[suitOf(ruling.held)]) : '';
  const capped = ruling.capped ? words.capped : '';
  return `${words.transfer(ruling.transfer, side, `${article} ${ruling.law}`, laws)}${extra}${capped}.`;
}

/** A revoke corrected in time (62): no transfer, and what becomes of the withdrawn card. */
function describeCorrection(ruling: RevokeRuling, rules: EditionRules, language: Language): string {
  const article = language === 'nl' ? 'artikel' : 'Law';
  const laws = lawsName(rules.edition, language);
  const card = cardText(ruling.card, language);
  const declaring = ruling.byDeclaringSide === true;
  const penalty = rules.play.penaltyCardKinds === 'single' ? { en: 'a penalty card', nl: 'een strafkaart' } : { en: 'a major penalty card', nl: 'een grote strafkaart' };
  const remedy = rules.vocabulary === 'penalty' ? { en: 'penalty', nl: 'straf' } : { en: 'rectification', nl: 'rechtzetting' };
  if (language === 'nl') {
    const after = declaring
      ? `de ${card} gaat zonder ${remedy.nl} terug in de hand (${article} ${rules.play.articles.correctedDeclarerCard})`
      : `de teruggenomen ${card} wordt ${penalty.nl} (${article} ${rules.play.articles.correctedRevokeCard})`;
    return `geen slag overgedragen (${article} ${ruling.law}, ${laws}); ${after}.`;
  }
  const after = declaring
    ? `the ${card} goes back into the hand without ${remedy.en} (${article} ${rules.play.articles.correctedDeclarerCard})`
    : `the withdrawn ${card} becomes ${penalty.en} (${article} ${rules.play.articles.correctedRevokeCard})`;
  return `no trick transferred (${article} ${ruling.law}, ${laws}); ${after}.`;
}

/** The trick-12 outcome: no transfer, correction under 62D, and the partner rule when it applies. */
function describeTwelfthTrick(ruling: RevokeRuling, rules: EditionRules, language: Language): string {
  const article = language === 'nl' ? 'artikel' : 'Law';
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
