/**
 * The other room of a board without its deal (rpbridge.net, reference pbn.md §14): a game that
 * gives none of Board, Dealer, Vulnerable and Deal but has an auction or a play, directly after
 * a game that gives its own Deal, is the same board played at another table. It reads those tags
 * (and Event, Site, Date and Scoring when it has none) from that game, and says so once as
 * information. Only from a game that states its deal: a third game without them is not read on.
 */
import { GameSyntax } from '../../syntax/gameSyntax';
import { Problem } from '../../syntax/problems';

/** The tags a game must leave out to be read as the other room of the game before it. */
const ROOM_TAGS = ['Board', 'Dealer', 'Vulnerable', 'Deal'];
/** Every tag read from the game before, in the order they are given. */
const CARRIED_TAGS = ['Event', 'Site', 'Date', 'Board', 'Dealer', 'Vulnerable', 'Deal', 'Scoring'];

/** True when a game gives none of Board, Dealer, Vulnerable and Deal but has an auction or a play. */
export function mayCarryDeal(syntax: GameSyntax): boolean {
  let section = false;
  for (const tag of syntax.tags) {
    if (ROOM_TAGS.includes(tag.name)) return false;
    if (tag.name === 'Auction' || tag.name === 'Play') section = true;
  }
  return section;
}

/** The values a following game may read from this one: its carried tags when it gives its own Deal, else none. */
export function carriedValues(syntax: GameSyntax, values: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  const deal = values.get('Deal');
  if (deal === undefined || deal === '' || deal === '?' || deal.startsWith('#') || !syntax.tags.some((tag) => tag.name === 'Deal')) return NONE;
  const carried = new Map<string, string>();
  for (const name of CARRIED_TAGS) {
    const value = values.get(name);
    if (value !== undefined && value !== '') carried.set(name, value);
  }
  return carried;
}

/** Nothing to carry: one shared, empty map. */
export const NONE: ReadonlyMap<string, string> = new Map();

/** The information that a game's deal was read from the game before, on its first tag. */
export function carriedProblem(syntax: GameSyntax, names: readonly string[], board: string | undefined): Problem {
  const first = syntax.tags[0];
  return { code: 'pbn.deal.carried', severity: 'info', start: first.nameStart, end: first.nameEnd, args: { tags: names.join(', '), board: board ?? '' }, data: {} };
}
