/**
 * Problems found while reading a game: language-neutral records (a stable dotted code, a
 * severity, offsets relative to the game's start, and the arguments of the message). The
 * diagnostics feature localises them and turns offsets into LSP ranges. Codes, severities,
 * arguments and `data` are typed by the registry (i18n/diagnostics/registry.ts).
 */
import { ArgsOf, DataOf, DiagnosticCode, SeverityOf } from '../i18n/diagnostics/registry';
import { MessageArgs, Severity } from '../i18n/diagnostics/entry';

export type { MessageArgs, Severity };

/** One problem, offsets relative to the start of its game text. */
export interface Problem {
  code: DiagnosticCode;
  severity: Severity;
  start: number;
  end: number;
  args: MessageArgs;
  /** Payload for quick-fixes (e.g. the replacement text). */
  data?: Record<string, unknown>;
}

/** One problem of code `C`, checked against its registry entry. */
export type ProblemOf<C extends DiagnosticCode> = Problem & { code: C; severity: SeverityOf<C>; args: ArgsOf<C> };

/** True when `T` is a union of several types. */
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/** The arguments of code `C`; any arguments where `C` is one of several codes chosen at run time. */
type ArgsParam<C extends DiagnosticCode> = true extends IsUnion<C> ? MessageArgs : ArgsOf<C>;

/** The arguments and `data` after a code's offsets: args may be left out when the code needs none. */
type Payload<C extends DiagnosticCode> = MessageArgs extends ArgsParam<C> ? [args?: ArgsParam<C>, data?: DataOf<C>] : [args: ArgsParam<C>, data?: DataOf<C>];

/** Collects problems for one game. */
export class ProblemSink {
  readonly problems: Problem[] = [];

  /** Records a problem over `[start, end)`. */
  add<C extends DiagnosticCode>(code: C, severity: SeverityOf<C>, start: number, end: number, ...[args, data]: Payload<C>): void {
    this.problems.push({ code, severity, start, end: Math.max(end, start), args: (args ?? {}) as MessageArgs, data: data as Record<string, unknown> | undefined });
  }
}
