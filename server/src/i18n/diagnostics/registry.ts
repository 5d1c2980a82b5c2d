/**
 * The registry of every diagnostic the service reports: one entry per stable dotted code, in
 * its family's file, with its severities, argument and `data` types, English and Dutch text and
 * fixes. `ProblemSink.add` is typed by it (a wrong code, severity or payload does not compile),
 * code actions read `data` through `dataOf`, `diagnosticMessage` renders its text, and the
 * queries at the end read its traits (the fold, rulings, fix blocks, LIN) for the features.
 */
import { Diagnostic } from 'vscode-languageserver-types';
import { Language } from '../localize';
import { AUCTION_DIAGNOSTICS } from './auctionDiagnostics';
import { CONTRACT_DIAGNOSTICS } from './contractDiagnostics';
import { DEAL_DIAGNOSTICS } from './dealDiagnostics';
import { DiagnosticEntry, DiagnosticTraits, FixBlock, FixName, FoldPerFile, MessageArgs, Severity } from './entry';
import { IRREGULARITIES_DIAGNOSTICS } from './irregularitiesDiagnostics';
import { LAWS_DIAGNOSTICS } from './lawsDiagnostics';
import { LIN_DIAGNOSTICS } from './linDiagnostics';
import { PLAY_DIAGNOSTICS } from './playDiagnostics';
import { RULING_LINE_DIAGNOSTICS } from './rulingLineDiagnostics';
import { SCORING_DIAGNOSTICS } from './scoringDiagnostics';
import { TAG_DIAGNOSTICS } from './tagDiagnostics';
import { TEXT_DIAGNOSTICS } from './textDiagnostics';

/** Every diagnostic, by code. */
export const DIAGNOSTICS = {
  ...TEXT_DIAGNOSTICS, ...TAG_DIAGNOSTICS, ...DEAL_DIAGNOSTICS, ...CONTRACT_DIAGNOSTICS, ...AUCTION_DIAGNOSTICS, ...PLAY_DIAGNOSTICS,
  ...RULING_LINE_DIAGNOSTICS, ...IRREGULARITIES_DIAGNOSTICS, ...SCORING_DIAGNOSTICS, ...LIN_DIAGNOSTICS, ...LAWS_DIAGNOSTICS,
};

type Registry = typeof DIAGNOSTICS;

/** A registered code. */
export type DiagnosticCode = keyof Registry;

/** The registered codes that start with `Prefix` (a family, such as `pbn.lin.`). */
export type CodeIn<Prefix extends string> = Extract<DiagnosticCode, `${Prefix}${string}`>;

/** The message arguments of a code. */
export type ArgsOf<C extends DiagnosticCode> = C extends DiagnosticCode ? (Registry[C] extends DiagnosticEntry<infer A, any, any, any> ? A : never) : never;

/** The `data` a code's diagnostic carries for its quick-fixes (undefined: none). */
export type DataOf<C extends DiagnosticCode> = C extends DiagnosticCode ? (Registry[C] extends DiagnosticEntry<any, infer D, any, any> ? D : never) : never;

/** The severities a code is reported with. */
export type SeverityOf<C extends DiagnosticCode> = C extends DiagnosticCode ? (Registry[C] extends DiagnosticEntry<any, any, infer S, any> ? S : never) : never;

/** The codes whose entries name fix `F`. */
export type FixedBy<F extends FixName> = { [C in DiagnosticCode]: Registry[C] extends DiagnosticEntry<any, any, any, infer G> ? (F extends G ? C : never) : never }[DiagnosticCode];

/** The `data` of a code's diagnostic as the LSP carries it: its payload and the index of its game. */
export type DiagnosticData<C extends DiagnosticCode> = C extends DiagnosticCode ? (DataOf<C> extends undefined ? object : DataOf<C>) & { gameIndex: number } : never;

const ENTRIES = DIAGNOSTICS as unknown as Record<string, DiagnosticEntry<MessageArgs, unknown>>;

/** True when `code` is registered. */
export function isDiagnosticCode(code: unknown): code is DiagnosticCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ENTRIES, code);
}

/** The entry of a code, if registered. */
export function diagnosticEntry(code: string): DiagnosticEntry<MessageArgs, unknown> | undefined {
  return isDiagnosticCode(code) ? ENTRIES[code] : undefined;
}

/**
 * The `data` of `diagnostic` when its code is `codes` (or one of them), typed by the registry;
 * undefined for another code or none. The one reader of `data` for code actions.
 */
export function dataOf<C extends DiagnosticCode>(diagnostic: Pick<Diagnostic, 'code' | 'data'>, codes: C | readonly C[]): DiagnosticData<C> | undefined {
  const matches = typeof codes === 'string' ? diagnostic.code === codes : (codes as readonly unknown[]).includes(diagnostic.code);
  return matches ? (diagnostic.data as DiagnosticData<C> | undefined) : undefined;
}

/** The index of the game a diagnostic belongs to, when its `data` says. */
export function gameIndexOf(diagnostic: Pick<Diagnostic, 'data'>): number | undefined {
  const data: unknown = diagnostic.data;
  return typeof data === 'object' && data !== null && typeof (data as { gameIndex?: unknown }).gameIndex === 'number' ? (data as { gameIndex: number }).gameIndex : undefined;
}

/** The codes whose entries name `fix`. */
export function codesFixedBy<F extends FixName>(fix: F): Array<FixedBy<F>> {
  return Object.keys(ENTRIES).filter((code) => ENTRIES[code].fixes.includes(fix)) as Array<FixedBy<F>>;
}

/** The localised message of a diagnostic; the code itself when it has no text here. */
export function diagnosticMessage(code: string, args: MessageArgs, language: Language): string {
  const entry = diagnosticEntry(code);
  const message = entry?.[language] ?? entry?.en;
  return message ? message(args, language) : code;
}

/** Every code that has a message, per language (composed rulings have theirs with the Laws). */
export function knownDiagnosticCodes(): { en: string[]; nl: string[] } {
  const codes = (language: Language) => Object.keys(ENTRIES).filter((code) => ENTRIES[code][language]);
  return { en: codes('en'), nl: codes('nl') };
}

/** The traits of a code (none for an unregistered one). */
function traitsOf(code: unknown): DiagnosticTraits {
  return isDiagnosticCode(code) ? ENTRIES[code].traits : {};
}

/** How the file's noise fold groups and counts a code, undefined when it is not folded. */
export function foldPerFileOf(code: unknown): FoldPerFile<{ tag: string }> | undefined {
  return traitsOf(code).foldPerFile as FoldPerFile<{ tag: string }> | undefined;
}

/** True when check counts `code` as a ruling: a Laws ruling on the board, given or settled (not the 64C note that goes with one). */
export function isRulingCode(code: unknown): boolean {
  const ruling = traitsOf(code).ruling;
  return ruling === 'given' || ruling === 'settled';
}

/** True when `code` calls for a ruling to be recorded: a ruling given, or an irregularity that wants one. */
export function callsForRuling(code: unknown): boolean {
  const ruling = traitsOf(code).ruling;
  return ruling === 'given' || ruling === 'wanted';
}

/** The code whose diagnostic explains why a fix leaves a game alone for `block`. */
export function codeBlockingFix(block: FixBlock): DiagnosticCode | undefined {
  return (Object.keys(ENTRIES) as DiagnosticCode[]).find((code) => ENTRIES[code].traits.blocksFix === block);
}

/** True when a LIN document shows the PBN diagnostic `code` (about the bridge played, not the generated text). */
export function keptInLin(code: unknown): boolean {
  return traitsOf(code).keptInLin === true;
}
