/**
 * Where the revoke phrase tables used to live: they are in i18n/laws/revokePhrases.ts now. This
 * file only passes them on for the modules outside laws/ that still import them from here
 * (features/fixes/rulingEdits.ts); it goes once those import i18n/laws/revokePhrases.ts.
 */
export { EXCEPTION_REASONS, TWELFTH_TRICK_PARTNER_RULES, VOCABULARY } from '../i18n/laws/revokePhrases';
export type { EraPhrases } from '../i18n/laws/revokePhrases';
