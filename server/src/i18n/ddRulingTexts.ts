/**
 * The double-dummy findings that become diagnostics, in English and Dutch: the Law 64C equity of
 * an established revoke (the edition's article: the 1975 general indemnity clause of Law 64,
 * 64C, or 2017's 64C1 and 64C2), a claim against best defence (Laws 70 and 70C, 71 for a
 * concession), and a wrong cell of a DD tag. Each says that double dummy is a bound.
 */
import { Card, Strain } from '../bridge/cards';
import { Seat, Side } from '../bridge/seats';
import { lawsName, seatName, sideName } from './bridgeTerms';
import { cardText } from './ddMessages';
import { strainText, tricksText } from './bridgeNotation';
import { Language } from './localize';

/** "Law 64C1 (Laws 2017)"; for 1975 "Law 64, general indemnity clause (Laws 1975)". */
export function equityCitation(article: string, indemnityClause: boolean, edition: string, language: Language): string {
  const nl = language === 'nl';
  const laws = lawsName(edition, language);
  if (indemnityClause) return nl ? `Artikel ${article}, algemene schadeloosstelling (${laws})` : `Law ${article}, general indemnity clause (${laws})`;
  return nl ? `Artikel ${article} (${laws})` : `Law ${article} (${laws})`;
}

const BOUND = {
  en: 'Double dummy is a bound, not the likely result: the decision is the Director\'s.',
  nl: 'Dubbel dummy is een grens, niet het waarschijnlijke resultaat: de beslissing is aan de wedstrijdleider.',
};

/** The numbers of one revoke's Law 64C check, the non-offenders' totals (see analysis/logic/answers/equity.ts). */
export interface EquityFacts {
  /** The non-offenders and the offender. */
  side: Side;
  offender: Seat;
  /** Double dummy: with the offender's best legal card at the revoke, and after the revoke trick. */
  withLegalCard: number;
  afterRevokeTrick: number;
  damage: number;
  /** Tricks transferred to the non-offenders; with none, the article that decided (`64B3`, `64c`). */
  transfer: number;
  law: string;
  /** Without the revoke, and as rectified. */
  without: number;
  after: number;
}

/** "double dummy the revoke cost NS 3 tricks (10 with East's best legal card, 7 after the revoke trick); the transfer gives them 1 trick: without the revoke NS would take 10 tricks, as rectified 8". */
function equityNumbers(facts: EquityFacts, language: Language): string {
  const side = sideName(facts.side, language);
  const offender = seatName(facts.offender, language);
  if (language === 'nl') {
    const cost = facts.damage > 0 ? tricksText(facts.damage, 'nl') : 'geen slag';
    const transfer = facts.transfer > 0 ? `de overdracht geeft ${side} ${tricksText(facts.transfer, 'nl')}` : `er wordt geen slag overgedragen (artikel ${facts.law})`;
    return `dubbel dummy kostte de verzaking ${side} ${cost} (${facts.withLegalCard} met de beste reglementaire kaart van ${offender}, ${facts.afterRevokeTrick} na de slag van de verzaking); ${transfer}: zonder de verzaking zou ${side} ${tricksText(facts.without, 'nl')} maken, rechtgezet ${facts.after}`;
  }
  const cost = facts.damage > 0 ? tricksText(facts.damage, 'en') : 'no trick';
  const transfer = facts.transfer > 0 ? `the transfer gives them ${tricksText(facts.transfer, 'en')}` : `no trick is transferred (Law ${facts.law})`;
  return `double dummy the revoke cost ${side} ${cost} (${facts.withLegalCard} with ${offender}'s best legal card, ${facts.afterRevokeTrick} after the revoke trick); ${transfer}: without the revoke ${side} would take ${tricksText(facts.without, 'en')}, as rectified ${facts.after}`;
}

/** The equity warning: the transfer falls short of what the revoke cost the non-offenders. */
export function equityWarning(facts: EquityFacts & { citation: string; adjusted: string }, language: Language): string {
  return language === 'nl'
    ? `${facts.citation}: ${equityNumbers(facts, 'nl')} — overweeg de billijkheid te herstellen (arbitrale score ${facts.adjusted}). ${BOUND.nl}`
    : `${facts.citation}: ${equityNumbers(facts, 'en')} — consider restoring equity (adjusted score ${facts.adjusted}). ${BOUND.en}`;
}

/** The sentence added to the equity note when the rectification gives the non-offenders at least what they would have had without the revoke. */
export function equityRestored(facts: EquityFacts, language: Language): string {
  const numbers = equityNumbers(facts, language);
  const first = numbers.charAt(0).toUpperCase() + numbers.slice(1);
  return language === 'nl'
    ? `${first}, dus de rechtzetting maakt de schade goed.`
    : `${first}, so the rectification makes up for the damage.`;
}

/** The words for the claiming side: declarer's, or the defenders' (with the claimer when known). */
function claimers(declarerSide: boolean, claimer: Seat | undefined, language: Language): string {
  const nl = language === 'nl';
  const who = declarerSide ? (nl ? 'de leider' : 'declarer') : (nl ? 'de tegenspelers' : 'the defenders');
  return claimer ? `${who} (${nl ? 'claim van' : "claim by"} ${seatName(claimer, language)})` : who;
}

/** Facts of a claim message. */
export interface ClaimFacts {
  recorded: number;
  claimed: number;
  remaining: number;
  ddClaimer: number;
  claimerIsDeclarerSide: boolean;
  claimer?: Seat;
  /** The opponents of the claimer are to play, with their best cards. */
  opponentsBest?: { seat: Seat; cards: Card[] };
  outstandingTrumps: Array<{ card: Card; seat: Seat }>;
  articles: { outstandingTrump: string; disputed: string; concession: string };
  edition: string;
}

/** `pbn.claim.dd-short`: the claim is more than best defence allows. */
export function claimShortText(facts: ClaimFacts, language: Language): string {
  const nl = language === 'nl';
  const who = claimers(facts.claimerIsDeclarerSide, facts.claimer, language);
  const opponents = facts.claimerIsDeclarerSide ? (nl ? 'de tegenspelers' : 'the defenders') : (nl ? 'de leider' : 'declarer');
  const lost = facts.remaining - facts.ddClaimer;
  const best = facts.opponentsBest ? ` (${nl ? 'beste van' : 'best for'} ${seatName(facts.opponentsBest.seat, language)}: ${facts.opponentsBest.cards.slice(0, 3).map((card) => cardText(card, language)).join(', ')})` : '';
  const laws = lawsName(facts.edition, language);
  const main = nl
    ? `Result ${facts.recorded} eist ${facts.claimed} van de laatste ${facts.remaining} slagen op voor ${who}; dubbel dummy kan ${opponents} er ${lost} van maken${best}.`
    : `Result ${facts.recorded} claims ${facts.claimed} of the last ${facts.remaining} tricks for ${who}; double dummy ${opponents} can take ${lost} of them${best}.`;
  const bound = nl ? `Dubbel dummy is een grens, niet het waarschijnlijke resultaat: de wedstrijdleider beoordeelt de claim (artikel ${facts.articles.disputed}, ${laws}).` : `Double dummy is a bound, not the likely result: the claim is the Director's to judge (Law ${facts.articles.disputed}, ${laws}).`;
  return [main, trumpsSentence(facts, language), bound].filter(Boolean).join(' ');
}

/** `pbn.claim.dd-conceded`: the claimer's side gave away tricks it could take double dummy. */
export function claimConcededText(facts: ClaimFacts, language: Language): string {
  const nl = language === 'nl';
  const who = claimers(facts.claimerIsDeclarerSide, facts.claimer, language);
  const laws = lawsName(facts.edition, language);
  const same = claimers(facts.claimerIsDeclarerSide, undefined, language);
  const main = nl
    ? `Result ${facts.recorded} geeft ${who} ${facts.claimed} van de laatste ${facts.remaining} slagen; dubbel dummy kan ${same} er ${facts.ddClaimer} maken.`
    : `Result ${facts.recorded} gives ${who} ${facts.claimed} of the last ${facts.remaining} tricks; double dummy ${same} can take ${facts.ddClaimer}.`;
  const rule = nl
    ? `Een afgestane slag wordt alleen teruggegeven als geen enkele normale speelwijze hem kon verliezen (artikel ${facts.articles.concession}, ${laws}): dubbel dummy is een bovengrens.`
    : `A conceded trick is restored only when no normal play could lose it (Law ${facts.articles.concession}, ${laws}): double dummy is an upper bound.`;
  return [main, trumpsSentence(facts, language), rule].filter(Boolean).join(' ');
}

/** "Trumps still out at the claim: ♥Q (West) (Law 70C)." or nothing. */
function trumpsSentence(facts: ClaimFacts, language: Language): string {
  if (facts.outstandingTrumps.length === 0) return '';
  const list = facts.outstandingTrumps.map(({ card, seat }) => `${cardText(card, language)} (${seatName(seat, language)})`).join(', ');
  return language === 'nl'
    ? `Troeven van de tegenpartij bij de claim: ${list} (artikel ${facts.articles.outstandingTrump}).`
    : `Trumps still out at the claim: ${list} (Law ${facts.articles.outstandingTrump}).`;
}

/** `pbn.dd.table-mismatch` for a board with many wrong cells: how many, the first of them, and the action that rewrites them. */
export function tableMismatchesText(count: number, first: { tag: string; declarer?: Seat; strain?: Strain; found: string; expected: string }, language: Language): string {
  return language === 'nl'
    ? `${count} waarden van de dubbel-dummy-tags kloppen niet met dubbel dummy (de eerste: ${tableMismatchText(first, language)}); "Dubbel-dummy-analyse toevoegen" schrijft ze opnieuw.`
    : `${count} values of the DD tags differ from double dummy (the first: ${tableMismatchText(first, language)}); "Add double-dummy analysis" writes them again.`;
}

/** `pbn.dd.table-mismatch` for one cell. */
export function tableMismatchText(cell: { tag: string; declarer?: Seat; strain?: Strain; found: string; expected: string }, language: Language): string {
  const nl = language === 'nl';
  if (!cell.declarer || !cell.strain) {
    return nl ? `${cell.tag}: de parscore is dubbel dummy ${cell.expected}, niet ${cell.found}` : `${cell.tag}: the par score is ${cell.expected} double dummy, not ${cell.found}`;
  }
  const where = `${seatName(cell.declarer, language)} in ${strainText(cell.strain, language)}`;
  const base = cell.tag === 'DoubleDummyTricks' ? 16 : 10;
  const [tricks, found] = [parseInt(cell.expected, base), parseInt(cell.found, base)];
  const digit = base === 16 ? (nl ? ` (cijfer ${cell.expected})` : ` (digit ${cell.expected})`) : '';
  return nl
    ? `${cell.tag}: ${where} maakt dubbel dummy ${tricksText(tricks, language)}, niet ${found}${digit}`
    : `${cell.tag}: ${where} takes ${tricksText(tricks, language)} double dummy, not ${found}${digit}`;
}
