/**
 * The rulings of a board in words for the board view and the report: a revoke gets the Laws
 * engine's own sentences (revokeMessages), any other ruling its irregularityMessage, and a plain
 * sentence naming the irregularity, offender, trick and card is the fallback. Each ruling
 * carries its article and the article's summary (explainLaw) in the chosen language, and every
 * ruling that moves tricks becomes a transfer line.
 */
import { cardText as bridgeCardText } from '../../i18n/bridgeNotation';
import { Seat, Side } from '../../bridge/seats';
import { seatName, sideName } from '../../i18n/bridgeTerms';
import { Language } from '../../i18n/localize';
import { articleCitation, plainRulingSentence, rulingKindName } from '../../i18n/boardTexts';
import { explainLaw } from '../../laws/explain/explainLaw';
import { irregularityMessage } from '../../laws/irregularities/messages';
import { revokeMessages } from '../../laws/messages';
import { Edition, Ruling } from '../../shapes/laws';
import { RulingView, TransferView } from './boardDataTypes';

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

/** A card or suit with its symbol when it is one. */
function cardText(card: string, language: Language): string {
  return /^[SHDC][AKQJT98765432]$/.test(card) ? bridgeCardText(card, language) : card;
}

function genericSentence(ruling: RulingFields, edition: Edition, language: Language): string {
  const seat = ruling.seat ? seatName(ruling.seat, language) : undefined;
  const card = ruling.card ? cardText(ruling.card, language) : undefined;
  return plainRulingSentence(rulingKindName(ruling.kind, language), seat, ruling.trick, card, articleCitation(ruling.law, edition, language), language);
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
