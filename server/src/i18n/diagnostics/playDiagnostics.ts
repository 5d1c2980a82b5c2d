/**
 * The diagnostics of the play record: tags it needs, tokens, cards not held, revoke and lead
 * marks, unmarked revokes and leads out of turn, and the broken record.
 */
import { RevokeRuling } from '../../shapes/laws';
import { brokenRecordEn, brokenRecordNl } from './playRecordWords';
import { Args, dataOfType, entry } from './entry';
import { Language } from '../localize';
import { card, seat, seatList, tricks } from './readerWords';
import { SUIT_SYMBOLS, Suit } from '../../bridge/cards';
import { cardText } from '../bridgeNotation';

/** What the lead-out-of-turn hint's `data` holds: the `^L` to insert before the card, its trick, seat and card. */
export interface LeadHintData {
  insert: string;
  trick: number;
  seat: string;
  card: string;
}

/** What a revoke diagnostic's `data` holds: the ruling and the Result and Score it gives. */
export interface RevokeDiagnosticData {
  ruling: RevokeRuling;
  expectedResult?: string;
  expectedScore?: string;
}

/** What an obligation asked of its player, as the finding on a `-` card names it: "played the penalty card ♣5 when he had to (Law 50D1)". */
function obligationDuty(a: { readonly obligation: unknown; readonly required: unknown; readonly law: unknown }, language: Language): string {
  const required = String(a.required);
  const shown = /^[SHDC]$/.test(required) ? SUIT_SYMBOLS[required as Suit] : /^[SHDC][AKQJT2-9]$/.test(required) ? cardText(required, language) : required;
  const nl = language === 'nl';
  switch (a.obligation) {
    case 'penalty-card': return nl ? `de strafkaart ${shown} speelde toen dat moest (artikel ${a.law})` : `played the penalty card ${shown} when he had to (Law ${a.law})`;
    case 'lead-restriction': return nl ? `zich hield aan de keuze van de leider voor de uitkomst in ${shown} (artikel ${a.law})` : `kept to declarer's choice for the lead in ${shown} (Law ${a.law})`;
    case 'wrong-hand-lead': return nl ? `${shown} voorspeelde zoals moest (artikel ${a.law})` : `led ${shown} as he had to (Law ${a.law})`;
    default: return nl ? `speelde zoals de leider onder artikel ${a.law} koos` : `played as declarer chose under Law ${a.law}`;
  }
}

/** The entries of this family, by code. */
export const PLAY_DIAGNOSTICS = {
  'pbn.play.no-deal': entry({
    severity: ['error'],
    en: () => 'The play needs a Deal tag before it.',
    nl: () => 'Het spelverloop heeft een Deal-tag ervoor nodig.',
  }),
  'pbn.play.no-declarer': entry({
    severity: ['error'],
    en: (a: Args<never, 'derived'>, l: Language = 'en') => `The play needs a Declarer tag before it${a.derived ? `; the auction makes ${seat(a, 'derived', l)} declarer: add [Declarer "${a.derived}"]` : '; no complete auction in the record says who declared, so fix cannot write it'}.`,
    nl: (a) => `Het spelverloop heeft een Declarer-tag ervoor nodig${a.derived ? `; volgens het bieden is ${seat(a, 'derived', 'nl')} leider: voeg [Declarer "${a.derived}"] toe` : '; geen volledig bieden in de registratie zegt wie leider was, dus fix kan hem niet schrijven'}.`,
  }),
  'pbn.play.no-contract': entry({
    severity: ['error'],
    en: (a: Args<never, 'derived'>) => `The play needs a Contract tag before it${a.derived ? `; the auction ends in ${a.derived}: add [Contract "${a.derived}"]` : '; no complete auction in the record says what it was, so fix cannot write it'}.`,
    nl: (a) => `Het spelverloop heeft een Contract-tag ervoor nodig${a.derived ? `; het bieden eindigt in ${a.derived}: voeg [Contract "${a.derived}"] toe` : '; geen volledig bieden in de registratie zegt wat het was, dus fix kan hem niet schrijven'}.`,
  }),
  'pbn.play.passed-out': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: () => 'The board was passed out, so there is no play.',
    nl: () => 'Het spel is rondgepast, dus er is geen spelverloop.',
  }),
  'pbn.play.after-end': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'text'>) => `"${a.text}" comes after '*', the end of the play record.`,
    nl: (a) => `"${a.text}" staat na '*', het einde van het spelverloop.`,
  }),
  'pbn.play.after-plus': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'text'>) => `"${a.text}": only '-' may follow '+', the card still to be played.`,
    nl: (a) => `"${a.text}": na '+', de nog te spelen kaart, mag alleen '-' staan.`,
  }),
  'pbn.play.unrecorded-tricks': entry({
    severity: ['info'],
    en: (a: Args<'first' | 'last'>) => Number(a.first) === Number(a.last) ? `Trick ${a.first} is written as '- - - -': not recorded (a claim or concession); Result gives the final count.` : `Tricks ${a.first}–${a.last} are written as '- - - -': not recorded (a claim or concession); Result gives the final count.`,
    nl: (a) => Number(a.first) === Number(a.last) ? `Slag ${a.first} staat als '- - - -': niet vastgelegd (een claim of concessie); Result geeft het eindtotaal.` : `Slagen ${a.first}–${a.last} staan als '- - - -': niet vastgelegd (een claim of concessie); Result geeft het eindtotaal.`,
  }),
  'pbn.play.too-many-tricks': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: () => 'The play holds more than 13 tricks.',
    nl: () => 'Het spelverloop bevat meer dan 13 slagen.',
  }),
  'pbn.card.bad-token': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'text'>) => `"${a.text}" is not a card; cards are a suit S H D C and a rank A K Q J T 9 … 2, or '-'.`,
    nl: (a) => `"${a.text}" is geen kaart; kaarten zijn een kleur S H D C en een waarde A K Q J T 9 … 2, of '-'.`,
  }),
  'pbn.card.not-in-hand': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'trick' | 'seat' | 'card'>, l: Language = 'en') => `${seat(a, 'seat', l)} does not hold ${card(a, 'card', l)} at trick ${a.trick} (not dealt to ${seat(a, 'seat', l)}, or played already).`,
    nl: (a) => `${seat(a, 'seat', 'nl')} heeft ${card(a, 'card', 'nl')} niet in slag ${a.trick} (niet aan ${seat(a, 'seat', 'nl')} gegeven, of al gespeeld).`,
  }),
  'pbn.revoke.bad-mark': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'reason' | 'card'>, l: Language = 'en') => a.reason === 'lead' ? `${card(a, 'card', l)} leads the trick, so it cannot be a revoke; remove ^R.` : a.reason === 'follows' ? `${card(a, 'card', l)} follows suit, so it is not a revoke; remove ^R.` : `${card(a, 'card', l)} is a legal discard (no card of the suit led was left); remove ^R.`,
    nl: (a) => a.reason === 'lead' ? `${card(a, 'card', 'nl')} komt uit in de slag en kan dus geen verzaking zijn; verwijder ^R.` : a.reason === 'follows' ? `${card(a, 'card', 'nl')} bekent kleur en is dus geen verzaking; verwijder ^R.` : `${card(a, 'card', 'nl')} is een reglementaire afgooi (geen kaart van de gevraagde kleur meer); verwijder ^R.`,
  }),
  'pbn.revoke.record-error': entry({
    severity: ['info'],
    traits: { keptInLin: true },
    en: (a: Args<'trick' | 'seat' | 'card' | 'held'>, l: Language = 'en') => `Not a revoke, as the Director found: ${seat(a, 'seat', l)}'s ${card(a, 'card', l)} at trick ${a.trick} (while the record shows ${card(a, 'held', l)} still held) is a recording error (Irregularities: RecordError); no ruling.`,
    nl: (a) => `Geen verzaking, zo stelde de wedstrijdleider vast: ${card(a, 'card', 'nl')} van ${seat(a, 'seat', 'nl')} in slag ${a.trick} (terwijl het spelverloop ${card(a, 'held', 'nl')} nog in de hand toont) is een fout in de registratie (Irregularities: RecordError); geen uitspraak.`,
  }),
  'pbn.revoke.unmarked': entry({
    severity: ['warning'],
    traits: { keptInLin: true, ruling: 'given' },
    data: dataOfType<RevokeDiagnosticData>(),
    fixes: ['applyRulings', 'notARevoke'],
    en: (a: Args<'trick' | 'seat' | 'card' | 'held'>, l: Language = 'en') => `${seat(a, 'seat', l)} fails to follow suit with ${card(a, 'card', l)} at trick ${a.trick} while holding ${card(a, 'held', l)}: an unmarked revoke (or a recording error).`,
    nl: (a) => `${seat(a, 'seat', 'nl')} bekent geen kleur met ${card(a, 'card', 'nl')} in slag ${a.trick} terwijl ${seat(a, 'seat', 'nl')} ${card(a, 'held', 'nl')} had: een niet-gemarkeerde verzaking (of een fout in de registratie).`,
  }),
  'pbn.revoke.unknown-card': entry({
    severity: ['warning'],
    traits: { keptInLin: true },
    en: (a: Args<'trick' | 'seat' | 'card' | 'suit' | 'tricks'>, l: Language = 'en') => `${seat(a, 'seat', l)} does not follow ${SUIT_SYMBOLS[a.suit as Suit]} with ${card(a, 'card', l)} at trick ${a.trick}: a revoke if ${seat(a, 'seat', l)} still held ${SUIT_SYMBOLS[a.suit as Suit]}, but ${String(a.tricks).includes(',') ? `the cards ${seat(a, 'seat', l)} played at tricks ${a.tricks} are recorded as '-' and one of them` : `the card ${seat(a, 'seat', l)} played at trick ${a.tricks} is recorded as '-' and`} may have been the last one. Record ${String(a.tricks).includes(',') ? 'those cards' : 'that card'} to rule on the revoke.`,
    nl: (a) => `${seat(a, 'seat', 'nl')} bekent geen ${SUIT_SYMBOLS[a.suit as Suit]} met ${card(a, 'card', 'nl')} in slag ${a.trick}: een verzaking als ${seat(a, 'seat', 'nl')} nog ${SUIT_SYMBOLS[a.suit as Suit]} had, maar ${String(a.tricks).includes(',') ? `de kaarten die ${seat(a, 'seat', 'nl')} in de slagen ${a.tricks} speelde, staan als '-' en een ervan kan` : `de kaart die ${seat(a, 'seat', 'nl')} in slag ${a.tricks} speelde, staat als '-' en kan`} de laatste geweest zijn. Leg ${String(a.tricks).includes(',') ? 'die kaarten' : 'die kaart'} vast om over de verzaking te beslissen.`,
  }),
  'pbn.play.unknown-winner': entry({
    severity: ['warning'],
    traits: { keptInLin: true },
    en: (a: Args<'trick' | 'seats' | 'first' | 'last'>, l: Language = 'en') => `Who won trick ${a.trick} depends on ${seatList(a, l)}'s card, recorded as '-': ${Number(a.first) === Number(a.last) ? `trick ${a.first}` : `tricks ${a.first}–${a.last}`} cannot be read (who led, who followed suit), so no revoke or other irregularity there can be ruled. Record that card.`,
    nl: (a) => `Wie slag ${a.trick} won, hangt af van de kaart van ${seatList(a, 'nl')}, vastgelegd als '-': ${Number(a.first) === Number(a.last) ? `slag ${a.first} is` : `slagen ${a.first}–${a.last} zijn`} niet te lezen (wie voorspeelde, wie bekende), dus geen verzaking of andere onregelmatigheid daar krijgt een uitspraak. Leg die kaart vast.`,
  }),
  'pbn.play.unknown-obligation': entry({
    severity: ['warning'],
    traits: { keptInLin: true },
    en: (a: Args<'seat' | 'trick' | 'obligation' | 'required' | 'law' | 'cause'>, l: Language = 'en') => `${a.cause === 'lead' ? `The card led to trick ${a.trick}` : `${seat(a, 'seat', l)}'s card at trick ${a.trick}`} is recorded as '-': whether ${seat(a, 'seat', l)} ${obligationDuty(a, 'en')} cannot be checked. Record that card.`,
    nl: (a) => `${a.cause === 'lead' ? `De uitgekomen kaart in slag ${a.trick}` : `De kaart van ${seat(a, 'seat', 'nl')} in slag ${a.trick}`} staat als '-': of ${seat(a, 'seat', 'nl')} ${obligationDuty(a, 'nl')} is niet na te gaan. Leg die kaart vast.`,
  }),
  'pbn.lead.bad-mark': entry({
    severity: ['error'],
    traits: { keptInLin: true },
    en: (a: Args<'seat'>, l: Language = 'en') => `${seat(a, 'seat', l)} was on lead, so this is no lead out of turn; remove ^L.`,
    nl: (a) => `${seat(a, 'seat', 'nl')} was aan de beurt om uit te komen, dus dit is geen voorspelen voor de beurt; verwijder ^L.`,
  }),
  'pbn.lead.out-of-turn-unmarked': entry({
    severity: ['hint'],
    traits: { keptInLin: true, ruling: 'wanted' },
    data: dataOfType<LeadHintData>(),
    fixes: ['markLeadOutOfTurn'],
    en: (a: Args<'trick' | 'seat' | 'leader' | 'card'>, l: Language = 'en') => `Trick ${a.trick} only fits ${seat(a, 'seat', l)} leading: with ${seat(a, 'leader', l)} on lead someone fails to follow suit. If ${card(a, 'card', l)} was an accepted lead out of turn, mark it ^L.`,
    nl: (a) => `Slag ${a.trick} klopt alleen als ${seat(a, 'seat', 'nl')} voorspeelde: met ${seat(a, 'leader', 'nl')} aan de beurt bekent iemand geen kleur. Was ${card(a, 'card', 'nl')} een geaccepteerd voorspelen voor de beurt, markeer het dan met ^L.`,
  }),
  'pbn.play.broken-record': entry({
    severity: ['error'],
    traits: { keptInLin: true, blocksFix: 'play-broken' },
    // cause 'rank-missing' (a Bridgemate card without its rank) gives suit and count, the others card and notHeld.
    en: (a: Args<'seat' | 'trick' | 'tricks' | 'cause', 'card' | 'suit' | 'count'>) => brokenRecordEn(a),
    nl: (a) => brokenRecordNl(a),
  }),
};
