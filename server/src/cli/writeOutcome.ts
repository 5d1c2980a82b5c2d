/**
 * What the CLI adds to its "written" line when a write could not keep all of the original: the
 * owner, which only the owner or root may give a file (a file rewritten by another user becomes
 * that user's). The words, in English and Dutch, are i18n/cliTexts.ts's.
 */
import { ownerLostNote } from '../i18n/cliTexts';
import { Language } from '../i18n/localize';
import { WriteOutcome } from '../io/atomicWrite';

/** `; the owner could not be kept (uid:gid 1000:1000, now 65534:65534)`, or '' when all was kept. */
export function outcomeNote(outcome: WriteOutcome, language: Language): string {
  if (!outcome.ownerLost) return '';
  return ownerLostNote(outcome.ownerLost.was, outcome.ownerLost.now, language);
}
