/**
 * The facts an `[Irregularities]` event may carry after its five fields (`won=E later=1`), in
 * English and Dutch: what each fact says, in one line for the recorder's questions, completion and
 * hover, and the words of its values (yes/no). laws/irregularities/factVocabulary.ts holds the fact
 * names themselves, the events they belong to, their kinds of value and which editions need them.
 */
import { Localized } from '../localize';

/** The one-line explanation of each fact. */
export const FACT_EXPLANATIONS = {
  led: {
    en: 'the suit led to the revoke trick, the suit the offender did not follow (compared with his other revoke: a second one in the same suit is not rectified, Law 64B2)',
    nl: 'de gevraagde kleur in de slag van de verzaking, de kleur die de overtreder niet bekende (vergeleken met zijn andere verzaking: een tweede in dezelfde kleur wordt niet hersteld, artikel 64B2)',
  },
  won: {
    en: 'the player whose card won the revoke trick (the offender himself, his partner or an opponent decides how many tricks go over)',
    nl: 'de speler wiens kaart de slag van de verzaking won (de overtreder zelf, zijn partner of een tegenstander bepaalt hoeveel slagen overgaan)',
  },
  later: {
    en: "the tricks the offending side won after the revoke trick, to the end of play (a claim's or concession's tricks included)",
    nl: 'de slagen die de partij van de overtreder na de slag van de verzaking nog won, tot het einde van het spel (slagen van een claim of concessie meegeteld)',
  },
  legal: {
    en: 'did the offender later win a trick with a card he could legally have played to the revoke trick (a card of the suit led)? Then one more trick goes over',
    nl: 'won de overtreder later een slag met een kaart die hij reglementair in de slag van de verzaking had kunnen spelen (een kaart van de gevraagde kleur)? Dan gaat er één slag meer over',
  },
  award: {
    en: "the Director's decision on the claim: the tricks of declarer's side in all, those before the claim included (Laws 69-71)",
    nl: 'de beslissing van de wedstrijdleider over de claim: het totaal aan slagen van de partij van de leider, die van vóór de claim meegeteld (artikelen 69-71)',
  },
} satisfies Record<string, Localized<string>>;

/** The words of a yes/no fact's values (written `yes` and `no` in the tag in either language). */
export const FACT_YES_NO: Localized<{ yes: string; no: string }> = {
  en: { yes: 'yes', no: 'no' },
  nl: { yes: 'ja', no: 'nee' },
};
