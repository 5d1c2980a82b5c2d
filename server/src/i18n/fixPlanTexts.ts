/**
 * The words of a whole-file fix, in English and Dutch: the phrases a fix plan gives for each change
 * (the CLI's account of `fix`), and why a revoke gets no trick on the ruling line when the
 * exception is a card of dummy's or a faced card. The quick-fixes' titles are in
 * diagnostics/fixTitles.ts.
 */
import { Localized } from './localize';

/** The phrases of a fix plan, one per kind of change. */
export interface FixPlanWords {
  mark: (trick: number, card: string) => string;
  result: string;
  score: string;
  added: string;
  replaced: string;
  removed: string;
  syntax: string;
  traveller: (count: number) => string;
  tagAdded: (tag: string, value: string) => string;
  tagSet: (tag: string, value: string) => string;
  /** A revoke marked in a game without a Result tag: why Result and Score are not written (`misspelt`: a tag name that looks like Result). */
  noResult: (misspelt?: string) => string;
}

/** A fix plan's phrases, per language. */
export const FIX_PLAN_WORDS: Localized<FixPlanWords> = {
  en: {
    mark: (trick, card) => `^R before ${card} at trick ${trick}`, result: 'Result', score: 'Score',
    added: 'ruling line added', replaced: 'ruling line replaced', removed: 'ruling line removed', syntax: 'syntax error',
    traveller: (count) => `traveller: ${count} value${count === 1 ? '' : 's'} recomputed`,
    tagAdded: (tag, value) => `[${tag} "${value}"] added (from the auction)`,
    tagSet: (tag, value) => `${tag} set to "${value}" (from the auction)`,
    noResult: (misspelt) => `Result and Score not written: the game has no Result tag${misspelt === undefined ? '' : ` ([${misspelt}] is not one: did you mean Result?)`}`,
  },
  nl: {
    mark: (trick, card) => `^R voor ${card} in slag ${trick}`, result: 'Result', score: 'Score',
    added: 'uitspraakregel toegevoegd', replaced: 'uitspraakregel vervangen', removed: 'uitspraakregel verwijderd', syntax: 'syntaxfout',
    traveller: (count) => `uitslagenstaat: ${count} ${count === 1 ? 'waarde' : 'waarden'} herberekend`,
    tagAdded: (tag, value) => `[${tag} "${value}"] toegevoegd (uit het bieden)`,
    tagSet: (tag, value) => `${tag} gewijzigd in "${value}" (uit het bieden)`,
    noResult: (misspelt) => `Result en Score niet geschreven: het spel heeft geen tag Result${misspelt === undefined ? '' : ` ([${misspelt}] is dat niet: bedoelt u Result?)`}`,
  },
};

/** Why a revoke with the faced-card exception gets no trick, on the ruling line: dummy's card, or another faced card. */
export const FACED_CARD_REASONS: Localized<{ dummy: string; faced: string }> = {
  en: { dummy: "a card of dummy's", faced: 'a faced card' },
  nl: { dummy: 'een kaart van de blinde', faced: 'een open kaart' },
};
