/**
 * Text for a terminal: the controls a file's values or names may carry (C0 but for tab and line
 * feed, DEL, C1, and the bidirectional controls U+061C, U+200E/F, U+202A–202E, U+2066–2069) are
 * written as `\u001b`, `\u202e`, …, so that no Board value can clear the screen, set the window's
 * title, hide the lines after it or turn them around. Inside a JSON string the same form is an
 * escape meaning the same character. The CLI's own codes (the severity colours, the progress
 * line's carriage return) are kept: they are put in as markers, lone low surrogates, which no
 * decoded file or argument holds (invalid bytes decode to U+FFFD), and become their sequences
 * only after the escaping. A file name the run was given or found that holds a control (a line
 * feed or a tab too) is noted (`noteFileName`) and written with all of them escaped wherever it
 * stands, so that a name with a line feed does not split an output line (issue 37 item 17).
 */

/** The CLI's own terminal codes, by marker. */
const OWN_CODES = ['\x1b[31m', '\x1b[33m', '\x1b[36m', '\x1b[2m', '\x1b[0m', '\r'] as const;

/** A code of the CLI's own, put in as a marker that `terminalText` turns into it. */
export type OwnCode = typeof OWN_CODES[number];

/** The marker of one of the CLI's own codes. */
export function ownCode(code: OwnCode): string {
  return String.fromCharCode(0xdc00 + OWN_CODES.indexOf(code));
}

const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** A marker: a low surrogate of the first few that no high surrogate comes before. */
const MARKERS = new RegExp(`(?<![\\ud800-\\udbff])[\\udc00-\\udc${(OWN_CODES.length - 1).toString(16).padStart(2, '0')}]`, 'g');

/** Every control, line feed and tab included: what a file name is written without. */
const NAME_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The file names of this run that hold a control, each with its escaped form, longest first. */
const controlledNames: Array<[name: string, escaped: string]> = [];

/** `text` with every control escaped (`\u000a`). */
function escapedControls(text: string, controls: RegExp): string {
  return text.replace(controls, (control) => `\\u${control.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Notes a file name (as given or found in a folder) that output may show; only one holding a control (and some other character) is kept. */
export function noteFileName(name: string): void {
  const escaped = escapedControls(name, NAME_CONTROLS);
  if (escaped === name || name.replace(NAME_CONTROLS, '') === '' || controlledNames.some(([known]) => known === name)) return;
  controlledNames.push([name, escaped]);
  controlledNames.sort(([a], [b]) => b.length - a.length);
}

/** `text` with its controls escaped (`\u001b`), the noted file names' line feeds and tabs too, and the CLI's own codes put back. */
export function terminalText(text: string): string {
  for (const [name, escaped] of controlledNames) if (text.includes(name)) text = text.split(name).join(escaped);
  return escapedControls(text, CONTROLS)
    .replace(MARKERS, (marker) => OWN_CODES[marker.charCodeAt(0) - 0xdc00]);
}
