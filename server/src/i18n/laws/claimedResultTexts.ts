/**
 * The sentence a revoke ruling gains on a board whose play stops early (a claim or a concession)
 * or is not recorded at all (a ruling from the facts), in English and Dutch: how the Result was
 * read. A plain Result is the table's result, the transfer still to come, as on a board played
 * out; a Result marked `^` is already rectified.
 */
import { Localized } from '../localize';

/** How the Result of a board whose play stops early was read, given the Result as written. */
export const CLAIMED_RESULT_TEXTS: Localized<{ table: (value: string) => string; rectified: (value: string) => string; noPlay: (value: string) => string }> = {
  en: {
    noPlay: (value) => `No play is recorded: Result "${value}" is read as the table's result, without the transfer.`,
    table: (value) => `The play stops early: Result "${value}" is read as the table's result, without the transfer, as on a board played out.`,
    rectified: (value) => `The play stops early: Result "${value}" is marked ^, so it is read as already rectified, the transfer included.`,
  },
  nl: {
    noPlay: (value) => `Er is geen spelverloop vastgelegd: Result "${value}" geldt als het tafelresultaat, nog zonder de overdracht.`,
    table: (value) => `Het spel stopt vroeg: Result "${value}" geldt als het tafelresultaat, nog zonder de overdracht, zoals bij een uitgespeeld spel.`,
    rectified: (value) => `Het spel stopt vroeg: Result "${value}" is gemarkeerd met ^ en geldt dus als al rechtgezet, met de overdracht erin.`,
  },
};
