/**
 * A unified diff of two texts by lines (Myers' algorithm), for `fix --dry-run`: shows exactly
 * what the fix would change, with three lines of context.
 */

type Operation = { kind: ' ' | '-' | '+'; line: string };

/** The shortest edit script between two line arrays. */
function editScript(before: readonly string[], after: readonly string[]): Operation[] {
  const total = before.length + after.length;
  const furthest = new Map<number, number>([[1, 0]]);
  const trace: Map<number, number>[] = [];
  for (let distance = 0; distance <= total; distance++) {
    trace.push(new Map(furthest));
    for (let diagonal = -distance; diagonal <= distance; diagonal += 2) {
      const down = diagonal === -distance || (diagonal !== distance && (furthest.get(diagonal - 1) ?? -1) < (furthest.get(diagonal + 1) ?? -1));
      let x = down ? furthest.get(diagonal + 1)! : furthest.get(diagonal - 1)! + 1;
      let y = x - diagonal;
      while (x < before.length && y < after.length && before[x] === after[y]) { x++; y++; }
      furthest.set(diagonal, x);
      if (x >= before.length && y >= after.length) return backtrack(trace, before, after);
    }
  }
  return [];
}

function backtrack(trace: Map<number, number>[], before: readonly string[], after: readonly string[]): Operation[] {
  const operations: Operation[] = [];
  let x = before.length;
  let y = after.length;
  for (let distance = trace.length - 1; distance >= 0; distance--) {
    const furthest = trace[distance];
    const diagonal = x - y;
    const down = diagonal === -distance || (diagonal !== distance && (furthest.get(diagonal - 1) ?? -1) < (furthest.get(diagonal + 1) ?? -1));
    const previousDiagonal = down ? diagonal + 1 : diagonal - 1;
    const previousX = furthest.get(previousDiagonal) ?? 0;
    const previousY = previousX - previousDiagonal;
    while (x > previousX && y > previousY) operations.push({ kind: ' ', line: before[--x] }), y--;
    if (distance > 0) {
      if (down) operations.push({ kind: '+', line: after[--y] });
      else operations.push({ kind: '-', line: before[--x] });
    }
  }
  return operations.reverse();
}

/** A unified diff between `before` and `after`; empty when they are equal. */
export function unifiedDiff(before: string, after: string, name: string): string {
  if (before === after) return '';
  const operations = editScript(before.split(/\r?\n/), after.split(/\r?\n/));
  const lines = [`--- ${name}`, `+++ ${name} (fixed)`];
  const context = 3;
  let index = 0;
  while (index < operations.length) {
    if (operations[index].kind === ' ') { index++; continue; }
    const start = Math.max(0, index - context);
    let end = index;
    while (end < operations.length) {
      if (operations[end].kind !== ' ') { end++; continue; }
      let run = end;
      while (run < operations.length && operations[run].kind === ' ') run++;
      if (run - end > 2 * context || run === operations.length) { end = Math.min(operations.length, end + context); break; }
      end = run;
    }
    const hunk = operations.slice(start, end);
    const beforeStart = operations.slice(0, start).filter((op) => op.kind !== '+').length + 1;
    const afterStart = operations.slice(0, start).filter((op) => op.kind !== '-').length + 1;
    lines.push(`@@ -${beforeStart},${hunk.filter((op) => op.kind !== '+').length} +${afterStart},${hunk.filter((op) => op.kind !== '-').length} @@`);
    for (const op of hunk) lines.push(op.kind + op.line);
    index = end;
  }
  return lines.join('\n') + '\n';
}
