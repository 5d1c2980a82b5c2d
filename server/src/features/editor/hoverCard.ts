/**
 * The hover of a card in the Play section: who played it and in which trick, whether it led,
 * won or revoked the trick, the trick as one line of four cards in playing order, and for a
 * revoke (or a lead out of turn, penalty card or premature play) the article explained for the
 * board's edition — the ruling itself once: the editor shows its diagnostic beside the hover — and,
 * where the rule is an assumption for that edition, that it is one. Cards, ranks and seat letters in
 * the language's bridge notation.
 */
import { Card } from '../../bridge/cards';
import { cardText, seatLetter } from '../../i18n/bridgeNotation';
import { Seat } from '../../bridge/seats';
import { seatName } from '../../i18n/bridgeTerms';
import { CARD_HOVER_WORDS } from '../../i18n/editorTexts';
import { Language } from '../../i18n/localize';
import { rulesFor } from '../../laws/editions';
import { explainLaw } from '../../laws/explain/explainLaw';
import { irregularityMessage } from '../../laws/irregularities/messages';
import { Ruling, isRevokeRuling } from '../../shapes/laws';
import { GameModel } from '../../model/game/gameModel';
import { orderFrom } from '../../model/game/play';
import { TrickRecord } from '../../model/game/playTypes';
import { editionLabel } from '../editionLabel';
import { CardInTrick } from '../positions';

/** The trick in playing order, e.g. `W ♣A · N ♥2 · E ♦2 · S ♣2` (Dutch seat letters and ranks), the winner in bold. */
export function trickLine(trick: TrickRecord, language: Language): string {
  const cards = trick.leader ? orderFrom(trick.cards, trick.leader) : trick.cards;
  return cards.map((record) => {
    const text = `${seatLetter(record.seat, language)} ${record.card ? cardText(record.card, language) : record.text}`;
    return record.seat === trick.winner ? `**${text}**` : text;
  }).join(' · ');
}

/** The rulings about a played card: its revoke, or the lead out of turn, penalty card or premature play it was. */
export function rulingsOnCard(model: GameModel, trickNumber: number, seat: Seat, card: Card): Ruling[] {
  return model.rulings.filter((ruling) => ruling.seat === seat && (isRevokeRuling(ruling)
    ? ruling.trick === trickNumber
    : ruling.card === card && (ruling.kind === 'lead-out-of-turn' || ruling.kind === 'penalty-card' || ruling.kind === 'premature-play')));
}

/**
 * The ruling's message, its article explained for the edition, and whether the rule is an assumption.
 * A ruling whose diagnostic sits on this very card (every revoke, and any other ruling without an
 * Irregularities event) is shown by the editor with the hover already: its message is not repeated.
 */
function rulingLines(model: GameModel, ruling: Ruling, language: Language): string[] {
  const words = CARD_HOVER_WORDS[language];
  const edition = model.edition.edition;
  const shownByDiagnostic = isRevokeRuling(ruling) || ruling.eventIndex === undefined;
  const lines: string[] = [];
  if (!shownByDiagnostic) {
    const message = irregularityMessage(ruling, edition, language, model.declarer);
    lines.push(`**${words.ruling}** (${editionLabel(model.edition, language)}): ${message}`);
  }
  const explanation = explainLaw(ruling.law, edition, language);
  if (explanation) lines.push(`_${explanation}_`);
  const assumption = rulesFor(edition).assumptions.find((candidate) => candidate.topic === ruling.kind);
  if (assumption || ruling.assumed) lines.push(`_${words.assumption} ${edition}${assumption ? `: ${assumption.note[language]}` : ''}._`);
  return lines;
}

/** The Markdown hover of a played card. */
export function cardHover(model: GameModel, { trick, card }: CardInTrick, language: Language): string {
  const words = CARD_HOVER_WORDS[language];
  const facts = [`${words.played} ${seatName(card.seat, language)}`, `${words.trick} ${trick.number}`];
  if (trick.leader === card.seat) facts.push(words.led);
  if (trick.winner === card.seat) facts.push(words.won);
  if (card.revoke) facts.push(`${words.revoke} (${words.held} ${cardText(card.revoke.held, language)})`);
  const lines = [`**${cardText(card.card!, language)}** — ${facts.join(' · ')}`, '', trickLine(trick, language)];
  for (const ruling of rulingsOnCard(model, trick.number, card.seat, card.card!)) {
    const rulingText = rulingLines(model, ruling, language);
    if (rulingText.length) lines.push('', rulingText.join('\n\n'));
  }
  return lines.join('\n');
}
