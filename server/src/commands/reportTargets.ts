/**
 * Where `report FILES… -o FOLDER` puts each file's report: under FOLDER, in the same relative
 * folders as the inputs below their common folder (`a/x.pbn` and `b/x.pbn` become
 * `OUT/a/x-ruling.html` and `OUT/b/x-ruling.html`; `.md`, `.pdf` by the format), so two inputs of the same name never share a
 * report. Names that still meet (`x.pbn` beside `x.lin`, or names that differ only in case) keep
 * their input's extension (`x.lin-ruling.html`), then a number; no two reports of one run share
 * a file.
 */
import * as path from 'node:path';

/** What kind of report, for its name. */
export interface ReportKind {
  layout?: string;
  format?: string;
}

/** The report file of each input (`-` is standard input), in the order given. */
export function reportTargets(files: readonly string[], folder: string, kind: ReportKind): string[] {
  const suffix = `-${kind.layout === 'handout' ? 'handout' : 'ruling'}.${kind.format === 'md' || kind.format === 'pdf' ? kind.format : 'html'}`;
  const base = commonFolder(files.filter((file) => file !== '-').map((file) => path.dirname(path.resolve(file))));
  const relative = files.map((file) => {
    if (file === '-') return 'stdin';
    const inside = base === undefined ? '' : path.relative(base, path.dirname(path.resolve(file)));
    return path.join(inside.startsWith('..') || path.isAbsolute(inside) ? '' : inside, path.basename(file));
  });
  const key = (name: string) => name.toLowerCase();
  const plainName = (name: string) => name.replace(/\.(pbn|lin)$/i, '') || 'stdin';
  const counts = new Map<string, number>();
  for (const name of relative) counts.set(key(plainName(name)), (counts.get(key(plainName(name))) ?? 0) + 1);
  const taken = new Set<string>();
  return relative.map((name) => {
    let chosen = counts.get(key(plainName(name)))! > 1 ? name : plainName(name);
    for (let number = 2; taken.has(key(chosen + suffix)); number++) chosen = `${counts.get(key(plainName(name)))! > 1 ? name : plainName(name)}-${number}`;
    taken.add(key(chosen + suffix));
    return path.join(folder, chosen + suffix);
  });
}

/** The deepest folder holding all of `folders` (absolute); undefined without any. */
function commonFolder(folders: readonly string[]): string | undefined {
  if (folders.length === 0) return undefined;
  let common = folders[0];
  for (const folder of folders.slice(1)) {
    while (common !== path.dirname(common) && folder !== common && !folder.startsWith(common.endsWith(path.sep) ? common : common + path.sep)) common = path.dirname(common);
  }
  return common;
}
