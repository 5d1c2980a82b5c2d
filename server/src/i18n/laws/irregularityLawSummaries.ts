/**
 * Short summaries, in our own words, of the articles the irregularity rulings cite: penalty cards
 * (50-51), leads out of turn (53-56, with 53B/53C and 54C), premature play (57, 59), play after an
 * irregularity (60), the revoke definition and the
 * corrected revoke card (61A, 62B1), the 1997 illegal inquiry (63B) and claims (68, 70), each
 * under the number the editions it covers give it. `{rect}` is the era's word for rectification.
 */
import { Edition } from '../../shapes/laws';
import { LawSummary } from './lawSummaries';

const FROM_1987: readonly Edition[] = ['1987', '1997', '2007', '2017'];
const ALL: readonly Edition[] = ['1975', '1987', '1997', '2007', '2017'];

/** The summaries of the irregularity articles. */
export const IRREGULARITY_SUMMARIES: readonly LawSummary[] = [
  { article: '50', editions: ['1975'], text: {
    en: "A defender's card exposed other than in normal play is a penalty card: it stays face up and must be played at the first legal opportunity; when his partner is to lead, declarer may require or forbid its suit.",
    nl: 'Een kaart van een tegenspeler die anders dan bij normaal spelen getoond is, is een strafkaart: ze blijft open liggen en moet gespeeld worden zodra dat reglementair kan; moet zijn partner voorspelen, dan mag de leider de kleur eisen of verbieden.' } },
  { article: '50B', editions: FROM_1987, text: {
    en: 'A single card below honour rank exposed by accident is a minor penalty card; an honour, a card exposed by deliberate play, and every card of a defender with two or more penalty cards is major.',
    nl: 'Eén kaart lager dan een honneur die per ongeluk getoond is, is een kleine strafkaart; een honneur, een doelbewust gespeelde kaart, en elke kaart van een tegenspeler met twee of meer strafkaarten is groot.' } },
  { article: '50C', editions: FROM_1987, text: {
    en: 'With a minor penalty card the owner may not play another card of that suit below an honour before it (an honour is allowed); his partner has no lead restriction.',
    nl: 'Met een kleine strafkaart mag de bezitter geen andere kaart van die kleur lager dan een honneur eerder spelen (een honneur mag wel); zijn partner heeft geen voorspeelbeperking.' } },
  { article: '50D1', editions: FROM_1987, text: {
    en: 'A major penalty card must be played at the first legal opportunity, lead, follow, discard or ruff; following suit or a restriction comes first. With two or more playable, declarer chooses.',
    nl: 'Een grote strafkaart moet gespeeld worden zodra dat reglementair kan: voorspelen, bekennen, afgooien of troeven; kleur bekennen of een opgelegde beperking gaat voor. Zijn er twee of meer speelbaar, dan kiest de leider.' } },
  { article: '50D2', editions: FROM_1987, text: {
    en: "When the owner's partner is to lead, declarer first chooses: require the suit, forbid it while partner keeps the lead (either way the card is picked up), or no restriction (the card stays).",
    nl: 'Moet de partner van de bezitter voorspelen, dan kiest de leider eerst: de kleur eisen, haar verbieden zolang de partner aan slag blijft (in beide gevallen wordt de kaart opgenomen), of geen beperking (de kaart blijft liggen).' } },
  { article: '51', editions: FROM_1987, text: {
    en: "Two or more penalty cards: all are major; when partner is to lead, declarer may require or forbid any of their suits.",
    nl: 'Twee of meer strafkaarten: alle zijn groot; moet de partner voorspelen, dan mag de leider elk van die kleuren eisen of verbieden.' } },
  { article: '53', editions: ['1975'], text: {
    en: 'A lead faced out of turn may be accepted by statement, or by the next player playing to it; it then stands as a correct lead.',
    nl: 'Een voor de beurt voorgespeelde kaart kan geaccepteerd worden door een verklaring of doordat de volgende speler bijspeelt; ze geldt dan als juist voorgespeeld.' } },
  { article: '53A', editions: FROM_1987, text: {
    en: 'A lead faced out of turn may be accepted by statement, or by the next player playing to it; it then stands as a correct lead (2017: not at trick 13).',
    nl: 'Een voor de beurt voorgespeelde kaart kan geaccepteerd worden door een verklaring of doordat de volgende speler bijspeelt; ze geldt dan als juist voorgespeeld (2017: niet in de dertiende slag).' } },
  { article: '54A', editions: FROM_1987, text: {
    en: 'After an opening lead out of turn declarer may spread his hand: he becomes dummy and his partner plays the hand.',
    nl: 'Na een uitkomst voor de beurt mag de leider zijn hand openleggen: hij wordt de blinde en zijn partner speelt het spel.' } },
  { article: '54c', editions: ['1975'], text: {
    en: 'After an opening lead out of turn declarer who starts to spread his hand must accept the lead: he becomes dummy and his partner plays the hand.',
    nl: 'Na een uitkomst voor de beurt moet de leider die zijn hand begint open te leggen de uitkomst accepteren: hij wordt de blinde en zijn partner speelt het spel.' } },
  { article: '54B', editions: FROM_1987, text: {
    en: 'Declarer may accept an opening lead out of turn: dummy is spread and declarer plays the second card from his own hand.',
    nl: 'De leider mag een uitkomst voor de beurt accepteren: de blinde gaat open en de leider speelt de tweede kaart uit zijn eigen hand.' } },
  { article: '54a', editions: ['1975'], text: {
    en: 'Declarer may accept an opening lead out of turn: dummy is spread and declarer plays the second card from his own hand.',
    nl: 'De leider mag een uitkomst voor de beurt accepteren: de blinde gaat open en de leider speelt de tweede kaart uit zijn eigen hand.' } },
  { article: '55B2', editions: FROM_1987, text: {
    en: 'Declarer who led from the wrong hand takes the card back and leads any card from the right hand.',
    nl: 'Een leider die uit de verkeerde hand voorspeelde, neemt de kaart terug en speelt een willekeurige kaart voor uit de juiste hand.' } },
  { article: '55b', editions: ['1975'], text: {
    en: 'Declarer who led from the wrong hand takes the card back and, as a {rect}, leads a card of the same suit from the right hand if he can.',
    nl: 'Een leider die uit de verkeerde hand voorspeelde, neemt de kaart terug en speelt als {rect} zo mogelijk een kaart van dezelfde kleur voor uit de juiste hand.' } },
  { article: '56', editions: ALL, text: {
    en: "A defender's lead out of turn that is not accepted becomes a penalty card (a major one from 1987).",
    nl: 'Een niet geaccepteerd voorspelen voor de beurt door een tegenspeler wordt een strafkaart (vanaf 1987 een grote).' } },
  { article: '57A', editions: FROM_1987, text: {
    en: "A defender's premature lead or play becomes a major penalty card and declarer chooses for the offender's partner: highest or lowest of the suit led, or (named other suit) not to play it — from 2007 also to play it.",
    nl: 'Voortijdig voorspelen of spelen door een tegenspeler wordt een grote strafkaart en de leider kiest voor de partner van de overtreder: hoogste of laagste in de voorgespeelde kleur, of (een genoemde andere kleur) die niet spelen — vanaf 2007 ook die wel spelen.' } },
  { article: '57', editions: ['1975'], text: {
    en: "Modelled on the 1987 text: a defender's premature lead or play becomes a penalty card and declarer chooses for partner (highest, lowest, or not a named other suit); no {rect} once declarer had played from both hands.",
    nl: 'Gemodelleerd naar de tekst van 1987: voortijdig voorspelen of spelen door een tegenspeler wordt een strafkaart en de leider kiest voor de partner (hoogste, laagste, of een genoemde andere kleur niet); geen {rect} als de leider al uit beide handen had gespeeld.' } },
  { article: '57C', editions: FROM_1987, text: {
    en: 'No {rect} for playing before partner when declarer had already played from both hands.',
    nl: 'Geen {rect} voor spelen vóór de partner als de leider al uit beide handen had gespeeld.' } },
  { article: '61A', editions: FROM_1987, text: {
    en: 'A revoke: not following suit when able, or not leading or playing a card or suit that the Laws or a {rect} chosen by an opponent require (a major penalty card, an imposed lead, a Law 57 choice).',
    nl: 'Verzaking: niet bekennen terwijl dat kan, of een kaart of kleur niet voorspelen of spelen die de spelregels of een door de tegenpartij gekozen {rect} vereisen (een grote strafkaart, een opgelegd voorspelen, een keuze volgens artikel 57).' } },
  { article: '62B1', editions: FROM_1987, text: {
    en: "When a defender corrects a revoke, the withdrawn card from his concealed hand becomes a major penalty card.",
    nl: 'Herstelt een tegenspeler een verzaking, dan wordt de teruggenomen kaart uit zijn dichte hand een grote strafkaart.' } },
  { article: '63B', editions: ['1997'], text: {
    en: 'A revoke corrected after a defender illegally asked his partner about it is ruled under Law 64 as if it had been established.',
    nl: 'Een verzaking die hersteld werd nadat een tegenspeler zijn partner daar ongeoorloofd naar vroeg, wordt volgens artikel 64 behandeld alsof ze voldongen was.' } },
  { article: '68', editions: ALL, text: {
    en: 'A claim or concession of tricks ends the play; the tricks are counted as claimed or conceded unless it is disputed.',
    nl: 'Opeisen of afstaan van slagen beëindigt het spel; de slagen tellen zoals opgeëist of afgestaan, tenzij het betwist wordt.' } },
  { article: '68D2b', editions: ['2017'], text: {
    en: 'After a doubted claim play may continue, if all four players agree.',
    nl: 'Na een betwijfelde claim mag worden doorgespeeld als alle vier spelers daarmee instemmen.' } },
  { article: '53B', editions: ['1987', '1997', '2007'], text: {
    en: "When the defender on the right of declarer's irregular lead plays a card to it, the lead stands and the premature-play article (57) applies to that card.",
    nl: 'Speelt de tegenspeler rechts van de leider bij op diens onregelmatig voorspelen, dan blijft dat voorspelen en geldt het artikel over voortijdig spelen (57) voor die kaart.' } },
  { article: '53C', editions: ['2017'], text: {
    en: "When the defender on the right of declarer's irregular lead plays a card to it, the lead stands and the premature-play article (57) applies to that card.",
    nl: 'Speelt de tegenspeler rechts van de leider bij op diens onregelmatig voorspelen, dan blijft dat voorspelen en geldt het artikel over voortijdig spelen (57) voor die kaart.' } },
  { article: '53C', editions: ['1987', '1997', '2007'], text: {
    en: 'When the player whose turn it was leads after an opponent led out of turn, his lead does not count as a card played to the irregular one: it stands and the cards played in error go back without {rect}.',
    nl: 'Speelt de speler die aan de beurt was voor nadat een tegenstander voor de beurt voorspeelde, dan telt zijn kaart niet als bijgespeeld: zijn voorspelen blijft en de ten onrechte gespeelde kaarten gaan terug zonder {rect}.' } },
  { article: '53B', editions: ['2017'], text: {
    en: 'When the player whose turn it was leads after an opponent led out of turn, his lead does not count as a card played to the irregular one: it stands and the cards played in error go back without {rect}.',
    nl: 'Speelt de speler die aan de beurt was voor nadat een tegenstander voor de beurt voorspeelde, dan telt zijn kaart niet als bijgespeeld: zijn voorspelen blijft en de ten onrechte gespeelde kaarten gaan terug zonder {rect}.' } },
  { article: '54C', editions: FROM_1987, text: {
    en: "Declarer who could have seen any card of dummy's (other than cards dummy exposed during the auction) must accept an opening lead out of turn.",
    nl: 'Een leider die een kaart van de blinde kan hebben gezien (behalve kaarten die de blinde tijdens het bieden toonde) moet een uitkomst voor de beurt accepteren.' } },
  { article: '54b', editions: ['1975'], text: {
    en: "Declarer who may have seen a card of dummy's (other than cards dummy showed during the auction) must accept an opening lead out of turn.",
    nl: 'Een leider die mogelijk een kaart van de blinde heeft gezien (behalve kaarten die de blinde tijdens het bieden toonde) moet een uitkomst voor de beurt accepteren.' } },
  { article: '60A', editions: FROM_1987, text: {
    en: 'A non-offender who plays after his right-hand opponent led or played out of turn or prematurely, before the {rect} is settled, loses the right to it; the irregular card then counts as played in turn, and obligations from earlier {rect}s remain.',
    nl: 'Een niet-overtreder die bijspeelt nadat zijn rechtertegenstander voor de beurt of voortijdig voorspeelde of speelde, en voordat de {rect} is vastgesteld, verliest het recht daarop; de onregelmatige kaart geldt dan als op de beurt gespeeld en verplichtingen uit een eerdere {rect} blijven bestaan.' } },
  { article: '60', editions: ['1975'], text: {
    en: 'Modelled on the 1987 text: a non-offender who plays after his right-hand opponent led or played out of turn or prematurely, before the {rect} is settled, loses the right to it; the irregular card counts as played in turn, earlier obligations remain.',
    nl: 'Gemodelleerd naar de tekst van 1987: een niet-overtreder die bijspeelt nadat zijn rechtertegenstander voor de beurt of voortijdig voorspeelde of speelde, en voordat de {rect} is vastgesteld, verliest het recht daarop; de onregelmatige kaart geldt als op de beurt gespeeld, eerdere verplichtingen blijven.' } },
  { article: '70', editions: ALL, text: {
    en: 'A disputed claim is ruled by the Director as equitably as possible to both sides, doubtful points going against the claimer.',
    nl: 'Over een betwiste claim beslist de wedstrijdleider zo billijk mogelijk voor beide partijen, waarbij twijfel ten nadele van de claimer uitvalt.' } },
];
