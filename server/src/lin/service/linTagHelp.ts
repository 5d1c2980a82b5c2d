/**
 * What each LIN tag holds, in English and Dutch, for the hover on a tag name: LIN has no
 * published specification, so a Director reading a `.lin` file is told what `md`, `mb` or `mc`
 * stand for and how the reader takes them.
 */
import { Language, Localized } from '../../i18n/localize';

const HELP: Localized<Record<string, string>> = {
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
    pg: 'Een pauze in de weergave (zonder betekenis voor het verslag).',
    nt: 'Commentaar (vugraph), in PBN een commentaar na de bieding of kaart waar het op volgt.',
    vg: 'Vugraph-kop: evenement, ronde, telling (I, P, B), eerste en laatste spel, de twee teams en hun meegenomen score.',
    rs: 'Vugraph-uitslagen van elke kamer: contract, leider en resultaat (4HE=, 3NW+1).',
    qx: 'Vugraph-kamer en spel: o12 open kamer, c12 gesloten kamer van spel 12.',
    pw: 'Vugraph-spelerslijst.',
    mp: 'Vugraph-wedstrijdscores.',
    bn: 'Vugraph-spelnummers.',
  },
};

/** The help text of a LIN tag, or undefined for a tag the reader does not know. */
export function linTagHelp(name: string, language: Language): string | undefined {
  const text = HELP[language][name];
  return text && `**${name}** — ${text}`;
}
