/**
 * The text of the irregularity rulings in English and Dutch: leads out of turn, penalty cards,
 * lead restrictions, premature plays and claims, plus the phrase that describes a breached
 * obligation inside a revoke message. Every sentence cites its article and the edition, and uses
 * the edition's vocabulary ('penalty' / 'straf' until 1997, 'rectification' / 'rechtzetting' from
 * 2007). The wording summarises the Laws in our own words.
 */
import { SUIT_SYMBOLS, Suit } from '../../bridge/cards';
import { cardText } from '../../i18n/bridgeNotation';
import { Seat, sideOf } from '../../bridge/seats';
import { lawsName, seatName, sideName } from '../../i18n/bridgeTerms';
import { Language } from '../../i18n/localize';
import { rulesFor } from '../editions';
import { leadExceptionMessage } from './leadExceptionMessages';
import {
  ClaimRuling, Edition, LeadOutOfTurnRuling, LeadRestrictionRuling, ObligationBreach, PenaltyCardRuling, PrematurePlayRuling, Ruling,
} from '../types';

type Phrase = (en: string, nl: string) => string;

/** The context every sentence builder gets. */
interface Writer {
  say: Phrase;
  seat: (seat: Seat) => string;
  law: (article: string) => string;
  edition: Edition;
  /** 'penalty'/'straf' or 'rectification'/'rechtzetting'. */
  remedy: string;
  language: Language;
}

/** The message of a ruling other than a revoke. */
export function irregularityMessage(ruling: Exclude<Ruling, { kind: 'revoke' }>, edition: Edition, language: Language, declarer?: Seat): string {
  const exception = leadExceptionMessage(ruling, edition, language);
  if (exception) return exception;
  const writer = writerFor(edition, language);
  switch (ruling.kind) {
    case 'lead-out-of-turn': return leadMessage(ruling, writer, declarer);
    case 'penalty-card': return penaltyCardMessage(ruling, writer);
    case 'lead-restriction': return restrictionMessage(ruling, writer);
    case 'premature-play': return prematureMessage(ruling, writer);
    case 'claim': return claimMessage(ruling, writer, declarer);
  }
}

/** "instead of the major penalty card ♥7 (Law 50D1, Laws 2017; Law 61A)" — what a breached obligation required. */
export function breachDescription(breach: ObligationBreach, edition: Edition, language: Language): string {
  const writer = writerFor(edition, language);
  const { say } = writer;
  const definition = writer.law(rulesFor(edition).play.articles.revokeDefinition);
  const named = breach.required.startsWith('not ')
    ? say(`a card other than ${suitSymbol(breach.required.slice(4))}`, `een kaart die geen ${suitSymbol(breach.required.slice(4))} is`)
    : breach.required.length === 1 ? say(`a ${suitSymbol(breach.required)}`, `een ${suitSymbol(breach.required)}`) : cardText(breach.required, language);
  const what = {
    'penalty-card': say(`the penalty card ${named}`, `de strafkaart ${named}`),
    'lead-restriction': say(`${named} as declarer chose at trick ${breach.sinceTrick}`, `${named} zoals de leider in slag ${breach.sinceTrick} koos`),
    'premature-play': say(`${named} as declarer chose after the premature play`, `${named} zoals de leider na het voortijdig spelen koos`),
    'wrong-hand-lead': say(`${named} after the lead from the wrong hand`, `${named} na het voorspelen uit de verkeerde hand`),
  }[breach.obligation];
  return say(
    `instead of ${what} (${writer.law(breach.imposedBy)}); failing to comply is a revoke (${definition}, ${lawsName(edition, 'en')})`,
    `in plaats van ${what} (${writer.law(breach.imposedBy)}); niet voldoen is een verzaking (${definition}, ${lawsName(edition, 'nl')})`,
  );
}

function writerFor(edition: Edition, language: Language): Writer {
  const say: Phrase = (en, nl) => (language === 'nl' ? nl : en);
  const vocabulary = rulesFor(edition).vocabulary;
  return {
    say, edition, language,
    seat: (seat) => seatName(seat, language),
    law: (article) => say(`Law ${article}`, `artikel ${article}`),
    remedy: vocabulary === 'penalty' ? say('penalty', 'straf') : say('rectification', 'rechtzetting'),
  };
}

/** ♠ ♥ ♦ ♣ for a suit letter. */
function suitSymbol(suit: string): string {
  return SUIT_SYMBOLS[suit as Suit] ?? suit;
}

/** "(Law 56, Laws 2017)". */
function cite(writer: Writer, ...articles: string[]): string {
  return `(${articles.filter((article) => article !== '').map(writer.law).join(', ')}, ${lawsName(writer.edition, writer.language)})`;
}

function leadMessage(ruling: LeadOutOfTurnRuling, writer: Writer, declarer?: Seat): string {
  const { say } = writer;
  const seat = writer.seat(ruling.seat);
  const card = cardText(ruling.card, writer.language);
  const proper = writer.seat(ruling.properLeader);
  const rules = rulesFor(writer.edition).play;
  const opening = say(`${seat} led ${card} out of turn at trick ${ruling.trick} (${proper} was to lead)`, `${seat} speelde ${card} voor de beurt voor in slag ${ruling.trick} (${proper} was aan de beurt)`);
  let text: string;
  switch (ruling.outcome) {
    case 'accepted':
      if (ruling.problem === 'trick-thirteen') {
        return `${opening}: ${say('at trick 13 a lead out of turn cannot be accepted; the correct leader leads', 'in de dertiende slag kan voorspelen voor de beurt niet geaccepteerd worden; de juiste speler speelt voor')} ${cite(writer, ruling.law)}.`;
      }
      text = ruling.law === rules.articles.openingLeadAccepted
        ? say(`declarer accepted it: dummy is spread and declarer plays the second card from his own hand ${cite(writer, ruling.law)}`, `de leider accepteerde de uitkomst: de blinde gaat open en de leider speelt de tweede kaart uit zijn eigen hand ${cite(writer, ruling.law)}`)
        : ruling.acceptedBy === 'statement'
          ? say(`it was accepted and stands as a correct lead ${cite(writer, ruling.law)}`, `het werd geaccepteerd en geldt als juist voorgespeeld ${cite(writer, ruling.law)}`)
          : say(`the next player played to it, which accepts it as a correct lead ${cite(writer, ruling.law)}`, `de volgende speler speelde bij, waarmee het als juist voorgespeeld geldt ${cite(writer, ruling.law)}`);
      if (declarer && sideOf(ruling.seat) === sideOf(declarer) && rules.defendersDisagreeNextToPlayDecides) {
        text += say(`; had the defenders disagreed, the one next to play would have decided (${writer.law(rules.articles.defendersDisagree)})`, `; waren de tegenspelers het oneens, dan besliste wie na de leider aan de beurt was (${writer.law(rules.articles.defendersDisagree)})`);
      }
      if (ruling.problem === 'accepted-lead-not-marked') text += say('. The Play section does not mark the card ^L', '. De Play-sectie markeert de kaart niet met ^L');
      return `${opening}: ${text}.`;
    case 'rejected':
      return `${opening}: ${say(`not accepted; ${writer.remedy}: the card becomes a ${rules.penaltyCardKinds === 'single' ? '' : 'major '}penalty card and ${proper} leads`, `niet geaccepteerd; ${writer.remedy}: de kaart wordt een ${rules.penaltyCardKinds === 'single' ? '' : 'grote '}strafkaart en ${proper} speelt voor`)} ${cite(writer, ruling.law)}.`;
    case 'declarer-card-returned':
      return `${opening}: ${say(`not accepted; the card goes back without ${writer.remedy}`, `niet geaccepteerd; de kaart gaat terug zonder ${writer.remedy}`)} ${cite(writer, ruling.law)}.`;
    case 'wrong-hand': {
      const right = writer.seat(ruling.properLeader);
      text = say(`${seat} led ${card} from the wrong hand at trick ${ruling.trick}: the lead must come from ${right}`, `${seat} speelde ${card} voor uit de verkeerde hand in slag ${ruling.trick}: ${right} moet voorspelen`);
      if (ruling.obliges?.action === 'lead-same-suit') text += say(`, as a ${writer.remedy} with a ${suitSymbol(ruling.obliges.card!)} if he can`, `, als ${writer.remedy} zo mogelijk met een ${suitSymbol(ruling.obliges.card!)}`);
      if (ruling.problem === 'wrong-hand-by-defender') text += say(' — but only declarer can lead from the wrong hand', ' — maar alleen de leider kan uit de verkeerde hand voorspelen');
      return `${text} ${cite(writer, ruling.law)}.`;
    }
    case 'proper-lead-stands':
      return leadExceptionMessage(ruling, writer.edition, writer.language) ?? '';
    case 'declarer-spreads': {
      text = say(`declarer spread his hand and became dummy, so the lead stands and his partner plays the hand (Declarer "^X")`, `de leider legde zijn hand open en werd de blinde, dus de uitkomst blijft en zijn partner speelt het spel (Declarer "^X")`);
      if (ruling.problem) text += say('; this applies only to an opening lead out of turn by a defender', '; dit geldt alleen voor een uitkomst voor de beurt door een tegenspeler');
      return `${opening}: ${text} ${cite(writer, ruling.law)}.`;
    }
  }
}

function penaltyCardMessage(ruling: PenaltyCardRuling, writer: Writer): string {
  const { say } = writer;
  const rules = rulesFor(writer.edition).play;
  const card = cardText(ruling.card, writer.language);
  const seat = writer.seat(ruling.seat);
  const sizeWord = { major: say('a major penalty card', 'een grote strafkaart'), minor: say('a minor penalty card', 'een kleine strafkaart'), single: say('a penalty card', 'een strafkaart') }[ruling.size];
  const why = {
    exposed: say('exposed', 'getoond'),
    'lead-out-of-turn': say('led out of turn and not accepted', 'voor de beurt voorgespeeld en niet geaccepteerd'),
    'premature-play': say('played prematurely', 'voortijdig gespeeld'),
    'corrected-revoke': say('withdrawn when the revoke was corrected', 'teruggenomen bij het herstel van de verzaking'),
  }[ruling.origin];
  const kindArticles = ruling.size === 'minor' ? [rules.articles.penaltyCardKind, rules.articles.minorPenaltyCard] : ruling.size === 'major' ? [rules.articles.penaltyCardKind, rules.articles.majorPenaltyCard] : [rules.articles.majorPenaltyCard];
  const articles = [...new Set([ruling.law, ...kindArticles])];
  const duty = ruling.size === 'minor'
    ? say(`${seat} may play no other ${suitSymbol(ruling.card[0])} below an honour before it`, `${seat} mag geen andere ${suitSymbol(ruling.card[0])} lager dan een honneur spelen voordat hij deze speelt`)
    : say(`it stays face up and ${seat} must play it at the first legal opportunity, following suit or a restriction first`, `ze blijft open liggen en ${seat} moet haar spelen zodra dat reglementair kan, na kleur bekennen of een opgelegde beperking`);
  let text = say(`${card} of ${seat}, ${why} at trick ${ruling.trick}, is ${sizeWord}: ${duty} ${cite(writer, ...articles)}`, `${card} van ${seat}, ${why} in slag ${ruling.trick}, is ${sizeWord}: ${duty} ${cite(writer, ...articles)}`);
  if (ruling.alongWith?.length) {
    const others = ruling.alongWith.map((other) => cardText(other, writer.language)).join(', ');
    text += say(`; with ${others} also on the table, all are major (${writer.law(rules.articles.twoPenaltyCards)})`, `; met ook ${others} op tafel zijn ze alle groot (${writer.law(rules.articles.twoPenaltyCards)})`);
  }
  if (ruling.playedAt !== undefined) text += say(`; played at trick ${ruling.playedAt}`, `; gespeeld in slag ${ruling.playedAt}`);
  if (ruling.withdrawnAt !== undefined) text += say(`; picked up at trick ${ruling.withdrawnAt} by declarer's choice`, `; opgenomen in slag ${ruling.withdrawnAt} door de keuze van de leider`);
  if (ruling.problem === 'size-mismatch') text += say(`. The tag records it as ${ruling.recordedSize}, but Law ${rules.articles.penaltyCardKind} makes it ${ruling.size}`, `. De tag noemt haar ${ruling.recordedSize === 'major' ? 'groot' : 'klein'}, maar artikel ${rules.articles.penaltyCardKind} maakt haar ${ruling.size === 'major' ? 'groot' : 'klein'}`);
  if (ruling.problem === 'single-kind') text += say('. This code has one kind of penalty card only', '. Deze spelregels kennen maar één soort strafkaart');
  return `${text}.`;
}

function restrictionMessage(ruling: LeadRestrictionRuling, writer: Writer): string {
  const { say } = writer;
  const leader = writer.seat(ruling.seat);
  const owner = writer.seat(ruling.penaltyCardOwner);
  const suits = [...ruling.card].map((suit) => suitSymbol(suit)).join('/');
  const citation = cite(writer, ...ruling.law.split(', '));
  if (ruling.problem === 'suit-not-penalty-card') {
    const asked = suitSymbol(ruling.card);
    return say(`Declarer cannot ${ruling.choice === 'forbid' ? 'forbid' : 'require'} ${leader} to lead ${asked} at trick ${ruling.trick}: the choice is only about the suit of ${owner}'s penalty card, which stays on the table ${citation}.`,
      `De leider kan ${leader} in slag ${ruling.trick} niet ${ruling.choice === 'forbid' ? 'verbieden' : 'opleggen'} ${asked} voor te spelen: de keuze gaat alleen over de kleur van de strafkaart van ${owner}, die op tafel blijft ${citation}.`);
  }
  if (ruling.problem === 'no-penalty-card') {
    return say(`Lead restriction for ${leader} at trick ${ruling.trick}, but ${owner} has no major penalty card on the table then, so declarer has no such choice ${citation}.`, `Voorspeelbeperking voor ${leader} in slag ${ruling.trick}, maar ${owner} heeft dan geen grote strafkaart op tafel, dus de leider heeft die keuze niet ${citation}.`);
  }
  let text: string;
  switch (ruling.choice) {
    case 'unrecorded':
      text = say(`${leader} is to lead at trick ${ruling.trick} while partner ${owner} has a major penalty card (${suits}) on the table: declarer first chooses to require that suit, forbid it, or neither; record the choice with LeadRestriction ${citation}`, `${leader} moet voorspelen in slag ${ruling.trick} terwijl partner ${owner} een grote strafkaart (${suits}) op tafel heeft: de leider kiest eerst of hij die kleur eist, verbiedt of geen van beide; leg de keuze vast met LeadRestriction ${citation}`);
      break;
    case 'require':
      text = say(`Declarer requires ${leader} to lead ${suits} at trick ${ruling.trick}; the penalty card is picked up ${citation}`, `De leider eist dat ${leader} in slag ${ruling.trick} ${suits} voorspeelt; de strafkaart wordt opgenomen ${citation}`);
      break;
    case 'forbid':
      text = say(`Declarer forbids ${leader} to lead ${suits} from trick ${ruling.trick} while he keeps the lead; the penalty card is picked up ${citation}`, `De leider verbiedt ${leader} vanaf slag ${ruling.trick} ${suits} voor te spelen zolang hij aan slag blijft; de strafkaart wordt opgenomen ${citation}`);
      break;
    default:
      text = say(`Declarer puts no restriction on ${leader}'s lead at trick ${ruling.trick}; the penalty card stays on the table ${citation}`, `De leider legt ${leader} in slag ${ruling.trick} geen voorspeelbeperking op; de strafkaart blijft op tafel ${citation}`);
  }
  return `${text}.`;
}

function prematureMessage(ruling: PrematurePlayRuling, writer: Writer): string {
  const { say } = writer;
  const rules = rulesFor(writer.edition).play;
  const seat = writer.seat(ruling.seat);
  const partner = writer.seat(ruling.partner);
  const opening = say(`${seat} played ${cardText(ruling.card, writer.language)} prematurely at trick ${ruling.trick}, before partner ${partner}`, `${seat} speelde ${cardText(ruling.card, writer.language)} voortijdig in slag ${ruling.trick}, vóór partner ${partner}`);
  if (!ruling.rectified) {
    return `${opening}: ${say(`no ${writer.remedy}, as declarer had already played from both hands`, `geen ${writer.remedy}, want de leider had al uit beide handen gespeeld`)} ${cite(writer, ruling.law)}.`;
  }
  const suit = ruling.suit ? suitSymbol(ruling.suit) : '';
  const choice = {
    highest: say(`${partner} plays his highest card of the suit led`, `${partner} zijn hoogste kaart in de voorgespeelde kleur speelt`),
    lowest: say(`${partner} plays his lowest card of the suit led`, `${partner} zijn laagste kaart in de voorgespeelde kleur speelt`),
    'play-suit': say(`${partner} plays a ${suit}`, `${partner} een ${suit} speelt`),
    'not-play-suit': say(`${partner} plays no ${suit}`, `${partner} geen ${suit} speelt`),
    none: '',
  }[ruling.choice];
  const card = rules.penaltyCardKinds === 'single' ? say('a penalty card', 'een strafkaart') : say('a major penalty card', 'een grote strafkaart');
  const chose = choice ? say(`declarer chose that ${choice}`, `de leider koos dat ${choice}`) : say('declarer made no choice for partner', 'de leider koos niets voor de partner');
  const unable = choice ? say(`; if he cannot, any card (${writer.law(rules.articles.cannotComply)})`, `; kan hij dat niet, dan elke kaart (${writer.law(rules.articles.cannotComply)})`) : '';
  return `${opening}: ${say(`${writer.remedy}: the card becomes ${card} and ${chose}`, `${writer.remedy}: de kaart wordt ${card} en ${chose}`)} ${cite(writer, ruling.law)}${unable}.`;
}

function claimMessage(ruling: ClaimRuling, writer: Writer, declarer?: Seat): string {
  const { say } = writer;
  const rules = rulesFor(writer.edition).play;
  const who = ruling.seat ? writer.seat(ruling.seat) : say('a player', 'een speler');
  const after = ruling.trick - 1;
  if (ruling.lapsed) {
    return rules.claimPlayedOn
      ? say(`${who} claimed at trick ${ruling.trick}, but all four agreed to play on: the claim lapsed and the play as recorded stands (${writer.law(rules.articles.playedOn)}).`,
        `${who} eiste in slag ${ruling.trick} op, maar alle vier stemden in met doorspelen: de claim vervalt en het spel zoals vastgelegd blijft staan (${writer.law(rules.articles.playedOn)}).`)
      : say(`${who} claimed at trick ${ruling.trick} and play went on to the end; this code has no provision for playing on after a claim (${writer.law(rules.articles.claim)}).`,
        `${who} eiste in slag ${ruling.trick} op en er werd tot het eind doorgespeeld; deze spelregels voorzien niet in doorspelen na een claim (${writer.law(rules.articles.claim)}).`);
  }
  const cards = ruling.cardsPlayed ?? 0;
  const stops = cards > 0
    ? say(`The play stops during trick ${ruling.trick}, after ${cards === 1 ? '1 card' : `${cards} cards`}`, `Het spel stopt tijdens slag ${ruling.trick}, na ${cards === 1 ? '1 kaart' : `${cards} kaarten`}`)
    : say(`The play stops after trick ${after}`, `Het spel stopt na slag ${after}`);
  const last = ruling.remaining === 1 ? say('the last trick', 'de laatste slag') : say(`the last ${ruling.remaining} tricks`, `de laatste ${ruling.remaining} slagen`);
  let text = say(`${stops}: ${who} claimed or conceded ${last} ${cite(writer, rules.articles.claim)}`, `${stops}: ${who} eiste ${last} op of stond ${ruling.remaining === 1 ? 'hem' : 'ze'} af ${cite(writer, rules.articles.claim)}`);
  const side = declarer ? sideName(sideOf(declarer), writer.language) : say('the declaring side', 'de leidende partij');
  const claimed = ruling.declaringSideClaimed ?? 0;
  if (ruling.declaringSideClaimed !== undefined && !ruling.problem) {
    text += ruling.remaining === 1
      ? say(`; by the Result ${side} ${claimed === 1 ? 'takes it' : 'does not take it'}`, `; volgens het Result krijgt ${side} ${claimed === 1 ? 'hem' : 'hem niet'}`)
      : say(`; by the Result ${side} takes ${claimed} of them`, `; volgens het Result krijgt ${side} er ${claimed} van`);
  }
  if (ruling.problem && ruling.directorResult) {
    text += ruling.problem === 'too-many'
      ? say(`; the Result, marked '^' as the Director's, gives ${side} ${claimed} of ${last}, more than remain`, `; het Result, met '^' als dat van de wedstrijdleider, geeft ${side} ${claimed} van ${last}, meer dan er over zijn`)
      : say(`; the Result, marked '^' as the Director's, gives ${side} fewer tricks than it already won in the play`, `; het Result, met '^' als dat van de wedstrijdleider, geeft ${side} minder slagen dan het in het spel al won`);
  } else if (ruling.problem === 'too-many') {
    const more = claimed === 1 ? say('1 trick more', '1 slag meer') : say(`${claimed} tricks more`, `${claimed} slagen meer`);
    const only = ruling.remaining === 1 ? say('only 1 remains', 'er is er nog maar 1') : say(`only ${ruling.remaining} remain`, `er zijn er nog maar ${ruling.remaining}`);
    text += say(`; but the Result is impossible: it gives ${side} ${more} than it won in the play, and ${only}`, `; maar het Result kan niet: het geeft ${side} ${more} dan het in het spel won, en ${only}`);
  }
  else if (ruling.problem === 'too-few') {
    const fewer = -claimed === 1 ? say('1 trick fewer', '1 slag minder') : say(`${-claimed} tricks fewer`, `${-claimed} slagen minder`);
    text += say(`; but the Result is impossible: it gives ${side} ${fewer} than it already won in the play`, `; maar het Result kan niet: het geeft ${side} ${fewer} dan het in het spel al won`);
  }
  if (ruling.agreement === 'agreed') text += say('; the other side agreed', '; de andere partij stemde in');
  if (ruling.agreement === 'disputed') text += say(`. The claim was disputed: the Director rules on it by his own judgement (${writer.law(rules.articles.disputedClaim)})`, `. De claim werd betwist: de wedstrijdleider beslist naar eigen oordeel (${writer.law(rules.articles.disputedClaim)})`);
  if (ruling.agreement === 'played-on') {
    text += rules.claimPlayedOn
      ? say(`. Play went on after a doubted claim with all four agreeing (${writer.law(rules.articles.playedOn)})`, `. Na een betwijfelde claim werd met instemming van alle vier doorgespeeld (${writer.law(rules.articles.playedOn)})`)
      : say('. This code has no provision for playing on after a claim', '. Deze spelregels voorzien niet in doorspelen na een claim');
  }
  return `${text}.`;
}
