/**
 * The parts of the penalty-card and lead-restriction rulings' sentences in English and Dutch: the
 * card's size and how it came to be exposed, what its owner must do, two cards on the table, when
 * it was played or picked up, a size the tag gets wrong; and declarer's choice when the owner's
 * partner is to lead (require, forbid, neither, or not recorded). Citations come in as arguments;
 * laws/irregularities/messages.ts picks the parts.
 */
import { Localized } from '../localize';

/** The sentence parts of the penalty-card and lead-restriction rulings in one language. */
export interface PenaltyCardParts {
  /** "a major penalty card" / "a minor penalty card" / "a penalty card". */
  size: { major: string; minor: string; single: string };
  /** How the card came to be a penalty card. */
  origin: { exposed: string; 'lead-out-of-turn': string; 'premature-play': string; 'corrected-revoke': string };
  /** What the owner of a minor penalty card may not do. */
  minorDuty: (seat: string, suit: string) => string;
  /** What the owner of a major penalty card must do. */
  majorDuty: (seat: string) => string;
  /** "♥7 of East, exposed at trick 3, is a major penalty card: <duty> (citation)". */
  ruling: (card: string, seat: string, origin: string, trick: number, size: string, duty: string, citation: string) => string;
  /** With other penalty cards on the table all are major. */
  alongWith: (others: string, lawReference: string) => string;
  /** A minor card made major from a later trick, when a second penalty card joined it. */
  alongWithFrom: (others: string, trick: number, lawReference: string) => string;
  /** "; played at trick 5". */
  playedAt: (trick: number) => string;
  /** "; picked up at trick 5 by declarer's choice". */
  withdrawnAt: (trick: number) => string;
  /** The tag records a size the law does not give. */
  sizeMismatch: (recorded: string, article: string, size: string) => string;
  /** The code has one kind of penalty card only. */
  singleKind: string;
  /** Declarer asked about a suit other than the penalty card's. */
  restrictionWrongSuit: (forbid: boolean, leader: string, asked: string, trick: number, owner: string, citation: string) => string;
  /** A lead restriction without a major penalty card on the table. */
  restrictionNoPenaltyCard: (leader: string, trick: number, owner: string, citation: string) => string;
  /** A lead restriction recorded for a defender who led out of turn (the lead stood). */
  restrictionNotInTurn: (leader: string, trick: number, citation: string) => string;
  /** Declarer's choice is not recorded. */
  restrictionUnrecorded: (leader: string, trick: number, owner: string, suits: string, citation: string) => string;
  /** Declarer requires the suit. */
  restrictionRequire: (leader: string, suits: string, trick: number, citation: string) => string;
  /** Declarer forbids the suit. */
  restrictionForbid: (leader: string, suits: string, trick: number, citation: string) => string;
  /** Declarer puts no restriction on the lead. */
  restrictionNone: (leader: string, trick: number, citation: string) => string;
}

const dutchSize = (size: string) => (size === 'major' ? 'groot' : 'klein');

/** The penalty-card and lead-restriction parts per language. */
export const PENALTY_CARD_TEXTS: Localized<PenaltyCardParts> = {
  en: {
    size: { major: 'a major penalty card', minor: 'a minor penalty card', single: 'a penalty card' },
    origin: { exposed: 'exposed', 'lead-out-of-turn': 'led out of turn and not accepted', 'premature-play': 'played prematurely', 'corrected-revoke': 'withdrawn when the revoke was corrected' },
    minorDuty: (seat, suit) => `${seat} may play no other ${suit} below an honour before it`,
    majorDuty: (seat) => `it stays face up and ${seat} must play it at the first legal opportunity, following suit or a restriction first`,
    ruling: (card, seat, origin, trick, size, duty, citation) => `${card} of ${seat}, ${origin} at trick ${trick}, is ${size}: ${duty} ${citation}`,
    alongWith: (others, lawReference) => `; with ${others} also on the table, all are major (${lawReference})`,
    alongWithFrom: (others, trick, lawReference) => `; from trick ${trick}, with ${others} also on the table, all are major (${lawReference})`,
    playedAt: (trick) => `; played at trick ${trick}`,
    withdrawnAt: (trick) => `; picked up at trick ${trick} by declarer's choice`,
    sizeMismatch: (recorded, article, size) => `. The tag records it as ${recorded}, but Law ${article} makes it ${size}`,
    singleKind: '. This code has one kind of penalty card only',
    restrictionWrongSuit: (forbid, leader, asked, trick, owner, citation) => `Declarer cannot ${forbid ? 'forbid' : 'require'} ${leader} to lead ${asked} at trick ${trick}: the choice is only about the suit of ${owner}'s penalty card, which stays on the table ${citation}.`,
    restrictionNoPenaltyCard: (leader, trick, owner, citation) => `Lead restriction for ${leader} at trick ${trick}, but ${owner} has no major penalty card on the table then, so declarer has no such choice ${citation}.`,
    restrictionNotInTurn: (leader, trick, citation) => `Lead restriction for ${leader} at trick ${trick}, but ${leader} led out of turn there, not on lead in turn, so declarer has no such choice ${citation}.`,
    restrictionUnrecorded: (leader, trick, owner, suits, citation) => `${leader} is to lead at trick ${trick} while partner ${owner} has a major penalty card (${suits}) on the table: declarer first chooses to require that suit, forbid it, or neither; record the choice with LeadRestriction ${citation}`,
    restrictionRequire: (leader, suits, trick, citation) => `Declarer requires ${leader} to lead ${suits} at trick ${trick}; the penalty card is picked up ${citation}`,
    restrictionForbid: (leader, suits, trick, citation) => `Declarer forbids ${leader} to lead ${suits} from trick ${trick} while he keeps the lead; the penalty card is picked up ${citation}`,
    restrictionNone: (leader, trick, citation) => `Declarer puts no restriction on ${leader}'s lead at trick ${trick}; the penalty card stays on the table ${citation}`,
  },
  nl: {
    size: { major: 'een grote strafkaart', minor: 'een kleine strafkaart', single: 'een strafkaart' },
    origin: { exposed: 'getoond', 'lead-out-of-turn': 'voor de beurt voorgespeeld en niet geaccepteerd', 'premature-play': 'voortijdig gespeeld', 'corrected-revoke': 'teruggenomen bij het herstel van de verzaking' },
    minorDuty: (seat, suit) => `${seat} mag geen andere ${suit} lager dan een honneur spelen voordat hij deze speelt`,
    majorDuty: (seat) => `ze blijft open liggen en ${seat} moet haar spelen zodra dat reglementair kan, na kleur bekennen of een opgelegde beperking`,
    ruling: (card, seat, origin, trick, size, duty, citation) => `${card} van ${seat}, ${origin} in slag ${trick}, is ${size}: ${duty} ${citation}`,
    alongWith: (others, lawReference) => `; met ook ${others} op tafel zijn ze alle groot (${lawReference})`,
    alongWithFrom: (others, trick, lawReference) => `; vanaf slag ${trick}, met ook ${others} op tafel, zijn ze alle groot (${lawReference})`,
    playedAt: (trick) => `; gespeeld in slag ${trick}`,
    withdrawnAt: (trick) => `; opgenomen in slag ${trick} door de keuze van de leider`,
    sizeMismatch: (recorded, article, size) => `. De tag noemt haar ${dutchSize(recorded)}, maar artikel ${article} maakt haar ${dutchSize(size)}`,
    singleKind: '. Deze spelregels kennen maar één soort strafkaart',
    restrictionWrongSuit: (forbid, leader, asked, trick, owner, citation) => `De leider kan ${leader} in slag ${trick} niet ${forbid ? 'verbieden' : 'opleggen'} ${asked} voor te spelen: de keuze gaat alleen over de kleur van de strafkaart van ${owner}, die op tafel blijft ${citation}.`,
    restrictionNoPenaltyCard: (leader, trick, owner, citation) => `Voorspeelbeperking voor ${leader} in slag ${trick}, maar ${owner} heeft dan geen grote strafkaart op tafel, dus de leider heeft die keuze niet ${citation}.`,
    restrictionNotInTurn: (leader, trick, citation) => `Voorspeelbeperking voor ${leader} in slag ${trick}, maar ${leader} speelde daar voor de beurt voor en kwam niet op zijn beurt aan slag, dus de leider heeft die keuze niet ${citation}.`,
    restrictionUnrecorded: (leader, trick, owner, suits, citation) => `${leader} moet voorspelen in slag ${trick} terwijl partner ${owner} een grote strafkaart (${suits}) op tafel heeft: de leider kiest eerst of hij die kleur eist, verbiedt of geen van beide; leg de keuze vast met LeadRestriction ${citation}`,
    restrictionRequire: (leader, suits, trick, citation) => `De leider eist dat ${leader} in slag ${trick} ${suits} voorspeelt; de strafkaart wordt opgenomen ${citation}`,
    restrictionForbid: (leader, suits, trick, citation) => `De leider verbiedt ${leader} vanaf slag ${trick} ${suits} voor te spelen zolang hij aan slag blijft; de strafkaart wordt opgenomen ${citation}`,
    restrictionNone: (leader, trick, citation) => `De leider legt ${leader} in slag ${trick} geen voorspeelbeperking op; de strafkaart blijft op tafel ${citation}`,
  },
};
