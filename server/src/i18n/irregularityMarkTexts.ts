/**
 * What the PBN irregularity marks mean (PBN §3.9, annotations.md §1), in English and Dutch, for the
 * editor's hovers (features/editor/irregularityMarks.ts): `^R` an established revoke, `^L` an
 * accepted lead out of turn, `^I` an accepted insufficient bid, `^S` a player skipped by an
 * accepted call out of rotation, and `^` before the Declarer and Result values.
 */
import { Localized } from './localize';

/** The marks with a meaning of their own. */
export type IrregularityMark = '^R' | '^L' | '^I' | '^S';

/** The meaning of each mark, and of the `^` before a declarer or a result, per language. */
export const MARK_MEANINGS: Localized<Record<IrregularityMark | 'declarer' | 'result', string>> = {
  en: {
    '^R': '**^R** — an established revoke: the next card did not follow suit although the player could, and the revoke was not noticed in time (PBN §3.9).',
    '^L': '**^L** — a lead out of turn that was accepted: the next card led the trick; the other three cards follow clockwise from it (PBN §3.9).',
    '^I': '**^I** — an insufficient bid that the opponents accepted: the next bid is lower than the previous one (PBN §3.9).',
    '^S': '**^S** — a skipped player: a call out of rotation was accepted, and this player lost the turn (PBN §3.9).',
    declarer: '**^** before the declarer — declarer and dummy swapped; the seat is the player who actually played the hand (PBN §3.9).',
    result: '**^** before the result — the result differs from the tricks won in the recorded play, e.g. after a trick transfer (PBN §3.4.15).',
  },
  nl: {
    '^R': '**^R** — een voldongen verzaking: de volgende kaart bekende geen kleur terwijl de speler dat kon, en de verzaking werd niet op tijd opgemerkt (PBN §3.9).',
    '^L': '**^L** — een geaccepteerde voorspeelfout: de volgende kaart kwam uit in de slag; de andere drie kaarten volgen met de klok mee (PBN §3.9).',
    '^I': '**^I** — een onvoldoende bod dat de tegenpartij accepteerde: het volgende bod is lager dan het vorige (PBN §3.9).',
    '^S': '**^S** — een overgeslagen speler: een bieding buiten de beurt werd geaccepteerd, en deze speler verloor zijn beurt (PBN §3.9).',
    declarer: '**^** voor de leider — leider en blinde verwisseld; de plaats is de speler die het spel werkelijk speelde (PBN §3.9).',
    result: '**^** voor het resultaat — het resultaat wijkt af van de slagen in het vastgelegde spel, bijvoorbeeld na een slagenoverdracht (PBN §3.4.15).',
  },
};
