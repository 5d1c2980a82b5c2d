/**
 * Escaping for the two report formats: HTML text and attribute values (`&`, `<`, `>`, quotes),
 * and Markdown table cells (backslash-escaped punctuation, `|` and line breaks, and `<` written as
 * an entity so that no text from a PBN file can open an HTML tag in a Markdown viewer).
 */

/** Text safe inside HTML elements and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Text safe in Markdown prose and table cells. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/([`*_[\]#|~])/g, '\\$1')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r?\n/g, ' ');
}
