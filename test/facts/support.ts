/**
 * Test helper for rulings from facts (annotations.md §3a): a club board as Directors hold it — the
 * deal, contract and table result, no play record — with an `[Irregularities]` tag, and what the
 * service makes of it (the revoke rulings' data, the findings, the rectified Result and Score).
 */
import { RevokeRuling } from '../../server/src/shapes/laws';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { open, TextDiagnostic, withCode } from '../support/service';

/** The sample deal (samples/revoke-unmarked.pbn): South declares 4♠; East holds ♥J943 and three spades. */
export const DEAL = 'S:KJT94.AQ7.A64.A8 A8.KT865.QJT9.42 Q73.J943.73.K973 652.2.K852.QJT65';

/** What a facts board may set. */
export interface FactsBoardSpec {
  laws: string;
  irregularities: string;
  result?: string;
  score?: string;
  declarer?: string;
  contract?: string;
  vulnerable?: string;
  /** Extra lines after the Result tag (a ruling line). */
  afterResult?: string[];
}

/** The PBN text of a board without a play record. */
export function factsBoard(spec: FactsBoardSpec): string {
  const lines = [
    '[Event "Club"]', '[Site "Utrecht"]', '[Date "2024.03.14"]', '[Board "7"]', '[Dealer "S"]',
    `[Vulnerable "${spec.vulnerable ?? 'None'}"]`, `[Deal "${DEAL}"]`, `[Laws "${spec.laws}"]`,
    `[Declarer "${spec.declarer ?? 'S'}"]`, `[Contract "${spec.contract ?? '4S'}"]`,
    ...(spec.result === undefined ? [] : [`[Result "${spec.result}"]`]), ...(spec.afterResult ?? []),
    ...(spec.score === undefined ? [] : [`[Score "${spec.score}"]`]),
    `[Irregularities "${spec.irregularities}"]`,
  ];
  return lines.join('\n') + '\n';
}

/** The revoke rulings the service gives, in trick order, with the Result and Score it expects. */
export function factsRulings(text: string): { rulings: RevokeRuling[]; diagnostics: TextDiagnostic[]; expectedResult?: string; expectedScore?: string } {
  const { diagnostics } = open(text);
  const revokes = withCode(diagnostics, 'pbn.revoke.ruling').concat(withCode(diagnostics, 'pbn.revoke.corrected'));
  const data = revokes.map((diagnostic) => diagnostic.data as { ruling: RevokeRuling; expectedResult?: string; expectedScore?: string });
  return { rulings: data.map((entry) => entry.ruling).sort((a, b) => a.trick - b.trick), diagnostics, expectedResult: data[0]?.expectedResult, expectedScore: data[0]?.expectedScore };
}

/** The text after the CLI's `fix` (rulings and scores, as its plan says). */
export function fixed(text: string, language: 'en' | 'nl' = 'en'): string {
  const { service, document, settings } = open(text, { language });
  const plans = service.getFixPlan(document, settings, {}) ?? [];
  return TextDocument.applyEdits(document, plans.flatMap((plan) => plan.edits));
}

/** The value of a tag in a text. */
export function tagValue(text: string, name: string): string | undefined {
  return new RegExp(`\\[${name} "([^"]*)"\\]`).exec(text)?.[1];
}
