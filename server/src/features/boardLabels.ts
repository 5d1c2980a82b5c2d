/**
 * Every visible word of the board view and the ruling report, in English and Dutch: headings,
 * column names, the names of the irregularity marks and the words for vulnerability and calls.
 * The board model carries the labels of its language, so the webview and the report renderers
 * never translate anything themselves.
 */
import { Vulnerability } from '../bridge/contract';
import { Language, Localized } from '../i18n/localize';

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
  pass: string;
  noBoard: string;
  of: string;
  vulnerability: Record<Vulnerability, string>;
}

const LABELS: Localized<BoardLabels> = {
  en: {
    board: 'Board', event: 'Event', site: 'Site', date: 'Date', game: 'Game', hands: 'Hands', auction: 'Auction', play: 'Play', rulings: 'Rulings',
    result: 'Result', score: 'Score', recorded: 'Recorded', rectified: 'Rectified', dealer: 'Dealer',
    vulnerable: 'Vulnerable', contract: 'Contract', declarer: 'Declarer', trick: 'Trick', leader: 'Leader',
    winner: 'Winner', tricksInPlay: 'Tricks won in play', revoke: 'revoke', revokeMarked: 'revoke marked ^R',
    leadOutOfTurn: 'lead out of turn (^L)', penaltyCard: 'penalty card', insufficientBid: 'insufficient bid accepted (^I)',
    skippedPlayer: 'player skipped (^S)', transferred: 'Tricks transferred', noRulings: 'No irregularity found in the play.',
    noPlay: 'No play recorded.', noAuction: 'No auction recorded.', explanation: 'Explanation', laws: 'Laws',
    inferred: 'inferred', previousTrick: 'Previous trick', nextTrick: 'Next trick', trickSlider: 'Trick',
    startPosition: 'Before the opening lead', led: 'led', won: 'won', reportTitle: 'Ruling report',
    generatedBy: 'Written by PBN Director from the PBN record.', legend: 'Legend', hcp: 'HCP', pass: 'Pass',
    noBoard: 'Place the cursor in a game to see its board.', of: 'of',
    vulnerability: { None: 'None', NS: 'NS', EW: 'EW', All: 'All' },
  },
  nl: {
    board: 'Spel', event: 'Evenement', site: 'Plaats', date: 'Datum', game: 'Partij', hands: 'Handen', auction: 'Bieding', play: 'Spelverloop', rulings: 'Uitspraken',
    result: 'Resultaat', score: 'Score', recorded: 'Vastgelegd', rectified: 'Rechtgezet', dealer: 'Gever',
    vulnerable: 'Kwetsbaar', contract: 'Contract', declarer: 'Leider', trick: 'Slag', leader: 'Komt uit',
    winner: 'Winnaar', tricksInPlay: 'Slagen gewonnen in het spel', revoke: 'verzaking', revokeMarked: 'verzaking gemarkeerd ^R',
    leadOutOfTurn: 'uitkomst buiten de beurt (^L)', penaltyCard: 'strafkaart', insufficientBid: 'onvoldoende bod geaccepteerd (^I)',
    skippedPlayer: 'speler overgeslagen (^S)', transferred: 'Overgedragen slagen', noRulings: 'Geen onregelmatigheid gevonden in het spel.',
    noPlay: 'Geen spelverloop vastgelegd.', noAuction: 'Geen bieding vastgelegd.', explanation: 'Toelichting', laws: 'Spelregels',
    inferred: 'afgeleid', previousTrick: 'Vorige slag', nextTrick: 'Volgende slag', trickSlider: 'Slag',
    startPosition: 'Voor de openingsuitkomst', led: 'kwam uit', won: 'won', reportTitle: 'Verslag van de uitspraak',
    generatedBy: 'Geschreven door PBN Director uit het PBN-bestand.', legend: 'Legenda', hcp: 'punten', pass: 'Pas',
    noBoard: 'Zet de cursor in een partij om het spel te zien.', of: 'van',
    vulnerability: { None: 'Niemand', NS: 'NZ', EW: 'OW', All: 'Allen' },
  },
};

/** The labels of a language. */
export function boardLabels(language: Language): BoardLabels {
  return LABELS[language];
}
