/**
 * The English and Dutch text of the rulings where a lead or play stands whatever the tag chose:
 * Law 60 (a non-offender played on, so no rectification and the card counts as played in turn),
 * 54C (declarer could have seen a card of dummy's and must accept the opening lead), the wrong
 * defender playing to declarer's lead out of turn (53B; 53C in 2017) and the proper lead made after
 * a lead out of turn (53C; 53B in 2017). Each sentence cites its article and the edition and uses
 * the edition's word for the remedy ('penalty'/'straf' until 1997, 'rectification'/'rechtzetting'
 * from 2007); the wording summarises the Laws in our own words.
 */
import { cardText } from '../../i18n/bridgeNotation';
import { seatAfter } from '../../bridge/seats';
import { lawsName, seatName } from '../../i18n/bridgeTerms';
import { Language } from '../../i18n/localize';
import { rulesFor } from '../editions';
import { Edition, LeadOutOfTurnRuling, PrematurePlayRuling, Ruling } from '../types';

/** The message of a lead or premature-play ruling that stands by 53B/53C, 54C or 60; undefined for any other ruling. */
export function leadExceptionMessage(ruling: Ruling, edition: Edition, language: Language): string | undefined {
  if (ruling.kind === 'lead-out-of-turn' && (ruling.standsBy || ruling.outcome === 'proper-lead-stands')) return leadText(ruling, edition, language);
  if (ruling.kind === 'premature-play' && ruling.standsBy === 'after-irregularity') return prematureText(ruling, edition, language);
  return undefined;
}

/** The phrase helpers of one edition and language. */
function phrasing(edition: Edition, language: Language) {
  const say = (en: string, nl: string) => (language === 'nl' ? nl : en);
  const penaltyEra = rulesFor(edition).vocabulary === 'penalty';
  return {
    say,
    seat: (seat: Parameters<typeof seatName>[0]) => seatName(seat, language),
    remedy: penaltyEra ? say('penalty', 'straf') : say('rectification', 'rechtzetting'),
    cite: (...articles: string[]) => `(${articles.map((article) => say(`Law ${article}`, `artikel ${article}`)).join(', ')}, ${lawsName(edition, language)})`,
    assumed: (ruling: { assumed?: boolean }) => (ruling.assumed
      ? say(`; this code's Law ${rulesFor(edition).play.articles.afterIrregularity} is modelled on the 1987 text`, `; artikel ${rulesFor(edition).play.articles.afterIrregularity} van deze spelregels is gemodelleerd naar de tekst van 1987`)
      : ''),
  };
}

function leadText(ruling: LeadOutOfTurnRuling, edition: Edition, language: Language): string {
  const p = phrasing(edition, language);
  const { say } = p;
  const seat = p.seat(ruling.seat);
  const card = cardText(ruling.card, language);
  const opening = say(`${seat} led ${card} out of turn at trick ${ruling.trick}`, `${seat} speelde ${card} voor de beurt voor in slag ${ruling.trick}`);
  const lost = ruling.unavailableChoice
    ? say(`; the recorded choice ${ruling.unavailableChoice} is no longer available`, `; de vastgelegde keuze ${ruling.unavailableChoice} is niet meer mogelijk`)
    : '';
  let text: string;
  if (ruling.outcome === 'proper-lead-stands') {
    const proper = p.seat(ruling.properLeader);
    text = say(
      `${opening}, then ${proper}, whose turn it was, led in turn: that lead stands and every card played in error to the trick goes back without ${p.remedy} ${p.cite(ruling.law)}`,
      `${opening}, daarna speelde ${proper}, die aan de beurt was, op zijn beurt voor: dat voorspelen blijft en elke ten onrechte bijgespeelde kaart gaat terug zonder ${p.remedy} ${p.cite(ruling.law)}`,
    );
    if (ruling.problem === 'proper-lead-not-by-opponent') text += say(`, but the trick is not led by an opponent of ${seat}`, `, maar de slag is niet voorgespeeld door een tegenstander van ${seat}`);
    return `${text}.`;
  }
  switch (ruling.standsBy) {
    case 'must-accept':
      text = say(
        `${opening}: declarer could have seen a card of dummy's, so he must accept the lead and it stands ${p.cite(ruling.law)}`,
        `${opening}: de leider kan een kaart van de blinde hebben gezien, dus moet hij de uitkomst accepteren en die blijft ${p.cite(ruling.law)}`,
      );
      if (ruling.unavailableChoice) text += say('; the recorded rejection is not allowed, so no penalty card arises', '; de vastgelegde weigering is niet toegestaan, dus er ontstaat geen strafkaart');
      if (ruling.problem === 'must-accept-not-opening-lead') text += say('; but this applies only to an opening lead out of turn by a defender', '; maar dit geldt alleen voor een uitkomst voor de beurt door een tegenspeler');
      return `${text}.`;
    case 'wrong-defender': {
      const wrong = p.seat(seatAfter(ruling.seat, 3));
      return `${say(
        `${opening}: ${wrong}, on the right of the irregular leader, played to it, so the lead stands and Law ${rulesFor(edition).play.articles.prematurePlay} applies to his card ${p.cite(ruling.law)}`,
        `${opening}: ${wrong}, rechts van wie onregelmatig voorspeelde, speelde bij, dus het voorspelen blijft en artikel ${rulesFor(edition).play.articles.prematurePlay} geldt voor zijn kaart ${p.cite(ruling.law)}`,
      )}${lost}.`;
    }
    default: {
      const by = ruling.forfeitedBy ? p.seat(ruling.forfeitedBy.seat) : say('the next player', 'de volgende speler');
      return `${say(
        `${opening}: ${by} played to it before the ${p.remedy} was settled, so the right to a ${p.remedy} is lost and the lead counts as made in turn; obligations from an earlier ${p.remedy} still apply ${p.cite(ruling.law)}`,
        `${opening}: ${by} speelde bij voordat de ${p.remedy} was vastgesteld, dus het recht op ${p.remedy} vervalt en het voorspelen geldt als op de beurt; verplichtingen uit een eerdere ${p.remedy} blijven gelden ${p.cite(ruling.law)}`,
      )}${lost}${p.assumed(ruling)}.`;
    }
  }
}

function prematureText(ruling: PrematurePlayRuling, edition: Edition, language: Language): string {
  const p = phrasing(edition, language);
  const { say } = p;
  const seat = p.seat(ruling.seat);
  const card = cardText(ruling.card, language);
  const by = ruling.forfeitedBy ? p.seat(ruling.forfeitedBy.seat) : say('the next player', 'de volgende speler');
  const lost = ruling.unavailableChoice
    ? say(`; declarer's recorded choice ${ruling.unavailableChoice} does not apply`, `; de vastgelegde keuze ${ruling.unavailableChoice} van de leider geldt niet`)
    : '';
  return `${say(
    `${seat} played ${card} prematurely at trick ${ruling.trick}: ${by} played after it before the ${p.remedy} was settled, so there is no ${p.remedy}, the card is no penalty card and counts as played in turn; obligations from an earlier ${p.remedy} still apply ${p.cite(ruling.law)}`,
    `${seat} speelde ${card} voortijdig in slag ${ruling.trick}: ${by} speelde daarna bij voordat de ${p.remedy} was vastgesteld, dus er volgt geen ${p.remedy}, de kaart is geen strafkaart en geldt als op de beurt gespeeld; verplichtingen uit een eerdere ${p.remedy} blijven gelden ${p.cite(ruling.law)}`,
  )}${lost}${p.assumed(ruling)}.`;
}
