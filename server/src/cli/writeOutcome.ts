/**
 * A command's output written the one way every command writes it: to standard output as it comes,
 * or atomically to the file `-o` (or `--in-place`) names, then a line on standard error saying so,
 * with what the write could not keep of the original: the owner, which only the owner or root may
 * give a file (a file rewritten by another user becomes that user's); a PDF that cannot show some
 * of its text says so on standard error. The words, in English and Dutch, are i18n/cliTexts.ts's.
 */
import { ownerLostNote } from '../i18n/cliTexts';
import { Language } from '../i18n/localize';
import { WriteOutcome, writeFileAtomic } from '../io/atomicWrite';
import { encodedPieces } from '../text/encodedPieces';
import { CliIo } from './io';
import { PdfTextNotice } from '../commands/report';

/** `; the owner could not be kept (uid:gid 1000:1000, now 65534:65534)`, or '' when all was kept. */
export function outcomeNote(outcome: WriteOutcome, language: Language): string {
  if (!outcome.ownerLost) return '';
  return ownerLostNote(outcome.ownerLost.was, outcome.ownerLost.now, language);
}

/** A command's output: whole, or its pieces as they come. */
export type CommandOutput = string | Uint8Array | AsyncIterable<string | Uint8Array>;

/** How an output is written and said. */
export interface OutputWrite {
  /** A read-only target is written over (`--force`). */
  force?: boolean;
  /** A report's, a page's or a diff's text: escaped only on a terminal (io.ts). */
  document?: boolean;
  language: Language;
  /** The line on standard error once the target is written, given the outcome's note. */
  said(note: string): string;
  /** A PDF's notice of the text it cannot show, said once written, after `noticeOf: `. */
  notice?: PdfTextNotice;
  noticeOf?: string;
}

/** Writes `output` to standard output (pieces as the reader takes them) without `target`, else atomically to `target` and says so. */
export async function writeOut(output: CommandOutput, target: string | undefined, io: CliIo, how: OutputWrite): Promise<void> {
  const whole = typeof output === 'string' || output instanceof Uint8Array;
  const kind = how.document ? 'document' : undefined;
  if (target === undefined) {
    if (whole) io.stdout(output, kind);
    else for await (const piece of output) { io.stdout(piece, kind); await io.stdoutDrained?.(); }
  } else {
    const outcome = await writeFileAtomic(target, whole ? output : encodedPieces(output, 'utf8'), { refuseReadOnly: !how.force });
    io.stderr(`${how.said(outcomeNote(outcome, how.language))}\n`);
  }
  const sentence = how.notice?.sentence(how.language);
  if (sentence) io.stderr(`${how.noticeOf}: ${sentence}\n`);
}
