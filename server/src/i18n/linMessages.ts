/**
 * The LIN diagnostics' messages (their entries are in diagnostics/linDiagnostics.ts) and the
 * words of the LIN commands, in English and Dutch.
 */
import { MessageArgs } from './diagnostics/entry';
import { diagnosticMessage, knownDiagnosticCodes } from './diagnostics/registry';
import { Language, Localized } from './localize';

export { cardText } from './diagnostics/linWords';

/** The localised message of a LIN diagnostic; the code itself when it has no text. */
export function linMessage(code: string, args: MessageArgs, language: Language): string {
  return diagnosticMessage(code, args, language);
}

/** Every LIN code that has a message, per language. */
export function knownLinCodes(): { en: string[]; nl: string[] } {
  const { en, nl } = knownDiagnosticCodes();
  const lin = (code: string) => code.startsWith('pbn.lin.');
  return { en: en.filter(lin), nl: nl.filter(lin) };
}

/** The words of LIN code actions and lenses. */
export const LIN_ACTION_WORDS: Localized<{ convert: string; convertForRuling: string; showReport: string }> = {
  en: { convert: 'Convert this file to PBN', convertForRuling: 'Convert this file to PBN to write the ruling (LIN has no Result or Score)', showReport: 'Show the ruling in the report' },
  nl: { convert: 'Dit bestand naar PBN omzetten', convertForRuling: 'Dit bestand naar PBN omzetten om de uitspraak vast te leggen (LIN heeft geen Result of Score)', showReport: 'De uitspraak in het verslag tonen' },
};
