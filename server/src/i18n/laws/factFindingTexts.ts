/**
 * The words of the findings on an `[Irregularities]` event the engine could not rule on from its
 * facts (annotations.md §3a), in English and Dutch: which fact to add and what each answer would
 * give ("if South won it: 1 trick to NS (Law 64A2)"), facts that cannot all be true, an event
 * without a trick, and an event that needs the play record. The registry entries
 * (i18n/diagnostics/irregularitiesDiagnostics.ts) pass their arguments here; alternatives travel
 * as `values=transfer@article` parts joined by `|` (values joined by `,`).
 */
import { SUIT_SYMBOLS, Suit } from '../../bridge/cards';
import { Seat, Side } from '../../bridge/seats';
import { MessageArgs } from '../diagnostics/entry';
import { lawsName, seatName, sideName } from '../bridgeTerms';
import { tricksText } from '../bridgeNotation';
import { Language, Localized } from '../localize';

/** The phrases of the findings in one language. */
interface FactFindingWords {
  ask: { led: (trick: number) => string; won: (trick: number) => string; later: (side: string) => string; legal: (seat: string, trick: number) => string };
  and: string;
  or: string;
  /** "To rule on …, say …". */
  toRule: (event: string, laws: string, asks: string) => string;
  /** "if South or West won it". */
  ifWon: (seats: string) => string;
  /** "if ♠ was led". */
  ifLed: (suits: string) => string;
  /** "if they won 2 tricks after it" / "1 or more". */
  ifLater: (counts: string) => string;
  orMore: (least: number) => string;
  ifLegal: (yes: boolean) => string;
  /** "1 trick to NS (Law 64A2)" / "no trick (Law 64B1)". */
  outcome: (tricks: number, side: string, law: string) => string;
  /** "the answers give between no trick and 2 tricks". */
  range: (least: number, most: number, side: string) => string;
  /** 64B2: the suit led to the earlier revoke as well. */
  earlier: (earlier: number, trick: number) => string;
  contradictions: Record<string, (args: MessageArgs) => string>;
  contradicted: (event: string, reason: string) => string;
  needsTrick: (event: string) => string;
  needsPlay: (event: string, articles: string, laws: string) => string;
  claim: {
    award: (event: string, side: string, tricks: string, law: string, laws: string) => string;
    agreed: (event: string, law: string, laws: string) => string;
    playedOn: (event: string, law: string, laws: string) => string;
    needsAward: (event: string, side: string, law: string, laws: string) => string;
  };
}

const WORDS: Localized<FactFindingWords> = {
  en: {
    ask: {
      led: (trick) => `which suit was led to trick ${trick} (led=)`,
      won: (trick) => `who won trick ${trick} (won=)`,
      later: (side) => `how many tricks ${side} won after it (later=)`,
      legal: (seat, trick) => `whether ${seat} later won a trick with a card he could legally have played to trick ${trick} (legal=yes or legal=no)`,
    },
    and: 'and',
    or: 'or',
    toRule: (event, laws, asks) => `To rule on Irregularities event "${event}" (${laws}), say ${asks}`,
    ifWon: (seats) => `if ${seats} won it`,
    ifLed: (suits) => `if ${suits} was led`,
    ifLater: (counts) => `if they won ${counts} after it`,
    orMore: (least) => `${least} or more`,
    ifLegal: (yes) => (yes ? 'if he did' : 'if he did not'),
    outcome: (tricks, side, law) => (tricks === 0 ? `no trick (Law ${law})` : `${tricksText(tricks, 'en')} to ${side} (Law ${law})`),
    range: (least, most, side) => `the answers give between ${least === 0 ? 'no trick' : tricksText(least, 'en')} and ${tricksText(most, 'en')} to ${side}`,
    earlier: (earlier, trick) => `which suits were led to trick ${earlier} and to trick ${trick} (led= on both events; Law 64B2 compares them)`,
    contradictions: {
      'later-beyond-board': (a) => `later=${a.later} is more tricks than the board has after trick ${a.trick}`,
      'more-than-side-won': (a) => `${a.side} won ${tricksText(Number(a.total), 'en')} at the table, fewer than the facts give them from trick ${a.trick} on`,
      'card-of-suit-led': () => 'the revoke card is of the suit led (led=), and following suit is no revoke',
      'legal-without-later': () => 'legal=yes says the offender won a later trick, but later=0 says his side won none',
    },
    contradicted: (event, reason) => `The facts of Irregularities event "${event}" cannot all be true: ${reason}; correct them to get a ruling.`,
    needsTrick: (event) => `To rule on Irregularities event "${event}", write the trick of the revoke (1-13) instead of -.`,
    claim: {
      award: (event, side, tricks, law, laws) => `Claim, Irregularities event "${event}": the Director awarded ${side} ${tricks} in all (Law ${law}, ${laws})`,
      agreed: (event, law, laws) => `Claim, Irregularities event "${event}": the Result holds the tricks agreed (Law ${law}, ${laws}); a Director's decision is written award=N.`,
      playedOn: (event, law, laws) => `Claim, Irregularities event "${event}": play went on after the claim, so the claim lapsed and the Result, the score then obtained, stands (Law ${law}, ${laws}).`,
      needsAward: (event, side, law, laws) => `To rule on the disputed claim of Irregularities event "${event}" (Law ${law}, ${laws}), say how many tricks in all the Director awarded ${side} (award=).`,
    },
    needsPlay: (event, articles, laws) => `Without a play record the tool cannot rule on Irregularities event "${event}": the Director applies Laws ${articles} (${laws}) at the table; to rule, the tool needs the Play section up to that trick.`,
  },
  nl: {
    ask: {
      led: (trick) => `welke kleur in slag ${trick} werd voorgespeeld (led=)`,
      won: (trick) => `wie slag ${trick} won (won=)`,
      later: (side) => `hoeveel slagen ${side} daarna nog won (later=)`,
      legal: (seat, trick) => `of ${seat} later een slag won met een kaart die hij in slag ${trick} regelmatig had kunnen bijspelen (legal=yes of legal=no)`,
    },
    and: 'en',
    or: 'of',
    toRule: (event, laws, asks) => `Voor een uitspraak over Irregularities-gebeurtenis "${event}" (${laws}): zeg ${asks}`,
    ifWon: (seats) => `als ${seats} hem won`,
    ifLed: (suits) => `als ${suits} werd voorgespeeld`,
    ifLater: (counts) => `als zij daarna ${counts} wonnen`,
    orMore: (least) => `${least} of meer`,
    ifLegal: (yes) => (yes ? 'als dat zo is' : 'als dat niet zo is'),
    outcome: (tricks, side, law) => (tricks === 0 ? `geen slag (artikel ${law})` : `${tricksText(tricks, 'nl')} naar ${side} (artikel ${law})`),
    range: (least, most, side) => `de antwoorden geven tussen ${least === 0 ? 'geen slag' : tricksText(least, 'nl')} en ${tricksText(most, 'nl')} naar ${side}`,
    earlier: (earlier, trick) => `welke kleuren in slag ${earlier} en in slag ${trick} werden voorgespeeld (led= bij beide gebeurtenissen; artikel 64B2 vergelijkt ze)`,
    contradictions: {
      'later-beyond-board': (a) => `later=${a.later} is meer slagen dan het spel na slag ${a.trick} nog heeft`,
      'more-than-side-won': (a) => `${a.side} won aan tafel ${tricksText(Number(a.total), 'nl')}, minder dan de feiten hun vanaf slag ${a.trick} geven`,
      'card-of-suit-led': () => 'de verzakingskaart is van de voorgespeelde kleur (led=), en bekennen is geen verzaking',
      'legal-without-later': () => 'legal=yes zegt dat de overtreder later een slag won, maar later=0 zegt dat zijn partij er geen meer won',
    },
    contradicted: (event, reason) => `De feiten van Irregularities-gebeurtenis "${event}" kunnen niet alle waar zijn: ${reason}; verbeter ze voor een uitspraak.`,
    needsTrick: (event) => `Voor een uitspraak over Irregularities-gebeurtenis "${event}": schrijf de slag van de verzaking (1-13) in plaats van -.`,
    claim: {
      award: (event, side, tricks, law, laws) => `Claim, Irregularities-gebeurtenis "${event}": de wedstrijdleider kende ${side} in totaal ${tricks} toe (artikel ${law}, ${laws})`,
      agreed: (event, law, laws) => `Claim, Irregularities-gebeurtenis "${event}": het Result geeft de aanvaarde slagen (artikel ${law}, ${laws}); een beslissing van de wedstrijdleider schrijf je als award=N.`,
      playedOn: (event, law, laws) => `Claim, Irregularities-gebeurtenis "${event}": na de claim werd doorgespeeld, dus de claim vervalt en het Result, de score die toen behaald werd, blijft staan (artikel ${law}, ${laws}).`,
      needsAward: (event, side, law, laws) => `Voor een uitspraak over de betwiste claim van Irregularities-gebeurtenis "${event}" (artikel ${law}, ${laws}): zeg hoeveel slagen de wedstrijdleider ${side} in totaal toekende (award=).`,
    },
    needsPlay: (event, articles, laws) => `Zonder spelverloop kan het programma geen uitspraak doen over Irregularities-gebeurtenis "${event}": de wedstrijdleider past aan tafel artikel ${articles} toe (${laws}); voor een uitspraak heeft het programma de Play-sectie tot en met die slag nodig.`,
  },
};

function list(items: string[], joiner: string): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}` : items[0] ?? '';
}

/** "if South or West won it" and the like, for one fact's values. */
function condition(fact: string, values: string[], words: FactFindingWords, language: Language): string {
  if (fact === 'won') return words.ifWon(list(values.map((value) => seatName(value as Seat, language)), words.or));
  if (fact === 'led') return words.ifLed(list(values.map((value) => SUIT_SYMBOLS[value as Suit]), words.or));
  if (fact === 'legal') return words.ifLegal(values.includes('yes'));
  const counts = values.map(Number).sort((a, b) => a - b);
  const runsToEnd = counts.length > 1 && counts.every((count, index) => index === 0 || count === counts[index - 1] + 1);
  const text = runsToEnd ? words.orMore(counts[0]) : list(counts.map(String), words.or);
  return words.ifLater(counts.length === 1 ? tricksText(counts[0], language) : text);
}

/** The finding for a needed fact that is missing, with what each answer gives. */
export function needsFactsMessage(a: MessageArgs, language: Language): string {
  const words = WORDS[language];
  const trick = Number(a.trick);
  const offender = seatName(String(a.seat) as Seat, language);
  const offendingSide = sideName(String(a.side) as Side, language);
  const to = sideName(String(a.to) as Side, language);
  const laws = lawsName(String(a.edition), language);
  if (a.earlier !== undefined && a.earlier !== '') return `${words.toRule(String(a.event), laws, words.earlier(Number(a.earlier), trick))}.`;
  const asks = String(a.missing).split(',').map((fact) => {
    if (fact === 'led') return words.ask.led(trick);
    if (fact === 'won') return words.ask.won(trick);
    if (fact === 'later') return words.ask.later(offendingSide);
    return words.ask.legal(offender, trick);
  });
  const head = words.toRule(String(a.event), laws, list(asks, words.and));
  const fact = String(a.missing).split(',')[0];
  const alternatives = String(a.alternatives ?? '').split('|').filter(Boolean).map((part) => {
    const [values, outcome] = part.split('=');
    const [tricks, law] = outcome.split('@');
    return `${condition(fact, values.split(','), words, language)}: ${words.outcome(Number(tricks), to, law)}`;
  });
  if (alternatives.length) return `${head}: ${alternatives.join('; ')}.`;
  if (a.least !== undefined && a.least !== '' && a.most !== undefined && a.most !== '') return `${head}; ${words.range(Number(a.least), Number(a.most), to)}.`;
  return `${head}.`;
}

/** The finding for facts that cannot all be true. */
export function contradictedFactsMessage(a: MessageArgs, language: Language): string {
  const words = WORDS[language];
  const reason = words.contradictions[String(a.reason)]?.({ ...a, side: sideName(String(a.side) as Side, language) }) ?? String(a.reason);
  return words.contradicted(String(a.event), reason);
}

/** The finding for a revoke event without its trick. */
export function needsTrickMessage(a: MessageArgs, language: Language): string {
  return WORDS[language].needsTrick(String(a.event));
}

/** The finding for an event only a play record can decide. */
export function needsPlayMessage(a: MessageArgs, language: Language): string {
  return WORDS[language].needsPlay(String(a.event), String(a.articles), lawsName(String(a.edition), language));
}

/** The finding on a claim without a play record: the award and the Result it calls for, the agreed Result, or the award a disputed claim needs. */
export function claimFactsMessage(a: MessageArgs, language: Language): string {
  const words = WORDS[language].claim;
  const laws = lawsName(String(a.edition), language);
  const side = sideName(String(a.side) as Side, language);
  if (a.state === 'agreed') return words.agreed(String(a.event), String(a.law), laws);
  if (a.state === 'played-on') return words.playedOn(String(a.event), String(a.law), laws);
  if (a.state === 'needs-award') return words.needsAward(String(a.event), side, String(a.law), laws);
  return `${words.award(String(a.event), side, tricksText(Number(a.award), language), String(a.law), laws)}.`;
}
