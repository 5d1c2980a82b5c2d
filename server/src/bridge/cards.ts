/**
 * Cards, suits and ranks as PBN writes them: a card is the two-character code `<suit><rank>`
 * (`SA`, `HT`, `D3`), upper case. Ranks compare through `rankValue` (2..14).
 */

/** A suit letter. */
export type Suit = 'S' | 'H' | 'D' | 'C';
/** A contract strain: a suit or no trump. */
export type Strain = Suit | 'NT';
/** A card code such as `SA`, `HT` or `D3`. */
export type Card = string;

/** Suits from the highest (spades) down. */
export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
/** Rank characters from the ace down. */
export const RANKS = 'AKQJT98765432';

/** Unicode suit symbols, for messages and hovers. */
export const SUIT_SYMBOLS: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** Value of each rank character, either case (a lookup: trick winners compare ranks constantly). */
const RANK_VALUES: ReadonlyMap<string, number> = new Map([...RANKS].flatMap((rank, index) => [[rank, 14 - index], [rank.toLowerCase(), 14 - index]]));

/** 14 for an ace down to 2 for a deuce; 0 for anything else. */
export function rankValue(rank: string): number {
  const known = RANK_VALUES.get(rank);
  if (known !== undefined) return known;
  const index = RANKS.indexOf(rank.toUpperCase());
  return index < 0 ? 0 : 14 - index;
}

/**
 * Every card token in any case mapped to its one shared upper-case code, so that the 52 cards of
 * each deal and play are not 52 new strings per game.
 */
const CARD_CODES: ReadonlyMap<string, Card> = new Map(
  SUITS.flatMap((suit) => [...RANKS].flatMap((rank) => {
    const code = suit + rank;
    return [[code, code], [suit.toLowerCase() + rank, code], [suit + rank.toLowerCase(), code], [suit.toLowerCase() + rank.toLowerCase(), code]] as Array<[string, Card]>;
  })),
);

/** The shared code of a card of `suit` and rank character `rank` (either case); undefined when not a rank. */
export function cardCode(suit: Suit, rank: string): Card | undefined {
  return CARD_CODES.get(suit + rank);
}

/** The suit of a card code. */
export function suitOf(card: Card): Suit {
  return card[0] as Suit;
}

/** The rank character of a card code. */
export function rankOf(card: Card): string {
  return card[1];
}

/** Parses a suit letter (any case). */
export function parseSuit(text: string): Suit | undefined {
  const upper = text.toUpperCase();
  return (SUITS as readonly string[]).includes(upper) ? (upper as Suit) : undefined;
}

/** Parses a card token such as `sa` or `H10`-free `HT`; undefined when it is not a card. */
export function parseCard(text: string): Card | undefined {
  if (text.length !== 2) return undefined;
  const known = CARD_CODES.get(text);
  if (known !== undefined) return known;
  const suit = parseSuit(text[0]);
  const rank = text[1].toUpperCase();
  return suit && RANKS.includes(rank) ? suit + rank : undefined;
}

/** True when card `a` ranks above card `b` of the same suit. */
export function beats(a: Card, b: Card): boolean {
  return rankValue(rankOf(a)) > rankValue(rankOf(b));
}

/** The card with suit symbol, e.g. `♦3`, `♠10` reads as `♠T` kept short. */
export function cardWithSymbol(card: Card): string {
  return SUIT_SYMBOLS[suitOf(card)] + rankOf(card);
}

/** Sorts cards by suit (spades first) then rank (high first), as a hand diagram shows them. */
export function sortCards(cards: Iterable<Card>): Card[] {
  return [...cards].sort((a, b) => SUITS.indexOf(suitOf(a)) - SUITS.indexOf(suitOf(b)) || rankValue(rankOf(b)) - rankValue(rankOf(a)));
}

/** The winning card of a complete trick: highest trump, else highest card of the suit led. */
export function winningCard(cardsInPlayOrder: readonly Card[], trump: Strain | undefined): Card {
  let best = cardsInPlayOrder[0];
  for (let index = 1; index < cardsInPlayOrder.length; index++) {
    const card = cardsInPlayOrder[index];
    const bestSuit = suitOf(best);
    const suit = suitOf(card);
    if (suit === bestSuit) {
      if (beats(card, best)) best = card;
    } else if (trump && trump !== 'NT' && suit === trump) {
      best = card;
    }
  }
  return best;
}
