/**
 * The words of a claim over the layouts the claimer could not see (Law 70), in English and
 * Dutch: the share of layouts on which it holds ("holds on 13 of the 20 layouts declarer could
 * not see"), the worst layout, and the holding that decides ("it fails when East holds ♠K x or
 * ♠K x x", Dutch ranks H V B). Always worded as an aid: the ruling is the Director's.
 */
import { SUIT_SYMBOLS, Suit } from '../bridge/cards';
import { Seat } from '../bridge/seats';
import { rankText } from './bridgeNotation';
import { lawsName, seatName } from './bridgeTerms';
import { Language } from './localize';

/** The heading of the section in the board view, the report and the hover. */
export const CLAIM_LAYOUT_WORDS: Record<Language, { heading: string }> = {
  en: { heading: 'The claim over the layouts the claimer could not see' },
  nl: { heading: 'De claim over de verdelingen die de claimer niet kon zien' },
};

/** The facts a layouts text needs. */
export interface ClaimLayoutsFacts {
  claimed: number;
  remaining: number;
  total: number;
  solved: number;
  sample: boolean;
  /** Of a sample, the 95% interval of the share of all layouts on which it holds (shares of 1). */
  interval?: { low: number; high: number };
  /** The claim's time budget ran out: the layouts solved so far. */
  partial?: boolean;
  /** Still solving: the layouts solved so far. */
  soFar?: boolean;
  holding: number;
  worstClaimer: number;
  /** The claimer's side's tricks on the actual layout, when known. */
  actual?: number;
  /** Declarer's side claimed (declarer could not see the defenders' cards), else the named defender. */
  claimerIsDeclarerSide: boolean;
  claimer?: Seat;
  decidedBy: ReadonlyArray<{ seat: Seat; suit: Suit; failing: readonly string[] }>;
  article: string;
  edition: string;
}

/** 5,000 / 5.000. */
export function countText(count: number, language: Language): string {
  const digits = String(count);
  const separator = language === 'nl' ? '.' : ',';
  let text = '';
  for (let at = 0; at < digits.length; at++) {
    if (at > 0 && /\d/.test(digits[at - 1]) && (digits.length - at) % 3 === 0) text += separator;
    text += digits[at];
  }
  return text;
}

/** "♠K x x", "♠x x", "no ♠" / "♠H x x", "geen ♠". */
export function holdingText(suit: Suit, pattern: string, language: Language): string {
  if (pattern === '') return `${language === 'nl' ? 'geen' : 'no'} ${SUIT_SYMBOLS[suit]}`;
  return SUIT_SYMBOLS[suit] + [...pattern].map((rank) => (rank === 'x' ? 'x' : rankText(rank, language))).join(' ');
}

/** "East holds ♠K x or ♠K x x" / "Oost ♠H x of ♠H x x heeft". */
export function decidedText(decided: ClaimLayoutsFacts['decidedBy'][number], language: Language): string {
  const holdings = decided.failing.map((pattern) => holdingText(decided.suit, pattern, language)).join(language === 'nl' ? ' of ' : ' or ');
  return language === 'nl' ? `${seatName(decided.seat, language)} ${holdings} heeft` : `${seatName(decided.seat, language)} holds ${holdings}`;
}

/** Who could not see the cards: declarer, or the defender who claimed. */
function blind(facts: ClaimLayoutsFacts, language: Language): string {
  if (!facts.claimerIsDeclarerSide && facts.claimer) return seatName(facts.claimer, language);
  if (!facts.claimerIsDeclarerSide) return language === 'nl' ? 'de tegenspelers' : 'the defenders';
  return language === 'nl' ? 'de leider' : 'declarer';
}

/** "13 of the 20 layouts declarer could not see", "all 20 …", or of a sample. */
function shareText(facts: ClaimLayoutsFacts, language: Language): string {
  const who = blind(facts, language);
  const [holding, solved, total] = [facts.holding, facts.solved, facts.total].map((count) => countText(count, language));
  if (language === 'nl') {
    const seen = `die ${who} niet kon zien`;
    if (facts.soFar) return `${holding} van de ${solved} verdelingen die tot nu toe zijn doorgerekend, van de ${total} ${seen} (er wordt nog gerekend${intervalText(facts, language, '; ')})`;
    if (facts.partial) return `${holding} van de ${solved} verdelingen die tot nu toe zijn doorgerekend, van de ${total} ${seen} (de rekentijd voor deze claim was op${intervalText(facts, language, '; ')})`;
    if (facts.sample) return `${holding} van ${solved} verdelingen, een steekproef uit de ${total} ${seen}${intervalText(facts, language)}`;
    return facts.holding === facts.solved ? `alle ${total} verdelingen ${seen}` : `${holding} van de ${total} verdelingen ${seen}`;
  }
  const seen = `${who} could not see`;
  if (facts.soFar) return `${holding} of the ${solved} layouts solved so far of the ${total} ${seen} (still solving${intervalText(facts, language, '; ')})`;
  if (facts.partial) return `${holding} of the ${solved} layouts solved so far of the ${total} ${seen} (the time for this claim ran out${intervalText(facts, language, '; ')})`;
  if (facts.sample) return `${holding} of ${solved} layouts sampled from the ${total} ${seen}${intervalText(facts, language)}`;
  return facts.holding === facts.solved ? `all ${total} layouts ${seen}` : `${holding} of the ${total} layouts ${seen}`;
}

/** " (78%, 95% interval 74–82%)" / " (78%, 95%-betrouwbaarheidsinterval 74–82%)": a sample's share and its interval, outward to whole percents (after `lead` instead of in brackets). */
function intervalText(facts: ClaimLayoutsFacts, language: Language, lead?: string): string {
  if (!facts.interval || facts.solved === 0) return '';
  const share = Math.round((facts.holding / facts.solved) * 100);
  const [low, high] = [Math.floor(facts.interval.low * 100), Math.ceil(facts.interval.high * 100)];
  const text = language === 'nl' ? `${share}%, 95%-betrouwbaarheidsinterval ${low}–${high}%` : `${share}%, 95% interval ${low}–${high}%`;
  return lead ? `${lead}${text}` : ` (${text})`;
}

/** `pbn.claim.layouts`: the share of layouts on which the claim holds, the worst one and what decides. */
export function claimLayoutsText(facts: ClaimLayoutsFacts, language: Language): string {
  const nl = language === 'nl';
  const actual = facts.actual === undefined ? '' : nl ? `; bij de werkelijke verdeling ${facts.actual}` : `; on the actual layout ${facts.actual}`;
  const head = nl
    ? `De claim van ${facts.claimed} van de laatste ${facts.remaining} slagen houdt stand in ${shareText(facts, language)} (dubbel dummy vanaf de claim${actual})`
    : `The claim of ${facts.claimed} of the last ${facts.remaining} tricks holds on ${shareText(facts, language)} (double dummy from the claim${actual})`;
  const parts = [facts.holding === facts.solved ? `${head}.` : `${head}; ${nl ? `in het slechtste geval maakt de claimende partij er ${facts.worstClaimer}` : `at worst the claiming side takes ${facts.worstClaimer}`}.`];
  const [first, ...same] = facts.decidedBy;
  if (first) {
    const also = same.length ? (nl ? ` (dezelfde verdelingen: wanneer ${same.map((decided) => decidedText(decided, language)).join(', of ')})` : ` (the same layouts: when ${same.map((decided) => decidedText(decided, language)).join(', or ')})`) : '';
    parts.push(nl ? `Ze faalt wanneer ${decidedText(first, language)}${also}.` : `It fails when ${decidedText(first, language)}${also}.`);
  }
  parts.push(nl
    ? `Een hulpmiddel, geen beslissing: de claim, de verklaring erbij en wat een normale speelwijze is, beoordeelt de wedstrijdleider (artikel ${facts.article}, ${lawsName(facts.edition, language)}).`
    : `An aid, not a ruling: the claim, its statement and what is a normal line are the Director's to judge (Law ${facts.article}, ${lawsName(facts.edition, language)}).`);
  return parts.join(' ');
}
