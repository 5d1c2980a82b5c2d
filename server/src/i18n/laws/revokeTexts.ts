/**
 * The parts of a revoke ruling's sentences in English and Dutch: who revoked where (with the card
 * held or the obligation breached), whether and how the revoke was established, what a revoke
 * corrected in time leaves behind, the equity note of Law 64C (or the 1975 closing paragraph) and
 * the hint for a revoke the record does not mark. laws/messages.ts decides which part a ruling and
 * its edition need and joins them; the era's phrases for the outcome are in revokePhrases.ts.
 */
import { Localized } from '../localize';

/** The sentence parts of a revoke ruling in one language. */
export interface RevokeSentenceParts {
  /** "Revoke by East at trick 7 (♦3 instead of …)". */
  revokeBreach: (seat: string, trick: number, cards: string, breach: string) => string;
  /** "Revoke by East at trick 7 (♦3 while holding ♣5)". */
  revokeHolding: (seat: string, trick: number, cards: string, held: string) => string;
  /** "Revoke by East at trick 7 (♠5)", ruled from the facts (the card when noted). */
  revokeFromFacts: (seat: string, trick: number, cards?: string) => string;
  /** ", established" (from the facts: no play shows when). */
  established: string;
  /** "Ruled from the facts: led ♦; South won trick 7; EW won 1 trick after it; …". */
  factsNote: (parts: string[]) => string;
  /** The word for a card whose suit the facts do not give ("a card he could have played"). */
  cardWord: string;
  /** The parts of that note. */
  factParts: { led: (suit: string) => string; won: (seat: string, trick: number) => string; later: (side: string, tricks: string) => string; legal: (seat: string, yes: boolean) => string };
  /** ", corrected before it was established". */
  corrected: string;
  /** ", not established". */
  notEstablished: string;
  /** ", corrected after an illegal inquiry and so treated as established (Law 63B)". */
  establishedByInquiry: (article: string) => string;
  /** ", established at trick 8". */
  establishedAt: (trick: number) => string;
  /** ", established by the claim or concession". */
  establishedByClaim: string;
  /** "no trick transferred (Law 62, Laws 1987); <after>." for a revoke corrected in time. */
  correctedNoTransfer: (lawReference: string, laws: string, after: string) => string;
  /** Declarer's corrected card goes back into the hand without the era's remedy. */
  correctedDeclarerCard: (card: string, remedy: string, lawReference: string) => string;
  /** A defender's withdrawn card becomes a penalty card. */
  correctedDefenderCard: (card: string, penaltyCard: string, lawReference: string) => string;
  /** The equity note where the 1975 code closes Law 64 with the Director's general indemnity. */
  equityBySide: (article: string, laws: string) => string;
  /** The equity note of Law 64C. */
  equityByPlayer: (article: string, laws: string) => string;
  /** The hint for a revoke the record does not mark `^R`. */
  unmarkedRevoke: string;
}

/** The revoke sentence parts per language. */
export const REVOKE_TEXTS: Localized<RevokeSentenceParts> = {
  en: {
    revokeBreach: (seat, trick, cards, breach) => `Revoke by ${seat} at trick ${trick} (${cards} ${breach})`,
    revokeHolding: (seat, trick, cards, held) => `Revoke by ${seat} at trick ${trick} (${cards} while holding ${held})`,
    revokeFromFacts: (seat, trick, cards) => `Revoke by ${seat} at trick ${trick}${cards ? ` (${cards})` : ''}`,
    established: ', established',
    factsNote: (parts) => `Ruled from the facts: ${parts.join('; ')}.`,
    cardWord: 'card',
    factParts: {
      led: (suit) => `${suit} led`,
      won: (seat, trick) => `${seat} won trick ${trick}`,
      later: (side, tricks) => `${side} won ${tricks} after it`,
      legal: (seat, yes) => (yes ? `${seat} later won a trick with a card he could legally have played to it` : `${seat} won no later trick with a card he could legally have played to it`),
    },
    corrected: ', corrected before it was established',
    notEstablished: ', not established',
    establishedByInquiry: (article) => `, corrected after an illegal inquiry and so treated as established (Law ${article})`,
    establishedAt: (trick) => `, established at trick ${trick}`,
    establishedByClaim: ', established by the claim or concession',
    correctedNoTransfer: (lawReference, laws, after) => `no trick transferred (${lawReference}, ${laws}); ${after}.`,
    correctedDeclarerCard: (card, remedy, lawReference) => `the ${card} goes back into the hand without ${remedy} (${lawReference})`,
    correctedDefenderCard: (card, penaltyCard, lawReference) => `the withdrawn ${card} becomes ${penaltyCard} (${lawReference})`,
    equityBySide: (article, laws) => `The Director checks whether the non-offending side is fully compensated and otherwise awards an adjusted score (closing paragraph of Law ${article}, ${laws}).`,
    equityByPlayer: (article, laws) => `The Director checks equity under Law ${article}: if the transfer does not make up for the damage, he awards an adjusted score (${laws}).`,
    unmarkedRevoke: 'The record does not mark the card as a revoke: this may be a recording error rather than a revoke.',
  },
  nl: {
    revokeBreach: (seat, trick, cards, breach) => `Verzaking door ${seat} in slag ${trick} (${cards} ${breach})`,
    revokeHolding: (seat, trick, cards, held) => `Verzaking door ${seat} in slag ${trick} (${cards} terwijl ${seat} ${held} had)`,
    revokeFromFacts: (seat, trick, cards) => `Verzaking door ${seat} in slag ${trick}${cards ? ` (${cards})` : ''}`,
    established: ', voldongen',
    factsNote: (parts) => `Uitspraak op de feiten: ${parts.join('; ')}.`,
    cardWord: 'kaart',
    factParts: {
      led: (suit) => `${suit} voorgespeeld`,
      won: (seat, trick) => `${seat} won slag ${trick}`,
      later: (side, tricks) => `${side} won daarna ${tricks}`,
      legal: (seat, yes) => (yes ? `${seat} won later een slag met een kaart die hij regelmatig had kunnen bijspelen` : `${seat} won later geen slag met een kaart die hij regelmatig had kunnen bijspelen`),
    },
    corrected: ', hersteld voordat ze voldongen was',
    notEstablished: ', niet voldongen',
    establishedByInquiry: (article) => `, hersteld na een ongeoorloofde vraag en daarom behandeld als voldongen (artikel ${article})`,
    establishedAt: (trick) => `, voldongen in slag ${trick}`,
    establishedByClaim: ', voldongen door het opeisen of afstaan van slagen',
    correctedNoTransfer: (lawReference, laws, after) => `geen slag overgedragen (${lawReference}, ${laws}); ${after}.`,
    correctedDeclarerCard: (card, remedy, lawReference) => `de ${card} gaat zonder ${remedy} terug in de hand (${lawReference})`,
    correctedDefenderCard: (card, penaltyCard, lawReference) => `de teruggenomen ${card} wordt ${penaltyCard} (${lawReference})`,
    equityBySide: (article, laws) => `De wedstrijdleider toetst of de niet-overtredende partij volledig schadeloos is gesteld en kent anders een arbitrale score toe (slot van artikel ${article}, ${laws}).`,
    equityByPlayer: (article, laws) => `De wedstrijdleider toetst de billijkheid volgens artikel ${article}: vergoedt de overdracht de schade niet, dan kent hij een arbitrale score toe (${laws}).`,
    unmarkedRevoke: 'De registratie van het spel markeert de kaart niet als verzaking: het kan ook een registratiefout zijn.',
  },
};
