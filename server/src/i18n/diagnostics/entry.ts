/**
 * The shape of one diagnostic in the registry: the severities it is reported with, the types of
 * its message arguments and of the `data` its quick-fixes read, its English and Dutch text, and
 * the names of the code-action providers that fix it, and its traits (how the file's noise folds it,
 * whether it is a ruling, the fix it blocks, whether a LIN document shows it). An entry is written
 * once, in its family's file, so the code, its words, its payload and its behaviour cannot drift apart.
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

/** The argument names an entry's arguments `A` declare (not the open index every message accepts). */
export type ArgName<A> = keyof { [K in keyof A as string extends K ? never : K]: A[K] } & string;

/** The `data` of a diagnostic whose quick-fix needs nothing but its game. */
export type NoData = Record<string, never>;

/** The names of the code-action providers (features/fixes/codeActions, features/dd). */
export type FixName = 'replaceValue' | 'applyRulings' | 'notARevoke' | 'markLeadOutOfTurn' | 'confirmRuling' | 'updateTraveller' | 'ddCorrect' | 'adjustedScore' | 'missingCard';

/** Why a fix leaves a game alone (the model's `outcome.blockedBy`, model/game/gameModel.ts). */
export type FixBlock = 'line-unreadable' | 'line-several' | 'line-mismatch' | 'director-result' | 'carried-deal' | 'play-broken';

/**
 * How a diagnostic that a real file repeats on every board is said once per file
 * (features/diagnostics/fileNoise.ts): grouped by its code alone, or by its code and the tag its
 * `data` names (only an entry whose `data` has a `tag` may), and what the group's first message
 * counts: the places (without boards), or the rooms, dates or games with their boards.
 */
export interface FoldPerFile<D> {
  readonly by: 'code' | (D extends { tag: string } ? 'tag' : never);
  readonly counts: 'places' | 'rooms' | 'dates' | 'games';
}

/**
 * Whether a diagnostic is a Laws ruling: `given` a ruling on the board (check counts it, a LIN
 * document offers the conversion that can record it), `settled` a ruling the record already
 * reflects (counted, nothing to record), `wanted` an irregularity that calls for a ruling not yet
 * recorded (not counted; the LIN document offers the conversion).
 */
export type RulingTrait = 'given' | 'settled' | 'wanted';

/** What the service does with a code beyond showing it; an absent trait is false. */
export interface DiagnosticTraits<D = unknown> {
  readonly foldPerFile?: FoldPerFile<D>;
  readonly ruling?: RulingTrait;
  /** The reason a fix leaves the game alone that this diagnostic explains (the fix plan shows its message). */
  readonly blocksFix?: FixBlock;
  /** Shown on a LIN document too: it is about the bridge played, not about the PBN text the projection generated. */
  readonly keptInLin?: true;
}

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
  readonly traits: DiagnosticTraits;
  /** Never set: carries the type of `data`. */
  readonly dataType?: D;
}

/** The `data` type an entry carries (a value that only tells the compiler). */
export function dataOfType<D>(): D | undefined {
  return undefined;
}

/** A diagnostic whose message is written here, in English and Dutch. */
export function entry<A = Args, D = undefined, S extends Severity = never, F extends FixName = never>(spec: {
  severity: readonly S[]; en: Message<A>; nl: Message<A>; fixes?: readonly F[]; data?: D; traits?: DiagnosticTraits<D>;
}): DiagnosticEntry<A, D, S, F> {
  return { severity: spec.severity, en: spec.en, nl: spec.nl, fixes: spec.fixes ?? [], traits: spec.traits ?? {} };
}

/** A diagnostic whose message the Laws engine or double dummy composes (`where`: the file). */
export function composed<D = undefined, S extends Severity = never, F extends FixName = never>(
  where: string, spec: { severity: readonly S[]; fixes?: readonly F[]; data?: D; traits?: DiagnosticTraits<D> },
): DiagnosticEntry<MessageArgs, D, S, F> {
  return { severity: spec.severity, composedIn: where, fixes: spec.fixes ?? [], traits: spec.traits ?? {} };
}
