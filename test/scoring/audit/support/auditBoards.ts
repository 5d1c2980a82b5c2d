/**
 * Test boards of the audit: the deal of samples/audit.pbn (board 7, nobody vulnerable) with its
 * double-dummy tables as DDS 2.9.0 gives them (`pbn-director analyse` on the recorded deal and on
 * each of its six two-hand swaps), and a way to read a traveller from PBN text into the audit's
 * input through the language service's own model.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DdTable } from '../../../../server/src/shapes/ddTypes';
import { auditInput } from '../../../../server/src/features/audit/gameAudit';
import { getLanguageService } from '../../../../server/src/languageService';
import { AuditInput } from '../../../../server/src/scoring/audit/auditBoard';

/** The sample's text. */
export const SAMPLE = readFileSync(path.join(__dirname, '..', '..', '..', '..', 'samples', 'audit.pbn'), 'utf8');

/** A DD table from rows `N: NT ♠ ♥ ♦ ♣` as analyse prints them. */
function table(rows: Record<'N' | 'E' | 'S' | 'W', [number, number, number, number, number]>): DdTable {
  const out = {} as DdTable;
  for (const [seat, [NT, S, H, D, C]] of Object.entries(rows)) out[seat as 'N'] = { NT, S, H, D, C };
  return out;
}

/** Board 7 as recorded: N Q53.AKQ.96.K8754, E KT98.JT7.KQ43.A6, S A64.843.T752.J93, W J72.9652.AJ8.QT2. */
export const RECORDED = table({ N: [4, 4, 4, 5, 7], E: [9, 8, 9, 8, 6], S: [4, 4, 4, 5, 7], W: [9, 9, 9, 8, 6] });

/** The six swaps of board 7, by key. */
export const SWAPS: Record<string, DdTable> = {
  'swap-NE': table({ N: [4, 6, 4, 7, 4], E: [7, 7, 8, 6, 9], S: [4, 6, 4, 7, 4], W: [8, 7, 9, 6, 9] }),
  'swap-NS': table({ N: [6, 6, 5, 6, 8], E: [7, 7, 8, 7, 5], S: [6, 6, 5, 6, 8], W: [7, 7, 7, 7, 5] }),
  'swap-NW': table({ N: [3, 2, 3, 3, 3], E: [10, 11, 10, 10, 10], S: [3, 2, 3, 3, 3], W: [10, 11, 10, 10, 10] }),
  'swap-ES': table({ N: [9, 10, 10, 9, 10], E: [4, 2, 3, 4, 3], S: [9, 10, 10, 9, 10], W: [4, 2, 3, 4, 3] }),
  'swap-EW': table({ N: [6, 6, 5, 6, 8], E: [7, 7, 7, 7, 5], S: [6, 6, 5, 6, 8], W: [7, 7, 8, 7, 5] }),
  'swap-SW': table({ N: [9, 7, 9, 7, 9], E: [4, 6, 3, 6, 4], S: [9, 7, 9, 7, 9], W: [4, 6, 3, 6, 4] }),
};

/** The audit's input of the first game of `text` with a ScoreTable. */
export function inputOf(text: string): AuditInput {
  const service = getLanguageService();
  const document = TextDocument.create('file:///audit.pbn', 'pbn', 1, text);
  const model = service.parse(document, { language: 'en' })!;
  const game = model.games.find((candidate) => candidate.model && auditInput(candidate.model))!;
  return auditInput(game.model!)!;
}

/** The sample with its ScoreTable rows replaced by `rows` (the same columns). */
export function withRows(rows: readonly string[]): string {
  const head = SAMPLE.slice(0, SAMPLE.indexOf('[ScoreTable'));
  const header = SAMPLE.slice(SAMPLE.indexOf('[ScoreTable')).split('\n')[0];
  return `${head}${header}\n${rows.join('\n')}\n`;
}
