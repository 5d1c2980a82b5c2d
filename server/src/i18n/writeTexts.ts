/**
 * The lines of a write the tool refused or could not make, in English and Dutch: the system's
 * reason by its code (ENOSPC, EACCES, …), a file its mode protects, a file another program changed
 * while it was read, another user's symbolic link in a shared folder, and a temporary folder that
 * cannot take a spill file. Each in both languages (bothLanguages.ts): io/atomicWrite.ts and
 * io/temporaryFiles.ts throw them before the run's language is known.
 */
import { inBoth } from './bothLanguages';
import { Language } from './localize';

/** The system's reasons by error code. */
const CODE_TEXTS: Record<Language, Record<string, string>> = {
  en: {
    ENOSPC: 'no space left on the device', EDQUOT: 'disk quota exceeded', EACCES: 'permission denied', EPERM: 'not permitted',
    ENOENT: 'no such folder', EROFS: 'read-only file system', EISDIR: 'it is a folder', ENOTDIR: 'a part of the path is not a folder',
  },
  nl: {
    ENOSPC: 'geen ruimte meer op het apparaat', EDQUOT: 'schijfquotum overschreden', EACCES: 'toegang geweigerd', EPERM: 'niet toegestaan',
    ENOENT: 'map bestaat niet', EROFS: 'alleen-lezen bestandssysteem', EISDIR: 'het is een map', ENOTDIR: 'een deel van het pad is geen map',
  },
};

/** `ENOSPC: no space left on the device`, or the code alone when it has no words. */
function described(code: string, language: Language): string {
  return CODE_TEXTS[language][code] ? `${code}: ${CODE_TEXTS[language][code]}` : code;
}

/** What is wrong with the temporary folder, by the error's code. */
const FOLDER_TROUBLE: Record<Language, Record<string, string>> = {
  en: {
    ENOSPC: 'is full (ENOSPC: no space left on the device)', EDQUOT: 'is over its disk quota (EDQUOT)',
    EACCES: 'cannot be written (EACCES: permission denied)', EPERM: 'cannot be written (EPERM: not permitted)',
    EROFS: 'is on a read-only file system (EROFS)', ENOENT: 'does not exist (ENOENT)', ENOTDIR: 'is not a folder (ENOTDIR)',
  },
  nl: {
    ENOSPC: 'is vol (ENOSPC: geen ruimte meer op het apparaat)', EDQUOT: 'zit aan haar schijfquotum (EDQUOT)',
    EACCES: 'is niet beschrijfbaar (EACCES: toegang geweigerd)', EPERM: 'is niet beschrijfbaar (EPERM: niet toegestaan)',
    EROFS: 'staat op een alleen-lezen bestandssysteem (EROFS)', ENOENT: 'bestaat niet (ENOENT)', ENOTDIR: 'is geen map (ENOTDIR)',
  },
};

/** True when `code` names a trouble of the temporary folder (a spill file's error is then the folder's). */
export function isTemporaryFolderTrouble(code: string): boolean {
  return code in FOLDER_TROUBLE.en;
}

/** Why a file's mode protects it from this user. */
export type ReadOnlyReason = { kind: 'read-only'; mode: string } | { kind: 'not-writable'; mode: string; owner: number };

/** The lines of refused and failed writes, by name. */
export const WRITE_TEXTS = inBoth({
  en: {
    cannotWrite: (target: string, code: string, existed: boolean) => `${target}: cannot write (${described(code, 'en')}); ${existed ? 'the original file is unchanged' : 'nothing was written'}`,
    readOnly: (target: string, reason: ReadOnlyReason) => `${target}: ${reason.kind === 'read-only' ? `read-only (mode ${reason.mode})` : `not writable for this user (mode ${reason.mode}, owner uid ${reason.owner})`}; not rewritten, the file is unchanged (--force writes it anyway)`,
    changed: (target: string) => `${target}: changed while it was read (another program wrote to it); not replaced, the file keeps what was written to it meanwhile (run again)`,
    sharedLink: (target: string, linkOwner: number, folderOwner: number | 'sticky') => `${target}: a symbolic link of uid ${linkOwner} in ${folderOwner === 'sticky' ? 'a sticky folder' : `a folder of uid ${folderOwner}`}; not written through it, the file it points to is unchanged`,
    temporaryFolder: (folder: string, code: string) => `the temporary folder ${folder} ${FOLDER_TROUBLE.en[code]}; ${code === 'ENOSPC' || code === 'EDQUOT' ? 'free space there or set TMPDIR to another folder' : 'set TMPDIR to a folder this user can write'}`,
  },
  nl: {
    cannotWrite: (target: string, code: string, existed: boolean) => `${target}: kan niet schrijven (${described(code, 'nl')}); ${existed ? 'het oorspronkelijke bestand is ongewijzigd' : 'er is niets geschreven'}`,
    readOnly: (target: string, reason: ReadOnlyReason) => `${target}: ${reason.kind === 'read-only' ? `alleen-lezen (modus ${reason.mode})` : `niet beschrijfbaar voor deze gebruiker (modus ${reason.mode}, eigenaar uid ${reason.owner})`}; niet herschreven, het bestand is ongewijzigd (--force schrijft het toch)`,
    changed: (target: string) => `${target}: gewijzigd terwijl het gelezen werd (een ander programma schreef erin); niet vervangen, het bestand houdt wat er intussen in geschreven is (voer opnieuw uit)`,
    sharedLink: (target: string, linkOwner: number, folderOwner: number | 'sticky') => `${target}: een symbolische koppeling van uid ${linkOwner} in ${folderOwner === 'sticky' ? 'een gedeelde map waarin alleen de eigenaar een naam mag wissen of wijzigen' : `een map van uid ${folderOwner}`}; er is niet doorheen geschreven, het bestand waarnaar ze wijst is ongewijzigd`,
    temporaryFolder: (folder: string, code: string) => `de tijdelijke map ${folder} ${FOLDER_TROUBLE.nl[code]}; ${code === 'ENOSPC' || code === 'EDQUOT' ? 'maak daar ruimte vrij of zet TMPDIR op een andere map' : 'zet TMPDIR op een map waarin deze gebruiker kan schrijven'}`,
  },
});
