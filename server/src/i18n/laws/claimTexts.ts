/**
 * The parts of the claim rulings' sentences in English and Dutch: where the play stops, what was
 * claimed or conceded, what the Result gives the declaring side (and when it cannot be right),
 * whether the other side agreed or disputed it, and playing on after a claim (2017 Law 68D2b, or
 * no such provision in the earlier codes). Citations come in as arguments;
 * laws/irregularities/messages.ts picks the parts.
 */
import { Localized } from '../localize';

/** The sentence parts of the claim rulings in one language. */
export interface ClaimParts {
  /** "a player", when the tag names no claimer. */
  aPlayer: string;
  /** The claim lapsed because all four agreed to play on (2017). */
  lapsedPlayedOn: (who: string, trick: number, lawReference: string) => string;
  /** Play went on after a claim in a code without that provision. */
  lapsedNoProvision: (who: string, trick: number, lawReference: string) => string;
  /** "The play stops during trick 9, after 2 cards". */
  stopsDuring: (trick: number, cards: number) => string;
  /** "The play stops after trick 8". */
  stopsAfter: (trick: number) => string;
  /** "the last trick" / "the last 5 tricks". */
  lastTricks: (remaining: number) => string;
  /** "<stops>: North claimed or conceded <last> (citation)". */
  claimed: (stops: string, who: string, last: string, remaining: number, citation: string) => string;
  /** "the declaring side", when the declarer is unknown. */
  declaringSide: string;
  /** What the Result gives the declaring side of the last trick. */
  resultLastTrick: (side: string, takesIt: boolean) => string;
  /** What the Result gives the declaring side of the remaining tricks. */
  resultTricks: (side: string, claimed: number) => string;
  /** The Director's Result gives more tricks than remain. */
  directorTooMany: (side: string, claimed: number, last: string) => string;
  /** The Director's Result gives fewer tricks than were already won. */
  directorTooFew: (side: string) => string;
  /** The Result gives more tricks than remain. */
  tooMany: (side: string, more: number, remaining: number) => string;
  /** The Result gives fewer tricks than were already won. */
  tooFew: (side: string, fewer: number) => string;
  /** "; the other side agreed". */
  agreed: string;
  /** The claim was disputed: the Director rules. */
  disputed: (lawReference: string) => string;
  /** Play went on after a doubted claim with all four agreeing. */
  playedOn: (lawReference: string) => string;
  /** The code has no provision for playing on after a claim. */
  playedOnNoProvision: string;
}

/** The claim parts per language. */
export const CLAIM_TEXTS: Localized<ClaimParts> = {
  en: {
    aPlayer: 'a player',
    lapsedPlayedOn: (who, trick, lawReference) => `${who} claimed at trick ${trick}, but all four agreed to play on: the claim lapsed and the play as recorded stands (${lawReference}).`,
    lapsedNoProvision: (who, trick, lawReference) => `${who} claimed at trick ${trick} and play went on to the end; this code has no provision for playing on after a claim (${lawReference}).`,
    stopsDuring: (trick, cards) => `The play stops during trick ${trick}, after ${cards === 1 ? '1 card' : `${cards} cards`}`,
    stopsAfter: (trick) => `The play stops after trick ${trick}`,
    lastTricks: (remaining) => (remaining === 1 ? 'the last trick' : `the last ${remaining} tricks`),
    claimed: (stops, who, last, _remaining, citation) => `${stops}: ${who} claimed or conceded ${last} ${citation}`,
    declaringSide: 'the declaring side',
    resultLastTrick: (side, takesIt) => `; by the Result ${side} ${takesIt ? 'takes it' : 'does not take it'}`,
    resultTricks: (side, claimed) => `; by the Result ${side} takes ${claimed} of them`,
    directorTooMany: (side, claimed, last) => `; the Result, marked '^' as the Director's, gives ${side} ${claimed} of ${last}, more than remain`,
    directorTooFew: (side) => `; the Result, marked '^' as the Director's, gives ${side} fewer tricks than it already won in the play`,
    tooMany: (side, more, remaining) => `; but the Result is impossible: it gives ${side} ${more === 1 ? '1 trick more' : `${more} tricks more`} than it won in the play, and ${remaining === 1 ? 'only 1 remains' : `only ${remaining} remain`}`,
    tooFew: (side, fewer) => `; but the Result is impossible: it gives ${side} ${fewer === 1 ? '1 trick fewer' : `${fewer} tricks fewer`} than it already won in the play`,
    agreed: '; the other side agreed',
    disputed: (lawReference) => `. The claim was disputed: the Director rules on it by his own judgement (${lawReference})`,
    playedOn: (lawReference) => `. Play went on after a doubted claim with all four agreeing (${lawReference})`,
    playedOnNoProvision: '. This code has no provision for playing on after a claim',
  },
  nl: {
    aPlayer: 'een speler',
    lapsedPlayedOn: (who, trick, lawReference) => `${who} eiste in slag ${trick} op, maar alle vier stemden in met doorspelen: het opeisen vervalt en het spel zoals vastgelegd blijft staan (${lawReference}).`,
    lapsedNoProvision: (who, trick, lawReference) => `${who} eiste in slag ${trick} op en er werd tot het eind doorgespeeld; deze spelregels voorzien niet in doorspelen na een claim (${lawReference}).`,
    stopsDuring: (trick, cards) => `Het spel stopt tijdens slag ${trick}, na ${cards === 1 ? '1 kaart' : `${cards} kaarten`}`,
    stopsAfter: (trick) => `Het spel stopt na slag ${trick}`,
    lastTricks: (remaining) => (remaining === 1 ? 'de laatste slag' : `de laatste ${remaining} slagen`),
    claimed: (stops, who, last, remaining, citation) => `${stops}: ${who} eiste ${last} op of stond ${remaining === 1 ? 'hem' : 'ze'} af ${citation}`,
    declaringSide: 'de leidende partij',
    resultLastTrick: (side, takesIt) => `; volgens het Result krijgt ${side} ${takesIt ? 'hem' : 'hem niet'}`,
    resultTricks: (side, claimed) => `; volgens het Result krijgt ${side} er ${claimed} van`,
    directorTooMany: (side, claimed, last) => `; het Result, met '^' als dat van de wedstrijdleider, geeft ${side} ${claimed} van ${last}, meer dan er over zijn`,
    directorTooFew: (side) => `; het Result, met '^' als dat van de wedstrijdleider, geeft ${side} minder slagen dan het in het spel al won`,
    tooMany: (side, more, remaining) => `; maar het Result kan niet: het geeft ${side} ${more === 1 ? '1 slag meer' : `${more} slagen meer`} dan het in het spel won, en ${remaining === 1 ? 'er is er nog maar 1' : `er zijn er nog maar ${remaining}`}`,
    tooFew: (side, fewer) => `; maar het Result kan niet: het geeft ${side} ${fewer === 1 ? '1 slag minder' : `${fewer} slagen minder`} dan het in het spel al won`,
    agreed: '; de andere partij stemde in',
    disputed: (lawReference) => `. De claim werd betwist: de wedstrijdleider beslist naar eigen oordeel (${lawReference})`,
    playedOn: (lawReference) => `. Na een betwijfelde claim werd met instemming van alle vier doorgespeeld (${lawReference})`,
    playedOnNoProvision: '. Deze spelregels voorzien niet in doorspelen na een claim',
  },
};
