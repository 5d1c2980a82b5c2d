/**
 * The diagnostics of AdjustedScore (Law 12 notation) and of the ScoreTable: table syntax and
 * order, cells that do not agree with their recomputation, a traveller a ruling made stale, and
 * a column the check leaves alone because it has not read the scale the table prints it on.
 * Scores are written in bridge notation from the numbers the checks pass.
 */
import { Args, dataOfType, entry } from './entry';
import { EXPECTED, STALE_REASONS, basis, row, shown } from './scoringWords';

/** The entries of this family, by code. */
export const SCORING_DIAGNOSTICS = {
  'pbn.table.bad-column': entry({
    severity: ['error'],
    en: (a: Args<'column' | 'tag'>) => `Column "${a.column}" of ${a.tag} is malformed; write [+|-]Name[\\width[L|R]].`,
    nl: (a) => `Kolom "${a.column}" van ${a.tag} is onjuist; schrijf [+|-]Naam[\\breedte[L|R]].`,
  }),
  'pbn.table.bad': entry({
    severity: ['error'],
    en: (a: Args<'tag' | 'count' | 'columns'>) => `${a.tag} has ${a.count} elements, not a whole number of rows of ${a.columns}.`,
    nl: (a) => `${a.tag} heeft ${a.count} elementen, geen geheel aantal rijen van ${a.columns}.`,
  }),
  'pbn.table.comment': entry({
    severity: ['error'],
    en: () => 'Commentary is not allowed among table elements.',
    nl: () => 'Commentaar is niet toegestaan tussen tabelelementen.',
  }),
  'pbn.table.order': entry({
    severity: ['error'],
    en: (a: Args<'column' | 'order'>) => `Column ${a.column} is declared ${a.order} but this row breaks the order.`,
    nl: (a) => `Kolom ${a.column} is ${a.order === 'descending' ? 'aflopend' : 'oplopend'} gesorteerd verklaard, maar deze rij breekt die volgorde.`,
  }),
  'pbn.adjusted.syntax': entry({
    severity: ['error'],
    en: (a: Args<'text' | 'expected'>) => `AdjustedScore: "${a.text}" is not ${EXPECTED.en[String(a.expected)] ?? EXPECTED.en.part}.`,
    nl: (a) => `AdjustedScore: "${a.text}" is geen ${EXPECTED.nl[String(a.expected)] ?? EXPECTED.nl.part}.`,
  }),
  'pbn.adjusted.contract': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `AdjustedScore: "${a.text}" is not a contract with its result; write level 1-7, S H D C or NT, X or XX if doubled, then =, +n or -n (4S=, 3NTX-2).`,
    nl: (a) => `AdjustedScore: "${a.text}" is geen contract met resultaat; schrijf niveau 1-7, S H D C of NT, X of XX bij doublet, dan =, +n of -n (4S=, 3NTX-2).`,
  }),
  'pbn.adjusted.result': entry({
    severity: ['error'],
    en: (a: Args<'text' | 'tricks' | 'level'>) => `AdjustedScore: "${a.text}" gives the declaring side ${a.tricks} tricks; a ${a.level}-level contract allows -${Number(a.level) + 6} to +${7 - Number(a.level)}.`,
    nl: (a) => `AdjustedScore: "${a.text}" geeft de spelende partij ${a.tricks} slagen; een contract op niveau ${a.level} laat -${Number(a.level) + 6} tot +${7 - Number(a.level)} toe.`,
  }),
  'pbn.adjusted.declarer': entry({
    severity: ['error'],
    en: (a: Args<'text', 'value'>) => `AdjustedScore: after "${a.text}" comes the declarer, N, E, S or W${a.value ? `, not "${a.value}"` : ''}.`,
    nl: (a) => `AdjustedScore: na "${a.text}" volgt de leider, N, E, S of W (PBN-letters)${a.value ? `, niet "${a.value}"` : ''}.`,
  }),
  'pbn.adjusted.weights': entry({
    severity: ['error'],
    en: (a: Args<'text' | 'sum'>) => `AdjustedScore: the weights of "${a.text}" add up to ${a.sum} %, not 100 % (each above 0).`,
    nl: (a) => `AdjustedScore: de gewichten van "${a.text}" tellen op tot ${a.sum} %, niet 100 % (elk groter dan 0).`,
  }),
  'pbn.adjusted.weight-missing': entry({
    severity: ['error'],
    en: (a: Args<'text'>) => `AdjustedScore: "${a.text}" has no weight; in a weighted score every outcome starts with its percentage (60% 4S= S).`,
    nl: (a) => `AdjustedScore: "${a.text}" heeft geen gewicht; in een gewogen score begint elke uitkomst met zijn percentage (60% 4S= S).`,
  }),
  'pbn.adjusted.sides': entry({
    severity: ['error'],
    en: (a: Args<'reason' | 'text' | 'side'>) => a.reason === 'one-side'
    ? `AdjustedScore: "${a.text}" gives ${a.side} only; give both sides ("NS … | EW …"), or drop the side for a score that applies to both.`
    : `AdjustedScore: "${a.text}" must have one part for NS and one for EW, separated by "|".`,
    nl: (a) => a.reason === 'one-side'
    ? `AdjustedScore: "${a.text}" geeft alleen ${a.side === 'NS' ? 'NZ' : 'OW'}; geef beide partijen ("NS … | EW …"), of laat de partij weg voor een score die voor beide geldt.`
    : `AdjustedScore: "${a.text}" moet één deel voor NS en één voor EW hebben, gescheiden door "|".`,
  }),
  'pbn.adjusted.weighted-edition': entry({
    severity: ['info', 'warning'],
    en: (a: Args<'weighting' | 'edition' | 'article'>) => a.weighting === 'zonal'
    ? `A weighted adjusted score under the Laws ${a.edition} is valid only where the zonal organisation applied Law ${a.article} to allow it (weighting became Law 12C1(c) in 2007).`
    : `The Laws ${a.edition} have no weighted adjusted score (it came with the zonal use of the 1997 Law 12C3 and became Law 12C1(c) in 2007); assign one result per side.`,
    nl: (a) => a.weighting === 'zonal'
    ? `Een gewogen arbitrale score is onder de Spelregels ${a.edition} alleen geldig waar de zonale organisatie artikel ${a.article} daarvoor toepaste (wegen werd artikel 12C1(c) in 2007).`
    : `De Spelregels ${a.edition} kennen geen gewogen arbitrale score (die kwam met het zonale gebruik van artikel 12C3 van 1997 en werd artikel 12C1(c) in 2007); ken per partij één resultaat toe.`,
  }),
  'pbn.adjusted.artificial-percent': entry({
    severity: ['warning'],
    en: (a: Args<'percent' | 'article' | 'edition'>) => `AdjustedScore: ${a.percent} % is none of the artificial scores of Law ${a.article} (Laws ${a.edition}): average minus is at most 40 %, average 50 %, average plus at least 60 %.`,
    nl: (a) => `AdjustedScore: ${a.percent} % is geen van de kunstmatige arbitrale scores van artikel ${a.article} (Spelregels ${a.edition}): gemiddeld min is hoogstens 40 %, gemiddeld 50 %, gemiddeld plus minstens 60 %.`,
  }),
  'pbn.adjusted.no-row': entry({
    severity: ['info'],
    en: () => 'AdjustedScore: the ScoreTable has no row for this table; give the game a Table tag (and Round) or PairNS and PairEW tags that match the table\'s columns.',
    nl: () => 'AdjustedScore: de ScoreTable heeft geen rij voor deze tafel; geef het spel een Table-tag (en Round) of PairNS- en PairEW-tags die bij de kolommen van de tabel passen.',
  }),
  'pbn.table.score-inconsistent': entry({
    severity: ['warning'],
    data: dataOfType<{ traveller: 'ScoreTable' }>(),
    fixes: ['updateTraveller'],
    en: (a: Args<'column' | 'found' | 'expected'>) => `${row(a, 'en')}: ${a.column} is ${shown(a, 'found', 'en')}, but ${basis(a, 'en')} gives ${shown(a, 'expected', 'en')}.`,
    nl: (a) => `${row(a, 'nl')}: ${a.column} is ${shown(a, 'found', 'nl')}, maar ${basis(a, 'nl')} geeft ${shown(a, 'expected', 'nl')}.`,
  }),
  'pbn.table.stale': entry({
    severity: ['info'],
    data: dataOfType<{ traveller: 'ScoreTable' }>(),
    fixes: ['updateTraveller'],
    en: (a: Args<'reason' | 'count'>) => `${row(a, 'en')} does not yet reflect ${STALE_REASONS.en[String(a.reason)]?.(a) ?? 'the adjusted score'}: ${a.count} value${Number(a.count) === 1 ? '' : 's'} of the traveller change (Update traveller).`,
    nl: (a) => `${row(a, 'nl')} verwerkt ${STALE_REASONS.nl[String(a.reason)]?.(a) ?? 'de arbitrale score'} nog niet: ${a.count} ${Number(a.count) === 1 ? 'waarde' : 'waarden'} van de uitslagenstaat veranderen (Uitslagenstaat bijwerken).`,
  }),
  'pbn.table.imp-scale': entry({
    severity: ['info'],
    en: (a: Args<'column' | 'fitting' | 'printed'>) => `ScoreTable: ${a.column} fits neither cross-IMPs averaged over the other tables nor their sum (${a.fitting} of ${a.printed} cells fit one); its cells are not checked, and Update traveller leaves them as they are.`,
    nl: (a) => `ScoreTable: ${a.column} past niet bij cross-IMP's gemiddeld over de andere tafels en ook niet bij hun som (${a.fitting} van ${a.printed} cellen passen bij één van beide); de cellen worden niet gecontroleerd en Uitslagenstaat bijwerken laat ze staan.`,
  }),
  'pbn.table.misread': entry({
    severity: ['info'],
    en: (a: Args<'column' | 'count'>) => `ScoreTable: all ${a.count} cells of ${a.column} differ from the recomputation, a sign the check has misread the table rather than that every cell is wrong; they are not reported one by one, and Update traveller leaves them as they are.`,
    nl: (a) => `ScoreTable: alle ${a.count} cellen van ${a.column} wijken af van de herberekening, eerder een teken dat de controle de tabel verkeerd leest dan dat elke cel fout is; ze worden niet elk apart gemeld en Uitslagenstaat bijwerken laat ze staan.`,
  }),
};
