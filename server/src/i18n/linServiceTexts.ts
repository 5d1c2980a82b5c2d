/**
 * The words the LIN service adds to the PBN features, in English and Dutch: what each LIN tag
 * holds (LIN has no published specification), the hover of a vugraph `rs` entry, the room names
 * of the outline, and the note that a LIN record cannot mark a revoke. The LIN diagnostics' own
 * messages are in linMessages.ts and the registry.
 */
import { Localized } from './localize';

/** What each LIN tag holds, per language (the hover on a tag name). */
export const LIN_TAG_HELP: Localized<Record<string, string>> = {
  en: {
    pn: 'Player names: South, West, North, East (8 names in vugraph files: open room, then closed room).',
    st: 'Small text (empty in hand records).',
    md: 'The deal: the dealer digit (1 South, 2 West, 3 North, 4 East), then the hands South, West, North, East; an empty fourth hand holds the remaining cards.',
    rh: 'Resets the heading (empty in hand records).',
    ah: 'The board title, such as "Board 12" (+ for a space).',
    sv: 'Vulnerability: o none, n NS, e EW, b both (from the board number when absent).',
    mb: 'A call: p pass, d double, r redouble, or a bid such as 1N; a trailing ! alerts it.',
    an: 'The explanation of the call before it (!S !H !D !C stand for the suit symbols).',
    pc: 'A card played (or several packed together), in the order of play.',
    mc: "A claim: declarer's side's total number of tricks.",
    pg: 'A pause in the replay (no meaning for the record).',
    nt: 'Commentary (vugraph), shown in PBN as a comment after the call or card it follows.',
    vg: 'Vugraph header: event, segment, scoring (I, P, B), first and last board, the two teams and their carry-over.',
    rs: 'Vugraph results of every room: contract, declarer and result (4HE=, 3NW+1).',
    qx: 'Vugraph room and board: o12 open room, c12 closed room of board 12.',
    pw: 'Vugraph player list.',
    mp: 'Vugraph match scores.',
    bn: 'Vugraph board numbers.',
  },
  nl: {
    pn: 'Namen van de spelers: Zuid, West, Noord, Oost (8 namen in vugraph-bestanden: open kamer, dan gesloten kamer).',
    st: 'Kleine tekst (leeg in spelverslagen).',
    md: 'De verdeling: het gevercijfer (1 Zuid, 2 West, 3 Noord, 4 Oost), dan de handen Zuid, West, Noord, Oost; een lege vierde hand krijgt de overige kaarten.',
    rh: 'Zet de kop terug (leeg in spelverslagen).',
    ah: 'De titel van het spel, zoals "Board 12" (+ voor een spatie).',
    sv: 'Kwetsbaarheid: o niemand, n NZ, e OW, b allen (uit het spelnummer als ze ontbreekt).',
    mb: 'Een bieding: p pas, d doublet, r redoublet, of een bod zoals 1N; een ! erachter alerteert het.',
    an: 'De uitleg van de bieding ervoor (!S !H !D !C staan voor de kleursymbolen).',
    pc: 'Een gespeelde kaart (of meerdere achter elkaar), in de volgorde van spelen.',
    mc: 'Een claim: het totale aantal slagen van de partij van de leider.',
    pg: 'Een pauze in de weergave (zonder betekenis voor de registratie).',
    nt: 'Commentaar (vugraph), in PBN een commentaar na de bieding of kaart waar het op volgt.',
    vg: 'Vugraph-kop: evenement, ronde, telling (I, P, B), eerste en laatste spel, de twee teams en hun meegenomen score.',
    rs: 'Vugraph-uitslagen van elke kamer: contract, leider en resultaat (4HE=, 3NW+1).',
    qx: 'Vugraph-kamer en spel: o12 open kamer, c12 gesloten kamer van spel 12.',
    pw: 'Vugraph-spelerslijst.',
    mp: 'Vugraph-wedstrijdscores.',
    bn: 'Vugraph-spelnummers.',
  },
};

/** The words of the hover on an `rs` entry. */
export const RESULT_ENTRY_WORDS: Localized<{ board: string; Open: string; Closed: string; own: string; unknown: string }> = {
  en: { board: 'Board', Open: 'open room', Closed: 'closed room', own: "the room's own auction and claim give", unknown: 'the room does not say (no claim, play unfinished)' },
  nl: { board: 'Spel', Open: 'open kamer', Closed: 'gesloten kamer', own: 'het bieden en de claim van die kamer geven', unknown: 'de kamer zegt het niet (geen claim, spel niet uitgespeeld)' },
};

/** The outline's names of a vugraph board and its rooms. */
export const OUTLINE_ROOM_WORDS: Localized<{ Open: string; Closed: string; board: string }> = {
  en: { Open: 'Open room', Closed: 'Closed room', board: 'Board' },
  nl: { Open: 'Open kamer', Closed: 'Gesloten kamer', board: 'Spel' },
};

/** What replaces the PBN note about the missing `^R` on a LIN document: LIN cannot mark a revoke. */
export const LIN_REVOKE_NOTE: Localized<string> = {
  en: 'A LIN record cannot mark a revoke: check that the record is right before ruling.',
  nl: 'Een LIN-bestand kan een verzaking niet markeren: ga na of de registratie klopt voordat u beslist.',
};
