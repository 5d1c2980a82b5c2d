/**
 * The command line's help in English and Dutch: each command's usage line(s), what it does and
 * its exit statuses, the notes on paths, LIN files, Bridgemate sessions and read-only files, and
 * the whole help (`pbn-director help`, `CMD --help`). Options, commands and tag names stay as
 * typed; the placeholders are worded (`<files or folders...>`, Dutch `<bestanden of mappen...>`).
 */
import { Language, Localized } from './localize';

/** The commands that have a help of their own (`analyze` is `analyse`), in the order the full help lists them. */
export const HELP_TOPICS = ['check', 'fix', 'report', 'score', 'convert', 'analyse', 'audit'] as const;
export type HelpTopic = typeof HELP_TOPICS[number];

/** One command's help: its usage line(s), what it does, its exit statuses 0 and 1. */
interface CommandHelp {
  usage: string;
  text: string;
  exit: string;
}

/** The words of the help in one language. */
interface HelpWords {
  usage: string;
  exitStatus: string;
  commands: Record<HelpTopic, CommandHelp>;
  /** The full help's note on LIN files and folders. */
  readsLin: string;
  /** The full help's note on paths, fix's games left alone and read-only files. */
  paths: string;
  /** Exit statuses 0 and 1 of every command, in the full help. */
  exits: string;
  /** Exit status 2. */
  failure: string;
  /** A command's notes. */
  notes: { lin: string; folder: string; paths: string; session: string; fixLeaves: string; readOnly: string };
}

const HELP: Localized<HelpWords> = {
  en: {
    usage: 'Usage:',
    exitStatus: 'Exit status',
    commands: {
      check: {
        usage: `  pbn-director check [--format text|json] [--dd] [--hide CODE,…] [--min-severity error|warning|info|hint] [--color auto|always|never]
                     [--laws 1975|1987|1997|2007|2017] [--language en|nl] [--deals FILE] <files or folders...>`,
        text: `check  validates PBN files and rules on irregularities per the Laws of Duplicate Bridge; --dd adds the
       double-dummy findings (Law 64C equity of each revoke, claims against best defence, DD tags checked).`,
        exit: '0 no errors, 1 errors found',
      },
      fix: {
        usage: '  pbn-director fix [--only rulings|scores|all] [--travellers] [--laws ED] [--language en|nl] [--dry-run | -o OUT | --in-place] [--force] <file | files or folders...>',
        text: `fix    writes the rectified Result and Score (and ^R marks) the rulings call for, and the Score (Law 77)
       and Result ('^') corrections the editor offers as quick-fixes; --only picks one kind;
       --travellers also recomputes each board's ScoreTable.`,
        exit: '0 no errors left after fixing, 1 errors remain',
      },
      report: {
        usage: '  pbn-director report [--format html|md|pdf] [--layout ruling|handout] [--per-page 1|2|4] [--paper a4|letter] [--show-hidden] [--no-dd] [--laws ED] [--language en|nl] [--force] <file> [-o OUT] | <files or folders...> -o FOLDER',
        text: `report writes a ruling report of every board (hands, auction, play, rulings, the result at the table and
       rectified, double dummy where the engine is built) as self-contained HTML or Markdown, or as PDF (no
       browser needed; fonts embedded, the HTML's page breaks), to standard output or to OUT; --layout
       handout writes a hand record for print instead (1, 2 or 4 boards a page, A4 or Letter, HTML or PDF);
       hands a [Hidden] tag names stay hidden unless --show-hidden.`,
        exit: '0 written, 1 no game in the file',
      },
      score: {
        usage: '  pbn-director score [--event [--average-plus fixed|session] [--rulings-log [--hide-names]] [-o OUT [--force]]] [--format text|json, html|pdf with --event, csv with --rulings-log] [--laws ED] [--language en|nl] <file | files with --event>',
        text: `score  prints each board's traveller (ScoreTable) with recomputed matchpoints, percentages,
       IMPs and datum, and what "Update traveller" would change. With --event: each file's
       participants (PairId, TeamId) with their totals and ranks before and after the file's
       rulings, checked against its TotalScoreTable; --average-plus chooses average plus and
       minus (Law 12C2) fixed at 60/40 % or the pair's session percentage when better for it;
       as text, JSON, one HTML page or a PDF (-o OUT, written atomically, never over an input).
       With --rulings-log: every ruling of the files instead, one row each (board, table, round,
       irregularity, Law and edition, table result, rectified or adjusted score, damaged side,
       status ruled or to be checked) as CSV, HTML, JSON or PDF; --hide-names leaves out the players.`,
        exit: '0 travellers agree, 1 a traveller differs',
      },
      convert: {
        usage: '  pbn-director convert [--to pbn|lin|dlm|dup] [--laws ED] [-o OUT] [--force] [--deals FILE] <file>',
        text: `convert turns a LIN file (Bridge Base Online) into PBN 2.1 export format, or a PBN file into LIN
       (one board per line, as BBO's handviewer reads it); a dealing program's file (.dlm, .dup, .bri,
       .dge) into PBN, .dlm or .dup, and a PBN file into .dlm or .dup; -o writes OUT atomically.`,
        exit: '0 converted, 1 the input has errors',
      },
      analyse: {
        usage: '  pbn-director analyse [--format text|json] [--write] [--force] [--laws ED] [--language en|nl] <files or folders...>',
        text: `analyse prints each board's double-dummy table, par and, where the play is recorded, the trace card by card
       (DDS 2.9.0, one worker per core); --write adds OptimumResultTable, OptimumScore and ParContract.`,
        exit: '0 analysed, 1 a board could not be analysed',
      },
      audit: {
        usage: '  pbn-director audit [--format text|json] [--no-dd] [--laws ED] [--language en|nl] [--deals FILE] <files or folders...>',
        text: `audit  checks each board's traveller (ScoreTable) against its deal: an opening lead the leader does not hold,
       a result or score that cannot be (Law 77), a score with its sides reversed, a result no play explains
       and a fouled board (Law 87: the deal rotated or two hands swapped explains the row and its lead), with
       the groups of tables that played the same deal; double dummy unless --no-dd.`,
        exit: '0 no finding, 1 a finding',
      },
    },
    readsLin: 'check, report and analyse read .lin files too; a folder stands for the .pbn and .lin files below it.',
    paths: `A path '-' reads standard input; '--' ends the options. fix leaves alone any game with a syntax error,
a Result a Director set ('^') and a board it cannot fix safely, and says why on standard error.
A file whose mode makes it read-only is not rewritten (exit 2) unless --force.`,
    exits: `0 no errors (fix: none left after fixing; report: written; score: travellers agree), 1 errors found
(fix: errors remain; report: no game in the file; score: a traveller differs; analyse: a board could not be analysed; audit: a finding),`,
    failure: '2 usage error, unreadable input, a failed write (the original file is then unchanged) or no double-dummy engine.',
    notes: {
      lin: 'A .lin file is read too.',
      folder: 'A folder stands for the .pbn and .lin files below it.',
      paths: "A path '-' reads standard input; '--' ends the options.",
      session: 'A Bridgemate session (.bws) is read too, as PBN: its deals from its HandRecord, else from\n--deals FILE or a .pbn of its name beside it.',
      fixLeaves: "fix leaves alone any game with a syntax error, a Result a Director set ('^') and a board it cannot fix\nsafely, and says why on standard error.",
      readOnly: 'A file whose mode makes it read-only is not rewritten (exit 2) unless --force.',
    },
  },
  nl: {
    usage: 'Gebruik:',
    exitStatus: 'Afsluitstatus',
    commands: {
      check: {
        usage: `  pbn-director check [--format text|json] [--dd] [--hide CODE,…] [--min-severity error|warning|info|hint] [--color auto|always|never]
                     [--laws 1975|1987|1997|2007|2017] [--language en|nl] [--deals BESTAND] <bestanden of mappen...>`,
        text: `check  controleert PBN-bestanden en doet uitspraken over onregelmatigheden volgens de Spelregels voor
       Wedstrijdbridge; --dd voegt de dubbel-dummy-bevindingen toe (de billijkheid van elke verzaking volgens
       artikel 64C, claims tegen de beste verdediging, DD-tags gecontroleerd).`,
        exit: '0 geen fouten, 1 fouten gevonden',
      },
      fix: {
        usage: '  pbn-director fix [--only rulings|scores|all] [--travellers] [--laws ED] [--language en|nl] [--dry-run | -o UIT | --in-place] [--force] <bestand | bestanden of mappen...>',
        text: `fix    schrijft het rechtgezette Result en de Score (en ^R-markeringen) die de uitspraken vragen, en de
       verbeteringen van de Score (artikel 77) en het Result ('^') die de editor als snelle oplossing biedt;
       --only kiest één soort; --travellers berekent ook de ScoreTable van elk spel opnieuw.`,
        exit: '0 geen fouten over na het verbeteren, 1 er blijven fouten over',
      },
      report: {
        usage: '  pbn-director report [--format html|md|pdf] [--layout ruling|handout] [--per-page 1|2|4] [--paper a4|letter] [--show-hidden] [--no-dd] [--laws ED] [--language en|nl] [--force] <bestand> [-o UIT] | <bestanden of mappen...> -o MAP',
        text: `report schrijft een uitspraakverslag van elk spel (handen, bieding, spelverloop, uitspraken, het resultaat
       aan tafel en rechtgezet, dubbel dummy waar de rekenkern gebouwd is) als zelfstandige HTML of Markdown,
       of als PDF (zonder webbrowser; lettertypen ingebed, de paginaovergangen van de HTML), naar de
       standaarduitvoer of naar UIT; --layout handout schrijft in plaats daarvan een spelverdeling om af te
       drukken (1, 2 of 4 spellen per pagina, A4 of Letter, HTML of PDF); handen die een [Hidden]-tag noemt,
       blijven verborgen tenzij --show-hidden.`,
        exit: '0 geschreven, 1 geen partij in het bestand',
      },
      score: {
        usage: '  pbn-director score [--event [--average-plus fixed|session] [--rulings-log [--hide-names]] [-o UIT [--force]]] [--format text|json, html|pdf met --event, csv met --rulings-log] [--laws ED] [--language en|nl] <bestand | bestanden met --event>',
        text: `score  toont de uitslagenstaat (ScoreTable) van elk spel met herberekende matchpunten, percentages,
       IMP's en datum, en wat "Uitslagenstaat bijwerken" zou veranderen. Met --event: de deelnemers van elk
       bestand (PairId, TeamId) met hun totalen en plaatsen voor en na de uitspraken van het bestand,
       vergeleken met de TotalScoreTable; --average-plus kiest gemiddeld plus en min (artikel 12C2) vast op
       60/40 % of het sessiepercentage van het paar als dat gunstiger is; als tekst, JSON, één HTML-pagina
       of een PDF (-o UIT, in één keer geschreven, nooit over een invoerbestand). Met --rulings-log: in plaats
       daarvan elke uitspraak van de bestanden, één rij per uitspraak (spel, tafel, ronde, onregelmatigheid,
       artikel en uitgave, resultaat aan tafel, rechtgezette of toegekende score, benadeelde partij, status
       beslist of na te kijken) als CSV, HTML, JSON of PDF; --hide-names laat de spelers weg.`,
        exit: '0 uitslagenstaten kloppen, 1 een uitslagenstaat wijkt af',
      },
      convert: {
        usage: '  pbn-director convert [--to pbn|lin|dlm|dup] [--laws ED] [-o UIT] [--force] [--deals BESTAND] <bestand>',
        text: `convert zet een LIN-bestand (Bridge Base Online) om naar PBN 2.1 in exportvorm, of een PBN-bestand naar
       LIN (één spel per regel, zoals de spelweergave van BBO het leest); een bestand van een delingsprogramma
       (.dlm, .dup, .bri, .dge) naar PBN, .dlm of .dup, en een PBN-bestand naar .dlm of .dup; -o schrijft UIT
       in één keer (atomair).`,
        exit: '0 omgezet, 1 de invoer heeft fouten',
      },
      analyse: {
        usage: '  pbn-director analyse [--format text|json] [--write] [--force] [--laws ED] [--language en|nl] <bestanden of mappen...>',
        text: `analyse toont van elk spel de dubbel-dummy-tabel, de par en, waar het spelverloop is vastgelegd, het
       verloop kaart voor kaart (DDS 2.9.0, één rekenproces per kern); --write voegt OptimumResultTable,
       OptimumScore en ParContract toe.`,
        exit: '0 geanalyseerd, 1 een spel kon niet geanalyseerd worden',
      },
      audit: {
        usage: '  pbn-director audit [--format text|json] [--no-dd] [--laws ED] [--language en|nl] [--deals BESTAND] <bestanden of mappen...>',
        text: `audit  controleert de uitslagenstaat (ScoreTable) van elk spel tegen de verdeling: een openingsuitkomst die
       de uitkomende speler niet heeft, een resultaat of score die niet kan (artikel 77), een score met de
       kanten omgedraaid, een resultaat dat geen spelverloop verklaart en een verkeerd gestoken spel (artikel
       87: de verdeling gedraaid of twee handen verwisseld verklaart de rij en de uitkomst), met de groepen
       tafels die dezelfde verdeling speelden; dubbel dummy tenzij --no-dd.`,
        exit: '0 niets gevonden, 1 een bevinding',
      },
    },
    readsLin: 'check, report en analyse lezen ook .lin-bestanden; een map staat voor de .pbn- en .lin-bestanden eronder.',
    paths: `Een pad '-' leest de standaardinvoer; '--' sluit de opties af. fix laat elke partij met een syntaxfout,
een Result dat een wedstrijdleider vastlegde ('^') en een spel dat het niet veilig kan verbeteren ongemoeid,
en zegt waarom op de foutuitvoer. Een bestand dat door zijn modus alleen-lezen is, wordt niet herschreven
(status 2) tenzij --force.`,
    exits: `0 geen fouten (fix: geen over na het verbeteren; report: geschreven; score: uitslagenstaten kloppen), 1 fouten gevonden
(fix: er blijven fouten over; report: geen partij in het bestand; score: een uitslagenstaat wijkt af; analyse: een spel kon niet
geanalyseerd worden; audit: een bevinding),`,
    failure: '2 fout in het gebruik, onleesbare invoer, een mislukte schrijfactie (het oorspronkelijke bestand is dan ongewijzigd) of geen dubbel-dummy-rekenkern.',
    notes: {
      lin: 'Een .lin-bestand wordt ook gelezen.',
      folder: 'Een map staat voor de .pbn- en .lin-bestanden eronder.',
      paths: "Een pad '-' leest de standaardinvoer; '--' sluit de opties af.",
      session: 'Een Bridgemate-sessie (.bws) wordt ook gelezen, als PBN: de verdelingen uit haar HandRecord, anders uit\n--deals BESTAND of een .pbn met haar naam ernaast.',
      fixLeaves: "fix laat elke partij met een syntaxfout, een Result dat een wedstrijdleider vastlegde ('^') en een spel dat\nhet niet veilig kan verbeteren ongemoeid, en zegt waarom op de foutuitvoer.",
      readOnly: 'Een bestand dat door zijn modus alleen-lezen is, wordt niet herschreven (status 2) tenzij --force.',
    },
  },
};

/** The help of every command. */
export function usageText(language: Language): string {
  const words = HELP[language];
  const commands = HELP_TOPICS.map((topic) => words.commands[topic]);
  return `${words.usage}
${commands.map((help) => help.usage).join('\n')}

${commands.map((help) => help.text).join('\n')}
${words.readsLin}

${words.paths}

${words.exitStatus}: ${words.exits}
${words.failure}`;
}

/** One command's help: its usage, what it does, what its paths may be and its exit statuses. */
export function commandHelpText(command: HelpTopic, language: Language): string {
  const words = HELP[language];
  const help = words.commands[command];
  const notes = [
    ['check', 'report', 'analyse'].includes(command) ? words.notes.lin : '',
    ['check', 'fix', 'report', 'analyse', 'audit'].includes(command) ? words.notes.folder : '',
    words.notes.paths,
    ['check', 'audit', 'convert'].includes(command) ? words.notes.session : '',
    command === 'fix' ? words.notes.fixLeaves : '',
    ['fix', 'report', 'convert', 'analyse'].includes(command) ? words.notes.readOnly : '',
  ];
  return `${words.usage}\n${help.usage}\n\n${help.text}\n\n${notes.filter(Boolean).join('\n')}\n\n${words.exitStatus}: ${help.exit},\n${words.failure}`;
}
