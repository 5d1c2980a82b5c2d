/**
 * Short summaries of the revoke and scoring articles, per edition, in English and Dutch, written
 * in our own words for hovers (laws/explain/explainLaw.ts picks one and adds its heading). Each
 * entry names the article as the editions it covers number it (the 1975 code letters its Law 64
 * exceptions a-e). `{rect}` is replaced by the era's word for rectification ('penalty'/'straf'
 * until 1997).
 */
import { Localized } from '../localize';
import { Edition } from '../../shapes/laws';

/** One article summary valid for some editions. */
export interface LawSummary {
  article: string;
  editions: readonly Edition[];
  text: Localized<string>;
}

const ALL: readonly Edition[] = ['1975', '1987', '1997', '2007', '2017'];
const FROM_1987: readonly Edition[] = ['1987', '1997', '2007', '2017'];
const ERA_1987_1997: readonly Edition[] = ['1987', '1997'];
const FROM_2007: readonly Edition[] = ['2007', '2017'];

/** The summary table. */
export const LAW_SUMMARIES: readonly LawSummary[] = [
  { article: '61', editions: ALL, text: {
    en: 'A revoke: not following suit when able, or not leading or playing a card or suit that the Laws or a {rect} chosen by an opponent require.',
    nl: 'Verzaking: niet bekennen terwijl dat kan, of een kaart of kleur niet voorspelen of spelen die de spelregels of een door de tegenpartij gekozen {rect} vereisen.' } },
  { article: '62', editions: ['1975'], text: {
    en: 'A revoke noticed before it is established must be corrected; a defender\'s withdrawn card becomes a penalty card. After the eleventh trick a revoke is corrected even when established, if found before the hands go back into the board.',
    nl: 'Een verzaking die wordt opgemerkt voordat ze voldongen is, moet hersteld worden; de teruggenomen kaart van een tegenspeler wordt een strafkaart. Na de elfde slag wordt ook een voldongen verzaking hersteld, als ze ontdekt wordt voordat de handen in het bord teruggaan.' } },
  { article: '62', editions: FROM_1987, text: {
    en: 'A revoke noticed before it is established must be corrected: the card is replaced by a legal one; a defender\'s card from a concealed hand becomes a major penalty card.',
    nl: 'Een verzaking die wordt opgemerkt voordat ze voldongen is, moet hersteld worden: de kaart wordt vervangen door een reglementaire; de kaart van een tegenspeler uit een dichte hand wordt een grote strafkaart.' } },
  { article: '62D', editions: FROM_1987, text: {
    en: 'A revoke at trick 12 is corrected even when established, if found before the hands go back into the board.',
    nl: 'Een verzaking in de twaalfde slag wordt ook als ze voldongen is hersteld, als ze ontdekt wordt voordat de handen in het bord teruggaan.' } },
  { article: '63', editions: ALL, text: {
    en: 'A revoke becomes established when the offender or his partner plays to the next trick (any play, even out of turn), names a card for it, or his side claims or concedes (or agrees to a claim).',
    nl: 'Een verzaking wordt voldongen zodra de overtreder of zijn partner in de volgende slag speelt (ook onreglementair), daarvoor een kaart aanwijst, of zijn partij slagen opeist of afstaat (of met een claim instemt).' } },
  { article: '64', editions: ['1975'], text: {
    en: 'After an established revoke: the revoke trick goes to the other side if the offending side won it, plus one trick if the offending side won any later trick. Exceptions a-e; the Director adjusts the score if this does not fully compensate.',
    nl: 'Na een voldongen verzaking: de slag van de verzaking gaat naar de andere partij als de overtredende partij hem won, plus één slag als die partij later nog een slag won. Uitzonderingen a-e; de wedstrijdleider kent een arbitrale score toe als dit niet volledig compenseert.' } },
  { article: '64A1', editions: FROM_1987, text: {
    en: 'The offender won the revoke trick himself: that trick goes to the other side, plus one more if his side won any later trick.',
    nl: 'De overtreder won de slag van de verzaking zelf: die slag gaat naar de andere partij, plus nog één als zijn partij later nog een slag won.' } },
  { article: '64A2', editions: ERA_1987_1997, text: {
    en: 'The offender did not win the revoke trick: one trick goes over if his side won that or a later trick, and one more if he later won a trick with a card he could legally have played to the revoke trick.',
    nl: 'De overtreder won de slag van de verzaking niet: één slag gaat over als zijn partij die of een latere slag won, en nog één als hij later een slag won met een kaart die hij in de slag van de verzaking had mogen spelen.' } },
  { article: '64A2', editions: FROM_2007, text: {
    en: 'The offender did not win the revoke trick: one trick goes over if his side won that or any later trick.',
    nl: 'De overtreder won de slag van de verzaking niet: één slag gaat over als zijn partij die of een latere slag won.' } },
  ...exceptionSummaries(),
  { article: '64C', editions: FROM_1987, text: {
    en: 'Whether or not tricks were transferred, the Director adjusts the score when the non-offending side is not fully compensated.',
    nl: 'Met of zonder overdracht kent de wedstrijdleider een arbitrale score toe als de niet-overtredende partij niet volledig schadeloos is gesteld.' } },
  { article: '77', editions: ['1975'], text: {
    en: 'Duplicate score table; doubled non-vulnerable undertricks cost 100, 200, 200 and then 200 each.',
    nl: 'Scoretabel; gedoubleerde down-slagen niet kwetsbaar kosten 100, 200, 200 en daarna elk 200.' } },
  { article: '77', editions: FROM_1987, text: {
    en: 'Duplicate score table; doubled non-vulnerable undertricks cost 100, 200, 200 and then 300 each.',
    nl: 'Scoretabel; gedoubleerde down-slagen niet kwetsbaar kosten 100, 200, 200 en daarna elk 300.' } },
];

/** The Law 64B summaries under both numberings (64a-e in 1975, 64B1-B8 from 1987). */
function exceptionSummaries(): LawSummary[] {
  const reasons: [string, string, readonly Edition[], Localized<string>][] = [
    ['64a', '64B1', FROM_1987, { en: 'No transfer when the offending side won neither the revoke trick nor any later trick.', nl: 'Geen overdracht als de overtredende partij noch de slag van de verzaking noch een latere slag won.' }],
    ['64b', '64B2', FROM_1987, { en: 'No transfer for a later revoke by the same player in the same suit.', nl: 'Geen overdracht voor een volgende verzaking door dezelfde speler in dezelfde kleur.' }],
    ['64c', '64B3', FROM_1987, { en: 'No transfer when the card not played was faced on the table, dummy\'s cards included.', nl: 'Geen overdracht als de niet gespeelde kaart open op tafel lag, kaarten van de blinde inbegrepen.' }],
    ['64d1', '64B4', FROM_1987, { en: 'No transfer when attention was first drawn after a non-offender called on the next board.', nl: 'Geen overdracht als de verzaking pas werd opgemerkt nadat een niet-overtreder in het volgende spel had geboden.' }],
    ['64d2', '64B5', FROM_1987, { en: 'No transfer when attention was first drawn after the round ended.', nl: 'Geen overdracht als de verzaking pas na afloop van de ronde werd opgemerkt.' }],
    ['64e', '64B6', FROM_1987, { en: 'No transfer for a revoke at trick 12 (the 1975 code: after the eleventh trick).', nl: 'Geen overdracht voor een verzaking in de twaalfde slag (de code van 1975: na de elfde slag).' }],
    ['', '64B7', FROM_2007, { en: 'No transfer when both sides revoked on the board.', nl: 'Geen overdracht als beide partijen in het spel verzaakten.' }],
    ['', '64B8', ['2017'], { en: 'No transfer for a revoke corrected because both sides revoked in the same trick (62C3).', nl: 'Geen overdracht voor een verzaking die hersteld wordt omdat beide partijen in dezelfde slag verzaakten (62C3).' }],
  ];
  const summaries: LawSummary[] = [];
  for (const [article1975, article, editions, text] of reasons) {
    if (article1975) summaries.push({ article: article1975, editions: ['1975'], text });
    summaries.push({ article, editions, text });
  }
  return summaries;
}
