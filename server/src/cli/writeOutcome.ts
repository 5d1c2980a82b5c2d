/**
 * What the CLI adds to its "written" line when a write could not keep all of the original: the
 * owner, which only the owner or root may give a file (a file rewritten by another user becomes
 * that user's), in English and Dutch.
 */
import { WriteOutcome } from '../io/atomicWrite';

/** `; the owner could not be kept (uid:gid 1000:1000, now 65534:65534)`, or '' when all was kept. */
export function outcomeNote(outcome: WriteOutcome, language: 'en' | 'nl'): string {
  if (!outcome.ownerLost) return '';
  const { was, now } = outcome.ownerLost;
  return language === 'nl'
    ? `; de eigenaar kon niet behouden blijven (uid:gid ${was}, nu ${now})`
    : `; the owner could not be kept (uid:gid ${was}, now ${now})`;
}
