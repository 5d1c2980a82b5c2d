/**
 * The CSS of the printed pages (ruling report and handout): light and dark colours on screen,
 * red hearts and diamonds, compact tables, and print rules — A4 (or Letter) margins, a board never
 * broken across pages, one board of the ruling report on one page, dark mode off on paper; a suit's
 * holding is never broken across lines (a stray line reads as another suit), nor a hand's HCP count
 * from its word ("16" and "HCP" on two lines).
 */

/** The shared style of the report and the handout. */
export const BASE_STYLE = `
:root { color-scheme: light dark; --text: #1b1b1b; --back: #ffffff; --muted: #5c5c5c; --line: #c8c8c8; --red: #c0262d; --mark: #fff1a8; --alert: #a4001d; }
@media (prefers-color-scheme: dark) { :root { --text: #e6e6e6; --back: #1e1e1e; --muted: #a8a8a8; --line: #4a4a4a; --red: #ff7b7b; --mark: #5a4a00; --alert: #ff9a9a; } }
body { font: 14px/1.4 system-ui, sans-serif; color: var(--text); background: var(--back); margin: 1.5em auto; max-width: 60em; padding: 0 1em; }
h1 { font-size: 1.4em; margin: 0 0 0.3em; } h2 { font-size: 1.2em; margin: 0.2em 0; } h3 { font-size: 1em; margin: 0.7em 0 0.2em; } h4 { margin: 0.3em 0; font-size: 0.95em; }
p { margin: 0.2em 0; } .muted, footer { color: var(--muted); } .red { color: var(--red); }
table { border-collapse: collapse; margin: 0.2em 0 0.4em; } caption { caption-side: bottom; text-align: left; font-size: 0.8em; color: var(--muted); }
th, td { border: 1px solid var(--line); padding: 0.05em 0.45em; text-align: left; }
table.diagram td { border: none; vertical-align: top; padding: 0.1em 0.8em; } table.diagram td.centre { text-align: center; vertical-align: middle; color: var(--muted); font-size: 0.85em; }
.hand .name { font-weight: 600; } .hand .holding, .hand .name .muted { white-space: nowrap; }
td.led .mark { color: var(--muted); margin-right: 0.1em; } td.won { font-weight: 700; }
mark { background: var(--mark); color: inherit; padding: 0 0.1em; } sup.flag { color: var(--alert); font-weight: 700; } sup.note { color: var(--muted); }
.cost { color: var(--alert); font-size: 0.8em; font-weight: 700; }
ol.notes, ul.comments { margin: 0.1em 0 0.3em 1.2em; padding: 0; font-size: 0.9em; }
.commentary { font-style: italic; }
`;

/** The ruling report's own style, for A4 or Letter paper. */
export function reportStyle(paper: 'A4' | 'Letter' = 'A4'): string {
  return BASE_STYLE + `
section.board + section.board { margin-top: 2em; border-top: 2px solid var(--line); padding-top: 1em; }
.columns { display: grid; grid-template-columns: repeat(auto-fit, minmax(22em, 1fr)); gap: 0 1.5em; align-items: start; }
.ruling { border-left: 3px solid var(--alert); padding: 0.05em 0.7em; margin: 0.4em 0; }
.explanation { color: var(--muted); font-style: italic; }
.badge { font-size: 0.8em; font-weight: 600; border: 1px solid var(--alert); color: var(--alert); border-radius: 3px; padding: 0 0.3em; }
.result.rectified { font-weight: 600; }
ul.problems li.error { color: var(--alert); }
.fill { margin: 0.5em 0; } .blank { display: inline-block; min-width: 26em; border-bottom: 1px solid var(--text); height: 1em; vertical-align: bottom; } .blank.short { min-width: 8em; }
@page { size: ${paper === 'Letter' ? 'letter' : 'A4'}; margin: 10mm 12mm; }
@media print {
  :root { color-scheme: light; --text: #000; --back: #fff; --muted: #555; --line: #999; --red: #c0262d; --mark: #fff1a8; --alert: #a4001d; }
  body { font-size: 8pt; line-height: 1.28; margin: 0; max-width: none; padding: 0; }
  h1 { font-size: 10.5pt; } h2 { font-size: 10.5pt; } h3 { font-size: 9pt; margin-top: 0.35em; }
  section.board { break-inside: avoid; } section.board + section.board { break-before: page; margin: 0; border: none; padding: 0; }
  .columns { grid-template-columns: 1fr 1fr; }
  .fill { margin: 0.35em 0; }
  footer { display: none; }
}
`;
}
