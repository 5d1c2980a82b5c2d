/**
 * What the record marks besides its `[Irregularities]` events, in English and Dutch, for the
 * facts block of the ruling report and the board view (features/board/boardRecordMarks.ts): the
 * auction's accepted irregularities, declarer and dummy swapped, cards marked as revokes or
 * accepted leads out of turn, a play record that stops early, a Result marked as differing, and
 * the ruling line a fix wrote. Seats, sides, cards and trick counts come in already in words.
 */
import { Localized } from './localize';

/** The sentences of the record's marks, one entry per fact. */
export interface RecordMarkWords {
  skipped: (seat: string) => string;
  insufficientBid: (seat: string, bid: string) => string;
  swapped: (declarer: string) => string;
  cardAt: (trick: number, seat: string, card: string) => string;
  revokeMarked: (where: string) => string;
  leadMarked: (where: string) => string;
  duringTrick: (trick: number, cards: number) => string;
  afterTrick: (trick: number) => string;
  lastTrickClaimed: string;
  lastTricksClaimed: (count: number) => string;
  playStops: (where: string, rest: string) => string;
  resultIrregular: string;
  lineUnreadable: string;
  lineSeveral: string;
  rulingRecorded: string;
  lineAtTable: (side: string, tricks: string) => string;
  law: (law: string) => string;
  transferred: (law: string, tricks: string, side: string) => string;
  noTransfer: string;
  lineRectified: (side: string, tricks: string) => string;
}

/** The record's marks in words, per language. */
export const RECORD_MARK_WORDS: Localized<RecordMarkWords> = {
  en: {
    skipped: (seat) => `Auction: ${seat} was skipped (a call out of rotation, accepted)`,
    insufficientBid: (seat, bid) => `Auction: ${seat}'s ${bid} is an insufficient bid, accepted`,
    swapped: (declarer) => `Declarer and dummy swapped: ${declarer} played the hand`,
    cardAt: (trick, seat, card) => `Trick ${trick}, ${seat}: ${card}`,
    revokeMarked: (where) => `${where} — a revoke, marked in the record as not noticed in time`,
    leadMarked: (where) => `${where} — a lead out of turn, marked in the record as accepted`,
    duringTrick: (trick, cards) => `during trick ${trick}, after ${cards} card${cards === 1 ? '' : 's'}`,
    afterTrick: (trick) => `after trick ${trick}`,
    lastTrickClaimed: 'the last trick was claimed or conceded',
    lastTricksClaimed: (count) => `the last ${count} tricks were claimed or conceded`,
    playStops: (where, rest) => `The play record stops ${where}: ${rest}`,
    resultIrregular: 'The Result is marked as differing from the tricks won in the play (a rectified result)',
    lineUnreadable: 'A comment starts like a ruling line but cannot be read',
    lineSeveral: 'The game holds more than one ruling line',
    rulingRecorded: 'A ruling is recorded',
    lineAtTable: (side, tricks) => `at the table ${side} ${tricks}`,
    law: (law) => `Law ${law}`,
    transferred: (law, tricks, side) => `${law}: ${tricks} transferred to ${side}`,
    noTransfer: 'no trick transferred',
    lineRectified: (side, tricks) => `rectified ${side} ${tricks}`,
  },
  nl: {
    skipped: (seat) => `Bieding: ${seat} werd overgeslagen (een bod voor de beurt, geaccepteerd)`,
    insufficientBid: (seat, bid) => `Bieding: ${bid} van ${seat} is een onvoldoende bod, geaccepteerd`,
    swapped: (declarer) => `Leider en blinde verwisseld: ${declarer} speelde het spel`,
    cardAt: (trick, seat, card) => `Slag ${trick}, ${seat}: ${card}`,
    revokeMarked: (where) => `${where} — een verzaking, in de registratie gemarkeerd als niet op tijd opgemerkt`,
    leadMarked: (where) => `${where} — voorspelen voor de beurt, in de registratie gemarkeerd als geaccepteerd`,
    duringTrick: (trick, cards) => `tijdens slag ${trick}, na ${cards} ${cards === 1 ? 'kaart' : 'kaarten'}`,
    afterTrick: (trick) => `na slag ${trick}`,
    lastTrickClaimed: 'de laatste slag werd opgeëist of afgestaan',
    lastTricksClaimed: (count) => `de laatste ${count} slagen werden opgeëist of afgestaan`,
    playStops: (where, rest) => `Het spelverloop stopt ${where}: ${rest}`,
    resultIrregular: 'Het resultaat is gemarkeerd als afwijkend van de slagen gewonnen in het spel (een rechtgezet resultaat)',
    lineUnreadable: 'Een commentaar begint als een uitspraakregel maar is niet te lezen',
    lineSeveral: 'Het spel bevat meer dan één uitspraakregel',
    rulingRecorded: 'Een uitspraak is vastgelegd',
    lineAtTable: (side, tricks) => `aan tafel ${side} ${tricks}`,
    law: (law) => `artikel ${law}`,
    transferred: (law, tricks, side) => `${law}: ${tricks} overgedragen naar ${side}`,
    noTransfer: 'geen slag overgedragen',
    lineRectified: (side, tricks) => `rechtgezet ${side} ${tricks}`,
  },
};
