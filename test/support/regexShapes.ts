/**
 * A small static analysis of regular expressions for the shapes that make a backtracking engine
 * (V8's) take more than linear steps on a crafted input, used by test/architecture/regexSafety.
 * It parses a pattern into a tree and reports, per pattern, the reasons it may backtrack:
 * - repeat: a repeated part whose iterations can split the same text in several ways (it can match
 *   empty, its end can run into its own start, or its alternatives start alike): `(a+)+`, `(\s*x*)*`;
 * - adjacent: two unbounded repeats next to each other (only optional parts between) that can match
 *   the same character: `(.*?)\s+`, `\s*(x)?\s*` — each way to share a run is tried;
 * - unanchored: a pattern tried at every position (no `^`, no sticky flag) with an unbounded repeat
 *   that can eat the characters a match starts with, and something after it that can fail:
 *   `/!+\s*$/`, `/[^\s;]*$/` — each start inside a long run scans the rest of the run again.
 * Character sets are compared on the code points 0 to U+33FF (Latin, punctuation, suits, CJK start).
 * The analysis is conservative: it may name a linear pattern, never misses these shapes.
 */

type CharTest = (code: number) => boolean;

type Node =
  | { kind: 'char'; test: CharTest }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; options: Node[] }
  | { kind: 'look'; body: Node; behind: boolean }
  | { kind: 'repeat'; body: Node; min: number; max: number }
  | { kind: 'assert'; start: boolean }
  | { kind: 'empty' };

const SAMPLE_END = 0x3400;

const isDigit: CharTest = (c) => c >= 48 && c <= 57;
const isWord: CharTest = (c) => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isSpace: CharTest = (c) => (c >= 9 && c <= 13) || c === 32 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a)
  || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;

/** Reads one pattern into a tree (the syntax the sources use: classes, groups, look-arounds, repeats). */
export function parsePattern(source: string, ignoreCase: boolean, dotAll: boolean): Node {
  let at = 0;
  const fold = (test: CharTest): CharTest => ignoreCase
    ? (c) => test(c) || test(String.fromCharCode(c).toLowerCase().charCodeAt(0)) || test(String.fromCharCode(c).toUpperCase().charCodeAt(0))
    : test;

  const escapeClass = (letter: string): CharTest | undefined => {
    switch (letter) {
      case 'd': return isDigit;
      case 'D': return (c) => !isDigit(c);
      case 'w': return isWord;
      case 'W': return (c) => !isWord(c);
      case 's': return isSpace;
      case 'S': return (c) => !isSpace(c);
      default: return undefined;
    }
  };
  /** The code point of an escaped single character (after the backslash). */
  const escapedCode = (): number => {
    const letter = source[at++];
    if (letter === 'u' && source[at] === '{') { const end = source.indexOf('}', at); const code = parseInt(source.slice(at + 1, end), 16); at = end + 1; return code; }
    if (letter === 'u') { const code = parseInt(source.slice(at, at + 4), 16); at += 4; return code; }
    if (letter === 'x') { const code = parseInt(source.slice(at, at + 2), 16); at += 2; return code; }
    const named: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11, '0': 0 };
    return named[letter] ?? letter.charCodeAt(0);
  };

  const parseClass = (): CharTest => {
    const negated = source[at] === '^';
    if (negated) at++;
    const parts: CharTest[] = [];
    let first = true;
    while (at < source.length && (source[at] !== ']' || first)) {
      first = false;
      let low: number;
      if (source[at] === '\\') {
        at++;
        const shorthand = escapeClass(source[at]);
        if (shorthand) { parts.push(shorthand); at++; continue; }
        low = source[at] === 'b' ? (at++, 8) : escapedCode();
      } else low = source.charCodeAt(at++);
      let high = low;
      if (source[at] === '-' && source[at + 1] !== ']' && at + 1 < source.length) {
        at++;
        high = source[at] === '\\' ? (at++, escapedCode()) : source.charCodeAt(at++);
      }
      const from = low, to = high;
      parts.push((c) => c >= from && c <= to);
    }
    at++; // ]
    const any = fold((c) => parts.some((part) => part(c)));
    return negated ? (c) => !any(c) : any;
  };

  const parseAtom = (): Node => {
    const ch = source[at];
    if (ch === '(') {
      at++;
      let look: 'ahead' | 'behind' | undefined;
      if (source.startsWith('?:', at)) at += 2;
      else if (source.startsWith('?=', at) || source.startsWith('?!', at)) { at += 2; look = 'ahead'; }
      else if (source.startsWith('?<=', at) || source.startsWith('?<!', at)) { at += 3; look = 'behind'; }
      else if (source.startsWith('?<', at)) at = source.indexOf('>', at) + 1;
      const body = parseAlternation();
      at++; // )
      return look ? { kind: 'look', body, behind: look === 'behind' } : body;
    }
    if (ch === '[') { at++; return { kind: 'char', test: parseClass() }; }
    if (ch === '.') { at++; return { kind: 'char', test: dotAll ? () => true : (c) => c !== 10 && c !== 13 && c !== 0x2028 && c !== 0x2029 }; }
    if (ch === '^') { at++; return { kind: 'assert', start: true }; }
    if (ch === '$') { at++; return { kind: 'assert', start: false }; }
    if (ch === '\\') {
      at++;
      const letter = source[at];
      if (letter === 'b' || letter === 'B') { at++; return { kind: 'assert', start: false }; }
      if (/[1-9]/.test(letter)) { at++; return { kind: 'char', test: () => true }; }
      const shorthand = escapeClass(letter);
      if (shorthand) { at++; return { kind: 'char', test: shorthand }; }
      const code = escapedCode();
      return { kind: 'char', test: fold((c) => c === code) };
    }
    at++;
    const code = ch.charCodeAt(0);
    return { kind: 'char', test: fold((c) => c === code) };
  };

  const parseRepeat = (atom: Node): Node => {
    let min: number, max: number;
    const ch = source[at];
    if (ch === '*') { min = 0; max = Infinity; at++; }
    else if (ch === '+') { min = 1; max = Infinity; at++; }
    else if (ch === '?') { min = 0; max = 1; at++; }
    else if (ch === '{' && /^\{\d+(,\d*)?\}/.test(source.slice(at, at + 12))) {
      const end = source.indexOf('}', at);
      const [low, high] = source.slice(at + 1, end).split(',');
      min = Number(low);
      max = high === undefined ? min : high === '' ? Infinity : Number(high);
      at = end + 1;
    } else return atom;
    if (source[at] === '?') at++; // lazy: the same steps in another order
    return parseRepeat({ kind: 'repeat', body: atom, min, max });
  };

  const parseSequence = (): Node => {
    const items: Node[] = [];
    while (at < source.length && source[at] !== '|' && source[at] !== ')') items.push(parseRepeat(parseAtom()));
    return items.length === 1 ? items[0] : { kind: 'seq', items };
  };

  const parseAlternation = (): Node => {
    const options = [parseSequence()];
    while (source[at] === '|') { at++; options.push(parseSequence()); }
    return options.length === 1 ? options[0] : { kind: 'alt', options };
  };

  const tree = parseAlternation();
  if (at !== source.length) throw new Error(`unread pattern text at ${at}: ${source}`);
  return tree;
}

const unbounded = (node: Node): boolean => node.kind === 'repeat' && node.max === Infinity;

function nullable(node: Node): boolean {
  switch (node.kind) {
    case 'char': return false;
    case 'seq': return node.items.every(nullable);
    case 'alt': return node.options.some(nullable);
    case 'repeat': return node.min === 0 || nullable(node.body);
    default: return true;
  }
}

/** Every character the node can consume. */
function allChars(node: Node): CharTest {
  switch (node.kind) {
    case 'char': return node.test;
    case 'seq': { const parts = node.items.map(allChars); return (c) => parts.some((part) => part(c)); }
    case 'alt': { const parts = node.options.map(allChars); return (c) => parts.some((part) => part(c)); }
    case 'repeat': return allChars(node.body);
    default: return () => false;
  }
}

/** The characters a match of the node can start with (atEnd: end with); look-arounds match none. */
function edgeChars(node: Node, atEnd: boolean): CharTest {
  switch (node.kind) {
    case 'char': return node.test;
    case 'seq': {
      const parts: CharTest[] = [];
      for (const item of atEnd ? [...node.items].reverse() : node.items) { parts.push(edgeChars(item, atEnd)); if (!nullable(item)) break; }
      return (c) => parts.some((part) => part(c));
    }
    case 'alt': { const parts = node.options.map((option) => edgeChars(option, atEnd)); return (c) => parts.some((part) => part(c)); }
    case 'repeat': return edgeChars(node.body, atEnd);
    default: return () => false;
  }
}

/** The characters a match of the node can start with (a look-ahead's too: an attempt starts there). */
function firstChars(node: Node): CharTest {
  switch (node.kind) {
    case 'char': return node.test;
    case 'seq': {
      const parts: CharTest[] = [];
      for (const item of node.items) { parts.push(firstChars(item)); if (!nullable(item)) break; }
      return (c) => parts.some((part) => part(c));
    }
    case 'alt': { const parts = node.options.map(firstChars); return (c) => parts.some((part) => part(c)); }
    case 'repeat': return firstChars(node.body);
    case 'look': return node.behind ? () => false : firstChars(node.body);
    default: return () => false;
  }
}

/** The character sets of the unbounded repeats a match of the node can begin (or end) inside. */
function edgeRepeats(node: Node, atEnd: boolean): CharTest[] {
  switch (node.kind) {
    case 'seq': {
      const found: CharTest[] = [];
      const items = atEnd ? [...node.items].reverse() : node.items;
      for (const item of items) { found.push(...edgeRepeats(item, atEnd)); if (!nullable(item)) break; }
      return found;
    }
    case 'alt': return node.options.flatMap((option) => edgeRepeats(option, atEnd));
    case 'repeat': return unbounded(node) ? [edgeChars(node.body, atEnd), ...edgeRepeats(node.body, atEnd)] : edgeRepeats(node.body, atEnd);
    default: return [];
  }
}

function overlap(a: CharTest, b: CharTest): boolean {
  for (let c = 0; c < SAMPLE_END; c++) if (a(c) && b(c)) return true;
  return false;
}

function children(node: Node): Node[] {
  switch (node.kind) {
    case 'seq': return node.items;
    case 'alt': return node.options;
    case 'look': case 'repeat': return [node.body];
    default: return [];
  }
}

/** Whether the node starts with `^` on every path. */
function anchored(node: Node): boolean {
  switch (node.kind) {
    case 'assert': return node.start;
    case 'seq': return node.items.length > 0 && anchored(node.items[0]);
    case 'alt': return node.options.every(anchored);
    default: return false;
  }
}

/** The unbounded repeats at the very end of the pattern: greedy or lazy, once they stop the match is made. */
function finalRepeats(node: Node, found = new Set<Node>()): Set<Node> {
  if (node.kind === 'seq' && node.items.length > 0) finalRepeats(node.items[node.items.length - 1], found);
  else if (node.kind === 'alt') for (const option of node.options) finalRepeats(option, found);
  else if (node.kind === 'repeat' && unbounded(node)) found.add(node);
  return found;
}

/** The reasons a pattern may take more than linear steps (empty when it cannot). */
export function backtrackingShapes(source: string, flags: string): string[] {
  const tree = parsePattern(source, flags.includes('i'), flags.includes('s'));
  const reasons: string[] = [];
  const visit = (node: Node, insideBehind: boolean): void => {
    if (node.kind === 'repeat' && node.max > 1) {
      const body = node.body;
      if (node.max === Infinity && nullable(body)) reasons.push('repeat: a repeated part that can match empty');
      else if (edgeRepeats(body, true).some((end) => overlap(end, firstChars(body)))) reasons.push('repeat: an iteration\'s end can run into the next one\'s start');
      else if (body.kind === 'alt' && body.options.some((a, i) => body.options.some((b, j) => i < j && overlap(firstChars(a), firstChars(b))))) {
        reasons.push('repeat: alternatives that start alike');
      }
    }
    if (node.kind === 'seq') {
      for (let i = 0; i < node.items.length; i++) {
        const ends = edgeRepeats(node.items[i], true);
        if (ends.length === 0) continue;
        for (let j = i + 1; j < node.items.length; j++) {
          if (edgeRepeats(node.items[j], false).some((start) => ends.some((end) => overlap(end, start)))) {
            reasons.push('adjacent: two unbounded repeats can share a run');
          }
          if (!nullable(node.items[j])) break;
        }
      }
    }
    for (const child of children(node)) visit(child, insideBehind || (node.kind === 'look' && node.behind));
  };
  visit(tree, false);
  if (!flags.includes('y') && !anchored(tree)) {
    const starts = firstChars(tree);
    const final = finalRepeats(tree);
    const walk = (node: Node): void => {
      if (unbounded(node) && !final.has(node) && overlap(allChars(node), starts)) reasons.push('unanchored: a repeat that eats where matches start, tried at every position');
      if (node.kind === 'look' && node.behind) return;
      for (const child of children(node)) walk(child);
    };
    walk(tree);
  }
  return [...new Set(reasons)];
}
