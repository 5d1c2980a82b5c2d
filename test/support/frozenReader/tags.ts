/**
 * Knowledge about PBN tag names: the 15 mandatory tags in export order, the supplemental tags of
 * PBN 2.1 §4, which tags open a section (auction, play, tables), which may not be inherited,
 * and which are our own annotations (Laws, Irregularities).
 */

/** The mandatory tag set, in export order (PBN §3.4). */
export const MANDATORY_TAGS: readonly string[] = [
  'Event', 'Site', 'Date', 'Board', 'West', 'North', 'East', 'South',
  'Dealer', 'Vulnerable', 'Deal', 'Scoring', 'Declarer', 'Contract', 'Result',
];

/** Supplemental tables (PBN §5), whose tag value is a column list. */
export const TABLE_TAGS: ReadonlySet<string> = new Set([
  'ActionTable', 'AuctionTimeTable', 'InstantScoreTable', 'OptimumPlayTable', 'OptimumResultTable',
  'PlayTimeTable', 'ScoreTable', 'TotalScoreTable',
]);

/** The supplemental tags of PBN 2.1 §4 (tables included). */
export const SUPPLEMENTAL_TAGS: ReadonlySet<string> = new Set([
  'Auction', 'Play', 'Note', 'Annotator', 'AnnotatorNA', 'Application', 'BidSystemEW', 'BidSystemNS',
  'Competition', 'DealId', 'Description', 'EastNA', 'EastType', 'EventDate', 'EventSponsor', 'FrenchMP',
  'Generator', 'Hidden', 'HomeTeam', 'Mode', 'NorthNA', 'NorthType', 'OptimumScore', 'PairEW', 'PairNS',
  'Room', 'Round', 'Score', 'ScoreIMP', 'ScoreMP', 'ScorePercentage', 'ScoreRubber', 'ScoreRubberHistory',
  'Section', 'SouthNA', 'SouthType', 'Stage', 'Table', 'Termination', 'Time', 'TimeCall', 'TimeCard',
  'TimeControl', 'UTCDate', 'UTCTime', 'VisitTeam', 'WestNA', 'WestType', ...TABLE_TAGS,
]);

/** Tags this tool adds to annotate rulings (annotations.md §2–§3; AdjustedScore: README). */
export const ANNOTATION_TAGS: ReadonlySet<string> = new Set(['Laws', 'Irregularities', 'AdjustedScore']);

/** Tags whose value may not use `#` inheritance (PBN §4.8). */
export const NOT_INHERITABLE: ReadonlySet<string> = new Set([
  'Dealer', 'Vulnerable', 'Deal', 'Declarer', 'Contract', 'Auction', 'Play', 'Note',
]);

const KNOWN_TAGS: ReadonlySet<string> = new Set([...MANDATORY_TAGS, ...SUPPLEMENTAL_TAGS, ...ANNOTATION_TAGS]);

/** True for a tag of the standard or one of our annotation tags. */
export function isKnownTag(name: string): boolean {
  return KNOWN_TAGS.has(name);
}

/** True when tokens after this tag form a section (auction, play, table, or an unknown tag's data). */
export function opensSection(name: string): boolean {
  return name === 'Auction' || name === 'Play' || TABLE_TAGS.has(name) || !isKnownTag(name);
}
