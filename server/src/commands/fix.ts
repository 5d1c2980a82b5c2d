/**
 * `fix`'s consumer of an input, without the file system: the fixed text of a PBN input game by
 * game (features/fixes/streamedFix.ts) as bytes in the input's encoding, the byte order mark first
 * when it had one, lone CRs written back as they were (streamSource.ts). Each game's plan goes to
 * `onPlan` as it comes (its line on standard error, `fixPlanLine`); `--dry-run`'s diff
 * (streamedDiff.ts) watches the same stream. The command
 * line writes the bytes atomically, to standard output or to a temporary copy (cli/fix.ts).
 */
import { FIX_WORDS, cliGameName } from '../i18n/cliTexts';
import { Language } from '../i18n/localize';
import { ServiceSettings } from '../features/settings';
import { FixOptions, GameFixPlan } from '../features/fixes/fixPlan';
import { FixWatcher, fixedTextPieces } from '../features/fixes/streamedFix';
import { encodedPieces } from '../text/encodedPieces';
import { GameInput } from './gameInput';
import { restorableSource } from './streamSource';

/** The fixed text of `input`, a piece of bytes per block read. */
export function fixedBytes(input: GameInput, settings: ServiceSettings, options: FixOptions, onPlan: (plan: GameFixPlan) => void, watcher?: FixWatcher): AsyncGenerator<Uint8Array> {
  const source = restorableSource(input);
  // In the input's encoding, the byte order mark first when the input had one.
  return encodedPieces(fixedTextPieces(source, settings, options, onPlan, { original: source.original, watcher }), input.facts.encoding, input.facts.byteOrderMark);
}

/** `file:12: board 7: Result 9 → ^11, …` or `file:40: board 8: left alone: syntax error (line 45: …)`. */
export function fixPlanLine(file: string, plan: GameFixPlan, language: Language): string {
  const words = FIX_WORDS[language];
  const name = cliGameName(plan.board, plan.index, language);
  if (plan.skipped) return `${file}:${plan.skipped.line + 1}: ${name}: ${words.left}: ${plan.skipped.reason} — ${plan.skipped.message}\n`;
  return `${file}:${plan.line + 1}: ${name}: ${plan.changes.join(', ')}\n`;
}
