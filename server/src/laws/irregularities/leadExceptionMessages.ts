/**
 * The English and Dutch text of the rulings where a lead or play stands whatever the tag chose:
 * Law 60 (a non-offender played on, so no rectification and the card counts as played in turn),
 * 54C (declarer could have seen a card of dummy's and must accept the opening lead), the wrong
 * defender playing to declarer's lead out of turn (53B; 53C in 2017) and the proper lead made after
 * a lead out of turn (53C; 53B in 2017). Each sentence cites its article and the edition and uses
 * the edition's word for the remedy ('penalty'/'straf' until 1997, 'rectification'/'rechtzetting'
 * from 2007); the wording summarises the Laws in our own words. The words are in
 * i18n/laws/leadRulingTexts.ts and playRulingTexts.ts; this file picks the parts and cites.
 */
import { cardText } from '../../i18n/bridgeNotation';
import { seatAfter } from '../../bridge/seats';
import { lawsName, seatName } from '../../i18n/bridgeTerms';
import { Language } from '../../i18n/localize';
import { articleReference, remedyWord } from '../../i18n/laws/lawWords';
import { LEAD_RULING_TEXTS } from '../../i18n/laws/leadRulingTexts';
import { PLAY_RULING_TEXTS } from '../../i18n/laws/playRulingTexts';
import { rulesFor } from '../editions';
import { Edition, LeadOutOfTurnRuling, PrematurePlayRuling, Ruling } from '../../shapes/laws';

/** The message of a lead or premature-play ruling that stands by 53B/53C, 54C or 60; undefined for any other ruling. */
export function leadExceptionMessage(ruling: Ruling, edition: Edition, language: Language): string | undefined {
  if (ruling.kind === 'lead-out-of-turn' && (ruling.standsBy || ruling.outcome === 'proper-lead-stands')) return leadText(ruling, edition, language);
  if (ruling.kind === 'premature-play' && ruling.standsBy === 'after-irregularity') return prematureText(ruling, edition, language);
  return undefined;
}

/** The phrase helpers of one edition and language. */
function phrasing(edition: Edition, language: Language) {
  const rules = rulesFor(edition);
  return {
    seat: (seat: Parameters<typeof seatName>[0]) => seatName(seat, language),
    remedy: remedyWord(rules.vocabulary, language),
    cite: (...articles: string[]) => `(${articles.map((article) => articleReference(article, language)).join(', ')}, ${lawsName(edition, language)})`,
    assumed: (ruling: { assumed?: boolean }) => (ruling.assumed ? LEAD_RULING_TEXTS[language].assumedAfterIrregularity(rules.play.articles.afterIrregularity) : ''),
  };
}

function leadText(ruling: LeadOutOfTurnRuling, edition: Edition, language: Language): string {
  const p = phrasing(edition, language);
  const texts = LEAD_RULING_TEXTS[language];
  const seat = p.seat(ruling.seat);
  const opening = texts.standingOpening(seat, cardText(ruling.card, language), ruling.trick);
  const lost = ruling.unavailableChoice ? texts.lostChoice(ruling.unavailableChoice) : '';
  let text: string;
  if (ruling.outcome === 'proper-lead-stands') {
    text = texts.properLeadStands(opening, p.seat(ruling.properLeader), p.remedy, p.cite(ruling.law));
    if (ruling.problem === 'proper-lead-not-by-opponent') text += texts.properLeadNotByOpponent(seat);
    return `${text}.`;
  }
  switch (ruling.standsBy) {
    case 'must-accept':
      text = texts.mustAccept(opening, p.cite(ruling.law));
      if (ruling.unavailableChoice) text += texts.mustAcceptRejection;
      if (ruling.problem === 'must-accept-not-opening-lead') text += texts.mustAcceptNotOpening;
      return `${text}.`;
    case 'wrong-defender': {
      const wrong = p.seat(seatAfter(ruling.seat, 3));
      return `${texts.wrongDefender(opening, wrong, rulesFor(edition).play.articles.prematurePlay, p.cite(ruling.law))}${lost}.`;
    }
    default: {
      const by = ruling.forfeitedBy ? p.seat(ruling.forfeitedBy.seat) : texts.nextPlayer;
      return `${texts.forfeited(opening, by, p.remedy, p.cite(ruling.law))}${lost}${p.assumed(ruling)}.`;
    }
  }
}

function prematureText(ruling: PrematurePlayRuling, edition: Edition, language: Language): string {
  const p = phrasing(edition, language);
  const texts = PLAY_RULING_TEXTS[language];
  const by = ruling.forfeitedBy ? p.seat(ruling.forfeitedBy.seat) : LEAD_RULING_TEXTS[language].nextPlayer;
  const lost = ruling.unavailableChoice ? texts.prematureLostChoice(ruling.unavailableChoice) : '';
  const text = texts.prematureForfeited(p.seat(ruling.seat), cardText(ruling.card, language), ruling.trick, by, p.remedy, p.cite(ruling.law));
  return `${text}${lost}${p.assumed(ruling)}.`;
}
