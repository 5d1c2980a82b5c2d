/**
 * Completion of tag values: the enumerations of Dealer, Vulnerable, Declarer, Contract (the
 * auction's contract first), Scoring and Laws (the edition the Date gives first). The fields of
 * the Irregularities tag are completed in completionIrregularities.ts.
 */
import { CompletionItem, CompletionItemKind } from 'vscode-languageserver-types';
import { STRAINS_ASCENDING, formatContract } from '../../bridge/contract';
import { COMPLETION_WORDS } from '../../i18n/completionTexts';
import { Language } from '../../i18n/localize';
import { editionFromDate } from '../../laws/edition';
import { EDITIONS } from '../../shapes/laws';
import { GameModel } from '../../model/game/gameModel';

const SEATS_IN_PBN_ORDER = ['W', 'N', 'E', 'S'];
const SCORING_VALUES = ['MP', 'MatchPoints', 'IMP', 'Cavendish', 'Chicago', 'Rubber', 'BAM', 'Instant', 'Butler', 'Butler-2', 'Experts', 'Cross', 'Cross1', 'Cross2', 'Mean', 'Median', 'MP1', 'MP2', 'OldMP', 'Mitchell2', 'Mitchell3', 'Mitchell4', 'Ascherman', 'Bastille', 'EMP', 'IMP_1948', 'IMP_1961'];

const value = (label: string, order: number, detail?: string): CompletionItem =>
  ({ label, kind: CompletionItemKind.EnumMember, sortText: String(order).padStart(4, '0'), detail });

/** The values of an enumerated tag; empty for other tags. */
export function tagValueCompletions(model: GameModel, tagName: string, language: Language): CompletionItem[] {
  switch (tagName) {
    case 'Dealer':
      return SEATS_IN_PBN_ORDER.map((seat, index) => value(seat, index));
    case 'Declarer':
      return [...SEATS_IN_PBN_ORDER, ...SEATS_IN_PBN_ORDER.map((seat) => `^${seat}`)].map((seat, index) =>
        value(seat, seat === model.auction?.declarer ? -1 : index, seat.startsWith('^') ? COMPLETION_WORDS[language].swapped : undefined));
    case 'Vulnerable':
      return ['None', 'NS', 'EW', 'All'].map((vulnerability, index) => value(vulnerability, index));
    case 'Contract':
      return contractValues(model);
    case 'Scoring':
      return SCORING_VALUES.map((scoring, index) => value(scoring, index));
    case 'Laws': {
      const inferred = editionFromDate(model.values.get('Date') ?? '');
      const detail = COMPLETION_WORDS[language].inferred;
      return EDITIONS.map((edition, index) => value(edition, edition === inferred ? -1 : index, edition === inferred ? detail : undefined));
    }
    default:
      return [];
  }
}

/** Pass and every contract, the auction's own contract first. */
function contractValues(model: GameModel): CompletionItem[] {
  const fromAuction = model.auction?.contract ? formatContract(model.auction.contract) : undefined;
  const items = [value('Pass', 0)];
  let order = 1;
  for (let level = 1; level <= 7; level++) {
    for (const strain of STRAINS_ASCENDING) {
      for (const risk of ['', 'X', 'XX']) {
        const label = `${level}${strain}${risk}`;
        items.push(value(label, label === fromAuction ? -1 : order++));
      }
    }
  }
  return items;
}
