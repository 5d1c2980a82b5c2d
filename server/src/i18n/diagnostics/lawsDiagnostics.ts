/**
 * The diagnostics whose words the Laws engine and double dummy compose per ruling, from the
 * edition's articles (laws/messages.ts, laws/irregularities/messages.ts, i18n/ddRulingTexts.ts,
 * i18n/claimLayoutTexts.ts): revoke rulings and their equity note, the other irregularities'
 * rulings, claims against best defence and over the layouts the claimer could not see, and DD
 * tags that double dummy contradicts. Their entries hold the severities, the `data` the
 * quick-fixes read and the fixes; laws/ composes the text per edition from the parts in i18n/laws/.
 */
import { Ruling, RevokeRuling } from '../../shapes/laws';
import { composed, dataOfType } from './entry';
import { RevokeDiagnosticData } from './playDiagnostics';

/** What an equity diagnostic's `data` holds for its quick-fixes. */
export interface EquityDiagnosticData {
  trick: number;
  seat: string;
  /** Declarer's side's totals without the revoke and as rectified; the non-offenders' own totals of the same two. */
  equity: { withoutRevoke: number; afterTransfer: number; nonOffendersWithout: number; nonOffendersAfter: number };
  /** The AdjustedScore value of the result without the revoke (`4S+1 S`), only where the transfer falls short (equityAdjustment), and the article that allows it. */
  withoutRevokeScore?: string;
  article: string;
}

/** What the ruling of an irregularity other than a revoke carries. */
export interface IrregularityRulingData {
  ruling: Exclude<Ruling, RevokeRuling>;
}

/** What a claim double dummy contradicts carries: the tricks recorded, the most the claimer can take, the tricks left. */
export interface ClaimDdData {
  claim: { recorded: number; ddMax: number; remaining: number };
}

/** What a claim over the layouts the claimer could not see carries (as `check --dd` writes it). */
export interface ClaimLayoutsData {
  claim: { layouts: { total: number; solved: number; holding: number; worst: number; sample: boolean; interval?: { confidence: number; low: number; high: number }; partial?: boolean; decidedBy: Array<{ seat: string; suit: string; failing: string[] }> } };
}

const REVOKE_TEXTS = 'laws/messages.ts';
const IRREGULARITY_TEXTS = 'laws/irregularities/messages.ts';
const IRREGULARITY_DATA = dataOfType<IrregularityRulingData>();

/** The entries of this family, by code. */
export const LAWS_DIAGNOSTICS = {
  'pbn.revoke.ruling': composed(REVOKE_TEXTS, { severity: ['info', 'warning'], data: dataOfType<RevokeDiagnosticData>(), fixes: ['applyRulings'], traits: { keptInLin: true, ruling: 'given' } }),
  'pbn.revoke.corrected': composed(REVOKE_TEXTS, { severity: ['info'], data: dataOfType<RevokeDiagnosticData>(), traits: { keptInLin: true, ruling: 'settled' } }),
  'pbn.revoke.equity': composed(`${REVOKE_TEXTS}, i18n/ddRulingTexts.ts`, { severity: ['info', 'warning'], data: dataOfType<EquityDiagnosticData>(), fixes: ['adjustedScore'], traits: { keptInLin: true } }),
  'pbn.ruling.lead-out-of-turn': composed(IRREGULARITY_TEXTS, { severity: ['info', 'warning', 'error'], data: IRREGULARITY_DATA, traits: { keptInLin: true, ruling: 'given' } }),
  'pbn.ruling.penalty-card': composed(IRREGULARITY_TEXTS, { severity: ['info', 'warning', 'error'], data: IRREGULARITY_DATA, traits: { keptInLin: true, ruling: 'given' } }),
  'pbn.ruling.lead-restriction': composed(IRREGULARITY_TEXTS, { severity: ['info', 'warning', 'error'], data: IRREGULARITY_DATA, traits: { keptInLin: true, ruling: 'given' } }),
  'pbn.ruling.premature-play': composed(IRREGULARITY_TEXTS, { severity: ['info', 'warning', 'error'], data: IRREGULARITY_DATA, traits: { keptInLin: true, ruling: 'given' } }),
  'pbn.ruling.claim': composed(IRREGULARITY_TEXTS, { severity: ['info', 'warning', 'error'], data: IRREGULARITY_DATA, traits: { keptInLin: true, ruling: 'given' } }),
  'pbn.claim.dd-short': composed('i18n/ddRulingTexts.ts', { severity: ['warning'], data: dataOfType<ClaimDdData>(), traits: { keptInLin: true } }),
  'pbn.claim.dd-conceded': composed('i18n/ddRulingTexts.ts', { severity: ['info'], data: dataOfType<ClaimDdData>(), traits: { keptInLin: true } }),
  'pbn.claim.layouts': composed('i18n/claimLayoutTexts.ts', { severity: ['info', 'warning'], data: dataOfType<ClaimLayoutsData>(), traits: { keptInLin: true } }),
  'pbn.dd.table-mismatch': composed('i18n/ddRulingTexts.ts', { severity: ['warning'], data: dataOfType<{ replacement?: string }>(), fixes: ['ddCorrect'] }),
};
