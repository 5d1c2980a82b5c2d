/**
 * The texts of the adjusted-score and traveller diagnostics (`pbn.adjusted.*`,
 * `pbn.table.score-inconsistent`, `pbn.table.stale`), in English and Dutch, registered with the
 * reader's messages in diagnosticMessages.ts. Scores are written in bridge notation
 * (`4♠ −1`, `NS −100` / `NZ −100`) from the numbers the checks pass.
 */
import { parseContract } from '../bridge/contract';
import { Seat } from '../bridge/seats';
import { MessageArgs } from '../syntax/problems';
import { Language, Localized } from './localize';
import { contractResultText, plain, seatLetter, sideScoreText } from './scoreNotation';

type Message = (args: MessageArgs, language?: Language) => string;

/** What a malformed part should look like. */
const EXPECTED: Localized<Record<string, string>> = {
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
function shown(args: MessageArgs, key: 'found' | 'expected', language: Language): string {
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
function basis(args: MessageArgs, language: Language): string {
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
    case 'datum': return nl
      ? `het gemiddelde van de scores (${args.dropped} aan elke kant weggelaten, afgerond op 10)`
      : `the mean of the scores (${args.dropped} dropped at each end, rounded to 10)`;
    default: return nl ? 'de arbitrale score' : 'the adjusted score';
  }
}

const row = (args: MessageArgs, language: Language) => {
  const table = args.table !== undefined && args.table !== '' ? (language === 'nl' ? ` (tafel ${args.table})` : ` (table ${args.table})`) : '';
  return `${language === 'nl' ? 'ScoreTable-rij' : 'ScoreTable row'} ${args.row}${table}`;
};

const STALE_REASONS: Localized<Record<string, (args: MessageArgs) => string>> = {
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

const en: Record<string, Message> = {
  'pbn.adjusted.syntax': (a) => `AdjustedScore: "${a.text}" is not ${EXPECTED.en[String(a.expected)] ?? EXPECTED.en.part}.`,
  'pbn.adjusted.contract': (a) => `AdjustedScore: "${a.text}" is not a contract with its result; write level 1-7, S H D C or NT, X or XX if doubled, then =, +n or -n (4S=, 3NTX-2).`,
  'pbn.adjusted.result': (a) => `AdjustedScore: "${a.text}" gives the declaring side ${a.tricks} tricks; a ${a.level}-level contract allows -${Number(a.level) + 6} to +${7 - Number(a.level)}.`,
  'pbn.adjusted.declarer': (a) => `AdjustedScore: after "${a.text}" comes the declarer, N, E, S or W${a.value ? `, not "${a.value}"` : ''}.`,
  'pbn.adjusted.weights': (a) => `AdjustedScore: the weights of "${a.text}" add up to ${a.sum} %, not 100 % (each above 0).`,
  'pbn.adjusted.weight-missing': (a) => `AdjustedScore: "${a.text}" has no weight; in a weighted score every outcome starts with its percentage (60% 4S= S).`,
  'pbn.adjusted.sides': (a) => a.reason === 'one-side'
    ? `AdjustedScore: "${a.text}" gives ${a.side} only; give both sides ("NS … | EW …"), or drop the side for a score that applies to both.`
    : `AdjustedScore: "${a.text}" must have one part for NS and one for EW, separated by "|".`,
  'pbn.adjusted.weighted-edition': (a) => a.weighting === 'zonal'
    ? `A weighted adjusted score under the Laws ${a.edition} is valid only where the zonal organisation applied Law ${a.article} to allow it (weighting became Law 12C1(c) in 2007).`
    : `The Laws ${a.edition} have no weighted adjusted score (it came with the zonal use of the 1997 Law 12C3 and became Law 12C1(c) in 2007); assign one result per side.`,
  'pbn.adjusted.artificial-percent': (a) => `AdjustedScore: ${a.percent} % is none of the artificial scores of Law ${a.article} (Laws ${a.edition}): average minus is at most 40 %, average 50 %, average plus at least 60 %.`,
  'pbn.adjusted.no-row': () => 'AdjustedScore: the ScoreTable has no row for this table; give the game a Table tag (and Round) or PairNS and PairEW tags that match the table\'s columns.',
  'pbn.table.score-inconsistent': (a) => `${row(a, 'en')}: ${a.column} is ${shown(a, 'found', 'en')}, but ${basis(a, 'en')} gives ${shown(a, 'expected', 'en')}.`,
  'pbn.table.stale': (a) => `${row(a, 'en')} does not yet reflect ${STALE_REASONS.en[String(a.reason)]?.(a) ?? 'the adjusted score'}: ${a.count} value${Number(a.count) === 1 ? '' : 's'} of the traveller change (Update traveller).`,
};

const nl: Record<string, Message> = {
  'pbn.adjusted.syntax': (a) => `AdjustedScore: "${a.text}" is geen ${EXPECTED.nl[String(a.expected)] ?? EXPECTED.nl.part}.`,
  'pbn.adjusted.contract': (a) => `AdjustedScore: "${a.text}" is geen contract met resultaat; schrijf niveau 1-7, S H D C of NT, X of XX bij doublet, dan =, +n of -n (4S=, 3NTX-2).`,
  'pbn.adjusted.result': (a) => `AdjustedScore: "${a.text}" geeft de spelende partij ${a.tricks} slagen; een contract op niveau ${a.level} laat -${Number(a.level) + 6} tot +${7 - Number(a.level)} toe.`,
  'pbn.adjusted.declarer': (a) => `AdjustedScore: na "${a.text}" volgt de leider, N, E, S of W (PBN-letters)${a.value ? `, niet "${a.value}"` : ''}.`,
  'pbn.adjusted.weights': (a) => `AdjustedScore: de gewichten van "${a.text}" tellen op tot ${a.sum} %, niet 100 % (elk groter dan 0).`,
  'pbn.adjusted.weight-missing': (a) => `AdjustedScore: "${a.text}" heeft geen gewicht; in een gewogen score begint elke uitkomst met zijn percentage (60% 4S= S).`,
  'pbn.adjusted.sides': (a) => a.reason === 'one-side'
    ? `AdjustedScore: "${a.text}" geeft alleen ${a.side === 'NS' ? 'NZ' : 'OW'}; geef beide partijen ("NS … | EW …"), of laat de partij weg voor een score die voor beide geldt.`
    : `AdjustedScore: "${a.text}" moet één deel voor NS en één voor EW hebben, gescheiden door "|".`,
  'pbn.adjusted.weighted-edition': (a) => a.weighting === 'zonal'
    ? `Een gewogen arbitrale score is onder de Spelregels ${a.edition} alleen geldig waar de zonale organisatie artikel ${a.article} daarvoor toepaste (wegen werd artikel 12C1(c) in 2007).`
    : `De Spelregels ${a.edition} kennen geen gewogen arbitrale score (die kwam met het zonale gebruik van artikel 12C3 van 1997 en werd artikel 12C1(c) in 2007); ken per partij één resultaat toe.`,
  'pbn.adjusted.artificial-percent': (a) => `AdjustedScore: ${a.percent} % is geen van de kunstmatige arbitrale scores van artikel ${a.article} (Spelregels ${a.edition}): gemiddeld min is hoogstens 40 %, gemiddeld 50 %, gemiddeld plus minstens 60 %.`,
  'pbn.adjusted.no-row': () => 'AdjustedScore: de ScoreTable heeft geen rij voor deze tafel; geef het spel een Table-tag (en Round) of PairNS- en PairEW-tags die bij de kolommen van de tabel passen.',
  'pbn.table.score-inconsistent': (a) => `${row(a, 'nl')}: ${a.column} is ${shown(a, 'found', 'nl')}, maar ${basis(a, 'nl')} geeft ${shown(a, 'expected', 'nl')}.`,
  'pbn.table.stale': (a) => `${row(a, 'nl')} verwerkt ${STALE_REASONS.nl[String(a.reason)]?.(a) ?? 'de arbitrale score'} nog niet: ${a.count} ${Number(a.count) === 1 ? 'waarde' : 'waarden'} van de uitslagenstaat veranderen (Uitslagenstaat bijwerken).`,
};

/** The scoring messages by language, keyed by code. */
export const SCORING_MESSAGES: Localized<Record<string, Message>> = { en, nl };
