/**
 * What the words of the `[Irregularities]` tag mean (annotations.md §3), in English and Dutch, for
 * completion and hover: each event word, and each of its choices, in the order the tag lists them.
 * laws/irregularityVocabulary.ts holds the words themselves, their card fields, articles and the
 * editions a choice exists in, and takes each meaning from here.
 */
import { Localized } from '../localize';

/** The meaning of each event word and of each of its choices (`Play:`/`NotPlay:` without the colon). */
export const IRREGULARITY_MEANINGS = {
  Revoke: {
    event: { en: 'a revoke: the card played while holding the suit led', nl: 'een verzaking: de kaart gespeeld terwijl de speler de gevraagde kleur had' },
    choices: {
      Established: { en: 'not noticed in time; the same as ^R', nl: 'niet op tijd opgemerkt; hetzelfde als ^R' },
      Corrected: { en: 'withdrawn before it was established; the Play section shows the substitute', nl: 'teruggenomen voordat ze voldongen was; de Play-sectie toont de vervangende kaart' },
      NextBoard: { en: 'first noticed after a non-offender called on the next board', nl: 'pas opgemerkt nadat een niet-overtreder in het volgende spel had geboden' },
      AfterRound: { en: 'first noticed after the round ended', nl: 'pas opgemerkt na afloop van de ronde' },
      RecordError: { en: "the Director found there was no revoke: the record of the play is wrong here (no ruling)", nl: 'de wedstrijdleider stelde vast dat er niet verzaakt is: de registratie van het spel is hier fout (geen uitspraak)' },
      AsIfEstablished: { en: 'corrected after an illegal inquiry, so Law 64 applies as if established (1997 Law 63B)', nl: 'hersteld na een ongeoorloofde vraag, dus artikel 64 geldt alsof ze voldongen was (artikel 63B, 1997)' },
    },
  },
  LeadOutOfTurn: {
    event: { en: 'a lead out of turn: the card led', nl: 'voorspelen voor de beurt: de voorgespeelde kaart' },
    choices: {
      Accepted: { en: 'accepted; the same as ^L before the card', nl: 'geaccepteerd; hetzelfde als ^L voor de kaart' },
      Rejected: { en: "not accepted: a defender's card becomes a penalty card, declarer's card goes back", nl: 'niet geaccepteerd: de kaart van een tegenspeler wordt een strafkaart, die van de leider gaat terug' },
      DeclarerSpreads: { en: 'declarer spread his hand and became dummy (Law 54A, with [Declarer "^X"])', nl: 'de leider legde zijn hand open en werd de blinde (artikel 54A, met [Declarer "^X"])' },
      WrongHand: { en: 'declarer led from the wrong hand and must lead from the right one', nl: 'de leider speelde voor uit de verkeerde hand en moet uit de juiste hand voorspelen' },
      MustAccept: { en: "declarer could have seen a card of dummy's, so he must accept the opening lead (Law 54C); beside a Rejected event for the same lead it marks the rejection as not allowed", nl: 'de leider kan een kaart van de blinde hebben gezien, dus moet hij de uitkomst accepteren (artikel 54C); naast een Rejected-gebeurtenis voor dezelfde uitkomst markeert het die weigering als niet toegestaan' },
      ProperLead: { en: 'the proper leader, an opponent of the offender, led in turn after it: his lead stands and the cards played in error go back (Law 53C; 53B in 2017)', nl: 'de juiste voorspeler, een tegenstander van de overtreder, speelde daarna op zijn beurt voor: dat voorspelen blijft en de ten onrechte gespeelde kaarten gaan terug (artikel 53C; 53B in 2017)' },
    },
  },
  PenaltyCard: {
    event: { en: "a defender's card exposed: a penalty card", nl: 'een getoonde kaart van een tegenspeler: een strafkaart' },
    choices: {
      Major: { en: 'a major penalty card: played at the first legal opportunity', nl: 'een grote strafkaart: te spelen zodra dat reglementair kan' },
      Minor: { en: 'a minor penalty card: no lower card of its suit below an honour before it', nl: 'een kleine strafkaart: geen lagere kaart van die kleur onder de honneurs ervóór' },
    },
  },
  LeadRestriction: {
    event: { en: "declarer's choice when the penalty-card owner's partner is to lead (the seat is that partner)", nl: 'de keuze van de leider wanneer de partner van de bezitter van de strafkaart moet voorspelen (de plaats is die partner)' },
    choices: {
      Require: { en: 'partner must lead the suit; the penalty card is picked up', nl: 'de partner moet de kleur voorspelen; de strafkaart wordt opgenomen' },
      Forbid: { en: 'partner may not lead the suit while he keeps the lead; the penalty card is picked up', nl: 'de partner mag de kleur niet voorspelen zolang hij aan slag blijft; de strafkaart wordt opgenomen' },
      None: { en: 'no restriction; the penalty card stays on the table', nl: 'geen beperking; de strafkaart blijft op tafel liggen' },
    },
  },
  PrematurePlay: {
    event: { en: "a defender's premature lead or play: the card (it becomes a penalty card)", nl: 'voortijdig voorspelen of spelen door een tegenspeler: de kaart (die een strafkaart wordt)' },
    choices: {
      Highest: { en: 'partner must play his highest card of the suit led', nl: 'de partner moet zijn hoogste kaart in de voorgespeelde kleur spelen' },
      Lowest: { en: 'partner must play his lowest card of the suit led', nl: 'de partner moet zijn laagste kaart in de voorgespeelde kleur spelen' },
      Play: { en: 'partner must play a card of the named other suit (2007 on)', nl: 'de partner moet een kaart van de genoemde andere kleur spelen (vanaf 2007)' },
      NotPlay: { en: 'partner may not play a card of the named other suit', nl: 'de partner mag geen kaart van de genoemde andere kleur spelen' },
      None: { en: 'declarer chose nothing for partner', nl: 'de leider koos niets voor de partner' },
    },
  },
  Claim: {
    event: { en: 'a claim or concession: the record stops here (the seat is the claimer)', nl: 'opeisen of afstaan van slagen: het spelverloop stopt hier (de plaats is wie opeiste)' },
    choices: {
      Agreed: { en: 'the other side agreed', nl: 'de andere partij stemde in' },
      Disputed: { en: 'disputed: the Director rules under Law 70', nl: 'betwist: de wedstrijdleider beslist volgens artikel 70' },
      PlayedOn: { en: 'play continued after a doubted claim with all four agreeing (2017 Law 68D2b)', nl: 'na een betwijfelde claim werd met instemming van alle vier doorgespeeld (artikel 68D2b, 2017)' },
    },
  },
} satisfies Record<string, { event: Localized<string>; choices: Record<string, Localized<string>> }>;
