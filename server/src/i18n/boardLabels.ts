/**
 * Every visible word of the board view and the ruling report, in English and Dutch: headings,
 * column names, the names of the irregularity marks and the words for vulnerability and calls.
 * The board model carries the labels of its language, so the webview and the report renderers
 * never translate anything themselves.
 */
import { Vulnerability } from '../bridge/contract';
import { Language, Localized } from './localize';

/** The words a board view or a report shows. */
export interface BoardLabels {
  board: string;
  event: string;
  site: string;
  date: string;
  game: string;
  hands: string;
  auction: string;
  play: string;
  rulings: string;
  result: string;
  score: string;
  recorded: string;
  rectified: string;
  dealer: string;
  vulnerable: string;
  contract: string;
  declarer: string;
  trick: string;
  leader: string;
  winner: string;
  tricksInPlay: string;
  revoke: string;
  revokeMarked: string;
  leadOutOfTurn: string;
  penaltyCard: string;
  insufficientBid: string;
  skippedPlayer: string;
  transferred: string;
  noRulings: string;
  /** The heading of an Irregularities event that ends in a finding, not a ruling. */
  noRulingYet: string;
  /** The board view's key to its marks: the card that won a trick, the card led. */
  cardMarks: string;
  noPlay: string;
  noAuction: string;
  explanation: string;
  laws: string;
  inferred: string;
  previousTrick: string;
  nextTrick: string;
  trickSlider: string;
  startPosition: string;
  led: string;
  won: string;
  reportTitle: string;
  generatedBy: string;
  legend: string;
  hcp: string;
  /** The points word after a count of one (Dutch "1 punt", not "1 punten"). */
  hcpOne: string;
  pass: string;
  noBoard: string;
  of: string;
  vulnerability: Record<Vulnerability, string>;
  columnsFromDealer: string;
  columnsFrom: string;
  atTable: string;
  rectifiedResult: string;
  provisional: string;
  notes: string;
  commentary: string;
  problems: string;
  /** Before a problem's line number ("line 7:"). */
  line: string;
  facts: string;
  record: string;
  noRecord: string;
  edition: string;
  factsAtTable: string;
  directorAndTime: string;
  appeal: string;
  showAll: string;
  hiddenHand: string;
  /** The tooltip of a void's dash. */
  void: string;
  /** The rooms of a teams match (`[Room]`) and the word between the teams. */
  rooms: { Open: string; Closed: string };
  versus: string;
  /** Why a handout with hidden hands prints no double dummy. */
  ddLeftOutHidden: string;
  handout: string;
  doubleDummy: string;
}

const LABELS: Localized<BoardLabels> = {
  en: {
    board: 'Board', event: 'Event', site: 'Site', date: 'Date', game: 'Game', hands: 'Hands', auction: 'Auction', play: 'Play', rulings: 'Rulings',
    result: 'Result', score: 'Score', recorded: 'Recorded', rectified: 'Rectified', dealer: 'Dealer',
    vulnerable: 'Vulnerable', contract: 'Contract', declarer: 'Declarer', trick: 'Trick', leader: 'Leader',
    winner: 'Winner', tricksInPlay: 'Tricks won in play', revoke: 'revoke', revokeMarked: 'revoke, marked in the record',
    leadOutOfTurn: 'lead out of turn', penaltyCard: 'penalty card', insufficientBid: 'insufficient bid accepted',
    skippedPlayer: 'player skipped', transferred: 'Tricks transferred', noRulings: 'No irregularity found in the play.', noRulingYet: 'No ruling yet',
    cardMarks: 'Bold in a coloured box: the card that won the trick. Underlined: the card led.',
    noPlay: 'No play recorded.', noAuction: 'No auction recorded.', explanation: 'Explanation', laws: 'Laws',
    inferred: 'inferred', previousTrick: 'Previous trick', nextTrick: 'Next trick', trickSlider: 'Trick',
    startPosition: 'Before the opening lead', led: 'led', won: 'won', reportTitle: 'Ruling report',
    generatedBy: 'Written by PBN Director from the PBN record.', legend: 'Legend', hcp: 'HCP', hcpOne: 'HCP', pass: 'Pass',
    noBoard: 'Place the cursor in a game to see its board.', of: 'of',
    vulnerability: { None: 'None', NS: 'NS', EW: 'EW', All: 'All' },
    columnsFromDealer: 'Columns start with the dealer,', columnsFrom: 'Columns start with',
    atTable: 'At the table', rectifiedResult: 'Rectified', provisional: 'provisional, for the Director',
    notes: 'Notes', commentary: 'Commentary', problems: 'What is wrong in the file', line: 'line', facts: 'Facts',
    record: 'What the record says', noRecord: 'The record notes no irregularity.', edition: 'Laws in force',
    factsAtTable: 'Facts established at the table', directorAndTime: 'Director and time',
    appeal: 'An appeal may be lodged under the regulations within', showAll: 'Show all hands', hiddenHand: 'hidden', void: 'void',
    ddLeftOutHidden: 'Left out: the double-dummy table and par would tell the hidden hands.',
    rooms: { Open: 'Open room', Closed: 'Closed room' }, versus: 'v',
    handout: 'Hand record', doubleDummy: 'Double dummy',
  },
  nl: {
    board: 'Spel', event: 'Evenement', site: 'Plaats', date: 'Datum', game: 'Partij', hands: 'Handen', auction: 'Bieding', play: 'Spelverloop', rulings: 'Uitspraken',
    result: 'Resultaat', score: 'Score', recorded: 'Vastgelegd', rectified: 'Rechtgezet', dealer: 'Gever',
    vulnerable: 'Kwetsbaar', contract: 'Contract', declarer: 'Leider', trick: 'Slag', leader: 'Komt uit',
    winner: 'Winnaar', tricksInPlay: 'Slagen gewonnen in het spel', revoke: 'verzaking', revokeMarked: 'verzaking, gemarkeerd in de registratie',
    leadOutOfTurn: 'voorspelen voor de beurt', penaltyCard: 'strafkaart', insufficientBid: 'onvoldoende bod geaccepteerd',
    skippedPlayer: 'speler overgeslagen', transferred: 'Overgedragen slagen', noRulings: 'Geen onregelmatigheid gevonden in het spel.', noRulingYet: 'Nog geen uitspraak',
    cardMarks: 'Vet in een gekleurd kader: de kaart die de slag won. Onderstreept: de kaart waarmee werd uitgekomen.',
    noPlay: 'Geen spelverloop vastgelegd.', noAuction: 'Geen bieding vastgelegd.', explanation: 'Toelichting', laws: 'Spelregels',
    inferred: 'afgeleid', previousTrick: 'Vorige slag', nextTrick: 'Volgende slag', trickSlider: 'Slag',
    startPosition: 'Vóór de openingsuitkomst', led: 'kwam uit', won: 'won', reportTitle: 'Verslag van de uitspraak',
    generatedBy: 'Geschreven door PBN Director uit het PBN-bestand.', legend: 'Legenda', hcp: 'punten', hcpOne: 'punt', pass: 'Pas',
    noBoard: 'Zet de cursor in een partij om het spel te zien.', of: 'van',
    vulnerability: { None: 'Niemand', NS: 'NZ', EW: 'OW', All: 'Allen' },
    columnsFromDealer: 'De kolommen beginnen bij de gever,', columnsFrom: 'De kolommen beginnen bij',
    atTable: 'Aan tafel', rectifiedResult: 'Rechtgezet', provisional: 'voorlopig, ter beoordeling van de wedstrijdleider',
    notes: 'Toelichting', commentary: 'Commentaar', problems: 'Wat er in het bestand niet klopt', line: 'regel', facts: 'Feiten',
    record: 'Wat de registratie vastlegt', noRecord: 'De registratie noemt geen onregelmatigheid.', edition: 'Geldende spelregels',
    factsAtTable: 'Aan tafel vastgestelde feiten', directorAndTime: 'Wedstrijdleider en tijdstip',
    appeal: 'Beroep kan volgens het reglement worden ingesteld binnen', showAll: 'Alle handen tonen', hiddenHand: 'verborgen', void: 'renonce',
    ddLeftOutHidden: 'Weggelaten: de double-dummytabel en de par zouden de verborgen handen verraden.',
    rooms: { Open: 'Open zaal', Closed: 'Gesloten zaal' }, versus: 'tegen',
    handout: 'Spelverdeling', doubleDummy: 'Dubbel dummy',
  },
};

/** The labels of a language. */
export function boardLabels(language: Language): BoardLabels {
  return LABELS[language];
}
