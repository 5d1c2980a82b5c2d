/**
 * The shape of one diagnostic in the registry: the severities it is reported with, the types of
 * its message arguments and of the `data` its quick-fixes read, its English and Dutch text, and
 * the names of the code-action providers that fix it. An entry is written once, in its family's
 * file, so the code, its words and its payload cannot drift apart.
 */
import { Language } from '../localize';

/** How serious a problem is (maps onto LSP DiagnosticSeverity). */
export type Severity = 'error' | 'warning' | 'info' | 'hint';

/** One value a message may interpolate. */
export type Arg = string | number;

/** Values a message may interpolate. */
export type MessageArgs = Record<string, Arg>;

/** Message arguments with the keys `Required` always given and `Optional` sometimes (other keys allowed). */
export type Args<Required extends string = never, Optional extends string = never> = { [K in Required]: Arg } & { [K in Optional]?: Arg } & MessageArgs;

/** The `data` of a diagnostic whose quick-fix needs nothing but its game. */
export type NoData = Record<string, never>;

/** The names of the code-action providers (features/fixes/codeActions, features/dd). */
export type FixName = 'replaceValue' | 'applyRulings' | 'notARevoke' | 'markLeadOutOfTurn' | 'confirmRuling' | 'updateTraveller' | 'ddCorrect' | 'adjustedScore' | 'missingCard';

/** One message of an entry. */
export type Message<A> = (args: A, language: Language) => string;

/** A registered diagnostic; `A` its arguments, `D` its `data`, `S` its severities, `F` its fixes. */
export interface DiagnosticEntry<A = MessageArgs, D = undefined, S extends Severity = Severity, F extends FixName = FixName> {
  readonly severity: readonly S[];
  /** The English and Dutch text; absent where the Laws' words are composed per ruling (`composedIn` says where). */
  readonly en?: Message<A>;
  readonly nl?: Message<A>;
  readonly composedIn?: string;
  readonly fixes: readonly F[];
  /** Never set: carries the type of `data`. */
  readonly dataType?: D;
}

/** The `data` type an entry carries (a value that only tells the compiler). */
export function dataOfType<D>(): D | undefined {
  return undefined;
}

/** A diagnostic whose message is written here, in English and Dutch. */
export function entry<A = Args, D = undefined, S extends Severity = never, F extends FixName = never>(spec: {
  severity: readonly S[]; en: Message<A>; nl: Message<A>; fixes?: readonly F[]; data?: D;
}): DiagnosticEntry<A, D, S, F> {
  return { severity: spec.severity, en: spec.en, nl: spec.nl, fixes: spec.fixes ?? [] };
}

/** A diagnostic whose message the Laws engine or double dummy composes (`where`: the file). */
export function composed<D = undefined, S extends Severity = never, F extends FixName = never>(
  where: string, spec: { severity: readonly S[]; fixes?: readonly F[]; data?: D },
): DiagnosticEntry<MessageArgs, D, S, F> {
  return { severity: spec.severity, composedIn: where, fixes: spec.fixes ?? [] };
}
