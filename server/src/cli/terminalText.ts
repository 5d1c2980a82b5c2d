/**
 * Text for a terminal: the controls a file's values or names may carry (C0 but for tab and line
 * feed, DEL, C1, and the bidirectional controls U+061C, U+200E/F, U+202A–202E, U+2066–2069) are
 * written as `\u001b`, `\u202e`, …, so that no Board value can clear the screen, set the window's
 * title, hide the lines after it or turn them around. Inside a JSON string the same form is an
 * escape meaning the same character. The CLI's own codes (the severity colours, the progress
 * line's carriage return) are kept: they are put in as markers, lone low surrogates, which no
 * decoded file or argument holds (invalid bytes decode to U+FFFD), and become their sequences
 * only after the escaping.
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

/** `text` with its controls escaped (`\u001b`) and the CLI's own codes put back. */
export function terminalText(text: string): string {
  return text.replace(CONTROLS, (control) => `\\u${control.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(MARKERS, (marker) => OWN_CODES[marker.charCodeAt(0) - 0xdc00]);
}
