/**
 * The settings every feature reads, resolved per document: the Laws edition setting, the
 * command-line `--laws` option, the message language, and the diagnostics the user hides.
 */
import { Language } from '../i18n/localize';
import { GameOptions } from '../model/game/gameModel';

/** Settings for one document. */
export interface ServiceSettings {
  /** `pbn.laws.edition` (`auto` or an edition). */
  lawsEdition?: string;
  /** The CLI's `--laws`, which beats the setting but not a [Laws] tag. */
  lawsOption?: string;
  language: Language;
  /** `pbn.diagnostics.hide`: codes, or code prefixes such as `pbn.tag`, not to report. */
  hiddenDiagnostics?: readonly string[];
  /** The CLI's `--min-severity`: the least severe diagnostic reported (1 error … 4 hint); the rest are hidden. */
  minSeverity?: 1 | 2 | 3 | 4;
  /** The most diagnostics reported per game and per document; the rest become one summary diagnostic. */
  diagnosticsLimit?: { perGame?: number; perDocument?: number };
  /** Documents longer than this (characters) are not analysed; one diagnostic says so (the editor's guard). */
  maxDocumentLength?: number;
  /** `pbn.analysis.*`: double-dummy answers shown where the service has them (default on), card costs as inlay hints (default off), seconds of solving one claim's layouts may take (default 30; the editor's worker reads it). */
  analysis?: { enabled?: boolean; cardCost?: boolean; claimBudgetSeconds?: number };
  /** `pbn.scoring.averagePlus` / `--average-plus`: average plus and minus fixed or against the session; undefined: the edition's default (Law 12C2, before 2007 Law 88). */
  averagePlus?: 'fixed' | 'session';
}

/** The part of the settings that changes the model (the language only changes the texts). */
export function gameOptionsOf(settings: ServiceSettings): GameOptions {
  return { lawsOption: settings.lawsOption, lawsSetting: settings.lawsEdition === 'auto' ? undefined : settings.lawsEdition };
}

/** Whether a diagnostic is hidden: by its code (`hiddenDiagnostics`) or its severity (`minSeverity`). */
export type HiddenTest = (code: string, severity?: number) => boolean;

/** The hidden test of the settings, or undefined when they hide nothing. */
export function hiddenFilter(settings: ServiceSettings): HiddenTest | undefined {
  const least = settings.minSeverity;
  if (!settings.hiddenDiagnostics?.length && least === undefined) return undefined;
  return (code, severity) => (least !== undefined && (severity ?? 1) > least) || isHiddenDiagnostic(code, settings);
}

/** True when `code` is hidden by the setting (an exact code or a dotted prefix of it). */
export function isHiddenDiagnostic(code: string, settings: ServiceSettings): boolean {
  return (settings.hiddenDiagnostics ?? []).some((hidden) => code === hidden || code.startsWith(hidden + '.'));
}
