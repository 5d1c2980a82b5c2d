/**
 * The words of the double-dummy answers where people look at them, in English and Dutch: the 5×4
 * grid of a DD table (declarers N E S W / N O Z W, strains NT ♠ ♥ ♦ ♣ / SA ♠ ♥ ♦ ♣), the card
 * hover's "tricks before and after" (in a revoke's trick what the revoke cost), the inlay hint, the state of an answer still being computed
 * or impossible, the titles of the code actions that write double-dummy values, and the words of
 * a par.
 */
import { Strain } from '../bridge/cards';
import { strainText, tricksText } from './bridgeNotation';
import { SEATS, Seat, Side } from '../bridge/seats';
import { seatName, sideName } from './bridgeTerms';
import type { DdTable } from '../shapes/ddTypes';
import type { DdErrorData } from '../shapes/ddErrorCode';
import { seatLetter } from './scoreNotation';
import { ddErrorText } from './ddMessages';
import { Language, Localized } from './localize';

/** The grid's strains, left to right. */
export const GRID_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** The words of the DD views. */
export interface DdWords {
  doubleDummy: string;
  declarer: string;
  computing: string;
  unavailable: string;
  tricks: string;
  costDeclarer: string;
  costDefenders: string;
  /** Table heading in the board view and report: "Double dummy (tricks per declarer)". */
  tableCaption: string;
}

/** The DD words of a language. */
export const DD_WORDS: Localized<DdWords> = {
  en: {
    doubleDummy: 'Double dummy', declarer: 'Declarer', computing: 'computing…', unavailable: 'not available', tricks: 'tricks',
    costDeclarer: 'cost declarer', costDefenders: 'cost the defenders', tableCaption: 'Tricks each declarer takes double dummy',
  },
  nl: {
    doubleDummy: 'Dubbel dummy', declarer: 'Leider', computing: 'wordt berekend…', unavailable: 'niet beschikbaar', tricks: 'slagen',
    costDeclarer: 'kostte de leider', costDefenders: 'kostte de tegenspelers', tableCaption: 'Slagen per leider, dubbel dummy',
  },
};

/** The grid as plain text lines: a header `    NT  ♠  ♥  ♦  ♣`, then one row per declarer. */
export function gridLines(table: DdTable, language: Language): string[] {
  const header = `${' '.repeat(2)}${GRID_STRAINS.map((strain) => strainText(strain, language).padStart(3)).join('')}`;
  const rows = SEATS.map((seat) => `${seatLetter(seat, language).padEnd(2)}${GRID_STRAINS.map((strain) => String(table[seat][strain]).padStart(3)).join('')}`);
  return [header, ...rows];
}

/** "Double dummy: computing…" / "Dubbel dummy: wordt berekend…". */
export function computingText(language: Language): string {
  return `${DD_WORDS[language].doubleDummy}: ${DD_WORDS[language].computing}`;
}

/** "Double dummy not available: <reason>". */
export function unavailableText(error: DdErrorData, language: Language): string {
  const words = DD_WORDS[language];
  return `${words.doubleDummy} ${words.unavailable}: ${ddErrorText(error.code, error.params, language)}`;
}


/** "DD: 10 tricks before, 9 after: this card cost declarer a trick" and its Dutch. */
export function cardCostText(cost: { before: number; after: number; cost: number; declarerSide: boolean; revokeTrick?: boolean }, language: Language): string {
  const nl = language === 'nl';
  if (cost.revokeTrick) {
    return nl
      ? `DD: ${tricksText(cost.before, language)} voor de leider vóór deze slag, ${cost.after} erna (een verzaking in deze slag)`
      : `DD: ${tricksText(cost.before, language)} for declarer before this trick, ${cost.after} after it (a revoke in this trick)`;
  }
  if (cost.cost === 0) {
    return nl ? `DD: ${tricksText(cost.before, language)} voor de leider, vóór en na deze kaart` : `DD: ${tricksText(cost.before, language)} for declarer before and after this card`;
  }
  const who = cost.declarerSide ? (nl ? 'de leider' : 'declarer') : (nl ? 'de tegenspelers' : 'the defenders');
  const tricks = cost.cost === 1 ? (nl ? 'een slag' : 'a trick') : tricksText(cost.cost, language);
  return nl
    ? `DD: ${tricksText(cost.before, language)} vóór, ${cost.after} na: deze kaart kostte ${who} ${tricks}`
    : `DD: ${tricksText(cost.before, language)} before, ${cost.after} after: this card cost ${who} ${tricks}`;
}

/** The Law 64C numbers of a revoke, for the hover of the other cards of its trick. */
export interface RevokeTrickFacts {
  /** The non-offenders, the offender, and what the revoke cost the non-offenders double dummy. */
  side: Side;
  offender: Seat;
  damage: number;
  /** The non-offenders' totals: with the offender's best legal card, and after the revoke trick. */
  withLegalCard: number;
  afterRevokeTrick: number;
  article: string;
}

/** "DD: East's revoke in this trick cost NS no trick (9 with East's best legal card, 9 after the trick; Law 64C1)". */
export function revokeTrickText(facts: RevokeTrickFacts, language: Language): string {
  const side = sideName(facts.side, language);
  const offender = seatName(facts.offender, language);
  if (language === 'nl') {
    const cost = facts.damage > 0 ? tricksText(facts.damage, 'nl') : 'geen slag';
    return `DD: de verzaking van ${offender} in deze slag kostte ${side} ${cost} (${facts.withLegalCard} met de beste reglementaire kaart van ${offender}, ${facts.afterRevokeTrick} na de slag; artikel ${facts.article})`;
  }
  const cost = facts.damage > 0 ? tricksText(facts.damage, 'en') : 'no trick';
  return `DD: ${offender}'s revoke in this trick cost ${side} ${cost} (${facts.withLegalCard} with ${offender}'s best legal card, ${facts.afterRevokeTrick} after the trick; Law ${facts.article})`;
}

/** The inlay hint after a card that cost its side tricks: `DD −1`. */
export function costHintLabel(cost: number): string {
  return `DD −${cost}`;
}

/** Code action titles. */
export const DD_ACTION_TITLES: Localized<{ addAnalysis: string; correct: (value: string) => string; adjustedWithoutRevoke: (value: string, article: string) => string }> = {
  en: {
    addAnalysis: 'Add double-dummy analysis (OptimumResultTable, OptimumScore, ParContract)',
    correct: (value) => `Correct to ${value} (double dummy)`,
    adjustedWithoutRevoke: (value, article) => `Add [AdjustedScore "${value}"]: the result without the revoke, double dummy (Law ${article})`,
  },
  nl: {
    addAnalysis: 'Dubbel-dummy-analyse toevoegen (OptimumResultTable, OptimumScore, ParContract)',
    correct: (value) => `Verbeter naar ${value} (dubbel dummy)`,
    adjustedWithoutRevoke: (value, article) => `[AdjustedScore "${value}"] toevoegen: het resultaat zonder de verzaking, dubbel dummy (artikel ${article})`,
  },
};

/** The words of a par ("Par: 4♠ by N/S, NS +620" / "Par: 4♠ door N/Z, NZ +620"), with the seat letters it joins. */
export const PAR_WORDS: Localized<{ by: string; or: string; passedOut: string; seats: Record<Seat, string> }> = {
  en: { by: 'by', or: 'or', passedOut: 'passed out', seats: { N: 'N', E: 'E', S: 'S', W: 'W' } },
  nl: { by: 'door', or: 'of', passedOut: 'rondgepast', seats: { N: 'N', E: 'O', S: 'Z', W: 'W' } },
};
