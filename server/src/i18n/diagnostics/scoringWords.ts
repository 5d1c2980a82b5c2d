/**
 * The words the adjusted-score and traveller messages share (scoringDiagnostics.ts): what a
 * malformed part should look like, a traveller row and the basis a cell is recomputed on, why a
 * row is stale. Scores are written in bridge notation (`4♠ −1`, `NS −100` / `NZ −100`) from the
 * numbers the checks pass.
 */
import { parseContract } from '../../bridge/contract';
import { Seat } from '../../bridge/seats';
import { MessageArgs } from './entry';
import { Language, Localized } from '../localize';
import { contractResultText, plain, seatLetter, sideScoreText } from '../scoreNotation';

/** What a malformed part should look like. */
export const EXPECTED: Localized<Record<string, string>> = {
  en: {
    part: 'a part such as "4S-1 S", "60% 4S= S; 40% 4S-1 S" or "A+"',
    artificial: 'A+, A=, A- or A followed by a percentage up to 100 (A60)',
    outcome: 'an outcome such as "4S= S", "3NTX-2 E" or "Pass", after a weight such as "60%" in a mix',
  },
  nl: {
    part: 'een deel zoals "4S-1 S", "60% 4S= S; 40% 4S-1 S" of "A+"',
    artificial: 'A+, A=, A- of A met een percentage tot 100 (A60)',
    outcome: 'een uitkomst zoals "4S= S", "3NTX-2 E" of "Pass", na een gewicht zoals "60%" in een mengsel',
  },
};

/** A score cell's numbers as `NS +120`, other cells as plain numbers. */
export function shown(args: MessageArgs, key: 'found' | 'expected', language: Language): string {
  const value = Number(args[key]);
  return args.basis === 'law77' ? sideScoreText('NS', value, language) : plain(value);
}

/** `4♠ −1 by S` / `4♠ −1 door Z`, from the PBN contract, tricks and declarer of a row. */
function rowResult(args: MessageArgs, language: Language): string {
  const contract = parseContract(String(args.contract), true);
  const declarer = seatLetter(String(args.declarer) as Seat, language);
  if (!contract) return String(args.contract);
  return `${contractResultText(contract, Number(args.tricks))} ${language === 'nl' ? 'door' : 'by'} ${declarer}`;
}

/** The end of a matchpoint basis: `)`, or the scale centred on zero the table prints (Ruter: earned less half the top). */
function centred(args: MessageArgs, language: Language): string {
  if (!args.centred) return ')';
  const half = plain(Number(args.top) / 2);
  return language === 'nl' ? `, min de helft van de top, ${half}: rond 0 zoals de tabel ze schrijft)` : `, less half the top, ${half}: centred on 0 as the table writes them)`;
}

/** Why a value is expected, by the basis the check names. */
export function basis(args: MessageArgs, language: Language): string {
  const nl = language === 'nl';
  switch (args.basis) {
    case 'law77': return nl ? `${rowResult(args, language)} (artikel 77, Spelregels ${args.edition})` : `${rowResult(args, language)} (Law 77, Laws ${args.edition})`;
    case 'matchpoints': return (nl ? `de scores (2 per verslagen score, 1 per gelijke, top ${args.top}` : `the scores (2 per score beaten, 1 per tie, top ${args.top}`) + centred(args, language);
    case 'neuberg': return (nl
      ? `de scores met de formule van Neuberg (${args.compared} scores vergeleken in een veld van ${args.field}, top ${args.top}`
      : `the scores with Neuberg's formula (${args.compared} scores compared in a field of ${args.field}, top ${args.top}`) + centred(args, language);
    case 'artificial': return nl ? `de arbitrale score (artikel ${args.article}, top ${args.top})` : `the artificial adjusted score (Law ${args.article}, top ${args.top})`;
    case 'percentage': return nl ? `de matchpunten (top ${args.top})` : `the matchpoints (top ${args.top})`;
    case 'percentage-field': return nl
      ? `de matchpunten tegen het hele veld, zichzelf als gelijke meegeteld ((MP + 1) / (${args.top} + 2))`
      : `the matchpoints against the whole field, itself counted as a tie ((MP + 1) / (${args.top} + 2))`;
    case 'datum-imps': return nl ? `de IMP-schaal tegen de datum (NZ ${plain(Number(args.datum))})` : `the IMP scale against the datum (NS ${plain(Number(args.datum))})`;
    case 'teams-imps': return nl ? 'de IMP-schaal tegen de andere tafel' : "the IMP scale against the other table";
    case 'cross-imps': return nl ? 'de IMP-schaal tegen elke andere score, gemiddeld (cross-IMP)' : 'the IMP scale against every other score, averaged (cross-IMPs)';
    case 'cross-imps-sum': return nl ? 'de IMP-schaal tegen elke andere score, opgeteld (cross-IMP, zoals de tabel ze schrijft)' : 'the IMP scale against every other score, summed (cross-IMPs, as the table writes them)';
    case 'datum': return nl
      ? `het gemiddelde van de scores (${args.dropped} aan elke kant weggelaten, afgerond op 10)`
      : `the mean of the scores (${args.dropped} dropped at each end, rounded to 10)`;
    default: return nl ? 'de arbitrale score' : 'the adjusted score';
  }
}

/** `ScoreTable row 3 (table 2)` / `ScoreTable-rij 3 (tafel 2)`. */
export const row = (args: MessageArgs, language: Language) => {
  const table = args.table !== undefined && args.table !== '' ? (language === 'nl' ? ` (tafel ${args.table})` : ` (table ${args.table})`) : '';
  return `${language === 'nl' ? 'ScoreTable-rij' : 'ScoreTable row'} ${args.row}${table}`;
};

/** What a stale row does not yet reflect, by reason. */
export const STALE_REASONS: Localized<Record<string, (args: MessageArgs) => string>> = {
  en: {
    adjusted: () => "this game's AdjustedScore",
    ruling: (a) => `the rectified score of the rulings (${sideScoreText('NS', Number(a.score), 'en')})`,
    result: (a) => `this game's own result (${sideScoreText('NS', Number(a.score), 'en')})`,
  },
  nl: {
    adjusted: () => 'de AdjustedScore van dit spel',
    ruling: (a) => `de gecorrigeerde score van de uitspraken (${sideScoreText('NS', Number(a.score), 'nl')})`,
    result: (a) => `het eigen resultaat van dit spel (${sideScoreText('NS', Number(a.score), 'nl')})`,
  },
};
