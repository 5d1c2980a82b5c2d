/**
 * The cache key of a question: its kind, the deal in a canonical form (each hand's cards sorted,
 * so the same deal typed in any order shares one key) and the question's other parameters.
 */
import { Card, parseCard, sortCards } from '../../bridge/cards';
import { SEATS } from '../../bridge/seats';
import { DealHands } from '../../shapes/ddTypes';
import { LayoutsSpec } from './layouts/layoutTypes';
import { DdQuestion } from './protocol';

/** `N:SAHK…|E:…|S:-|W:…`, cards sorted; `-` for an unknown hand. */
export function dealKey(hands: DealHands): string {
  return SEATS.map((seat) => {
    const hand = hands[seat];
    return `${seat}:${hand ? sortCards(hand.map((card) => parseCard(card) ?? card)).join('') : '-'}`;
  }).join('|');
}

/** The cache key of a question. */
export function questionKey(question: DdQuestion): string {
  switch (question.kind) {
    case 'table':
      return `table ${dealKey(question.hands)}`;
    case 'par':
      return `par ${question.dealer} ${question.vulnerability} ${dealKey(question.hands)}`;
    case 'position': {
      const { hands, trump, leader, currentTrick = [] } = question.position;
      return `position ${trump} ${leader} ${cards(currentTrick)} ${dealKey(hands)}`;
    }
    case 'layouts':
      return `layouts ${layoutsKey(question.spec)}`;
    case 'layout-range':
      return `layout-range ${question.from}-${question.to} ${layoutsKey(question.spec)}`;
    case 'play':
      return `play ${question.trump} ${question.declarer} ${question.leader ?? '-'} ${cards(question.played)} ${dealKey(question.hands)}`;
  }
}

/** A layouts spec: whose tricks and how many claimed, the hidden seats and their voids, limit and seed, and the claim position. */
function layoutsKey(spec: LayoutsSpec): string {
  const voids = spec.hidden.map((seat) => `${seat}${(spec.voids[seat] ?? []).join('')}`).join(',');
  return `${spec.side} ${spec.target} ${voids} ${spec.limit} ${spec.seed} ${questionKey({ kind: 'position', position: spec.position })}`;
}

const cards = (list: readonly Card[]) => list.map((card) => parseCard(card) ?? card).join('') || '-';
