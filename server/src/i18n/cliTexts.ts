/**
 * The words of the command line's own lines, in English and Dutch: the name of a game in a CLI
 * line ("board 12" / "spel 12", "game 3" / "partij 3"), what `analyse --write` did with each game,
 * the words of `analyse`'s text blocks (the play line, the costly cards, a game without a deal),
 * `check`'s summary ("5 files · 5 errors · 1 warning · 2 rulings"), and the note added when a
 * rewritten file could not keep its owner, `fix`'s lines (edits written, errors left, a LIN file left
 * alone), `score`'s traveller text, what `convert` and `report` wrote and `convert`'s usage
 * mistakes. The findings themselves are the registry's.
 */
import { Language, Localized } from './localize';
import { inBoth } from './bothLanguages';

/** The words naming a game in a CLI line: its board, or its place in the file. */
const GAME_NAME_WORDS: Localized<{ board: string; game: string }> = {
  en: { board: 'board', game: 'game' },
  nl: { board: 'spel', game: 'partij' },
};

/** "board 12" when the game has a board number (not `?`), else "game 3" (its place in the file). */
export function cliGameName(board: string | undefined, index: number, language: Language): string {
  const words = GAME_NAME_WORDS[language];
  return board && board !== '?' ? `${words.board} ${board}` : `${words.game} ${index}`;
}

/** What `analyse --write` says about each game, and why a LIN file is left alone. */
export const ANALYSE_WRITE_WORDS: Localized<{ written: string; same: string; syntax: string; noAnswer: string; lin: string }> = {
  en: { written: 'OptimumResultTable, OptimumScore and ParContract written', same: 'DD tags already right', syntax: 'left alone: syntax error', noAnswer: 'left alone: no double-dummy answer', lin: 'a LIN file cannot hold DD tags; convert it to PBN first' },
  nl: { written: 'OptimumResultTable, OptimumScore en ParContract geschreven', same: 'DD-tags kloppen al', syntax: 'niet gewijzigd: syntaxfout', noAnswer: 'niet gewijzigd: geen dubbel-dummy-antwoord', lin: 'een LIN-bestand kan geen DD-tags bevatten; zet het eerst om naar PBN' },
};

/** The words of `analyse`'s text block: a game without a deal, the play line and a costly card's trick. */
export const ANALYSE_TEXT_WORDS: Localized<{ noDeal: string; play: string; tricksForDeclarer: string; trick: string }> = {
  en: { noDeal: 'no deal', play: 'Play', tricksForDeclarer: 'tricks for declarer, double dummy', trick: 'trick' },
  nl: { noDeal: 'geen verdeling', play: 'Spel', tricksForDeclarer: 'slagen voor de leider, dubbel dummy', trick: 'slag' },
};

/** The error of a game without a deal in `analyse`'s JSON, in English whatever the language (as recorded). */
export const ANALYSE_JSON_NO_DEAL = ANALYSE_TEXT_WORDS.en.noDeal;

/** The counted words of `check`'s summary, one and many. */
const SUMMARY_WORDS: Localized<Record<'files' | 'errors' | 'warnings' | 'rulings', [string, string]>> = {
  en: { files: ['file', 'files'], errors: ['error', 'errors'], warnings: ['warning', 'warnings'], rulings: ['ruling', 'rulings'] },
  nl: { files: ['bestand', 'bestanden'], errors: ['fout', 'fouten'], warnings: ['waarschuwing', 'waarschuwingen'], rulings: ['uitspraak', 'uitspraken'] },
};

/** "5 files · 5 errors · 1 warning · 2 rulings" (Dutch: bestanden, fouten, waarschuwingen, uitspraken). */
export function checkSummaryText(files: number, counts: { errors: number; warnings: number; rulings: number }, language: Language): string {
  const words = SUMMARY_WORDS[language];
  const count = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;
  return [count(files, words.files), count(counts.errors, words.errors), count(counts.warnings, words.warnings), count(counts.rulings, words.rulings)].join(' · ');
}

/** `; the owner could not be kept (uid:gid 1000:1000, now 65534:65534)`: a rewritten file's lost owner. */
export function ownerLostNote(was: string, now: string, language: Language): string {
  return language === 'nl'
    ? `; de eigenaar kon niet behouden blijven (uid:gid ${was}, nu ${now})`
    : `; the owner could not be kept (uid:gid ${was}, now ${now})`;
}

/** `fix`'s own words: a LIN file left alone, a game left alone, nothing to fix, the edits written, the errors left. */
export const FIX_WORDS: Localized<{ lin: string; left: string; nothing: string; written: (n: number, target: string) => string; remain: (n: number) => string }> = {
  en: { lin: 'left alone: a LIN file has no Result or Score (convert it to PBN first)', left: 'left alone', nothing: 'nothing to fix', written: (n, target) => `${n} edit${n === 1 ? '' : 's'} written to ${target}`, remain: (n) => `${n} error${n === 1 ? '' : 's'} remain` },
  nl: { lin: 'niet gewijzigd: een LIN-bestand heeft geen Result of Score (zet het eerst om naar PBN)', left: 'niet gewijzigd', nothing: 'niets te verbeteren', written: (n, target) => `${n} wijziging${n === 1 ? '' : 'en'} geschreven naar ${target}`, remain: (n) => `${n} fout${n === 1 ? '' : 'en'} over` },
};

/** The words of `score`'s traveller text: the heading, the column titles, and the line when nothing changes. */
export const SCORE_WORDS: Localized<{ board: string; laws: string; table: string; result: string; agrees: string; row: string; noTable: string; crossScale: Record<'average' | 'sum' | 'unknown', string>; unread: (columns: string) => string }> = {
  en: {
    board: 'Board', laws: 'Laws', table: 'Table', result: 'Result', agrees: 'the traveller agrees with the recomputation', row: 'row', noTable: 'no ScoreTable',
    crossScale: { average: 'averaged', sum: 'summed', unknown: 'scale not read' },
    unread: (columns) => `${columns}: left as they are, on a scale the check has not read (see check)`,
  },
  nl: {
    board: 'Spel', laws: 'Spelregels', table: 'Tafel', result: 'Resultaat', agrees: 'de uitslagenstaat klopt met de herberekening', row: 'rij', noTable: 'geen ScoreTable',
    crossScale: { average: 'gemiddeld', sum: 'opgeteld', unknown: 'schaal niet herkend' },
    unread: (columns) => `${columns}: ongewijzigd gelaten, op een schaal die de controle niet herkent (zie check)`,
  },
};

/** The word of the double-dummy progress line on a terminal (`[12/300] double dummy`). */
export const DD_PROGRESS_WORD: Localized<string> = { en: 'double dummy', nl: 'dubbel dummy' };

/** What `convert` and `report` say on standard error: what was written where, a file with nothing to report, the input's errors. */
export const WRITTEN_WORDS: Localized<{ converted: (format: string, target: string) => string; reported: (target: string) => string; noGame: string; inputErrors: (errors: number, file: string) => string }> = {
  en: {
    converted: (format, target) => `converted to ${format} in ${target}`,
    reported: (target) => `report written to ${target}`,
    noGame: 'no game to report',
    inputErrors: (errors, file) => `${errors} error${errors === 1 ? '' : 's'} in the input (pbn-director check ${file} lists them)`,
  },
  nl: {
    converted: (format, target) => `omgezet naar ${format} in ${target}`,
    reported: (target) => `verslag geschreven naar ${target}`,
    noGame: 'geen partij om over te rapporteren',
    inputErrors: (errors, file) => `${errors} ${errors === 1 ? 'fout' : 'fouten'} in de invoer (pbn-director check ${file} somt ze op)`,
  },
};

/** The usage mistakes of `convert`: a conversion asked the wrong way round. */
export const CONVERT_USAGE = inBoth({
  en: {
    sessionToLin: (file: string) => `${file} is a Bridgemate session; --to pbn converts it to PBN`,
    already: (file: string, format: 'LIN' | 'PBN', to: string) => `${file} is already ${format}; --to ${to} converts ${to === 'pbn' ? 'a LIN file to PBN' : 'a PBN file to LIN'}`,
    dealFileTo: (to: string) => `--to ${to}: a deal file converts to pbn, dlm or dup`,
    alreadyPbn: (file: string) => `${file} is already PBN`,
  },
  nl: {
    sessionToLin: (file: string) => `${file} is een Bridgemate-sessie; --to pbn zet haar om naar PBN`,
    already: (file: string, format: 'LIN' | 'PBN', to: string) => `${file} is al ${format}; --to ${to} zet ${to === 'pbn' ? 'een LIN-bestand om naar PBN' : 'een PBN-bestand om naar LIN'}`,
    dealFileTo: (to: string) => `--to ${to}: een bestand met spelverdelingen wordt omgezet naar pbn, dlm of dup`,
    alreadyPbn: (file: string) => `${file} is al PBN`,
  },
});
