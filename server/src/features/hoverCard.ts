/**
 * The hover of a card in the Play section: who played it and in which trick, whether it led,
 * won or revoked the trick, the trick as one line of four cards in playing order, and for a
 * revoke the Laws engine's ruling with the article explained for the board's edition (and,
 * where the edition's text is an assumption, that it is one).
 */
import { cardWithSymbol } from '../bridge/cards';
import { seatName } from '../i18n/bridgeTerms';
import { Language } from '../i18n/localize';
import { rulesFor } from '../laws/editions';
import { explainLaw } from '../laws/explain/explainLaw';
import { revokeMessage } from '../laws/messages';
import { GameModel } from '../model/game';
import { TrickRecord, orderFrom } from '../model/play';
import { editionLabel } from './editionLabel';
import { CardInTrick } from './positions';

const WORDS = {
  en: { trick: 'trick', played: 'played by', led: 'led the trick', won: 'won the trick', revoke: 'revoke', held: 'still held', ruling: 'Ruling', assumption: 'This rule is an assumption for' },
  nl: { trick: 'slag', played: 'gespeeld door', led: 'kwam uit', won: 'won de slag', revoke: 'verzaking', held: 'had nog', ruling: 'Beslissing', assumption: 'Deze regel is een aanname voor' },
} as const;

/** The trick in playing order, e.g. `W ♣A · N ♥2 · E ♦2 · S ♣2`, the winner in bold. */
export function trickLine(trick: TrickRecord): string {
  const cards = trick.leader ? orderFrom(trick.cards, trick.leader) : trick.cards;
  return cards.map((record) => {
    const text = `${record.seat} ${record.card ? cardWithSymbol(record.card) : record.text}`;
    return record.seat === trick.winner ? `**${text}**` : text;
  }).join(' · ');
}

/** The Markdown hover of a played card. */
export function cardHover(model: GameModel, { trick, card }: CardInTrick, language: Language): string {
  const words = WORDS[language];
  const facts = [`${words.played} ${seatName(card.seat, language)}`, `${words.trick} ${trick.number}`];
  if (trick.leader === card.seat) facts.push(words.led);
  if (trick.winner === card.seat) facts.push(words.won);
  if (card.revoke) facts.push(`${words.revoke} (${words.held} ${cardWithSymbol(card.revoke.held)})`);
  const lines = [`**${cardWithSymbol(card.card!)}** — ${facts.join(' · ')}`, '', trickLine(trick)];
  const ruling = model.rulings.find((candidate) => candidate.trick === trick.number && candidate.seat === card.seat);
  if (ruling) {
    const edition = model.edition.edition;
    lines.push('', `**${words.ruling}** (${editionLabel(model.edition, language)}): ${revokeMessage(ruling, edition, language)}`);
    const explanation = explainLaw(ruling.law, edition, language);
    if (explanation) lines.push('', explanation);
    const assumption = rulesFor(edition).assumptions.find((candidate) => candidate.topic === 'revoke');
    if (assumption || ruling.assumed) lines.push('', `_${words.assumption} ${edition}${assumption ? `: ${assumption.note[language]}` : ''}._`);
  }
  return lines.join('\n');
}
