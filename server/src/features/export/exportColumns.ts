/**
 * The columns of the Auction and Play sections in export format: the auction starts with the
 * dealer (leading `-` placeholders dropped when they only fill the columns before him, the tag
 * then naming the dealer) and the play with the opening leader (each trick's cards rotated, the
 * tag naming the leader). Anything unusual (`+`, a `*` before the end, an incomplete trick, a
 * comment on a placeholder) keeps the columns as written.
 */
import { Seat, parseSeat, seatAfter, stepsBetween } from '../../bridge/seats';
import { GameModel } from '../../model/game/gameModel';
import { sectionItems } from '../../model/game/sectionItems';
import { GroupedSection, ItemGroup, TagUnit, groupItems } from './exportSection';

/** A section's grouped items and its tag value (when it changes). */
export interface SectionLayout { value?: string; grouped: GroupedSection }

/** The auction from the dealer: leading `-` placeholders dropped when they only fill the columns before him. */
export function auctionLayout(model: GameModel, unit: TagUnit): SectionLayout | undefined {
  const items = sectionItems(unit.trailing);
  const records = model.auction?.calls ?? [];
  const grouped = groupItems(items, model.syntax.text, 'Auction', (item) => records.filter((call) => call.start === item.start).length);
  if (!grouped) return undefined;
  const firstColumn = parseSeat(unit.tag.value);
  const dealer = model.dealer;
  if (!firstColumn || !dealer || firstColumn === dealer || unit.tag.value.length !== 1) return { grouped };
  const steps = stepsBetween(firstColumn, dealer);
  const placeholders = grouped.groups.slice(0, steps);
  const plain = placeholders.length === steps && placeholders.every((group) => group.value === '-' && group.pieces.length === 1);
  if (!plain) return { grouped };
  return { value: dealer, grouped: { leading: grouped.leading, groups: grouped.groups.slice(steps) } };
}

/** The play from the opening leader: each trick's cards rotated so the leader's column comes first. */
export function playLayout(model: GameModel, unit: TagUnit): SectionLayout | undefined {
  const items = sectionItems(unit.trailing);
  const grouped = groupItems(items, model.syntax.text, 'Play', () => 0);
  if (!grouped) return undefined;
  const firstColumn = parseSeat(unit.tag.value);
  const leader: Seat | undefined = !model.endPosition && model.declarer ? seatAfter(model.declarer) : undefined;
  if (!firstColumn || !leader || firstColumn === leader || unit.tag.value.length !== 1) return { grouped };
  const groups = grouped.groups;
  const columns = groups.filter((group) => group.column);
  const star = groups.findIndex((group) => !group.column);
  const onlyTrailingStar = star < 0 || (star === groups.length - 1 && groups[star].pieces.length === 1 && groups[star].pieces[0].text === '*');
  if (columns.length % 4 !== 0 || !onlyTrailingStar || items.some((item) => item.kind === 'plus')) return { grouped };
  const steps = stepsBetween(firstColumn, leader);
  const rotated: ItemGroup[] = [];
  for (let trick = 0; trick < columns.length; trick += 4) {
    for (let column = 0; column < 4; column++) rotated.push(columns[trick + ((steps + column) % 4)]);
  }
  if (star >= 0) rotated.push(groups[star]);
  return { value: leader, grouped: { leading: grouped.leading, groups: rotated } };
}
