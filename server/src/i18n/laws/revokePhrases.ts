/**
 * The phrase tables behind the revoke messages: the vocabulary of each era ('penalty' / 'straf'
 * until 1997, 'rectification' / 'rechtzetting' from 2007), the reason given for each Law 64B
 * exception, and the edition's rule for the offender's partner at trick 12 — each in our own words.
 * laws/messages.ts picks the phrases for a ruling and its edition and joins them.
 */
import { Localized } from '../localize';
import { RevokeException, TwelfthTrickPartnerRule } from '../../shapes/laws';

/** The phrases that depend on the era's vocabulary. */
export interface EraPhrases {
  transfer: (tricks: number, side: string, article: string, laws: string) => string;
  noTransfer: (article: string, laws: string) => string;
  mustBeCorrected: (article: string, laws: string) => string;
  twelfthTrick: (exceptionArticle: string, correctionArticle: string, laws: string) => string;
  extraTrick: (seat: string, suitSymbol: string) => string;
  capped: string;
  cappedToNothing: string;
}

const tricksEn = (count: number) => (count === 1 ? '1 trick' : `${count} tricks`);
const tricksNl = (count: number) => (count === 1 ? '1 slag' : `${count} slagen`);

/** Phrases per vocabulary and language. */
export const VOCABULARY: Record<'penalty' | 'rectification', Localized<EraPhrases>> = {
  penalty: {
    en: {
      transfer: (tricks, side, article, laws) => `penalty of ${tricksEn(tricks)} to ${side} per ${article} (${laws})`,
      noTransfer: (article, laws) => `no penalty, no trick transferred per ${article} (${laws})`,
      mustBeCorrected: (article, laws) => `it had to be corrected before it was established (${article}, ${laws}); no penalty transfer.`,
      twelfthTrick: (exception, correction, laws) =>
        `no penalty transfer (${exception}, ${laws}); the revoke must still be corrected if it is found before the hands go back into the board (${correction}).`,
      extraTrick: (seat, suit) => `, one of them because ${seat} later won a trick with a ${suit} he could have played to the revoke trick`,
      capped: ', limited to the tricks the offending side won from its first revoke on',
      cappedToNothing: 'the tricks the offending side won from its first revoke on have all been transferred already',
    },
    nl: {
      transfer: (tricks, side, article, laws) => `als straf ${tricks === 1 ? '1 slag' : `${tricks} slagen`} overgedragen naar ${side} volgens ${article} (${laws})`,
      noTransfer: (article, laws) => `geen straf, geen slag overgedragen volgens ${article} (${laws})`,
      mustBeCorrected: (article, laws) => `de verzaking moest hersteld worden voordat ze voldongen was (${article}, ${laws}); geen slag overgedragen.`,
      twelfthTrick: (exception, correction, laws) =>
        `geen slag overgedragen (${exception}, ${laws}); de verzaking moet toch hersteld worden als ze ontdekt wordt voordat de handen in het bord teruggaan (${correction}).`,
      extraTrick: (seat, suit) => `, waarvan één omdat ${seat} later een slag won met een ${suit} die hij in de slag van de verzaking had kunnen spelen`,
      capped: ', beperkt tot de slagen die de overtredende partij vanaf de eerste verzaking won',
      cappedToNothing: 'de slagen die de overtredende partij vanaf de eerste verzaking won, zijn al allemaal overgedragen',
    },
  },
  rectification: {
    en: {
      transfer: (tricks, side, article, laws) => `transfer ${tricksEn(tricks)} to ${side} per ${article} (${laws})`,
      noTransfer: (article, laws) => `no rectification, no trick transferred per ${article} (${laws})`,
      mustBeCorrected: (article, laws) => `it had to be corrected before it was established (${article}, ${laws}); no transfer.`,
      twelfthTrick: (exception, correction, laws) =>
        `no trick transferred (${exception}, ${laws}); the revoke must still be corrected if it is found before the hands go back into the board (${correction}).`,
      extraTrick: () => '',
      capped: ', limited to the tricks the offending side won from its first revoke on',
      cappedToNothing: 'the tricks the offending side won from its first revoke on have all been transferred already',
    },
    nl: {
      transfer: (tricks, side, article, laws) => `${tricksNl(tricks)} overgedragen naar ${side} volgens ${article} (${laws})`,
      noTransfer: (article, laws) => `geen rechtzetting, geen slag overgedragen volgens ${article} (${laws})`,
      mustBeCorrected: (article, laws) => `de verzaking moest hersteld worden voordat ze voldongen was (${article}, ${laws}); geen overdracht.`,
      twelfthTrick: (exception, correction, laws) =>
        `geen slag overgedragen (${exception}, ${laws}); de verzaking moet toch hersteld worden als ze ontdekt wordt voordat de handen in het bord teruggaan (${correction}).`,
      extraTrick: () => '',
      capped: ', beperkt tot de slagen die de overtredende partij vanaf de eerste verzaking won',
      cappedToNothing: 'de slagen die de overtredende partij vanaf de eerste verzaking won, zijn al allemaal overgedragen',
    },
  },
};

/** Why a Law 64B exception gives no transfer (B6 has its own sentence). */
export const EXCEPTION_REASONS: Record<RevokeException, Localized<string>> = {
  B1: { en: 'the offending side won neither the revoke trick nor any later trick', nl: 'de overtredende partij won noch de slag van de verzaking noch een latere slag' },
  B2: { en: 'the same player already revoked in this suit', nl: 'dezelfde speler verzaakte al eerder in deze kleur' },
  B3: { en: 'the card not played was faced (a card of dummy or a penalty card)', nl: 'de niet gespeelde kaart lag open (een kaart van de blinde of een strafkaart)' },
  B4: { en: 'it was first noticed after a non-offender had called on the next board', nl: 'ze werd pas opgemerkt nadat een niet-overtreder in het volgende spel had geboden' },
  B5: { en: 'it was first noticed after the round had ended', nl: 'ze werd pas opgemerkt na afloop van de ronde' },
  B6: { en: 'it happened at trick 12', nl: 'ze gebeurde in de twaalfde slag' },
  B7: { en: 'both sides revoked on this board', nl: 'beide partijen hebben in dit spel verzaakt' },
  B8: { en: 'both sides revoked in this trick, so both revokes are corrected (Law 62C3)', nl: 'beide partijen verzaakten in deze slag, dus beide verzakingen worden hersteld (artikel 62C3)' },
};

/** What the edition says about the offender's partner when the revoke at trick 12 came before his play. */
export const TWELFTH_TRICK_PARTNER_RULES: Record<TwelfthTrickPartnerRule, Localized<string>> = {
  declarerNamesCard: {
    en: "As the offender's partner had not yet played to that trick, the non-offenders may name which legal card he plays",
    nl: 'Omdat de partner van de overtreder nog niet in die slag had gespeeld, mogen de niet-overtreders bepalen welke reglementaire kaart hij speelt',
  },
  noSuggestedPlay: {
    en: "As the offender's partner had not yet played to that trick, he may not, holding cards of two suits, pick the play the revoke card may have suggested",
    nl: 'Omdat de partner van de overtreder nog niet in die slag had gespeeld, mag hij, met kaarten in twee kleuren, niet kiezen voor wat de verzaakte kaart hem kan hebben ingegeven',
  },
  unauthorisedInformation: {
    en: "As the offender's partner had not yet played to that trick, what the revoke card showed him is unauthorised information under Law 16C",
    nl: 'Omdat de partner van de overtreder nog niet in die slag had gespeeld, is wat de verzaakte kaart hem toonde ongeoorloofde informatie volgens artikel 16C',
  },
};
