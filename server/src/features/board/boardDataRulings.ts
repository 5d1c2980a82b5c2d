/**
 * The rulings of a board in words for the board view and the report: a revoke gets the Laws
 * engine's own sentences (revokeMessages), any other ruling its irregularityMessage, and a plain
 * sentence naming the irregularity, offender, trick and card is the fallback. Each ruling
 * carries its article and the article's summary (explainLaw) in the chosen language, and every
 * ruling that moves tricks becomes a transfer line.
 */
import { cardText as bridgeCardText } from '../../i18n/bridgeNotation';
import { Seat, Side } from '../../bridge/seats';
import { lawsName, seatName, sideName } from '../../i18n/bridgeTerms';
import { Language, Localized } from '../../i18n/localize';
import { explainLaw } from '../../laws/explain/explainLaw';
import { irregularityMessage } from '../../laws/irregularities/messages';
import { revokeMessages } from '../../laws/messages';
import { Edition, Ruling } from '../../laws/types';
import { RulingView, TransferView } from './boardDataTypes';

const KIND_NAMES: Localized<Record<string, string>> = {
  en: {
    revoke: 'Revoke', 'lead-out-of-turn': 'Lead out of turn', 'penalty-card': 'Penalty card',
    'lead-restriction': 'Lead restriction', 'premature-play': 'Premature lead or play', claim: 'Claim or concession',
  },
  nl: {
    revoke: 'Verzaking', 'lead-out-of-turn': 'Uitkomst buiten de beurt', 'penalty-card': 'Strafkaart',
    'lead-restriction': 'Uitkomstbeperking', 'premature-play': 'Voortijdig uitkomen of spelen', claim: 'Claim of concessie',
  },
};

/** The shape every ruling kind shares, read loosely so that new kinds still show. */
interface RulingFields {
  kind: string;
  trick: number;
  seat?: Seat;
  card?: string;
  law: string;
  transfer?: number;
  to?: Side;
}

/** "Law 64A1 (Laws 2017)" / "Artikel 64A1 (Spelregels 2017)". */
export function articleCitation(law: string, edition: Edition, language: Language): string {
  return `${language === 'nl' ? 'Artikel' : 'Law'} ${law} (${lawsName(edition, language)})`;
}

/** The localised name of a ruling kind ("Revoke" / "Verzaking"). */
export function rulingKindName(kind: string, language: Language): string {
  return KIND_NAMES[language][kind] ?? kind;
}

/** A card or suit with its symbol when it is one. */
function cardText(card: string, language: Language): string {
  return /^[SHDC][AKQJT98765432]$/.test(card) ? bridgeCardText(card, language) : card;
}

function genericSentence(ruling: RulingFields, edition: Edition, language: Language): string {
  const parts = [rulingKindName(ruling.kind, language)];
  if (ruling.seat) parts.push(language === 'nl' ? `door ${seatName(ruling.seat, language)}` : `by ${seatName(ruling.seat, language)}`);
  parts.push(language === 'nl' ? `in slag ${ruling.trick}` : `at trick ${ruling.trick}`);
  const card = ruling.card ? ` (${cardText(ruling.card, language)})` : '';
  return `${parts.join(' ')}${card}: ${articleCitation(ruling.law, edition, language)}.`;
}

/** The sentences of a ruling: the engine's own, or a plain one should the engine have none. */
function rulingSentences(ruling: Ruling, edition: Edition, language: Language, declarer: Seat | undefined): string[] {
  if (ruling.kind === 'revoke') return revokeMessages(ruling, edition, language);
  try {
    return [irregularityMessage(ruling, edition, language, declarer)];
  } catch {
    return [genericSentence(ruling as RulingFields, edition, language)];
  }
}

/** One ruling in words. */
export function rulingView(ruling: Ruling, edition: Edition, language: Language, declarer?: Seat): RulingView {
  const fields = ruling as RulingFields;
  const sentences = rulingSentences(ruling, edition, language, declarer);
  return {
    kind: ruling.kind, trick: ruling.trick, seat: fields.seat, card: fields.card, law: ruling.law,
    article: articleCitation(ruling.law, edition, language), sentences,
    explanation: explainLaw(ruling.law, edition, language),
    transfer: fields.transfer ?? 0, to: fields.to,
  };
}

/** The tricks the rulings move, one line per ruling that moves any. */
export function transferViews(rulings: readonly Ruling[], language: Language): TransferView[] {
  const transfers: TransferView[] = [];
  for (const ruling of rulings) {
    const fields = ruling as RulingFields;
    if (!fields.transfer || !fields.to) continue;
    transfers.push({ count: fields.transfer, to: fields.to, toName: sideName(fields.to, language), law: ruling.law, trick: ruling.trick });
  }
  return transfers;
}
