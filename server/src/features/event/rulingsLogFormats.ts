/**
 * The rulings log (rulingsLog.ts) written out: CSV (RFC 4180: every field quoted where it holds a
 * comma, a quote or a line break, quotes doubled, lines ended CRLF), one self-contained HTML page
 * (every text escaped, no scripts; each row links to its file's ruling report where one is named,
 * the page names the command that writes them), and JSON. Column titles and statuses in English
 * or Dutch; the player columns only when names are shown.
 */
import { lawsName, sideName } from '../../i18n/bridgeTerms';
import { Language } from '../../i18n/localize';
import { RULINGS_LOG_WORDS } from '../../i18n/rulingsLogTexts';
import { escapeHtml as esc } from '../report/escape';
import { RulingsLogRow } from './rulingsLog';

/** How the log is laid out. */
export interface RulingsLogLayout {
  language: Language;
  /** Names were left out: no player columns, and the page says so. */
  hideNames: boolean;
  /** The files read, in order. */
  files: readonly string[];
  /** The ruling report of each file as a link relative to the page (HTML only). */
  reportOf?: (file: string) => string | undefined;
  /** The files as the command that writes the reports the links point to names them (HTML only). */
  reportCommandFiles?: readonly string[];
}

/** The cells of one row, in the columns' order. */
export function rulingsLogCells(row: RulingsLogRow, layout: RulingsLogLayout): string[] {
  const words = RULINGS_LOG_WORDS[layout.language];
  const values = [
    row.file, row.board ?? '', row.table ?? '', row.round ?? '', row.irregularity, row.law ?? '', lawsName(row.edition, layout.language),
    row.tableResult ?? '', row.ruledScore ?? '', row.damaged ? sideName(row.damaged, layout.language) : '', words.status[row.status], row.note ?? '',
  ];
  return layout.hideNames ? values : [...values, row.players?.NS ?? '', row.players?.EW ?? ''];
}

/** The column titles. */
export function rulingsLogTitles(layout: RulingsLogLayout): string[] {
  const columns = RULINGS_LOG_WORDS[layout.language].columns;
  const shown = [columns.file, columns.board, columns.table, columns.round, columns.irregularity, columns.law, columns.edition, columns.tableResult, columns.ruledScore, columns.damaged, columns.status, columns.note];
  return layout.hideNames ? shown : [...shown, columns.playersNs, columns.playersEw];
}

/**
 * One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180 §2), its quotes
 * doubled. A field a spreadsheet would run as a formula (one starting with =, +, -, @, a tab or a
 * CR, say a player's name in a file from elsewhere) gains a leading apostrophe; a plain number stays.
 */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The log as CSV: a header line, then one line per ruling. */
export function rulingsLogCsv(rows: readonly RulingsLogRow[], layout: RulingsLogLayout): string {
  return [rulingsLogTitles(layout), ...rows.map((row) => rulingsLogCells(row, layout))].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The log as JSON: the rows as read, the player names left out when hidden. */
export function rulingsLogJson(rows: readonly RulingsLogRow[], layout: RulingsLogLayout): object {
  return {
    files: layout.files,
    rulings: rows.map(({ players, ...row }) => ({ ...row, ...(players && !layout.hideNames ? { players } : {}) })),
  };
}

/** A path as a shell word: as it is when plain, else in single quotes (a quote inside closed, escaped and reopened). */
function shellWord(file: string): string {
  return /^[\w./:\\-]+$/.test(file) ? file : `'${file.replace(/'/g, `'\\''`)}'`;
}

const STYLE = 'body{font-family:"DejaVu Sans",Arial,sans-serif;font-size:10pt;margin:1.5em}table{border-collapse:collapse}'
  + 'th,td{border:1px solid #999;padding:.25em .5em;text-align:left;vertical-align:top}th{background:#eee}'
  + 'td.to-be-checked{background:#fdecc8}td.ruled{background:#dff0d8}.muted{color:#555}';

/** The log as one self-contained HTML page. */
export function rulingsLogHtml(rows: readonly RulingsLogRow[], layout: RulingsLogLayout): string {
  const words = RULINGS_LOG_WORDS[layout.language];
  const ruled = rows.filter((row) => row.status === 'ruled').length;
  const head = [...rulingsLogTitles(layout), words.columns.report].map((title) => `<th>${esc(title)}</th>`).join('');
  const statusColumn = 10;
  const body = rows.map((row) => {
    const texts = rulingsLogCells(row, layout).map((text, index) => (index === statusColumn ? `<td class="${row.status}">${esc(text)}</td>` : `<td>${esc(text)}</td>`));
    const report = layout.reportOf?.(row.file);
    texts.push(report ? `<td><a href="${esc(report)}">${esc(words.reportLink)}</a></td>` : '<td></td>');
    return `<tr>${texts.join('')}</tr>`;
  }).join('\n');
  const notes = [
    words.summary(rows.length, layout.files.length, ruled, rows.length - ruled),
    ...(layout.reportCommandFiles ? [words.reportCommand(`pbn-director report ${layout.reportCommandFiles.map(shellWord).join(' ')} -o ${words.folder}`)] : []),
    ...(layout.hideNames ? [words.namesHidden] : []),
  ].map((note) => `<p class="muted">${esc(note)}</p>`).join('\n');
  const table = rows.length ? `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>` : `<p>${esc(words.noRulings)}</p>`;
  return `<!DOCTYPE html>\n<html lang="${esc(layout.language)}">\n<head>\n<meta charset="utf-8">\n<title>${esc(words.title)}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n`
    + `<h1>${esc(words.title)}</h1>\n${notes}\n${table}\n</body>\n</html>\n`;
}
