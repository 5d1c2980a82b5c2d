/**
 * Splits the raw words of an auction or play section into items: calls or cards, `-`, suffixes
 * (`!`, `?!`), note references (`=1=`), NAGs (`$12`), irregularity marks (`^R`), `*` and `+`.
 * Words may run together (`1S!=1=`), as import format allows; commentary is kept as items so
 * that each comment stays attached to what precedes it.
 */
import { SectionItem } from '../syntax/gameSyntax';
import { Token } from '../syntax/scanner';

const ITEM_PATTERN = /\^[A-Za-z]?|=[^=\s]*=?|\$[A-Za-z0-9]*|[!?]+|\*|\+|[A-Za-z0-9-]+|[^A-Za-z0-9!?*+=$^-]+/g;

const PLAIN_VALUE = /^[A-Za-z0-9-]+$/;

/** Turns section tokens into items with exact offsets. */
export function sectionItems(tokens: readonly Token[]): SectionItem[] {
  const items: SectionItem[] = [];
  for (const token of tokens) {
    if (token.kind === 'lineComment' || token.kind === 'blockComment') {
      items.push({ kind: 'comment', text: token.text, start: token.start, end: token.end });
      continue;
    }
    if (token.kind === 'string') {
      items.push({ kind: 'string', text: token.text, start: token.start, end: token.end });
      continue;
    }
    if (token.kind !== 'word') continue;
    if (PLAIN_VALUE.test(token.text)) {
      // The common case, a lone call or card: no need to split.
      items.push({ kind: 'value', text: token.text, start: token.start, end: token.end });
      continue;
    }
    for (const match of token.text.matchAll(ITEM_PATTERN)) {
      const text = match[0];
      const start = token.start + (match.index ?? 0);
      items.push({ kind: classify(text), text, start, end: start + text.length });
    }
  }
  return items;
}

function classify(text: string): SectionItem['kind'] {
  switch (text[0]) {
    case '^': return 'irregularity';
    case '=': return 'note';
    case '$': return 'nag';
    case '!': case '?': return 'suffix';
    case '*': return 'star';
    case '+': return 'plus';
    default: return /^[A-Za-z0-9-]+$/.test(text) ? 'value' : 'junk';
  }
}
